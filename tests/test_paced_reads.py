"""Paced reading of a streamed answer: the pacing rules on their own (a recorded
clock, bytes handed out by a stand-in for the socket), and the paced client against
the real llama-server in tests/test_chat.py."""

from __future__ import annotations

import ssl
from collections.abc import Iterable

import httpcore
import httpx

from desktop.core.chat.paced_reads import PacedBackend, PacedStream, _Pace, paced_transport

INTERVAL_S = 0.05


class Clock:
    """Time that moves only when something sleeps, or the test says so."""

    def __init__(self) -> None:
        self.now = 100.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float, sock: object) -> None:
        assert sock == "socket info"  # the stream's socket, to see a hang-up
        self.sleeps.append(seconds)
        self.now += seconds


class Socket(httpcore.NetworkStream):
    """Hands out queued bytes; notes when each read happened."""

    def __init__(self, clock: Clock, chunks: Iterable[bytes] = ()) -> None:
        self.clock = clock
        self.chunks = list(chunks)
        self.read_at: list[float] = []
        self.tls_started = False

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        self.read_at.append(self.clock.now)
        return self.chunks.pop(0) if self.chunks else b""

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        pass

    def close(self) -> None:
        pass

    def start_tls(
        self, ssl_context: object, server_hostname: str | None = None, timeout: float | None = None
    ) -> httpcore.NetworkStream:
        self.tls_started = True
        return Socket(self.clock, self.chunks)

    def get_extra_info(self, info: str) -> object:
        return "socket info" if info == "socket" else None


def paced(clock: Clock, chunks: Iterable[bytes]) -> tuple[PacedStream, Socket]:
    socket = Socket(clock, chunks)
    return PacedStream(socket, _Pace(INTERVAL_S, clock, clock.wait)), socket


def test_reads_are_not_held_back_before_pacing_starts() -> None:
    # The prompt is still being read: the first token must come the moment it is sent.
    clock = Clock()
    stream, socket = paced(clock, [b"headers", b"first token"])
    assert stream.read(65536) == b"headers"
    clock.now += 0.001
    assert stream.read(65536) == b"first token"
    assert clock.sleeps == []
    assert socket.read_at == [100.0, 100.001]


def test_once_started_reads_are_an_interval_apart() -> None:
    clock = Clock()
    stream, socket = paced(clock, [b"a", b"b", b"c", b"d"])
    stream.read(65536)
    stream.start_pacing()
    stream.read(65536)  # waits the whole interval after the start
    clock.now += 0.02  # the reader spent 20 ms on what it got
    stream.read(65536)  # waits the rest
    clock.now += 0.08  # the reader was busier than the interval
    stream.read(65536)  # does not wait at all
    assert [round(at - 100.0, 3) for at in socket.read_at] == [0.0, 0.05, 0.1, 0.18]
    assert [round(seconds, 3) for seconds in clock.sleeps] == [0.05, 0.03]


def test_starting_twice_does_not_restart_the_wait() -> None:
    clock = Clock()
    stream, _socket = paced(clock, [b"a", b"b"])
    stream.start_pacing()
    clock.now += 0.04
    stream.start_pacing()
    stream.read(65536)
    assert [round(seconds, 3) for seconds in clock.sleeps] == [0.01]


def test_the_encrypted_stream_keeps_the_connections_pace() -> None:
    clock = Clock()
    stream, socket = paced(clock, [b"a", b"b"])
    encrypted = stream.start_tls(ssl_context=None, server_hostname="example")
    assert socket.tls_started and isinstance(encrypted, PacedStream)
    # The reader starts pacing on the stream the connection was made with.
    stream.start_pacing()
    encrypted.read(65536)
    assert [round(seconds, 3) for seconds in clock.sleeps] == [0.05]
    assert encrypted.get_extra_info("socket") == "socket info"


def test_the_transport_keeps_httpxs_limits_and_verifies_https() -> None:
    transport = paced_transport(INTERVAL_S)
    pool = transport._pool
    assert isinstance(pool, httpcore.ConnectionPool)
    assert isinstance(pool._network_backend, PacedBackend)
    default = httpx.HTTPTransport()._pool
    assert isinstance(default, httpcore.ConnectionPool)
    assert pool._max_connections == default._max_connections
    assert pool._max_keepalive_connections == default._max_keepalive_connections
    assert pool._keepalive_expiry == default._keepalive_expiry
    # No context of its own: httpcore makes its default for an https connection, and
    # that one checks certificates and host names.
    assert pool._ssl_context is None
    context = httpcore.default_ssl_context()
    assert context.verify_mode == ssl.CERT_REQUIRED and context.check_hostname
