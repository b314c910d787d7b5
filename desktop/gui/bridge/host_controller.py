"""Starting, driving and stopping the host worker's thread from the GUI side.

Views talk to the controller, never to the worker: it turns calls into queued
``*_requested`` signals, owns the stop flags, remembers the server log, keeps the
model's state (``ModelState``, announced by ``model_state_changed``), and shuts
everything down in a fixed order. Which local model was asked for last is the host's
record (``ChatHost.requested``): the state shows a load as asked at once, then
follows what the host says.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from desktop.core.chat.turns import StoreAccess, TurnFailed, TurnFinished, TurnRequest, TurnsDropped
from desktop.core.models.load_choice import LoadRequest
from desktop.core.runtime.serve_access import ServeAccess
from desktop.core.runtime.server_log import ServerLog
from desktop.core.tools.base import Toolbox
from desktop.gui.bridge.host_events import HostEvents
from desktop.gui.bridge.host_worker import (
    ChatCommand,
    HostWorker,
    LoadCommand,
    LoadFailure,
)
from desktop.gui.bridge.model_state import NOTHING_LOADED, ModelState
from desktop.gui.bridge.threads import forget_thread, new_named_thread

if TYPE_CHECKING:
    from desktop.core.hardware.info import HardwareInfo
    from desktop.core.host.documents_host import SharedDocuments
    from desktop.core.host.loaded_model import LoadedModel

HOST_THREAD_NAME = "llamadesk-host"
# The worker's events passed on as they are (they change no state here).
_PASSED_ON = (
    "load_progressed",
    "reply_started",
    "call_started",
    "context_filled",
    "token_received",
    "reasoning_received",
    "tools_noticed",
    "tool_approval_needed",
    "tool_call_started",
    "tool_call_finished",
    "tools_unavailable",
    "sources_found",
)


class HostController(HostEvents):
    """The GUI's handle on the host thread."""

    load_requested = Signal(object)  # LoadCommand
    unload_requested = Signal()
    chat_requested = Signal(object)  # ChatCommand
    # The worker's events (HostEvents) are emitted again here, on the GUI thread,
    # once the controller's state (loaded_model, loading, generating) matches them.
    # Views listen here, never to the worker: every slot then runs on the GUI thread,
    # in connection order.
    # The model's state (ModelState), emitted before the event that changed it.
    model_state_changed = Signal(object)
    # State for views that only care whether a model is there and whether it is busy.
    busy_changed = Signal(bool)

    def __init__(
        self,
        store: StoreAccess,
        hardware_probe: Callable[[], HardwareInfo],
        parent: QObject | None = None,
        documents: Callable[[], SharedDocuments] | None = None,
    ) -> None:
        super().__init__(parent)
        self._thread = new_named_thread(HOST_THREAD_NAME)
        self.worker = HostWorker(store, hardware_probe, documents)
        self.worker.moveToThread(self._thread)
        self._thread.finished.connect(self.worker.deleteLater)
        self.load_requested.connect(self.worker.load)
        self.unload_requested.connect(self.worker.unload)
        self.chat_requested.connect(self.worker.chat)

        # Kept across loads: the log of a failed load stays after the next one starts.
        self._log = ServerLog()
        worker = self.worker
        worker.log_line.connect(self._on_log_line)
        worker.load_started.connect(self._on_load_started)
        worker.model_loaded.connect(self._on_model_loaded)
        worker.load_failed.connect(self._on_load_failed)
        worker.model_unloaded.connect(self._on_model_unloaded)
        worker.load_request_changed.connect(self._on_load_request_changed)
        worker.turns_dropped.connect(self._on_turns_dropped)
        for name in _PASSED_ON:
            getattr(worker, name).connect(getattr(self, name))
        worker.reply_finished.connect(self._on_reply_finished)
        worker.reply_failed.connect(self._on_reply_failed)

        self._load_cancel: threading.Event | None = None
        self._chat_cancel: threading.Event | None = None
        self._state = NOTHING_LOADED
        # The load asked for here that the host has not taken up yet (None: none).
        self._asked: LoadRequest | None = None
        # Where loads serve other apps (Settings → Other apps); the services set it.
        self.serve_access: Callable[[], ServeAccess | None] = lambda: None
        self.generating = False
        self._closed = False
        self._thread.start()

    # -- commands ----------------------------------------------------------------------

    def load(self, request: LoadRequest) -> None:
        """Load ``request`` (replacing any loaded model)."""
        if self._closed:
            return
        self.stop_generation()
        self.cancel_load()
        self._load_cancel = threading.Event()
        self._asked = request
        self._change_state(dataclasses.replace(self._state, loading=True, requested=request))
        self.busy_changed.emit(True)
        self.load_requested.emit(LoadCommand(request, self._load_cancel, self.serve_access()))

    def reload(self) -> None:
        """Load the loaded model again as it was asked for (new serving settings, say)."""
        state = self._state
        if state.loaded is not None and state.requested is not None:
            self.load(state.requested)

    def cancel_load(self) -> None:
        if self._load_cancel is not None:
            self._load_cancel.set()

    def unload(self) -> None:
        if self._closed:
            return
        self.stop_generation()
        self.cancel_load()
        self.unload_requested.emit()

    def send(
        self,
        request: TurnRequest,
        open_tools: Callable[[], Toolbox] | None = None,
        attachments: tuple[Path, ...] = (),
        libraries: tuple[str, ...] = (),
    ) -> None:
        """Ask for a turn (with the tools ``open_tools`` opens on the host thread, which
        may read ``attachments``, and the question searched in the document
        ``libraries``); the host loads the last model again first when it died or was
        unloaded.

        ``generating`` holds from here until the turn's last event, so a second Send
        can't start a second answer meanwhile."""
        if self._closed or self.generating:
            return
        self._chat_cancel = threading.Event()
        self.generating = True
        self.busy_changed.emit(True)
        self.chat_requested.emit(
            ChatCommand(request, self._chat_cancel, open_tools, self.serve_access(), attachments,
                        libraries)
        )

    def stop_generation(self) -> None:
        """Stop the answer being written; takes effect on the next chunk."""
        if self._chat_cancel is not None:
            self._chat_cancel.set()

    def log_lines(self) -> list[str]:
        """The server's latest log lines, oldest first."""
        return self._log.lines()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def shutdown(self) -> None:
        """Stop flags, then the server, then the thread; returns once all are down."""
        if self._closed:
            return
        self._closed = True
        self.stop_generation()
        self.cancel_load()
        self.worker.shut_down()
        self._thread.quit()
        self._thread.wait()
        forget_thread(self._thread)

    # -- state -------------------------------------------------------------------------

    @property
    def state(self) -> ModelState:
        """The model's state now; a view built later starts from it, then follows
        ``model_state_changed``."""
        return self._state

    @property
    def loaded_model(self) -> LoadedModel | None:
        return self._state.loaded

    @property
    def loading(self) -> bool:
        return self._state.loading

    @property
    def last_load_request(self) -> LoadRequest | None:
        return self._state.requested

    def _change_state(self, state: ModelState) -> None:
        if state != self._state:
            self._state = state
            self.model_state_changed.emit(state)

    @Slot(str)
    def _on_log_line(self, line: str) -> None:
        self._log.append(line)
        self.log_line.emit(line)

    @Slot()
    def _on_load_started(self) -> None:
        self._change_state(dataclasses.replace(self._state, loading=True))
        self.load_started.emit()

    @Slot(object)
    def _on_model_loaded(self, loaded: LoadedModel) -> None:
        self._change_state(dataclasses.replace(self._state, loaded=loaded, loading=False))
        self._load_ended(self.model_loaded, loaded)

    @Slot(object)
    def _on_load_failed(self, failure: LoadFailure) -> None:
        self._change_state(dataclasses.replace(self._state, loading=False))
        self._load_ended(self.load_failed, failure)

    @Slot(object)
    def _on_load_request_changed(self, request: LoadRequest | None) -> None:
        asked = self._asked
        if asked is not None:
            if request is not asked:
                return  # an earlier command's: the load asked for since comes after it
            self._asked = None
        self._change_state(dataclasses.replace(self._state, requested=request))

    @Slot()
    def _on_model_unloaded(self) -> None:
        self._change_state(dataclasses.replace(self._state, loaded=None))
        self.model_unloaded.emit()

    @Slot(object)
    def _on_turns_dropped(self, dropped: TurnsDropped) -> None:
        if dropped.retrying:  # the answer goes on with fewer turns
            self.turns_dropped.emit(dropped)
        else:
            self._answer_ended(self.turns_dropped, dropped)

    @Slot(object)
    def _on_reply_finished(self, result: TurnFinished) -> None:
        self._answer_ended(self.reply_finished, result)

    @Slot(object)
    def _on_reply_failed(self, problem: TurnFailed) -> None:
        self._answer_ended(self.reply_failed, problem)

    def _load_ended(self, report: SignalInstance, outcome: object) -> None:
        """A load ended (loaded or failed): pass ``outcome`` on with ``report``, then say
        whether an answer still keeps the backend busy."""
        report.emit(outcome)
        self.busy_changed.emit(self.generating)

    def _answer_ended(self, report: SignalInstance, outcome: object) -> None:
        """An answer ended (finished, failed, or dropped turns without retrying): pass
        ``outcome`` on with ``report``, then say whether a load still keeps it busy."""
        self.generating = False
        report.emit(outcome)
        self.busy_changed.emit(self.loading)
