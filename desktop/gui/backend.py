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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from desktop.core.chat import turns
from desktop.core.chat.client import PACED_READ_INTERVAL_S, ChatClient
from desktop.core.chat.events import ContextFilled
from desktop.core.chat.figures import ran_on_record
from desktop.core.chat.rpc_failures import naming_lost_hosts
from desktop.core.chat.session import ChatSession
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.chat_template import TemplateFlags, effective_template, template_flags
from desktop.core.models.fit import FitPlan
from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.ollama_models import ollama_name_of
from desktop.core.runtime.discovery import Runtime, RuntimeNotFound
from desktop.core.runtime.loader import LoadRequest, prepare_load, start_server
from desktop.core.runtime.serve_access import ServeAccess
from desktop.core.runtime.server import LlamaServer, LoadReport
from desktop.core.runtime.server_failures import ServerFailure
from desktop.core.tools.base import Toolbox, ToolsError
from desktop.gui.delta_batcher import DeltaBatcher
from desktop.gui.placement import gpus_in_use

_log = logging.getLogger(__name__)

# After a failed answer, how long to wait for a dying server to be seen as dead.
EXIT_GRACE_S = 0.5



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
    # The switches of the template it answers with (a chat's thinking toggle).
    template: TemplateFlags | None = None

    @property
    def display_name(self) -> str:
        # The file's name is what people recognise (and what the Library shows);
        # the name inside the file is often a training-run label. Ollama's blobs are
        # named by their hash: for those, the name Ollama gives them.
        return ollama_name_of(self.model_path) or self.model_path.stem


@dataclass(frozen=True)
class LoadFailure:
    """Worker -> GUI: loading did not work (or was cancelled), in plain words."""

    message: str
    details: str = ""
    log_tail: tuple[str, ...] = ()
    cancelled: bool = False
    runtime_missing: bool = False  # no llama-server: the window offers Settings' install


class BackendWorker(QObject):
    """Loads models and streams answers; lives on the "llamadesk-backend" thread."""

    load_started = Signal()
    load_progressed = Signal(object)  # core.server.LoadProgress
    model_loaded = Signal(object)  # LoadedModel
    load_failed = Signal(object)  # LoadFailure
    model_unloaded = Signal()
    reply_started = Signal(object)  # TurnStarted: the conversation, the reply begun
    call_started = Signal(object)  # CallStarted: what one model call sends
    context_filled = Signal(object)  # ContextFilled: the server's count while answering
    token_received = Signal(str)
    reasoning_received = Signal(str)
    reply_finished = Signal(object)  # TurnFinished
    reply_failed = Signal(object)  # TurnFailed
    turns_dropped = Signal(object)  # TurnsDropped
    tools_noticed = Signal(object)  # ToolsNotice
    tool_approval_needed = Signal(object)  # ToolApprovalNeeded: answer its decision
    tool_call_started = Signal(object)  # ToolCallStarted
    tool_call_finished = Signal(object)  # ToolCallFinished
    tools_unavailable = Signal(str)  # the chat's tools could not be opened: why
    log_line = Signal(str)

    def __init__(
        self,
        store: turns.StoreAccess,
        hardware_probe: Callable[[], HardwareInfo] = detect_hardware,
    ) -> None:
        super().__init__()
        self.session = ChatSession(store, server_alive=self.server_is_running)
        # Every turn event but the text itself goes to the window as it is.
        self._signal_for_event: dict[type[object], SignalInstance] = {
            turns.TurnStarted: self.reply_started,
            turns.CallStarted: self.call_started,
            ContextFilled: self.context_filled,
            turns.TurnsDropped: self.turns_dropped,
            turns.TurnFinished: self.reply_finished,
            turns.TurnFailed: self.reply_failed,
            turns.ToolsNotice: self.tools_noticed,
            turns.ToolApprovalNeeded: self.tool_approval_needed,
            turns.ToolCallStarted: self.tool_call_started,
            turns.ToolCallFinished: self.tool_call_finished,
        }
        # Asked at every load: the app's probe caches, and follows the runtime picked.
        self._hardware_probe = hardware_probe
        # Guards _server: the GUI thread stops it directly at shutdown.
        self._lock = threading.Lock()
        self._server: LlamaServer | None = None
        self._client: ChatClient | None = None
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
            hardware = self._hardware_probe()
            prepared = prepare_load(command.request, hardware=hardware)
            if command.cancel.is_set():
                self.load_failed.emit(_cancelled())
                return
            server, report = start_server(
                prepared,
                cancel=command.cancel,
                on_log=self.log_line.emit,
                on_progress=self.load_progressed.emit,
                access=command.access,
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
        # The model shares this machine's processor: read its answers in slices.
        self._client = ChatClient(
            server.base_url, server.api_key, read_interval_s=PACED_READ_INTERVAL_S
        )
        self.session.backend = self._client
        self.session.context = report.context
        # Whether this model's chat may be offered tools, and what the chat says about it.
        self.session.tool_support = prepared.tool_support
        self.session.template_flags = template_flags(
            # The template the server renders (the loader may pick one that takes tools).
            effective_template(prepared.info.chat_template, prepared.options.chat_template_file)
        )
        used = gpus_in_use(hardware, prepared.plan, report, command.request.gpu_indices)
        self.session.ran_on = ran_on_record(report, [gpu.name for gpu in used])
        self.session.reword_failure = naming_lost_hosts(prepared.options.rpc_hosts)
        self.model_loaded.emit(
            LoadedModel(
                model_path=command.request.model_path,
                info=prepared.info,
                plan=prepared.plan,
                runtime=prepared.runtime,
                report=report,
                hardware=hardware,
                request=command.request,
                template=self.session.template_flags,
            )
        )

    @Slot()
    def unload(self) -> None:
        """Stop the server; says ``model_unloaded`` even when nothing was loaded."""
        self.stop_server(announce=False)
        self.model_unloaded.emit()

    @Slot(object)
    def chat(self, command: ChatCommand) -> None:
        """Run one turn, handing its text to the window at the screen's pace."""
        if self._shutting_down.is_set():
            return
        toolbox = self._open_tools(command)
        self.session.toolbox = toolbox
        try:
            self._run_turn(command)
        finally:
            self.session.toolbox = None
            if toolbox is not None:
                toolbox.close()

    def _open_tools(self, command: ChatCommand) -> Toolbox | None:
        if command.open_tools is None:
            return None
        try:
            return command.open_tools()
        except ToolsError as error:
            # The answer is still written, without tools; the chat says why.
            self.tools_unavailable.emit(error.message)
            return None

    def _run_turn(self, command: ChatCommand) -> None:
        batcher = DeltaBatcher()
        for event in self.session.run(command.request, command.cancel):
            if isinstance(event, turns.TextArrived):
                self._hand_out(batcher.add(event.channel, event.text))
                continue
            self._hand_out(batcher.flush())
            if isinstance(event, turns.TurnFailed) and event.server_stopped:
                # Reap the dead process and tell the window nothing is loaded now.
                self.stop_server(announce=True)
            signal = self._signal_for_event.get(type(event))
            if signal is not None:
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
        self._shutting_down.set()
        with self._lock:
            server, self._server = self._server, None
        if server is not None:
            server.stop()

    # -- the server's state ---------------------------------------------------------

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

    def stop_server(self, *, announce: bool) -> None:
        """Stop the server (on this thread); ``announce`` emits ``model_unloaded``."""
        with self._lock:
            server, self._server = self._server, None
        if self._client is not None:
            self._client.close()
            self._client = None
        self.session.backend = None
        if server is None:
            return
        server.stop()
        if announce:
            self.model_unloaded.emit()


NO_RUNTIME_MESSAGE = (
    "No llama-server was found: it runs the models. Install it from Settings "
    "(“Open Settings to install it” at the top of the window)."
)


def _cancelled() -> LoadFailure:
    return LoadFailure(message="Loading was cancelled.", cancelled=True)


def _failure_from(error: LlamaDeskError, *, cancelled: bool) -> LoadFailure:
    if cancelled:
        return _cancelled()
    if isinstance(error, RuntimeNotFound):
        # The core's message names a terminal command; the window has a button instead.
        return LoadFailure(NO_RUNTIME_MESSAGE, error.details, runtime_missing=True)
    log_tail: tuple[str, ...] = ()
    if isinstance(error, ServerFailure):
        log_tail = tuple(error.log_tail)
    return LoadFailure(message=error.message, details=error.details, log_tail=log_tail)
