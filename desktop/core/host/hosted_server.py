"""One llama-server a host keeps beside the chat model (the embedding model, the
listening model): started on first need, replaced by another, stopped at exit.

The guarantees are ``LlamaServer``'s (a child that dies with the app, recorded for the
orphan sweep, on loopback behind a fresh key); this holds the one that runs and what
it was started for, and refuses new starts once the app is closing. ``stop`` and
``shut_down`` may come from any thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.server import LlamaServer

EndpointT = TypeVar("EndpointT")


class HostedServer(Generic[EndpointT]):
    """The running server and its endpoint (what the host hands out)."""

    def __init__(self, closing_error: Callable[[], LlamaDeskError]) -> None:
        # ``closing_error``: what a start says once the app is closing.
        self._closing_error = closing_error
        self._lock = threading.Lock()
        self._server: LlamaServer | None = None
        self._endpoint: EndpointT | None = None
        self._closing = threading.Event()

    @property
    def endpoint(self) -> EndpointT | None:
        """The running server's endpoint; None when none runs (or it died)."""
        with self._lock:
            server, endpoint = self._server, self._endpoint
        return endpoint if server is not None and server.is_running() else None

    def check_open(self) -> None:
        """Raises the closing error once ``shut_down`` was called."""
        if self._closing.is_set():
            raise self._closing_error()

    def keep(self, server: LlamaServer, endpoint: EndpointT) -> EndpointT:
        """Hold ``server`` (started) as the one that runs; stopped at once, with the
        closing error, when the app began closing while it started."""
        with self._lock:
            kept = not self._closing.is_set()
            if kept:
                self._server, self._endpoint = server, endpoint
        if not kept:
            server.stop()
            raise self._closing_error()
        return endpoint

    def stop(self) -> None:
        """Stop the server, if one runs."""
        with self._lock:
            server, self._server, self._endpoint = self._server, None, None
        if server is not None:
            server.stop()

    def shut_down(self) -> None:
        """Refuse new starts and stop the server now. Thread-safe; at app exit."""
        self._closing.set()
        self.stop()
