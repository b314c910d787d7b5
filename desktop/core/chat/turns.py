"""What a front end asks of a chat session (the turn requests), and what the session
tells it back (the turn events), as plain data.

A turn: the store prepares the conversation (the question saved, or an answer to write
again), an empty reply is begun, then one or more model calls stream into it, and it
ends with exactly one ``TurnFinished`` or ``TurnFailed``.

Tools: the turn offers the tools of the session's ``toolbox`` (``ChatSession(...,
toolbox=...)``, or ``session.toolbox = ...`` before ``run``; None or empty: no tools).
A model call that asks for tools is followed, per call, by ``ToolCallStarted`` (its
card appears), ``ToolApprovalNeeded`` when its ``Policy`` is ASK (nothing runs until
the front end calls ``event.decision.answer(allowed, remember)``, from any thread;
cancel ends the wait), then ``ToolCallFinished`` (status done / failed / refused).
``ToolsNotice`` says once per turn when tools are offered through a substitute chat
template, or plainly why they are off.
``ChatSettings.tool_choice`` "required" makes the turn's first model call a tool call
on any model.

Documents: with a ``session.retriever`` (the host binds it to the chat's libraries),
each new question is searched first; ``SourcesFound`` names the passages the model is
given, and the answer's figures keep them (``stats["sources"]``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import (
    ChatMessage,
    ContextFilled,
    FailureKind,
    ReplyFinished,
    SamplingOptions,
)
from desktop.core.chat.grounding import Source
from desktop.core.chat.store_records import Conversation, StoredMessage
from desktop.core.errors import LlamaDeskError
from desktop.core.tools.base import CallFailure, Policy

T = TypeVar("T")
_log = logging.getLogger(__name__)
Channel = Literal["content", "reasoning"]
# "auto": the model decides; "required": its first call of the turn is a tool call.
ToolChoice = Literal["auto", "required"]
ToolCallStatus = Literal["done", "failed", "refused"]


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
    tool_choice: ToolChoice = "auto"  # only matters when the session has a toolbox


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
    """Write the answer ``message_id`` again as a new version beside it (also Retry after
    a failure: a failed answer with no text is replaced)."""

    conversation_id: int
    message_id: int
    settings: ChatSettings


@dataclass(frozen=True)
class ResendEdited:
    """Send a new version of the user's message ``message_id`` and answer it; the old
    version keeps what followed it."""

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


# One per token, like the backend's deltas (chat.events): slots, not frozen, for speed.
@dataclass(slots=True)
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


class ApprovalDecision:
    """The user's answer to one ``ToolApprovalNeeded``, given from any thread.

    ``remember``: Policy.ALLOW_IN_CHAT allows later calls of the tool in this chat too;
    None (or ASK) asks again next time.
    """

    def __init__(self) -> None:
        self._answered = threading.Event()
        self._allowed = False
        self._remember: Policy | None = None

    def answer(self, allowed: bool, remember: Policy | None = None) -> None:
        if self._answered.is_set():
            return  # the first answer counts (a double click, two front ends)
        self._allowed = allowed
        self._remember = remember if allowed else None
        self._answered.set()

    @property
    def answered(self) -> bool:
        return self._answered.is_set()

    @property
    def allowed(self) -> bool:
        return self._allowed

    @property
    def remember(self) -> Policy | None:
        return self._remember

    def wait(self, cancel: threading.Event, poll_s: float = 0.05) -> bool | None:
        """Block until answered (True: allowed) or ``cancel`` is set (None)."""
        while not self._answered.wait(poll_s):
            if cancel.is_set():
                return None
        return self._allowed


@dataclass(frozen=True)
class ToolsNotice:
    """How this turn's tools stand, said once: offered through a substitute chat
    template (``tools_on`` True), or off and why (``tools_on`` False)."""

    conversation_id: int
    message: str
    tools_on: bool


@dataclass(frozen=True)
class ToolApprovalNeeded:
    """The model wants to call a tool whose policy is ASK; nothing runs until
    ``decision.answer(...)``. ``arguments`` is the exact JSON text to show."""

    conversation_id: int
    reply_id: int
    call_id: str
    name: str
    arguments: str
    decision: ApprovalDecision
    # It may delete or overwrite (ToolSpec.destructive): asked at every call, so
    # "allow in this chat" is not offered.
    destructive: bool = False


@dataclass(frozen=True)
class ToolCallStarted:
    """A tool call runs now (after its approval, where one was needed)."""

    conversation_id: int
    reply_id: int
    call_id: str
    name: str
    arguments: str  # the JSON text as the model wrote it


@dataclass(frozen=True)
class ToolCallFinished:
    """A tool call ended: ``result`` is what the model is given, ``error`` the plain
    English sentence when it failed or was refused (the CLI's and the log's), and
    ``failure`` its kind and figures (the window words it from them; None for a tool's
    failure of no known kind)."""

    conversation_id: int
    reply_id: int
    call_id: str
    name: str
    arguments: str
    result: str
    error: str | None
    seconds: float
    status: ToolCallStatus
    failure: CallFailure | None = None


@dataclass(frozen=True)
class SourcesFound:
    """The passages of the user's documents the model is given for this question
    (``session.retriever``), before it answers; stored with the answer too."""

    conversation_id: int
    reply_id: int
    sources: tuple[Source, ...]


TurnEvent = (
    TurnStarted
    | SourcesFound
    | CallStarted
    | TextArrived
    | ContextFilled  # the open call's fill of the context, from the server's counts
    | TurnsDropped
    | ToolsNotice
    | ToolApprovalNeeded
    | ToolCallStarted
    | ToolCallFinished
    | TurnFinished
    | TurnFailed
)
