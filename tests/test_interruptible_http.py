"""The transport that lets a Hub call's thread stop: a silent server is given up within
moments of the call's flag, errors keep httpx's types, huggingface_hub's shared client
uses it, and a thread with no flag reads as usual."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import pytest
from huggingface_hub import get_session

from desktop.core.hub.interruptible_http import (
    CallGivenUpError,
    StoppableTransport,
    StoppableTransport2,
    stop_on,
    use_stoppable_hub_client,
)
from tests.support.fake_hub import FakeHub, blob


@contextmanager
def silent_server() -> Iterator[str]:
    """An address that takes the connection and the request, then never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        host, port = listener.getsockname()
        accepted: list[socket.socket] = []

        def accept() -> None:
            connection, _ = listener.accept()
            accepted.append(connection)

        thread = threading.Thread(target=accept, name="test-silent-server")
        thread.start()
        try:
            yield f"http://{host}:{port}/"
        finally:
            thread.join(5)
            for connection in accepted:
                connection.close()


def test_a_silent_read_stops_soon_after_the_flag_is_set() -> None:
    flag = threading.Event()
    outcome: list[BaseException] = []

    def call(url: str) -> None:
        with stop_on(flag), httpx.Client(transport=StoppableTransport(), timeout=30) as client:
            try:
                client.get(url)
            except BaseException as error:
                outcome.append(error)

    with silent_server() as url:
        thread = threading.Thread(target=call, args=(url,), name="test-hub-call")
        thread.start()
        time.sleep(0.3)  # the request is sent; the answer never comes
        began = time.monotonic()
        flag.set()
        thread.join(5)
        assert time.monotonic() - began < 1
    assert not thread.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], CallGivenUpError)


def test_errors_keep_httpx_types_and_a_thread_without_a_flag_reads_as_usual(
    hub: FakeHub,
) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    with httpx.Client(transport=StoppableTransport()) as client, pytest.raises(httpx.ConnectError):
        client.get(f"http://127.0.0.1:{port}/")
    quick = httpx.Client(transport=StoppableTransport(), timeout=0.3)
    with silent_server() as url, quick, pytest.raises(httpx.ReadTimeout):
        quick.get(url)  # no flag bound: the client's own timeout still holds
    body = blob(300 * 1024, seed=9)
    hub.add_repo("org/Plain-GGUF", {"p-Q4_0.gguf": body})
    with httpx.Client(transport=StoppableTransport(), follow_redirects=True) as client:
        answer = client.get(f"{hub.endpoint}/org/Plain-GGUF/resolve/main/p-Q4_0.gguf")
    assert answer.status_code == 200 and answer.content == body


def test_huggingface_hub_builds_its_shared_client_with_the_transport() -> None:
    use_stoppable_hub_client()
    use_stoppable_hub_client()  # once is enough; again changes nothing

    session = get_session()
    # Its own request hook (the headers it adds) is kept.
    assert session.event_hooks["request"]
    assert session.follow_redirects
    assert isinstance(session._transport, StoppableTransport2)
