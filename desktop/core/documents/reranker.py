"""What scores passages against a question: anything with ``scores``; and the real one,
``HttpReranker``, around a reranking server (llama-server's ``POST /v1/rerank``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from desktop.core.documents.embedder import LoopbackHttp
from desktop.core.errors import LlamaDeskError

if TYPE_CHECKING:
    pass

# A reranking model reads each passage with the question: ~25 passages of ~250 tokens
# on a busy two-core machine take seconds; longer than this, the fused order is kept.
TIMEOUT_S = 60.0


class RerankingError(LlamaDeskError):
    """The reranking model did not score the passages (gone, refused, a strange answer)."""


class Reranker(Protocol):
    @property
    def model_name(self) -> str: ...

    def scores(self, query: str, texts: Sequence[str]) -> list[float]:
        """One score per text, in the texts' order (higher: answers ``query`` better).
        Raises RerankingError in words."""
        ...


class HttpReranker:
    """Scores through a llama-server started with ``--reranking``. Thread-safe."""

    def __init__(self, base_url: str, api_key: str, model_name: str, *,
                 timeout: float = TIMEOUT_S) -> None:
        # Loopback, behind the server's key, no proxy from the environment: as the
        # embedder's.
        self._http = LoopbackHttp(base_url, api_key, timeout)
        self._model_name = model_name

    @property
    def model_name(self) -> str:
        return self._model_name

    @property
    def base_url(self) -> str:
        return self._http.base_url

    def scores(self, query: str, texts: Sequence[str]) -> list[float]:
        import httpx

        if not texts:
            return []
        payload = {"model": self._model_name, "query": query, "documents": list(texts),
                   "top_n": len(texts)}
        try:
            answer = self._http.client().post("/v1/rerank", json=payload)
        except httpx.TransportError as error:
            raise RerankingError(f"The reranking model {self._model_name} did not answer.",
                                 details=repr(error)) from error
        if answer.status_code != 200:
            raise RerankingError(
                f"The reranking model {self._model_name} could not score the passages "
                f"(the server answered {answer.status_code}).", details=answer.text[:2000])
        return _scores(answer.json(), len(texts), self._model_name)

    def close(self) -> None:
        self._http.close()


def _scores(body: Any, count: int, model_name: str) -> list[float]:
    """The answer's scores in the texts' order (the server sends them best first, each
    with the ``index`` of its text)."""
    try:
        by_index = {int(row["index"]): float(row["relevance_score"])
                    for row in body["results"]}
    except (KeyError, TypeError, ValueError) as error:
        raise RerankingError(f"The reranking model {model_name} sent an answer the app "
                             "does not understand.", details=repr(error)) from error
    if sorted(by_index) != list(range(count)):
        raise RerankingError(f"The reranking model {model_name} scored {len(by_index)} of "
                             f"{count} passages.")
    return [by_index[index] for index in range(count)]
