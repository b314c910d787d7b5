"""A network stream, and a network backend, that hand everything to another one: the
base of the app's wrappers of httpcore's (httpcore2's have the same interface), each
changing only how a read waits (``hub.interruptible_http``: in slices that check a
stop flag; ``chat.paced_reads``: a few times a second)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


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
            host, port, timeout=timeout, local_address=local_address, socket_options=socket_options
        )
        return self.wrapping(stream)

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
