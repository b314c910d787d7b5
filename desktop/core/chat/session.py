"""A chat session: owns a whole turn, from the question saved to the answer's figures.

``ChatSession.run(request, cancel)`` yields ``TurnEvent``s: the store prepares the
conversation and begins the reply (``TurnStarted``), each model call says what it sends
(``CallStarted``), text arrives (``TextArrived``), and the turn ends with one
``TurnFinished`` or ``TurnFailed`` whose ``FailureKind`` says what went wrong. Streamed
text is handed to the store as it arrives, at the store's pace, so a crash loses at
most a moment of it; the store's own thread is never waited on per token.

The session knows no Qt and no server process: the GUI's worker runs it on its thread,
``llamadesk ask`` on the main thread. What it talks to is a ``ChatBackend``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace

from desktop.core.chat.chat_backend import ChatBackend
from desktop.core.chat.chat_settings import sampling_record
from desktop.core.chat.conversations import FLUSH_INTERVAL_S, ConversationStore
from desktop.core.chat.events import (
    ContentDelta,
    FailureKind,
    ReasoningDelta,
    ReplyFailed,
    ReplyFinished,
)
from desktop.core.chat.figures import turn_stats
from desktop.core.chat.paced_writes import PacedWrites, StartTimer, thread_timer
from desktop.core.chat.tool_support import ToolContextFor, ToolSupport
from desktop.core.chat.trimming import messages_to_send, position_to_fit
from desktop.core.chat.turns import (
    CallStarted,
    Channel,
    ChatSettings,
    DropOldestTurns,
    Regenerate,
    ResendEdited,
    SendMessage,
    StoreAccess,
    TextArrived,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnRequest,
    TurnsDropped,
    TurnStarted,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.models.chat_template import TemplateFlags, choice_kwargs
from desktop.core.tools.base import Toolbox

_log = logging.getLogger(__name__)
# The timer threads that hand a paused answer's text to the store.
SAVE_HANDOFF_TIMER_NAME = "llamadesk-reply-handoff"
NO_MODEL_MESSAGE = "No model is loaded. Load one on the Load page, then press Retry."
UNEXPECTED_MESSAGE = "The answer stopped because of an unexpected problem in LlamaDesk."
ENDED_MESSAGE = "The answer ended unexpectedly. Press Retry to try again."

_HANDOFF_TIMER = thread_timer(SAVE_HANDOFF_TIMER_NAME)
# Whether the model's local process still runs (None: a backend with no process of
# ours, a remote server). Asked only after an answer failed.
ServerAlive = Callable[[], bool]
SERVER_STOPPED_MESSAGE = (
    "The model stopped unexpectedly while answering. Press Retry to load it again and answer."
)


class ChatSession:
    """Runs turns against ``backend`` (None: no model loaded), saving into ``store``."""

    def __init__(
        self,
        store: StoreAccess,
        backend: ChatBackend | None = None,
        *,
        context: int = 0,
        server_alive: ServerAlive | None = None,
        start_timer: StartTimer = _HANDOFF_TIMER,
        toolbox: Toolbox | None = None,
        tool_context: ToolContextFor | None = None,
        tool_support: ToolSupport | None = None,
    ) -> None:
        self.store = store
        self.backend = backend
        # The loaded context, in tokens: the longest answer when none is set, and what
        # dropping turns aims to fit.
        self.context = context
        self.server_alive = server_alive
        self._start_timer = start_timer
        # Set with the backend at each load: the loaded template's switches (for the
        # chat's thinking choice) and where it runs (figures.ran_on_record, stored with
        # every answer).
        self.template_flags: TemplateFlags | None = None
        self.ran_on: dict[str, object] | None = None
        # The tools a turn may call (None or empty: none); read when a turn starts, so
        # a front end sets it per chat before ``run``. ``tool_context`` gives a call its
        # chat's scratch folder and attachments; ``tool_support`` says whether the
        # loaded model's chat template takes tools (None: not known, offered).
        self.toolbox = toolbox
        self.tool_context = tool_context
        self.tool_support = tool_support

    def run(self, request: TurnRequest, cancel: threading.Event) -> Iterator[TurnEvent]:
        """Carry out ``request``; ``cancel`` stops the answer at the next chunk."""
        try:
            if isinstance(request, DropOldestTurns):
                dropping = request
                dropped, failed_id = self.store.call(lambda store: self._drop(store, dropping))
                retrying = dropped > 0 and failed_id is not None
                yield TurnsDropped(request.conversation_id, dropped, retrying)
                if not retrying or failed_id is None:
                    return
                request = Regenerate(request.conversation_id, failed_id, request.settings)
            started = self.store.call(lambda store: _prepare(store, request))
        except LlamaDeskError as error:
            yield TurnFailed(
                getattr(request, "conversation_id", None),
                None,
                FailureKind.STORE,
                error.message,
                details=error.details,
            )
            return
        yield started
        yield from _Turn(self, started, request.settings, cancel).run()

    def _drop(self, store: ConversationStore, request: DropOldestTurns) -> tuple[int, int | None]:
        conversation = store.get_conversation(request.conversation_id)
        messages = store.messages(request.conversation_id)
        failed = messages[-1] if messages and messages[-1].error else None
        failed_id = failed.id if failed is not None else None
        position, dropped = position_to_fit(conversation, messages, failed_id, self.context)
        if dropped > 0:
            store.set_first_sent_position(conversation.id, position)
        return dropped, failed_id

    def explain(self, failure: TurnFailed) -> TurnFailed:
        """``failure`` as it is saved and shown: an answer that broke off because the
        model's process died says so, whatever the connection reported."""
        if failure.kind is FailureKind.NO_MODEL or self.server_alive is None:
            return failure
        if self.server_alive():
            return failure
        return _with_server_stopped(failure, SERVER_STOPPED_MESSAGE)

    def reply_saver(self, reply_id: int) -> _ReplySaver:
        return _ReplySaver(self.store, reply_id, self._start_timer)


def _prepare(store: ConversationStore, request: TurnRequest) -> TurnStarted:
    """Save what the request changes and begin the reply (on the store's thread)."""
    settings = request.settings
    sampling = sampling_record(settings.sampling)
    conversation_id = request.conversation_id
    if conversation_id is None:
        title = request.title if isinstance(request, SendMessage) else "New chat"
        conversation_id = store.create_conversation(
            title=title,
            system_prompt=settings.system_prompt,
            sampling=sampling,
            model_name=settings.model_name,
        ).id
    else:
        store.update_conversation_settings(
            conversation_id,
            system_prompt=settings.system_prompt,
            sampling=sampling,
            model_name=settings.model_name,
        )
    if isinstance(request, SendMessage):
        store.add_message(conversation_id, "user", request.text, images=request.images)
    elif isinstance(request, Regenerate | ResendEdited):
        position = _position_of(store, conversation_id, request.message_id)
        if isinstance(request, ResendEdited):
            store.edit_message(request.message_id, request.text)
            position += 1
        store.delete_messages_from(conversation_id, position)
    reply_id = store.begin_reply(conversation_id)
    return TurnStarted(
        store.get_conversation(conversation_id), store.messages(conversation_id), reply_id
    )


def _position_of(store: ConversationStore, conversation_id: int, message_id: int) -> int:
    for message in store.messages(conversation_id):
        if message.id == message_id:
            return message.position
    raise LlamaDeskError("This message no longer exists.")


class _Turn:
    """One turn in flight: its model calls, their text and figures, and the saving."""

    def __init__(
        self,
        session: ChatSession,
        started: TurnStarted,
        settings: ChatSettings,
        cancel: threading.Event,
    ) -> None:
        self._session = session
        self._started = started
        self._settings = settings
        self._cancel = cancel
        self._conversation_id = started.conversation.id
        self._reply_id = started.reply_id
        self._saver = session.reply_saver(started.reply_id)
        self._content: list[str] = []
        self._reasoning: list[str] = []
        self._calls: list[ReplyFinished] = []

    def run(self) -> Iterator[TurnEvent]:
        try:
            yield from self._calls_until_done()
        except LlamaDeskError as error:
            yield self._fail(FailureKind.STORE, error.message, error.details)
        except Exception:  # never let one answer take its runner down
            _log.exception("streaming an answer failed")
            yield self._fail(FailureKind.INTERNAL, UNEXPECTED_MESSAGE)
        finally:
            self._saver.close()

    def _calls_until_done(self) -> Iterator[TurnEvent]:
        backend = self._session.backend
        if backend is None:
            yield self._fail(FailureKind.NO_MODEL, NO_MODEL_MESSAGE)
            return
        # One call today; a tool loop will add calls here, each sending the turn so far.
        messages = tuple(
            messages_to_send(self._started.conversation, self._started.messages, self._reply_id)
        )
        sampling = self._settings.sampling
        yield CallStarted(self._conversation_id, self._reply_id, messages, sampling)
        events = backend.stream(
            messages,
            sampling,
            cancel=self._cancel,
            default_max_tokens=self._session.context or None,
            chat_template_kwargs=choice_kwargs(self._session.template_flags, sampling.thinking),
        )
        for event in events:
            if isinstance(event, ContentDelta | ReasoningDelta):
                channel: Channel = "content" if isinstance(event, ContentDelta) else "reasoning"
                (self._content if channel == "content" else self._reasoning).append(event.text)
                self._saver.add(channel, event.text)
                yield TextArrived(channel, event.text)
            elif isinstance(event, ReplyFinished):
                self._calls.append(event)
                yield self._finish()
                return
            elif isinstance(event, ReplyFailed):
                yield self._fail(event.kind, event.message, event.details)
                return
        yield self._fail(FailureKind.INTERNAL, ENDED_MESSAGE)

    def _finish(self) -> TurnFinished:
        stats = turn_stats(self._calls, self._session.ran_on)
        self._saver.finish(stats, None)
        return TurnFinished(
            self._conversation_id,
            self._reply_id,
            self._calls[-1],
            "".join(self._content),
            "".join(self._reasoning),
            stats,
        )

    def _fail(self, kind: FailureKind, message: str, details: str = "") -> TurnFailed:
        failure = self._session.explain(
            TurnFailed(
                self._conversation_id,
                self._reply_id,
                kind,
                message,
                "".join(self._content),
                "".join(self._reasoning),
                details,
            )
        )
        stats = turn_stats(self._calls, self._session.ran_on) if self._calls else {}
        self._saver.finish(stats, failure.message)
        return failure


class _ReplySaver:
    """Hands a reply's streamed text to the store, at the store's pace.

    The store writes to disk every FLUSH_INTERVAL_S anyway; handing text over at that
    pace rather than per delta spares the store's thread a wakeup per delta, which on a
    small machine is taken from the model's own threads. The first text goes at once,
    and a deadline timer hands over what a paused stream left waiting: the turn's own
    thread is then blocked reading the stream and could not.
    """

    def __init__(self, store: StoreAccess, reply_id: int, start_timer: StartTimer) -> None:
        self._store = store
        self._reply_id = reply_id
        self._lock = threading.Lock()  # the timer thread takes the text too
        self._content: list[str] = []
        self._reasoning: list[str] = []
        self._pace = PacedWrites(self._hand_over, FLUSH_INTERVAL_S, start_timer=start_timer)

    def add(self, channel: str, text: str) -> None:
        if not text:
            return
        with self._lock:
            was_empty = not self._content and not self._reasoning
            (self._content if channel == "content" else self._reasoning).append(text)
        # Only the first text after a hand-over needs the pacer: it is either written at
        # once or a deadline is armed that takes everything added after it. Asking per
        # delta cost a third of the turn's own time per token in a fast stream.
        if was_empty:
            self._pace.pending()

    def finish(self, stats: dict[str, object], error: str | None) -> None:
        """Hand over the rest, then mark the reply complete (the store keeps the order)."""
        self.close()
        reply_id = self._reply_id
        self._store.post(lambda store: store.finish_reply(reply_id, stats=stats, error=error))

    def close(self) -> None:
        self._pace.close()
        self._hand_over()

    def _hand_over(self) -> None:
        # From the turn's thread or the deadline timer's; the lock keeps the order.
        with self._lock:
            if not self._content and not self._reasoning:
                return
            content, reasoning = "".join(self._content), "".join(self._reasoning)
            self._content, self._reasoning = [], []
            reply_id = self._reply_id
            self._store.post(lambda store: store.append_reply(reply_id, content, reasoning))


def _with_server_stopped(failure: TurnFailed, message: str) -> TurnFailed:
    """``failure`` as it reads once the model's process is known to have died."""
    return replace(failure, kind=FailureKind.SERVER_GONE, message=message, server_stopped=True)
