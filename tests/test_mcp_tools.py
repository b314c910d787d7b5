"""MCP servers' tools end to end: a real server written with the SDK
(tests/support/mcp_servers/tools_server.py) over stdio and over streamable HTTP, and
servers that crash mid-call, hang, answer junk or do not exist. Each failure is a plain
message, the chat could go on, and no process is left (checked here and by conftest).
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import httpx
import psutil
import pytest

from desktop.core import paths, processes
from desktop.core.tools.base import (
    CallFailure,
    CallProblem,
    Policy,
    Toolbox,
    ToolContext,
    ToolResult,
    ToolRun,
    ToolsError,
    ToolsProblem,
)
from desktop.core.tools.mcp_config import (
    McpServerConfig,
    list_servers,
    remove_server,
    save_server,
)
from desktop.core.tools.mcp_servers import model_tool_name
from desktop.core.tools.mcp_servers import test_server as check_server
from desktop.core.tools.toolbox import open_toolbox
from tests.support.raw_server import free_port

SERVER_SCRIPT = Path(__file__).parent / "support" / "mcp_servers" / "tools_server.py"
DEMO_TOOLS = [
    "demo__add",
    "demo__shout_out",
    "demo__crash",
    "demo__hang",
    "demo__fail",
    "demo__spawn_child",
]


def stdio_entry(*args: str) -> dict[str, object]:
    return {"command": sys.executable, "args": [str(SERVER_SCRIPT), *args]}


@pytest.fixture
def mcp_json(tmp_path: Path) -> Path:
    path = tmp_path / "mcp.json"
    servers = {
        "demo": stdio_entry(),
        "slow-start": stdio_entry("--hang-at-start"),
        "junk": stdio_entry("--junk"),
        "missing": {"command": str(tmp_path / "no-such-program")},
    }
    path.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return path


def call(
    toolbox_tool: object,
    arguments: dict[str, object],
    time_limit_s: float = 20.0,
    cancel: threading.Event | None = None,
) -> ToolResult:
    run = ToolRun(arguments, ToolContext(1, Path.cwd()), time_limit_s, cancel or threading.Event())
    return toolbox_tool.run(run)  # type: ignore[attr-defined, no-any-return]


def no_children_left() -> bool:
    living = [
        child
        for child in psutil.Process().children(recursive=True)
        if child.status() != psutil.STATUS_ZOMBIE
    ]
    _gone, alive = psutil.wait_procs(living, timeout=5)
    return not alive


@contextlib.contextmanager
def demo_toolbox(
    names: list[str], mcp_json: Path, *, approved: bool = False, allowed: Sequence[str] = ()
) -> Iterator[Toolbox]:
    """``open_toolbox(names)`` for the block; closing it must leave no process behind."""
    toolbox = open_toolbox(names, mcp_config=mcp_json, approved=approved, allowed=allowed)
    try:
        yield toolbox
    finally:
        toolbox.close()
    assert no_children_left()


def test_stdio_server_tools_are_offered_asked_for_and_called(mcp_json: Path) -> None:
    with demo_toolbox(["mcp:demo"], mcp_json) as toolbox:
        specs = {spec.name: spec for spec in toolbox.specs()}
        assert list(specs) == DEMO_TOOLS
        add = specs["demo__add"]
        assert add.source == "mcp:demo"
        # The server marks add read-only: it runs without asking. Unmarked tools can
        # change things, and are destructive by the protocol's default: asked each time.
        assert not add.changes_computer and not add.destructive
        assert specs["demo__shout_out"].changes_computer and specs["demo__shout_out"].destructive
        assert add.description == "Add two whole numbers. (from the MCP server 'demo')"
        assert add.parameters["required"] == ["a", "b"]
        assert toolbox.policy("demo__add") is Policy.ALWAYS
        assert toolbox.policy("demo__shout_out") is Policy.ASK
        toolbox.allow_in_chat("demo__shout_out")  # never for a destructive tool
        assert toolbox.policy("demo__shout_out") is Policy.ASK
        assert call(toolbox.get("demo__add"), {"a": 2, "b": 3}).text == "5"
        assert call(toolbox.get("demo__shout_out"), {"text": "hay"}).text == "HAY!"
        failed = call(toolbox.get("demo__fail"), {})
        assert failed.error is not None and failed.error.startswith("fail reported an error")
        # The server's own words, kept as it wrote them for the window's "The tool said:".
        assert failed.failure is not None and failed.failure.kind is CallProblem.TOOL_SAID
        assert failed.failure.name == "fail"
        assert failed.failure.said and failed.error.endswith(failed.failure.said)


def test_tools_named_on_the_command_line_are_approved_but_not_what_can_change_things(
    mcp_json: Path,
) -> None:
    """Naming a server is not naming what each of its tools may do: those that can
    change things are refused unless allowed by name (or the whole server by name)."""
    with demo_toolbox(["mcp:demo", "python"], mcp_json, approved=True) as toolbox:
        policies = {spec.name: toolbox.policy(spec.name) for spec in toolbox.specs()}
    assert policies.pop("python") is Policy.ALWAYS and policies.pop("demo__add") is Policy.ALWAYS
    assert set(policies.values()) == {Policy.REFUSE}
    with demo_toolbox(["mcp:demo"], mcp_json, approved=True, allowed=["demo__crash"]) as toolbox:
        assert toolbox.policy("demo__crash") is Policy.ALWAYS
        assert toolbox.policy("demo__hang") is Policy.REFUSE
    with demo_toolbox(["mcp:demo"], mcp_json, approved=True, allowed=["mcp:demo"]) as toolbox:
        assert {toolbox.policy(spec.name) for spec in toolbox.specs()} == {Policy.ALWAYS}


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    process = processes.start(
        [sys.executable, str(SERVER_SCRIPT), "--http", str(port)], output="discard"
    )
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                httpx.get(url, timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        yield url
    finally:
        # Killed, not asked: uvicorn waits for the hung call to finish before it exits.
        processes.stop_tree(process, grace_s=2.0)


def test_streamable_http_server_tools_are_called(http_server: str, tmp_path: Path) -> None:
    config = tmp_path / "http.json"
    entry = {"url": http_server, "headers": {"Authorization": "Bearer test"}}
    config.write_text(json.dumps({"mcpServers": {"web": entry}}), encoding="utf-8")
    toolbox = open_toolbox(["mcp:web"], mcp_config=config)
    try:
        assert toolbox.get("web__add") is not None
        assert call(toolbox.get("web__add"), {"a": 40, "b": 2}).text == "42"
        started = time.monotonic()
        hung = call(toolbox.get("web__hang"), {}, time_limit_s=2.0)
        assert hung.error == "The MCP server 'web' did not answer hang within 2 seconds."
        assert hung.failure == CallFailure(
            CallProblem.SERVER_SLOW, server="web", name="hang", seconds=2.0
        )
        assert time.monotonic() - started < 6
    finally:
        toolbox.close()


def test_a_server_that_crashes_mid_call_says_so_and_leaves_nothing(mcp_json: Path) -> None:
    with demo_toolbox(["mcp:demo"], mcp_json) as toolbox:
        crashed = call(toolbox.get("demo__crash"), {})
        assert crashed.error is not None
        assert "stopped during a call and is not running any more" in crashed.error
        later = call(toolbox.get("demo__add"), {"a": 1, "b": 1})
        assert later.error is not None and "is not running any more" in later.error
        for gone in (crashed, later):
            assert gone.failure is not None and gone.failure.kind is CallProblem.SERVER_GONE
            assert gone.failure.server == "demo"


def test_a_call_that_hangs_is_stopped_and_the_server_goes_on(mcp_json: Path) -> None:
    with demo_toolbox(["mcp:demo"], mcp_json) as toolbox:
        started = time.monotonic()
        hung = call(toolbox.get("demo__hang"), {}, time_limit_s=2.0)
        assert hung.error == "The MCP server 'demo' did not answer hang within 2 seconds."
        assert time.monotonic() - started < 6
        assert call(toolbox.get("demo__add"), {"a": 1, "b": 2}).text == "3"
        cancel = threading.Event()
        threading.Timer(0.5, cancel.set).start()
        cancelled = call(toolbox.get("demo__hang"), {}, cancel=cancel)
        assert cancelled.error == "The call to 'demo' was stopped: the answer was cancelled."
        assert hung.failure == CallFailure(
            CallProblem.SERVER_SLOW, server="demo", name="hang", seconds=2.0
        )
        assert cancelled.failure == CallFailure(CallProblem.CANCELLED)


def test_closing_ends_what_the_server_started(mcp_json: Path) -> None:
    with demo_toolbox(["mcp:demo"], mcp_json) as toolbox:
        grandchild = int(call(toolbox.get("demo__spawn_child"), {}).text)
        assert psutil.pid_exists(grandchild)


@pytest.mark.parametrize(
    ("server", "said"),
    [
        ("slow-start", " It said: tools_server: hanging before the handshake"),
        ("junk", ""),
    ],
)
def test_a_server_that_never_answers_is_stopped(mcp_json: Path, server: str, said: str) -> None:
    ok, error = check_server(server, mcp_json, time_limit_s=5.0)
    assert not ok and isinstance(error, ToolsError)
    assert error.problem is ToolsProblem.SERVER_SILENT
    assert (error.name, error.seconds, error.said) == (server, 5.0, said.removeprefix(" It said: "))
    assert (
        error.message
        == f"The MCP server '{server}' did not answer within 5 seconds and was stopped.{said}"
    )
    assert no_children_left()


def test_settings_test_button_lists_a_servers_tools(mcp_json: Path) -> None:
    assert check_server("demo", mcp_json) == (
        True,
        [("add", False)] + [(name, True)
                            for name in ("shout out", "crash", "hang", "fail", "spawn_child")],
    )
    assert no_children_left()


def test_unknown_or_unstartable_servers_raise_plain_errors(mcp_json: Path) -> None:
    with pytest.raises(ToolsError, match="There is no MCP server named 'nope'") as nope:
        open_toolbox(["mcp:nope"], mcp_config=mcp_json)
    assert (nope.value.problem, nope.value.name) == (ToolsProblem.NO_SERVER, "nope")
    with pytest.raises(
        ToolsError, match=r"The MCP server 'missing' could not be started: .*No such file"
    ) as missing:
        # demo starts first: the failure of the second must stop it again.
        open_toolbox(["mcp:demo", "mcp:missing"], mcp_config=mcp_json)
    assert (missing.value.problem, missing.value.name) == (ToolsProblem.SERVER_FAILED, "missing")
    assert "No such file" in missing.value.reason
    assert no_children_left()


def test_a_damaged_mcp_json_is_reported_and_never_written_over(tmp_path: Path) -> None:
    path = paths.mcp_config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"mcpServers": {"demo": {"command": ', encoding="utf-8")
    with pytest.raises(
        ToolsError, match=r"is damaged: it is not valid JSON .*LlamaDesk will not write over it"
    ) as damaged:
        list_servers()
    assert (damaged.value.problem, damaged.value.path) == (ToolsProblem.DAMAGED, path)
    with pytest.raises(ToolsError, match="is damaged"):
        save_server(McpServerConfig("other", command="x"))
    assert path.read_text(encoding="utf-8") == '{"mcpServers": {"demo": {"command": '
    path.write_text('{"mcpServers": {"demo": {"args": []}}}', encoding="utf-8")
    with pytest.raises(ToolsError, match="the server 'demo' has neither a command nor a url"):
        open_toolbox(["mcp:demo"])


def test_servers_are_added_and_removed_keeping_other_apps_keys(tmp_path: Path) -> None:
    path = paths.mcp_config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps({"theirs": 1, "mcpServers": {"old": {"command": "a", "disabled": True}}})
    )
    save_server(
        McpServerConfig("files", command="npx", args=("-y", "server-files"), env={"K": "v"})
    )
    save_server(McpServerConfig("remote", url="http://127.0.0.1:9/mcp", headers={"X": "y"}))
    remove_server("old")
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored == {
        "theirs": 1,
        "mcpServers": {
            "files": {"command": "npx", "args": ["-y", "server-files"], "env": {"K": "v"}},
            "remote": {"url": "http://127.0.0.1:9/mcp", "headers": {"X": "y"}},
        },
    }
    extra = tmp_path / "extra.json"
    extra.write_text(json.dumps({"mcpServers": {"files": {"url": "http://127.0.0.1:8/mcp"}}}))
    servers = {server.name: server.describe() for server in list_servers(extra)}
    assert servers == {"files": "http://127.0.0.1:8/mcp", "remote": "http://127.0.0.1:9/mcp"}
    with pytest.raises(ToolsError, match="needs either a command to start or an address") as no:
        save_server(McpServerConfig("neither"))
    assert no.value.problem is ToolsProblem.NO_COMMAND


def test_model_tool_names_are_safe_and_unique() -> None:
    taken: set[str] = set()
    assert model_tool_name("my files", "read.file", taken) == "my_files__read_file"
    assert model_tool_name("my files", "read file", taken) == "my_files__read_file_2"
    long_name = model_tool_name("s" * 40, "t" * 40, taken)
    assert len(long_name) == 64
