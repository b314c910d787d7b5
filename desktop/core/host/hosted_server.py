"""One llama-server a host keeps beside the chat model (the embedding model, the
listening model): started on first need, replaced by another, stopped at exit.

The guarantees are ``LlamaServer``'s (a child that dies with the app, recorded for the
orphan sweep, on loopback behind a fresh key); this holds the one that runs and what
it was started for, and refuses new starts once the app is closing. ``stop`` and
``shut_down`` may come from any thread.

A host may ask for an idle stop: the server is stopped once nothing has used it for
that long (the memory it holds goes back to the chat model and the rest of the
computer), never while a request is in flight (``in_use``); the host starts it again
on the next need. The check runs on a timer thread.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.server import LlamaServer

EndpointT = TypeVar("EndpointT")
_log = logging.getLogger(__name__)


class HostedServer(Generic[EndpointT]):
    """The running server and its endpoint (what the host hands out)."""

    def __init__(
        self, closing_error: Callable[[], LlamaDeskError], *, idle_stop_s: float | None = None
    ) -> None:
        # ``closing_error``: what a start says once the app is closing. ``idle_stop_s``:
        # stop the server once unused this long (None: keep it until stopped).
        self._closing_error = closing_error
        self._idle_stop_s = idle_stop_s
        self._lock = threading.Lock()
        self._server: LlamaServer | None = None
        self._endpoint: EndpointT | None = None
        self._closing = threading.Event()
        self._users = 0
        self._last_used = time.monotonic()
        self._timer: threading.Timer | None = None

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
                self._used_now()
        if not kept:
            server.stop()
            raise self._closing_error()
        return endpoint

    @contextmanager
    def in_use(self) -> Iterator[None]:
        """Around each request: the idle stop waits for it, and counts from its end."""
        with self._lock:
            self._users += 1
        try:
            yield
        finally:
            with self._lock:
                self._users -= 1
                self._used_now()

    def _used_now(self) -> None:
        # Under the lock. One timer at a time, re-armed by each use.
        self._last_used = time.monotonic()
        if self._idle_stop_s is None or self._server is None:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer = threading.Timer(self._idle_stop_s, self._stop_if_idle)
        self._timer.name = "llamadesk-idle-stop"
        self._timer.daemon = True
        self._timer.start()

    def _stop_if_idle(self) -> None:
        assert self._idle_stop_s is not None
        with self._lock:
            server = self._server
            idle = time.monotonic() - self._last_used
            # A timer cancelled too late still runs: the last use decides.
            if server is None or self._users or idle < self._idle_stop_s * 0.99:
                return
            self._server, self._endpoint, self._timer = None, None, None
        _log.info("stopping an idle model after %.0f s unused", idle)
        server.stop()

    def stop(self) -> None:
        """Stop the server, if one runs."""
        with self._lock:
            server, self._server, self._endpoint = self._server, None, None
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
        if server is not None:
            server.stop()

    def shut_down(self) -> None:
        """Refuse new starts and stop the server now. Thread-safe; at app exit."""
        self._closing.set()
        self.stop()
