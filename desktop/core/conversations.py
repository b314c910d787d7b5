"""Saved chats: conversations and their messages in one SQLite file.

Threads: a ``ConversationStore`` belongs to the thread that created it (SQLite's own
check enforces this). The app creates it on its chat worker thread and makes every
call, ``close()`` included, from there.

Streaming replies are cheap per token: ``append_reply`` only adds to an in-memory
buffer and writes to the database at most every ``FLUSH_INTERVAL_S`` seconds (and on
``finish_reply``), so an app killed mid-answer loses at most that much of it; the
partial answer stays in the file marked incomplete.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from desktop.core import paths
from desktop.core.errors import LlamaDeskError

DATABASE_FILE_NAME = "conversations.sqlite3"
FLUSH_INTERVAL_S = 0.3
ROLES = ("system", "user", "assistant", "tool")

# The clock that paces flushes; a module attribute so tests can drive it.
_clock = time.monotonic


class ConversationStoreError(LlamaDeskError):
    """The saved chats could not be read or written."""


class ConversationStoreRecoveredError(ConversationStoreError):
    """The chats file was damaged; it was kept aside and a new, empty one started."""

    def __init__(self, message: str, kept_as: Path, details: str = "") -> None:
        super().__init__(message, details)
        self.kept_as = kept_as


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
    content: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)
    last_flush: float = field(default_factory=lambda: _clock())


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
            try:
                kept = self._keep_aside()
            except OSError as move_error:
                raise ConversationStoreError(
                    "Your saved chats could not be opened because the file is damaged, "
                    "and it could not be moved aside.",
                    details=f"{self.path}: {error}; {move_error}",
                ) from error
            # Create the fresh store now, so the next open finds a working file.
            try:
                self._open().close()
            except (sqlite3.Error, OSError) as fresh_error:
                raise ConversationStoreError(
                    "Your saved chats were damaged and a new chat history could not be "
                    f"started at {self.path}.",
                    details=f"{error}; {fresh_error}",
                ) from error
            raise ConversationStoreRecoveredError(
                "Your saved chats could not be opened because the file is damaged. "
                f"It was kept as {kept.name} and a new, empty chat history was started.",
                kept_as=kept,
                details=f"{self.path}: {error}",
            ) from error
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
        connection = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            connection.row_factory = sqlite3.Row
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

    # -- conversations ---------------------------------------------------------------

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

    def list_conversations(self, search: str | None = None) -> list[Conversation]:
        """All conversations, most recently changed first; ``search`` matches title or text."""
        query = "SELECT * FROM conversations"
        parameters: tuple[str, ...] = ()
        if search and search.strip():
            pattern = "%" + _escape_like(search.strip()) + "%"
            query += (
                " WHERE title LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM messages m"
                " WHERE m.conversation_id = conversations.id"
                " AND (m.content LIKE ? ESCAPE '\\' OR m.reasoning LIKE ? ESCAPE '\\'))"
            )
            parameters = (pattern, pattern, pattern)
        query += " ORDER BY updated_at DESC, id DESC"
        with self._reading():
            rows = self._db.execute(query, parameters).fetchall()
        return [_conversation(row) for row in rows]

    def get_conversation(self, conversation_id: int) -> Conversation:
        """One conversation; ``UnknownConversationError`` if it does not exist."""
        with self._reading():
            row = self._db.execute(
                "SELECT * FROM conversations WHERE id = ?", (conversation_id,)
            ).fetchone()
        if row is None:
            raise UnknownConversationError("This chat no longer exists.")
        return _conversation(row)

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        """Give a conversation a new title."""
        self._update_conversation(conversation_id, "title = ?", (title,))

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

    def delete_conversation(self, conversation_id: int) -> None:
        """Delete a conversation and all its messages."""
        for message_id, pending in list(self._pending.items()):
            if pending.conversation_id == conversation_id:
                del self._pending[message_id]
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

    def begin_reply(self, conversation_id: int) -> int:
        """Start an assistant reply (empty, incomplete); returns its message id."""
        message_id = self._insert_message(conversation_id, "assistant", "", None, [], {}, False)
        self._pending[message_id] = _PendingReply(conversation_id)
        return message_id

    def append_reply(self, message_id: int, content_delta: str, reasoning_delta: str = "") -> None:
        """Add streamed text to a reply; written to disk every ``FLUSH_INTERVAL_S`` at most."""
        pending = self._pending.get(message_id)
        if pending is None:
            raise UnknownConversationError("This reply is no longer being written.")
        if content_delta:
            pending.content.append(content_delta)
        if reasoning_delta:
            pending.reasoning.append(reasoning_delta)
        now = _clock()
        if now - pending.last_flush >= FLUSH_INTERVAL_S:
            self._flush_reply(message_id, pending)
            pending.last_flush = now

    def flush(self) -> None:
        """Write every buffered reply now (call when the stream pauses, or before quitting)."""
        for message_id, pending in list(self._pending.items()):
            self._flush_reply(message_id, pending)
            pending.last_flush = _clock()

    def finish_reply(
        self, message_id: int, *, stats: dict[str, object], error: str | None = None
    ) -> StoredMessage:
        """Write the rest of a reply and mark it complete, with its stats and any error."""
        pending = self._pending.pop(message_id, None)
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
        if cursor.rowcount == 0:
            raise UnknownConversationError("This reply no longer exists.")
        return self._get_message(message_id)

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
            self._pending.pop(message_id, None)
        with self._writing():
            self._db.execute(
                "DELETE FROM messages WHERE conversation_id = ? AND position >= ?",
                (conversation_id, position),
            )
            self._db.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?",
                (self._now(), conversation_id),
            )

    def close(self) -> None:
        """Write what is buffered and close the file. Safe to call twice."""
        if self._connection is None:
            return
        try:
            self.flush()
        finally:
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
        except sqlite3.Error as error:
            raise ConversationStoreError(
                "Your chat could not be saved. Check that there is free disk space.",
                details=f"{self.path}: {error}",
            ) from error

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
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
        # SQLite may already have rolled back (disk full, say); don't mask the cause.
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    """True for a file that is not a database or is corrupt; False for locks, I/O, ..."""
    return getattr(error, "sqlite_errorname", "") in ("SQLITE_NOTADB", "SQLITE_CORRUPT")


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _load_dict(text: str) -> dict[str, object]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return {}
    return value if isinstance(value, dict) else {}


def _load_list(text: str) -> list[str]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return []
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _conversation(row: sqlite3.Row) -> Conversation:
    return Conversation(
        id=row["id"],
        title=row["title"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        system_prompt=row["system_prompt"],
        sampling=_load_dict(row["sampling"]),
        model_name=row["model_name"],
    )


def _message(row: sqlite3.Row) -> StoredMessage:
    return StoredMessage(
        id=row["id"],
        conversation_id=row["conversation_id"],
        position=row["position"],
        role=row["role"],
        content=row["content"],
        reasoning=row["reasoning"],
        images=_load_list(row["images"]),
        created_at=row["created_at"],
        stats=_load_dict(row["stats"]),
        complete=bool(row["complete"]),
        error=row["error"],
    )
