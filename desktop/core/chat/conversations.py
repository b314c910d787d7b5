"""Saved chats: conversations and their messages in one SQLite file.

Threads: the app makes every call from its one store thread, but calls are serialized
by a lock and may come from any thread: the store's own deadline timer writes buffered
reply text from a timer thread.

Streaming replies are cheap per token: ``append_reply`` adds to an in-memory buffer.
The first text of a reply is written at once; after that, text waits at most
``FLUSH_INTERVAL_S`` seconds, even when the stream pauses and no delta follows (a
timer writes it then), and ``finish_reply`` writes the rest. So an app killed
mid-answer loses at most that much of it; the partial answer stays in the file
marked incomplete.

Damage: opening checks the whole file (``PRAGMA quick_check``), and a read or write
that meets damage later is treated the same way. The damaged file is kept aside,
never deleted; every row that can still be read is copied into a fresh file, which
takes its place; the user is told how many chats came back and where the damaged copy
is. A call that met damage is run once more on the fresh file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Concatenate, ParamSpec, TypeVar

from desktop.core import paths
from desktop.core.chat.paced_writes import PacedWrites, StartTimer, thread_timer
from desktop.core.chat.sqlite_salvage import copy_readable_rows
from desktop.core.errors import LlamaDeskError

DATABASE_FILE_NAME = "conversations.sqlite3"
FLUSH_INTERVAL_S = 0.3
ROLES = ("system", "user", "assistant", "tool")

# The clock that paces flushes; a module attribute so tests can drive it.
_clock = time.monotonic
_log = logging.getLogger(__name__)
# The name of the timer threads that write a paused reply's text.
SAVE_TIMER_NAME = "llamadesk-chat-save"
# Starts those timers; a module attribute so tests can fire them by hand.
_start_timer: StartTimer = thread_timer(SAVE_TIMER_NAME)
P = ParamSpec("P")
R = TypeVar("R")


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


@dataclass(frozen=True)
class Conversation:
    id: int
    title: str
    created_at: float  # seconds since the epoch
    updated_at: float
    system_prompt: str
    sampling: dict[str, object]
    model_name: str | None


@dataclass(frozen=True)
class StoredMessage:
    id: int
    conversation_id: int
    position: int  # 0, 1, 2, ... in the order the chat shows them
    role: str
    content: str
    reasoning: str | None
    images: list[str]
    created_at: float
    stats: dict[str, object]
    # False while a reply is streaming, and forever for one cut short by a crash.
    complete: bool
    error: str | None = None  # why the reply ended early, from finish_reply(error=...)


def _migrate_to_1(connection: sqlite3.Connection) -> None:
    # One statement per execute: executescript() would commit the migration's transaction.
    connection.execute(
        """
        CREATE TABLE conversations (
            id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            system_prompt TEXT NOT NULL DEFAULT '',
            sampling TEXT NOT NULL DEFAULT '{}',
            model_name TEXT
        )
        """
    )
    connection.execute(
        """
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY,
            conversation_id INTEGER NOT NULL
                REFERENCES conversations(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            role TEXT NOT NULL,
            content TEXT NOT NULL DEFAULT '',
            reasoning TEXT,
            images TEXT NOT NULL DEFAULT '[]',
            created_at REAL NOT NULL,
            stats TEXT NOT NULL DEFAULT '{}',
            complete INTEGER NOT NULL DEFAULT 1,
            error TEXT,
            UNIQUE (conversation_id, position)
        )
        """
    )
    connection.execute("CREATE INDEX conversations_by_update ON conversations(updated_at)")


# MIGRATIONS[i] takes the schema from version i to i + 1. Append, never edit.
MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (_migrate_to_1,)
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass
class _PendingReply:
    conversation_id: int
    pace: PacedWrites
    content: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)


def _serialized(
    method: Callable[Concatenate[ConversationStore, P], R],
) -> Callable[Concatenate[ConversationStore, P], R]:
    """Run under the store's lock; a call that met a damaged file, which the store then
    recovered, runs once more on the fresh file (its transaction was rolled back)."""

    @functools.wraps(method)
    def serialized(self: ConversationStore, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with self._lock:
            try:
                return method(self, *args, **kwargs)
            except _RecoveredMidCallError:
                return method(self, *args, **kwargs)

    return serialized


class ConversationStore:
    """Conversations and messages in SQLite; see the module docstring for threading."""

    def __init__(self, path: Path | None = None) -> None:
        """Open (creating if needed) the store.

        Raises ``ConversationStoreRecoveredError`` when the file was damaged: it has then been
        renamed aside and a fresh store created, so opening again succeeds (or use
        ``open_recovering``). Raises ``ConversationStoreError`` for a file written by a
        newer LlamaDesk, which is left untouched.
        """
        self.path = path if path is not None else paths.data_dir() / DATABASE_FILE_NAME
        self._pending: dict[int, _PendingReply] = {}
        self._last_time = 0.0
        # Serializes every call: the save timers write from their own threads.
        self._lock = threading.RLock()
        # Told (on the thread that met the damage) when a damaged file was recovered
        # while open, so the app can say so; the call itself then goes on.
        self.on_recovered: Callable[[ConversationStoreRecoveredError], None] | None = None
        # Set when a damaged file could not be recovered: every later call says so.
        self._unusable: ConversationStoreError | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._connection: sqlite3.Connection | None = self._open()
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise ConversationStoreError(
                    "Your saved chats could not be opened. Close other copies of LlamaDesk "
                    "and try again.",
                    details=f"{self.path}: {error}",
                ) from error
            # The fresh file is in place now, so the next open finds a working store.
            raise self._replace_damaged(error) from error
        except OSError as error:
            raise ConversationStoreError(
                f"Your saved chats could not be opened at {self.path}. "
                "Check that the folder exists and you may write to it.",
                details=str(error),
            ) from error

    @classmethod
    def open_recovering(
        cls, path: Path | None = None
    ) -> tuple[ConversationStore, ConversationStoreRecoveredError | None]:
        """Open the store, recovering from a damaged file; the problem is returned to show."""
        try:
            return cls(path), None
        except ConversationStoreRecoveredError as problem:
            return cls(path), problem

    def _open(self) -> sqlite3.Connection:
        # check_same_thread=False: the save timers write from their threads; self._lock
        # serializes every use of the connection.
        connection = sqlite3.connect(
            self.path, timeout=10, isolation_level=None, check_same_thread=False
        )
        try:
            connection.row_factory = sqlite3.Row
            # Text an older version or damage left undecodable shows with U+FFFD
            # instead of making the whole chat unreadable.
            connection.text_factory = _decode_text
            # Reading the schema version is the first real read: a file that is not a
            # database fails here, before anything is written to it.
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
            if version > SCHEMA_VERSION:
                raise ConversationStoreError(
                    "Your saved chats were written by a newer version of LlamaDesk. "
                    "Update LlamaDesk to open them.",
                    details=f"{self.path}: schema {version}, this version reads {SCHEMA_VERSION}",
                )
            # Reading the first page proves little: damage further in would otherwise
            # surface later, in every read and save. quick_check reads every page
            # (it skips only the index-vs-table cross-check of integrity_check). It
            # costs ~6 ms for 200 chats of 4,000 messages (5.6 MB) and ~87 ms for
            # 50,000 messages (69 MB), warm cache, 2-core machine; the app opens the
            # store on its own thread, so the window never waits for it.
            problems = [str(row[0]) for row in connection.execute("PRAGMA quick_check")]
            if problems != ["ok"]:
                raise _DamageFound("; ".join(problems[:5]))
            connection.execute("PRAGMA journal_mode=WAL")
            # In WAL mode NORMAL survives an app crash; only a power cut may lose the
            # last moments, and it keeps per-token flushes cheap.
            connection.execute("PRAGMA synchronous=NORMAL")
            connection.execute("PRAGMA foreign_keys=ON")
            for index in range(version, SCHEMA_VERSION):
                with _transaction(connection):
                    MIGRATIONS[index](connection)
                    connection.execute(f"PRAGMA user_version={index + 1}")
        except BaseException:
            connection.close()
            raise
        return connection

    def _keep_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        counter = 1
        while kept.exists():
            counter += 1
            kept = self.path.with_name(f"{self.path.name}.broken-{stamp}-{counter}")
        self.path.replace(kept)
        # A stale journal would be replayed into the fresh file; keep it with its file.
        for suffix in ("-wal", "-shm", "-journal"):
            companion = self.path.with_name(self.path.name + suffix)
            if companion.exists():
                companion.replace(kept.with_name(kept.name + suffix))
        return kept

    def _replace_damaged(self, error: sqlite3.DatabaseError) -> ConversationStoreRecoveredError:
        """Copy what can be read into a fresh file, keep the damaged one aside, and put
        the fresh one in its place; the sentence for the user (raise it or report it)."""
        fresh = self.path.with_name(self.path.name + ".recovering")
        try:
            # Built beside the damaged file and swapped in only when complete: a crash
            # in the middle leaves the damaged file where it was, to try again.
            _remove_with_companions(fresh)
            with contextlib.closing(sqlite3.connect(fresh, isolation_level=None)) as target:
                for migrate in MIGRATIONS:
                    migrate(target)
                target.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                result = copy_readable_rows(self.path, target)
                orphans = _adopt_orphan_messages(target)
        except (sqlite3.Error, OSError) as salvage_error:
            with contextlib.suppress(OSError):
                _remove_with_companions(fresh)
            raise ConversationStoreError(
                "Your saved chats file is damaged, and LlamaDesk could not make a new one "
                f"next to it. Check that there is free disk space in {self.path.parent}, "
                "then start LlamaDesk again.",
                details=f"{self.path}: {error}; {salvage_error}",
            ) from error
        try:
            kept = self._keep_aside()
            fresh.replace(self.path)
        except OSError as move_error:
            raise ConversationStoreError(
                "Your saved chats file is damaged, and LlamaDesk could not move it aside "
                "to put a repaired copy in its place. Close other programs that may use "
                f"it, then start LlamaDesk again. The file is {self.path}.",
                details=f"{error}; {move_error}",
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
            details=f"{self.path}: {error}",
            chats_recovered=chats,
            messages_recovered=messages,
        )

    def _recover(self, error: sqlite3.DatabaseError) -> _RecoveredMidCallError:
        """Damage met while open: replace the file (see ``_replace_damaged``), reopen,
        and say so; the caller raises the result so its call runs once more."""
        if self._connection is not None:
            # Closing writes back what the journal holds: it is the newest good data.
            with contextlib.suppress(sqlite3.Error):
                self._connection.close()
            self._connection = None
        try:
            problem = self._replace_damaged(error)
            self._connection = self._open()
        except (ConversationStoreError, sqlite3.Error, OSError) as failure:
            self._unusable = (
                failure
                if isinstance(failure, ConversationStoreError)
                else ConversationStoreError(
                    "Your saved chats file is damaged and could not be repaired.",
                    details=f"{self.path}: {error}; {failure}",
                )
            )
            raise self._unusable from error
        self._restore_pending_rows()
        if self.on_recovered is not None:
            self.on_recovered(problem)
        return _RecoveredMidCallError(problem)

    def _restore_pending_rows(self) -> None:
        """A reply still streaming whose row was lost with the damage gets a new row, so
        the rest of its text has somewhere to go."""
        for message_id, pending in self._pending.items():
            with contextlib.suppress(sqlite3.Error), _transaction(self._db):
                self._db.execute(
                    "INSERT OR IGNORE INTO messages"
                    " (id, conversation_id, position, role, content, created_at, complete)"
                    " SELECT ?, id, (SELECT coalesce(max(position), -1) + 1 FROM messages"
                    " WHERE conversation_id = ?), 'assistant', '', ?, 0"
                    " FROM conversations WHERE id = ?",
                    (message_id, pending.conversation_id, self._now(), pending.conversation_id),
                )

    # -- conversations ---------------------------------------------------------------

    @_serialized
    def create_conversation(
        self,
        title: str = "New chat",
        system_prompt: str = "",
        sampling: dict[str, object] | None = None,
        model_name: str | None = None,
    ) -> Conversation:
        """A new, empty conversation."""
        now = self._now()
        with self._writing():
            cursor = self._db.execute(
                "INSERT INTO conversations"
                " (title, created_at, updated_at, system_prompt, sampling, model_name)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (title, now, now, system_prompt, _dump(sampling or {}), model_name),
            )
        assert cursor.lastrowid is not None
        return self.get_conversation(cursor.lastrowid)

    @_serialized
    def list_conversations(self, search: str | None = None) -> list[Conversation]:
        """All conversations, most recently changed first; ``search`` matches title or text."""
        query = "SELECT * FROM conversations"
        parameters: tuple[str, ...] = ()
        if search and search.strip():
            pattern = "%" + _escape_like(search.strip()) + "%"
            query += (
                # CAST: LIKE never matches text an older version stored as a BLOB.
                " WHERE CAST(title AS TEXT) LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1"
                " FROM messages m WHERE m.conversation_id = conversations.id"
                " AND (CAST(m.content AS TEXT) LIKE ? ESCAPE '\\'"
                " OR CAST(m.reasoning AS TEXT) LIKE ? ESCAPE '\\'))"
            )
            parameters = (pattern, pattern, pattern)
        query += " ORDER BY updated_at DESC, id DESC"
        with self._reading():
            rows = self._db.execute(query, parameters).fetchall()
        return [_conversation(row) for row in rows]

    @_serialized
    def get_conversation(self, conversation_id: int) -> Conversation:
        """One conversation; ``UnknownConversationError`` if it does not exist."""
        with self._reading():
            row = self._db.execute(
                "SELECT * FROM conversations WHERE id = ?", (conversation_id,)
            ).fetchone()
        if row is None:
            raise UnknownConversationError("This chat no longer exists.")
        return _conversation(row)

    @_serialized
    def rename_conversation(self, conversation_id: int, title: str) -> None:
        """Give a conversation a new title."""
        self._update_conversation(conversation_id, "title = ?", (title,))

    @_serialized
    def update_conversation_settings(
        self,
        conversation_id: int,
        *,
        system_prompt: str | None = None,
        sampling: dict[str, object] | None = None,
        model_name: str | None = None,
    ) -> None:
        """Change the system prompt, sampling settings or model name (None = keep)."""
        assignments: list[str] = []
        values: list[object] = []
        if system_prompt is not None:
            assignments.append("system_prompt = ?")
            values.append(system_prompt)
        if sampling is not None:
            assignments.append("sampling = ?")
            values.append(_dump(sampling))
        if model_name is not None:
            assignments.append("model_name = ?")
            values.append(model_name)
        if assignments:
            self._update_conversation(conversation_id, ", ".join(assignments), tuple(values))

    @_serialized
    def delete_conversation(self, conversation_id: int) -> None:
        """Delete a conversation and all its messages."""
        for message_id, pending in list(self._pending.items()):
            if pending.conversation_id == conversation_id:
                self._forget_pending(message_id)
        with self._writing():
            self._db.execute("DELETE FROM conversations WHERE id = ?", (conversation_id,))

    def _update_conversation(
        self, conversation_id: int, assignments: str, values: tuple[object, ...]
    ) -> None:
        with self._writing():
            cursor = self._db.execute(
                f"UPDATE conversations SET {assignments}, updated_at = ? WHERE id = ?",
                (*values, self._now(), conversation_id),
            )
        if cursor.rowcount == 0:
            raise UnknownConversationError("This chat no longer exists.")

    # -- messages --------------------------------------------------------------------

    @_serialized
    def messages(self, conversation_id: int) -> list[StoredMessage]:
        """A conversation's messages in order, streaming replies included as far as they go."""
        with self._reading():
            rows = self._db.execute(
                "SELECT * FROM messages WHERE conversation_id = ? ORDER BY position",
                (conversation_id,),
            ).fetchall()
        result = []
        for row in rows:
            message = _message(row)
            pending = self._pending.get(message.id)
            if pending is not None and (pending.content or pending.reasoning):
                reasoning_delta = "".join(pending.reasoning)
                message = dataclasses.replace(
                    message,
                    content=message.content + "".join(pending.content),
                    reasoning=(message.reasoning or "") + reasoning_delta
                    if reasoning_delta or message.reasoning is not None
                    else None,
                )
            result.append(message)
        return result

    @_serialized
    def add_message(
        self,
        conversation_id: int,
        role: str,
        content: str,
        *,
        reasoning: str | None = None,
        images: Sequence[str] = (),
        stats: dict[str, object] | None = None,
        complete: bool = True,
    ) -> StoredMessage:
        """Append a message at the end of a conversation."""
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}")
        message_id = self._insert_message(
            conversation_id, role, content, reasoning, list(images), stats or {}, complete
        )
        return self._get_message(message_id)

    @_serialized
    def begin_reply(self, conversation_id: int) -> int:
        """Start an assistant reply (empty, incomplete); returns its message id."""
        message_id = self._insert_message(conversation_id, "assistant", "", None, [], {}, False)
        pace = PacedWrites(
            lambda: self._write_due(message_id),
            FLUSH_INTERVAL_S,
            # Looked up per call, so tests can drive them.
            start_timer=lambda delay, function: _start_timer(delay, function),
            clock=lambda: _clock(),
        )
        self._pending[message_id] = _PendingReply(conversation_id, pace)
        return message_id

    @_serialized
    def append_reply(self, message_id: int, content_delta: str, reasoning_delta: str = "") -> None:
        """Add streamed text to a reply: the first text is written at once, later text
        within ``FLUSH_INTERVAL_S`` (by a timer when no more text follows)."""
        pending = self._pending.get(message_id)
        if pending is None:
            raise UnknownConversationError("This reply is no longer being written.")
        if content_delta:
            pending.content.append(content_delta)
        if reasoning_delta:
            pending.reasoning.append(reasoning_delta)
        if content_delta or reasoning_delta:
            pending.pace.pending()

    @_serialized
    def flush(self) -> None:
        """Write every buffered reply now (before quitting, say)."""
        for message_id, pending in list(self._pending.items()):
            self._flush_reply(message_id, pending)
            pending.pace.wrote()

    @_serialized
    def finish_reply(
        self, message_id: int, *, stats: dict[str, object], error: str | None = None
    ) -> StoredMessage:
        """Write the rest of a reply and mark it complete, with its stats and any error."""
        pending = self._pending.get(message_id)
        content = "".join(pending.content) if pending else ""
        reasoning = "".join(pending.reasoning) if pending else ""
        with self._writing():
            cursor = self._db.execute(
                "UPDATE messages SET content = content || ?,"
                " reasoning = CASE WHEN ? = '' THEN reasoning"
                " ELSE coalesce(reasoning, '') || ? END,"
                " stats = ?, error = ?, complete = 1 WHERE id = ?",
                (content, reasoning, reasoning, _dump(stats), error, message_id),
            )
            if cursor.rowcount:
                self._touch_conversation_of(message_id)
        # Only once written: a failed write keeps the text for the next try.
        self._forget_pending(message_id)
        if cursor.rowcount == 0:
            raise UnknownConversationError("This reply no longer exists.")
        return self._get_message(message_id)

    @_serialized
    def edit_message(self, message_id: int, content: str) -> None:
        """Replace a message's text."""
        self.flush()
        with self._writing():
            cursor = self._db.execute(
                "UPDATE messages SET content = ? WHERE id = ?", (content, message_id)
            )
            if cursor.rowcount:
                self._touch_conversation_of(message_id)
        if cursor.rowcount == 0:
            raise UnknownConversationError("This message no longer exists.")

    @_serialized
    def delete_messages_from(self, conversation_id: int, position: int) -> None:
        """Delete the message at ``position`` and every later one (regenerate, edit-and-resend)."""
        with self._reading():
            doomed = {
                row[0]
                for row in self._db.execute(
                    "SELECT id FROM messages WHERE conversation_id = ? AND position >= ?",
                    (conversation_id, position),
                )
            }
        for message_id in doomed:
            self._forget_pending(message_id)
        with self._writing():
            self._db.execute(
                "DELETE FROM messages WHERE conversation_id = ? AND position >= ?",
                (conversation_id, position),
            )
            self._db.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?",
                (self._now(), conversation_id),
            )

    @_serialized
    def close(self) -> None:
        """Write what is buffered and close the file. Safe to call twice."""
        for pending in self._pending.values():
            pending.pace.close()
        if self._connection is None:
            return
        try:
            self.flush()
        finally:
            if self._connection is not None:  # None when flushing met unrecoverable damage
                self._connection.close()
                self._connection = None

    def __enter__(self) -> ConversationStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- internals -------------------------------------------------------------------

    def _insert_message(
        self,
        conversation_id: int,
        role: str,
        content: str,
        reasoning: str | None,
        images: list[str],
        stats: dict[str, object],
        complete: bool,
    ) -> int:
        now = self._now()
        try:
            with self._writing():
                cursor = self._db.execute(
                    "INSERT INTO messages (conversation_id, position, role, content, reasoning,"
                    " images, created_at, stats, complete)"
                    " VALUES (?, (SELECT coalesce(max(position), -1) + 1 FROM messages"
                    " WHERE conversation_id = ?), ?, ?, ?, ?, ?, ?, ?)",
                    (
                        conversation_id,
                        conversation_id,
                        role,
                        content,
                        reasoning,
                        _dump(images),
                        now,
                        _dump(stats),
                        int(complete),
                    ),
                )
                self._db.execute(
                    "UPDATE conversations SET updated_at = ? WHERE id = ?", (now, conversation_id)
                )
        except sqlite3.IntegrityError as error:
            raise UnknownConversationError("This chat no longer exists.") from error
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def _now(self) -> float:
        # Strictly increasing, so "most recently changed first" never ties, even where
        # the clock ticks coarsely (Windows) or steps back.
        self._last_time = max(time.time(), self._last_time + 1e-6)
        return self._last_time

    def _get_message(self, message_id: int) -> StoredMessage:
        with self._reading():
            row = self._db.execute("SELECT * FROM messages WHERE id = ?", (message_id,)).fetchone()
        if row is None:
            raise UnknownConversationError("This message no longer exists.")
        return _message(row)

    def _write_due(self, message_id: int) -> None:
        """The reply's buffered text is due (called by its ``PacedWrites``, on a timer
        thread or inside ``append_reply``): write it, or keep it for the next try."""
        with self._lock:
            pending = self._pending.get(message_id)
            if pending is None or self._connection is None:
                return  # finished, deleted or closed meanwhile: they wrote what was left
            try:
                try:
                    self._flush_reply(message_id, pending)
                except _RecoveredMidCallError:
                    self._flush_reply(message_id, pending)
            except ConversationStoreError as error:
                # Nothing is lost: the text stays buffered for the next write, and
                # finish_reply reports a failure that lasts.
                _log.warning("could not save a streamed reply yet: %s", error.details or error)

    def _forget_pending(self, message_id: int) -> None:
        pending = self._pending.pop(message_id, None)
        if pending is not None:
            pending.pace.close()

    def _flush_reply(self, message_id: int, pending: _PendingReply) -> None:
        if not pending.content and not pending.reasoning:
            return
        content = "".join(pending.content)
        reasoning = "".join(pending.reasoning)
        with self._writing():
            self._db.execute(
                "UPDATE messages SET content = content || ?,"
                " reasoning = CASE WHEN ? = '' THEN reasoning"
                " ELSE coalesce(reasoning, '') || ? END WHERE id = ?",
                (content, reasoning, reasoning, message_id),
            )
        pending.content.clear()
        pending.reasoning.clear()

    def _touch_conversation_of(self, message_id: int) -> None:
        self._db.execute(
            "UPDATE conversations SET updated_at = ? WHERE id ="
            " (SELECT conversation_id FROM messages WHERE id = ?)",
            (self._now(), message_id),
        )

    @property
    def _db(self) -> sqlite3.Connection:
        if self._unusable is not None:
            raise self._unusable
        if self._connection is None:
            raise ConversationStoreError("The saved chats were already closed.")
        return self._connection

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        try:
            with _transaction(self._db):
                yield
        except sqlite3.IntegrityError:
            raise
        except sqlite3.DatabaseError as error:
            if _is_damage(error):
                raise self._recover(error) from error
            raise ConversationStoreError(
                _save_failure_message(error), details=f"{self.path}: {error}"
            ) from error
        except sqlite3.Error as error:
            raise ConversationStoreError(
                _save_failure_message(error), details=f"{self.path}: {error}"
            ) from error

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.DatabaseError as error:
            if _is_damage(error):
                raise self._recover(error) from error
            raise ConversationStoreError(
                "Your saved chats could not be read.", details=f"{self.path}: {error}"
            ) from error
        except sqlite3.Error as error:
            raise ConversationStoreError(
                "Your saved chats could not be read.", details=f"{self.path}: {error}"
            ) from error


@contextlib.contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
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


class _DamageFound(sqlite3.DatabaseError):
    """``PRAGMA quick_check`` found damage that no read has run into yet."""


class _RecoveredMidCallError(ConversationStoreRecoveredError):
    """Raised by a call that met damage after the store recovered the file; the
    ``_serialized`` wrapper runs the call again (the user was told via the hook)."""

    def __init__(self, problem: ConversationStoreRecoveredError) -> None:
        super().__init__(
            problem.message,
            problem.kept_as,
            problem.details,
            chats_recovered=problem.chats_recovered,
            messages_recovered=problem.messages_recovered,
        )


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """True for a file that is not a database or is corrupt; False for locks, I/O, ..."""
    if isinstance(error, _DamageFound):
        return True
    name = getattr(error, "sqlite_errorname", "")
    # Extended codes too: SQLITE_CORRUPT_INDEX, SQLITE_CORRUPT_SEQUENCE, ...
    return name == "SQLITE_NOTADB" or name.startswith("SQLITE_CORRUPT")


def _save_failure_message(error: sqlite3.Error) -> str:
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


def _recovered_message(kept: Path, chats: int, messages: int, *, lost: bool) -> str:
    if chats == 0 and messages == 0:
        return (
            "Your saved chats file was damaged and nothing could be read from it, so a "
            f"new, empty chat history was started. The damaged file was kept as {kept}."
        )
    recovered = f"{_count(chats, 'chat')} ({_count(messages, 'message')})"
    rest = (
        "; some parts could not be read and are only in the damaged copy" if lost else ""
    )
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


def _decode_text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace")


def _text(value: object) -> str:
    """A text column's value as text, whatever an older version or damage left in it
    (a BLOB, a number, NULL)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return "" if value is None else str(value)


def _optional_text(value: object) -> str | None:
    return None if value is None else _text(value)


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _load_dict(raw: object) -> dict[str, object]:
    try:
        value = json.loads(_text(raw))
    except json.JSONDecodeError:
        return {}
    return value if isinstance(value, dict) else {}


def _load_list(raw: object) -> list[str]:
    try:
        value = json.loads(_text(raw))
    except json.JSONDecodeError:
        return []
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _conversation(row: sqlite3.Row) -> Conversation:
    return Conversation(
        id=row["id"],
        title=_text(row["title"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        system_prompt=_text(row["system_prompt"]),
        sampling=_load_dict(row["sampling"]),
        model_name=_optional_text(row["model_name"]),
    )


def _message(row: sqlite3.Row) -> StoredMessage:
    return StoredMessage(
        id=row["id"],
        conversation_id=row["conversation_id"],
        position=row["position"],
        role=_text(row["role"]),
        content=_text(row["content"]),
        reasoning=_optional_text(row["reasoning"]),
        images=_load_list(row["images"]),
        created_at=row["created_at"],
        stats=_load_dict(row["stats"]),
        complete=bool(row["complete"]),
        error=_optional_text(row["error"]),
    )
