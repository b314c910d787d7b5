"""Remote servers (desktop/core/chat/remote_servers.py, remote_backend.py): the "remote"
is another real llama-server with the starter model on loopback, started with a key,
talked to through the same chat session as a local model.

The starter model's words vary: these check that an answer came and was saved, and the
plain message and kept partial answer of each failure.
"""

from __future__ import annotations

import os
import signal
import socket
import ssl
import subprocess
import threading
from pathlib import Path

import pytest

from desktop.core.chat.conversations import IN_MEMORY, ConversationStore
from desktop.core.chat.events import FailureKind, SamplingOptions
from desktop.core.chat.remote_backend import RemoteBackend
from desktop.core.chat.remote_servers import (
    RemoteProblem,
    RemoteServer,
    RemoteServerError,
    add_server,
    find_server,
    list_models,
    normalized_url,
    remove_server,
    saved_servers,
)
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import (
    ChatSettings,
    DirectStore,
    SendMessage,
    TextArrived,
    TurnEvent,
    TurnFailed,
    TurnFinished,
)
from desktop.core.settings import Settings, redacted
from tests.support.local_web import LocalWeb
from tests.support.raw_server import RawServer, free_port, start_raw_server

SYSTEM = "You are a helpful assistant."
SHORT = ChatSettings(SYSTEM, SamplingOptions(temperature=0.0, seed=7, max_tokens=16))
LONG = ChatSettings(SYSTEM, SamplingOptions(temperature=0.8, seed=3, max_tokens=400))


@pytest.fixture(scope="module")
def remote(remote_llama_server: RawServer) -> RawServer:
    return remote_llama_server


def _server(remote: RawServer, key: str | None = None) -> RemoteServer:
    return RemoteServer("Office PC", remote.base_url, remote.api_key if key is None else key)


def _turn(backend: RemoteBackend, settings: ChatSettings, prompt: str) -> list[TurnEvent]:
    with ConversationStore(IN_MEMORY) as store:
        session = ChatSession(DirectStore(store), backend)
        events = list(session.run(SendMessage(None, prompt, (), settings), threading.Event()))
        backend.close()
        return events


def test_a_remote_model_answers_through_the_chat_session(remote: RawServer) -> None:
    server = _server(remote)
    assert list_models(server) == ["starter"]
    with ConversationStore(IN_MEMORY) as store:
        backend = RemoteBackend(server, "starter")
        session = ChatSession(DirectStore(store), backend)
        session.ran_on = backend.ran_on()
        request = SendMessage(None, "What is the capital of France?", (), SHORT)
        events = list(session.run(request, threading.Event()))
        backend.close()
        finished = events[-1]
        assert isinstance(finished, TurnFinished), events[-1]
        shown = "".join(e.text for e in events if isinstance(e, TextArrived))
        assert finished.text.strip() and shown == finished.text
        assert finished.finished.usage is not None
        assert finished.finished.usage.completion_tokens > 0
        saved = store.messages(finished.conversation_id)[-1]
        assert saved.content == finished.text
        assert finished.stats["ran_on"] == {"devices": ["Office PC (remote)"], "context": 0}


def test_a_wrong_key_is_a_plain_message(remote: RawServer) -> None:
    events = _turn(RemoteBackend(_server(remote, key="wrong"), "starter"), SHORT, "Hi")
    failed = events[-1]
    assert isinstance(failed, TurnFailed)
    assert failed.kind is FailureKind.KEY_REFUSED
    assert failed.message == (
        "Office PC refused the key. Check the key for it in Settings → Remote servers."
    )
    with pytest.raises(RemoteServerError, match="refused the key") as refused:
        list_models(_server(remote, key="wrong"))
    assert (refused.value.problem, refused.value.name) == (RemoteProblem.KEY_REFUSED, "Office PC")


def test_a_model_no_longer_offered_is_named(remote: RawServer) -> None:
    # A single-model llama-server answers whatever model is asked for: the backend
    # checks the list, so a model swapped out on the other computer is not answered for.
    events = _turn(RemoteBackend(_server(remote), "qwen-7b"), SHORT, "Hi")
    failed = events[-1]
    assert isinstance(failed, TurnFailed)
    assert failed.message == (
        "The model qwen-7b is no longer on Office PC. Pick another model to chat with."
    )
    assert "starter" in failed.details


def test_an_unreachable_server_is_a_plain_message() -> None:
    server = RemoteServer("Office PC", f"http://127.0.0.1:{free_port()}", "key")
    failed = _turn(RemoteBackend(server, "starter"), SHORT, "Hi")[-1]
    assert isinstance(failed, TurnFailed)
    assert failed.kind is FailureKind.SERVER_GONE
    assert failed.message.startswith(f"Can't reach Office PC at {server.url}.")
    # Listing its models: the kind and figures, for the window's words.
    with pytest.raises(RemoteServerError) as listing:
        list_models(server)
    assert listing.value.problem is RemoteProblem.UNREACHABLE
    assert (listing.value.name, listing.value.address) == ("Office PC", server.url)


def test_a_server_killed_mid_answer_keeps_the_partial_answer(
    llama_server_path: Path, starter_model_path: Path, tmp_path: Path
) -> None:
    with start_raw_server(
        llama_server_path, starter_model_path, tmp_path, context=1024,
        extra_args=("--alias", "starter"),
    ) as doomed, ConversationStore(IN_MEMORY) as store:
        backend = RemoteBackend(_server(doomed), "starter")
        session = ChatSession(DirectStore(store), backend)
        request = SendMessage(None, "Tell me a long story about a dragon.", (), LONG)
        shown: list[str] = []
        events: list[TurnEvent] = []
        for event in session.run(request, threading.Event()):
            events.append(event)
            if isinstance(event, TextArrived):
                shown.append(event.text)
                if len(shown) == 5:
                    os.kill(doomed.process.pid, signal.SIGKILL)
        backend.close()
        failed = events[-1]
        assert isinstance(failed, TurnFailed), failed
        assert failed.kind is FailureKind.SERVER_GONE
        assert failed.message == (
            "The connection to Office PC broke while it was answering. What it wrote so "
            "far is kept; press Retry to try again."
        )
        assert failed.partial_text == "".join(shown) and len(shown) >= 5
        assert failed.conversation_id is not None
        saved = store.messages(failed.conversation_id)[-1]
        assert saved.content == failed.partial_text
        assert saved.error == failed.message


def test_an_untrusted_certificate_is_refused(tmp_path: Path) -> None:
    # TLS is verified: a server with a self-signed certificate is never talked to.
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def accept_one() -> None:
        connection, _ = listener.accept()
        try:
            context.wrap_socket(connection, server_side=True).close()
        except (ssl.SSLError, OSError):
            pass  # the client hung up on the certificate: what the test expects
        finally:
            connection.close()

    acceptor = threading.Thread(target=accept_one, name="tls-accept")
    acceptor.start()
    try:
        server = RemoteServer("Office PC", f"https://127.0.0.1:{port}", "key")
        with pytest.raises(RemoteServerError, match="certificate could not be verified") as bad:
            list_models(server)
        assert (bad.value.problem, bad.value.name) == (RemoteProblem.CERTIFICATE, "Office PC")
    finally:
        acceptor.join(timeout=10)
        listener.close()


def test_addresses_are_normalized_and_bad_ones_refused() -> None:
    assert normalized_url("192.168.1.20:8080") == "http://192.168.1.20:8080"
    assert normalized_url(" https://pc.local:8443/v1/ ") == "https://pc.local:8443"
    assert normalized_url("http://pc/llama/v1") == "http://pc/llama"
    for bad, words, problem in (
        ("", "empty", RemoteProblem.NO_ADDRESS),
        ("ftp://pc", "must start with http", RemoteProblem.NOT_WEB_ADDRESS),
        ("http://pc:99999", "port", RemoteProblem.BAD_PORT),
        ("http://", "names no computer", RemoteProblem.NO_COMPUTER),
    ):
        with pytest.raises(RemoteServerError, match=words) as refused:
            normalized_url(bad)
        assert refused.value.problem is problem
        assert refused.value.address == (bad and bad.strip())


def test_saved_servers_are_added_found_and_removed_with_their_keys_redacted() -> None:
    settings = Settings()
    add_server(settings, "Office PC", "192.168.1.20:8080", "secret-key")
    with pytest.raises(RemoteServerError, match="already a server named") as taken:
        add_server(settings, "office pc", "http://other:1")
    assert (taken.value.problem, taken.value.name) == (RemoteProblem.NAME_TAKEN, "office pc")
    with pytest.raises(RemoteServerError, match="Give the server a name") as nameless:
        add_server(settings, " ", "http://other:1")
    assert nameless.value.problem is RemoteProblem.NO_NAME
    assert saved_servers(settings) == [
        RemoteServer("Office PC", "http://192.168.1.20:8080", "secret-key")
    ]
    assert find_server(settings, "office pc").key == "secret-key"
    assert find_server(settings, "http://192.168.1.20:8080/v1").name == "Office PC"
    assert find_server(settings, "office pc", key="given").key == "given"
    assert find_server(settings, "http://elsewhere:9000").name == "elsewhere:9000"
    with pytest.raises(RemoteServerError, match="no saved server named Garage") as unknown:
        find_server(settings, "Garage")
    assert (unknown.value.problem, unknown.value.name) == (RemoteProblem.NO_SUCH_SERVER, "Garage")
    assert unknown.value.names == ("Office PC",)
    assert "secret-key" not in str(redacted(settings))
    assert remove_server(settings, "Office PC") and not remove_server(settings, "Office PC")
    assert saved_servers(settings) == []


def test_a_server_that_lists_no_models_says_so_with_its_status() -> None:
    # A web site, not an OpenAI-compatible server: /v1/models is not found there.
    with LocalWeb() as web:
        server = RemoteServer("Web", web.base_url, "")
        with pytest.raises(RemoteServerError, match="did not list its models") as refused:
            list_models(server)
    assert refused.value.problem is RemoteProblem.NO_MODEL_LIST
    assert (refused.value.name, refused.value.address, refused.value.status) == (
        "Web", web.base_url, 404)
