"""The documents file: libraries, their files, passages, vectors and keyword index.

One SQLite file (WAL) under one lock, for every thread. A file's passages and vectors
are written in the transaction that records the file, so an index stopped at any point
(killed, out of disk) holds each file whole or not at all, and the next run goes on
with the files not recorded.
"""

from __future__ import annotations

import collections
import contextlib
import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from desktop.core.documents.embedder import Vectors, normalized
from desktop.core.documents.errors import (
    DocumentStoreError,
    LibraryError,
    LibraryProblem,
    StoreProblem,
)
from desktop.core.documents.keyword_query import KeywordQuery
from desktop.core.documents.passages import HEADING_SEPARATOR, Passage
from desktop.core.documents.store_schema import open_connection

FileState = Literal["indexed", "unreadable"]
# A term held by more than half the passages is common only beyond this many: in a
# small library every word is in half of it.
_FEW = 20
ChunkIds = npt.NDArray[np.int64]


@dataclass(frozen=True)
class Library:
    """A named collection of files and folders, and the model its vectors come from
    (None until first indexed)."""

    id: int
    name: str
    sources: tuple[Path, ...]
    model_name: str | None
    dimensions: int | None
    created_at: float


@dataclass(frozen=True)
class FileRecord:
    """A file as last indexed: what it was (size, time, content hash), and whether it
    was read (``problem`` says why not, in one line)."""

    path: Path
    size: int
    mtime_ns: int
    sha256: str
    state: FileState
    problem: str | None
    passage_count: int


@dataclass(frozen=True)
class FileContent:
    """One file's passages and their vectors (one row each), to be written together."""

    path: Path
    size: int
    mtime_ns: int
    sha256: str
    passages: Sequence[Passage]
    vectors: Vectors


@dataclass(frozen=True)
class StoredPassage:
    """A passage as stored: where it is from and its text."""

    id: int
    path: Path
    page: int | None
    headings: tuple[str, ...]
    ordinal: int
    text: str

    @property
    def heading(self) -> str:
        return HEADING_SEPARATOR.join(self.headings)


@dataclass(frozen=True)
class LibraryCounts:
    files: int
    unreadable: int
    passages: int


@dataclass
class _Matrix:
    version: int
    ids: ChunkIds
    vectors: Vectors


def _library(row: tuple[Any, ...]) -> Library:
    id_, name, sources, model_name, dimensions, created_at = row
    return Library(id_, name, tuple(Path(path) for path in json.loads(sources)), model_name,
                   dimensions, created_at)


class DocumentStore:
    """Libraries and their index in the SQLite file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.RLock()
        self._connection: sqlite3.Connection | None = open_connection(path)
        # A library's vectors as one matrix, kept while its version stays the same.
        self._matrices: dict[int, _Matrix] = {}

    # -- plumbing --------------------------------------------------------------------

    @property
    def _db(self) -> sqlite3.Connection:
        if self._connection is None:
            raise DocumentStoreError("The documents index is closed.",
                                     problem=StoreProblem.CLOSED)
        return self._connection

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it committed, or none of it."""
        with self._lock:
            db = self._db
            try:
                db.execute("BEGIN IMMEDIATE")
                try:
                    yield db
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                db.execute("COMMIT")
            except sqlite3.Error as error:
                raise _store_error(self.path, error) from error

    @contextlib.contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                yield self._db
            except sqlite3.Error as error:
                raise _store_error(self.path, error) from error

    def close(self) -> None:
        with self._lock:
            connection, self._connection = self._connection, None
            self._matrices.clear()
        if connection is not None:
            connection.close()

    def __enter__(self) -> DocumentStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    # -- libraries ---------------------------------------------------------------------

    def create_library(self, name: str, sources: Sequence[Path]) -> Library:
        """A new library of ``sources`` (files and folders), not indexed yet."""
        name = name.strip()
        if not name:
            raise LibraryError("A library needs a name.", problem=LibraryProblem.NO_NAME)
        listed = json.dumps(_source_list(sources))
        with self._write() as db:
            if db.execute("SELECT 1 FROM libraries WHERE name = ?", (name,)).fetchone():
                raise LibraryError(f"There is already a library named \u201c{name}\u201d.",
                                   problem=LibraryProblem.TAKEN, name=name)
            db.execute("INSERT INTO libraries(name, sources, created_at) VALUES (?, ?, ?)",
                       (name, listed, time.time()))
        return self.library(name)

    def library(self, name: str) -> Library:
        """The library named ``name``; LibraryError when there is none."""
        with self._read() as db:
            row = db.execute(
                "SELECT id, name, sources, model_name, dimensions, created_at FROM libraries "
                "WHERE name = ?", (name,)).fetchone()
        if row is None:
            raise LibraryError(f"There is no library named \u201c{name}\u201d.",
                               problem=LibraryProblem.MISSING, name=name)
        return _library(row)

    def libraries(self) -> list[Library]:
        """Every library, by name."""
        with self._read() as db:
            rows = db.execute(
                "SELECT id, name, sources, model_name, dimensions, created_at FROM libraries "
                "ORDER BY name COLLATE NOCASE").fetchall()
        return [_library(row) for row in rows]

    def set_sources(self, library: Library, sources: Sequence[Path]) -> Library:
        """The library made of ``sources`` from now on; the next index adds and removes
        files to match."""
        with self._write() as db:
            db.execute("UPDATE libraries SET sources = ? WHERE id = ?",
                       (json.dumps(_source_list(sources)), library.id))
        return self.library(library.name)

    def remove_library(self, name: str) -> None:
        """The library and all it indexed, gone."""
        library = self.library(name)
        with self._write() as db:
            db.execute("DELETE FROM libraries WHERE id = ?", (library.id,))
            self._matrices.pop(library.id, None)

    def set_embedding_model(self, library: Library, model_name: str, dimensions: int) -> Library:
        """Record the model the library's vectors come from. Another model than the one
        recorded forgets every file indexed, so that the next index embeds them all."""
        with self._write() as db:
            if library.model_name is not None and (
                    library.model_name != model_name or library.dimensions != dimensions):
                db.execute("DELETE FROM files WHERE library_id = ?", (library.id,))
            db.execute(
                "UPDATE libraries SET model_name = ?, dimensions = ?, version = version + 1 "
                "WHERE id = ?", (model_name, dimensions, library.id))
        return self.library(library.name)

    def counts(self, library: Library) -> LibraryCounts:
        with self._read() as db:
            files, unreadable = db.execute(
                "SELECT count(*), coalesce(sum(state = 'unreadable'), 0) FROM files "
                "WHERE library_id = ?", (library.id,)).fetchone()
            passages = db.execute("SELECT count(*) FROM chunks WHERE library_id = ?",
                                (library.id,)).fetchone()[0]
        return LibraryCounts(int(files), int(unreadable), int(passages))

    # -- files -----------------------------------------------------------------------

    def files(self, library: Library) -> list[FileRecord]:
        """Every file the library has recorded, read or not, by path."""
        with self._read() as db:
            rows = db.execute(
                "SELECT path, size, mtime_ns, sha256, state, problem, "
                "(SELECT count(*) FROM chunks WHERE chunks.file_id = files.id) "
                "FROM files WHERE library_id = ? ORDER BY path", (library.id,)).fetchall()
        return [FileRecord(Path(path), size, mtime, sha, state, problem, count)
                for path, size, mtime, sha, state, problem, count in rows]

    def problems(self, library: Library) -> list[FileRecord]:
        """The files that could not be read, each with its one-line reason."""
        return [record for record in self.files(library) if record.state == "unreadable"]

    def save_files(self, library: Library, contents: Sequence[FileContent]) -> None:
        """Each file's passages and vectors, replacing what it had, in one transaction."""
        if not contents:
            return
        now = time.time()
        with self._write() as db:
            for content in contents:
                if len(content.passages) != content.vectors.shape[0]:
                    raise ValueError(f"{len(content.passages)} passages but "
                                     f"{content.vectors.shape[0]} vectors")
                vectors = normalized(content.vectors) if len(content.passages) else content.vectors
                db.execute("DELETE FROM files WHERE library_id = ? AND path = ?",
                           (library.id, str(content.path)))
                file_id = db.execute(
                    "INSERT INTO files(library_id, path, size, mtime_ns, sha256, state, "
                    "indexed_at) VALUES (?, ?, ?, ?, ?, 'indexed', ?)",
                    (library.id, str(content.path), content.size, content.mtime_ns,
                     content.sha256, now)).lastrowid
                for passage, vector in zip(content.passages, vectors, strict=True):
                    chunk_id = db.execute(
                        "INSERT INTO chunks(file_id, library_id, ordinal, page, headings, "
                        "text) VALUES (?, ?, ?, ?, ?, ?)",
                        (file_id, library.id, passage.ordinal, passage.page,
                         json.dumps(list(passage.headings), ensure_ascii=False),
                         passage.text)).lastrowid
                    db.execute("INSERT INTO vectors(chunk_id, vector) VALUES (?, ?)",
                               (chunk_id, vector.astype("<f4").tobytes()))
            _bump(db, library)

    def save_problem(self, library: Library, path: Path, size: int, mtime_ns: int,
                     sha256: str, problem: str) -> None:
        """Record that a file could not be read (and forget what an earlier version of
        it gave): it is tried again once it changes."""
        with self._write() as db:
            db.execute("DELETE FROM files WHERE library_id = ? AND path = ?",
                       (library.id, str(path)))
            db.execute(
                "INSERT INTO files(library_id, path, size, mtime_ns, sha256, state, problem, "
                "indexed_at) VALUES (?, ?, ?, ?, ?, 'unreadable', ?, ?)",
                (library.id, str(path), size, mtime_ns, sha256, problem, time.time()))
            _bump(db, library)

    def touch_file(self, library: Library, path: Path, size: int, mtime_ns: int) -> None:
        """A file whose time changed but whose content did not: nothing to embed."""
        with self._write() as db:
            db.execute("UPDATE files SET size = ?, mtime_ns = ? WHERE library_id = ? AND "
                       "path = ?", (size, mtime_ns, library.id, str(path)))

    def remove_files(self, library: Library, paths: Sequence[Path]) -> None:
        """Files gone from the library's folders, and their passages."""
        if not paths:
            return
        with self._write() as db:
            db.executemany("DELETE FROM files WHERE library_id = ? AND path = ?",
                           [(library.id, str(path)) for path in paths])
            _bump(db, library)

    # -- search ----------------------------------------------------------------------

    def keyword_matches(self, library: Library, query: KeywordQuery, limit: int, *,
                        keep_common: bool = False) -> list[tuple[int, float]]:
        """(passage id, BM25 score: higher is better) for the passages holding enough of
        the query's terms (``KeywordQuery.required``), best first; a word in the
        headings counts half a word in the text.

        A term most passages hold (a company's name in all its reports) is left out:
        it tells no passage from another, and ranking half the index by it would cost
        more than the rest of the search. When every term is such a one, nothing is
        found, unless ``keep_common`` (keyword search is all there is).
        """
        with self._read() as db:
            total = int(db.execute("SELECT count(*) FROM chunks").fetchone()[0])
            # Counted inside SQLite first: reading a common term's rows costs more.
            counts = {term: int(db.execute(
                "SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?",
                (f'"{term}"',)).fetchone()[0]) for term in query.terms}
            common = max(total // 2, _FEW)
            rare = tuple(term for term in query.terms if counts[term] <= common)
            if not rare:
                if not keep_common:
                    return []
                rare = query.terms
            kept = KeywordQuery(rare)
            held = collections.Counter(
                int(row[0]) for term in rare for row in db.execute(
                    "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?", (f'"{term}"',)))
            eligible = [chunk_id for chunk_id, count in held.items() if count >= kept.required]
            if not eligible:
                return []
            rows = db.execute(
                "SELECT chunks.id, -bm25(chunks_fts, 0.5, 1.0) AS score FROM chunks_fts "
                "JOIN chunks ON chunks.id = chunks_fts.rowid "
                "WHERE chunks_fts MATCH ? AND chunks.library_id = ? "
                "AND chunks.id IN (SELECT value FROM json_each(?)) "
                "ORDER BY score DESC, chunks.id LIMIT ?",
                (kept.match, library.id, json.dumps(eligible), limit)).fetchall()
        return [(int(row[0]), float(row[1])) for row in rows]

    def vector_matrix(self, library: Library) -> tuple[ChunkIds, Vectors]:
        """The library's passage ids and their vectors as one (n, d) matrix, read once
        and kept until the library changes (here or in another process)."""
        with self._read() as db:
            row = db.execute("SELECT version, dimensions FROM libraries WHERE id = ?",
                             (library.id,)).fetchone()
            if row is None:
                raise LibraryError(f"There is no library named \u201c{library.name}\u201d.",
                                   problem=LibraryProblem.MISSING, name=library.name)
            version, dimensions = int(row[0]), int(row[1] or 0)
            cached = self._matrices.get(library.id)
            if cached is not None and cached.version == version:
                return cached.ids, cached.vectors
            rows = db.execute(
                "SELECT vectors.chunk_id, vectors.vector FROM vectors JOIN chunks "
                "ON chunks.id = vectors.chunk_id WHERE chunks.library_id = ? "
                "ORDER BY vectors.chunk_id", (library.id,)).fetchall()
            ids = np.fromiter((row[0] for row in rows), dtype=np.int64, count=len(rows))
            matrix = np.frombuffer(b"".join(row[1] for row in rows), dtype="<f4")
            vectors = matrix.reshape(len(rows), dimensions).astype(np.float32, copy=False)
            self._matrices[library.id] = _Matrix(version, ids, vectors)
            return ids, vectors

    def passages(self, ids: Sequence[int]) -> dict[int, StoredPassage]:
        """The passages with these ids (those that still exist)."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        with self._read() as db:
            rows = db.execute(
                "SELECT chunks.id, files.path, chunks.page, chunks.headings, chunks.ordinal, "
                f"chunks.text FROM chunks JOIN files ON files.id = chunks.file_id "
                f"WHERE chunks.id IN ({marks})", [int(i) for i in ids]).fetchall()
        return {int(id_): StoredPassage(int(id_), Path(path), page, tuple(json.loads(headings)),
                                      int(ordinal), text)
                for id_, path, page, headings, ordinal, text in rows}

    def library_passages(self, library: Library) -> list[StoredPassage]:
        """All of a library's passages, by file and order (for showing or exporting)."""
        with self._read() as db:
            rows = db.execute(
                "SELECT chunks.id FROM chunks JOIN files ON files.id = chunks.file_id "
                "WHERE chunks.library_id = ? ORDER BY files.path, chunks.ordinal",
                (library.id,)).fetchall()
        ids = [int(row[0]) for row in rows]
        found = self.passages(ids)
        return [found[i] for i in ids]


def _bump(db: sqlite3.Connection, library: Library) -> None:
    db.execute("UPDATE libraries SET version = version + 1 WHERE id = ?", (library.id,))


def _source_list(sources: Sequence[Path]) -> list[str]:
    listed: list[str] = []
    for source in sources:
        text = str(Path(source).expanduser().absolute())
        if text not in listed:
            listed.append(text)
    return listed


def _store_error(path: Path, error: sqlite3.Error) -> DocumentStoreError:
    text = str(error).lower()
    if "full" in text:
        return DocumentStoreError(
            "The disk is full: the documents index could not be saved. Free some space "
            "and index again; it goes on where it stopped.", details=repr(error),
            problem=StoreProblem.DISK_FULL, path=path)
    if "locked" in text or "busy" in text:
        return DocumentStoreError(
            "The documents index is busy in another LlamaDesk window or command. Try "
            "again when it has finished.", details=repr(error),
            problem=StoreProblem.BUSY, path=path)
    return DocumentStoreError(
        f"The documents index at {path} could not be used: {error}.", details=repr(error),
        problem=StoreProblem.OTHER, path=path)
