"""What a chat session talks to: something that streams a chat completion.

Today that is the local llama-server through ``ChatClient``; a remote OpenAI-compatible
server (its base URL and key) fits the same shape. A backend never raises for a server
or network problem: it ends the stream with a ``ReplyFailed`` of the right kind.

What one model call sends is one ``ChatRequest``: the session builds it once per call,
and every backend takes it whole, so the list of what a call needs has one owner.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from desktop.core.chat.events import ChatEvent, ChatMessage, SamplingOptions


@dataclass(frozen=True)
class ChatRequest:
    """One model call: the conversation sent and how the answer is to be written."""

    messages: tuple[ChatMessage, ...]
    # All None (the default): the server's own sampling.
    options: SamplingOptions = field(default_factory=SamplingOptions)
    # The answer's length limit when ``options.max_tokens`` is None (the loaded context).
    default_max_tokens: int | None = None
    chat_template_kwargs: Mapping[str, object] | None = None  # the thinking switch
    # Text that ends the answer where it is written (chat_template.turn_end_stops).
    stop: tuple[str, ...] = ()
    # Only a turn that offers tools sets these: OpenAI-style functions, or the reply as
    # JSON of this schema (never both: the server refuses a grammar beside tools).
    tools: tuple[Mapping[str, object], ...] = ()
    json_schema: Mapping[str, object] | None = None
    # Bounds the whole request; reaching it ends the reply with finish_reason
    # "time_limit". None: no limit (``cancel`` still stops it).
    wall_limit_s: float | None = None


class ChatBackend(Protocol):
    def stream(
        self, request: ChatRequest, *, cancel: threading.Event | None = None
    ) -> Iterator[ChatEvent]:
        """Deltas as they arrive, then exactly one ``ReplyFinished`` or ``ReplyFailed``.

        ``cancel`` stops the reply at any moment (``ReplyFinished`` with
        ``cancelled=True`` and what arrived so far)."""
        ...
