"""Searching a library by the words a person typed and by what they mean, the two
lists fused by reciprocal rank: a passage near the top of either comes up."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from desktop.core.documents.embedder import Embedder
from desktop.core.documents.keyword_query import keyword_query
from desktop.core.documents.model_match import require_same_model
from desktop.core.documents.reranker import Reranker, RerankingError
from desktop.core.documents.store import DocumentStore

# How many of each list are fused: deep enough that a passage ranked modestly by both
# still beats one ranked first by only one.
CANDIDATES = 50
# A keyword match scoring under this share of the best one is left out: it matched
# only words that most passages have ("INV" in INV-0137 when every note has an INV
# code), which says nothing, yet would outrank by fusion the one passage that has them
# all.
KEYWORD_FLOOR = 0.2
# The usual constant of reciprocal rank fusion (Cormack et al., 2009): it keeps the
# first few ranks from dominating.
RRF_K = 60
# Fused candidates a reranking model reads (each with the question): enough that a
# passage both lists placed modestly can still come up, few enough to take under a
# second or two on a processor.
RERANK_CANDIDATES = 25


@dataclass(frozen=True)
class Hit:
    """A passage found: where it is (file, page from 1 or None, heading path), its
    text, its fused score (higher is better), and its ranks in each list (None: not in
    that list's first ``CANDIDATES``)."""

    chunk_id: int
    file: Path
    page: int | None
    heading: str
    text: str
    score: float
    keyword_rank: int | None
    meaning_rank: int | None
    rerank_score: float | None = None  # the reranking model's, where one ordered them

    @property
    def order(self) -> tuple[int, float]:
        """Sort key, best first, for hits from several libraries: reranked ones by the
        reranking model's score, else by the fused score."""
        if self.rerank_score is not None:
            return (0, -self.rerank_score)
        return (1, -self.score)


def _meaning_ranks(store: DocumentStore, library_name: str, query: str,
                   embedder: Embedder, limit: int) -> list[int]:
    library = store.library(library_name)
    if library.model_name is None:
        return []  # never indexed: no vectors to compare with
    require_same_model(library, embedder)
    ids, matrix = store.vector_matrix(library)
    if ids.size == 0:
        return []
    question = embedder.embed([query])[0]
    scores = matrix @ question
    count = min(limit, ids.size)
    best = np.argpartition(-scores, count - 1)[:count]
    # Ties (identical passages) in id order, so results never shuffle between runs.
    order = best[np.lexsort((ids[best], -scores[best]))]
    return [int(ids[i]) for i in order]


def search(
    store: DocumentStore,
    library_name: str,
    query: str,
    embedder: Embedder | None,
    top: int = 5,
    reranker: Reranker | None = None,
    on_note: Callable[[str], None] | None = None,
) -> list[Hit]:
    """The ``top`` passages for ``query``, best first. Without an embedder, keyword
    search alone. With a reranker, the fused first ``RERANK_CANDIDATES`` are ordered by
    it (a failing one leaves the fused order and says so to ``on_note``, never raises).
    Raises EmbeddingModelChangedError when the library's vectors come from another
    model, EmbeddingError when the embedder fails."""
    if top <= 0 or not query.strip():
        return []
    library = store.library(library_name)
    words = keyword_query(query)
    matches = (store.keyword_matches(library, words, CANDIDATES, keep_common=embedder is None)
               if words else [])
    best_score = matches[0][1] if matches else 0.0
    keyword = [chunk_id for chunk_id, score in matches if score >= best_score * KEYWORD_FLOOR]
    meaning = (_meaning_ranks(store, library_name, query, embedder, CANDIDATES)
               if embedder is not None else [])
    scores: dict[int, float] = {}
    keyword_ranks = {chunk_id: rank for rank, chunk_id in enumerate(keyword, start=1)}
    meaning_ranks = {chunk_id: rank for rank, chunk_id in enumerate(meaning, start=1)}
    for ranks in (keyword_ranks, meaning_ranks):
        for chunk_id, rank in ranks.items():
            scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank)
    # A tie goes to the passage holding the words typed (a code, a name): a person can
    # see why it was found. Then by id, so results never shuffle between runs.
    kept = max(top, RERANK_CANDIDATES) if reranker is not None else top
    best = sorted(scores, key=lambda chunk_id: (
        -scores[chunk_id], keyword_ranks.get(chunk_id, CANDIDATES + 1), chunk_id))[:kept]
    found = store.passages(best)
    hits = [
        Hit(chunk_id, found[chunk_id].path, found[chunk_id].page, found[chunk_id].heading,
            found[chunk_id].text, scores[chunk_id], keyword_ranks.get(chunk_id),
            meaning_ranks.get(chunk_id))
        for chunk_id in best if chunk_id in found
    ]
    if reranker is None:
        return hits
    return rerank(hits, query, reranker, top, on_note)


def rerank(hits: list[Hit], query: str, reranker: Reranker, top: int,
           on_note: Callable[[str], None] | None = None) -> list[Hit]:
    """The ``top`` of ``hits`` in the reranker's order (a tie keeps the fused order);
    where it fails, the fused order, and a sentence to ``on_note``: a question is
    still answered from what search found."""
    if len(hits) <= 1:
        return hits[:top]
    try:
        scores = reranker.scores(query, [hit.text for hit in hits])
    except RerankingError as error:
        if on_note is not None:
            on_note(f"{error.message} The passages are in the order search found them.")
        return hits[:top]
    order = sorted(range(len(hits)), key=lambda index: (-scores[index], index))
    return [replace(hits[index], rerank_score=scores[index]) for index in order[:top]]
