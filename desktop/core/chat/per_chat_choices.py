"""A choice kept for each chat across runs of the app, in a small JSON file beside the
conversations (the conversation store has no place for it yet): ``{"<chat id>":
<record>, ...}``. It is read once and written on the probe thread. A missing file means
no chat has chosen anything; a damaged one is kept aside under a ``.broken-`` name and
the app goes on without it (never written over: the next change starts a fresh file).

Each kind of choice (a chat's tools, its document libraries) says how its record is
read and written; this module does the rest once.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Generic, TypeVar

from desktop.core.safe_files import keep_aside, write_atomically

_log = logging.getLogger(__name__)

Choice = TypeVar("Choice")
Runner = Callable[[Callable[[], object]], None]


def read_per_chat(
    path: Path, what: str, choice_from: Callable[[object], Choice | None]
) -> dict[int, Choice]:
    """Every chat's choice in ``path``; none for a missing or unreadable file.
    ``choice_from`` reads one chat's record (None: the record is left off); ``what``
    names the choices in the log."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as error:
        return _damaged(path, what, error)
    if not isinstance(data, dict):
        return _damaged(path, what, "not a JSON object")
    choices: dict[int, Choice] = {}
    for key, value in data.items():
        if isinstance(key, str) and key.isdigit():
            choice = choice_from(value)
            if choice is not None:
                choices[int(key)] = choice
    return choices


def _damaged(path: Path, what: str, why: object) -> dict[int, Choice]:
    _log.warning("the chats' %s in %s could not be read (%s)", what, path, why)
    with contextlib.suppress(OSError):
        keep_aside(path)
    return {}


def write_per_chat(path: Path, records: Mapping[str, object]) -> None:
    """``records`` (chat id to record) written whole, atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(records, indent=2) + "\n")


class PerChatChoices(Generic[Choice]):
    """The choices of every chat, in memory; each change is written in the background
    (``post`` runs a call on the probe thread, in order) by ``write``. A chat that chose
    nothing has ``empty``."""

    def __init__(
        self,
        path: Path,
        post: Runner,
        empty: Choice,
        write: Callable[[Path, Mapping[int, Choice]], None],
    ) -> None:
        self._path = path
        self._post = post
        self._empty = empty
        self._write = write
        self._choices: dict[int, Choice] = {}

    def loaded(self, choices: Mapping[int, Choice]) -> None:
        # Choices made before the file was read (a chat's first seconds) win.
        self._choices = {**choices, **self._choices}

    def get(self, chat_id: int | None) -> Choice:
        return self._choices.get(chat_id, self._empty) if chat_id is not None else self._empty

    def set(self, chat_id: int, choice: Choice) -> None:
        if self._choices.get(chat_id, self._empty) == choice:
            return
        self._choices[chat_id] = choice
        snapshot, path, write = dict(self._choices), self._path, self._write
        self._post(lambda: write(path, snapshot))
