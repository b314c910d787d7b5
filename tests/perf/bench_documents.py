"""Document libraries: search latency on 10,000 passages against its 100 ms target,
indexing throughput (passages/s through ``index``) against the same passages sent
straight to ``/v1/embeddings``, and the time a library adds to an answer's first token.

Search: 10,000 passages of generated text (a Zipf-like vocabulary, so keyword posting
lists look like real ones) with random unit vectors of all-MiniLM's 384 dimensions;
the question's vector is given, since the figure excludes the embedding call. The
first search also reads the vectors into memory: it is printed on its own.

Indexing: the real all-MiniLM-L6-v2 through llama-server started with the host's
options; 64 text files (192 passages); the raw side posts each passage's embedding
text in requests of 64, as ``index`` does, one request at a time. Interleaved rounds,
each compared with the raw round just before it (the machine's load drifts): the
median of those ratios.
"""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import httpx
import numpy as np

from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.grounding import Retriever
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import (
    ChatSettings,
    DirectStore,
    SendMessage,
    TextArrived,
    TurnFailed,
)
from desktop.core.documents.embedder import HttpEmbedder, Vectors, normalized
from desktop.core.documents.indexing import BATCH_SIZE, index
from desktop.core.documents.passages import Passage, split_passages
from desktop.core.documents.readers import read_document
from desktop.core.documents.search import search
from desktop.core.documents.store import DocumentStore, FileContent
from tests.perf.interleaved import interleaved_medians

SEARCH_TARGET_MS = 100.0
PASSAGES = 10_000
DIMENSIONS = 384
SEARCH_RUNS = 60
QUESTIONS = [
    "form WX-1138", "How do I reset the router?", "warranty claim for the dishwasher",
    "vorta kelmin", "When is the rubbish collected?", "INV-0137-BIC",
    "what did the report say about quarterly revenue in the northern region",
    "\"quoted\" AND (punctuation) NEAR: *stars*", "sel", "the of and",
]
INDEX_FILES = 64
INDEX_ROUNDS = 3
THROUGHPUT_TARGET = 0.9
# The most frequent English words, most frequent first.
_COMMON_TEXT = ("the of and to in is that for it as with was on be by this are at from "
                 "or have an they which one you were her all she there would their we him "
                 "been has when who will more no if out so said what up its about into "
                 "than them can only other new some could time these two may then do first "
                 "any my now such like our over man me even most made after also did many "
                 "before must through back years where much your way well down should because "
                 "each just those people how too little state good very make world still own "
                 "see men work long get here between both life being under never day same "
                 "another know while last might us great old year off come since against go "
                 "came right used take three")


class _GivenVector:
    """Stands in for the model only to hand search the question's vector: the figure
    is search's own time, without the embedding request."""

    model_name = "bench-random-384"
    dimensions = DIMENSIONS

    def __init__(self, vector: Vectors) -> None:
        self._vector = vector

    def embed(self, texts: Sequence[str]) -> Vectors:
        return np.repeat(self._vector, len(texts), axis=0)


def _vocabulary(generator: np.random.Generator, count: int) -> list[str]:
    syllables = ["ka", "lo", "mi", "ter", "van", "sel", "dor", "pha", "qu", "rin", "tos",
                 "bel", "na", "gri", "zu", "men", "vor", "ta", "lis", "ex"]
    words = set()
    while len(words) < count:
        words.add("".join(generator.choice(syllables, size=int(generator.integers(2, 5)))))
    return sorted(words)


def _passage_texts(generator: np.random.Generator) -> list[str]:
    vocabulary = _COMMON_TEXT.split() + _vocabulary(generator, 6000)
    weights = 1.0 / np.arange(1, len(vocabulary) + 1)  # Zipf: "the" common, most rare
    weights /= weights.sum()
    texts = []
    for _ in range(PASSAGES):
        words = generator.choice(vocabulary, size=int(generator.integers(110, 170)),
                                 p=weights)
        texts.append(" ".join(words).capitalize() + ".")
    return texts


def _search_store(folder: Path) -> DocumentStore:
    generator = np.random.default_rng(27)
    texts = _passage_texts(generator)
    vectors = normalized(generator.standard_normal((PASSAGES, DIMENSIONS)))
    store = DocumentStore(folder / "search.sqlite3")
    library = store.create_library("bench", [folder])
    library = store.set_embedding_model(library, _GivenVector.model_name, DIMENSIONS)
    per_file = 50  # 200 files of 50 passages, pages 1-50
    store.save_files(library, [
        FileContent(folder / f"file-{start // per_file:03d}.pdf", 1, 1, "x",
                    [Passage(texts[i], i - start + 1, ("Report", f"Part {i % 7}"), i - start)
                     for i in range(start, start + per_file)],
                    vectors[start:start + per_file])
        for start in range(0, PASSAGES, per_file)])
    return store


def bench_documents_search() -> list[str]:
    generator = np.random.default_rng(1138)
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-") as folder:
        store = _search_store(Path(folder))
        try:
            questions = [(text, _GivenVector(normalized(generator.standard_normal(
                (1, DIMENSIONS))))) for text in QUESTIONS]
            began = time.perf_counter()
            search(store, "bench", questions[0][0], questions[0][1], top=5)
            first_ms = (time.perf_counter() - began) * 1000
            timings = []
            for run in range(SEARCH_RUNS):
                text, given = questions[run % len(questions)]
                began = time.perf_counter()
                hits = search(store, "bench", text, given, top=5)
                timings.append((time.perf_counter() - began) * 1000)
                assert len(hits) == 5
        finally:
            store.close()
    median = statistics.median(timings)
    slowest = max(timings)
    return [
        f"documents_search_ms: {median:.1f} on {PASSAGES:,} passages (slowest "
        f"{slowest:.1f}, first {first_ms:.1f} incl. reading the vectors; ratio "
        f"{median / SEARCH_TARGET_MS:.3f} of the {SEARCH_TARGET_MS:.0f} ms target, "
        "target ratio < 1.0)"
    ]


def _write_files(folder: Path) -> list[Passage]:
    from tests.support.document_files import note_text

    passages: list[Passage] = []
    for number in range(INDEX_FILES):
        # Four notes' worth of text a file: a few passages each, as real files have.
        body = "\n\n".join(note_text(number * 4 + part) * 3 for part in range(4))
        path = folder / f"file-{number:03d}.txt"
        path.write_text(body, encoding="utf-8")
        passages.extend(split_passages(read_document(path)))
    return passages


def _raw_rate(client: httpx.Client, texts: list[str]) -> float:
    began = time.perf_counter()
    for start in range(0, len(texts), BATCH_SIZE):
        answer = client.post("/v1/embeddings", json={"input": texts[start:start + BATCH_SIZE]})
        answer.raise_for_status()
        assert len(answer.json()["data"]) == len(texts[start:start + BATCH_SIZE])
    return len(texts) / (time.perf_counter() - began)


def _index_rate(folder: Path, embedder: HttpEmbedder, round_number: int) -> float:
    with DocumentStore(folder / f"index-{round_number}.sqlite3") as store:
        store.create_library("bench", [folder / "files"])
        outcome = index(store, "bench", embedder)
    assert not outcome.problems and not outcome.cancelled
    return outcome.passages_written / outcome.seconds


def bench_documents_indexing() -> list[str]:
    from desktop.bootstrap.embedding_model import ensure_embedding_model
    from desktop.core.host.embedding_host import (
        embedding_launch_options,
        embedding_model_info,
    )
    from desktop.core.runtime.discovery import find_runtime
    from desktop.core.runtime.server import LlamaServer

    try:
        server_path = find_runtime().server_path
        model = ensure_embedding_model()
    except Exception as error:  # a benchmark without its runtime or model says so
        return [f"documents_indexing: skipped ({error})"]
    options = embedding_launch_options(model, *embedding_model_info(model))
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-") as name, \
            LlamaServer(server_path, options) as server:
        folder = Path(name)
        (folder / "files").mkdir()
        passages = _write_files(folder / "files")
        texts = [passage.embedding_text for passage in passages]
        server.start()
        headers = {"Authorization": f"Bearer {server.api_key}"}
        with httpx.Client(base_url=server.base_url, headers=headers, trust_env=False,
                          timeout=600) as client, \
                HttpEmbedder(server.base_url, server.api_key, model.stem,
                             DIMENSIONS) as embedder:
            _raw_rate(client, texts[:BATCH_SIZE])  # warm both sides alike
            raws: list[float] = []
            ours: list[float] = []
            for round_number in range(INDEX_ROUNDS):
                raws.append(_raw_rate(client, texts))
                ours.append(_index_rate(folder, embedder, round_number))
    ratio = statistics.median(one / other for one, other in zip(ours, raws, strict=True))
    return [
        f"documents_indexing_passages_per_s: {statistics.median(ours):.1f} through index() "
        f"vs {statistics.median(raws):.1f} raw /v1/embeddings on the same {len(texts)} "
        f"passages (ratio {ratio:.3f}, median of {INDEX_ROUNDS} interleaved pairs; target "
        f"ratio >= {THROUGHPUT_TARGET})"
    ]


FIRST_TOKEN_ROUNDS = 7
FIRST_TOKEN_CONTEXT = 4096
FIRST_TOKEN_QUESTION = "What does the note say about the boathouse key?"


def _first_token_ms(session: ChatSession, retriever: Retriever | None) -> float:
    """Send to first answer text, one new chat (so no earlier turn is in the cache)."""
    session.retriever = retriever
    settings = ChatSettings("You are a helpful assistant.",
                            SamplingOptions(temperature=0.0, seed=7, max_tokens=8))
    began = time.perf_counter()
    first: float | None = None
    for event in session.run(SendMessage(None, FIRST_TOKEN_QUESTION, (), settings),
                             threading.Event()):
        if first is None and isinstance(event, TextArrived):
            first = time.perf_counter()
        if isinstance(event, TurnFailed):
            raise RuntimeError(f"the turn failed: {event.message}")
    if first is None:
        raise RuntimeError("the answer had no text")
    return (first - began) * 1000.0


def bench_documents_first_token() -> list[str]:
    """First token of an answer in a chat with a library (64 files, 192 passages; the
    question searched, the passages put before it) against the same question in a chat
    with none: the real starter model and all-MiniLM-L6-v2, rounds interleaved. The
    added time is the search (embedding the question, both searches, fusion) and the
    model reading the passages; the search alone is printed beside it."""
    from desktop.bootstrap.embedding_model import ensure_embedding_model
    from desktop.core.host.documents_host import DocumentsHost
    from desktop.core.models.starter_model import find_starter_model
    from desktop.core.runtime.discovery import find_runtime
    from tests.support.raw_server import start_raw_server

    try:
        server_path = find_runtime().server_path
        embedding_model = ensure_embedding_model()
        chat_model = find_starter_model()
        assert chat_model is not None, "the starter model is not installed"
    except Exception as error:  # a benchmark without its runtime or models says so
        return [f"documents_first_token: skipped ({error})"]
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-") as name:
        folder = Path(name)
        (folder / "files").mkdir()
        _write_files(folder / "files")
        documents = DocumentsHost(DocumentStore(folder / "index.sqlite3"),
                                  lambda: embedding_model)
        try:
            documents.add("bench", [folder / "files"])
            documents.update("bench")
            retriever = documents.retriever(["bench"])
            with start_raw_server(server_path, chat_model, folder / "logs",
                                  context=FIRST_TOKEN_CONTEXT) as server, \
                    ChatClient(server.base_url, server.api_key) as client, \
                    ConversationStore(folder / "chats.sqlite3") as chats:
                session = ChatSession(DirectStore(chats), client, context=FIRST_TOKEN_CONTEXT)
                _first_token_ms(session, retriever)  # warm: imports, both servers, caches
                _first_token_ms(session, None)
                searches = []
                for _ in range(FIRST_TOKEN_ROUNDS):
                    began = time.perf_counter()
                    retriever(FIRST_TOKEN_QUESTION)
                    searches.append((time.perf_counter() - began) * 1000.0)
                without, with_library = interleaved_medians(
                    FIRST_TOKEN_ROUNDS,
                    lambda: _first_token_ms(session, None),
                    lambda: _first_token_ms(session, retriever),
                )
        finally:
            documents.shut_down()
    return [
        f"documents_first_token_added_ms: {with_library - without:.0f} ms added to the "
        f"first token by a library ({with_library:.0f} ms with 64 files vs {without:.0f} ms "
        f"without; of it the search {statistics.median(searches):.0f} ms, the rest the "
        f"model reading the passages; medians of {FIRST_TOKEN_ROUNDS} interleaved rounds, "
        f"ratio {with_library / without:.2f})"
    ]




RERANK_ROUNDS = 5


def bench_documents_rerank() -> list[str]:
    """Search latency with a reranking model vs without, for the record: the same
    library (the indexing benchmark's 64 files), the same questions, the real embedding
    model through its server both ways; reranked, the fused first 25 also go through a
    reranking server. The reranker is the tests' tiny random-weight one (a real one,
    bge-reranker-v2-m3, has 568M parameters to the tiny one's ~1M): the figure is the
    plumbing's cost (a request, 25 pairs), not a real model's."""
    from desktop.bootstrap.embedding_model import ensure_embedding_model
    from desktop.core.host.documents_host import DocumentsHost
    from desktop.core.settings import Settings
    from tests.support.tiny_reranker import write_tiny_reranker

    try:
        model = ensure_embedding_model()
    except Exception as error:  # a benchmark without its model says so
        return [f"documents_rerank: skipped ({error})"]
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-") as name:
        folder = Path(name)
        (folder / "files").mkdir()
        _write_files(folder / "files")
        reranker_path = write_tiny_reranker(model, folder / "tiny-reranker.gguf")
        host = DocumentsHost.for_settings(Settings(reranking_model=str(reranker_path)),
                                          index_path=folder / "index.sqlite3", model=model)
        try:
            host.add("bench", [folder / "files"])
            host.update("bench")
            embedder, reranker = host.embedder(), host.reranker()
            assert reranker is not None

            def plain() -> float:
                return _search_ms(lambda question: search(host.store, "bench", question,
                                                          embedder, top=5))

            def reranked() -> float:
                return _search_ms(lambda question: search(host.store, "bench", question,
                                                          embedder, top=5, reranker=reranker))

            plain(), reranked()  # warm both servers and the vectors alike
            without, with_rerank = interleaved_medians(RERANK_ROUNDS, plain, reranked)
        finally:
            host.shut_down()
    return [
        f"documents_search_rerank_ms: {with_rerank:.1f} reranked (25 candidates, tiny "
        f"reranker) vs {without:.1f} without, per question with its embedding request "
        f"(+{with_rerank - without:.1f} ms; median of {RERANK_ROUNDS} interleaved rounds of "
        f"{len(QUESTIONS)} questions; for the record, no target)"
    ]


def _search_ms(one: Callable[[str], object]) -> float:
    began = time.perf_counter()
    for question in QUESTIONS:
        one(question)
    return (time.perf_counter() - began) * 1000 / len(QUESTIONS)


BENCHMARKS: dict[str, Callable[[], list[str]]] = {
    "documents_search": bench_documents_search,
    "documents_indexing": bench_documents_indexing,
    "documents_first_token": bench_documents_first_token,
    "documents_rerank": bench_documents_rerank,
}
