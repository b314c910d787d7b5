"""What a front end asks of a chat session (the turn requests), and what the session
tells it back (the turn events), as plain data.

A turn: the store prepares the conversation (the question saved, or an answer to write
again), an empty reply is begun, then one or more model calls stream into it, and it
ends with exactly one ``TurnFinished`` or ``TurnFailed``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from desktop.core.chat.conversations import Conversation, ConversationStore, StoredMessage
from desktop.core.chat.events import ChatMessage, FailureKind, ReplyFinished, SamplingOptions
from desktop.core.errors import LlamaDeskError

T = TypeVar("T")
_log = logging.getLogger(__name__)
Channel = Literal["content", "reasoning"]


class StoreAccess(Protocol):
    """How the session reaches the conversation store, which may live on another thread."""

    def call(self, function: Callable[[ConversationStore], T]) -> T:
        """Run ``function(store)`` and wait for its answer (its exception is raised)."""
        ...

    def post(self, function: Callable[[ConversationStore], object]) -> None:
        """Run ``function(store)`` in order with the other calls, without waiting."""
        ...


class DirectStore:
    """A store used from the caller's own thread (the command line, tests)."""

    def __init__(self, store: ConversationStore) -> None:
        self.store = store

    def call(self, function: Callable[[ConversationStore], T]) -> T:
        return function(self.store)

    def post(self, function: Callable[[ConversationStore], object]) -> None:
        # Like a call handed to another thread: nobody waits for it, so a failure
        # (the reply's chat deleted meanwhile) is logged, not raised into the turn.
        try:
            function(self.store)
        except LlamaDeskError as error:
            _log.warning("a chat save failed: %s", error.details or error.message)


@dataclass(frozen=True)
class ChatSettings:
    """The open chat's settings when the turn was asked for; saved with the chat."""

    system_prompt: str
    sampling: SamplingOptions
    model_name: str | None = None


@dataclass(frozen=True)
class SendMessage:
    """A new message of the user's (with pictures), in a new chat when no id is given."""

    conversation_id: int | None
    text: str
    images: tuple[str, ...]
    settings: ChatSettings
    title: str = "New chat"  # for a new chat


@dataclass(frozen=True)
class Regenerate:
    """Write the answer ``message_id`` again (also Retry after a failure)."""

    conversation_id: int
    message_id: int
    settings: ChatSettings


@dataclass(frozen=True)
class ResendEdited:
    """Replace the user's message ``message_id``, forget what followed, answer again."""

    conversation_id: int
    message_id: int
    text: str
    settings: ChatSettings


@dataclass(frozen=True)
class DropOldestTurns:
    """Stop sending the oldest turns so the chat fits; answer again if the last failed."""

    conversation_id: int
    settings: ChatSettings


TurnRequest = SendMessage | Regenerate | ResendEdited | DropOldestTurns


@dataclass(frozen=True)
class TurnStarted:
    """The conversation as it is now, with the (empty) reply being written."""

    conversation: Conversation
    messages: list[StoredMessage]
    reply_id: int


@dataclass(frozen=True)
class CallStarted:
    """One model call of the turn: exactly what is sent."""

    conversation_id: int
    reply_id: int
    messages: tuple[ChatMessage, ...]
    sampling: SamplingOptions


@dataclass(frozen=True)
class TextArrived:
    channel: Channel
    text: str


@dataclass(frozen=True)
class TurnsDropped:
    """The oldest ``dropped`` messages are no longer sent; ``retrying``: an answer that
    did not fit is written again next (its events follow)."""

    conversation_id: int
    dropped: int
    retrying: bool


@dataclass(frozen=True)
class TurnFinished:
    """The answer is complete (or was stopped by the user: ``finished.cancelled``)."""

    conversation_id: int
    message_id: int
    finished: ReplyFinished  # the last model call
    text: str
    reasoning: str
    stats: dict[str, object]  # the whole turn's figures, as stored


@dataclass(frozen=True)
class TurnFailed:
    """The answer broke off (what arrived before is kept), or never started
    (``message_id`` None: the store could not prepare it)."""

    conversation_id: int | None
    message_id: int | None
    kind: FailureKind
    message: str
    partial_text: str = ""
    partial_reasoning: str = ""
    details: str = ""
    server_stopped: bool = False  # the model's process died: nothing is loaded now


TurnEvent = TurnStarted | CallStarted | TextArrived | TurnsDropped | TurnFinished | TurnFailed
