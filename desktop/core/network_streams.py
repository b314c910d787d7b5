"""httpx transports over httpcore's own connection pool, with a network backend of
ours: the pool's public hook for how it opens connections and reads (httpx's transport
takes none). The base of the app's two: ``hub.interruptible_http`` (reads in slices
that check a stop flag) and ``chat.paced_reads`` (reads a few times a second). The same
code serves httpx on httpcore and huggingface_hub's httpx2 on httpcore2 (a ``Flavour``):
the same design, distinct classes."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any, ClassVar, NamedTuple

import httpcore
import httpx

# The connection limits httpx's own transport uses (httpx.DEFAULT_LIMITS).
MAX_CONNECTIONS = 100
MAX_KEEPALIVE = 20
KEEPALIVE_S = 5.0


class ForwardingStream:
    """Passes every call to ``inner``; a subclass changes ``read`` and says, in
    ``wrapping``, how it wraps the encrypted stream ``start_tls`` makes."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, timeout)  # type: ignore[no-any-return]

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, timeout)

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None
    ) -> Any:
        # The encrypted stream replaces this one for reads: it waits the same way.
        return self.wrapping(self._inner.start_tls(ssl_context, server_hostname, timeout))

    def wrapping(self, inner: Any) -> ForwardingStream:
        """A stream like this one around ``inner``."""
        raise NotImplementedError

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class ForwardingBackend:
    """Opens connections with ``inner`` (an httpcore network backend); a subclass says,
    in ``wrapping``, what stream it puts around each."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> Any:
        stream = self.inner.connect_tcp(
            host,
            port,
            timeout=self.connect_timeout(timeout),
            local_address=local_address,
            socket_options=socket_options,
        )
        return self.wrapping(stream)

    def connect_timeout(self, timeout: float | None) -> float | None:
        """How long a TCP connect may take, given what the client asked for."""
        return timeout

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> Any:
        stream = self.inner.connect_unix_socket(
            path, timeout=timeout, socket_options=socket_options
        )
        return self.wrapping(stream)

    def wrapping(self, stream: Any) -> ForwardingStream:
        """The stream this backend hands out around a new connection's ``stream``."""
        raise NotImplementedError

    def sleep(self, seconds: float) -> None:
        self.inner.sleep(seconds)


class Flavour(NamedTuple):
    """An httpx package and the httpcore package under it (httpx2 sits on httpcore2)."""

    core: ModuleType
    client: ModuleType


HTTPX = Flavour(httpcore, httpx)


@contextmanager
def as_httpx_errors(flavour: Flavour) -> Iterator[None]:
    """httpcore's errors as the same-named errors of the httpx package on top (what
    callers catch: ReadTimeout, ConnectError...), as httpx's own transport does."""
    try:
        yield
    except Exception as error:
        if not type(error).__module__.startswith(flavour.core.__name__):
            raise  # a backend's own errors (a given-up Hub call) go through as they are
        for cls in type(error).__mro__:
            mapped = getattr(flavour.client, cls.__name__, None)
            if isinstance(mapped, type) and issubclass(mapped, flavour.client.TransportError):
                raise mapped(str(error)) from error
        raise


class BodyReader:
    """A response body read through the pool, its errors as httpx's."""

    flavour: ClassVar[Flavour]

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __iter__(self) -> Iterator[bytes]:
        with as_httpx_errors(self.flavour):
            yield from self._inner

    def close(self) -> None:
        self._inner.close()


class _BodyStream(BodyReader, httpx.SyncByteStream):
    flavour = HTTPX


class PoolSender:
    """A transport's work: httpx's request to httpcore's pool, opening connections with
    ``backend`` (``ssl_context`` None: httpcore's default, made when https needs it)."""

    flavour: ClassVar[Flavour]
    body: ClassVar[type[BodyReader]]

    def __init__(self, backend: ForwardingBackend, ssl_context: Any = None) -> None:
        self._pool = self.flavour.core.ConnectionPool(
            ssl_context=ssl_context,
            max_connections=MAX_CONNECTIONS,
            max_keepalive_connections=MAX_KEEPALIVE,
            keepalive_expiry=KEEPALIVE_S,
            network_backend=backend,
        )

    def handle_request(self, request: Any) -> Any:
        core, client = self.flavour
        sent = core.Request(
            method=request.method,
            url=core.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,
            extensions=request.extensions,
        )
        with as_httpx_errors(self.flavour):
            answer = self._pool.handle_request(sent)
        return client.Response(
            status_code=answer.status,
            headers=answer.headers,
            stream=self.body(answer.stream),
            extensions=answer.extensions,
        )

    def close(self) -> None:
        self._pool.close()


class PoolTransport(PoolSender, httpx.BaseTransport):
    """An httpx transport over httpcore's pool with the given network backend."""

    flavour = HTTPX
    body = _BodyStream
