"""Which model call comes next in a turn that offers tools, and which calls it made.

Each round is one model call: the first may be forced to be a tool call
(``tool_choice`` "required", see ``tool_choice``); the others offer the tools as
OpenAI-style functions and the model decides. After ``max_rounds`` rounds of calls the
model is asked once more, without tools, to answer with what it has.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from desktop.core.chat.events import ChatMessage, ReplyFinished, ToolCall
from desktop.core.chat.tool_calls import FoundCalls
from desktop.core.chat.tool_choice import (
    forced_call_messages,
    forced_call_schema,
    parse_forced_call,
)
from desktop.core.chat.turns import ToolChoice
from desktop.core.tools.base import ToolSpec

DEFAULT_MAX_ROUNDS = 10
# A forced call gets at least this many tokens, whatever the answer's own limit.
FORCED_CALL_MIN_TOKENS = 512
ANSWER_NOW = (
    "(LlamaDesk) The limit of tool calls for this answer is reached. Answer now with "
    "what you have, without calling any tool."
)


@dataclass(frozen=True)
class ModelCall:
    """One request of the turn: what is sent, and how its reply is read."""

    messages: tuple[ChatMessage, ...]
    tools: tuple[dict[str, object], ...] = ()
    json_schema: dict[str, object] | None = None
    forced: bool = False  # the reply is a call's JSON, never answer text
    final: bool = False  # no tools any more: calls written anyway are hidden, not run
    loose: bool = False  # a forced call whose schema allows any arguments object

    def loosened(self, specs: Sequence[ToolSpec]) -> ModelCall:
        return replace(self, json_schema=forced_call_schema(specs, loose=True), loose=True)


class ToolRounds:
    def __init__(
        self,
        specs: Sequence[ToolSpec],
        tool_choice: ToolChoice = "auto",
        max_rounds: int = DEFAULT_MAX_ROUNDS,
    ) -> None:
        self.specs = list(specs)
        self._tool_choice = tool_choice
        self._max_rounds = max_rounds

    def next_call(self, history: Sequence[ChatMessage], round_index: int) -> ModelCall:
        if round_index >= self._max_rounds:
            note = ChatMessage("user", ANSWER_NOW)
            return ModelCall((*history, note), final=True)
        if round_index == 0 and self._tool_choice == "required":
            return ModelCall(
                forced_call_messages(history, self.specs),
                json_schema=forced_call_schema(self.specs),
                forced=True,
            )
        functions = tuple(spec.as_openai_function() for spec in self.specs)
        return ModelCall(tuple(history), tools=functions)

    def calls_of(
        self, call: ModelCall, finished: ReplyFinished, found: FoundCalls, round_index: int
    ) -> tuple[ToolCall, ...]:
        """The tool calls the reply to ``call`` made: structured ones from the server,
        else those written as text; none from the last, tool-less call."""
        if call.final or finished.cancelled:
            return ()
        if call.forced:
            return (parse_forced_call(finished.text.strip(), f"call_{round_index}_0"),)
        calls = finished.tool_calls or found.calls
        # The ids name each result's call; a server or a text call may leave them out.
        return tuple(
            call if call.id else replace(call, id=f"call_{round_index}_{index}")
            for index, call in enumerate(calls)
        )
