"""Stopping a streamed request from another thread: on cancel, or at a deadline.

Shutting the request's socket down unblocks the reading thread at any moment, even
while llama-server is still reading a long prompt and has sent nothing, and tells the
server to drop the task.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Mapping
from typing import Literal

# How often the watcher looks at the deadline; a cancel wakes it at once.
_WATCH_INTERVAL_S = 0.05


class RequestAbort:
    """Shuts a request's socket down from another thread, even before it exists.

    httpx offers no way to interrupt a request that is still waiting for response
    headers (llama-server sends none until the prompt is processed), so we take the
    socket from httpcore's documented ``trace`` extension when it connects.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._socket: socket.socket | None = None
        self.reason: Literal["cancel", "time_limit"] | None = None

    def trace(self, event_name: str, info: Mapping[str, object]) -> None:
        if event_name != "connection.connect_tcp.complete":
            return
        stream = info.get("return_value")
        get_extra_info = getattr(stream, "get_extra_info", None)
        sock = get_extra_info("socket") if get_extra_info is not None else None
        if not isinstance(sock, socket.socket):
            return
        with self._lock:
            self._socket = sock
            aborted = self.reason is not None
        if aborted:
            self._shutdown(sock)

    def abort(self, reason: Literal["cancel", "time_limit"]) -> None:
        with self._lock:
            if self.reason is not None:
                return
            self.reason = reason
            sock = self._socket
        if sock is not None:
            self._shutdown(sock)

    @staticmethod
    def _shutdown(sock: socket.socket) -> None:
        # An OSError means it is already closed: nothing left to interrupt.
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


def watch_request(
    abort: RequestAbort,
    done: threading.Event,
    cancel: threading.Event | None,
    deadline: float | None,
) -> None:
    """Abort the request on cancel or at the deadline; return once the stream is done."""
    waiter = cancel if cancel is not None else done
    while not done.is_set():
        timeout = _WATCH_INTERVAL_S
        if deadline is not None:
            timeout = max(0.0, min(timeout, deadline - time.monotonic()))
        if waiter.wait(timeout) and cancel is not None and cancel.is_set():
            abort.abort("cancel")
            return
        if deadline is not None and time.monotonic() >= deadline and not done.is_set():
            abort.abort("time_limit")
            return
