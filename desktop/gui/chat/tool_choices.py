"""Which tools each chat has on, kept across runs of the app.

The conversation store has no place for it yet, so it is a small JSON file beside the
conversations (``chat_tools.json`` in the data folder): ``{"<chat id>": {"tools":
[...], "tool_choice": "auto", "files": [...]}}``. It is read once and written on the probe thread
(per_chat_choices.py): a missing or damaged file means no chat has tools on (the app
works without them); a damaged one is kept aside under a ``.broken-`` name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from desktop.core import paths
from desktop.core.chat.per_chat_choices import (
    PerChatChoices,
    Runner,
    read_per_chat,
    write_per_chat,
)
from desktop.core.chat.turns import ToolChoice

CHAT_TOOLS_FILE_NAME = "chat_tools.json"


@dataclass(frozen=True)
class ChatTools:
    """One chat's tools: built-in names and ``mcp:SERVER``; "required" makes the
    model's first call of each answer a tool call."""

    names: tuple[str, ...] = ()
    tool_choice: ToolChoice = "auto"
    # Files attached to the chat for its tools: what read_file (and the python tool)
    # may read, full paths.
    files: tuple[str, ...] = ()

    def record(self) -> dict[str, object]:
        return {"tools": list(self.names), "tool_choice": self.tool_choice,
                "files": list(self.files)}


def chat_tools_path() -> Path:
    return paths.data_dir() / CHAT_TOOLS_FILE_NAME


def chat_tools_from(record: object) -> ChatTools:
    """A stored record's choice; what can't be read is left off."""
    if not isinstance(record, Mapping):
        return ChatTools()
    names = record.get("tools")
    choice = record.get("tool_choice")
    files = record.get("files")
    return ChatTools(
        names=tuple(name for name in names if isinstance(name, str))
        if isinstance(names, list)
        else (),
        tool_choice=cast(ToolChoice, choice) if choice in ("auto", "required") else "auto",
        files=tuple(name for name in files if isinstance(name, str))
        if isinstance(files, list)
        else (),
    )


def read_chat_tools(path: Path) -> dict[int, ChatTools]:
    """Every chat's choice in ``path``; none for a missing or unreadable file."""
    return read_per_chat(path, "tool choices", chat_tools_from)


def write_chat_tools(path: Path, choices: Mapping[int, ChatTools]) -> None:
    write_per_chat(
        path, {str(chat_id): tools.record() for chat_id, tools in sorted(choices.items())}
    )


class ChatToolChoices(PerChatChoices[ChatTools]):
    """The choices of every chat, in memory; each change is written in the background
    (``post`` runs a call on the probe thread, in order)."""

    def __init__(self, path: Path, post: Runner) -> None:
        super().__init__(path, post, ChatTools(), write_chat_tools)
