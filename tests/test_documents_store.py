"""The documents store and indexing, mechanics only (a deterministic hashing embedder
stands in for vectors; what search finds is tested with the real model in
test_documents_search.py): resume after a pause, a kill, or a kill inside a file's
transaction ends identical to an index never stopped; changed, touched, deleted and
damaged files; another model said plainly; keyword queries that cannot break FTS5."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from desktop.core.documents.embedder import Vectors
from desktop.core.documents.errors import (
    EmbeddingModelChangedError,
    EmbeddingServerGoneError,
    LibraryError,
)
from desktop.core.documents.indexing import IndexProgress, index
from desktop.core.documents.keyword_query import keyword_query
from desktop.core.documents.passages import split_passages
from desktop.core.documents.readers import read_document
from desktop.core.documents.search import search
from desktop.core.documents.store import DocumentStore
from tests.support.document_files import (
    write_damaged_pdf,
    write_docx,
    write_pdf,
    write_text_folder,
)
from tests.support.hashing_embedder import HashingEmbedder

REPO = Path(__file__).resolve().parents[1]
NOTES = 240


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A library's folder: 240 notes in ten subfolders, a PDF, a Word file, Markdown,
    HTML, a damaged PDF, and things that are not documents."""
    root = tmp_path / "docs"
    write_text_folder(root / "notes", NOTES)
    write_pdf(root / "manual.pdf", [f"Page {n} explains valve number {n}. " * 8
                                    for n in range(1, 6)], bookmarks=["Valves"])
    write_docx(root / "recipes.docx", [("Heading 1", "Breads"),
                                       ("Normal", "Sourdough rises with wild yeast.")])
    (root / "guide.md").write_text("# Guide\n\nPress the red button twice.\n", "utf-8")
    (root / "page.html").write_text("<h1>Shop</h1><p>Open at nine.</p>", "utf-8")
    write_damaged_pdf(root / "broken.pdf")
    (root / "picture.png").write_bytes(b"\x89PNG")
    (root / ".hidden").mkdir()
    (root / ".hidden" / "secret.txt").write_text("never indexed", "utf-8")
    return root


def _library(db: Path, folder: Path, name: str = "docs") -> None:
    with DocumentStore(db) as store:
        store.create_library(name, [folder])


@pytest.fixture
def db(folder: Path, tmp_path: Path) -> Path:
    """The store most tests index: one library, "docs", of ``folder``, not indexed yet
    (the reference's store is another file beside it)."""
    path = tmp_path / "index.sqlite3"
    _library(path, folder)
    return path


def _snapshot(db: Path) -> dict[str, Any]:
    """Everything an index holds, ids left out (they need not match)."""
    connection = sqlite3.connect(db)
    try:
        # The keyword index agrees with the passages it indexes.
        connection.execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')")
        files = connection.execute(
            "SELECT path, size, mtime_ns, sha256, state, problem FROM files ORDER BY path"
        ).fetchall()
        passages = connection.execute(
            "SELECT files.path, chunks.ordinal, chunks.page, chunks.headings, chunks.text, "
            "vectors.vector FROM chunks JOIN files ON files.id = chunks.file_id "
            "JOIN vectors ON vectors.chunk_id = chunks.id ORDER BY files.path, chunks.ordinal"
        ).fetchall()
        orphans = connection.execute(
            "SELECT count(*) FROM chunks WHERE id NOT IN (SELECT chunk_id FROM vectors)"
        ).fetchone()[0]
        fts_rows = connection.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
    finally:
        connection.close()
    assert orphans == 0
    assert fts_rows == len(passages)
    return {"files": files, "passages": passages}


def _whole_files_only(db: Path) -> None:
    """Every recorded file holds exactly the passages its text makes: none half-written."""
    connection = sqlite3.connect(db)
    try:
        rows = connection.execute(
            "SELECT files.path, count(chunks.id) FROM files LEFT JOIN chunks "
            "ON chunks.file_id = files.id WHERE files.state = 'indexed' GROUP BY files.id"
        ).fetchall()
    finally:
        connection.close()
    for path, count in rows:
        assert count == len(split_passages(read_document(Path(path)))), path


@pytest.fixture
def reference(folder: Path, tmp_path: Path) -> dict[str, Any]:
    """The index never stopped."""
    db = tmp_path / "reference.sqlite3"
    _library(db, folder)
    with DocumentStore(db) as store:
        outcome = index(store, "docs", HashingEmbedder())
    assert not outcome.cancelled
    return _snapshot(db)


def test_an_index_reads_every_kind_records_the_damaged_file_and_skips_others(
    folder: Path, db: Path
) -> None:
    seen: list[IndexProgress] = []
    embedder = HashingEmbedder()
    with DocumentStore(db) as store:
        outcome = index(store, "docs", embedder, seen.append)
        library = store.library("docs")
        counts = store.counts(library)
        problems = store.problems(library)
        manual = [p for p in store.library_passages(library) if p.path.name == "manual.pdf"]
    assert outcome.files_total == NOTES + 5
    assert outcome.added == NOTES + 4 and outcome.updated == outcome.removed == 0
    assert [(p.path.name, p.message) for p in outcome.problems] == [
        ("broken.pdf", "broken.pdf could not be read: the file is damaged")]
    assert [(p.path.name, p.problem) for p in problems] == [
        ("broken.pdf", "broken.pdf could not be read: the file is damaged")]
    assert counts.files == NOTES + 5 and counts.unreadable == 1
    assert counts.passages == outcome.passages_written >= NOTES + 4
    assert [(p.page, p.heading) for p in manual] == [(n, "Valves") for n in range(1, 6)]
    assert library.model_name == "hashing-64" and library.dimensions == 64
    # Batches span files: a folder of one-passage notes still fills each request.
    assert max(embedder.calls) == 64 and embedder.calls.count(64) >= NOTES // 64
    last = seen[-1]
    assert (last.files_done, last.files_total, last.passages_done, last.current) == (
        NOTES + 5, NOTES + 5, counts.passages, None)
    assert any(state.current is not None and state.current.name == "manual.pdf"
               for state in seen)
    # Run again: nothing to do.
    with DocumentStore(db) as store:
        again = index(store, "docs", embedder)
    assert (again.added, again.updated, again.removed, again.unchanged) == (0, 0, 0, NOTES + 5)
    assert again.passages_written == 0 and not again.problems


def test_a_paused_index_resumes_and_ends_identical(db: Path, reference: dict[str, Any]) -> None:
    pauses = 0
    with DocumentStore(db) as store:
        while True:
            cancel = threading.Event()
            stop_at = store.counts(store.library("docs")).files + 37

            def pause_soon(state: IndexProgress, stop_at: int = stop_at,
                           cancel: threading.Event = cancel) -> None:
                if state.files_done >= stop_at:
                    cancel.set()

            outcome = index(store, "docs", HashingEmbedder(), pause_soon, cancel,
                            batch_size=16)
            if not outcome.cancelled:
                break
            pauses += 1
            _whole_files_only(db)
    assert pauses >= 3
    assert _snapshot(db) == reference


def _child(db: Path, *options: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.support.indexing_child", str(db), "docs", *options],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_an_index_killed_midway_resumes_and_ends_identical(
    db: Path, reference: dict[str, Any]
) -> None:
    child = _child(db, "--delay", "0.1")
    assert child.stdout is not None
    try:
        for line in child.stdout:
            if line.startswith("done ") and int(line.split()[1]) >= 60:
                break
        else:
            pytest.fail(f"the child ended early: {child.stderr.read() if child.stderr else ''}")
        child.send_signal(signal.SIGKILL)
    finally:
        child.kill()
        child.communicate()
    assert child.returncode == -signal.SIGKILL
    with DocumentStore(db) as store:
        library = store.library("docs")
        done = store.counts(library).files
        assert 60 <= done < NOTES + 5
        _whole_files_only(db)
        outcome = index(store, "docs", HashingEmbedder())
    assert outcome.unchanged == done
    assert outcome.added + len(outcome.problems) == NOTES + 5 - done
    assert _snapshot(db) == reference


def test_an_index_killed_inside_a_files_transaction_holds_none_of_it(
    db: Path, reference: dict[str, Any]
) -> None:
    # The 100th vector: inside the transaction writing a batch's files.
    child = _child(db, "--die-at-vector", "100")
    _out, err = child.communicate(timeout=120)
    assert child.returncode == -signal.SIGKILL, err
    before = _snapshot(db)
    assert 0 < len(before["passages"]) < 100
    _whole_files_only(db)
    with DocumentStore(db) as store:
        index(store, "docs", HashingEmbedder())
    assert _snapshot(db) == reference


def test_changed_files_are_read_again_deleted_ones_forgotten_touched_ones_kept(
    folder: Path, db: Path
) -> None:
    with DocumentStore(db) as store:
        index(store, "docs", HashingEmbedder())
        changed = folder / "notes" / "sub-3" / "note-0003.txt"
        changed.write_text("The blue kayak is stored under the pier.", "utf-8")
        deleted = folder / "notes" / "sub-4" / "note-0004.txt"
        deleted.unlink()
        shutil.rmtree(folder / "notes" / "sub-5")
        touched = folder / "guide.md"
        os.utime(touched, ns=(touched.stat().st_atime_ns, touched.stat().st_mtime_ns + 10**9))
        (folder / "new.md").write_text("# New\n\nA brand new note about kites.", "utf-8")
        embedder = HashingEmbedder()
        outcome = index(store, "docs", embedder)
        embedded = list(embedder.calls)
        library = store.library("docs")
        paths = {record.path.name for record in store.files(library)}
        kayak = search(store, "docs", "kayak", embedder)
        passages_of_changed = [p.text for p in store.library_passages(library)
                               if p.path == changed]
        guide = next(record for record in store.files(library) if record.path == touched)
    removed = 1 + NOTES // 10
    assert (outcome.added, outcome.updated, outcome.removed) == (1, 1, removed)
    assert outcome.unchanged == NOTES + 5 - removed - 1  # the touched one among them
    assert embedded == [2]  # only the changed file and the new one were embedded
    assert "note-0004.txt" not in paths and "note-0005.txt" not in paths
    assert {"note-0003.txt", "new.md"} <= paths
    assert passages_of_changed == ["The blue kayak is stored under the pier."]
    assert kayak and kayak[0].file == changed and kayak[0].keyword_rank == 1
    assert guide.mtime_ns == touched.stat().st_mtime_ns
    with DocumentStore(db) as store:
        assert not search(store, "docs", "INV-0004-BIC", None)
        (kept,) = search(store, "docs", "INV-0006-BIC", None)
        assert kept.file.name == "note-0006.txt"


def test_a_damaged_file_is_tried_again_once_it_changes(folder: Path, db: Path) -> None:
    with DocumentStore(db) as store:
        index(store, "docs", HashingEmbedder())
        again = index(store, "docs", HashingEmbedder())
        assert not again.problems  # unchanged: not read again, still listed
        assert len(store.problems(store.library("docs"))) == 1
        write_pdf(folder / "broken.pdf", ["Repaired: the pump manual, page one."])
        fixed = index(store, "docs", HashingEmbedder())
        assert (fixed.updated, fixed.problems) == (1, ())
        assert not store.problems(store.library("docs"))
        (hit,) = search(store, "docs", "repaired pump", None, top=1)
    assert (hit.file.name, hit.page) == ("broken.pdf", 1)


def test_another_embedding_model_is_said_plainly_and_embeds_again_when_asked(db: Path) -> None:
    other = HashingEmbedder("other-model", 32)
    with DocumentStore(db) as store:
        index(store, "docs", HashingEmbedder())
        with pytest.raises(EmbeddingModelChangedError) as raised:
            index(store, "docs", other)
        assert raised.value.message == (
            "The library \u201cdocs\u201d was indexed with the embedding model hashing-64; "
            "using other-model instead means embedding all its files again: press Update "
            "in the Documents window, or run `llamadesk docs update \"docs\" --again`.")
        with pytest.raises(EmbeddingModelChangedError):
            search(store, "docs", "valve", other)
        outcome = index(store, "docs", other, reembed=True)
        assert outcome.added == NOTES + 5 - 1 and not outcome.unchanged
        library = store.library("docs")
        assert (library.model_name, library.dimensions) == ("other-model", 32)
        hits = search(store, "docs", "valve number 3", other)
    assert hits[0].file.name == "manual.pdf"


@pytest.mark.parametrize("query", [
    '"valve', 'valve"', "valve AND", "NOT valve", "valve NEAR(", "valve*", "valve:", "text: valve",
    "(valve", "valve) OR", "^valve", "-valve", "valve's", "{valve}", "valve + 3 = ?",
    "v\u00e4lve", "\u9600\u95e8 valve",
])
def test_keyword_search_takes_any_punctuation(tmp_path: Path, query: str) -> None:
    db = tmp_path / "index.sqlite3"
    folder = tmp_path / "docs"
    write_pdf(folder.parent / "manual.pdf", [f"The valve number {n} is here." for n in (1, 2)])
    folder.mkdir()
    (folder / "manual.pdf").write_bytes((folder.parent / "manual.pdf").read_bytes())
    _library(db, folder)
    with DocumentStore(db) as store:
        index(store, "docs", HashingEmbedder())
        hits = search(store, "docs", query, None)
    assert hits and hits[0].file.name == "manual.pdf"


def test_a_keyword_query_quotes_each_word() -> None:
    query = keyword_query('the "valve" AND NOT pump:3*')
    assert query is not None and query.match == '"valve" OR "pump 3"'
    assert query.required == 1
    query = keyword_query("the of")  # nothing else: common words kept
    assert query is not None and query.match == '"the" OR "of"'
    query = keyword_query("The valve\u2019s form WX-1138 (text:valve)")  # a code: a phrase
    assert query is not None and query.terms == ("valve", "form", "wx 1138", "text valve")
    query = keyword_query("form WX-1138")
    assert query is not None and query.terms == ("form", "wx 1138")
    query = keyword_query("What colour is the shed where rowing boats are kept?")
    assert query is not None and query.terms == ("colour", "shed", "rowing", "boats", "kept")
    assert query.required == 3
    assert keyword_query("?!- ") is None


def test_a_passage_holding_one_word_of_a_long_question_is_no_keyword_match(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.txt").write_text("The canoe is kept in the green boathouse.", "utf-8")
    (folder / "b.txt").write_text("Tools are kept in the garage.", "utf-8")
    _library(tmp_path / "index.sqlite3", folder)
    with DocumentStore(tmp_path / "index.sqlite3") as store:
        index(store, "docs", HashingEmbedder())
        hits = search(store, "docs", "where is the canoe boathouse kept", None, top=5)
    assert [hit.file.name for hit in hits] == ["a.txt"]


def test_searches_see_a_change_made_by_another_process(folder: Path, db: Path) -> None:
    embedder = HashingEmbedder()
    with DocumentStore(db) as searcher:
        with DocumentStore(db) as indexer:
            index(indexer, "docs", embedder)
        first = search(searcher, "docs", "kites", embedder)
        (folder / "kites.txt").write_text("Kites fly high over the dunes.", "utf-8")
        with DocumentStore(db) as indexer:  # another connection, as another process has
            index(indexer, "docs", embedder)
        second = search(searcher, "docs", "kites dunes", embedder)
        ids, matrix = searcher.vector_matrix(searcher.library("docs"))
    assert all(hit.file.name != "kites.txt" for hit in first)
    assert second[0].file.name == "kites.txt"
    assert second[0].keyword_rank == 1 and second[0].meaning_rank == 1
    assert matrix.shape == (ids.size, 64)
    assert np.allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)


def test_an_unplugged_folder_keeps_its_files_a_removed_library_is_gone(
    tmp_path: Path,
) -> None:
    db = tmp_path / "index.sqlite3"
    drive = tmp_path / "drive"
    write_text_folder(drive / "notes", 5)
    _library(db, drive / "notes")
    with DocumentStore(db) as store:
        index(store, "docs", HashingEmbedder())
        drive.rename(tmp_path / "elsewhere")
        outcome = index(store, "docs", HashingEmbedder())
        assert outcome.unreachable_sources == (drive / "notes",)
        assert outcome.removed == 0 and store.counts(store.library("docs")).files == 5
        with pytest.raises(LibraryError, match="already a library named"):
            store.create_library("docs", [drive])
        store.remove_library("docs")
        with pytest.raises(LibraryError, match="no library named"):
            store.library("docs")
        assert store.libraries() == []
    connection = sqlite3.connect(db)
    try:
        assert connection.execute("SELECT count(*) FROM chunks_fts").fetchone()[0] == 0
        assert connection.execute("SELECT count(*) FROM vectors").fetchone()[0] == 0
    finally:
        connection.close()


class _DyingEmbedder(HashingEmbedder):
    """Answers ``calls_left`` requests, then is gone, as a crashed server is."""

    def __init__(self, calls_left: int) -> None:
        super().__init__()
        self.calls_left = calls_left

    def embed(self, texts: Sequence[str]) -> Vectors:
        if self.calls_left == 0:
            raise EmbeddingServerGoneError("The embedding model hashing-64 is not running "
                                           "any more.")
        self.calls_left -= 1
        return super().embed(texts)


def test_an_embedding_server_gone_midway_keeps_what_was_written(
    db: Path, reference: dict[str, Any]
) -> None:
    with DocumentStore(db) as store:
        with pytest.raises(EmbeddingServerGoneError):
            index(store, "docs", _DyingEmbedder(3), batch_size=16)
        written = store.counts(store.library("docs")).files
        _whole_files_only(db)
        outcome = index(store, "docs", HashingEmbedder())
    assert 16 <= written < NOTES and outcome.unchanged == written
    assert _snapshot(db) == reference
