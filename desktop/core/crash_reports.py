"""Crash reports: what is kept when the app fails, and offered at the next start.

``install_crash_handlers`` makes every Python exception nobody caught, on any thread
(``sys.excepthook``, ``threading.excepthook``; Qt's slots end there too), write a report
file into the log folder, and turns on ``faulthandler`` into a file there, so a crash in
native code (Qt, a driver) leaves its threads' stacks. ``pending_report`` finds what
the last run left that nobody has seen yet; ``mark_seen`` files it away. Reports pass
``app_log.scrub``: no key or token in them.
"""

from __future__ import annotations

import faulthandler
import itertools
import logging
import os
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO

from desktop import __version__
from desktop.core import paths
from desktop.core.app_log import scrub

CRASH_PREFIX = "crash-"
NATIVE_CRASH_FILE = "native-crash.log"
SEEN_FOLDER = "seen"
_log = logging.getLogger(__name__)
_native_file: IO[str] | None = None
_numbers = itertools.count(1)


@dataclass(frozen=True)
class CrashReport:
    """A report the last run left: where it is and what it says."""

    path: Path
    text: str


def versions() -> str:
    """The app's, Python's and the system's versions, one line each."""
    return (
        f"LlamaDesk {__version__}\n"
        f"Python {platform.python_version()} ({sys.executable})\n"
        f"System {platform.platform()}\n"
    )


def write_report(kind: str, error: BaseException | None, where: str,
                 stack: TracebackType | None = None) -> Path | None:  # fmt: skip
    """Keep a report of ``error`` (on the thread ``where``); its path, or None."""
    trace = "".join(traceback.format_exception(type(error), error, stack)) if error else ""
    text = (
        f"LlamaDesk stopped on an error it did not expect ({kind}, thread {where}) at "
        f"{time.strftime('%Y-%m-%d %H:%M:%S')}.\n\n{versions()}\n{trace}"
    )
    path = _keep(text)
    if path is not None:
        _log.error("kept a crash report: %s", path.name)
    return path


def _keep(text: str) -> Path | None:
    folder = paths.log_dir()
    name = f"{CRASH_PREFIX}{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{next(_numbers)}.txt"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(scrub(text), encoding="utf-8")
    except OSError:
        return None
    return folder / name


def install_crash_handlers() -> Callable[[], None]:
    """Keep a report of every exception nobody caught, on any thread, and of a native
    crash (``faulthandler``); the exception is still shown as before. Returns what
    takes them off again (the app calls it as it ends)."""
    global _native_file
    previous_hook = sys.excepthook
    previous_thread_hook = threading.excepthook

    def on_exception(kind: type[BaseException], error: BaseException,
                     stack: TracebackType | None) -> None:  # fmt: skip
        if not issubclass(kind, KeyboardInterrupt):
            write_report("exception", error, threading.current_thread().name, stack)
        previous_hook(kind, error, stack)

    def on_thread_exception(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not isinstance(args.exc_value, SystemExit):
            name = args.thread.name if args.thread is not None else "unknown"
            write_report("exception", args.exc_value, name, args.exc_traceback)
        previous_thread_hook(args)

    sys.excepthook = on_exception
    threading.excepthook = on_thread_exception
    if _native_file is None:
        native = paths.log_dir() / NATIVE_CRASH_FILE
        try:
            paths.log_dir().mkdir(parents=True, exist_ok=True)
            if native.is_file() and native.stat().st_size > 0:
                # The last run crashed in native code: its stacks become a report, and
                # this run starts a file of its own.
                stacks = native.read_text(encoding="utf-8", errors="replace")
                _keep(f"LlamaDesk crashed in native code.\n\n{versions()}\n{stacks}")
            _native_file = native.open("w", encoding="utf-8")
            faulthandler.enable(_native_file, all_threads=True)
        except OSError:
            _native_file = None

    def uninstall() -> None:
        global _native_file
        sys.excepthook = previous_hook
        threading.excepthook = previous_thread_hook
        if _native_file is not None:
            faulthandler.disable()
            _native_file.close()
            _native_file = None

    return uninstall


def pending_report() -> CrashReport | None:
    """The newest report the last runs left that nobody has seen, or None."""
    folder = paths.log_dir()
    candidates = sorted(folder.glob(f"{CRASH_PREFIX}*.txt")) if folder.is_dir() else []
    for path in reversed(candidates):
        try:
            return CrashReport(path, path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            continue
    return None


def mark_seen(report: CrashReport) -> None:
    """File ``report`` away (kept in the log folder's ``seen``): not offered again."""
    seen = report.path.parent / SEEN_FOLDER
    try:
        seen.mkdir(exist_ok=True)
        report.path.replace(seen / f"{time.strftime('%Y%m%d-%H%M%S')}-{report.path.name}")
    except OSError:
        _log.warning("could not file away the crash report %s", report.path.name)
