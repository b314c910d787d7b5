"""``llamadesk ask --tools``: real ``llamadesk`` processes, the real server and starter
model, the real built-in python tool."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import psutil
import pytest

from desktop.cli.exit_codes import EXIT_BAD_INPUT
from tests.support.cli_process import run_cli

TOOLS_SERVER = Path(__file__).parent / "support" / "mcp_servers" / "tools_server.py"


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


def _first_call_of_one_mcp_tool(
    tool: str, prompt: str, tmp_path: Path, server_env: dict[str, str], *extra: str
) -> dict[str, Any]:
    """``ask --tools mcp:demo --tool-choice required --json`` with an MCP server that
    offers only ``tool``: the starter model is made to call it, through the whole loop.
    Returns the first call the answer made (the answer is checked to have text)."""
    config = tmp_path / "mcp.json"
    server = {"command": sys.executable, "args": [str(TOOLS_SERVER), "--only", tool]}
    config.write_text(json.dumps({"mcpServers": {"demo": server}}), encoding="utf-8")
    result = run_cli(
        ["ask", prompt, "--tools", "mcp:demo", "--mcp-config", str(config),
         "--tool-choice", "required", "--json", "--temperature", "0", "--seed", "1",
         "--max-tokens", "32", "--ctx", "2048", *extra],
        env_extra=server_env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    # The MCP server's process ended with the answer.
    assert not [
        process
        for process in psutil.process_iter(["cmdline"])
        if str(TOOLS_SERVER) in (process.info["cmdline"] or [])
    ]
    document = json.loads(result.stdout)
    assert isinstance(document, dict) and isinstance(document["text"], str)
    calls = document["tool_calls"]
    assert isinstance(calls, list) and calls
    first: dict[str, Any] = calls[0]
    return first


@pytest.mark.server
def test_an_mcp_tool_is_called_through_the_loop_and_its_result_goes_back(
    server_env: dict[str, str], tmp_path: Path
) -> None:
    first = _first_call_of_one_mcp_tool("add", "Add 2 and 3.", tmp_path, server_env)
    assert first["name"] == "demo__add" and first["error"] is None
    arguments = first["arguments"]
    # Whatever numbers the model picked, the server's own sum came back.
    assert first["result"] == str(arguments["a"] + arguments["b"])


@pytest.mark.server
def test_an_mcp_server_that_crashes_mid_call_gives_a_plain_error_and_the_answer_goes_on(
    server_env: dict[str, str], tmp_path: Path
) -> None:
    # crash is not marked read-only: it runs only when allowed by name.
    first = _first_call_of_one_mcp_tool(
        "crash", "Use your tool.", tmp_path, server_env, "--allow-tool", "demo__crash"
    )
    assert first["name"] == "demo__crash"
    assert isinstance(first["error"], str) and first["error"]
    assert "Traceback" not in first["error"] and "Not allowed" not in first["error"]


def test_attach_needs_a_file_there_and_the_read_file_tool(
    server_env: dict[str, str], tmp_path: Path
) -> None:
    missing = run_cli(["ask", "hi", "--tools", "read_file", "--attach", str(tmp_path / "no.txt")],
                      env_extra=server_env)  # fmt: skip
    assert missing.returncode == EXIT_BAD_INPUT and "not found" in missing.stderr
    note = tmp_path / "note.txt"
    note.write_text("x", encoding="utf-8")
    without = run_cli(["ask", "hi", "--attach", str(note)], env_extra=server_env)
    assert without.returncode == EXIT_BAD_INPUT and "--tools read_file" in without.stderr


@pytest.mark.server
def test_a_file_attached_with_ask_is_what_read_file_reads_in_a_real_turn(
    server_env: dict[str, str], tmp_path: Path
) -> None:
    """read_file could never work: nothing passed it attachments (issue 25)."""
    note = tmp_path / "shopping.txt"
    note.write_text("Oat milk, lemons and basil.", encoding="utf-8")
    result = run_cli(
        ["ask", "Read the attached file shopping.txt.", "--tools", "read_file",
         "--attach", str(note), "--tool-choice", "required", "--json", "--temperature", "0",
         "--seed", "1", "--max-tokens", "48", "--ctx", "2048"],
        env_extra=server_env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    calls = json.loads(result.stdout)["tool_calls"]
    assert calls and all(call["name"] == "read_file" for call in calls)
    # Whatever name the model gave first, the tool read the attached file or named it as
    # the one it may read: the file's text reached the model in a call of this turn.
    assert any(call["error"] is None and "Oat milk, lemons and basil." in call["result"]
               for call in calls), calls  # fmt: skip


def test_tools_run_runs_one_call_as_a_chats_call_runs_it(tmp_path: Path) -> None:
    """``llamadesk tools run``: the same fence, limits and refusals as in a chat."""
    done = run_cli(["tools", "run", "python", "--code", "print(6 * 7)"])
    assert (done.returncode, done.stdout.strip()) == (0, "42"), done.stderr
    note = tmp_path / "note.txt"
    note.write_text("Buy oat milk.", encoding="utf-8")
    read = run_cli(["tools", "run", "read_file", "--arguments", '{"name": "note.txt"}',
                    "--attach", str(note), "--json"])  # fmt: skip
    assert read.returncode == 0 and json.loads(read.stdout)["result"] == "Buy oat milk."
    fenced = run_cli(["tools", "run", "python", "--code",
                      "import ctypes; print(ctypes.CDLL(None).socket(2, 1, 0))"])  # fmt: skip
    assert fenced.returncode == 0 and fenced.stdout.strip() == "-1"  # the kernel said no
    refused = run_cli(["tools", "run", "python", "--code", "import socket; socket.socket()"])
    assert refused.returncode == 1 and "no network access" in refused.stderr
    for bad in (["tools", "run", "telepathy", "--code", "x"],
                ["tools", "run", "python", "--arguments", "{not json"]):  # fmt: skip
        assert run_cli(bad).returncode == EXIT_BAD_INPUT


def test_tools_run_refuses_an_mcp_tool_that_changes_things_unless_allowed(
    tmp_path: Path,
) -> None:
    from tests.support.npm_packages import FILESYSTEM_SERVER, installed_program

    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "note.txt").write_text("x", encoding="utf-8")
    config = tmp_path / "mcp.json"
    entry = {"command": str(installed_program(*FILESYSTEM_SERVER)), "args": [str(shared)]}
    config.write_text(json.dumps({"mcpServers": {"files": entry}}), encoding="utf-8")
    move = ["tools", "run", "files__move_file", "--mcp-config", str(config), "--arguments",
            json.dumps({"source": str(shared / "note.txt"),
                        "destination": str(shared / "moved.txt")})]  # fmt: skip
    refused = run_cli(move)
    assert refused.returncode == 1 and "--allow-tool files__move_file" in refused.stderr
    assert (shared / "note.txt").exists()
    moved = run_cli([*move, "--allow-tool", "files__move_file"])
    assert moved.returncode == 0, moved.stderr
    assert (shared / "moved.txt").exists() and not (shared / "note.txt").exists()
