"""What can go wrong with the saved chats file, and how a failure reads to the user.

A damaged file is told apart from a locked or full one (``is_damage``): damage is
repaired (see store_repair.py), everything else is reported with its likely cause.
"""

from __future__ import annotations

import contextlib
import enum
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from desktop.core.errors import LlamaDeskError


class ChatsProblem(enum.Enum):
    """Why the saved chats could not be read or written, for words in another language
    than the message's English (the figures each kind carries are named beside it)."""

    NOT_SAVED = "a chat could not be saved"
    DISK_FULL = "the disk is full"
    READ_ONLY = "the chats file may not be written"
    IN_USE = "another copy of LlamaDesk is using the chats file"
    DISK_FAILED = "the disk could not be written"
    NOT_READ = "the saved chats could not be read"
    CLOSED = "the saved chats were already closed"
    NOT_OPENED = "the saved chats could not be opened (locked?)"
    NOT_OPENED_AT = "the saved chats could not be opened at a path"  # ``path``
    NEWER = "the saved chats were written by a newer LlamaDesk"
    NO_ROOM_TO_REPAIR = "no new file could be made beside a damaged one"  # ``path``
    NOT_MOVED_ASIDE = "a damaged file could not be moved aside"  # ``path``
    NOT_REPAIRED = "a damaged file could not be repaired"
    RECOVERED = "a damaged file was recovered"  # see ConversationStoreRecoveredError
    NO_CHAT = "the chat no longer exists"
    NO_MESSAGE = "the message no longer exists"
    NOT_BEING_WRITTEN = "the reply is no longer being written"
    NO_REPLY = "the reply no longer exists"


class ConversationStoreError(LlamaDeskError):
    """The saved chats could not be read or written. ``problem`` is the kind (None when
    made with a message only) and ``path`` its figure: the chats file (or its folder)."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: ChatsProblem | None = None,
        path: Path | None = None,
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.path = path


class ConversationStoreRecoveredError(ConversationStoreError):
    """The chats file was damaged: it was kept aside, and what could still be read was
    copied into a new file that took its place. ``lost``: some parts could not be read
    and are only in the damaged copy."""

    def __init__(
        self,
        message: str,
        kept_as: Path,
        details: str = "",
        *,
        chats_recovered: int = 0,
        messages_recovered: int = 0,
        lost: bool = False,
    ) -> None:
        super().__init__(message, details, problem=ChatsProblem.RECOVERED, path=kept_as)
        self.kept_as = kept_as
        self.chats_recovered = chats_recovered
        self.messages_recovered = messages_recovered
        self.lost = lost


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
            lost=problem.lost,
        )


def is_damage(error: sqlite3.DatabaseError) -> bool:
    """True for a file that is not a database or is corrupt; False for locks, I/O, ..."""
    if isinstance(error, DamageFound):
        return True
    name = getattr(error, "sqlite_errorname", "")
    # Extended codes too: SQLITE_CORRUPT_INDEX, SQLITE_CORRUPT_SEQUENCE, ...
    return name == "SQLITE_NOTADB" or name.startswith("SQLITE_CORRUPT")


# Why a save failed, in words that point at the real cause (not always disk space).
_SAVE_FAILURES: dict[ChatsProblem, str] = {
    ChatsProblem.DISK_FULL: "Your chat could not be saved because the disk is full. Free some "
    "space.",
    ChatsProblem.READ_ONLY: "Your chat could not be saved because LlamaDesk may not write to "
    "its chats file. Check the file's permissions.",
    ChatsProblem.IN_USE: "Your chat could not be saved because another copy of LlamaDesk is "
    "using the chats file. Close it and try again.",
    ChatsProblem.DISK_FAILED: "Your chat could not be saved because the disk could not be "
    "written. Check that it is still connected and has free space.",
    ChatsProblem.NOT_SAVED: "Your chat could not be saved.",
}


def save_failure_problem(error: sqlite3.Error) -> ChatsProblem:
    """Why a save failed: the kind that points at the real cause."""
    name = getattr(error, "sqlite_errorname", "")
    if name == "SQLITE_FULL":
        return ChatsProblem.DISK_FULL
    if name.startswith("SQLITE_READONLY"):
        return ChatsProblem.READ_ONLY
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return ChatsProblem.IN_USE
    if name.startswith("SQLITE_IOERR"):
        return ChatsProblem.DISK_FAILED
    return ChatsProblem.NOT_SAVED


def save_failure_message(error: sqlite3.Error) -> str:
    """Why a save failed, in words that point at the real cause (not always disk space)."""
    return _SAVE_FAILURES[save_failure_problem(error)]


def save_failure(error: sqlite3.Error, path: Path) -> ConversationStoreError:
    """The error for a save that failed with ``error`` (the chats file at ``path``)."""
    return ConversationStoreError(
        save_failure_message(error),
        details=f"{path}: {error}",
        problem=save_failure_problem(error),
        path=path,
    )
