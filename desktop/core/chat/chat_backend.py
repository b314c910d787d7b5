"""What a chat session talks to: something that streams a chat completion.

Today that is the local llama-server through ``ChatClient``; a remote OpenAI-compatible
server (its base URL and key) fits the same shape. A backend never raises for a server
or network problem: it ends the stream with a ``ReplyFailed`` of the right kind.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from typing import Protocol

from desktop.core.chat.events import ChatEvent, ChatMessage, SamplingOptions


class ChatBackend(Protocol):
    def stream(
        self,
        messages: Sequence[ChatMessage],
        options: SamplingOptions = ...,
        *,
        cancel: threading.Event | None = None,
        default_max_tokens: int | None = None,
        chat_template_kwargs: Mapping[str, object] | None = None,
        tools: Sequence[Mapping[str, object]] | None = None,
        json_schema: Mapping[str, object] | None = None,
    ) -> Iterator[ChatEvent]:
        """Deltas as they arrive, then exactly one ``ReplyFinished`` or ``ReplyFailed``.

        ``tools`` (OpenAI-style functions) and ``json_schema`` (the reply as JSON of that
        schema) are passed only by a turn that offers tools."""
        ...
