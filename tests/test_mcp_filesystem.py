"""The MCP project's reference filesystem server (npm
``@modelcontextprotocol/server-filesystem``, unmodified): its own safety hints decide what
runs. Tools it marks read-only run without asking; the others ask in the window (those it
marks destructive every time), and where nobody is there to ask (``llamadesk ask``) they
are refused unless allowed by name (issue 25)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import ToolCall
from desktop.core.chat.tool_loop import NOT_ALLOWED_NOTE, ToolRunner
from desktop.core.chat.turns import DirectStore, ToolApprovalNeeded, ToolCallFinished, TurnEvent
from desktop.core.tools.base import CallFailure, CallProblem, Policy, Toolbox, ToolContext
from desktop.core.tools.toolbox import open_toolbox
from tests.support.npm_packages import FILESYSTEM_SERVER, installed_program


@pytest.fixture(scope="module")
def filesystem_program() -> Path:
    return installed_program(*FILESYSTEM_SERVER)


@pytest.fixture
def shared(tmp_path: Path) -> Path:
    """The one folder the server is given; a note in it."""
    folder = tmp_path / "shared"
    folder.mkdir()
    (folder / "note.txt").write_text("Buy oat milk.", encoding="utf-8")
    return folder


@contextmanager
def files_toolbox(
    program: Path, shared: Path, *, approved: bool, allowed: Sequence[str] = ()
) -> Iterator[Toolbox]:
    config = shared.parent / "mcp.json"
    entry = {"command": str(program), "args": [str(shared)]}
    config.write_text(json.dumps({"mcpServers": {"files": entry}}), encoding="utf-8")
    toolbox = open_toolbox(["mcp:files"], mcp_config=config, approved=approved, allowed=allowed)
    try:
        yield toolbox
    finally:
        toolbox.close()


def run_call(
    toolbox: Toolbox, store: ConversationStore, call: ToolCall, answer: bool | None = None,
    remember: Policy | None = None,
) -> tuple[ToolCallFinished, list[ToolApprovalNeeded]]:  # fmt: skip
    """One call through the chat's tool loop; ``answer``: what the user says if asked."""
    chat = store.create_conversation("Files")
    reply = store.begin_reply(chat.id)
    runner = ToolRunner(toolbox, DirectStore(store), chat.id, reply, threading.Event(),
                        context_for=lambda cid: ToolContext(cid, store.path.parent))
    asked: list[ToolApprovalNeeded] = []
    finished: list[ToolCallFinished] = []
    events: Iterator[TurnEvent] = runner.run_calls((call,), 0, 0)
    for event in events:
        if isinstance(event, ToolApprovalNeeded):
            asked.append(event)
            assert answer is not None, f"asked about {event.name}"
            event.decision.answer(answer, remember)
        elif isinstance(event, ToolCallFinished):
            finished.append(event)
    (result,) = finished
    return result, asked


def move(shared: Path) -> ToolCall:
    arguments = {"source": str(shared / "note.txt"), "destination": str(shared / "moved.txt")}
    return ToolCall("m1", "files__move_file", json.dumps(arguments))


def read(shared: Path) -> ToolCall:
    return ToolCall("r1", "files__read_text_file", json.dumps({"path": str(shared / "note.txt")}))


def test_the_servers_hints_mark_what_only_reads_and_what_can_change_things(
    filesystem_program: Path, shared: Path
) -> None:
    with files_toolbox(filesystem_program, shared, approved=False) as toolbox:
        specs = {spec.name: spec for spec in toolbox.specs()}
        read_only = {name for name, spec in specs.items() if not spec.changes_computer}
        destructive = {name for name, spec in specs.items() if spec.destructive}
        # In the window: reading runs at once, anything else asks.
        policies = {name: toolbox.policy(name) for name in specs}
    assert {"files__read_text_file", "files__list_directory", "files__search_files"} <= read_only
    assert {"files__move_file", "files__write_file", "files__edit_file"} <= destructive
    # It changes things but destroys nothing, says the server: it may be allowed in a chat.
    assert "files__create_directory" not in read_only | destructive
    assert {policies[name] for name in read_only} == {Policy.ALWAYS}
    assert {policies[name] for name in specs if name not in read_only} == {Policy.ASK}


def test_where_nobody_can_be_asked_a_destructive_call_is_refused_unless_allowed_by_name(
    filesystem_program: Path, shared: Path, store: ConversationStore
) -> None:
    """``llamadesk ask --tools mcp:files`` sent move_file to the server with nobody asked."""
    with files_toolbox(filesystem_program, shared, approved=True) as toolbox:
        refused, asked = run_call(toolbox, store, move(shared))
        assert asked == [] and refused.status == "refused"
        assert refused.result == NOT_ALLOWED_NOTE
        assert refused.error is not None and "--allow-tool files__move_file" in refused.error
        assert refused.failure == CallFailure(CallProblem.NOT_ALLOWED, name="files__move_file")
        assert (shared / "note.txt").exists() and not (shared / "moved.txt").exists()
        read_back, asked = run_call(toolbox, store, read(shared))  # reading always runs
        assert asked == [] and read_back.error is None and "Buy oat milk." in read_back.result

    with files_toolbox(
        filesystem_program, shared, approved=True, allowed=["files__move_file"]
    ) as toolbox:
        moved, asked = run_call(toolbox, store, move(shared))
        assert asked == [] and moved.error is None, moved.error
        assert (shared / "moved.txt").read_text(encoding="utf-8") == "Buy oat milk."
        assert not (shared / "note.txt").exists()


def test_in_the_window_a_destructive_call_asks_every_time(
    filesystem_program: Path, shared: Path, store: ConversationStore
) -> None:
    with files_toolbox(filesystem_program, shared, approved=False) as toolbox:
        denied, asked = run_call(toolbox, store, move(shared), answer=False)
        assert [event.destructive for event in asked] == [True]
        assert denied.status == "refused" and (shared / "note.txt").exists()
        # "Allow in this chat" is not taken for it: the next call asks again.
        moved, asked = run_call(toolbox, store, move(shared), True, Policy.ALLOW_IN_CHAT)
        assert len(asked) == 1 and moved.error is None
        assert (shared / "moved.txt").exists()
        back = ToolCall("m2", "files__move_file", json.dumps(
            {"source": str(shared / "moved.txt"), "destination": str(shared / "note.txt")}))
        _again, asked = run_call(toolbox, store, back, answer=True)
        assert len(asked) == 1
        read_back, asked = run_call(toolbox, store, read(shared))
        assert asked == [] and "Buy oat milk." in read_back.result


def test_the_servers_own_refusal_is_kept_in_its_words_for_the_card(
    filesystem_program: Path, shared: Path, store: ConversationStore, tmp_path: Path
) -> None:
    """A path outside the shared folder: the server says no in its own words, which the
    card shows after "The tool said:" (and the store keeps across a restart)."""
    outside = tmp_path / "diary.txt"
    outside.write_text("secret", encoding="utf-8")
    call = ToolCall("r2", "files__read_text_file", json.dumps({"path": str(outside)}))
    with files_toolbox(filesystem_program, shared, approved=False) as toolbox:
        refused, _asked = run_call(toolbox, store, call)
    assert refused.status == "failed" and "secret" not in refused.result
    failure = refused.failure
    assert failure is not None and failure.kind is CallProblem.TOOL_SAID
    assert failure.name == "read_text_file" and failure.said
    assert failure.said in refused.result  # as the server wrote it
    (saved,) = store.messages(store.list_conversations()[0].id)[-1].tool_calls
    assert saved.failure == failure
