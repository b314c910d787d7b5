"""Repairing a damaged chats file: every row that can still be read is copied into a
fresh file, the damaged one is kept aside (never deleted), and the fresh one takes its
place. The user is told how many chats came back and where the damaged copy is."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from desktop.core import safe_files
from desktop.core.chat.sqlite_salvage import copy_readable_rows
from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    ConversationStoreRecoveredError,
)
from desktop.core.chat.store_schema import Migration, attach_orphans

_log = logging.getLogger(__name__)


def replace_damaged(
    path: Path, error: sqlite3.DatabaseError, migrations: Sequence[Migration]
) -> ConversationStoreRecoveredError:
    """Copy what can be read into a fresh file, keep the damaged one aside, and put
    the fresh one in its place; the sentence for the user (raise it or report it)."""
    fresh = path.with_name(path.name + ".recovering")
    try:
        # Built beside the damaged file and swapped in only when complete: a crash
        # in the middle leaves the damaged file where it was, to try again.
        _remove_with_companions(fresh)
        with contextlib.closing(sqlite3.connect(fresh, isolation_level=None)) as target:
            for migrate in migrations:
                migrate(target)
            target.execute(f"PRAGMA user_version={len(migrations)}")
            result = copy_readable_rows(path, target)
            orphans = _adopt_orphan_messages(target)
            # A message whose earlier message was lost follows the one before it, so
            # it is still on its chat's path (and its other versions with it).
            attach_orphans(target)
    except (sqlite3.Error, OSError) as salvage_error:
        with contextlib.suppress(OSError):
            _remove_with_companions(fresh)
        raise ConversationStoreError(
            "Your saved chats file is damaged, and LlamaDesk could not make a new one "
            f"next to it. Check that there is free disk space in {path.parent}, "
            "then start LlamaDesk again.",
            details=f"{path}: {error}; {salvage_error}",
            problem=ChatsProblem.NO_ROOM_TO_REPAIR,
            path=path,
        ) from error
    try:
        kept = keep_aside(path)
        fresh.replace(path)
    except OSError as move_error:
        raise ConversationStoreError(
            "Your saved chats file is damaged, and LlamaDesk could not move it aside "
            "to put a repaired copy in its place. Close other programs that may use "
            f"it, then start LlamaDesk again. The file is {path}.",
            details=f"{error}; {move_error}",
            problem=ChatsProblem.NOT_MOVED_ASIDE,
            path=path,
        ) from error
    chats = result.copied.get("conversations", 0) + orphans
    messages = result.copied.get("messages", 0)
    _log.warning(
        "damaged chats file kept as %s; recovered %d chats, %d messages, %d unreadable",
        kept,
        chats,
        messages,
        result.unreadable,
    )
    return ConversationStoreRecoveredError(
        _recovered_message(kept, chats, messages, lost=result.unreadable > 0),
        kept_as=kept,
        details=f"{path}: {error}",
        chats_recovered=chats,
        messages_recovered=messages,
        lost=result.unreadable > 0,
    )


def keep_aside(path: Path) -> Path:
    """Rename the damaged file (and its journal) aside; returns where it went."""
    # A stale journal would be replayed into the fresh file; keep it with its file.
    return safe_files.keep_aside(path, companions=("-wal", "-shm", "-journal"))


def _recovered_message(kept: Path, chats: int, messages: int, *, lost: bool) -> str:
    if chats == 0 and messages == 0:
        return (
            "Your saved chats file was damaged and nothing could be read from it, so a "
            f"new, empty chat history was started. The damaged file was kept as {kept}."
        )
    recovered = f"{_count(chats, 'chat')} ({_count(messages, 'message')})"
    rest = "; some parts could not be read and are only in the damaged copy" if lost else ""
    return (
        f"Your saved chats file was damaged. LlamaDesk recovered {recovered} into a new "
        f"file{rest}. The damaged file was kept as {kept}."
    )


def _count(number: int, noun: str) -> str:
    return f"{number:,} {noun}" + ("" if number == 1 else "s")


def _adopt_orphan_messages(connection: sqlite3.Connection) -> int:
    """Messages whose chat row was lost get a chat again; returns how many were made."""
    cursor = connection.execute(
        "INSERT INTO conversations (id, title, created_at, updated_at)"
        " SELECT conversation_id, 'Recovered chat', min(created_at), max(created_at)"
        " FROM messages WHERE conversation_id NOT IN (SELECT id FROM conversations)"
        " GROUP BY conversation_id"
    )
    return max(cursor.rowcount, 0)


def _remove_with_companions(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
