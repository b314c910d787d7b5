"""What can go wrong with the saved chats file, and how a failure reads to the user.

A damaged file is told apart from a locked or full one (``is_damage``): damage is
repaired (see store_repair.py), everything else is reported with its likely cause.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from desktop.core.errors import LlamaDeskError


class ConversationStoreError(LlamaDeskError):
    """The saved chats could not be read or written."""


class ConversationStoreRecoveredError(ConversationStoreError):
    """The chats file was damaged: it was kept aside, and what could still be read was
    copied into a new file that took its place."""

    def __init__(
        self,
        message: str,
        kept_as: Path,
        details: str = "",
        *,
        chats_recovered: int = 0,
        messages_recovered: int = 0,
    ) -> None:
        super().__init__(message, details)
        self.kept_as = kept_as
        self.chats_recovered = chats_recovered
        self.messages_recovered = messages_recovered


class UnknownConversationError(ConversationStoreError):
    """A conversation or message id that is not (or no longer) in the store."""


@contextlib.contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[None]:
    # isolation_level=None: we open and end transactions ourselves.
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        # SQLite may already have rolled back (disk full, say); don't mask the cause,
        # not even with a rollback that fails on a damaged file.
        if connection.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


class DamageFound(sqlite3.DatabaseError):
    """``PRAGMA quick_check`` found damage that no read has run into yet."""


class RecoveredMidCallError(ConversationStoreRecoveredError):
    """Raised by a call that met damage after the store recovered the file; the
    store's ``serialized`` wrapper runs the call again (the user was told via the hook)."""

    def __init__(self, problem: ConversationStoreRecoveredError) -> None:
        super().__init__(
            problem.message,
            problem.kept_as,
            problem.details,
            chats_recovered=problem.chats_recovered,
            messages_recovered=problem.messages_recovered,
        )


def is_damage(error: sqlite3.DatabaseError) -> bool:
    """True for a file that is not a database or is corrupt; False for locks, I/O, ..."""
    if isinstance(error, DamageFound):
        return True
    name = getattr(error, "sqlite_errorname", "")
    # Extended codes too: SQLITE_CORRUPT_INDEX, SQLITE_CORRUPT_SEQUENCE, ...
    return name == "SQLITE_NOTADB" or name.startswith("SQLITE_CORRUPT")


def save_failure_message(error: sqlite3.Error) -> str:
    """Why a save failed, in words that point at the real cause (not always disk space)."""
    name = getattr(error, "sqlite_errorname", "")
    if name == "SQLITE_FULL":
        return "Your chat could not be saved because the disk is full. Free some space."
    if name.startswith("SQLITE_READONLY"):
        return (
            "Your chat could not be saved because LlamaDesk may not write to its chats "
            "file. Check the file's permissions."
        )
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return (
            "Your chat could not be saved because another copy of LlamaDesk is using "
            "the chats file. Close it and try again."
        )
    if name.startswith("SQLITE_IOERR"):
        return (
            "Your chat could not be saved because the disk could not be written. Check "
            "that it is still connected and has free space."
        )
    return "Your chat could not be saved."
