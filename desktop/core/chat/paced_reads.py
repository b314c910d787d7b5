"""Reading a streamed answer a few times a second instead of once per token.

llama-server writes one small event per token. Read as it comes, every token wakes
the reading thread and runs the HTTP layers' Python for one socket read: measured on
2 cores with the starter model (~160 tokens/s), a bare httpx read of an answer spent
~30 ms of CPU per second of streaming, time the model's own threads lose on a machine
whose cores they all use. Reading at most every 50 ms (each read taking all that
arrived meanwhile) spent ~7 ms: the same text, 30-36 reads instead of ~260. The app
reads every ``client.PACED_READ_INTERVAL_S``.

The pacing sits under httpx, in the network stream (an httpcore network backend of the
pool ``network_streams.PoolTransport`` sends through), so
each read is one ``recv`` that drains what the kernel holds. It starts only when the
reader says so (``start_pacing``, after the answer's first token): until then the
prompt is still being read and the first token must be shown the moment it comes.
A wait ends early when the server hangs up (``wait_unless_closed``): read an interval
late, the end of every answer came ~25 ms late on average, 1.5% of a 256-token answer
on 2 cores (tests/perf/run.py --only gui_tokens_per_second).
"""

from __future__ import annotations

import select
import socket
import time
from collections.abc import Callable
from typing import Any

import httpcore
from httpcore import SyncBackend

from desktop.core.network_streams import ForwardingBackend, ForwardingStream, PoolTransport


def wait_unless_closed(seconds: float, sock: object) -> None:
    """Wait ``seconds``, or less if the connection is closed meanwhile: the server
    closes it once the answer is all sent (the request says "Connection: close"), so
    the answer's end is read at once, not up to an interval late; a cancel, which
    shuts the socket down, ends the wait too. Where ``poll`` cannot see a hang-up
    (Windows), a plain sleep."""
    hang_up = getattr(select, "POLLRDHUP", None)
    if not isinstance(sock, socket.socket) or hang_up is None or not hasattr(select, "poll"):
        time.sleep(seconds)
        return
    poller = select.poll()
    poller.register(sock, hang_up)
    poller.poll(seconds * 1000.0)


class _Pace:
    """When the next read may happen (None: not pacing yet); shared by a connection's
    plain and TLS streams, which the one thread reading the answer uses."""

    def __init__(
        self,
        interval_s: float,
        clock: Callable[[], float] = time.monotonic,
        wait: Callable[[float, object], None] = wait_unless_closed,
    ) -> None:
        self.interval_s = interval_s
        self.clock = clock
        self.wait = wait
        self.next_read: float | None = None

    def start(self) -> None:
        if self.next_read is None:
            self.next_read = self.clock() + self.interval_s

    def wait_turn(self, sock: object) -> None:
        """Wait until the next read is due (``sock``: the connection's socket)."""
        if self.next_read is not None and (wait := self.next_read - self.clock()) > 0:
            self.wait(wait, sock)

    def read_done(self) -> None:
        if self.next_read is not None:
            self.next_read = self.clock() + self.interval_s


class PacedStream(ForwardingStream, httpcore.NetworkStream):
    """A network stream whose reads, once pacing starts, are ``interval_s`` apart."""

    def __init__(self, inner: httpcore.NetworkStream, pace: _Pace) -> None:
        super().__init__(inner)
        self._pace = pace

    def start_pacing(self) -> None:
        self._pace.start()

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        self._pace.wait_turn(self._inner.get_extra_info("socket"))
        try:
            return super().read(max_bytes, timeout)
        finally:
            self._pace.read_done()

    def wrapping(self, inner: Any) -> PacedStream:
        return PacedStream(inner, self._pace)


class PacedBackend(ForwardingBackend, httpcore.NetworkBackend):
    """httpcore's own synchronous backend, its streams paced (see ``PacedStream``)."""

    def __init__(self, interval_s: float) -> None:
        super().__init__(SyncBackend())
        self._interval_s = interval_s

    def wrapping(self, stream: Any) -> PacedStream:
        return PacedStream(stream, _Pace(self._interval_s))


def paced_transport(interval_s: float) -> PoolTransport:
    """An httpx transport whose connections read at most every ``interval_s`` once
    their reader starts pacing (``PacedStream.start_pacing``, on the stream httpcore's
    ``trace`` extension reports at "connection.connect_tcp.complete"). It builds no TLS
    context up front (~17 ms of CPU, its CA bundle parsed): httpcore makes its verifying
    default when an https connection first needs it."""
    return PoolTransport(PacedBackend(interval_s))
