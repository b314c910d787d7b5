"""Which libraries each chat answers from, kept across runs of the app: written in the
background, read back, a damaged file kept aside rather than trusted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from desktop.gui.chat.chat_libraries import ChatLibraries, read_chat_libraries


def test_each_chats_libraries_are_kept_and_a_removed_library_is_no_chats(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chat_documents.json"
    posted: list[Callable[[], object]] = []
    choices = ChatLibraries(path, posted.append)
    choices.set(3, ["Taxes", "Manuals"])
    choices.set(7, ["Manuals"])
    choices.set(7, ["Manuals"])  # no change: nothing written
    assert len(posted) == 2
    for write in posted:
        write()
    assert read_chat_libraries(path) == {3: ("Taxes", "Manuals"), 7: ("Manuals",)}

    choices.forget_library("Manuals")
    posted[-1]()
    assert read_chat_libraries(path) == {3: ("Taxes",)}
    assert choices.get(7) == () and choices.get(None) == ()


def test_a_damaged_file_means_no_chat_has_libraries_and_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "chat_documents.json"
    path.write_text("{not json", encoding="utf-8")
    assert read_chat_libraries(path) == {}
    assert not path.exists()
    kept = list(tmp_path.glob("chat_documents.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"
