"""The chat host (core.host.chat_host) against the real llama-server, without Qt: a load
binds the session in one step and records where it runs; a switch to another
computer's model and back; a server killed is reaped and loaded again; unload."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import FailureKind, SamplingOptions
from desktop.core.chat.remote_servers import RemoteServer
from desktop.core.chat.turns import (
    ChatSettings,
    DirectStore,
    SendMessage,
    TurnEvent,
    TurnFailed,
    TurnFinished,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.host.chat_host import ChatHost, LoadCancelledError, ModelStopped
from desktop.core.models.load_choice import LoadRequest
from tests.support.raw_server import RawServer

pytestmark = pytest.mark.server

QUESTION = "What is the capital of France?"


@pytest.fixture
def host(store: ConversationStore) -> Iterator[ChatHost]:
    host = ChatHost(DirectStore(store))
    yield host
    host.shut_down()
    host.unload()


@pytest.fixture
def request_(starter_model_path: Path, llama_server_path: Path) -> LoadRequest:
    return LoadRequest(model_path=starter_model_path, context=1024,
                       runtime_path=llama_server_path)


def ask(host: ChatHost, max_tokens: int = 8) -> list[TurnEvent | ModelStopped]:
    settings = ChatSettings("", SamplingOptions(temperature=0.0, max_tokens=max_tokens))
    return list(host.answer(SendMessage(None, QUESTION, (), settings), threading.Event()))


def finished(events: list[TurnEvent | ModelStopped]) -> TurnFinished:
    last = events[-1]
    assert isinstance(last, TurnFinished), last
    return last


def stored_ran_on(store: ConversationStore, turn: TurnFinished) -> object:
    return store.messages(turn.conversation_id)[-1].stats.get("ran_on")


def servers_on(port: int) -> list[psutil.Process]:
    """This process's llama-server children listening on ``port`` (the host's own)."""
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            cmdline = child.cmdline()
        except psutil.NoSuchProcess:
            continue
        if any("llama-server" in part for part in cmdline[:1]) and str(port) in cmdline:
            found.append(child)
    return found


def test_a_load_binds_the_session_and_records_where_it_ran(
    host: ChatHost, request_: LoadRequest, store: ConversationStore
) -> None:
    loaded = host.load(request_)
    session = host.session
    assert session.backend is host.backend is not None
    assert session.context == loaded.report.context == 1024
    # The template's switches come from the load, read once: the starter's template
    # takes no tools, so it is loaded with ChatML's tool template, which does.
    assert session.template_flags is loaded.template is not None
    assert session.tool_support is not None and session.tool_support.offered
    assert loaded.template.supports_tools
    # The CPU build puts nothing on a card: ran on the processor, all layers there.
    assert loaded.gpus == ()
    assert loaded.ran_on == {"devices": ["CPU"], "context": 1024,
                             "layers": loaded.report.total_layers, "gpu_layers": 0}
    assert session.ran_on == loaded.ran_on
    turn = finished(ask(host))
    assert "Paris" in turn.text
    assert stored_ran_on(store, turn) == loaded.ran_on


def test_switching_to_a_remote_model_and_back(
    host: ChatHost, request_: LoadRequest, remote_llama_server: RawServer,
    store: ConversationStore,
) -> None:
    local = host.load(request_)
    assert len(servers_on(local.report.port)) == 1
    office = RemoteServer("Office PC", remote_llama_server.base_url, remote_llama_server.api_key)
    remote = host.use_remote(office, "starter")
    # The local model is stopped: its memory is not needed while another computer answers.
    assert not host.server_is_running()
    assert servers_on(local.report.port) == []
    session = host.session
    assert session.backend is remote is host.remote
    assert (session.context, session.template_flags, session.tool_support) == (0, None, None)
    assert session.reword_failure is None
    assert session.ran_on == {"devices": ["Office PC (remote)"], "context": 0}
    assert host.model_to_reload() is None  # the remote model answers: nothing to load
    turn = finished(ask(host))
    assert turn.text.strip()
    assert stored_ran_on(store, turn) == {"devices": ["Office PC (remote)"], "context": 0}

    # Back to a local model: the remote server's client is closed, not left open.
    again = host.load(request_)
    assert remote.closed
    assert host.remote is None
    assert session.ran_on == again.ran_on and session.context == 1024
    assert "Paris" in finished(ask(host)).text


def test_a_server_killed_is_reaped_and_loaded_again_before_the_next_answer(
    host: ChatHost, request_: LoadRequest
) -> None:
    loaded = host.load(request_)
    [server] = servers_on(loaded.report.port)
    server.kill()
    server.wait(10)
    events = ask(host)
    assert isinstance(events[-2], ModelStopped)  # said before the failure
    failed = events[-1]
    assert isinstance(failed, TurnFailed) and failed.server_stopped
    assert failed.kind is FailureKind.SERVER_GONE
    assert host.backend is None and host.session.backend is None
    assert not host.server_is_running()
    # The host decides: the model that died is the one to load again.
    again = host.model_to_reload()
    assert again == request_
    reloaded = host.load(again)
    assert len(servers_on(reloaded.report.port)) == 1
    assert "Paris" in finished(ask(host)).text


def test_unload_stops_the_server_and_keeps_the_model_to_load_again(
    host: ChatHost, request_: LoadRequest
) -> None:
    loaded = host.load(request_)
    assert host.unload() is True
    assert servers_on(loaded.report.port) == []
    assert host.session.backend is None and host.session.ran_on is None
    assert host.unload() is False  # nothing left to stop
    # Unloaded by the user: the next answer loads it again first (the window does).
    assert host.model_to_reload() == request_
    failed = ask(host)[-1]
    assert isinstance(failed, TurnFailed) and failed.kind is FailureKind.NO_MODEL


def test_a_cancelled_load_and_a_closing_app_leave_nothing_loaded(
    host: ChatHost, request_: LoadRequest
) -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(LoadCancelledError):
        host.load(request_, cancel=cancel)
    assert host.backend is None and not host.server_is_running()
    host.shut_down()
    assert host.shutting_down
    with pytest.raises(LoadCancelledError):
        host.load(request_)
    assert host.model_to_reload() is None  # closing: nothing loads again


def test_the_host_tells_the_model_asked_for_at_every_load_and_switch(
    store: ConversationStore, tmp_path: Path
) -> None:
    """The host's record of the load asked for last is the one a front end shows."""
    heard: list[LoadRequest | None] = []
    host = ChatHost(DirectStore(store), on_requested=heard.append)
    missing = LoadRequest(model_path=tmp_path / "missing.gguf")
    with pytest.raises(LlamaDeskError):
        host.load(missing)
    # Asked for, though it failed: loaded again on the next answer, and told so.
    assert host.requested == missing and host.model_to_reload() == missing
    host.use_remote(RemoteServer("Office PC", "http://127.0.0.1:9", "key"), "starter")
    assert host.requested is None and host.model_to_reload() is None
    assert heard == [missing, None]
    host.unload()


def test_a_base_model_stops_where_its_turn_ends_instead_of_writing_the_next_turn(
    host: ChatHost, gemma3_model_path: Path, llama_server_path: Path
) -> None:
    """A model with no chat template of its own (Gemma 3 270M base) is chatted with in
    llama-server's own ChatML, whose turn markers are not tokens of its vocabulary: it
    wrote them out as text and went on with the user's next turn, on screen."""
    loaded = host.load(LoadRequest(model_path=gemma3_model_path, context=1024,
                                   runtime_path=llama_server_path))
    assert loaded.info.chat_template is None  # a base model
    turn = finished(ask(host, max_tokens=200))
    for marker in ("<|im_end|>", "<|im_start|>", "<|im_start|>user"):
        assert marker not in turn.text
    # It stopped at the end of its turn, well before the 200-token limit.
    assert turn.finished.finish_reason == "stop"
