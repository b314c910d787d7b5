"""A chat session: owns a whole turn, from the question saved to the answer's figures.

``ChatSession.run(request, cancel)`` yields ``TurnEvent``s: the store prepares the
conversation and begins the reply (``TurnStarted``), each model call says what it sends
(``CallStarted``), text arrives (``TextArrived``), and the turn ends with one
``TurnFinished`` or ``TurnFailed`` whose ``FailureKind`` says what went wrong. Streamed
text is handed to the store as it arrives, at the store's pace, so a crash loses at
most a moment of it; the store's own thread is never waited on per token.

With a toolbox (``session.toolbox``) a turn is a loop: each model call may ask for
tools (``tool_rounds`` says what each call offers and reads the calls it made,
``tool_loop`` approves and runs them), their results go back, and the model is called
again until it answers; the tool events are in ``turns``.

The session knows no Qt and no server process: the GUI's worker runs it on its thread,
``llamadesk ask`` on the main thread. What it talks to is a ``ChatBackend``.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, replace

from desktop.core.chat.chat_backend import ChatBackend, ChatRequest
from desktop.core.chat.chat_settings import sampling_record
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.documents_tool import DocumentsSearchTool
from desktop.core.chat.events import (
    ChatMessage,
    ContentDelta,
    ContextFilled,
    FailureKind,
    ReasoningDelta,
    ReplyFailed,
    ReplyFinished,
    ToolCall,
)
from desktop.core.chat.failure_sentences import Explained, FailureReason
from desktop.core.chat.figures import turn_stats
from desktop.core.chat.grounding import (
    ContextRoom,
    Retriever,
    Source,
    grounded_question,
    sources_record,
)
from desktop.core.chat.paced_writes import PacedWrites, StartTimer, thread_timer
from desktop.core.chat.tool_calls import FoundCalls, TextToolCalls
from desktop.core.chat.tool_loop import CancelledDuringToolError, ToolRunner
from desktop.core.chat.tool_rounds import (
    DEFAULT_MAX_ROUNDS,
    FORCED_CALL_MIN_TOKENS,
    ModelCall,
    ToolRounds,
)
from desktop.core.chat.tool_support import ToolContextFor
from desktop.core.chat.trimming import messages_to_send, position_to_fit
from desktop.core.chat.turns import (
    CallStarted,
    Channel,
    ChatSettings,
    DropOldestTurns,
    Regenerate,
    ResendEdited,
    SendMessage,
    SourcesFound,
    StoreAccess,
    TextArrived,
    ToolsNotice,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnRequest,
    TurnsDropped,
    TurnStarted,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.models.chat_template import TemplateFlags, choice_kwargs
from desktop.core.models.tool_template import ToolSupport
from desktop.core.tools.base import DEFAULT_TIME_LIMIT_S, Toolbox

_log = logging.getLogger(__name__)
# The timer threads that hand a paused answer's text to the store.
SAVE_HANDOFF_TIMER_NAME = "llamadesk-reply-handoff"
NO_MODEL_MESSAGE = Explained(FailureReason.NO_MODEL)
UNEXPECTED_MESSAGE = Explained(FailureReason.UNEXPECTED)
ENDED_MESSAGE = Explained(FailureReason.ENDED)

_HANDOFF_TIMER = thread_timer(SAVE_HANDOFF_TIMER_NAME)
# A streamed reply's text reaches the store (which writes it at once) first at once,
# then at most this often, and never later than this after it arrived: an app killed
# mid-answer loses at most this much of it.
SAVE_INTERVAL_S = 0.3
# Whether the model's local process still runs (None: a backend with no process of
# ours, a remote server). Asked only after an answer failed.
ServerAlive = Callable[[], bool]
SERVER_STOPPED_MESSAGE = Explained(FailureReason.SERVER_STOPPED)


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
        clock: Callable[[], float] = time.monotonic,
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
        self._clock = clock
        # Set with the backend at each load: the loaded template's switches (for the
        # chat's thinking choice) and where it runs (figures.ran_on_record, stored with
        # every answer).
        self.template_flags: TemplateFlags | None = None
        self.ran_on: dict[str, object] | None = None
        # And text that ends an answer besides the model's own end (a base model's).
        self.stop: tuple[str, ...] = ()
        # The tools a turn may call (None or empty: none); read when a turn starts, so
        # a front end sets it per chat before ``run``. ``tool_context`` gives a call its
        # chat's scratch folder and attachments; ``tool_support`` says whether the
        # loaded model's chat template takes tools (None: not known, offered).
        self.toolbox = toolbox
        self.tool_context = tool_context
        self.tool_support = tool_support
        self.tool_time_limit_s = DEFAULT_TIME_LIMIT_S  # each tool call's own limit
        self.max_tool_rounds = DEFAULT_MAX_ROUNDS  # then one last call without tools
        # Set with the backend at each load: what only the load knows about a failure
        # (a computer lending its devices went away: chat.rpc_failures); None: nothing.
        self.reword_failure: Callable[[TurnFailed], TurnFailed] | None = None
        # The chat's documents (None: none): each question is searched and answered
        # from the passages found (chat.grounding); set per chat before ``run``.
        self.retriever: Retriever | None = None

    def context_room(self) -> ContextRoom | None:
        """The room a document given whole may take: a share of the loaded context,
        counted by the model's own tokenizer (None: not known, so only searched)."""
        return ContextRoom.of(self.context, getattr(self.backend, "count_tokens", None))

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
        model's process died says so, whatever the connection reported; then the
        loaded model's own reading (``reword_failure``) has the last word."""
        alive = self.server_alive
        if failure.kind is not FailureKind.NO_MODEL and alive is not None and not alive():
            failure = _with_server_stopped(failure, SERVER_STOPPED_MESSAGE)
        return self.reword_failure(failure) if self.reword_failure is not None else failure

    def reply_saver(self, reply_id: int) -> _ReplySaver:
        return _ReplySaver(self.store, reply_id, self._start_timer, self._clock)


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
    # Nothing is thrown away: an answer written again, or a question edited, is a new
    # version beside the old one, which keeps what followed it (ConversationStore).
    version_of = None
    if isinstance(request, SendMessage):
        store.add_message(conversation_id, "user", request.text, images=request.images)
    elif isinstance(request, ResendEdited):
        _check_in_chat(store, conversation_id, request.message_id)
        store.add_version(request.message_id, request.text)
    elif isinstance(request, Regenerate):
        _check_in_chat(store, conversation_id, request.message_id)
        version_of = request.message_id
    reply_id = store.begin_reply(conversation_id, version_of=version_of)
    return TurnStarted(
        store.get_conversation(conversation_id), store.messages(conversation_id), reply_id
    )


def _check_in_chat(store: ConversationStore, conversation_id: int, message_id: int) -> None:
    if all(message.id != message_id for message in store.messages(conversation_id)):
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
        self._sources: tuple[Source, ...] = ()

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
        retriever = self._session.retriever
        question = self._question()
        if retriever is not None and question is not None:
            try:
                self._sources = tuple(retriever(question, self._session.context_room()))
            except LlamaDeskError as error:
                # The question is saved, so Retry asks it again once this is mended.
                yield self._fail(FailureKind.DOCUMENTS, "Your documents could not be "
                                 f"searched: {error.message}", error.details)
                return
        tools = self._tools()
        if tools is not None and tools.notice is not None:
            yield tools.notice
        history = messages_to_send(
            self._started.conversation,
            self._started.messages,
            self._reply_id,
            with_tool_calls=tools is not None and tools.rounds is not None,
        )
        if self._sources and history and history[-1].role == "user":
            history[-1] = replace(
                history[-1], content=grounded_question(history[-1].content, self._sources))
            yield SourcesFound(self._conversation_id, self._reply_id, self._sources)
        round_index = 0
        while True:
            if tools is None or tools.rounds is None:
                call = ModelCall(tuple(history))
            else:
                call = tools.rounds.next_call(history, round_index)
            round_start = len("".join(self._content))
            outcome = yield from self._stream(backend, call, round_index)
            if isinstance(outcome, ReplyFailed) and call.forced and not call.loose:
                # The server could not make a grammar of a tool's own schema: any
                # arguments object then (the tool checks them itself).
                assert tools is not None and tools.rounds is not None
                outcome = yield from self._stream(
                    backend, call.loosened(tools.rounds.specs), round_index
                )
            if isinstance(outcome, ReplyFailed):
                yield self._fail(outcome.kind, outcome.message, outcome.details)
                return
            finished, found = outcome
            self._calls.append(finished)
            calls: tuple[ToolCall, ...] = ()
            if tools is not None and tools.rounds is not None:
                calls = tools.rounds.calls_of(call, finished, found, round_index)
            if not calls:
                yield self._finish(tools)
                return
            content = "".join(self._content)
            history.append(ChatMessage("assistant", content[round_start:], tool_calls=calls))
            assert tools is not None and tools.runner is not None
            try:
                history += yield from tools.runner.run_calls(calls, round_index, len(content))
            except CancelledDuringToolError:
                yield self._finish(tools, cancelled=True)
                return
            if tools.documents is not None and len(tools.documents.sources) > len(self._sources):
                # The model's own search found more: they are the answer's sources too.
                self._sources = tools.documents.sources
                yield SourcesFound(self._conversation_id, self._reply_id, self._sources)
            round_index += 1

    def _question(self) -> str | None:
        """The question this turn answers: the last message before the reply, when it
        is the user's."""
        before = [message for message in self._started.messages if message.id != self._reply_id]
        if not before or before[-1].role != "user":
            return None
        return before[-1].content

    def _tools(self) -> _TurnTools | None:
        """The tools this turn offers, and what to tell the user about them."""
        session = self._session
        toolbox = session.toolbox
        support = session.tool_support
        documents = None
        searched = not any(source.whole for source in self._sources)
        if session.retriever is not None and searched and support is not None \
                and support.offered:
            # The model may search the chat's libraries itself where it takes tools
            # (known from its load); a file given whole needs no search.
            documents = DocumentsSearchTool(session.retriever, self._sources)
            toolbox = (toolbox or Toolbox()).including(documents)
        if not toolbox:
            return None
        notice = None
        # Said where the user chose tools; the documents' own search needs no word.
        if support is not None and support.note and session.toolbox:
            notice = ToolsNotice(self._conversation_id, support.note, support.offered)
            _log.info("tools in this chat: %s", support.note)
        if support is not None and not support.offered:
            return _TurnTools(notice, None, None)
        rounds = ToolRounds(toolbox.specs(), self._settings.tool_choice, session.max_tool_rounds)
        runner = ToolRunner(
            toolbox,
            session.store,
            self._conversation_id,
            self._reply_id,
            self._cancel,
            context_for=session.tool_context,
            time_limit_s=session.tool_time_limit_s,
        )
        return _TurnTools(notice, rounds, runner, documents)

    def _stream(
        self, backend: ChatBackend, call: ModelCall, round_index: int
    ) -> Generator[TurnEvent, None, tuple[ReplyFinished, FoundCalls] | ReplyFailed]:
        """One model call: its text shown and saved (a tool call's markup never is)."""
        sampling = self._settings.sampling
        if call.forced and sampling.max_tokens is not None:
            # The answer's length limit is for the answer: a call cut short is no call.
            tokens = max(sampling.max_tokens, FORCED_CALL_MIN_TOKENS)
            sampling = replace(sampling, max_tokens=tokens)
        yield CallStarted(self._conversation_id, self._reply_id, call.messages, sampling)
        offers_tools = bool(call.tools) or call.json_schema is not None
        text_calls = TextToolCalls(f"call_{round_index}") if offers_tools or call.final else None
        request = ChatRequest(
            call.messages,
            sampling,
            default_max_tokens=self._session.context or None,
            chat_template_kwargs=choice_kwargs(self._session.template_flags, sampling.thinking),
            stop=self._session.stop,
            tools=call.tools,
            json_schema=call.json_schema,
        )
        events = backend.stream(request, cancel=self._cancel)
        # Per delta, the least work: a fast model's deltas all pass here on the thread
        # that shares the interpreter with the window (tests/perf/bench_gui.py gui_stall).
        content, saver = self._content, self._saver
        for event in events:
            if isinstance(event, ContentDelta):
                if call.forced:
                    continue  # the call's JSON: read once it is whole
                text = event.text
                if text_calls is not None:
                    text = text_calls.feed(text)
                if text:
                    content.append(text)
                    saver.add("content", text)
                    yield TextArrived("content", text)
            elif isinstance(event, ReasoningDelta):
                yield from self._show("reasoning", event.text)
            elif isinstance(event, ContextFilled):
                yield event
            elif isinstance(event, ReplyFinished):
                found = text_calls.finish() if text_calls is not None else FoundCalls((), "")
                yield from self._show("content", found.tail)
                return event, found
            elif isinstance(event, ReplyFailed):
                return event
        return ReplyFailed(FailureKind.INTERNAL, ENDED_MESSAGE, "", "")

    def _show(self, channel: Channel, text: str) -> Iterator[TurnEvent]:
        if text:
            (self._content if channel == "content" else self._reasoning).append(text)
            self._saver.add(channel, text)
            yield TextArrived(channel, text)

    def _finish(self, tools: _TurnTools | None = None, cancelled: bool = False) -> TurnFinished:
        stats = turn_stats(self._calls, self._session.ran_on)
        last = self._calls[-1]
        if cancelled:  # stopped while a tool ran: after the last model call
            last = replace(last, cancelled=True)
            stats["cancelled"] = True
        if tools is not None and tools.runner is not None and tools.runner.records:
            stats["tool_calls"] = len(tools.runner.records)
        if self._sources:
            stats["sources"] = sources_record(self._sources)
        self._saver.finish(stats, None)
        return TurnFinished(
            self._conversation_id,
            self._reply_id,
            last,
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


@dataclass(frozen=True)
class _TurnTools:
    notice: ToolsNotice | None
    rounds: ToolRounds | None  # None: tools are off for this model
    runner: ToolRunner | None
    documents: DocumentsSearchTool | None = None  # the documents' search, where offered


class _ReplySaver:
    """Hands a reply's streamed text to the store, which writes it at once: the one
    pacer of a streaming reply's saves.

    Handing text over every SAVE_INTERVAL_S rather than per delta spares the store's
    thread a wakeup and a write per delta, which on a small machine are taken from the
    model's own threads. The first text goes at once (a crash right after it is shown
    must not lose it), and a deadline timer hands over what a paused stream left
    waiting: the turn's own thread is then blocked reading the stream and could not.
    """

    def __init__(self, store: StoreAccess, reply_id: int, start_timer: StartTimer,
                 clock: Callable[[], float]) -> None:
        self._store = store
        self._reply_id = reply_id
        self._lock = threading.Lock()  # the timer thread takes the text too
        self._content: list[str] = []
        self._reasoning: list[str] = []
        self._pace = PacedWrites(
            self._hand_over, SAVE_INTERVAL_S, start_timer=start_timer, clock=clock
        )

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
