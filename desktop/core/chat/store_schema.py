"""The chats file's schema: migrations from each stored version to the next, and
opening a connection (checking the whole file, then migrating it)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    DamageFound,
    transaction,
)
from desktop.core.chat.store_records import decode_text

Migration = Callable[[sqlite3.Connection], None]


# The messages table's columns as the first schema made them; the fourth makes the table
# again with them and those added since.
_FIRST_MESSAGE_COLUMNS = """
    id INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    role TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    reasoning TEXT,
    images TEXT NOT NULL DEFAULT '[]',
    created_at REAL NOT NULL,
    stats TEXT NOT NULL DEFAULT '{}',
    complete INTEGER NOT NULL DEFAULT 1,
    error TEXT"""


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
        f"CREATE TABLE messages ({_FIRST_MESSAGE_COLUMNS}, UNIQUE (conversation_id, position))"
    )
    connection.execute("CREATE INDEX conversations_by_update ON conversations(updated_at)")


def _migrate_to_2(connection: sqlite3.Connection) -> None:
    # Which older messages are still sent after "drop the oldest turns" belongs to the
    # conversation: it must hold after a restart and for every front end.
    connection.execute(
        "ALTER TABLE conversations ADD COLUMN first_sent_position INTEGER NOT NULL DEFAULT 0"
    )


def _migrate_to_3(connection: sqlite3.Connection) -> None:
    # The tool calls an answer made, with their results, in call order (a JSON list):
    # they are shown, exported, and sent back to the model with later turns.
    connection.execute("ALTER TABLE messages ADD COLUMN tool_calls TEXT NOT NULL DEFAULT '[]'")


_MESSAGE_COLUMNS = (
    "id, conversation_id, position, role, content, reasoning, images, created_at, stats,"
    " complete, error, tool_calls"
)


def _migrate_to_4(connection: sqlite3.Connection) -> None:
    # Versions (an answer written again, a question edited) are kept: a message follows
    # its parent, and several versions of one share a parent and a position, so the
    # table is made again without UNIQUE (conversation_id, position), which SQLite
    # cannot drop in place. Deleting a message deletes what follows it in its version.
    connection.execute("ALTER TABLE messages RENAME TO messages_before_versions")
    connection.execute(
        f"""
        CREATE TABLE messages (
            {_FIRST_MESSAGE_COLUMNS},
            tool_calls TEXT NOT NULL DEFAULT '[]',
            parent_id INTEGER REFERENCES messages(id) ON DELETE CASCADE,
            chosen INTEGER NOT NULL DEFAULT 1
        )
        """
    )
    connection.execute(
        f"INSERT INTO messages ({_MESSAGE_COLUMNS})"
        f" SELECT {_MESSAGE_COLUMNS} FROM messages_before_versions"
    )
    connection.execute("DROP TABLE messages_before_versions")
    connection.execute("CREATE INDEX messages_in_order ON messages(conversation_id, position)")
    connection.execute("CREATE INDEX messages_by_parent ON messages(parent_id)")
    # Every chat so far is one line of messages: each follows the one before it.
    attach_orphans(connection)


def attach_orphans(connection: sqlite3.Connection) -> int:
    """Give each message whose parent is missing (an older file's messages; or lost
    with damage) the message before it as its parent: the one at the nearest earlier
    position, the chosen and newest first. Returns how many were attached."""
    cursor = connection.execute(
        "UPDATE messages SET parent_id = (SELECT earlier.id FROM messages earlier"
        " WHERE earlier.conversation_id = messages.conversation_id"
        " AND earlier.position < messages.position"
        " ORDER BY earlier.position DESC, earlier.chosen DESC, earlier.id DESC LIMIT 1)"
        " WHERE (parent_id IS NULL AND position > 0)"
        " OR (parent_id IS NOT NULL AND parent_id NOT IN (SELECT id FROM messages))"
    )
    return max(cursor.rowcount, 0)


def _migrate_to_5(connection: sqlite3.Connection) -> None:
    # Why an answer failed, as the core's reason and figures (failure_sentences), beside
    # its English words in ``error``: a chat opened again says it in the window's language.
    connection.execute("ALTER TABLE messages ADD COLUMN error_reason TEXT")


# MIGRATIONS[i] takes the schema from version i to i + 1. Append, never edit.
MIGRATIONS: Sequence[Migration] = (
    _migrate_to_1, _migrate_to_2, _migrate_to_3, _migrate_to_4, _migrate_to_5,
)
SCHEMA_VERSION = len(MIGRATIONS)


def open_connection(path: Path, migrations: Sequence[Migration]) -> sqlite3.Connection:
    """Open ``path``, check every page, and migrate it to ``len(migrations)``.

    Raises ``DamageFound`` (or another ``sqlite3.DatabaseError``) for a damaged file
    and ``ConversationStoreError`` for one written by a newer version.
    """
    schema_version = len(migrations)
    # check_same_thread=False: the save timers write from their threads; the store's lock
    # serializes every use of the connection.
    connection = sqlite3.connect(path, timeout=10, isolation_level=None, check_same_thread=False)
    try:
        connection.row_factory = sqlite3.Row
        # Text an older version or damage left undecodable shows with U+FFFD
        # instead of making the whole chat unreadable.
        connection.text_factory = decode_text
        # Reading the schema version is the first real read: a file that is not a
        # database fails here, before anything is written to it.
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        if version > schema_version:
            raise ConversationStoreError(
                "Your saved chats were written by a newer version of LlamaDesk. "
                "Update LlamaDesk to open them.",
                details=f"{path}: schema {version}, this version reads {schema_version}",
                problem=ChatsProblem.NEWER,
                path=path,
            )
        # Reading the first page proves little: damage further in would otherwise
        # surface later, in every read and save. quick_check reads every page
        # (it skips only the index-vs-table cross-check of integrity_check). It
        # costs ~6 ms for 200 chats of 4,000 messages (5.6 MB) and ~87 ms for
        # 50,000 messages (69 MB), warm cache, 2-core machine; the app opens the
        # store on its own thread, so the window never waits for it.
        problems = [str(row[0]) for row in connection.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise DamageFound("; ".join(problems[:5]))
        connection.execute("PRAGMA journal_mode=WAL")
        # In WAL mode NORMAL survives an app crash; only a power cut may lose the
        # last moments, and it keeps per-token flushes cheap.
        connection.execute("PRAGMA synchronous=NORMAL")
        connection.execute("PRAGMA foreign_keys=ON")
        for index in range(version, schema_version):
            with transaction(connection):
                migrations[index](connection)
                connection.execute(f"PRAGMA user_version={index + 1}")
    except BaseException:
        connection.close()
        raise
    return connection
