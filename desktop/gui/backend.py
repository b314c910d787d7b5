"""The one backend worker: it owns the llama-server process and the chat stream.

It lives on its own named QThread ("llamadesk-backend") for the app's whole life, so
the server is always started from the same long-lived thread (the Linux parent-death
signal is tied to the thread that forked). The GUI asks through queued signals; the
worker answers through signals only and never touches a widget. Stopping goes
through ``threading.Event`` objects the GUI sets directly, read on every chunk: a busy
worker would never get to a queued "stop" slot.
"""

from __future__ import annotations

import logging
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from desktop.core.chat.client import (
    ChatClient,
    ChatMessage,
    ContentDelta,
    ReasoningDelta,
    ReplyFailed,
    ReplyFinished,
    SamplingOptions,
)
from desktop.core.chat.conversations import FLUSH_INTERVAL_S, ConversationStore
from desktop.core.chat.paced_writes import PacedWrites, thread_timer
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.fit import FitPlan
from desktop.core.models.gguf import GGUFInfo
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.loader import LoadRequest, prepare_load, start_server
from desktop.core.runtime.server import LlamaServer, LoadReport
from desktop.core.runtime.server_failures import ServerFailure
from desktop.gui.delta_batcher import Channel, DeltaBatcher
from desktop.gui.reply_figures import stats_from_reply

_log = logging.getLogger(__name__)

# After a failed answer, how long to wait for a dying server to be seen as dead.
EXIT_GRACE_S = 0.5

# Hands a call to the conversation store's thread (ConversationCalls.post).
StorePoster = Callable[[Callable[[ConversationStore], object]], None]
# The timer threads that hand a paused answer's text to the store.
SAVE_HANDOFF_TIMER_NAME = "llamadesk-reply-handoff"


@dataclass(frozen=True)
class LoadCommand:
    """GUI -> worker: load this model; ``cancel`` is set by the GUI to give up."""

    request: LoadRequest
    cancel: threading.Event = field(default_factory=threading.Event)


@dataclass(frozen=True)
class ChatCommand:
    """GUI -> worker: answer ``messages`` into the stored reply ``reply_message_id``."""

    conversation_id: int
    reply_message_id: int
    messages: Sequence[ChatMessage]
    sampling: SamplingOptions
    cancel: threading.Event = field(default_factory=threading.Event)


@dataclass(frozen=True)
class LoadedModel:
    """Worker -> GUI: a model is ready, and where it runs."""

    model_path: Path
    info: GGUFInfo
    plan: FitPlan
    runtime: Runtime
    report: LoadReport
    hardware: HardwareInfo
    # What the user asked for (their offload and card choices explain the placement).
    request: LoadRequest | None = None

    @property
    def display_name(self) -> str:
        # The file's name is what people recognise (and what the Library shows);
        # the name inside the file is often a training-run label.
        return self.model_path.stem


@dataclass(frozen=True)
class LoadFailure:
    """Worker -> GUI: loading did not work (or was cancelled), in plain words."""

    message: str
    details: str = ""
    log_tail: tuple[str, ...] = ()
    cancelled: bool = False


@dataclass(frozen=True)
class ReplyResult:
    """Worker -> GUI: the answer is complete (or was stopped by the user)."""

    conversation_id: int
    message_id: int
    finished: ReplyFinished
    text: str
    reasoning: str


@dataclass(frozen=True)
class ReplyProblem:
    """Worker -> GUI: the answer broke off; what arrived before is kept."""

    conversation_id: int
    message_id: int
    message: str
    partial_text: str
    partial_reasoning: str
    server_stopped: bool = False


class BackendWorker(QObject):
    """Loads models and streams answers; lives on the "llamadesk-backend" thread."""

    load_started = Signal()
    load_progressed = Signal(object)  # core.server.LoadProgress
    model_loaded = Signal(object)  # LoadedModel
    load_failed = Signal(object)  # LoadFailure
    model_unloaded = Signal()
    token_received = Signal(str)
    reasoning_received = Signal(str)
    reply_finished = Signal(object)  # ReplyResult
    reply_failed = Signal(object)  # ReplyProblem
    log_line = Signal(str)

    def __init__(
        self,
        post_to_store: StorePoster | None = None,
        hardware_probe: Callable[[], HardwareInfo] = detect_hardware,
    ) -> None:
        super().__init__()
        self._post_to_store = post_to_store
        self._hardware_probe = hardware_probe
        self._hardware: HardwareInfo | None = None
        # Guards _server: the GUI thread stops it directly at shutdown.
        self._lock = threading.Lock()
        self._server: LlamaServer | None = None
        self._client: ChatClient | None = None
        self._context = 0
        self._shutting_down = threading.Event()

    # -- commands (queued from the GUI thread) ---------------------------------------

    @Slot(object)
    def load(self, command: LoadCommand) -> None:
        """Stop any loaded model, then load the one asked for."""
        if self._shutting_down.is_set():
            return
        self.stop_server(announce=True)
        self.load_started.emit()
        try:
            if self._hardware is None:
                self._hardware = self._hardware_probe()
            hardware = self._hardware
            prepared = prepare_load(command.request, hardware=hardware)
            if command.cancel.is_set():
                self.load_failed.emit(_cancelled())
                return
            server, report = start_server(
                prepared,
                cancel=command.cancel,
                on_log=self.log_line.emit,
                on_progress=self.load_progressed.emit,
            )
        except LlamaDeskError as error:
            self.load_failed.emit(_failure_from(error, cancelled=command.cancel.is_set()))
            return
        except Exception as error:  # a bug must still end in a message, not a dead window
            _log.exception("loading %s failed", command.request.model_path)
            self.load_failed.emit(
                LoadFailure(
                    message="Loading stopped because of an unexpected problem in LlamaDesk.",
                    details="".join(traceback.format_exception(error)),
                    cancelled=command.cancel.is_set(),
                )
            )
            return
        with self._lock:
            keep = not (command.cancel.is_set() or self._shutting_down.is_set())
            if keep:
                self._server = server
        if not keep:
            server.stop()
            self.load_failed.emit(_cancelled())
            return
        self._client = ChatClient(server.base_url, server.api_key)
        self._context = report.context
        self.model_loaded.emit(
            LoadedModel(
                model_path=command.request.model_path,
                info=prepared.info,
                plan=prepared.plan,
                runtime=prepared.runtime,
                report=report,
                hardware=hardware,
                request=command.request,
            )
        )

    @Slot()
    def unload(self) -> None:
        """Stop the server; says ``model_unloaded`` even when nothing was loaded."""
        self.stop_server(announce=False)
        self.model_unloaded.emit()

    @Slot(object)
    def chat(self, command: ChatCommand) -> None:
        """Stream one answer, emitting batched deltas and saving them as they come."""
        if self._shutting_down.is_set():
            return
        client = self._client
        if client is None:
            problem = "No model is loaded. Load one on the Load page, then press Retry."
            self.record_finish(command.reply_message_id, None, problem)
            self.reply_failed.emit(
                ReplyProblem(command.conversation_id, command.reply_message_id, problem, "", "")
            )
            return
        stream = _ReplyStream(self, command)
        try:
            events = client.stream(
                command.messages,
                command.sampling,
                cancel=command.cancel,
                default_max_tokens=self._context or None,
            )
            for event in events:
                if isinstance(event, ContentDelta):
                    stream.add("content", event.text)
                elif isinstance(event, ReasoningDelta):
                    stream.add("reasoning", event.text)
                elif isinstance(event, ReplyFinished):
                    stream.finish(event)
                    return
                elif isinstance(event, ReplyFailed):
                    stream.fail(event.message)
                    return
            stream.fail("The answer ended unexpectedly. Press Retry to try again.")
        except LlamaDeskError as error:
            stream.fail(error.message)
        except Exception:  # never let one answer take the worker down
            _log.exception("streaming an answer failed")
            stream.fail("The answer stopped because of an unexpected problem in LlamaDesk.")

    # -- called directly from the GUI thread -----------------------------------------

    def shut_down(self) -> None:
        """Refuse new work and stop the server now. Thread-safe; called at app exit."""
        self._shutting_down.set()
        with self._lock:
            server, self._server = self._server, None
        if server is not None:
            server.stop()

    # -- helpers used by _ReplyStream ----------------------------------------------

    def server_is_running(self) -> bool:
        """False when the server died; called after a failed answer."""
        with self._lock:
            server = self._server
        if server is None:
            return False
        # A killed server closes its socket a moment before it can be seen to exit.
        deadline = time.monotonic() + EXIT_GRACE_S
        while server.is_running():
            if time.monotonic() >= deadline:
                return True
            self._shutting_down.wait(0.01)
        return False

    def record_append(self, message_id: int, content: str, reasoning: str) -> None:
        if self._post_to_store is not None:
            self._post_to_store(lambda store: store.append_reply(message_id, content, reasoning))

    def record_finish(
        self, message_id: int, finished: ReplyFinished | None, error: str | None
    ) -> None:
        if self._post_to_store is None:
            return
        stats = stats_from_reply(finished) if finished is not None else {}
        self._post_to_store(lambda store: store.finish_reply(message_id, stats=stats, error=error))

    def stop_server(self, *, announce: bool) -> None:
        """Stop the server (on this thread); ``announce`` emits ``model_unloaded``."""
        with self._lock:
            server, self._server = self._server, None
        if self._client is not None:
            self._client.close()
            self._client = None
        if server is None:
            return
        server.stop()
        if announce:
            self.model_unloaded.emit()


class _ReplyStream:
    """One answer in flight: batches deltas for the screen and for the store."""

    def __init__(self, worker: BackendWorker, command: ChatCommand) -> None:
        self._worker = worker
        self._command = command
        self._batcher = DeltaBatcher()
        self._content: list[str] = []
        self._reasoning: list[str] = []
        # Text not yet handed to the store thread. The store writes to disk every
        # FLUSH_INTERVAL_S anyway; posting at that pace rather than per screen batch
        # spares a thread wakeup per batch, which on a small machine is taken from
        # the server's own threads. The first text goes at once, and a deadline timer
        # hands over what a paused stream left waiting: this thread is then blocked
        # reading the stream and could not.
        self._unsaved_lock = threading.Lock()  # the timer thread takes the text too
        self._unsaved_content: list[str] = []
        self._unsaved_reasoning: list[str] = []
        self._save_pace = PacedWrites(
            self._save, FLUSH_INTERVAL_S, start_timer=thread_timer(SAVE_HANDOFF_TIMER_NAME)
        )

    def add(self, channel: Channel, text: str) -> None:
        (self._content if channel == "content" else self._reasoning).append(text)
        if text:
            # Saved as it arrives, not as the screen batches it: the store's pace is
            # its own.
            with self._unsaved_lock:
                if channel == "content":
                    self._unsaved_content.append(text)
                else:
                    self._unsaved_reasoning.append(text)
            self._save_pace.pending()
        self._hand_out(self._batcher.add(channel, text))

    def finish(self, finished: ReplyFinished) -> None:
        self._flush()
        self._worker.record_finish(self._command.reply_message_id, finished, None)
        self._worker.reply_finished.emit(
            ReplyResult(
                self._command.conversation_id,
                self._command.reply_message_id,
                finished,
                "".join(self._content),
                "".join(self._reasoning),
            )
        )

    def fail(self, message: str) -> None:
        self._flush()
        stopped = not self._worker.server_is_running()
        if stopped:
            message = (
                "The model stopped unexpectedly while answering. "
                "Press Retry to load it again and answer."
            )
            # Reap the dead process and tell the window nothing is loaded any more.
            self._worker.stop_server(announce=True)
        self._worker.record_finish(self._command.reply_message_id, None, message)
        self._worker.reply_failed.emit(
            ReplyProblem(
                self._command.conversation_id,
                self._command.reply_message_id,
                message,
                "".join(self._content),
                "".join(self._reasoning),
                server_stopped=stopped,
            )
        )

    def _flush(self) -> None:
        self._hand_out(self._batcher.flush())
        self._save_pace.close()
        self._save()

    def _hand_out(self, batches: list[tuple[Channel, str]]) -> None:
        for channel, text in batches:
            if channel == "content":
                self._worker.token_received.emit(text)
            else:
                self._worker.reasoning_received.emit(text)

    def _save(self) -> None:
        """Hand the text not yet saved to the store thread (from this thread or the
        deadline timer's; the lock keeps the hand-overs in order)."""
        with self._unsaved_lock:
            if not self._unsaved_content and not self._unsaved_reasoning:
                return
            content = "".join(self._unsaved_content)
            reasoning = "".join(self._unsaved_reasoning)
            self._unsaved_content, self._unsaved_reasoning = [], []
            self._worker.record_append(self._command.reply_message_id, content, reasoning)


def _cancelled() -> LoadFailure:
    return LoadFailure(message="Loading was cancelled.", cancelled=True)


def _failure_from(error: LlamaDeskError, *, cancelled: bool) -> LoadFailure:
    if cancelled:
        return _cancelled()
    log_tail: tuple[str, ...] = ()
    if isinstance(error, ServerFailure):
        log_tail = tuple(error.log_tail)
    return LoadFailure(message=error.message, details=error.details, log_tail=log_tail)
