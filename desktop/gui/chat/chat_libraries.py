"""Which document libraries each chat answers from, kept across runs of the app.

As the chats' tools (tool_choices.py), a small JSON file beside the conversations
(``chat_documents.json`` in the data folder): ``{"<chat id>": ["Library", ...]}``,
read and written on the probe thread. A missing file means no chat has libraries; a
damaged one is kept aside under a ``.broken-`` name and the app goes on without.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from desktop.core import paths
from desktop.core.safe_files import keep_aside, write_atomically

CHAT_LIBRARIES_FILE_NAME = "chat_documents.json"
_log = logging.getLogger(__name__)

Runner = Callable[[Callable[[], object]], None]


def chat_libraries_path() -> Path:
    return paths.data_dir() / CHAT_LIBRARIES_FILE_NAME


def read_chat_libraries(path: Path) -> dict[int, tuple[str, ...]]:
    """Every chat's libraries in ``path``; none for a missing or unreadable file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as error:
        data = error
    if not isinstance(data, dict):
        _log.warning("the chats' libraries in %s could not be read (%s)", path, data)
        with contextlib.suppress(OSError):
            keep_aside(path)
        return {}
    return {
        int(key): tuple(name for name in value if isinstance(name, str))
        for key, value in data.items()
        if isinstance(key, str) and key.isdigit() and isinstance(value, list)
    }


def write_chat_libraries(path: Path, choices: Mapping[int, Sequence[str]]) -> None:
    data = {str(chat_id): list(names) for chat_id, names in sorted(choices.items()) if names}
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(data, indent=2) + "\n")


class ChatLibraries:
    """The libraries of every chat, in memory; each change written in the background
    (``post`` runs a call on the probe thread, in order)."""

    def __init__(self, path: Path, post: Runner) -> None:
        self._path = path
        self._post = post
        self._choices: dict[int, tuple[str, ...]] = {}

    def loaded(self, choices: Mapping[int, tuple[str, ...]]) -> None:
        # Choices made before the file was read (a chat's first seconds) win.
        self._choices = {**choices, **self._choices}

    def get(self, chat_id: int | None) -> tuple[str, ...]:
        return self._choices.get(chat_id, ()) if chat_id is not None else ()

    def set(self, chat_id: int, names: Sequence[str]) -> None:
        chosen = tuple(names)
        if self._choices.get(chat_id, ()) == chosen:
            return
        self._choices[chat_id] = chosen
        snapshot, path = dict(self._choices), self._path
        self._post(lambda: write_chat_libraries(path, snapshot))

    def forget_library(self, name: str) -> None:
        """A removed library is no chat's any more."""
        for chat_id, names in list(self._choices.items()):
            if name in names:
                self.set(chat_id, [known for known in names if known != name])
