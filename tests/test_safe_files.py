"""Atomic writes and keeping damaged files aside (desktop/core/safe_files.py)."""

from __future__ import annotations

import hashlib
import stat
import sys
from pathlib import Path

import pytest

from desktop.core import safe_files
from desktop.core.safe_files import HashingStoppedError, sha256_of


def test_write_atomically_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old", encoding="utf-8")

    safe_files.write_atomically(target, "new\n")

    assert target.read_bytes() == b"new\n"
    assert [path.name for path in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")
def test_a_private_file_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    safe_files.write_atomically(target, b"{}", private=True)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "queue.json"
    target.write_text("old", encoding="utf-8")

    with pytest.raises(FileNotFoundError):
        safe_files.write_atomically(target, "new", temp_folder=tmp_path / "missing")

    assert target.read_text(encoding="utf-8") == "old"
    assert [path.name for path in tmp_path.iterdir()] == ["queue.json"]


def test_the_temporary_file_can_live_outside_the_targets_folder(tmp_path: Path) -> None:
    refs = tmp_path / "refs"
    refs.mkdir()
    safe_files.write_atomically(refs / "main", "abc", temp_folder=tmp_path)
    assert (refs / "main").read_text(encoding="utf-8") == "abc"


def test_keep_aside_moves_the_file_with_its_companions(tmp_path: Path) -> None:
    store = tmp_path / "chats.sqlite3"
    store.write_bytes(b"damaged")
    (tmp_path / "chats.sqlite3-wal").write_bytes(b"journal")

    kept = safe_files.keep_aside(store, companions=("-wal", "-shm"))

    assert not store.exists() and kept.read_bytes() == b"damaged"
    assert kept.name.startswith("chats.sqlite3.broken-")
    assert kept.with_name(kept.name + "-wal").read_bytes() == b"journal"


def test_keeping_aside_twice_in_a_second_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "queue.json"
    path.write_text("first", encoding="utf-8")
    first = safe_files.keep_aside(path)
    path.write_text("second", encoding="utf-8")
    second = safe_files.keep_aside(path)

    assert first != second
    assert {first.read_text(encoding="utf-8"), second.read_text(encoding="utf-8")} == {
        "first",
        "second",
    }


def test_a_kept_copy_is_made_once_for_the_same_damage(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"x": ', encoding="utf-8")

    first = safe_files.keep_aside(path, copy=True, private=True)
    again = safe_files.keep_aside(path, copy=True, private=True)

    assert first == again and path.exists()
    assert first.read_text(encoding="utf-8") == '{"x": '
    if sys.platform != "win32":
        assert stat.S_IMODE(first.stat().st_mode) == 0o600


def test_a_file_is_hashed_in_pieces_and_a_stop_ends_it_part_way(tmp_path: Path) -> None:
    data = bytes(range(256)) * 12_000  # about 3 MB: three pieces
    path = tmp_path / "model.gguf"
    path.write_bytes(data)
    assert sha256_of(path) == hashlib.sha256(data).hexdigest()
    asked: list[int] = []

    def stop_after_the_first() -> bool:
        asked.append(1)
        return True

    with pytest.raises(HashingStoppedError):
        sha256_of(path, stopped=stop_after_the_first)
    assert len(asked) == 1
