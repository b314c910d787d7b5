"""What turns passages into vectors: anything with a model name, a vector size and
``embed``; and the real one, ``HttpEmbedder``, which the host builds around the
embedding server (llama-server's OpenAI-style ``POST /v1/embeddings``)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt

from desktop.core.documents.errors import (
    EmbeddingError,
    EmbeddingProblem,
    EmbeddingServerGoneError,
)

if TYPE_CHECKING:
    import httpx

Vectors = npt.NDArray[np.float32]


class Embedder(Protocol):
    """Turns texts into unit-length vectors, one row per text, in order."""

    @property
    def model_name(self) -> str:
        """The model's name, stored with a library: another name means embedding again."""
        ...

    @property
    def dimensions(self) -> int:
        """The length of each vector."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """An (n, dimensions) float32 array of unit vectors for n texts. Raises
        EmbeddingError in words."""
        ...


def normalized(vectors: npt.ArrayLike) -> Vectors:
    """Rows scaled to unit length (float32, C-ordered), so that a dot product is the
    cosine; an all-zero row stays zero rather than becoming NaN."""
    array = np.array(vectors, dtype=np.float32, ndmin=2, order="C")
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    np.divide(array, norms, out=array, where=norms > 0)
    return array


# Texts per request: the server spreads one request's texts over its slots and computes
# them together, so a large batch keeps every slot busy; 64 passages of ~250 tokens are
# well within what one request may carry.
BATCH_SIZE = 64
# Generous: a busy two-core machine takes seconds for a batch of long passages.
TIMEOUT_S = 300.0


class LoopbackHttp:
    """One connection pool to a side server on this computer (the embedding or the
    reranking model), opened on first use, behind the server's key. Thread-safe."""

    def __init__(self, base_url: str, api_key: str, timeout: float) -> None:
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._timeout = timeout
        self._lock = threading.Lock()
        self._client: httpx.Client | None = None

    def client(self) -> httpx.Client:
        import httpx  # deferred: importing it costs the window's start ~70 ms

        with self._lock:
            if self._client is None:
                # trust_env=False: a proxy from the environment must never see local
                # traffic; the server is plain http on loopback, so no TLS to verify.
                self._client = httpx.Client(
                    base_url=self.base_url, timeout=self._timeout, trust_env=False,
                    verify=False, headers={"Authorization": f"Bearer {self._api_key}"},
                )
            return self._client

    def close(self) -> None:
        """Close the connections; a later request opens new ones."""
        with self._lock:
            client, self._client = self._client, None
        if client is not None:
            client.close()


class HttpEmbedder:
    """Embeds through a running llama-server started with ``--embedding``. Safe to use
    from several threads (one connection pool); ``close`` when done."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        model_name: str,
        dimensions: int | None = None,
        *,
        batch_size: int = BATCH_SIZE,
        timeout: float = TIMEOUT_S,
    ) -> None:
        self._http = LoopbackHttp(base_url, api_key, timeout)
        self._model_name = model_name
        self._dimensions = dimensions
        self._batch_size = max(1, batch_size)

    @property
    def model_name(self) -> str:
        return self._model_name

    @property
    def dimensions(self) -> int:
        """The vectors' length: given by the host, else asked of the server once."""
        if self._dimensions is None:
            self._dimensions = int(self.embed(["dimensions"]).shape[1])
        return self._dimensions

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Unit vectors for ``texts``, ``batch_size`` per request. Raises
        EmbeddingServerGoneError when the server does not answer, EmbeddingError when
        it refuses."""
        if not texts:
            return np.zeros((0, self._dimensions or 0), dtype=np.float32)
        parts = [self._post(list(texts[start:start + self._batch_size]))
                 for start in range(0, len(texts), self._batch_size)]
        vectors = parts[0] if len(parts) == 1 else np.concatenate(parts)
        if self._dimensions is None:
            self._dimensions = int(vectors.shape[1])
        elif vectors.shape[1] != self._dimensions:
            raise EmbeddingError(
                f"The embedding model {self._model_name} gave vectors of "
                f"{vectors.shape[1]} numbers where {self._dimensions} were expected.",
                problem=EmbeddingProblem.NOT_UNDERSTOOD, model=self._model_name,
            )
        return vectors

    def _post(self, texts: list[str]) -> Vectors:
        import httpx

        payload = {"input": texts, "model": self._model_name, "encoding_format": "float"}
        try:
            answer = self._http.client().post("/v1/embeddings", json=payload)
        except httpx.TransportError as error:  # a TimeoutException is one too
            if isinstance(error, httpx.TimeoutException):
                problem = EmbeddingProblem.TIMED_OUT
                why = (f"The embedding model {self._model_name} took too long to answer. "
                       "Try again; if it keeps happening, restart LlamaDesk.")
            else:
                problem = EmbeddingProblem.STOPPED
                why = (f"The embedding model {self._model_name} is not running any more. "
                       "Start it again to go on (indexing resumes where it stopped).")
            raise EmbeddingServerGoneError(why, details=repr(error), problem=problem,
                                           model=self._model_name) from error
        if answer.status_code in (401, 403):
            raise EmbeddingError(
                f"The embedding model {self._model_name} refused the app's key.",
                details=answer.text[:2000], problem=EmbeddingProblem.KEY_REFUSED,
                model=self._model_name, status=answer.status_code,
            )
        if answer.status_code != 200:
            raise EmbeddingError(
                f"The embedding model {self._model_name} could not embed the text "
                f"({_server_message(answer)}).",
                details=answer.text[:2000], problem=EmbeddingProblem.REFUSED,
                model=self._model_name, status=answer.status_code,
                server_words=_server_words(answer),
            )
        return _vectors(answer.json(), len(texts), self._model_name)

    def close(self) -> None:
        """Close the connections; a later ``embed`` opens new ones."""
        self._http.close()

    def __enter__(self) -> HttpEmbedder:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def _server_message(answer: httpx.Response) -> str:
    return _server_words(answer) or f"the server answered {answer.status_code}"


def _server_words(answer: httpx.Response) -> str:
    """The server's own reason for refusing, as it wrote it ("" when it gave none)."""
    try:
        message = answer.json()["error"]["message"]
    except (ValueError, KeyError, TypeError):
        message = ""
    return str(message).strip()


def _vectors(body: Any, count: int, model_name: str) -> Vectors:
    """The answer's vectors in the order of the texts sent; the server's ``index``
    fields say which text each is for."""
    try:
        rows = sorted(body["data"], key=lambda row: int(row["index"]))
        vectors = normalized([row["embedding"] for row in rows])
    except (KeyError, TypeError, ValueError) as error:
        raise EmbeddingError(
            f"The embedding model {model_name} sent an answer the app does not understand.",
            details=repr(error), problem=EmbeddingProblem.NOT_UNDERSTOOD, model=model_name,
        ) from error
    if vectors.shape[0] != count or vectors.ndim != 2 or vectors.shape[1] == 0:
        raise EmbeddingError(
            f"The embedding model {model_name} sent {vectors.shape[0]} vectors for "
            f"{count} texts.", problem=EmbeddingProblem.NOT_UNDERSTOOD, model=model_name,
        )
    return vectors
