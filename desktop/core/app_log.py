"""The app's log file: what a user can send when something went wrong.

One rotating file (``paths.log_dir() / "llamadesk.log"``, 1 MB, three kept before it)
for the window and the command line alike: what was loaded and how (the server's
command line), failures and timings. Never chat text (nothing logs it), and never a
secret: every record passes ``scrub``, which blanks Hugging Face tokens, API keys and
bearer tokens wherever they appear, and the app's own keys (``add_secret``) by value.
"""

from __future__ import annotations

import logging
import re
import sys
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path

from desktop.core import paths

LOG_FILE_NAME = "llamadesk.log"
MAX_LOG_BYTES = 1_000_000
KEPT_LOGS = 3
_FORMAT = "%(asctime)s %(levelname)s [%(threadName)s] %(name)s: %(message)s"
# Secrets by their shape: Hugging Face tokens, "Bearer ...", and what follows a key's
# flag or name (--api-key X, api_key=X, "key": "X").
_SECRET_SHAPES = (
    re.compile(r"hf_[A-Za-z0-9]{8,}"),
    re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._~+/=-]{6,}"),
    re.compile(r"""(?i)((?:--api-key|api[_-]?key|token|"key")["']?\s*[=:\s]\s*["']?)[^\s"',]{4,}"""),
)
# ``extra`` of a record about a failure the front end tells the person itself (a load
# that failed): kept in the file, not printed a second time on stderr.
SAID_ELSEWHERE = {"said_elsewhere": True}
_known_secrets: set[str] = set()
_lock = threading.Lock()
# What start_app_log added, and the root logger's level before it, for stop_app_log.
_added: list[logging.Handler] = []
_level_before: list[int] = []


def add_secret(secret: str | None) -> None:
    """Blank ``secret`` (a key the app made or was given) wherever it would be logged."""
    if secret and len(secret) >= 4:
        with _lock:
            _known_secrets.add(secret)


def scrub(text: str) -> str:
    """``text`` with every secret it holds replaced by ``***``."""
    with _lock:
        known = sorted(_known_secrets, key=len, reverse=True)
    for secret in known:
        text = text.replace(secret, "***")
    for shape in _SECRET_SHAPES:
        text = shape.sub(lambda match: (match.group(1) if match.groups() else "") + "***", text)
    return text


def _ours_or_a_problem(record: logging.LogRecord) -> bool:
    """The app's own records, and other libraries' warnings and errors: a library's
    INFO (each HTTP request httpx makes, with its address) is not for this file."""
    return record.name.startswith("desktop") or record.levelno >= logging.WARNING


class _Scrubbed(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return scrub(super().format(record))


def log_file() -> Path:
    return paths.log_dir() / LOG_FILE_NAME


def start_app_log(level: int = logging.INFO) -> Path | None:
    """Write the app's log records to the log file from now on; the file's path, or
    None when its folder can't be written (the app goes on without one)."""
    root = logging.getLogger()
    if _added:
        return Path(getattr(_added[0], "baseFilename", log_file()))  # started already
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=MAX_LOG_BYTES, backupCount=KEPT_LOGS, encoding="utf-8"
        )
    except OSError as error:
        print(f"llamadesk: no log file ({error})", file=sys.stderr)
        return None
    handler.setFormatter(_Scrubbed(_FORMAT))
    handler.setLevel(level)
    handler.addFilter(_ours_or_a_problem)
    added: list[logging.Handler] = [handler]
    if not root.handlers:
        # Warnings went to stderr before (Python's last-resort handler, used while the
        # root has none): they still do.
        shown = logging.StreamHandler()
        shown.setLevel(logging.WARNING)
        shown.setFormatter(_Scrubbed("%(message)s"))
        shown.addFilter(lambda record: not getattr(record, "said_elsewhere", False))
        added.append(shown)
    for each in added:
        root.addHandler(each)
    _added.extend(added)
    _level_before.append(root.level)
    root.setLevel(min(root.level or level, level))
    return path


def stop_app_log() -> None:
    """Close the log file and put the logging back as it was (the app's end; tests,
    which start and stop apps in one process)."""
    root = logging.getLogger()
    for handler in _added:
        root.removeHandler(handler)
        handler.close()
    _added.clear()
    if _level_before:
        root.setLevel(_level_before.pop())


def last_problems(lines: int = 20) -> list[str]:
    """The latest warnings and errors in the log file, oldest first."""
    try:
        text = log_file().read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found = [line for line in text.splitlines() if " WARNING " in line or " ERROR " in line]
    return found[-lines:]
