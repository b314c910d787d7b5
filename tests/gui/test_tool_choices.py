"""Each chat's tool choice, kept in chat_tools.json: read back as written, and a
damaged file read as "no tools" and kept aside, never written over."""

from __future__ import annotations

from pathlib import Path

from desktop.gui.chat.tool_choices import ChatTools, read_chat_tools, write_chat_tools


def test_choices_read_back_as_written(tmp_path: Path) -> None:
    path = tmp_path / "chat_tools.json"
    choices = {3: ChatTools(("python", "mcp:files"), "required"), 12: ChatTools()}
    write_chat_tools(path, choices)
    assert read_chat_tools(path) == choices
    assert read_chat_tools(tmp_path / "missing.json") == {}


def test_what_cannot_be_read_is_left_off(tmp_path: Path) -> None:
    path = tmp_path / "chat_tools.json"
    path.write_text(
        '{"1": {"tools": ["python", 7], "tool_choice": "sometimes"}, "x": {}, "2": []}',
        encoding="utf-8",
    )
    assert read_chat_tools(path) == {1: ChatTools(("python",), "auto"), 2: ChatTools()}


def test_a_damaged_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "chat_tools.json"
    path.write_text("{damaged", encoding="utf-8")
    assert read_chat_tools(path) == {}
    kept = [p for p in tmp_path.iterdir() if p.name != "chat_tools.json"]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{damaged"
