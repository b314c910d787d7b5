"""What the documents host decides for every front end: a new library's name, the
libraries as listed (files, passages, unreadable files), and a chat's retriever from
library names (one host for the app, made by the first thread that asks)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.host.documents_host import DocumentsHost, SharedDocuments, name_for
from desktop.core.settings import Settings
from tests.support.document_files import write_damaged_pdf, write_pdf


def test_a_library_is_named_after_its_folder_or_file_and_never_twice(tmp_path: Path) -> None:
    folder = tmp_path / "Tax 2025"
    folder.mkdir()
    report = tmp_path / "report.final.pdf"
    report.write_bytes(b"")
    assert name_for([folder], []) == "Tax 2025"
    assert name_for([report], []) == "report.final"
    assert name_for([report, tmp_path / "b.txt"], []) == tmp_path.name
    assert name_for([folder], ["tax 2025", "Tax 2025 2"]) == "Tax 2025 3"


@pytest.mark.server
def test_summaries_count_what_was_read_and_name_what_was_not(
    tmp_path: Path, llama_server_path: Path, embedding_model_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    folder = tmp_path / "Rules"
    folder.mkdir()
    write_pdf(folder / "rules.pdf", ["Members may borrow twelve books.", "Phones off."])
    write_damaged_pdf(folder / "broken.pdf")
    host = DocumentsHost.for_settings(Settings(), index_path=tmp_path / "index.sqlite3",
                                      model=embedding_model_path)
    try:
        host.add("Rules", [folder])
        [fresh] = host.summaries()
        assert (fresh.name, fresh.files, fresh.indexed) == ("Rules", 0, False)
        host.update("Rules")
        [summary] = host.summaries()
        assert (summary.files, summary.passages, summary.indexed) == (2, 2, True)
        [(path, why)] = summary.problems
        assert path.name == "broken.pdf" and why.startswith("broken.pdf could not be read")
    finally:
        host.shut_down()


def test_shared_documents_give_no_retriever_without_libraries_and_say_a_missing_one(
    tmp_path: Path,
) -> None:
    made: list[str] = []

    def make() -> DocumentsHost:
        made.append(threading.current_thread().name)
        return DocumentsHost.for_settings(Settings(), index_path=tmp_path / "index.sqlite3")

    shared = SharedDocuments(make)
    assert shared.retriever([]) is None
    assert made == []  # nothing opened for a chat without libraries
    retriever = shared.retriever(["Gone"])
    assert retriever is not None and made == []  # opened at the first question only
    with pytest.raises(LlamaDeskError, match="There is no library named \u201cGone\u201d"):
        retriever("What is in it?")
    assert shared.get() is shared.get() and len(made) == 1
    shared.shut_down()
    with pytest.raises(LlamaDeskError, match="closing"):
        retriever("Again?")
