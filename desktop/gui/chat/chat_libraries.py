"""Which document libraries each chat answers from, kept across runs of the app.

As the chats' tools (tool_choices.py), a small JSON file beside the conversations
(``chat_documents.json`` in the data folder): ``{"<chat id>": ["Library", ...]}``,
read and written on the probe thread (per_chat_choices.py: a missing file means no chat
has libraries; a damaged one is kept aside and the app goes on without).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from desktop.core import paths
from desktop.core.chat.per_chat_choices import (
    PerChatChoices,
    Runner,
    read_per_chat,
    write_per_chat,
)

CHAT_LIBRARIES_FILE_NAME = "chat_documents.json"


def chat_libraries_path() -> Path:
    return paths.data_dir() / CHAT_LIBRARIES_FILE_NAME


def read_chat_libraries(path: Path) -> dict[int, tuple[str, ...]]:
    """Every chat's libraries in ``path``; none for a missing or unreadable file."""
    return read_per_chat(path, "libraries", _libraries_from)


def _libraries_from(record: object) -> tuple[str, ...] | None:
    if not isinstance(record, list):
        return None
    return tuple(name for name in record if isinstance(name, str))


def write_chat_libraries(path: Path, choices: Mapping[int, Sequence[str]]) -> None:
    write_per_chat(
        path, {str(chat_id): list(names) for chat_id, names in sorted(choices.items()) if names}
    )


class ChatLibraries(PerChatChoices[tuple[str, ...]]):
    """The libraries of every chat, in memory; each change written in the background
    (``post`` runs a call on the probe thread, in order)."""

    def __init__(self, path: Path, post: Runner) -> None:
        super().__init__(path, post, (), write_chat_libraries)

    def set(self, chat_id: int, names: Sequence[str]) -> None:
        super().set(chat_id, tuple(names))

    def forget_library(self, name: str) -> None:
        """A removed library is no chat's any more."""
        for chat_id, names in list(self._choices.items()):
            if name in names:
                self.set(chat_id, [known for known in names if known != name])
