"""The tool calls of one turn: approving, running and answering each call the model made.

The chat session streams each model call; when a call asks for tools, ``ToolRunner``
carries them out in order and gives back the ``tool`` messages that go to the model
next. Every call ends in a result the model can act on and the user can read, whatever
went wrong: an unknown tool, arguments that are not a JSON object, a tool that raised,
took longer than its time limit, or was refused. A call the model already made in this
answer (same tool, same arguments) is not run again. Each finished call is saved with
the answer at once.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Generator
from dataclasses import dataclass

from desktop.core.chat.events import ChatMessage, ToolCall
from desktop.core.chat.store_records import StoredToolCall
from desktop.core.chat.tool_support import ToolContextFor, scratch_context
from desktop.core.chat.turns import (
    ApprovalDecision,
    StoreAccess,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallStarted,
    ToolCallStatus,
    TurnEvent,
)
from desktop.core.tools.base import (
    DEFAULT_TIME_LIMIT_S,
    CallFailure,
    CallProblem,
    Policy,
    Tool,
    Toolbox,
    ToolResult,
    ToolRun,
    cut_result,
    run_guarded,
)

# A tool past its limit has this long to end after being told to stop.
STOP_GRACE_S = 3.0
TOOL_THREAD_NAME = "llamadesk-tool-call"
REFUSED_NOTE = (
    "The user refused this call; it did not run. Do not ask for it again: answer "
    "with what you have, or say what you would need."
)
REPEATED_NOTE = (
    "Not run again: this exact call (same tool, same arguments) was already made in this "
    "answer, and its result is above. Use that result, or answer."
)
NOT_ALLOWED_NOTE = (
    "Not allowed: this tool can change things on the user's computer and was not allowed "
    "for this question; it did not run. Answer with what you have, or say what you would "
    "need."
)
STOPPED_BY_USER = "Stopped by the user."
# What a call's card says (the user's words) when it was refused or repeated.
REFUSED_BY_USER = "You refused this call."
NOT_RUN_AGAIN = "Not run again: the same call was made before."


@dataclass(frozen=True)
class _Outcome:
    result: str  # for the model
    error: str | None  # the English sentence (the CLI's, the log's)
    status: ToolCallStatus
    failure: CallFailure | None = None  # its kind and figures, for the window's words


class CancelledDuringToolError(Exception):
    """The user stopped the answer while a tool call waited or ran."""


class ToolRunner:
    """Runs the tool calls of one turn's answer ``reply_id``."""

    def __init__(
        self,
        toolbox: Toolbox,
        store: StoreAccess,
        conversation_id: int,
        reply_id: int,
        cancel: threading.Event,
        *,
        context_for: ToolContextFor | None = None,
        time_limit_s: float = DEFAULT_TIME_LIMIT_S,
    ) -> None:
        self._toolbox = toolbox
        self._store = store
        self._conversation_id = conversation_id
        self._reply_id = reply_id
        self._cancel = cancel
        self._context_for = context_for or scratch_context
        self._time_limit_s = time_limit_s
        self._made: set[tuple[str, str]] = set()
        self.records: list[StoredToolCall] = []

    def run_calls(
        self, calls: tuple[ToolCall, ...], round_index: int, at: int
    ) -> Generator[TurnEvent, None, list[ChatMessage]]:
        """Carry out ``calls`` (the model call ``round_index`` made, after ``at``
        characters of the answer); returns their ``tool`` messages. Raises
        ``CancelledDuringToolError`` when the user stopped the answer meanwhile (the call that was
        running is saved as stopped)."""
        messages: list[ChatMessage] = []
        for call in calls:
            yield ToolCallStarted(
                self._conversation_id, self._reply_id, call.id, call.name, call.arguments
            )
            started = time.monotonic()
            try:
                outcome = yield from self._outcome(call)
            except CancelledDuringToolError:
                outcome = _Outcome(
                    STOPPED_BY_USER, STOPPED_BY_USER, "failed", _kind(CallProblem.STOPPED_BY_USER)
                )
                yield self._finished(call, outcome, time.monotonic() - started, round_index, at)
                raise
            yield self._finished(call, outcome, time.monotonic() - started, round_index, at)
            messages.append(ChatMessage("tool", outcome.result, tool_call_id=call.id))
        return messages

    def _finished(
        self, call: ToolCall, outcome: _Outcome, seconds: float, round_index: int, at: int
    ) -> ToolCallFinished:
        record = StoredToolCall(
            call.id,
            call.name,
            call.arguments,
            outcome.result,
            outcome.error,
            round(seconds, 3),
            outcome.status,
            round_index,
            at,
            outcome.failure,
        )
        self.records.append(record)
        records, reply_id = list(self.records), self._reply_id
        self._store.post(lambda store: store.set_tool_calls(reply_id, records))
        return ToolCallFinished(
            self._conversation_id,
            self._reply_id,
            call.id,
            call.name,
            call.arguments,
            outcome.result,
            outcome.error,
            record.seconds,
            outcome.status,
            outcome.failure,
        )

    def _outcome(self, call: ToolCall) -> Generator[TurnEvent, None, _Outcome]:
        tool = self._toolbox.get(call.name)
        if tool is None:
            return _failed(*_unknown_tool(call.name, self._toolbox))
        arguments = _arguments(call.arguments)
        if isinstance(arguments, tuple):
            return _failed(*arguments)
        key = (call.name, json.dumps(arguments, sort_keys=True, ensure_ascii=False))
        if key in self._made:
            return _Outcome(
                REPEATED_NOTE, NOT_RUN_AGAIN, "failed", _kind(CallProblem.NOT_RUN_AGAIN)
            )
        self._made.add(key)
        if self._toolbox.policy(call.name) is Policy.REFUSE:
            refused = (
                f"Not allowed: {call.name} can change things on this computer; allow it by "
                f"name to let it run (llamadesk ask --allow-tool {call.name})."
            )
            failure = CallFailure(CallProblem.NOT_ALLOWED, name=call.name)
            return _Outcome(NOT_ALLOWED_NOTE, refused, "refused", failure)
        if self._toolbox.policy(call.name) is Policy.ASK:
            decision = ApprovalDecision()
            yield ToolApprovalNeeded(
                self._conversation_id,
                self._reply_id,
                call.id,
                call.name,
                call.arguments,
                decision,
                destructive=tool.spec.destructive,
            )
            allowed = decision.wait(self._cancel)
            if allowed is None:
                raise CancelledDuringToolError
            if not allowed:
                return _Outcome(
                    REFUSED_NOTE, REFUSED_BY_USER, "refused", _kind(CallProblem.REFUSED_BY_USER)
                )
            if decision.remember in (Policy.ALLOW_IN_CHAT, Policy.ALWAYS):
                self._toolbox.allow_in_chat(call.name)
        return self._run(tool, arguments)

    def _run(self, tool: Tool, arguments: dict[str, object]) -> _Outcome:
        """Run the tool on its own thread, so a limit it does not keep, or a cancel it
        does not see, still ends the wait."""
        limit = self._time_limit_s
        # Its own stop event: set by the wait below on the user's cancel or at the limit.
        call = ToolRun(arguments, self._context_for(self._conversation_id), limit)
        box: list[ToolResult] = []
        worker = threading.Thread(
            target=lambda: box.append(run_guarded(tool, call)), name=TOOL_THREAD_NAME, daemon=True
        )
        worker.start()
        stopped_for = _wait_for(worker, call.cancel, self._cancel, time.monotonic() + limit)
        if stopped_for == "cancel":
            raise CancelledDuringToolError
        if stopped_for == "time" or not box:
            name = tool.spec.name
            message = f"The tool {name} took longer than {limit:g} s and was stopped."
            return _failed(message, CallFailure(CallProblem.TOO_SLOW, name=name, seconds=limit))
        return _from_result(box[0])


def _wait_for(
    worker: threading.Thread, stop: threading.Event, cancel: threading.Event, deadline: float
) -> str | None:
    """Wait for ``worker`` to end; "cancel" or "time" when it had to be told to stop
    (it then has STOP_GRACE_S to end and clean up before the wait gives up on it)."""
    while worker.is_alive():
        worker.join(0.05)
        reason = "cancel" if cancel.is_set() else "time" if time.monotonic() > deadline else None
        if reason is not None and worker.is_alive():
            stop.set()
            worker.join(STOP_GRACE_S)
            return reason
    return "cancel" if cancel.is_set() else None


# A failed call's text for the model starts with this and the one-line error.
_ERROR_HEADER = "Error: "


def _from_result(result: ToolResult) -> _Outcome:
    text = result.text
    if not result.truncated:
        text, _ = cut_result(text)
    if result.error is None:
        return _Outcome(text, None, "done")
    detail = text if text.strip() and text.strip() != result.error.strip() else ""
    model_text = f"{_ERROR_HEADER}{result.error}" + (f"\n{detail}" if detail else "")
    return _Outcome(model_text, result.error, "failed", result.failure)


def _failed(message: str, failure: CallFailure) -> _Outcome:
    return _Outcome(f"{_ERROR_HEADER}{message}", message, "failed", failure)


def _kind(problem: CallProblem) -> CallFailure:
    return CallFailure(problem)


def failure_details(result: str, error: str | None) -> str:
    """What a failed call's result holds beyond its one-line error (the output that led
    to it), for a person who already reads the error: "" when nothing more."""
    if error is None:
        return result
    header = f"{_ERROR_HEADER}{error}"
    if result.startswith(header):
        result = result[len(header):].lstrip("\n")
    # A tool that gave the sentence again with a hint (read_file: the files it may read).
    return result.removeprefix(error).lstrip() if result.startswith(error) else result


def _unknown_tool(name: str, toolbox: Toolbox) -> tuple[str, CallFailure]:
    known = ", ".join(spec.name for spec in toolbox.specs()) or "none"
    if not name:
        return (
            f"The tool call could not be read (no tool name). The tools are: {known}.",
            _kind(CallProblem.NO_TOOL_NAME),
        )
    return (
        f"There is no tool named {name!r}. The tools are: {known}.",
        CallFailure(CallProblem.NO_SUCH_TOOL, name=name),
    )


def _arguments(text: str) -> dict[str, object] | tuple[str, CallFailure]:
    """The arguments as an object, or the plain reason they cannot be used and its kind."""
    if not text.strip():
        return {}
    try:
        value = json.loads(text)
    except ValueError as error:
        return (
            f"The arguments are not valid JSON ({error}); send a JSON object.",
            CallFailure(CallProblem.BAD_ARGUMENTS, reason=str(error)),
        )
    if not isinstance(value, dict):
        reason = type(value).__name__
        return (
            f"The arguments must be a JSON object, not {reason}.",
            CallFailure(CallProblem.BAD_ARGUMENTS, reason=reason),
        )
    return value
