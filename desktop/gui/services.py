"""The long-lived helpers every view shares, started and stopped together."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from PySide6.QtCore import QObject

from desktop.core.settings import Settings, SettingsError, SettingsStore
from desktop.gui.backend_controller import BackendController
from desktop.gui.background_calls import BackgroundCalls
from desktop.gui.conversation_calls import ConversationCalls
from desktop.gui.model_preview import HardwareCache

PROBE_THREAD_NAME = "llamadesk-probe"


@dataclass
class AppServices:
    """Backend (server + stream), conversation store, and background probes."""

    controller: BackendController
    conversations: ConversationCalls
    # File reads, GGUF headers, hardware detection, settings writes: never on the GUI.
    probes: BackgroundCalls
    settings: Settings
    settings_store: SettingsStore
    # Detected once, shared by the Load page's plans and the backend's loads.
    hardware: HardwareCache

    @classmethod
    def start(
        cls, settings_store: SettingsStore, settings: Settings, parent: QObject | None = None
    ) -> AppServices:
        hardware = HardwareCache()
        conversations = ConversationCalls(parent=parent)
        controller = BackendController(
            post_to_store=conversations.post, hardware_probe=hardware.get, parent=parent
        )
        probes = BackgroundCalls(PROBE_THREAD_NAME, parent)
        return cls(controller, conversations, probes, settings, settings_store, hardware)

    def save_settings(self) -> None:
        """Write the settings in the background (only if they changed)."""
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
        self.controller.shutdown()
        self.probes.shutdown()
        self.conversations.shutdown()
