"""The main window: side navigation to the four pages, and the status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime import Runtime, find_runtime
from desktop.core.settings import Settings, SettingsStore
from desktop.core.starter_model import find_starter_model
from desktop.gui.chat_view import ChatView
from desktop.gui.library_view import LibraryView
from desktop.gui.load_view import LoadView
from desktop.gui.services import AppServices
from desktop.gui.settings_view import SettingsView
from desktop.gui.status_bar import AppStatusBar

PAGES = ("Library", "Load", "Chat", "Settings")


class MainWindow(QMainWindow):
    """Owns the services; closing it stops generation, the server and every thread."""

    def __init__(self, services: AppServices) -> None:
        super().__init__()
        self.services = services
        self._closed = False
        self.setWindowTitle("LlamaDesk")
        self.resize(1100, 720)

        self.library_view = LibraryView(services)
        self.load_view = LoadView(services)
        self.chat_view = ChatView(services)
        self.settings_view = SettingsView(services)
        self.pages = QStackedWidget()
        self.navigation = QListWidget()
        self.navigation.setAccessibleName("Pages")
        self.navigation.setObjectName("navigation")
        self.navigation.setStyleSheet("QListWidget#navigation::item { padding: 8px 12px; }")
        self.navigation.setMaximumWidth(150)
        for index, (name, view) in enumerate(
            zip(
                PAGES,
                (self.library_view, self.load_view, self.chat_view, self.settings_view),
                strict=True,
            )
        ):
            self.navigation.addItem(name)
            item = self.navigation.item(index)
            item.setToolTip(f"{name} (Ctrl+{index + 1})")
            view.setAccessibleName(f"{name} page")
            self.pages.addWidget(view)
        self.navigation.currentRowChanged.connect(self.pages.setCurrentIndex)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.navigation)
        layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)

        self.status = AppStatusBar(self)
        self.setStatusBar(self.status)
        controller = services.controller
        controller.load_started.connect(self.status.show_loading)
        controller.model_loaded.connect(self.status.show_loaded)
        controller.model_unloaded.connect(self.status.show_unloaded)
        controller.load_failed.connect(self._on_load_failed)

        self.library_view.load_requested.connect(self._load_from_library)
        self.library_view.models_changed.connect(self.load_view.refresh_models)
        self.load_view.chat_page_requested.connect(lambda: self.show_page("Chat"))
        self.chat_view.load_page_requested.connect(lambda: self.show_page("Load"))
        self.settings_view.runtime_changed.connect(self._find_runtime)
        self.settings_view.model_folders_changed.connect(self.library_view.refresh)
        self.settings_view.model_folders_changed.connect(self.load_view.refresh_models)
        self._add_actions()

        if services.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(services.settings.window_geometry.encode()))
        self.show_page("Load")
        self._find_runtime()

    @classmethod
    def with_new_services(cls, settings_store: SettingsStore, settings: Settings) -> MainWindow:
        """A window with freshly started services."""
        return cls(AppServices.start(settings_store, settings))

    def _add_actions(self) -> None:
        new_chat = QAction("New chat", self)
        new_chat.setShortcut(QKeySequence.StandardKey.New)
        new_chat.triggered.connect(self.new_chat)
        self.addAction(new_chat)
        for index, name in enumerate(PAGES):
            action = QAction(f"Show {name}", self)
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.triggered.connect(lambda _checked=False, page=name: self.show_page(page))
            self.addAction(action)

    # -- navigation ------------------------------------------------------------------

    def show_page(self, name: str) -> None:
        self.navigation.setCurrentRow(PAGES.index(name))

    def current_page(self) -> str:
        return PAGES[self.pages.currentIndex()]

    @Slot()
    def new_chat(self) -> None:
        """Ctrl+N, from any page."""
        self.show_page("Chat")
        self.chat_view.new_chat()

    @Slot(Path)
    def _load_from_library(self, path: Path) -> None:
        # Selected, not loaded: the Load page shows the plan and settings first.
        self.show_page("Load")
        self.load_view.choose_model_file(path)

    def load_starter_model(self) -> None:
        """Find the starter model (in the background) and load it."""
        self.services.probes.submit(find_starter_model, self._on_starter_found)

    def _on_starter_found(self, path: Path | None) -> None:
        if path is None:
            self.status.showMessage("The starter model is not installed.")
            return
        self.load_view.load_model(path)
        self.show_page("Chat")

    # -- status ----------------------------------------------------------------------

    @Slot()
    def _find_runtime(self) -> None:
        setting = self.services.settings.runtime_path
        explicit = Path(setting) if setting else None
        self.services.probes.submit(
            lambda: find_runtime(explicit), self._on_runtime_found, self._on_runtime_missing
        )

    def _on_runtime_found(self, runtime: Runtime) -> None:
        # The Settings page lists the runtimes itself.
        self.status.show_runtime(runtime)

    def _on_runtime_missing(self, error: Exception) -> None:
        message = error.message if isinstance(error, LlamaDeskError) else str(error)
        self.status.show_runtime(None, message)

    @Slot(object)
    def _on_load_failed(self, _failure: object) -> None:
        self.status.show_unloaded()

    # -- closing ---------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop generation, the server and every thread, in that order. Idempotent."""
        if self._closed:
            return
        self._closed = True
        self.settings_view.shutdown()
        settings = self.services.settings
        settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.services.save_settings()
        self.services.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.shutdown()
        event.accept()
        super().closeEvent(event)
