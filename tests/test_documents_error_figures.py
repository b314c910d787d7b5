"""What a documents error carries for the window to word it in its own language (issue
29): each kind keeps, as typed attributes, why it happened and the figures its English
message names (the file, the library, the model, the server's status), made here the way
the app meets them: real files read, a real index, a local server answering embeddings."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

from desktop.core.documents.embedder import HttpEmbedder
from desktop.core.documents.errors import (
    DocumentsClosedError,
    DocumentStoreError,
    EmbeddingError,
    EmbeddingModelChangedError,
    EmbeddingProblem,
    EmbeddingServerGoneError,
    LibraryError,
    LibraryProblem,
    NoEmbeddingModelError,
    StoreProblem,
    Unreadable,
    UnreadableDocumentError,
)
from desktop.core.documents.indexing import index
from desktop.core.documents.readers import read_document
from desktop.core.documents.store import DocumentStore
from desktop.core.documents.store_schema import SCHEMA_VERSION
from desktop.core.host.documents_host import (
    DocumentsHost,
    SharedDocuments,
    embedding_model_for,
)
from desktop.core.host.embedding_host import embedding_model_info
from desktop.core.models.embedding_models import NotAnEmbeddingModelError
from desktop.core.runtime.launch import pick_free_port
from desktop.core.settings import Settings
from tests.support.document_files import write_damaged_pdf
from tests.support.hashing_embedder import HashingEmbedder


def _unreadable(path: Path) -> UnreadableDocumentError:
    with pytest.raises(UnreadableDocumentError) as raised:
        read_document(path)
    return raised.value


def test_a_file_that_cannot_be_read_says_why_as_a_kind(tmp_path: Path) -> None:
    (tmp_path / "photo.xyz").write_bytes(b"\x89PNG")
    (tmp_path / "empty.txt").write_text("   \n", "utf-8")
    (tmp_path / "binary.txt").write_bytes(b"ab\x00cd")
    (tmp_path / "letter.docx").write_bytes(b"not a zip at all")
    write_damaged_pdf(tmp_path / "broken.pdf")
    cases = {
        "photo.xyz": Unreadable.UNSUPPORTED,
        "empty.txt": Unreadable.NO_TEXT,
        "binary.txt": Unreadable.NOT_TEXT,
        "letter.docx": Unreadable.NOT_WORD,
        "broken.pdf": Unreadable.DAMAGED,
        "gone.txt": Unreadable.GONE,
    }
    for name, why in cases.items():
        error = _unreadable(tmp_path / name)
        assert (error.why, error.path.name) == (why, name), name
        # The English message is unchanged: the kind's words after the file's name.
        assert error.message == f"{name} could not be read: {error.reason}"
    unsupported = _unreadable(tmp_path / "photo.xyz")
    assert unsupported.suffix == ".xyz"
    assert unsupported.reason.startswith(".xyz files are not supported")


def test_an_index_hands_each_unreadable_file_on_with_its_kind(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "note.txt").write_text("The boathouse key hangs by the woodpile.", "utf-8")
    write_damaged_pdf(folder / "broken.pdf")
    with DocumentStore(tmp_path / "index.sqlite3") as store:
        store.create_library("docs", [folder])
        outcome = index(store, "docs", HashingEmbedder())
    [problem] = outcome.problems
    assert problem.error is not None and problem.error.why is Unreadable.DAMAGED
    assert problem.message == problem.error.message and problem.path.name == "broken.pdf"


def test_a_library_asked_for_by_name_says_what_is_wrong(tmp_path: Path) -> None:
    with DocumentStore(tmp_path / "index.sqlite3") as store:
        store.create_library("Notes", [tmp_path])
        with pytest.raises(LibraryError) as taken:
            store.create_library("Notes", [tmp_path])
        with pytest.raises(LibraryError) as nameless:
            store.create_library("  ", [tmp_path])
        with pytest.raises(LibraryError) as missing:
            store.library("Recipes")
    assert (taken.value.problem, taken.value.name) == (LibraryProblem.TAKEN, "Notes")
    assert nameless.value.problem is LibraryProblem.NO_NAME
    assert (missing.value.problem, missing.value.name) == (LibraryProblem.MISSING, "Recipes")
    host = DocumentsHost.for_settings(Settings(), index_path=tmp_path / "host.sqlite3",
                                      model=tmp_path / "unused.gguf")
    try:
        host.add("Notes", [tmp_path])
        with pytest.raises(LibraryError) as checked:
            host.check(["Notes", "Recipes"])
    finally:
        host.shut_down()
    assert checked.value.problem is LibraryProblem.MISSING
    assert (checked.value.name, checked.value.known) == ("Recipes", ("Notes",))


def test_the_documents_file_says_why_it_cannot_be_used(tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"this is no database " * 200)
    with pytest.raises(DocumentStoreError) as not_an_index:
        DocumentStore(damaged)
    assert (not_an_index.value.problem, not_an_index.value.path) == (
        StoreProblem.DAMAGED, damaged)

    newer = tmp_path / "newer.sqlite3"
    connection = sqlite3.connect(newer)
    connection.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    connection.close()
    with pytest.raises(DocumentStoreError) as too_new:
        DocumentStore(newer)
    assert (too_new.value.problem, too_new.value.path) == (StoreProblem.NEWER, newer)

    (tmp_path / "a file").write_text("not a folder", "utf-8")
    unopenable = tmp_path / "a file" / "index.sqlite3"
    with pytest.raises(DocumentStoreError) as not_opened:
        DocumentStore(unopenable)
    assert (not_opened.value.problem, not_opened.value.path) == (
        StoreProblem.NOT_OPENED, unopenable)

    store = DocumentStore(tmp_path / "index.sqlite3")
    store.close()
    with pytest.raises(DocumentStoreError) as closed:
        store.libraries()
    assert closed.value.problem is StoreProblem.CLOSED


def test_no_embedding_model_and_a_closing_app_are_kinds_of_their_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("OLLAMA_MODELS", str(tmp_path / "no-ollama"))
    with pytest.raises(NoEmbeddingModelError):
        embedding_model_for(Settings(model_folders=[str(tmp_path)]))
    shared = SharedDocuments(lambda: pytest.fail("no host is made while closing"))
    shared.shut_down()
    with pytest.raises(DocumentsClosedError):
        shared.get()


def test_a_chat_model_given_as_the_embedding_model_names_itself(
    starter_model_path: Path,
) -> None:
    with pytest.raises(NotAnEmbeddingModelError) as raised:
        embedding_model_info(starter_model_path)
    assert raised.value.file_name == starter_model_path.name
    assert raised.value.reranker is False


def test_another_embedding_model_carries_both_names(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "note.txt").write_text("The boathouse key hangs by the woodpile.", "utf-8")
    with DocumentStore(tmp_path / "index.sqlite3") as store:
        store.create_library("docs", [folder])
        index(store, "docs", HashingEmbedder())
        with pytest.raises(EmbeddingModelChangedError) as raised:
            index(store, "docs", HashingEmbedder("hashing-32", dimensions=32))
    assert (raised.value.library, raised.value.stored) == ("docs", "hashing-64")
    assert raised.value.given == "hashing-32"


class _Answers(BaseHTTPRequestHandler):
    """Answers /v1/embeddings the way the test's path says: a refused key, a refusal
    with the server's reason, or an answer the app cannot read."""

    answers: ClassVar[dict[str, tuple[int, object]]] = {
        "/key/v1/embeddings": (401, {"error": {"message": "Invalid API Key"}}),
        "/refuse/v1/embeddings": (500, {"error": {"message": "input is too large"}}),
        "/odd/v1/embeddings": (200, {"data": [{"embedding": "not numbers"}]}),
    }

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        status, body = self.answers[self.path]
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_args: object) -> None:
        pass


@pytest.fixture
def answers() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Answers)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def _embedding_error(base_url: str) -> EmbeddingError:
    with HttpEmbedder(base_url, "key", "MiniLM", 384) as embedder, pytest.raises(
        EmbeddingError
    ) as raised:
        embedder.embed(["hello"])
    return raised.value


def test_the_embedding_model_says_how_it_failed(answers: str) -> None:
    key = _embedding_error(f"{answers}/key")
    assert (key.problem, key.model, key.status) == (EmbeddingProblem.KEY_REFUSED, "MiniLM", 401)
    refused = _embedding_error(f"{answers}/refuse")
    assert (refused.problem, refused.model, refused.status) == (
        EmbeddingProblem.REFUSED, "MiniLM", 500)
    assert refused.server_words == "input is too large"
    odd = _embedding_error(f"{answers}/odd")
    assert (odd.problem, odd.model) == (EmbeddingProblem.NOT_UNDERSTOOD, "MiniLM")
    gone = _embedding_error(f"http://127.0.0.1:{pick_free_port()}")
    assert isinstance(gone, EmbeddingServerGoneError)
    assert (gone.problem, gone.model) == (EmbeddingProblem.STOPPED, "MiniLM")
