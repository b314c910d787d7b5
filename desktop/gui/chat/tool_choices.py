"""Which tools each chat has on, kept across runs of the app.

The conversation store has no place for it yet, so it is a small JSON file beside the
conversations (``chat_tools.json`` in the data folder): ``{"<chat id>": {"tools":
[...], "tool_choice": "auto", "files": [...]}}``. It is read once and written on the probe thread; a
missing or damaged file means no chat has tools on (the app works without them); a
damaged one is kept aside under a ``.broken-`` name.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from desktop.core import paths
from desktop.core.chat.turns import ToolChoice
from desktop.core.safe_files import keep_aside, write_atomically

CHAT_TOOLS_FILE_NAME = "chat_tools.json"
_log = logging.getLogger(__name__)


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
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as error:
        return _damaged(path, str(error))
    if not isinstance(data, dict):
        return _damaged(path, "not a JSON object")
    return {
        int(key): chat_tools_from(value)
        for key, value in data.items()
        if isinstance(key, str) and key.isdigit()
    }


def _damaged(path: Path, why: str) -> dict[int, ChatTools]:
    # Kept aside, never written over: the next change starts a fresh file.
    _log.warning("the chats' tool choices in %s could not be read (%s)", path, why)
    with contextlib.suppress(OSError):
        keep_aside(path)
    return {}


def write_chat_tools(path: Path, choices: Mapping[int, ChatTools]) -> None:
    data = {str(chat_id): tools.record() for chat_id, tools in sorted(choices.items())}
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(data, indent=2) + "\n")


Runner = Callable[[Callable[[], object]], None]


class ChatToolChoices:
    """The choices of every chat, in memory; each change is written in the background
    (``post`` runs a call on the probe thread, in order)."""

    def __init__(self, path: Path, post: Runner) -> None:
        self._path = path
        self._post = post
        self._choices: dict[int, ChatTools] = {}

    def loaded(self, choices: Mapping[int, ChatTools]) -> None:
        # Choices made before the file was read (a chat's first seconds) win.
        self._choices = {**choices, **self._choices}

    def get(self, chat_id: int | None) -> ChatTools:
        return self._choices.get(chat_id, ChatTools()) if chat_id is not None else ChatTools()

    def set(self, chat_id: int, tools: ChatTools) -> None:
        if self._choices.get(chat_id, ChatTools()) == tools:
            return
        self._choices[chat_id] = tools
        snapshot, path = dict(self._choices), self._path
        self._post(lambda: write_chat_tools(path, snapshot))
