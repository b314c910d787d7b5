"""Damaged files as disks and crashes leave them, for the tests of what the app does
with them: a chats file with a garbled page, in the file itself or in its journal."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.core.chat.conversations import ConversationStore


def many_chats(path: Path, chats: int = 60, per_chat: int = 10) -> dict[int, list[str]]:
    """A chats file like a real one: many chats of messages a few hundred bytes long,
    each starting with its own marker (<m3.7>: chat 3, message 7)."""
    written: dict[int, list[str]] = {}
    with ConversationStore(path) as store:
        for number in range(chats):
            chat = store.create_conversation(f"Chat {number} about bread")
            texts = []
            for index in range(per_chat):
                text = f"<m{number}.{index}> " + "Knead the dough, then let it rest. " * 20
                store.add_message(chat.id, "user" if index % 2 == 0 else "assistant", text)
                texts.append(text)
            written[chat.id] = texts
    return written


def damage_page_holding(path: Path, marker: bytes) -> set[bytes]:
    """Overwrite the whole page that holds ``marker`` with garbage, as a bad sector or
    a stray write would; returns the message markers that page held."""
    data = path.read_bytes()
    page_size = int.from_bytes(data[16:18], "big")
    page = data.index(marker) // page_size
    assert page > 0, "the damage must be past the first page"
    start = page * page_size
    held = set(re.findall(rb"<m\d+\.\d+>", data[start : start + page_size]))
    garbage = bytes((offset * 37 + 11) % 256 for offset in range(page_size))
    with path.open("r+b") as handle:
        handle.seek(start)
        handle.write(garbage)
    return held


def damage_journal_page_holding(path: Path, marker: bytes) -> None:
    """Garble the page holding ``marker`` in the write-ahead journal (the -wal file),
    where the pages written since the last checkpoint wait; its frame header stays."""
    journal = path.with_name(path.name + "-wal")
    data = journal.read_bytes()
    page_size = int.from_bytes(data[8:12], "big")
    frame_size = 24 + page_size
    frame = (data.index(marker) - 32) // frame_size
    start = 32 + frame * frame_size + 24
    garbage = bytes((offset * 37 + 11) % 256 for offset in range(page_size))
    with journal.open("r+b") as handle:
        handle.seek(start)
        handle.write(garbage)
