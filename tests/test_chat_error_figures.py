"""What the chat page's errors carry for the window to word them in its own language
(issue 29): tools, reading aloud and listening, and the saved chats each say their kind
and keep, as typed attributes, the figures their English message names. Made here by
the core's own code paths (no model needed)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    ConversationStoreRecoveredError,
    save_failure_message,
    save_failure_problem,
)
from desktop.core.chat.store_schema import SCHEMA_VERSION
from desktop.core.errors import LlamaDeskError
from desktop.core.host.listening_host import ListeningHost, TranscriptionProblem
from desktop.core.host.speech_host import SpeechError, SpeechProblem, _failure, speech_program
from desktop.core.runtime.discovery import Runtime
from desktop.core.settings import Settings
from desktop.core.tools.base import ToolsError, ToolsProblem
from desktop.core.tools.mcp_config import McpServerConfig, find_server, list_servers, save_server
from desktop.core.tools.toolbox import open_toolbox


def raised(make: Callable[[], object]) -> LlamaDeskError:
    try:
        make()
    except LlamaDeskError as error:
        return error
    raise AssertionError(f"{make} raised nothing")


def tools_errors(folder: Path) -> list[ToolsError]:
    """Each ToolsError kind the core makes without starting a server."""
    damaged = folder / "damaged.json"
    damaged.write_text('{"mcpServers": {"demo": ', encoding="utf-8")
    unreadable = folder / "folder.json"
    unreadable.mkdir()
    errors = [
        raised(lambda: open_toolbox(["calculator"], settings=Settings())),
        raised(lambda: open_toolbox(["shell"], settings=Settings())),
        raised(lambda: list_servers(folder / "none.json")),
        raised(lambda: find_server("nope", folder / "empty.json")),
        raised(lambda: save_server(McpServerConfig(" "), folder / "mcp.json")),
        raised(lambda: save_server(McpServerConfig("both"), folder / "mcp.json")),
        raised(lambda: list_servers(damaged)),
        raised(lambda: save_server(McpServerConfig("x", command="y"), unreadable)),
    ]
    assert all(isinstance(error, ToolsError) for error in errors)
    return errors  # type: ignore[return-value]


def test_each_tools_error_carries_its_kind_and_figures(tmp_path: Path) -> None:
    (tmp_path / "empty.json").write_text("{}", encoding="utf-8")
    unknown, off, no_file, no_server, no_name, neither, damaged, not_read = tools_errors(tmp_path)
    assert (unknown.problem, unknown.name) == (ToolsProblem.UNKNOWN_TOOL, "calculator")
    assert (off.problem, off.name) == (ToolsProblem.TOOL_OFF, "shell")
    assert (no_file.problem, no_file.path) == (ToolsProblem.NO_CONFIG_FILE, tmp_path / "none.json")
    assert (no_server.problem, no_server.name) == (ToolsProblem.NO_SERVER, "nope")
    assert no_name.problem is ToolsProblem.NO_NAME
    assert neither.problem is ToolsProblem.NO_COMMAND
    assert (damaged.problem, damaged.path) == (ToolsProblem.DAMAGED, tmp_path / "damaged.json")
    assert not_read.problem is ToolsProblem.NOT_READ
    assert not_read.path == tmp_path / "folder.json" and not_read.reason


def test_speech_failures_carry_their_kind_and_figures(tmp_path: Path) -> None:
    server = tmp_path / "llama-server"
    server.write_bytes(b"")
    no_program = raised(lambda: speech_program(Runtime(server, "env")))
    assert isinstance(no_program, SpeechError)
    assert (no_program.problem, no_program.folder) == (SpeechProblem.NO_PROGRAM, tmp_path)

    command = ["llama-tts", "-m", str(tmp_path / "voice.gguf")]
    damaged = _failure(1, ["llama_model_load: failed to load model"], command)
    assert damaged.problem is SpeechProblem.MODEL_DAMAGED
    stopped = _failure(3, ["something the app has never seen"], command)
    assert (stopped.problem, stopped.exit_code) == (SpeechProblem.STOPPED, 3)


def test_transcription_failures_carry_their_kind_and_figures(tmp_path: Path) -> None:
    host = ListeningHost(lambda: Runtime(tmp_path / "llama-server", "env"), idle_stop_s=None)
    not_running = raised(lambda: host.transcribe(tmp_path / "said.wav"))
    assert getattr(not_running, "problem", None) is TranscriptionProblem.NOT_RUNNING
    host.shut_down()
    closing = raised(lambda: host.start(tmp_path / "hears.gguf"))
    assert getattr(closing, "problem", None) is TranscriptionProblem.CLOSING


def test_saved_chats_errors_carry_their_kind_and_figures(tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite3"
    connection = sqlite3.connect(newer)
    connection.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    connection.close()
    error = raised(lambda: ConversationStore(newer))
    assert isinstance(error, ConversationStoreError)
    assert (error.problem, error.path) == (ChatsProblem.NEWER, newer)

    damaged = tmp_path / "chats.sqlite3"
    damaged.write_bytes(b"this is not a database at all\n" * 200)
    recovered = raised(lambda: ConversationStore(damaged))
    assert isinstance(recovered, ConversationStoreRecoveredError)
    assert recovered.problem is ChatsProblem.RECOVERED
    counts = (recovered.chats_recovered, recovered.messages_recovered, recovered.lost)
    assert counts == (0, 0, False)

    with ConversationStore(tmp_path / "fresh.sqlite3") as store:
        gone = raised(lambda: store.get_conversation(404))
        assert isinstance(gone, ConversationStoreError) and gone.problem is ChatsProblem.NO_CHAT
    closed = raised(lambda: store.list_conversations())
    assert isinstance(closed, ConversationStoreError) and closed.problem is ChatsProblem.CLOSED


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("SQLITE_FULL", ChatsProblem.DISK_FULL),
        ("SQLITE_READONLY_DBMOVED", ChatsProblem.READ_ONLY),
        ("SQLITE_BUSY", ChatsProblem.IN_USE),
        ("SQLITE_IOERR_WRITE", ChatsProblem.DISK_FAILED),
        ("SQLITE_MISMATCH", ChatsProblem.NOT_SAVED),
    ],
)
def test_a_failed_save_says_its_cause_as_a_kind(name: str, problem: ChatsProblem) -> None:
    error = sqlite3.OperationalError("no")
    error.sqlite_errorname = name  # type: ignore[attr-defined]
    assert save_failure_problem(error) is problem
    assert save_failure_message(error).startswith("Your chat could not be saved")
