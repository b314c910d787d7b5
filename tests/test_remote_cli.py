"""``llamadesk ask --server``: the remote is another real llama-server with the starter
model on loopback, started with a key; the command runs as a user runs it."""

from __future__ import annotations

import json

import pytest

from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_NETWORK, EXIT_NOT_FOUND
from desktop.core.chat.remote_servers import add_server
from desktop.core.settings import SettingsStore
from tests.support.cli_process import run_cli
from tests.support.raw_server import RawServer, free_port

QUESTION = ("What is the capital of France?", "--max-tokens", "16", "--temperature", "0")


@pytest.fixture(scope="module")
def remote(remote_llama_server: RawServer) -> RawServer:
    return remote_llama_server


def test_ask_a_remote_server_by_address(remote: RawServer) -> None:
    result = run_cli(
        ["ask", *QUESTION, "--server", remote.base_url, "--api-key", remote.api_key, "--json"]
    )
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["text"].strip()
    assert answer["usage"]["completion_tokens"] > 0
    assert answer["server"] == {"name": remote.base_url.split("//")[1], "url": remote.base_url,
                                "model": "starter"}
    assert "load" not in answer  # nothing was loaded here


def test_ask_a_saved_server_by_name_streams_the_answer(remote: RawServer) -> None:
    store = SettingsStore()
    settings = store.load()
    add_server(settings, "Office PC", remote.base_url, remote.api_key)
    store.save(settings)
    result = run_cli(["ask", *QUESTION, "--server", "office pc", "--model", "starter"])
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()
    assert "Asking starter on Office PC..." in result.stderr
    # A wrong key given on the command line replaces the saved one, and is refused.
    refused = run_cli(["ask", *QUESTION, "--server", "Office PC", "--api-key", "wrong"])
    assert refused.returncode == EXIT_NETWORK
    assert refused.stderr.strip() == (
        "llamadesk: Office PC refused the key. Check the key for it in Settings → Remote servers."
    )


def test_ask_remote_failures_are_one_plain_line(remote: RawServer) -> None:
    key = ("--api-key", remote.api_key)
    missing = run_cli(["ask", *QUESTION, "--server", remote.base_url, *key, "--model", "qwen"])
    assert missing.returncode == EXIT_NOT_FOUND
    assert missing.stderr.strip().endswith("has no model qwen; it offers starter.")
    nowhere = f"http://127.0.0.1:{free_port()}"
    unreachable = run_cli(["ask", *QUESTION, "--server", nowhere, *key])
    assert unreachable.returncode == EXIT_NETWORK
    assert unreachable.stderr.startswith("llamadesk: Can't reach 127.0.0.1:")
    unknown = run_cli(["ask", *QUESTION, "--server", "Garage"])
    assert unknown.returncode == EXIT_BAD_INPUT
    assert "no saved server named Garage" in unknown.stderr
    local_only = run_cli(["ask", *QUESTION, "--server", remote.base_url, "--ctx", "512"])
    assert local_only.returncode == EXIT_BAD_INPUT
    assert "Leave out --ctx with --server" in local_only.stderr
    stray_key = run_cli(["ask", *QUESTION, "--api-key", "k"])
    assert stray_key.returncode == EXIT_BAD_INPUT
    assert "give it with --server" in stray_key.stderr
