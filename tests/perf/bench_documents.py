"""Document libraries: search latency on 10,000 passages against its 100 ms target, and
indexing throughput (passages/s through ``index``) against the same passages sent
straight to ``/v1/embeddings``.

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
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import httpx
import numpy as np

from desktop.core.documents.embedder import HttpEmbedder, Vectors, normalized
from desktop.core.documents.indexing import BATCH_SIZE, index
from desktop.core.documents.passages import Passage, split_passages
from desktop.core.documents.readers import read_document
from desktop.core.documents.search import search
from desktop.core.documents.store import DocumentStore, FileContent

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


BENCHMARKS: dict[str, Callable[[], list[str]]] = {
    "documents_search": bench_documents_search,
    "documents_indexing": bench_documents_indexing,
}
