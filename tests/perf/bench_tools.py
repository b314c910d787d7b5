"""The tool loop's own cost: a whole turn with one tool round through the chat session,
against the same model requests made directly and the tool's own time.

The turn (tool_choice "required", one round: the forced call, the tool, the answer) runs
through ``ChatSession`` into a real store, against the real llama-server and starter
model loaded with the shipped tool template. Its model calls are then sent again
exactly as the session sent them (same messages, schema and sampling; temperature 0,
fixed seed, so the same tokens), straight through ``ChatClient``. Runs are interleaved
so the machine's drift and the server's prompt cache treat both sides alike. What is
left of the turn once the direct calls and the tool's own time are taken away is the
loop's overhead: parsing, approvals, the tool thread, messages, saving.
"""

from __future__ import annotations

import statistics
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import ChatEvent, ReplyFailed, ReplyFinished, SamplingOptions
from desktop.core.chat.session import ChatSession
from desktop.core.chat.tool_choice import forced_call_schema
from desktop.core.chat.turns import (
    CallStarted,
    ChatSettings,
    DirectStore,
    SendMessage,
    ToolCallFinished,
    TurnFinished,
)
from desktop.core.models.starter_model import find_starter_model
from desktop.core.models.tool_template import chatml_tools_template
from desktop.core.runtime.discovery import find_runtime
from desktop.core.tools.base import Toolbox, ToolContext
from tests.support.loop_tools import AddTool
from tests.support.raw_server import start_raw_server

RUNS = 5
CONTEXT = 2048
SETTINGS = ChatSettings(
    "You are a helpful assistant.",
    SamplingOptions(temperature=0.0, seed=42, max_tokens=32),
    tool_choice="required",
)
QUESTION = "What is 17 plus 25? Use the add tool."


class TimedBackend:
    """The client, with the time spent inside its streams (waiting for the model)
    added up: the rest of a turn is the session's own."""

    def __init__(self, client: ChatClient) -> None:
        self.client = client
        self.seconds = 0.0

    def stream(self, *args: Any, **kwargs: Any) -> Iterator[ChatEvent]:
        events = self.client.stream(*args, **kwargs)
        while True:
            started = time.perf_counter()
            try:
                event = next(events)
            except StopIteration:
                return
            finally:
                self.seconds += time.perf_counter() - started
            yield event


def _turn(session: ChatSession, backend: TimedBackend, tool: AddTool) -> tuple[Any, ...]:
    """(turn, model and tool seconds; the calls sent; tokens generated)."""
    tool.seconds = backend.seconds = 0.0
    started = time.perf_counter()
    events = list(session.run(SendMessage(None, QUESTION, (), SETTINGS), threading.Event()))
    elapsed = time.perf_counter() - started
    turn = events[-1]
    if not isinstance(turn, TurnFinished) or not any(
        isinstance(event, ToolCallFinished) for event in events
    ):
        raise RuntimeError(f"the turn made no tool call: {events[-1]}")
    calls = [event for event in events if isinstance(event, CallStarted)]
    return elapsed, backend.seconds, tool.seconds, calls, turn.stats.get("completion_tokens")


def _direct(client: ChatClient, calls: list[CallStarted], tool: AddTool) -> tuple[float, int]:
    """The same model requests straight through the client: (seconds, tokens)."""
    schema = forced_call_schema([tool.spec])
    seconds, tokens = 0.0, 0
    for index, call in enumerate(calls):
        request = ChatRequest(
            call.messages,
            call.sampling,
            default_max_tokens=CONTEXT,
            json_schema=schema if index == 0 else None,
        )
        started = time.perf_counter()
        for event in client.stream(request):
            if isinstance(event, ReplyFinished):
                tokens += event.usage.completion_tokens if event.usage else 0
            elif isinstance(event, ReplyFailed):
                raise RuntimeError(f"direct call failed: {event}")
        seconds += time.perf_counter() - started
    return seconds, tokens


def tool_loop_overhead() -> list[str]:
    model = find_starter_model()
    if model is None:
        return ["tool_loop_overhead: skipped (the starter model is not installed)"]
    tool = AddTool()
    with (
        tempfile.TemporaryDirectory() as folder,
        start_raw_server(
            find_runtime().server_path,
            model,
            Path(folder),
            context=CONTEXT,
            extra_args=("--chat-template-file", str(chatml_tools_template())),
        ) as server,
        ChatClient(server.base_url, server.api_key) as client,
        ConversationStore(Path(folder) / "chats.sqlite3") as store,
    ):
        backend = TimedBackend(client)
        session = ChatSession(DirectStore(store), backend, context=CONTEXT)
        session.toolbox = Toolbox([tool])
        session.max_tool_rounds = 1
        session.tool_context = lambda conversation_id: ToolContext(conversation_id, Path(folder))
        _turn(session, backend, tool)  # warm-up: the server's cache, imports, the store
        overheads, in_turn, direct, tokens = [], [], [], set()
        for _ in range(RUNS):
            turn_s, model_s, tool_s, calls, turn_tokens = _turn(session, backend, tool)
            direct_s, direct_tokens = _direct(client, calls, tool)
            tokens.add((turn_tokens, direct_tokens))
            overheads.append((turn_s - model_s - tool_s) * 1000.0)
            in_turn.append(model_s * 1000.0)
            direct.append(direct_s * 1000.0)
    model_ms, direct_ms = statistics.median(in_turn), statistics.median(direct)
    return [
        f"tool_loop_overhead_per_round: {statistics.median(overheads):.1f} ms median "
        f"(min {min(overheads):.1f}, max {max(overheads):.1f}; time of a turn outside the "
        f"model and the tool; one round = 2 model calls; target < 50 ms)",
        f"tool_loop_model_calls_vs_direct: {model_ms / direct_ms:.3f}x (in the turn "
        f"{model_ms:.0f} ms, the same requests made directly {direct_ms:.0f} ms; "
        f"{RUNS} runs interleaved; tokens turn/direct: {sorted(tokens)})",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"tool_loop_overhead": tool_loop_overhead}
