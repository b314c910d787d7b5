"""Pooling computers with llama.cpp's RPC (desktop/core/runtime/rpc_*.py, ``llamadesk rpc
serve``, ``ask --rpc``): two real ggml-rpc-server processes on loopback stand for two
other computers; the real llama-server uses their devices with the starter model."""

from __future__ import annotations

import json
import signal
from collections.abc import Iterator
from pathlib import Path

import httpx
import psutil
import pytest

from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_NETWORK, EXIT_SERVER
from desktop.core.chat.conversations import IN_MEMORY, ConversationStore
from desktop.core.chat.events import FailureKind
from desktop.core.chat.rpc_failures import naming_lost_hosts
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import DirectStore, TurnFailed
from desktop.core.models.load_choice import LoadRequest, resolve_request
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import Runtime, find_runtime
from desktop.core.runtime.launch import build_command
from desktop.core.runtime.loader import prepare_load, start_server
from desktop.core.runtime.rpc_hosts import (
    DEFAULT_RPC_PORT,
    RpcHostError,
    parse_hosts,
    rpc_devices,
    unreachable_hosts,
)
from desktop.core.runtime.rpc_server import RPC_WARNING, RpcServer, RpcShareError
from desktop.core.runtime.serve_access import new_api_key
from desktop.core.settings import Settings
from tests.support.cli_process import run_cli, start_cli
from tests.support.raw_server import free_port
from tests.support.serve_process import all_gone, serving

LONG_QUESTION = "Write a very long story about a dragon who learns to bake bread."


@pytest.fixture(scope="module")
def two_hosts(rpc_server_path: Path) -> Iterator[tuple[str, str]]:
    """Two RPC servers on loopback; module scope: started before the leak check."""
    servers = [RpcServer(rpc_server_path, port=free_port()) for _ in range(2)]
    try:
        for server in servers:
            server.start()
        yield servers[0].address, servers[1].address
    finally:
        for server in servers:
            server.stop()


@pytest.fixture(autouse=True)
def runtime_env(llama_server_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands run here (and their child processes) use the real runtime."""
    monkeypatch.setenv(SERVER_PATH_ENV, str(llama_server_path))


@pytest.fixture
def runtime(llama_server_path: Path) -> Runtime:
    return find_runtime(llama_server_path)


def test_hosts_are_parsed_and_bad_ones_named() -> None:
    assert parse_hosts(" 192.168.1.20:50100, pc.local ,192.168.1.20:50100") == (
        "192.168.1.20:50100",
        f"pc.local:{DEFAULT_RPC_PORT}",
    )
    assert parse_hosts("") == ()
    for bad in ("pc:0", "pc:99999", "pc:port", "http://pc:1"):
        with pytest.raises(RpcHostError, match="is not a computer's address and port"):
            parse_hosts(bad)


def test_the_computers_saved_in_settings_go_into_every_load_request(tmp_path: Path) -> None:
    settings = Settings(rpc_hosts=["192.168.1.20:50052"])
    request = resolve_request(settings, tmp_path / "model.gguf")
    assert request.rpc_hosts == ("192.168.1.20:50052",)
    assert resolve_request(Settings(), tmp_path / "model.gguf").rpc_hosts == ()


def test_the_lent_devices_are_listed_counted_and_passed(
    runtime: Runtime, starter_model_path: Path, two_hosts: tuple[str, str]
) -> None:
    devices = rpc_devices(runtime, two_hosts)
    assert [device.name for device in devices] == ["RPC0", "RPC1"]
    assert [device.description for device in devices] == list(two_hosts)
    assert all(device.total_bytes and device.total_bytes > 0 for device in devices)
    request = LoadRequest(starter_model_path, context=1024, rpc_hosts=two_hosts)
    prepared = prepare_load(request, runtime=runtime)
    # The planner counted the lent memory (this machine has no card of its own): the
    # whole model goes to the lent devices.
    assert prepared.plan.gpu_indices and set(prepared.plan.gpu_indices) <= {0, 1}
    lent_free = [device.free_bytes for device in devices]
    assert prepared.plan.free_vram_bytes in (lent_free[0], sum(lent_free))
    assert prepared.options.gpu_layers == "all", prepared.plan
    assert prepared.options.rpc_hosts == two_hosts
    assert prepared.options.gpu_indices == ()  # lent devices are never pinned as cards
    command = build_command(runtime.server_path, prepared.options, 8080)
    assert command[command.index("--rpc") + 1] == ",".join(two_hosts)


def test_ask_over_rpc_reports_the_lent_devices(two_hosts: tuple[str, str]) -> None:
    result = run_cli(["ask", "What is the capital of France?", "--max-tokens", "16",
                      "--temperature", "0", "--rpc", ",".join(two_hosts), "--json"])
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["text"].strip()
    devices = answer["load"]["devices"]
    for host in two_hosts:
        assert any(device.startswith("RPC") and host in device for device in devices), devices
    assert answer["load"]["gpu_layers"] == answer["load"]["total_layers"]


def test_an_unreachable_host_is_named_before_loading() -> None:
    missing = f"127.0.0.1:{free_port()}"
    result = run_cli(["ask", "Hi", "--rpc", missing])
    assert result.returncode == EXIT_NETWORK
    assert result.stderr.strip() == (
        f"llamadesk: Can't reach the computer sharing its devices at {missing}. Start "
        "LlamaDesk's 'Share this computer' (or ggml-rpc-server) there, or remove it from "
        "the computers to use."
    )
    bad = run_cli(["ask", "Hi", "--rpc", "pc:port"])
    assert bad.returncode == EXIT_BAD_INPUT
    assert "pc:port is not a computer's address and port" in bad.stderr


def test_a_host_that_vanishes_mid_answer_is_named_and_the_answer_kept(
    rpc_server_path: Path,
) -> None:
    lender = RpcServer(rpc_server_path, port=free_port())
    lender.start()
    try:
        ask = start_cli(["ask", LONG_QUESTION, "--max-tokens", "400", "--temperature", "0.8",
                         "--rpc", lender.address])
        assert ask.stdout is not None
        shown = ask.stdout.read(40)  # the answer is streaming through the lent device
        lender.stop()
        rest, errors = ask.communicate(timeout=120)
    finally:
        lender.stop()
    assert ask.returncode == EXIT_SERVER, errors
    assert len(shown) == 40 and (shown + rest).strip()
    assert errors.strip().endswith(
        f"llamadesk: The computer sharing its devices at {lender.address} went away while "
        "answering, and the model stopped. What it wrote so far is kept; start that "
        "computer's sharing again and load the model, or load it without that computer."
    )
    assert unreachable_hosts([lender.address]) == [lender.address]


def test_a_host_that_vanishes_while_loading_is_named(
    runtime: Runtime, rpc_server_path: Path, starter_model_path: Path
) -> None:
    lender = RpcServer(rpc_server_path, port=free_port())
    lender.start()
    try:
        request = LoadRequest(starter_model_path, context=1024, rpc_hosts=(lender.address,))
        prepared = prepare_load(request, runtime=runtime)
    finally:
        lender.stop()  # gone between the plan and the launch: llama-server aborts
    with pytest.raises(RpcHostError) as raised:
        start_server(prepared)
    assert raised.value.message == (
        f"The computer sharing its devices at {lender.address} went away while the model "
        "was loading. Start its sharing again, or load without it."
    )
    # No llama-server is left: the no_leaked_children fixture checks it after the test.


def test_a_broken_answer_names_the_lost_host_through_the_session(tmp_path: Path) -> None:
    # What the app's worker and ask set at each load: the session's last word on a
    # failure names a computer lending its devices that is gone.
    lost = f"127.0.0.1:{free_port()}"
    with ConversationStore(IN_MEMORY) as store:
        session = ChatSession(DirectStore(store), server_alive=lambda: False)
        session.reword_failure = naming_lost_hosts([lost])
        broke = TurnFailed(1, 2, FailureKind.SERVER_GONE, "The model server stopped.", "Once")
        explained = session.explain(broke)
        assert explained.server_stopped and explained.partial_text == "Once"
        assert explained.message.startswith(f"The computer sharing its devices at {lost} went")
        too_long = TurnFailed(1, 2, FailureKind.CONTEXT_OVERFLOW, "Too long.")
        assert ChatSession(DirectStore(store)).explain(too_long) == too_long
    assert naming_lost_hosts([]) is None


def test_rpc_serve_shares_on_loopback_and_stops_on_sigterm() -> None:
    port = free_port()
    serve = start_cli(["rpc", "serve", "--port", str(port)])
    assert serve.stdout is not None
    first = serve.stdout.readline()
    assert first.startswith(f"Sharing this computer's devices at 127.0.0.1:{port}.")
    assert unreachable_hosts([f"127.0.0.1:{port}"]) == []
    children = psutil.Process(serve.pid).children(recursive=True)
    assert [child.name() for child in children] == ["ggml-rpc-server"]
    serve.send_signal(signal.SIGTERM)
    _, errors = serve.communicate(timeout=30)
    assert serve.returncode == 0
    assert "llamadesk: stopped sharing." in errors
    assert RPC_WARNING not in errors  # loopback: nothing to warn about
    assert not any(child.is_running() for child in children)


def test_rpc_serve_on_the_network_warns_and_a_busy_port_is_said(rpc_server_path: Path) -> None:
    # 127.0.0.2 is this computer too, but not the loopback name: it stands for a
    # network address without opening one.
    port = free_port()
    serve = start_cli(["rpc", "serve", "--host", "127.0.0.2", "--port", str(port)])
    try:
        assert serve.stdout is not None
        assert serve.stdout.readline().startswith("Sharing this computer's devices at 127.0.0.2")
    finally:
        serve.send_signal(signal.SIGTERM)
        _, errors = serve.communicate(timeout=30)
    assert f"llamadesk: {RPC_WARNING}" in errors
    busy = RpcServer(rpc_server_path, port=port)
    holder = RpcServer(rpc_server_path, port=port)
    holder.start()
    try:
        with pytest.raises(RpcShareError, match=f"Port {port} is already in use"):
            busy.start()
        assert not busy.is_running()
    finally:
        holder.stop()


def test_serve_over_rpc_lends_the_hosts_devices_to_other_apps(
    two_hosts: tuple[str, str], llama_server_path: Path
) -> None:
    """``llamadesk serve --rpc`` takes the same list as ``ask --rpc``: the served model's
    layers go to the lent devices, another app gets its answer, SIGTERM ends it all."""
    key = new_api_key()
    env = {SERVER_PATH_ENV: str(llama_server_path)}
    args = ["--port", str(free_port()), "--api-key", key, "--ctx", "1024", "--rpc", two_hosts[0]]
    with serving(args, env) as served:
        (server,) = served.llama_servers()
        command = server.cmdline()
        assert command[command.index("--rpc") + 1] == two_hosts[0]
        body = {"messages": [{"role": "user", "content": "Say hello."}], "max_tokens": 12}
        with httpx.Client(trust_env=False, timeout=120) as client:
            answered = client.post(served.url + "/chat/completions", json=body,
                                   headers={"Authorization": f"Bearer {key}"})
        assert answered.status_code == 200
        assert answered.json()["choices"][0]["message"]["content"].strip()
        code, err, servers = served.stop(signal.SIGTERM)
    assert code == 0, err
    assert all_gone(servers)

    missing = f"127.0.0.1:{free_port()}"
    result = run_cli(["serve", "--api-key", key, "--rpc", missing], env_extra=env)
    assert result.returncode == EXIT_NETWORK
    assert f"Can't reach the computer sharing its devices at {missing}" in result.stderr
