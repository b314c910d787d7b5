"""Chatting with a model on a remote server from the Chat page.

The chat host lives on the host thread, so switching it to a remote model is a
command run there (``_RemoteSwitch``, on the worker's own thread, after any command
queued before it): ``ChatHost.use_remote`` unloads the local model and answers with
the remote one. A local load afterwards replaces the remote model (and closes its
client) the same way it replaces a local one.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from desktop.core.chat.remote_servers import RemoteServer, RemoteServerError, list_models
from desktop.gui.bridge.host_controller import HostController
from desktop.gui.bridge.host_worker import HostWorker
from desktop.gui.widgets.remote_words import remote_error_text


@dataclass(frozen=True)
class RemoteChoice:
    server: RemoteServer
    model: str

    @property
    def label(self) -> str:
        return f"{self.model} — {self.server.name}"


@dataclass(frozen=True)
class RemoteListing:
    """What the saved servers offer: each server's models, or why it could not tell."""

    choices: tuple[RemoteChoice, ...]
    problems: tuple[str, ...]


def remote_listing(servers: list[RemoteServer]) -> RemoteListing:
    """Ask each server for its models (in the background: a server may be slow)."""
    choices: list[RemoteChoice] = []
    problems: list[str] = []
    for server in servers:
        try:
            choices += [RemoteChoice(server, model) for model in list_models(server, 5.0)]
        except RemoteServerError as error:
            problems.append(remote_error_text(error))
    return RemoteListing(tuple(choices), tuple(problems))


class _RemoteSwitch(QObject):
    """Runs on the host thread: points the worker's session at a remote model."""

    switched = Signal(object)  # RemoteChoice

    def __init__(self, worker: HostWorker) -> None:
        super().__init__()
        self._worker = worker

    @Slot(object)
    def use(self, choice: RemoteChoice) -> None:
        worker = self._worker
        worker.stop_server(announce=True)  # the window hears the local model is gone
        worker.host.use_remote(choice.server, choice.model)
        self.switched.emit(choice)


class RemoteChat(QObject):
    """The GUI side: which remote model answers now (``chosen``; None: a local one)."""

    chosen_changed = Signal()
    _use_requested = Signal(object)

    def __init__(self, controller: HostController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.chosen: RemoteChoice | None = None
        self._switch = _RemoteSwitch(controller.worker)
        worker_thread = controller.worker.thread()
        self._switch.moveToThread(worker_thread)
        worker_thread.finished.connect(self._switch.deleteLater)
        self._use_requested.connect(self._switch.use)
        self._switch.switched.connect(self._on_switched)
        controller.load_started.connect(self._forget)

    def use(self, choice: RemoteChoice) -> None:
        """Answer with ``choice`` from now on (the local model is unloaded)."""
        self._controller.stop_generation()
        self._controller.cancel_load()
        self._use_requested.emit(choice)

    @Slot(object)
    def _on_switched(self, choice: RemoteChoice) -> None:
        # The controller's state already says nothing local is loaded or loaded again:
        # the host told it while switching, before this.
        self.chosen = choice
        self.chosen_changed.emit()

    @Slot()
    def _forget(self) -> None:
        if self.chosen is not None:
            self.chosen = None
            self.chosen_changed.emit()
