"""Network I/O that a Hub call can give up on at once.

Each Hub call runs in a worker thread that its caller waits for under a deadline
(``calls.call_with_deadline``). When the caller stops waiting (the app closes, the deadline
passes) a blocking socket read would keep that thread alive until the HTTP client's own
timeout: 20 s for ours, none at all for huggingface_hub's shared client. So the
connections these calls use read in short slices and check, between slices, the stop flag
the call bound to its thread (``stop_on``); a given-up call ends within a slice. Threads
with no flag bound (downloads, ``hf_hub_download``) read exactly as before.

The reachability check is a non-blocking TCP connect polled the same way. A slow name
lookup is the one wait left that a flag cannot cut short (the system resolver has no
cancel).
"""

from __future__ import annotations

import errno
import importlib
import os
import selectors
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

# How long a read (or connect) waits between looks at its stop flag: short enough that
# closing feels instant, long enough to cost nothing while data flows.
SLICE_S = 0.05
# A connect can't be sliced and resumed: when the client sets no limit, a given-up call
# would otherwise wait out the system's own (minutes).
CONNECT_LIMIT_S = 5.0

_IN_PROGRESS = frozenset(
    code
    for code in (
        errno.EINPROGRESS,
        errno.EWOULDBLOCK,
        errno.EALREADY,
        getattr(errno, "WSAEWOULDBLOCK", None),  # Windows' "in progress"
    )
    if code is not None
)

_bound = threading.local()


class CallGivenUpError(Exception):
    """The Hub call this I/O belonged to was given up; nobody wants its answer.

    Deliberately not an OSError nor an httpx error: huggingface_hub retries those (with
    sleeps of up to 8 s, and a ConnectError closes its shared client), which would keep
    the given-up thread alive.
    """


@contextmanager
def stop_on(flag: threading.Event) -> Iterator[None]:
    """While inside, reads and connects of interruptible clients in this thread stop
    (CallGivenUpError) within SLICE_S of ``flag`` being set."""
    previous = getattr(_bound, "flag", None)
    _bound.flag = flag
    try:
        yield
    finally:
        _bound.flag = previous


def _flag() -> threading.Event | None:
    flag = getattr(_bound, "flag", None)
    return flag if isinstance(flag, threading.Event) else None


def connect(host: str, port: int, timeout: float, stopped: Callable[[], bool]) -> None:
    """Open a TCP connection to ``host``:``port`` and close it again; OSError when none
    can be made, TimeoutError after ``timeout`` seconds, CallGivenUpError as soon as
    ``stopped()`` is true."""
    deadline = time.monotonic() + timeout
    failure: OSError = OSError(f"no address found for {host}")
    for family, kind, proto, _name, address in socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM
    ):
        with socket.socket(family, kind, proto) as sock, selectors.DefaultSelector() as waiter:
            sock.setblocking(False)
            code = sock.connect_ex(address)
            if code in _IN_PROGRESS:
                waiter.register(sock, selectors.EVENT_WRITE)
                while True:
                    if stopped():
                        raise CallGivenUpError("the connection check was given up")
                    left = deadline - time.monotonic()
                    if left <= 0:
                        raise TimeoutError(f"no connection within {timeout:.0f} s")
                    if waiter.select(min(SLICE_S, left)):
                        break
                code = sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
            if code == 0:
                return
            failure = OSError(code, os.strerror(code))
    raise failure


class _Errors(NamedTuple):
    """The exceptions of one httpcore flavour (httpx uses httpcore, huggingface_hub's
    httpx2 uses httpcore2: the same design, distinct classes)."""

    read_timeout: type[Exception]


class _SlicedStream:
    """A network stream whose reads wait in slices, checking the thread's stop flag."""

    def __init__(self, inner: Any, errors: _Errors) -> None:
        self._inner = inner
        self._errors = errors

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        flag = _flag()
        if flag is None:
            return self._inner.read(max_bytes, timeout)  # type: ignore[no-any-return]
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            if flag.is_set():
                raise CallGivenUpError("the Hub call was given up")
            step = SLICE_S if deadline is None else min(SLICE_S, deadline - time.monotonic())
            if step <= 0:
                raise self._errors.read_timeout(f"no data within {timeout} s")
            try:
                # A timed-out recv consumes nothing (TLS keeps a partial record
                # buffered), so the next slice goes on where this one stopped.
                return self._inner.read(max_bytes, step)  # type: ignore[no-any-return]
            except self._errors.read_timeout:
                continue

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, timeout)

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> _SlicedStream:
        return _SlicedStream(self._inner.start_tls(ssl_context, server_hostname, timeout),
                             self._errors)  # fmt: skip

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _SlicedBackend:
    """A connection pool's network backend whose streams are ``_SlicedStream``s."""

    def __init__(self, inner: Any, errors: _Errors) -> None:
        self.inner = inner
        self._errors = errors

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> _SlicedStream:
        flag = _flag()
        if flag is not None:
            if flag.is_set():
                raise CallGivenUpError("the Hub call was given up")
            timeout = CONNECT_LIMIT_S if timeout is None else min(timeout, CONNECT_LIMIT_S)
        stream = self.inner.connect_tcp(host, port, timeout=timeout, local_address=local_address,
                                        socket_options=socket_options)  # fmt: skip
        return _SlicedStream(stream, self._errors)

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> _SlicedStream:
        stream = self.inner.connect_unix_socket(path, timeout=timeout,
                                                socket_options=socket_options)  # fmt: skip
        return _SlicedStream(stream, self._errors)

    def sleep(self, seconds: float) -> None:
        self.inner.sleep(seconds)


def make_interruptible(client: object) -> bool:
    """Give every connection pool of an httpx or httpx2 client a sliced network backend
    (once; connections opened before keep theirs). False when the client is not built as
    expected (another httpx version): it still works, only not interruptibly."""
    transports = [getattr(client, "_transport", None)]
    transports += list(getattr(client, "_mounts", {}).values())
    done = False
    for transport in transports:
        pool: Any = getattr(transport, "_pool", None)
        backend = getattr(pool, "_network_backend", None)
        if backend is None:
            continue
        done = True
        if isinstance(backend, _SlicedBackend):
            continue
        flavour = importlib.import_module(type(pool).__module__.split(".")[0])
        errors = _Errors(read_timeout=flavour.ReadTimeout)
        pool._network_backend = _SlicedBackend(backend, errors)
    return done
