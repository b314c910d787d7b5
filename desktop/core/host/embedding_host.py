"""The embedding model: a llama-server that only turns text into vectors.

Documents find the passages that mean what a question means by comparing vectors an
embedding model makes (``--embedding``, ``/v1/embeddings``). It is one more hosted
model beside the chat model, with the same guarantees (a child that dies with the app,
recorded for the orphan sweep, on loopback behind a fresh key: ``LlamaServer`` gives
them all), started on first need and kept while documents are in use.

It runs on the processor: embedding models are small (all-MiniLM-L6-v2 is 45 MB) and
a card's memory is better left to the chat model, which the load plan gave all of it.

Threads: ``start``, ``stop`` and ``running`` come from one thread (the window's host
thread, or a command's main thread); ``shut_down`` may come from any thread, at exit.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from desktop.core.app_log import SAID_ELSEWHERE
from desktop.core.errors import LlamaDeskError
from desktop.core.host.hosted_server import HostedServer
from desktop.core.models.embedding_models import (
    NotAnEmbeddingModelError,
    Pooling,
    is_reranking_model,
    pooling_of,
)
from desktop.core.models.gguf import GGUFInfo, read_gguf
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.loader import child_environment
from desktop.core.runtime.server import LlamaServer

# Texts embedded side by side: a batch of passages is spread over this many slots,
# which llama-server computes in one pass (4 measured as the knee on 2 cores).
EMBEDDING_SLOTS = 4
# The longest text one slot takes, in tokens (the model's own limit when smaller). A
# non-causal model needs a whole text in one micro-batch, so this sizes that too.
MAX_TOKENS_PER_TEXT = 2048
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ServerEndpoint:
    """A running side server (embedding, reranking): where to send texts, and its model."""

    base_url: str
    api_key: str
    model_path: Path
    model_name: str  # what the index records: another model means embedding again


@dataclass(frozen=True)
class EmbeddingEndpoint(ServerEndpoint):
    """A running embedding server, with its vectors' size and longest text."""

    dimensions: int
    max_tokens_per_text: int


def embedding_model_info(model_path: Path) -> tuple[GGUFInfo, Pooling]:
    """Read ``model_path`` and check it makes vectors; raises LlamaDeskError in words."""
    info = read_gguf(model_path)
    pooling = pooling_of(info)
    if pooling is None or is_reranking_model(info):
        kind = "a reranking model" if is_reranking_model(info) else "a chat model"
        raise NotAnEmbeddingModelError(
            f"{model_path.name} is {kind}, not an embedding model. Documents need an "
            "embedding model such as all-MiniLM-L6-v2: search Discover for \"embedding\".",
            file_name=model_path.name, reranker=is_reranking_model(info),
        )
    return info, pooling


def embedding_launch_options(model_path: Path, info: GGUFInfo, pooling: Pooling) -> LaunchOptions:
    """How the embedding server starts: on the processor, ``EMBEDDING_SLOTS`` texts at a
    time, each up to the model's own length (at most ``MAX_TOKENS_PER_TEXT``)."""
    per_text = min(info.context_length or 512, MAX_TOKENS_PER_TEXT)
    batch = per_text * EMBEDDING_SLOTS
    return LaunchOptions(
        model_path=model_path,
        context=batch,
        gpu_layers=None,
        parallel=EMBEDDING_SLOTS,
        alias=model_path.stem,
        extra_args=("--embedding", "--pooling", pooling,
                    "--ubatch-size", str(batch), "--batch-size", str(batch)),
    )


def start_server(runtime: Runtime, options: LaunchOptions, *, cancel: threading.Event | None,
                 on_log: Callable[[str], None] | None, what: str) -> LlamaServer:
    """A side server (``what``: "embedding model", "reranking model") started with
    ``runtime``; raises LlamaDeskError in words, logged once here."""
    server = LlamaServer(runtime.server_path, options, env=child_environment(runtime, ()),
                         on_log=on_log)
    try:
        server.start(cancel=cancel)
    except LlamaDeskError as error:
        _log.warning("starting the %s %s failed: %s", what, options.model_path.name,
                     error.message, extra=SAID_ELSEWHERE)
        raise
    return server


EndpointT = TypeVar("EndpointT", bound=ServerEndpoint)


class SideModelHost(Generic[EndpointT]):
    """Starts, keeps and stops one side server (the embedding model, the reranking
    model) with ``HostedServer``'s guarantees; a subclass says how it starts."""

    what = "side model"  # in the log: "embedding model", "reranking model"

    def __init__(self, runtime_for_load: Callable[[], Runtime], closing_message: str) -> None:
        # Asked at each start, so a runtime picked in Settings meanwhile is used.
        self._runtime_for_load = runtime_for_load
        self._hosted: HostedServer[EndpointT] = HostedServer(
            lambda: LlamaDeskError(closing_message))

    @property
    def endpoint(self) -> EndpointT | None:
        """The server running now; None when none runs (or it died)."""
        return self._hosted.endpoint

    def _start(
        self,
        model_path: Path,
        prepare: Callable[[], tuple[LaunchOptions, Callable[[LlamaServer], EndpointT]]],
        *,
        cancel: threading.Event | None,
        on_log: Callable[[str], None] | None,
    ) -> EndpointT:
        """The server for ``model_path``, started unless it already runs (another model
        replaces the one running): ``prepare`` checks the model and gives the launch
        options and how to make the endpoint. Raises LlamaDeskError in words."""
        current = self.endpoint
        if current is not None and current.model_path == model_path:
            return current
        self.stop()
        self._hosted.check_open()
        options, endpoint_of = prepare()
        server = start_server(self._runtime_for_load(), options, cancel=cancel, on_log=on_log,
                              what=self.what)
        endpoint = endpoint_of(server)
        self._hosted.keep(server, endpoint)
        _log.info("%s %s ready", self.what, model_path.name)
        return endpoint

    def stop(self) -> None:
        """Stop the server, if one runs."""
        self._hosted.stop()

    def shut_down(self) -> None:
        """Refuse new starts and stop the server now. Thread-safe; at app exit."""
        self._hosted.shut_down()


class EmbeddingHost(SideModelHost[EmbeddingEndpoint]):
    """Starts, keeps and stops the one embedding server."""

    what = "embedding model"

    def __init__(self, runtime_for_load: Callable[[], Runtime]) -> None:
        super().__init__(runtime_for_load,
                         "The app is closing; documents cannot be searched now.")

    def start(
        self,
        model_path: Path,
        *,
        cancel: threading.Event | None = None,
        on_log: Callable[[str], None] | None = None,
    ) -> EmbeddingEndpoint:
        """The embedding server for ``model_path``, started unless it already runs.
        Another model replaces the one running. Raises LlamaDeskError in words."""

        def prepare() -> tuple[LaunchOptions, Callable[[LlamaServer], EmbeddingEndpoint]]:
            info, pooling = embedding_model_info(model_path)
            options = embedding_launch_options(model_path, info, pooling)
            return options, lambda server: EmbeddingEndpoint(
                base_url=server.base_url,
                api_key=server.api_key,
                model_path=model_path,
                model_name=model_path.stem,
                dimensions=info.embedding_length,
                max_tokens_per_text=options.context // EMBEDDING_SLOTS,
            )

        return self._start(model_path, prepare, cancel=cancel, on_log=on_log)
