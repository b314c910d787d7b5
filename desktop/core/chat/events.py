"""What a chat exchange is made of: the messages sent, the sampling asked for, and the
events a streamed reply comes back as (deltas, then one ``ReplyFinished`` or
``ReplyFailed``).

A failure carries a ``FailureKind``: code that reacts to a failure (offer to drop old
turns, reload the model) looks at the kind, never at the words shown to the user.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from desktop.core.models.chat_template import ThinkingChoice

Role = Literal["system", "user", "assistant", "tool"]


class FailureKind(enum.Enum):
    """Why an answer could not be (fully) written."""

    CONTEXT_OVERFLOW = "context_overflow"  # the conversation is longer than the context
    SERVER_GONE = "server_gone"  # unreachable, or it stopped while answering
    SERVER_NOT_READY = "server_not_ready"  # still loading the model (HTTP 503)
    KEY_REFUSED = "key_refused"  # the server refused the API key (HTTP 401)
    UNSUPPORTED_INPUT = "unsupported_input"  # a picture or sound the model can't take
    BAD_ATTACHMENT = "bad_attachment"  # a picture that can't be read or sent
    HTTP_ERROR = "http_error"  # any other error the server answered with
    UNREADABLE_REPLY = "unreadable_reply"  # the stream could not be parsed
    NO_MODEL = "no_model"  # nothing to talk to
    STORE = "store"  # the conversation could not be read or saved
    DOCUMENTS = "documents"  # the chat's documents could not be searched
    INTERNAL = "internal"  # a bug in LlamaDesk


@dataclass(frozen=True)
class ToolCall:
    """One complete tool call, assembled from its streamed fragments."""

    id: str
    name: str
    arguments: str  # JSON text as the model wrote it


@dataclass(frozen=True)
class ChatMessage:
    role: Role
    content: str
    images: tuple[Path, ...] = ()
    reasoning: str | None = None  # an assistant turn's thinking, sent back as reasoning_content
    tool_calls: tuple[ToolCall, ...] = ()  # an assistant turn that called tools
    tool_call_id: str | None = None  # a tool turn: which call this is the result of


@dataclass(frozen=True)
class SamplingOptions:
    temperature: float | None = None
    top_p: float | None = None
    top_k: int | None = None
    min_p: float | None = None
    repeat_penalty: float | None = None
    seed: int | None = None
    max_tokens: int | None = None
    # The chat's thinking switch, sent as chat_template_kwargs where the model's template
    # has one (models.chat_template.choice_kwargs); None: the model's own default.
    thinking: ThinkingChoice | None = None


# The deltas, one per token, are made on the thread that shares the interpreter with
# the window: slots and no frozen __init__ (object.__setattr__ per field) make one in
# 0.24 µs instead of 0.6 (tests/perf/bench_gui.py gui_stall). Nothing changes them.
@dataclass(slots=True)
class ContentDelta:
    text: str


@dataclass(slots=True)
class ReasoningDelta:
    text: str


@dataclass(frozen=True)
class ContextFilled:
    """How much of the model's context the call fills so far: the prompt (with what the
    server reused from its cache) plus what it has written. Sent every so often while
    the answer streams, from the server's own counts."""

    tokens: int


@dataclass(frozen=True)
class ToolCallDelta:
    index: int
    id: str | None
    name: str | None
    arguments: str  # a fragment of the arguments' JSON text


@dataclass(frozen=True)
class Usage:
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


@dataclass(frozen=True)
class Timings:
    prompt_n: int
    prompt_ms: float
    predicted_n: int
    predicted_ms: float
    predicted_per_second: float
    prompt_per_second: float = 0.0
    cache_n: int = 0  # prompt tokens reused from the server's cache


def final_text(content: str, reasoning: str) -> str:
    """The text to show as the answer: the content, or the reasoning when that is all."""
    if content.strip():
        return content
    return reasoning.strip()


@dataclass(frozen=True)
class ReplyFinished:
    finish_reason: str | None  # "stop", "length", "tool_calls", "time_limit"; None if cancelled
    usage: Usage | None
    timings: Timings | None
    ttft_ms: float | None  # request sent -> first content or reasoning delta
    tokens_per_second: float | None  # generation speed, from the server's timings
    cancelled: bool
    text: str = ""  # the whole content, once, for saving
    reasoning: str = ""
    tool_calls: tuple[ToolCall, ...] = ()

    @property
    def answer(self) -> str:
        """What to show as the reply (the reasoning when the model wrote nothing else)."""
        return final_text(self.text, self.reasoning)


@dataclass(frozen=True)
class ReplyFailed:
    kind: FailureKind  # what went wrong, for the code that decides what to offer
    message: str  # one plain sentence for the person using the app
    partial_text: str
    partial_reasoning: str
    details: str = ""  # the server's own words, for a "details" view


ChatEvent = (
    ContentDelta | ReasoningDelta | ContextFilled | ToolCallDelta | ReplyFinished | ReplyFailed
)
