"""Reranking the passages search found with a reranking model through the real
llama-server's ``/v1/rerank``: a tiny random-weight reranker (tests/support/
tiny_reranker.py), so its scores mean nothing about the text; what is checked is the
plumbing a user relies on: the passages come in the order of the scores the server
gave, drawn from the fused candidates, and a reranker that fails or cannot start
leaves the fused order with a plain note, never an error."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.core.documents.reranker import HttpReranker
from desktop.core.documents.search import RERANK_CANDIDATES, search
from desktop.core.host.documents_host import DocumentsHost
from desktop.core.host.reranking_host import RerankingHost, reranking_launch_options
from desktop.core.runtime.discovery import find_runtime
from desktop.core.settings import Settings
from tests.support.document_files import write_text_folder
from tests.support.documents_host import indexed_host

QUESTION = "When is the invoice for the garden work due?"


@pytest.fixture
def reranker_path(tiny_reranker_path: Path) -> Path:
    return tiny_reranker_path


@pytest.fixture
def notes_host(tmp_path: Path, reranker_path: Path, embedding_model_path: Path,
               runtime_env: Path,
               ) -> Iterator[DocumentsHost]:
    write_text_folder(tmp_path / "Notes", 40)
    with indexed_host(tmp_path / "index.sqlite3", [tmp_path / "Notes"], embedding_model_path,
                      Settings(reranking_model=str(reranker_path))) as host:
        yield host


def test_a_reranking_model_starts_with_reranking_and_a_chat_model_is_refused(
    reranker_path: Path, embedding_model_path: Path,
) -> None:
    options = reranking_launch_options(reranker_path)
    assert options.extra_args[-1] == "--reranking"
    assert options.extra_args[options.extra_args.index("--pooling") + 1] == "rank"
    with pytest.raises(Exception, match="is not a reranking model"):
        reranking_launch_options(embedding_model_path)


@pytest.mark.server
def test_passages_come_in_the_order_of_the_scores_the_reranking_model_gave(
    notes_host: DocumentsHost,
) -> None:
    notes: list[str] = []
    reranked = notes_host.search("Notes", QUESTION, top=5, on_note=notes.append)
    store, embedder = notes_host.store, notes_host.embedder()
    fused = search(store, "Notes", QUESTION, embedder, top=RERANK_CANDIDATES)
    assert notes == []
    assert len(reranked) == 5 and len(fused) == RERANK_CANDIDATES
    # The server's own scores for the fused candidates, asked directly.
    reranker = notes_host.reranker()
    assert reranker is not None
    given = reranker.scores(QUESTION, [hit.text for hit in fused])
    by_id = {hit.chunk_id: score for hit, score in zip(fused, given, strict=True)}
    expected = sorted(fused, key=lambda hit: -by_id[hit.chunk_id])[:5]
    assert [hit.chunk_id for hit in reranked] == [hit.chunk_id for hit in expected]
    assert [hit.rerank_score for hit in reranked] == pytest.approx(
        [by_id[hit.chunk_id] for hit in expected], abs=1e-4)
    # Random weights: the order differs from the fused one (else nothing was shown).
    assert [hit.chunk_id for hit in reranked] != [hit.chunk_id for hit in fused[:5]]
    # A chat's sources follow the reranked order.
    sources = notes_host.retriever(["Notes"])(QUESTION)
    assert [source.text for source in sources] == [hit.text for hit in reranked]


@pytest.mark.server
def test_a_reranking_server_that_fails_leaves_the_fused_order_with_a_plain_note(
    notes_host: DocumentsHost, reranker_path: Path,
) -> None:
    store, embedder = notes_host.store, notes_host.embedder()
    fused = search(store, "Notes", QUESTION, embedder, top=5)
    host = RerankingHost(find_runtime)
    endpoint = host.start(reranker_path)
    gone = HttpReranker(endpoint.base_url, endpoint.api_key, endpoint.model_name)
    host.shut_down()  # the server ends (a crash, the app closing) before it answers
    notes: list[str] = []
    hits = search(store, "Notes", QUESTION, embedder, top=5, reranker=gone,
                  on_note=notes.append)
    gone.close()
    assert [hit.chunk_id for hit in hits] == [hit.chunk_id for hit in fused]
    assert all(hit.rerank_score is None for hit in hits)
    assert notes == ["The reranking model tiny-reranker did not answer. The passages are in "
                     "the order search found them."]


@pytest.mark.server
def test_a_reranking_model_that_cannot_start_is_said_and_search_goes_on(
    tmp_path: Path, embedding_model_path: Path, runtime_env: Path,
) -> None:
    write_text_folder(tmp_path / "Notes", 10)
    # The embedding model chosen as reranker by mistake: it does not score pairs.
    settings = Settings(reranking_model=str(embedding_model_path))
    with indexed_host(tmp_path / "index.sqlite3", [tmp_path / "Notes"], embedding_model_path,
                      settings) as host:
        notes: list[str] = []
        hits = host.search("Notes", QUESTION, top=3, on_note=notes.append)
    assert len(hits) == 3 and all(hit.rerank_score is None for hit in hits)
    [note] = notes
    assert note.startswith("The reranking model could not start: "
                           f"{embedding_model_path.name} is not a reranking model")
    assert note.endswith("The passages are in the order search found them.")
