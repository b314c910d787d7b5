"""The reranking model: a llama-server that scores how well a passage answers a question.

Search fuses keyword and meaning matches; a reranking model (a cross-encoder such as
bge-reranker-v2-m3, whose header pools by "rank") reads the question and each candidate
passage together and scores the pair, which orders the last few candidates better than
either list alone. It is optional: only when the user chose one in Settings.

It is one more hosted model with the embedding server's guarantees (``HostedServer``
over ``LlamaServer``: a child that dies with the app, recorded for the orphan sweep, on
loopback behind a fresh key), started on first need, on the processor, with llama.cpp's
``--reranking`` (``/v1/rerank``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.host.embedding_host import embedding_launch_options, start_server
from desktop.core.host.hosted_server import HostedServer
from desktop.core.models.embedding_models import is_reranking_model
from desktop.core.models.gguf import read_gguf
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.launch import LaunchOptions

_log = logging.getLogger(__name__)


class NotARerankingModelError(LlamaDeskError):
    """The file is a model, but not one that scores passages against a question."""


@dataclass(frozen=True)
class RerankingEndpoint:
    """A running reranking server: where to send a question and its passages."""

    base_url: str
    api_key: str
    model_path: Path
    model_name: str


def reranking_launch_options(model_path: Path) -> LaunchOptions:
    """How the reranking server starts: as the embedding server does (a question and a
    passage make one text, up to the model's length), pooled by rank, ``--reranking``.
    Raises NotARerankingModelError for another kind of model."""
    info = read_gguf(model_path)
    if not is_reranking_model(info):
        raise NotARerankingModelError(
            f"{model_path.name} is not a reranking model (its header does not score "
            "passages against a question). Choose one such as bge-reranker-v2-m3, or "
            "\u201cnone\u201d.")
    options = embedding_launch_options(model_path, info, "rank")
    return replace(options, extra_args=(*options.extra_args, "--reranking"))


class RerankingHost:
    """Starts, keeps and stops the one reranking server."""

    def __init__(self, runtime_for_load: Callable[[], Runtime]) -> None:
        self._runtime_for_load = runtime_for_load
        self._hosted: HostedServer[RerankingEndpoint] = HostedServer(
            lambda: LlamaDeskError("The app is closing; passages are not reranked now."))

    @property
    def endpoint(self) -> RerankingEndpoint | None:
        return self._hosted.endpoint

    def start(self, model_path: Path, *, cancel: threading.Event | None = None,
              ) -> RerankingEndpoint:
        """The reranking server for ``model_path``, started unless it already runs.
        Another model replaces the one running. Raises LlamaDeskError in words."""
        current = self.endpoint
        if current is not None and current.model_path == model_path:
            return current
        self.stop()
        self._hosted.check_open()
        options = reranking_launch_options(model_path)
        server = start_server(self._runtime_for_load(), options, cancel=cancel, on_log=None,
                              what="reranking model")
        endpoint = RerankingEndpoint(server.base_url, server.api_key, model_path,
                                     model_path.stem)
        self._hosted.keep(server, endpoint)
        _log.info("reranking model %s ready", model_path.name)
        return endpoint

    def stop(self) -> None:
        self._hosted.stop()

    def shut_down(self) -> None:
        """Refuse new starts and stop the server now. Thread-safe; at app exit."""
        self._hosted.shut_down()
