"""Chats files as older versions of LlamaDesk wrote them: the schema of that version
exactly (its migrations), and rows inserted as its store inserted them (one line of
messages per chat, positions 0, 1, 2, ...). Today's store cannot write them: it writes
columns those files do not have."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from desktop.core.chat.store_schema import MIGRATIONS

OldChat = tuple[str, Sequence[tuple[str, str]]]  # title, (role, content) in order


def write_old_chats(path: Path, schema_version: int, chats: Sequence[OldChat]) -> list[int]:
    """A file at ``schema_version`` holding ``chats``; returns their ids in order."""
    ids = []
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as connection:
        for migrate in MIGRATIONS[:schema_version]:
            migrate(connection)
        connection.execute(f"PRAGMA user_version={schema_version}")
        for number, (title, messages) in enumerate(chats):
            created = 1_700_000_000.0 + number
            cursor = connection.execute(
                "INSERT INTO conversations (title, created_at, updated_at, sampling)"
                " VALUES (?, ?, ?, ?)",
                (title, created, created, json.dumps({"temperature": 0.5})),
            )
            ids.append(int(cursor.lastrowid or 0))
            for position, (role, content) in enumerate(messages):
                connection.execute(
                    "INSERT INTO messages (conversation_id, position, role, content,"
                    " created_at, stats) VALUES (?, ?, ?, ?, ?, ?)",
                    (ids[-1], position, role, content, created + position,
                     json.dumps({"completion_tokens": position})),
                )
    return ids
