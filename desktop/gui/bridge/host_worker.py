"""The one host worker: it runs the core's chat host and turns its work into signals.

The host (``core.host.chat_host``) owns the model that answers and decides everything
about it; the worker only runs it. It lives on its own named QThread
("llamadesk-host") for the app's whole life, so the server is always started from
the same long-lived thread (the Linux parent-death
signal is tied to the thread that forked). The GUI asks through queued signals; the
worker answers through signals only and never touches a widget. Stopping goes
through ``threading.Event`` objects the GUI sets directly, read on every chunk: a busy
worker would never get to a queued "stop" slot.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal, SignalInstance, Slot

from desktop.core.chat import turns
from desktop.core.chat.events import ContextFilled
from desktop.core.chat.grounding import ContextRoom, Retriever, Source
from desktop.core.chat.tool_support import scratch_context
from desktop.core.errors import LlamaDeskError
from desktop.core.host.chat_host import ChatHost, LoadCancelledError, ModelStopped
from desktop.core.models.load_choice import LoadRequest
from desktop.core.runtime.serve_access import ServeAccess
from desktop.core.runtime.server_failures import ServerFailure
from desktop.core.tools.base import Toolbox, ToolsError
from desktop.gui.bridge.delta_batcher import DeltaBatcher
from desktop.gui.bridge.host_events import HostEvents
from desktop.gui.widgets.documents_words import documents_error_text
from desktop.gui.widgets.failure_words import load_failure_text
from desktop.gui.widgets.tool_words import tools_error_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

if TYPE_CHECKING:
    from desktop.core.hardware.info import HardwareInfo
    from desktop.core.host.documents_host import SharedDocuments

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LoadCommand:
    """GUI -> worker: load this model; ``cancel`` is set by the GUI to give up."""

    request: LoadRequest
    cancel: threading.Event = field(default_factory=threading.Event)
    # Settings → Other apps: serve them at this address with this key (None: private).
    access: ServeAccess | None = None


@dataclass(frozen=True)
class ChatCommand:
    """GUI -> worker: carry out one turn; ``cancel`` is set by the GUI to stop it.

    ``open_tools`` opens the tools the chat has on; it runs on the worker's thread
    (an MCP server's process is started there, never on the GUI's), and the toolbox is
    closed when the turn ends."""

    request: turns.TurnRequest
    cancel: threading.Event = field(default_factory=threading.Event)
    open_tools: Callable[[], Toolbox] | None = None
    # Where a model loaded again before this turn serves other apps (as LoadCommand's).
    access: ServeAccess | None = None
    # The files attached to the chat for its tools (read_file, python may read them).
    attachments: tuple[Path, ...] = ()
    # The chat's document libraries: each question is searched in them first.
    libraries: tuple[str, ...] = ()


@dataclass(frozen=True)
class LoadFailure:
    """Worker -> GUI: loading did not work (or was cancelled), in plain words."""

    message: str
    details: str = ""
    log_tail: tuple[str, ...] = ()
    cancelled: bool = False
    runtime_missing: bool = False  # no llama-server: the window offers Settings' install


class HostWorker(HostEvents):
    """Loads models and streams answers; lives on the "llamadesk-host" thread."""

    # The host's record of the local model asked for last (ChatHost.requested: a
    # LoadRequest, or None once a remote server's model answers), told at every load
    # and switch; the controller's model state shows it.
    load_request_changed = Signal(object)

    def __init__(
        self,
        store: turns.StoreAccess,
        hardware_probe: Callable[[], HardwareInfo] | None = None,
        documents: Callable[[], SharedDocuments] | None = None,
    ) -> None:
        super().__init__()
        self._documents = documents
        # Asked at every load: the app's probe caches, and follows the runtime picked
        # (None: detected for each load's runtime).
        self.host = ChatHost(
            store, hardware_probe=hardware_probe, on_requested=self.load_request_changed.emit
        )
        # Every turn event but the text itself goes to the window as it is.
        self._signal_for_event: dict[type[object], SignalInstance] = {
            turns.TurnStarted: self.reply_started,
            turns.SourcesFound: self.sources_found,
            turns.CallStarted: self.call_started,
            ContextFilled: self.context_filled,
            turns.TurnsDropped: self.turns_dropped,
            turns.TurnFinished: self.reply_finished,
            turns.TurnFailed: self.reply_failed,
            turns.ToolsNotice: self.tools_noticed,
            turns.ToolApprovalNeeded: self.tool_approval_needed,
            turns.ToolCallStarted: self.tool_call_started,
            turns.ToolCallFinished: self.tool_call_finished,
            # The local model's server died while answering: nothing is loaded now.
            ModelStopped: self.model_unloaded,
        }

    # -- commands (queued from the GUI thread) ---------------------------------------

    @Slot(object)
    def load(self, command: LoadCommand) -> None:
        """Stop any loaded model, then load the one asked for."""
        if self.host.shutting_down:
            return
        self._load(command.request, command.cancel, command.access)

    def _load(
        self, request: LoadRequest, cancel: threading.Event, access: ServeAccess | None
    ) -> None:
        self.stop_server(announce=True)
        self.load_started.emit()
        try:
            loaded = self.host.load(
                request,
                cancel=cancel,
                on_log=self.log_line.emit,
                on_progress=self.load_progressed.emit,
                access=access,
            )
        except LlamaDeskError as error:
            self.load_failed.emit(_failure_from(error, cancelled=cancel.is_set()))
            return
        except Exception as error:  # a bug must still end in a message, not a dead window
            _log.exception("loading %s failed", request.model_path)
            self.load_failed.emit(
                LoadFailure(
                    message=QCoreApplication.translate(
                        "HostWorker",
                        "Loading stopped because of an unexpected problem in LlamaDesk.",
                    ),
                    details="".join(traceback.format_exception(error)),
                    cancelled=cancel.is_set(),
                )
            )
            return
        self.model_loaded.emit(loaded)

    @Slot()
    def unload(self) -> None:
        """Stop the server; says ``model_unloaded`` even when nothing was loaded."""
        self.stop_server(announce=False)
        self.model_unloaded.emit()

    @Slot(object)
    def chat(self, command: ChatCommand) -> None:
        """Run one turn, handing its text to the window at the screen's pace."""
        if self.host.shutting_down:
            return
        reload = self.host.model_to_reload()
        if reload is not None:
            # The model died or was unloaded since: load it again, then answer (Stop
            # during this load stops both).
            self._load(reload, command.cancel, command.access)
        toolbox = self._open_tools(command)
        session = self.host.session
        session.toolbox = toolbox
        attached = command.attachments
        session.tool_context = lambda conversation_id: dataclasses.replace(
            scratch_context(conversation_id), attachments=attached
        )
        # The core searches the chat's libraries; the window only named them.
        libraries = command.libraries
        retriever = (
            self._documents().retriever(libraries) if libraries and self._documents else None
        )
        session.retriever = _worded(retriever) if retriever is not None else None
        try:
            self._run_turn(command)
        finally:
            session.retriever = None
            session.toolbox = None
            session.tool_context = None  # the session's own: a scratch folder, no files
            if toolbox is not None:
                toolbox.close()

    def _open_tools(self, command: ChatCommand) -> Toolbox | None:
        if command.open_tools is None:
            return None
        try:
            return command.open_tools()
        except ToolsError as error:
            # The answer is still written, without tools; the chat says why.
            self.tools_unavailable.emit(tools_error_text(error))
            return None

    def _run_turn(self, command: ChatCommand) -> None:
        batcher = DeltaBatcher()
        for event in self.host.answer(command.request, command.cancel):
            if isinstance(event, turns.TextArrived):
                due = batcher.add(event.channel, event.text)
                if due:  # most deltas wait for the next batch
                    self._hand_out(due)
                continue
            self._hand_out(batcher.flush())
            signal = self._signal_for_event.get(type(event))
            if signal is None:
                continue
            if isinstance(event, ModelStopped):
                signal.emit()
            else:
                signal.emit(event)

    def _hand_out(self, batches: list[tuple[turns.Channel, str]]) -> None:
        for channel, text in batches:
            if channel == "content":
                self.token_received.emit(text)
            else:
                self.reasoning_received.emit(text)

    # -- called directly from the GUI thread -----------------------------------------

    def shut_down(self) -> None:
        """Refuse new work and stop the server now. Thread-safe; called at app exit."""
        self.host.shut_down()

    # -- the server's state ---------------------------------------------------------

    def stop_server(self, *, announce: bool) -> None:
        """Stop what answers now (on this thread); ``announce`` emits ``model_unloaded``
        when a local server was stopped."""
        if self.host.unload() and announce:
            self.model_unloaded.emit()


NO_RUNTIME_MESSAGE = QT_TRANSLATE_NOOP(
    "HostWorker",
    "No llama-server was found: it runs the models. Install it from Settings "
    "(“Open Settings to install it” at the top of the window).",
)


def _cancelled() -> LoadFailure:
    return LoadFailure(message=LoadCancelledError().message, cancelled=True)


def _failure_from(error: LlamaDeskError, *, cancelled: bool) -> LoadFailure:
    from desktop.core.runtime.discovery import RuntimeNotFound  # loaded by the load

    if cancelled:
        return _cancelled()
    if isinstance(error, RuntimeNotFound):
        # The core's message names a terminal command; the window has a button instead.
        return LoadFailure(_t(NO_RUNTIME_MESSAGE), error.details, runtime_missing=True)
    if isinstance(error, ServerFailure):
        # Said in the window's words; the core's English (with the command line's
        # fixes) stays in the details with the log.
        details = "\n\n".join(part for part in (error.message, error.details) if part)
        return LoadFailure(load_failure_text(error), details, tuple(error.log_tail))
    from desktop.gui.widgets.model_words import load_error_text  # as the load's modules

    # The model file, the runtime's libraries, the other computers: in the window's
    # words; the core's English stays in the details, as a ServerFailure's does.
    words = load_error_text(error)
    if words == error.message:
        return LoadFailure(message=words, details=error.details)
    details = "\n\n".join(part for part in (error.message, error.details) if part)
    return LoadFailure(message=words, details=details)


_t = words_in("HostWorker")


def _worded(retriever: Retriever) -> Retriever:
    """``retriever``, its errors worded in the window's language: the chat shows why the
    documents could not be searched in the words the core's error gives."""

    def retrieve(question: str, room: ContextRoom | None = None) -> Sequence[Source]:
        try:
            return retriever(question, room)
        except LlamaDeskError as error:
            raise LlamaDeskError(documents_error_text(error), error.details) from error

    return retrieve
