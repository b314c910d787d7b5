"""``llamadesk ask --tools``: real ``llamadesk`` processes, the real server and starter
model, the real built-in python tool."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli.exit_codes import EXIT_BAD_INPUT
from tests.support.cli_process import run_cli


@pytest.fixture
def server_env(llama_server_path: Path) -> dict[str, str]:
    return {"LLAMADESK_LLAMA_SERVER": str(llama_server_path)}


def test_an_unknown_tool_is_bad_input_said_before_any_loading(
    server_env: dict[str, str],
) -> None:
    result = run_cli(["ask", "hi", "--tools", "python,telepathy", "--json"], env_extra=server_env)
    assert result.returncode == EXIT_BAD_INPUT
    assert result.stdout == ""
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("llamadesk: ") and "telepathy" in line


@pytest.mark.server
def test_a_required_tool_call_is_listed_in_call_order_and_the_answer_stays_in_text(
    server_env: dict[str, str],
) -> None:
    result = run_cli(
        [
            "ask",
            "Compute 6 times 7 with Python.",
            "--tools",
            "python",
            "--tool-choice",
            "required",
            "--json",
            "--temperature",
            "0",
            "--seed",
            "1",
            "--max-tokens",
            "48",
            "--ctx",
            "2048",
        ],
        env_extra=server_env,
    )
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    calls = document["tool_calls"]
    assert len(calls) >= 1
    first = calls[0]
    assert set(first) == {"name", "arguments", "result", "error", "seconds"}
    assert first["name"] == "python"
    assert isinstance(first["arguments"], dict) and isinstance(first["arguments"]["code"], str)
    assert isinstance(first["result"], str) and first["result"]
    assert first["seconds"] >= 0
    # The forced call's JSON is the call, never the answer.
    assert isinstance(document["text"], str) and '"arguments"' not in document["text"]


@pytest.mark.server
def test_without_json_each_call_is_a_line_on_stderr(server_env: dict[str, str]) -> None:
    result = run_cli(
        [
            "ask",
            "Print hello with Python.",
            "--tools",
            "python",
            "--tool-choice",
            "required",
            "--temperature",
            "0",
            "--seed",
            "1",
            "--max-tokens",
            "16",
            "--ctx",
            "2048",
        ],
        env_extra=server_env,
    )
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("[tool] python")]
    assert len(lines) >= 2  # started, then finished with its time
    assert lines[1].endswith(" s)")
    assert "<tool_call>" not in result.stdout and '"arguments"' not in result.stdout
