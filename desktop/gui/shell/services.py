"""The long-lived helpers every view shares, started and stopped together."""

from __future__ import annotations

import copy
import dataclasses
import sys
import threading
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QObject

from desktop.core.settings import Settings, SettingsError, SettingsStore
from desktop.gui.bridge.background_calls import BackgroundCalls

if TYPE_CHECKING:
    from desktop.core.host.documents_host import SharedDocuments
    from desktop.core.host.load_preview import HardwareCache
    from desktop.core.runtime.serve_access import ServeAccess
    from desktop.gui.bridge.conversation_calls import ConversationCalls
    from desktop.gui.bridge.documents_calls import DocumentsCalls
    from desktop.gui.bridge.download_manager import DownloadManager
    from desktop.gui.bridge.host_controller import HostController
    from desktop.gui.bridge.model_loads import ModelLoads
    from desktop.gui.bridge.runtime_check_calls import RuntimeCheckCalls
    from desktop.gui.bridge.voice_calls import VoiceCalls

PROBE_THREAD_NAME = "llamadesk-probe"
HUB_THREAD_NAME = "llamadesk-hub"


class _Service(Protocol):
    def shutdown(self) -> None: ...


_Stoppable = TypeVar("_Stoppable", bound=_Service)


class AppServices:
    """Backend (server + stream), conversation store, and background probes.

    The backend, the store and the hardware cache are made on first use: their modules
    (HTTP, SQLite, GGUF, hardware probes) would otherwise delay the window's first paint.
    Use them from the GUI thread only.
    """

    def __init__(
        self,
        probes: BackgroundCalls,
        settings: Settings,
        settings_store: SettingsStore,
        parent: QObject | None = None,
    ) -> None:
        # File reads, GGUF headers, hardware detection, settings writes: never on the GUI.
        self.probes = probes
        self.settings = settings
        self.settings_store = settings_store
        self._parent = parent
        self._controller: HostController | None = None
        self._loads: ModelLoads | None = None
        self._conversations: ConversationCalls | None = None
        self._hardware: HardwareCache | None = None
        self._hub_calls: BackgroundCalls | None = None
        self._downloads: DownloadManager | None = None
        self._voice: VoiceCalls | None = None
        self._runtime_checks: RuntimeCheckCalls | None = None
        self._shared_documents: SharedDocuments | None = None
        self._documents: DocumentsCalls | None = None
        self._documents_lock = threading.Lock()
        self._closed = False

    @classmethod
    def start(
        cls, settings_store: SettingsStore, settings: Settings, parent: QObject | None = None
    ) -> AppServices:
        return cls(BackgroundCalls(PROBE_THREAD_NAME, parent), settings, settings_store, parent)

    @property
    def hardware(self) -> HardwareCache:
        """Detected once per runtime choice, shared by the Load page's plans and the
        backend's loads."""
        if self._hardware is None:
            from desktop.core.host.load_preview import HardwareCache

            self._hardware = HardwareCache(self.settings)
        return self._hardware

    @property
    def hub_calls(self) -> BackgroundCalls:
        """Calls to Hugging Face, on their own thread: a slow network never holds up
        the probes (file reads, hardware) the other pages wait on."""
        if self._hub_calls is None:
            self._hub_calls = self._made(BackgroundCalls(HUB_THREAD_NAME, self._parent))
        return self._hub_calls

    @property
    def conversations(self) -> ConversationCalls:
        if self._conversations is None:
            from desktop.gui.bridge.conversation_calls import ConversationCalls

            self._conversations = self._made(ConversationCalls(parent=self._parent))
        return self._conversations

    @property
    def controller(self) -> HostController:
        return self._host()[0]

    @property
    def loads(self) -> ModelLoads:
        """Where every page asks for a load: one set of choices, kept after a good load."""
        return self._host()[1]

    def _host(self) -> tuple[HostController, ModelLoads]:
        """The host controller and the loads through it, made together on first use, so
        that every good load's choices are kept, whoever started it."""
        if self._controller is None or self._loads is None:
            from desktop.gui.bridge.host_controller import HostController
            from desktop.gui.bridge.model_loads import ModelLoads

            controller = self._made(
                HostController(
                    store=self.conversations,
                    hardware_probe=self.hardware.get,
                    documents=self.shared_documents,
                    parent=self._parent,
                )
            )
            controller.serve_access = self.serve_access
            self._controller = controller
            self._loads = ModelLoads(controller, self.settings, self.save_settings)
        return self._controller, self._loads

    def serve_access(self) -> ServeAccess | None:
        """Where the next load serves other apps (Settings → Other apps), or None."""
        from desktop.core.runtime.serve_access import ServeSettingsError, access_for_app

        had_key = bool(self.settings.serve_api_key)
        try:
            access = access_for_app(self.settings)
        except ServeSettingsError:
            return None  # a hand-edited port out of range: the page shows the default
        if not had_key and self.settings.serve_api_key:
            self.save_settings()
        return access

    @property
    def downloads(self) -> DownloadManager:
        """The download queue; made on first use, it resumes downloads left queued."""
        if self._downloads is None:
            from desktop.gui.bridge.download_manager import DownloadManager

            self._downloads = self._made(
                DownloadManager(
                    lambda: self.settings,
                    lambda: self.settings.hf_token or None,
                    parent=self._parent,
                )
            )
        return self._downloads

    @property
    def voice(self) -> VoiceCalls:
        """Reading answers aloud and writing down what is said; made on first use."""
        if self._voice is None:
            from desktop.gui.bridge.voice_calls import VoiceCalls

            self._voice = self._made(VoiceCalls(self.settings, parent=self._parent))
        return self._voice
    def shared_documents(self) -> SharedDocuments:
        """The libraries' index and embedding model, one for the app (opened by the
        first thread that searches or indexes). Thread-safe: the host thread asks at
        a chat's first question from its documents."""
        with self._documents_lock:
            if self._shared_documents is None:
                from desktop.core.host.documents_host import DocumentsHost, SharedDocuments

                settings = self.settings  # read at each start: Settings may name another
                self._shared_documents = SharedDocuments(
                    lambda: DocumentsHost.for_settings(settings))
            return self._shared_documents

    @property
    def documents(self) -> DocumentsCalls:
        """The Documents panel's libraries, indexed on their own thread."""
        if self._documents is None:
            from desktop.gui.bridge.documents_calls import DocumentsCalls

            self._documents = self._made(DocumentsCalls(self.shared_documents(), self._parent))
        return self._documents

    @property
    def runtime_checks(self) -> RuntimeCheckCalls:
        """The first-start runtime check, on its own thread; made on first use."""
        if self._runtime_checks is None:
            from desktop.gui.bridge.runtime_check_calls import RuntimeCheckCalls

            self._runtime_checks = self._made(RuntimeCheckCalls(self._parent))
        return self._runtime_checks

    def follow_documents(self) -> None:
        """Libraries kept up to date with their folders from now on, where there are
        any (without an index, nothing is made: no thread, no file)."""
        from desktop.core.host.documents_host import default_index_path

        if self._documents is not None or default_index_path().exists():
            self.documents.follow()

    def _made(self, service: _Stoppable) -> _Stoppable:
        """``service``, just made on first use; made after ``shutdown``, it is stopped at
        once, so that no thread outlives the app."""
        if self._closed:
            service.shutdown()
        return service

    def has_controller(self) -> bool:
        """Whether the backend was started (asking ``controller`` starts it)."""
        return self._controller is not None

    def update_settings(self, changed: Settings) -> bool:
        """Take ``changed`` (a ``dataclasses.replace`` of ``settings``: mypy checks its
        fields) into the shared settings object, which every view reads; True when
        something differed. The caller chooses when to ``save_settings``."""
        if changed == self.settings:
            return False
        for item in dataclasses.fields(Settings):
            setattr(self.settings, item.name, getattr(changed, item.name))
        return True

    def save_settings(self) -> None:
        """Write the settings in the background (only if they changed): a snapshot taken
        here, on the GUI thread, written on the probe thread, the one thread that writes
        the settings file. The core never reads the file behind this copy: callers hand
        ``settings`` down (load_choice, library scans)."""
        snapshot = copy.deepcopy(self.settings)
        store = self.settings_store

        def save() -> None:
            try:
                store.save(snapshot)
            except SettingsError:
                # Losing a window size is not worth interrupting anyone for.
                return

        self.probes.post(save)

    def shutdown(self) -> None:
        """Stop generation and the server, then every thread, in that order."""
        if self._closed:
            return
        self._closed = True
        if self._runtime_checks is not None:
            # Its trial servers end before anything else: nothing waits for the result.
            self._runtime_checks.shutdown()
        if self._controller is not None:
            self._controller.shutdown()
        if self._voice is not None:
            self._voice.shutdown()
        if self._documents is not None:
            self._documents.shutdown()
        with self._documents_lock:
            shared = self._shared_documents
        if shared is not None:
            # After both threads that use it: its embedding model is stopped last.
            shared.shut_down()
        if self._downloads is not None:
            # Pauses the running download (kept for the next start); never waits for it.
            self._downloads.shutdown()
        self.probes.shutdown()
        if self._hub_calls is not None:
            # Nobody waits for answers from Hugging Face any more: queued calls are
            # dropped and the one in flight stops waiting (the module is only there
            # once a call was made).
            hub = sys.modules.get("desktop.core.hub.calls")
            self._hub_calls.shutdown(
                discard_queued=True, interrupt=hub.abandon_calls if hub is not None else None
            )
        if self._conversations is not None:
            self._conversations.shutdown()
