"""What the documents core reports, worded by the window (issue 29). The core's documents
errors carry their kind (the class and a ``problem`` or ``why``) and figures (the file,
the library, the model) and an English message for the command line and the log; the
window words them from the kind and figures. In English it says what the core says
(where the core's fix is not the command line's); in another language none of the core's
English shows, and the figures do."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.documents.errors import (
    DocumentStoreError,
    EmbeddingError,
    EmbeddingModelChangedError,
    EmbeddingProblem,
    EmbeddingServerGoneError,
    LibraryError,
    UnreadableDocumentError,
)
from desktop.core.documents.indexing import index
from desktop.core.documents.readers import read_document
from desktop.core.documents.store import DocumentStore
from desktop.core.documents.store_schema import SCHEMA_VERSION
from desktop.core.errors import LlamaDeskError
from desktop.core.host.documents_host import DocumentsHost, SharedDocuments, away_text
from desktop.core.settings import Settings
from desktop.gui.bridge.documents_calls import DocumentsCalls, IndexEnded
from desktop.gui.chat.documents_panel import ended_text
from desktop.gui.widgets import documents_words
from desktop.gui.widgets.documents_words import documents_error_text
from tests.support.core_english import word_runs
from tests.support.document_files import write_damaged_pdf
from tests.support.hashing_embedder import HashingEmbedder

MODEL = "all-MiniLM-L6-v2"


def _raised(make: Callable[[], object]) -> LlamaDeskError:
    try:
        make()
    except LlamaDeskError as error:
        return error
    raise AssertionError(f"{make} raised nothing")


def _unreadable(folder: Path) -> list[LlamaDeskError]:
    """A file of each kind the readers refuse, read by the core."""
    folder.mkdir(exist_ok=True)
    (folder / "photo.xyz").write_bytes(b"\x89PNG")
    (folder / "empty.txt").write_text("   \n", "utf-8")
    (folder / "binary.txt").write_bytes(b"ab\x00cd")
    (folder / "letter.docx").write_bytes(b"not a zip at all")
    write_damaged_pdf(folder / "broken.pdf")
    names = ["photo.xyz", "empty.txt", "binary.txt", "letter.docx", "broken.pdf", "gone.txt"]
    return [_raised(lambda name=name: read_document(folder / name)) for name in names]  # type: ignore[misc]


def _store_errors(folder: Path) -> list[LlamaDeskError]:
    """The library and index kinds, made by the core's store."""
    folder.mkdir(exist_ok=True)
    damaged = folder / "damaged.sqlite3"
    damaged.write_bytes(b"this is no database " * 200)
    newer = folder / "newer.sqlite3"
    connection = sqlite3.connect(newer)
    connection.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    connection.close()
    (folder / "Datei").write_text("not a folder", "utf-8")
    errors = [
        _raised(lambda: DocumentStore(damaged)),
        _raised(lambda: DocumentStore(newer)),
        _raised(lambda: DocumentStore(folder / "Datei" / "index.sqlite3")),
    ]
    with DocumentStore(folder / "index.sqlite3") as store:
        store.create_library("Notizen", [folder])
        errors += [
            _raised(lambda: store.create_library("Notizen", [folder])),
            _raised(lambda: store.create_library(" ", [folder])),
            _raised(lambda: store.library("Rezepte")),
        ]
    return errors


def _embedding_errors() -> list[LlamaDeskError]:
    """The embedding kinds, figures as the core's embedder gives them (its tests make
    each against a server: tests/test_documents_error_figures.py)."""
    return [
        EmbeddingServerGoneError(
            f"The embedding model {MODEL} took too long to answer. Try again; if it keeps "
            "happening, restart LlamaDesk.", problem=EmbeddingProblem.TIMED_OUT, model=MODEL),
        EmbeddingError(f"The embedding model {MODEL} refused the app's key.",
                       problem=EmbeddingProblem.KEY_REFUSED, model=MODEL, status=401),
        EmbeddingError(f"The embedding model {MODEL} could not embed the text (the server "
                       "answered 500).", problem=EmbeddingProblem.REFUSED, model=MODEL,
                       status=500),
        EmbeddingError(f"The embedding model {MODEL} sent an answer the app does not "
                       "understand.", problem=EmbeddingProblem.NOT_UNDERSTOOD, model=MODEL),
    ]  # fmt: skip


def test_in_english_the_window_says_what_the_core_says(qapp: QApplication, tmp_path: Path) -> None:
    for error in [*_unreadable(tmp_path / "docs"), *_store_errors(tmp_path / "index")]:
        assert documents_error_text(error) == error.message, type(error)
    timed_out, key, refused, odd = _embedding_errors()
    for same in (timed_out, key, odd):
        assert documents_error_text(same) == same.message
    assert documents_error_text(refused) == (
        f"The embedding model {MODEL} could not embed the text (HTTP 500)."
    )
    # Kinds it does not know, or made with a message only, are shown as the core wrote them.
    for unknown in (
        LlamaDeskError("Something else."),
        LibraryError("A library is odd."),
        DocumentStoreError("The documents index at x could not be used: disk I/O error."),
        UnreadableDocumentError(tmp_path / "a.txt", "it is odd"),
    ):
        assert documents_error_text(unknown) == unknown.message
    # A source away: the window's sentence is the core's.
    assert documents_words.away_text(tmp_path) == away_text(tmp_path)


def test_in_german_no_english_of_the_core_shows(german: None, tmp_path: Path) -> None:
    docs, folder = tmp_path / "Dokumente", tmp_path / "Ablage"
    changed = EmbeddingModelChangedError("Notizen", MODEL, "other-embedder", 384, 768)
    errors = [*_unreadable(docs), *_store_errors(folder), *_embedding_errors(), changed]
    names = [MODEL, "other-embedder"]
    for error in errors:
        shown = documents_error_text(error)
        assert shown != error.message and "{" not in shown, (type(error), shown)
        english = word_runs(error.message) & word_runs(shown)
        english -= {run for name in names for run in word_runs(name)}
        assert not english, (shown, english)
    unsupported, *_ = errors
    assert documents_error_text(unsupported) == (
        "photo.xyz konnte nicht gelesen werden: .xyz-Dateien werden nicht unterstützt "
        "(PDF, Word, Text, Markdown und HTML schon)"
    )
    taken = _store_errors(tmp_path / "again")[3]
    assert documents_error_text(taken) == "Es gibt bereits eine Bibliothek namens „Notizen“."
    # The fix is the window's button, not the command line's.
    said = documents_error_text(changed)
    assert "„Aktualisieren“" in said and "llamadesk" not in said and "other-embedder" in said
    assert documents_words.away_text(docs).startswith(f"{docs} ist nicht erreichbar")


def test_an_index_says_each_unreadable_file_in_the_windows_language(
    german: None, tmp_path: Path
) -> None:
    folder = tmp_path / "Notizen"
    folder.mkdir()
    (folder / "note.txt").write_text("The boathouse key hangs by the woodpile.", "utf-8")
    write_damaged_pdf(folder / "broken.pdf")
    with DocumentStore(tmp_path / "index.sqlite3") as store:
        store.create_library("Notizen", [folder])
        outcome = index(store, "Notizen", HashingEmbedder())
    lines = ended_text(IndexEnded("Notizen", outcome)).splitlines()
    assert lines[1] == "broken.pdf konnte nicht gelesen werden: die Datei ist beschädigt", lines


def test_a_documents_call_that_fails_says_why_in_the_windows_language(
    german: None, qtbot: QtBot, tmp_path: Path
) -> None:
    shared = SharedDocuments(
        lambda: DocumentsHost.for_settings(
            Settings(), index_path=tmp_path / "index.sqlite3", model=tmp_path / "none.gguf"
        )
    )
    calls = DocumentsCalls(shared)
    try:
        with qtbot.waitSignal(calls.problem_met, timeout=10_000) as said:
            calls.remove("Rezepte")  # there is no such library
        assert said.args == ["Es gibt keine Bibliothek namens „Rezepte“."]
    finally:
        calls.shutdown()
        shared.shut_down()
