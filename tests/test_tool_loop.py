"""The tool loop of the chat session (session.py, tool_loop.py, tool_rounds.py): whole
turns against the real llama-server and the starter model, loaded with the
tool-capable ChatML template LlamaDesk ships for it, with small real tools.

The starter model rarely calls a tool by itself, so these turns use tool_choice
"required": the first model call is constrained to a call, which makes the loop's path
certain while every other part (the server, the template, the results going back,
the answer after them) is the real one. The model's exact words vary; the checks are
on what is robust.

The bad-input cases (unknown tool, arguments that are not JSON, a tool that raises or
prints megabytes, a refused call) are driven through ``ToolRunner`` with the calls a
model could write, into a real store.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import SamplingOptions, ToolCall
from desktop.core.chat.session import ChatSession
from desktop.core.chat.tool_loop import (
    REFUSED_NOTE,
    REPEATED_NOTE,
    CancelledDuringToolError,
    ToolRunner,
)
from desktop.core.chat.tool_rounds import ANSWER_NOW
from desktop.core.chat.turns import (
    CallStarted,
    ChatSettings,
    DirectStore,
    SendMessage,
    TextArrived,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallStarted,
    ToolsNotice,
    TurnEvent,
    TurnFinished,
)
from desktop.core.models.gguf import read_gguf
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.tool_template import ToolSupport, chatml_tools_template, tool_template
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.loader import prepare_load
from desktop.core.tools.base import (
    MAX_RESULT_CHARS,
    CallFailure,
    CallProblem,
    Policy,
    Toolbox,
    ToolContext,
    ToolSpec,
)
from tests.support.loop_tools import AddTool, ChattyTool, RaisingTool, SleepInAProcess
from tests.support.raw_server import RawServer, start_raw_server

CONTEXT = 2048
SYSTEM = "You are a helpful assistant."


def settings(choice: str = "required", max_tokens: int = 48) -> ChatSettings:
    sampling = SamplingOptions(temperature=0.0, seed=7, max_tokens=max_tokens)
    return ChatSettings(SYSTEM, sampling, tool_choice=choice)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def server(
    llama_server_path: Path, starter_model_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RawServer]:
    # The template the loader picks for the starter model (checked below).
    extra = ("--chat-template-file", str(chatml_tools_template()))
    with start_raw_server(
        llama_server_path,
        starter_model_path,
        tmp_path_factory.mktemp("server"),
        context=CONTEXT,
        extra_args=extra,
    ) as running:
        yield running


@pytest.fixture
def session(server: RawServer, store: ConversationStore, tmp_path: Path) -> Iterator[ChatSession]:
    with ChatClient(server.base_url, server.api_key) as client:
        chat = ChatSession(DirectStore(store), client, context=CONTEXT)
        chat.tool_context = lambda conversation_id: ToolContext(conversation_id, tmp_path)
        yield chat


def run(
    session: ChatSession, request: SendMessage, cancel: threading.Event | None = None
) -> list[TurnEvent]:
    return list(session.run(request, cancel or threading.Event()))


def of(events: list[TurnEvent], kind: type[object]) -> list[object]:
    return [event for event in events if isinstance(event, kind)]


def test_the_starter_model_is_loaded_with_the_shipped_tool_template(
    starter_model_path: Path,
) -> None:
    chosen = tool_template(read_gguf(starter_model_path).chat_template, None)
    assert chosen.template_file == chatml_tools_template() and chosen.template_file.is_file()
    assert chosen.support.offered and "ChatML" in chosen.support.note
    qwen = Path("tests/fixtures/chat_templates/Qwen-Qwen2.5-7B-Instruct.jinja").read_text()
    assert tool_template(qwen, None).template_file is None  # its own takes tools
    other = tool_template("{% for m in messages %}[INST] {{ m.content }}{% endfor %}", None)
    assert other.template_file is None and not other.support.offered
    assert other.support.note.startswith("Tools are off:")


def test_the_loader_launches_the_starter_model_with_it(
    starter_model_path: Path, llama_server_path: Path, tmp_path: Path
) -> None:
    runtime = Runtime(server_path=llama_server_path, source="env", backend="cpu")
    prepared = prepare_load(LoadRequest(model_path=starter_model_path), runtime=runtime)
    assert prepared.options.chat_template_file == chatml_tools_template()
    assert prepared.tool_support.offered and prepared.tool_support.note
    # A template the user chose is kept, and one without tools turns them off.
    chosen = tmp_path / "plain.jinja"
    chosen.write_text("{% for m in messages %}{{ m.content }}{% endfor %}")
    request = LoadRequest(model_path=starter_model_path, chat_template_file=chosen)
    prepared = prepare_load(request, runtime=runtime)
    assert prepared.options.chat_template_file == chosen
    assert not prepared.tool_support.offered
    assert prepared.tool_support.note.startswith("Tools are off: the chat template you chose")


@pytest.mark.server
def test_a_required_call_runs_the_tool_and_the_model_answers_with_its_result(
    session: ChatSession, store: ConversationStore
) -> None:
    session.toolbox = Toolbox([AddTool()])
    session.max_tool_rounds = 1  # then one last call without tools: two calls in all
    events = run(session, SendMessage(None, "What is 2 plus 3? Use the add tool.", (), settings()))
    calls = of(events, CallStarted)
    started, finished = of(events, ToolCallStarted), of(events, ToolCallFinished)
    assert len(calls) == 2 and len(started) == 1 and len(finished) == 1
    result = finished[0]
    assert isinstance(result, ToolCallFinished) and result.name == "add"
    arguments = json.loads(result.arguments)
    assert result.status == "done" and result.error is None
    assert result.result == f"{arguments['a'] + arguments['b']:g}"
    # The second call sends the call and its result back, then asks for the answer.
    second = calls[1]
    assert isinstance(second, CallStarted)
    assert [m.role for m in second.messages[-3:]] == ["assistant", "tool", "user"]
    assert second.messages[-3].tool_calls[0].name == "add"
    assert second.messages[-2].tool_call_id == second.messages[-3].tool_calls[0].id
    assert second.messages[-1].content == ANSWER_NOW
    turn = events[-1]
    assert isinstance(turn, TurnFinished)
    shown = "".join(e.text for e in of(events, TextArrived) if e.channel == "content")  # type: ignore[attr-defined]
    assert shown == turn.text and '"arguments"' not in shown and "<tool_call>" not in shown
    assert turn.stats["calls"] == 2 and turn.stats["tool_calls"] == 1
    saved = store.messages(turn.conversation_id)[-1]
    assert saved.content == turn.text and saved.stats == turn.stats
    assert [(c.name, c.status, c.result) for c in saved.tool_calls] == [
        ("add", "done", result.result)
    ]

    # A later turn sends the answer's call and result back as the model made them.
    follow = run(session, SendMessage(turn.conversation_id, "Thanks!", (), settings("auto", 8)))
    first = of(follow, CallStarted)[0]
    assert isinstance(first, CallStarted)
    roles = [m.role for m in first.messages]
    assert roles[:4] == ["system", "user", "assistant", "tool"] and roles[-1] == "user"
    assert first.messages[3].content == result.result


@pytest.fixture
def sleeper(session: ChatSession) -> SleepInAProcess:
    """The session's one tool: it sleeps in a process of its own until stopped."""
    tool = SleepInAProcess()
    session.toolbox = Toolbox([tool])
    return tool


@pytest.mark.server
def test_cancel_while_a_tool_runs_ends_its_process_and_keeps_the_call(
    session: ChatSession, store: ConversationStore, sleeper: SleepInAProcess
) -> None:
    cancel = threading.Event()
    cancelled_at: list[float] = []

    def stop_once_the_tool_runs() -> None:
        if sleeper.started.wait(60):
            cancelled_at.append(time.monotonic())
            cancel.set()

    stopper = threading.Thread(target=stop_once_the_tool_runs)
    stopper.start()
    events = run(session, SendMessage(None, "Wait a while.", (), settings()), cancel)
    stopper.join()
    # Timed from the cancel, not the turn's start: the model's own time before it calls
    # the tool varies with the machine's load; the answer must end well before the
    # tool's 60 s limit.
    assert cancelled_at and time.monotonic() - cancelled_at[0] < 30
    (finished,) = of(events, ToolCallFinished)
    assert isinstance(finished, ToolCallFinished)
    assert finished.status == "failed" and finished.error == "Stopped by the user."
    assert sleeper.stopped_by == "cancel"
    turn = events[-1]
    assert isinstance(turn, TurnFinished) and turn.finished.cancelled
    saved = store.messages(turn.conversation_id)[-1]
    assert saved.complete and saved.stats["cancelled"] is True
    assert [(c.name, c.status) for c in saved.tool_calls] == [("wait", "failed")]


@pytest.mark.server
def test_a_tool_past_its_time_limit_is_stopped_and_the_model_told(
    session: ChatSession, store: ConversationStore, sleeper: SleepInAProcess
) -> None:
    session.tool_time_limit_s = 1.0
    session.max_tool_rounds = 1
    events = run(session, SendMessage(None, "Wait a while.", (), settings(max_tokens=8)))
    (finished,) = of(events, ToolCallFinished)
    assert isinstance(finished, ToolCallFinished)
    assert finished.status == "failed" and finished.seconds < 10
    assert finished.error == "The tool wait took longer than 1 s and was stopped."
    assert finished.failure == CallFailure(CallProblem.TOO_SLOW, name="wait", seconds=1.0)
    assert finished.result == f"Error: {finished.error}"
    second = of(events, CallStarted)[1]
    assert isinstance(second, CallStarted) and second.messages[-2].content == finished.result
    assert isinstance(events[-1], TurnFinished)


@pytest.mark.server
def test_tools_off_for_the_model_are_said_plainly_and_the_answer_goes_on(
    session: ChatSession,
) -> None:
    session.toolbox = Toolbox([AddTool()])
    note = "Tools are off: this model's chat template does not take tools."
    session.tool_support = ToolSupport(False, note)
    events = run(session, SendMessage(None, "Hi", (), settings(max_tokens=8)))
    notice = events[1]
    assert isinstance(notice, ToolsNotice) and notice.message == note and not notice.tools_on
    assert not of(events, ToolCallStarted) and len(of(events, CallStarted)) == 1
    assert isinstance(events[-1], TurnFinished)


# -- bad input, call by call ----------------------------------------------------------


@pytest.fixture
def runner(store: ConversationStore, tmp_path: Path) -> ToolRunner:
    chat = store.create_conversation("Tools")
    reply = store.begin_reply(chat.id)
    toolbox = Toolbox(
        [AddTool(), RaisingTool(), ChattyTool()],
        policies={"explode": Policy.ASK},
    )
    return ToolRunner(
        toolbox,
        DirectStore(store),
        chat.id,
        reply,
        threading.Event(),
        context_for=lambda conversation_id: ToolContext(conversation_id, tmp_path),
    )


def finished_of(
    runner: ToolRunner, *calls: ToolCall, answer: bool | None = None
) -> list[ToolCallFinished]:
    events = runner.run_calls(calls, 0, 0)
    results: list[ToolCallFinished] = []
    try:
        event = next(events)
        while True:
            if isinstance(event, ToolApprovalNeeded):
                assert answer is not None, event
                # The front end answers from its own thread.
                answering = threading.Thread(target=event.decision.answer, args=(answer,))
                answering.start()
                answering.join()
            if isinstance(event, ToolCallFinished):
                results.append(event)
            event = next(events)
    except StopIteration as done:
        assert len(done.value) == len(calls)  # one tool message per call, always
    return results


def test_an_unknown_tool_and_unreadable_arguments_give_the_model_a_clear_error(
    runner: ToolRunner,
) -> None:
    results = finished_of(
        runner,
        ToolCall("c1", "multiply", "{}"),
        ToolCall("c2", "add", '{"a": 1, "b": '),
        ToolCall("c3", "add", "[1, 2]"),
        ToolCall("c4", "", "garbage"),
    )
    assert [r.status for r in results] == ["failed"] * 4
    assert (
        results[0].error
        == "There is no tool named 'multiply'. The tools are: add, explode, chatty."
    )
    assert results[1].error is not None and results[1].error.startswith(
        "The arguments are not valid JSON"
    )
    assert results[2].error == "The arguments must be a JSON object, not list."
    assert results[3].error is not None and "could not be read" in results[3].error
    assert all(r.result == f"Error: {r.error}" for r in results)
    # The window words them from their kinds and figures; the model's text stays English.
    assert [r.failure.kind for r in results if r.failure] == [
        CallProblem.NO_SUCH_TOOL,
        CallProblem.BAD_ARGUMENTS,
        CallProblem.BAD_ARGUMENTS,
        CallProblem.NO_TOOL_NAME,
    ]
    assert results[0].failure == CallFailure(CallProblem.NO_SUCH_TOOL, name="multiply")
    assert results[2].failure == CallFailure(CallProblem.BAD_ARGUMENTS, reason="list")


def test_a_tool_that_raises_or_prints_megabytes_gives_a_clear_result(
    runner: ToolRunner, store: ConversationStore
) -> None:
    raised, chatty = finished_of(
        runner, ToolCall("c1", "explode", "{}"), ToolCall("c2", "chatty", "{}"), answer=True
    )
    assert raised.status == "failed"
    assert raised.error == "The tool explode failed: RuntimeError: disk on fire"
    assert raised.failure == CallFailure(
        CallProblem.TOOL_BROKE, name="explode", reason="RuntimeError: disk on fire"
    )
    assert chatty.failure is None
    assert chatty.status == "done" and len(chatty.result) < MAX_RESULT_CHARS + 200
    assert chatty.result.endswith("only the first 16,000 are shown]")
    assert "3,000,000 characters" in chatty.result
    # Both saved with the answer, in call order.
    (chat,) = store.list_conversations()
    saved = store.messages(chat.id)[-1].tool_calls
    assert [c.name for c in saved] == ["explode", "chatty"]


def test_a_refused_call_tells_the_model_and_a_repeat_is_not_run_again(
    runner: ToolRunner,
) -> None:
    (refused,) = finished_of(runner, ToolCall("c1", "explode", "{}"), answer=False)
    assert (refused.status, refused.result) == ("refused", REFUSED_NOTE)
    first, repeat = finished_of(
        runner, ToolCall("c2", "add", '{"a": 1, "b": 2}'), ToolCall("c3", "add", '{"b": 2, "a": 1}')
    )
    assert (first.status, first.result) == ("done", "3")
    assert (repeat.status, repeat.result) == ("failed", REPEATED_NOTE)
    assert refused.failure == CallFailure(CallProblem.REFUSED_BY_USER)
    assert repeat.failure == CallFailure(CallProblem.NOT_RUN_AGAIN)


def test_a_failed_calls_kind_and_figures_are_read_back_after_the_store_reopens(
    runner: ToolRunner, store: ConversationStore, tmp_path: Path
) -> None:
    finished_of(
        runner,
        ToolCall("c1", "multiply", "{}"),
        ToolCall("c2", "explode", "{}"),
        ToolCall("c3", "add", '{"a": 1, "b": 2}'),
        answer=True,
    )
    (chat,) = store.list_conversations()
    store.close()
    with ConversationStore(tmp_path / "chats.sqlite3") as reopened:
        saved = reopened.messages(chat.id)[-1].tool_calls
    assert [c.failure for c in saved] == [
        CallFailure(CallProblem.NO_SUCH_TOOL, name="multiply"),
        CallFailure(CallProblem.TOOL_BROKE, name="explode", reason="RuntimeError: disk on fire"),
        None,
    ]
    # The English sentence is kept beside it, for the model and the CLI.
    assert saved[0].error == (
        "There is no tool named 'multiply'. The tools are: add, explode, chatty."
    )


def test_allow_in_this_chat_is_remembered_for_later_calls(runner: ToolRunner) -> None:
    calls = (ToolCall("c1", "explode", '{"n": 1}'), ToolCall("c2", "explode", '{"n": 2}'))
    asked: list[ToolApprovalNeeded] = []
    finished: list[ToolCallFinished] = []
    for event in runner.run_calls(calls, 0, 0):
        if isinstance(event, ToolApprovalNeeded):
            asked.append(event)
            event.decision.answer(True, Policy.ALLOW_IN_CHAT)
        elif isinstance(event, ToolCallFinished):
            finished.append(event)
    assert [event.call_id for event in asked] == ["c1"]  # the second call was not asked
    assert [event.error for event in finished] == [
        "The tool explode failed: RuntimeError: disk on fire"
    ] * 2


def test_stop_while_a_call_waits_for_approval_ends_the_wait_and_keeps_the_call(
    store: ConversationStore, tmp_path: Path
) -> None:
    chat = store.create_conversation("Tools")
    reply = store.begin_reply(chat.id)
    cancel = threading.Event()
    toolbox = Toolbox([RaisingTool()], policies={"explode": Policy.ASK})
    runner = ToolRunner(toolbox, DirectStore(store), chat.id, reply, cancel)
    events = runner.run_calls((ToolCall("c1", "explode", "{}"),), 0, 0)
    assert isinstance(next(events), ToolCallStarted)
    asked = next(events)
    assert isinstance(asked, ToolApprovalNeeded)
    stopper = threading.Timer(0.2, cancel.set)
    stopper.start()
    stopped = next(events)  # the wait ends with the cancel, unanswered
    stopper.join()
    assert isinstance(stopped, ToolCallFinished)
    assert (stopped.status, stopped.error) == ("failed", "Stopped by the user.")
    with pytest.raises(CancelledDuringToolError):
        next(events)
    assert not asked.decision.answered
    assert [c.status for c in store.messages(chat.id)[-1].tool_calls] == ["failed"]


class OddSchemaTool(AddTool):
    """Arguments whose schema the server cannot turn into a grammar (a dangling $ref)."""

    spec = ToolSpec(
        "odd",
        "Takes p.",
        {"type": "object", "properties": {"p": {"$ref": "#/definitions/missing"}}},
    )


@pytest.mark.server
def test_a_forced_call_whose_schema_the_server_refuses_is_made_with_any_arguments(
    session: ChatSession,
) -> None:
    session.toolbox = Toolbox([OddSchemaTool()])
    session.max_tool_rounds = 1
    events = run(session, SendMessage(None, "Use the odd tool.", (), settings(max_tokens=8)))
    # The refused request, the same call with a loose schema, then the answer.
    assert len(of(events, CallStarted)) == 3
    (finished,) = of(events, ToolCallFinished)
    assert isinstance(finished, ToolCallFinished) and finished.name == "odd"
    assert isinstance(events[-1], TurnFinished)
