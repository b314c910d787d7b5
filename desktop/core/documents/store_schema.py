"""The documents file's tables, and opening it (WAL, foreign keys, the schema made or
checked)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from desktop.core.documents.errors import DocumentStoreError, StoreProblem

SCHEMA_VERSION = 1

# One statement each: executescript() would commit midway.
_SCHEMA = (
    """
    CREATE TABLE libraries (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        sources TEXT NOT NULL,          -- JSON list of the files and folders it is made of
        model_name TEXT,                -- the embedding model its vectors come from
        dimensions INTEGER,
        version INTEGER NOT NULL DEFAULT 0,  -- bumped by each change to its passages
        created_at REAL NOT NULL
    )
    """,
    """
    CREATE TABLE files (
        id INTEGER PRIMARY KEY,
        library_id INTEGER NOT NULL REFERENCES libraries(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        size INTEGER NOT NULL,
        mtime_ns INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('indexed', 'unreadable')),
        problem TEXT,                   -- why it could not be read, in one line
        indexed_at REAL NOT NULL,
        UNIQUE (library_id, path)
    )
    """,
    """
    CREATE TABLE chunks (
        id INTEGER PRIMARY KEY,
        file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
        library_id INTEGER NOT NULL,
        ordinal INTEGER NOT NULL,
        page INTEGER,
        headings TEXT NOT NULL,         -- JSON list, outermost first
        text TEXT NOT NULL,
        UNIQUE (file_id, ordinal)
    )
    """,
    "CREATE INDEX chunks_by_library ON chunks(library_id)",
    """
    CREATE TABLE vectors (
        chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
        vector BLOB NOT NULL            -- float32, unit length
    )
    """,
    # Porter stemming: "invoices" finds "invoice"; remove_diacritics: "cafe" finds "café".
    """
    CREATE VIRTUAL TABLE chunks_fts USING fts5(
        headings, text, content='chunks', content_rowid='id',
        tokenize='porter unicode61 remove_diacritics 2'
    )
    """,
    """
    CREATE TRIGGER chunks_indexed AFTER INSERT ON chunks BEGIN
        INSERT INTO chunks_fts(rowid, headings, text) VALUES (new.id, new.headings, new.text);
    END
    """,
    # Fires for the rows a file's or a library's deletion cascades to as well.
    """
    CREATE TRIGGER chunks_unindexed AFTER DELETE ON chunks BEGIN
        INSERT INTO chunks_fts(chunks_fts, rowid, headings, text)
            VALUES ('delete', old.id, old.headings, old.text);
    END
    """,
)


def open_connection(path: Path) -> sqlite3.Connection:
    """The documents file at ``path``, created with its tables when new. Raises
    DocumentStoreError in words."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit: every write opens its own BEGIN IMMEDIATE transaction.
        connection = sqlite3.connect(path, check_same_thread=False, isolation_level=None,
                                     timeout=10.0)
    except (OSError, sqlite3.Error) as error:
        raise DocumentStoreError(
            f"The documents index could not be opened at {path}. Check that the folder "
            "exists and you may write to it.", details=repr(error),
            problem=StoreProblem.NOT_OPENED, path=path) from error
    try:
        # WAL: searches read while indexing writes; a crash loses at most the
        # transaction under way, never what was committed. NORMAL is enough with WAL.
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        connection.execute("PRAGMA foreign_keys=ON")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            connection.execute("BEGIN IMMEDIATE")
            try:
                for statement in _SCHEMA:
                    connection.execute(statement)
                connection.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                connection.execute("COMMIT")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
        elif version > SCHEMA_VERSION:
            raise DocumentStoreError(
                "The documents index was written by a newer LlamaDesk. Update LlamaDesk "
                "to use it.", details=f"{path}: schema {version}, this app reads "
                f"{SCHEMA_VERSION}", problem=StoreProblem.NEWER, path=path)
    except sqlite3.DatabaseError as error:
        connection.close()
        raise DocumentStoreError(
            f"The documents index at {path} could not be read: it is damaged or not an "
            "index. Move it aside and add your libraries again.", details=repr(error),
            problem=StoreProblem.DAMAGED, path=path,
        ) from error
    except BaseException:
        connection.close()
        raise
    return connection
