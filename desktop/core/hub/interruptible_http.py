"""Network I/O that a Hub call can give up on at once.

Each Hub call runs in a worker thread that its caller waits for under a deadline
(``calls.call_with_deadline``). When the caller stops waiting (the app closes, the
deadline passes) a blocking socket read would keep that thread alive until the HTTP
client's own timeout: 20 s for ours, none at all for huggingface_hub's shared client.
So the clients these calls use have a transport of ours (``StoppableTransport``), built
on httpcore's public connection pool with a network backend whose reads wait in short
slices and check, between slices, the stop flag the call bound to its thread
(``stop_on``); a given-up call ends within a slice. huggingface_hub gets such a client
through its public client factory (``use_stoppable_hub_client``). Threads with no flag
bound (downloads, ``hf_hub_download``) read exactly as before.

The reachability check is a non-blocking TCP connect polled the same way. A slow name
lookup is the one wait left that a flag cannot cut short (the system resolver has no
cancel).
"""

from __future__ import annotations

import errno
import os
import selectors
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import httpcore2
import httpx
import httpx2
from huggingface_hub import get_session, set_client_factory

from desktop.core.network_streams import (
    HTTPX,
    BodyReader,
    Flavour,
    ForwardingBackend,
    ForwardingStream,
    PoolSender,
    PoolTransport,
)

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


class _SlicedStream(ForwardingStream):
    """A network stream whose reads wait in slices, checking the thread's stop flag."""

    def __init__(self, inner: Any, errors: _Errors) -> None:
        super().__init__(inner)
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

    def wrapping(self, inner: Any) -> _SlicedStream:
        return _SlicedStream(inner, self._errors)


class _SlicedBackend(ForwardingBackend):
    """A connection pool's network backend whose streams are ``_SlicedStream``s."""

    def __init__(self, inner: Any, errors: _Errors) -> None:
        super().__init__(inner)
        self._errors = errors

    def connect_timeout(self, timeout: float | None) -> float | None:
        flag = _flag()
        if flag is None:
            return timeout
        if flag.is_set():
            raise CallGivenUpError("the Hub call was given up")
        return CONNECT_LIMIT_S if timeout is None else min(timeout, CONNECT_LIMIT_S)

    def wrapping(self, stream: Any) -> _SlicedStream:
        return _SlicedStream(stream, self._errors)


_HTTPX2 = Flavour(httpcore2, httpx2)


def _sliced_backend(flavour: Flavour) -> _SlicedBackend:
    """httpcore's (or httpcore2's) own backend, its streams ``_SlicedStream``s."""
    core = flavour.core
    return _SlicedBackend(core.SyncBackend(), _Errors(read_timeout=core.ReadTimeout))


class _BodyStream2(BodyReader, httpx2.SyncByteStream):
    flavour = _HTTPX2


class StoppableTransport(PoolTransport):
    """An httpx transport whose reads (and connects) stop within SLICE_S when the stop
    flag bound to the thread (``stop_on``) is set; with none bound, a plain one."""

    def __init__(self) -> None:
        super().__init__(_sliced_backend(HTTPX), httpx.create_ssl_context())


class StoppableTransport2(PoolSender, httpx2.BaseTransport):
    """``StoppableTransport`` for httpx2, the HTTP package of huggingface_hub."""

    flavour = _HTTPX2
    body = _BodyStream2

    def __init__(self) -> None:
        super().__init__(_sliced_backend(_HTTPX2), httpx2.create_ssl_context())


_installed = threading.Lock()
_installed_once: list[bool] = []


def use_stoppable_hub_client() -> None:
    """Make huggingface_hub's shared client one with a ``StoppableTransport2`` (once per
    process), through its public client factory; the client is otherwise made as the
    library makes it (its event hooks, redirects and timeout, read from one it made)."""
    with _installed:
        if _installed_once:
            return
        model = get_session()
        hooks, redirects, timeout = model.event_hooks, model.follow_redirects, model.timeout

        def stoppable_client() -> httpx2.Client:
            return httpx2.Client(event_hooks=hooks, follow_redirects=redirects,
                                 timeout=timeout, transport=StoppableTransport2())  # fmt: skip

        set_client_factory(stoppable_client)  # closes the model, made before
        _installed_once.append(True)
