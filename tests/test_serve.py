"""Serving other apps through the app's own llama-server: real server, real starter model,
real clients (the ``openai`` package as another app uses it, plain httpx), and the key
that every request needs, also one that claims a foreign ``Host`` (DNS rebinding)."""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import psutil
import pytest

from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import ChatClient
from desktop.core.chat.events import ChatMessage, ContentDelta, ReplyFinished, SamplingOptions
from desktop.core.models.load_choice import resolve_request
from desktop.core.runtime.launch import pick_free_port
from desktop.core.runtime.loader import prepare_load, start_server
from desktop.core.runtime.serve_access import (
    ALL_INTERFACES,
    LOOPBACK,
    ServeAccess,
    new_api_key,
)
from desktop.core.runtime.server import LlamaServer
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind
from desktop.core.settings import ModelLoadSettings, Settings

CONTEXT = 1024
QUESTION = "What is the capital of France? Answer in one word."


def _serve(
    model: Path, access: ServeAccess, lines: list[str] | None = None
) -> tuple[LlamaServer, str]:
    """The app's load path (the same as the window's), serving at ``access``."""
    request = resolve_request(Settings(), model, ModelLoadSettings(context=CONTEXT, threads=2))
    prepared = prepare_load(request)
    server, _report = start_server(
        prepared, access=access, on_log=lines.append if lines is not None else None
    )
    return server, prepared.options.alias or model.stem


@pytest.fixture
def access() -> ServeAccess:
    return ServeAccess(host=LOOPBACK, port=pick_free_port(), api_key=new_api_key())


@pytest.fixture
def served(
    llama_server_path: Path, starter_model_path: Path, access: ServeAccess,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[LlamaServer, str]]:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    server, alias = _serve(starter_model_path, access)
    with server:
        yield server, alias


@pytest.mark.server
def test_the_openai_package_chats_streams_and_lists_models_with_the_key(
    served: tuple[LlamaServer, str], access: ServeAccess
) -> None:
    server, alias = served
    assert server.base_url + "/v1" == access.base_url == f"http://127.0.0.1:{access.port}/v1"
    client = openai.OpenAI(base_url=access.base_url, api_key=access.api_key, max_retries=0)

    assert [model.id for model in client.models.list().data] == [alias]

    reply = client.chat.completions.create(
        model=alias, messages=[{"role": "user", "content": QUESTION}],
        max_tokens=16, temperature=0,
    )
    assert reply.choices[0].message.content
    assert reply.usage is not None and reply.usage.completion_tokens > 0

    pieces = [
        chunk.choices[0].delta.content or ""
        for chunk in client.chat.completions.create(
            model=alias, messages=[{"role": "user", "content": QUESTION}],
            max_tokens=16, temperature=0, stream=True,
        )
        if chunk.choices
    ]
    # Same question, temperature 0: the streamed answer is the one given whole.
    assert "".join(pieces) == reply.choices[0].message.content

    completion = client.completions.create(model=alias, prompt="One, two, three,", max_tokens=4)
    assert completion.choices[0].text


@pytest.mark.server
def test_the_anthropic_endpoint_takes_the_key_in_its_own_header(
    served: tuple[LlamaServer, str], access: ServeAccess
) -> None:
    _server, alias = served
    body = {"model": alias, "max_tokens": 8,
            "messages": [{"role": "user", "content": QUESTION}]}
    with httpx.Client(base_url=access.server_url, trust_env=False, timeout=60) as client:
        answered = client.post("/v1/messages", json=body, headers={"x-api-key": access.api_key})
        refused = client.post("/v1/messages", json=body, headers={"x-api-key": "wrong"})
    assert answered.status_code == 200
    assert answered.json()["content"][0]["text"]
    assert refused.status_code == 401


@pytest.mark.server
def test_the_app_keeps_chatting_while_another_app_uses_the_server(
    served: tuple[LlamaServer, str], access: ServeAccess
) -> None:
    server, alias = served
    other_app = openai.OpenAI(base_url=access.base_url, api_key=access.api_key, max_retries=0)
    others: list[str] = []

    def another_app_asks() -> None:
        reply = other_app.chat.completions.create(
            model=alias, messages=[{"role": "user", "content": QUESTION}], max_tokens=16
        )
        others.append(reply.choices[0].message.content or "")

    thread = threading.Thread(target=another_app_asks, name="other-app")
    thread.start()
    with ChatClient(server.base_url, server.api_key) as app:
        request = ChatRequest((ChatMessage("user", QUESTION),), SamplingOptions(max_tokens=16))
        events = list(app.stream(request))
    thread.join(timeout=120)
    assert not thread.is_alive()
    assert any(isinstance(event, ContentDelta) and event.text for event in events)
    assert isinstance(events[-1], ReplyFinished) and not events[-1].cancelled
    assert others and others[0]


@pytest.mark.server
@pytest.mark.parametrize("path", ["/v1/chat/completions", "/v1/models", "/v1/embeddings"])
def test_no_key_a_wrong_key_or_a_foreign_host_is_refused(
    served: tuple[LlamaServer, str], access: ServeAccess, path: str
) -> None:
    body = {"messages": [{"role": "user", "content": "hi"}], "input": "hi", "max_tokens": 4}
    # A page that rebound its own name to 127.0.0.1 sends its own name as Host and its
    # origin, but cannot know the key.
    rebinding = {"Host": "attacker.example:80", "Origin": "http://attacker.example"}
    with httpx.Client(base_url=access.server_url, trust_env=False, timeout=30) as client:
        def status(headers: dict[str, str]) -> int:
            if path == "/v1/models":
                return client.get(path, headers=headers).status_code
            return client.post(path, json=body, headers=headers).status_code

        assert status({}) == 401
        assert status({"Authorization": "Bearer not-the-key"}) == 401
        assert status({"Authorization": f"Bearer {access.api_key}x"}) == 401
        assert status(rebinding) == 401
        assert status({**rebinding, "Authorization": "Bearer guessed"}) == 401
        assert client.get("/v1/models", headers={
            "Authorization": f"Bearer {access.api_key}"}).status_code == 200

    wrong = openai.OpenAI(base_url=access.base_url, api_key="not-the-key", max_retries=0)
    with pytest.raises(openai.AuthenticationError):
        wrong.models.list()


@pytest.mark.server
def test_the_key_is_never_logged_nor_on_the_command_line(
    llama_server_path: Path, starter_model_path: Path, access: ServeAccess,
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    lines: list[str] = []
    with caplog.at_level(logging.DEBUG):
        server, _alias = _serve(starter_model_path, access, lines)
        with server:
            assert server.pid is not None
            command_line = " ".join(psutil.Process(server.pid).cmdline())
            with httpx.Client(base_url=access.server_url, trust_env=False) as client:
                assert client.get("/v1/models").status_code == 401  # logs "unauthorized"
            tail = server.log_tail(200)
    assert f"--port {access.port}" in command_line
    assert access.api_key not in command_line
    assert lines and tail
    for text in (*lines, *tail, caplog.text):
        assert access.api_key not in text


@pytest.mark.server
def test_local_network_listens_everywhere_and_loopback_only_on_loopback(
    llama_server_path: Path, starter_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    for host in (LOOPBACK, ALL_INTERFACES):
        access = ServeAccess(host=host, port=pick_free_port(), api_key=new_api_key())
        server, _alias = _serve(starter_model_path, access)
        with server:
            assert server.pid is not None
            listening = {
                connection.laddr.ip
                for connection in psutil.Process(server.pid).net_connections("inet")
                if connection.status == psutil.CONN_LISTEN
            }
            with httpx.Client(trust_env=False, timeout=30) as client:
                reply = client.get(access.base_url + "/models",
                                   headers={"Authorization": f"Bearer {access.api_key}"})
        assert listening == {host}
        assert reply.status_code == 200
        assert access.on_network is (host == ALL_INTERFACES)


@pytest.mark.server
def test_a_taken_port_fails_plainly_instead_of_moving(
    llama_server_path: Path, starter_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as other_program:
        other_program.bind((LOOPBACK, 0))
        other_program.listen()
        port = other_program.getsockname()[1]
        access = ServeAccess(host=LOOPBACK, port=port, api_key=new_api_key())
        with pytest.raises(ServerFailure) as failure:
            _serve(starter_model_path, access)
    assert failure.value.kind is ServerFailureKind.PORT_IN_USE
    assert f"Port {port} is already used by another program" in failure.value.message


@pytest.mark.server
def test_loading_another_model_serves_again_on_the_same_port(
    served: tuple[LlamaServer, str], access: ServeAccess, starter_model_path: Path
) -> None:
    """Switching models with Other apps on: the next server takes the same port at once,
    though the last one's connections were just closed."""
    server, _alias = served
    with httpx.Client(base_url=access.base_url, trust_env=False, timeout=30) as client:
        headers = {"Authorization": f"Bearer {access.api_key}"}
        assert client.get("/models", headers=headers).status_code == 200
        server.stop()
        again, _alias = _serve(starter_model_path, access)
        with again:
            assert again.port == access.port
            assert client.get("/models", headers=headers).status_code == 200
