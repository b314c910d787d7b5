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

import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.host.embedding_host import (
    ServerEndpoint,
    SideModelHost,
    embedding_launch_options,
)
from desktop.core.models.embedding_models import is_reranking_model
from desktop.core.models.gguf import read_gguf
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server import LlamaServer


class NotARerankingModelError(LlamaDeskError):
    """The file is a model, but not one that scores passages against a question."""


# A running reranking server: where to send a question and its passages.
RerankingEndpoint = ServerEndpoint


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


class RerankingHost(SideModelHost[ServerEndpoint]):
    """Starts, keeps and stops the one reranking server."""

    what = "reranking model"

    def __init__(self, runtime_for_load: Callable[[], Runtime]) -> None:
        super().__init__(runtime_for_load, "The app is closing; passages are not reranked now.")

    def start(self, model_path: Path, *, cancel: threading.Event | None = None,
              ) -> ServerEndpoint:
        """The reranking server for ``model_path``, started unless it already runs.
        Another model replaces the one running. Raises LlamaDeskError in words."""

        def prepare() -> tuple[LaunchOptions, Callable[[LlamaServer], ServerEndpoint]]:
            options = reranking_launch_options(model_path)
            return options, lambda server: ServerEndpoint(
                server.base_url, server.api_key, model_path, model_path.stem)

        return self._start(model_path, prepare, cancel=cancel, on_log=None)
