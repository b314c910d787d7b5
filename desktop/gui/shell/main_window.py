"""The main window: side navigation to the pages, and the status bar.

Every page sits in a scroll area and the window opens inside the screen's free area
(``window_fit``).

The pages are built after the window's first paint (one per turn of the event loop,
the page on show first), so the window appears before their modules (HTTP, SQLite,
GGUF, Markdown) are imported. Asking for a page (``window.chat_view``) builds it at once.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.core.settings import Settings, SettingsStore
from desktop.gui.shell.first_paint import after_first_paint
from desktop.gui.shell.runtime_notice import RuntimeNotice
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.status_bar import AppStatusBar
from desktop.gui.shell.style_icons import page_icon
from desktop.gui.shell.window_fit import (
    FRAME_ALLOWANCE,
    PREFERRED_SIZE,
    PageScroll,
    fitted_size,
    inside,
    offscreen,
)
from desktop.gui.widgets.widget_parents import scroll_into_view
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent, QShowEvent

    from desktop.core.crash_reports import CrashReport
    from desktop.core.host.loaded_model import LoadedModel
    from desktop.core.runtime.discovery import Runtime
    from desktop.core.runtime.runtime_check import RuntimeCheck
    from desktop.gui.bridge.host_worker import LoadFailure
    from desktop.gui.chat.chat_view import ChatView
    from desktop.gui.discover.discover_page import DiscoverPage
    from desktop.gui.library.library_view import LibraryView
    from desktop.gui.load.load_view import LoadView
    from desktop.gui.settings.settings_view import SettingsView
    from desktop.gui.shell.shortcuts_help import ShortcutsHelp

_Page = TypeVar("_Page", bound=QWidget)

PAGES = ("Library", "Discover", "Load", "Chat", "Settings")
# Each page's name as the navigation shows it, in the window's language (page_title).
PAGE_TITLES = {
    "Library": QT_TRANSLATE_NOOP("MainWindow", "Library"),
    "Discover": QT_TRANSLATE_NOOP("MainWindow", "Discover"),
    "Load": QT_TRANSLATE_NOOP("MainWindow", "Load"),
    "Chat": QT_TRANSLATE_NOOP("MainWindow", "Chat"),
    "Settings": QT_TRANSLATE_NOOP("MainWindow", "Settings"),
}
# The page list's width in English; a language with longer page names widens it.
NAVIGATION_WIDTH = 150
# The object name of the message box that reports a repaired settings file.
SETTINGS_NOTICE_NAME = "settingsNotice"
# The module of each page, imported in the background before the page is built.
PAGE_MODULES = {
    "Library": "desktop.gui.library.library_view",
    "Discover": "desktop.gui.discover.discover_page",
    "Load": "desktop.gui.load.load_view",
    "Chat": "desktop.gui.chat.chat_view",
    "Settings": "desktop.gui.settings.settings_view",
}


def page_title(name: str) -> str:
    """Page ``name`` (one of PAGES) as the window names it, in its language."""
    return QCoreApplication.translate("MainWindow", PAGE_TITLES[name])


def _focus_chain_under(root: QWidget) -> list[QWidget]:
    """The widgets inside ``root``, in the window's Tab order."""
    inside: list[QWidget] = []
    widget = root.nextInFocusChain()
    while widget is not None and widget is not root:
        if root.isAncestorOf(widget):
            inside.append(widget)
        widget = widget.nextInFocusChain()
    return inside


class MainWindow(QMainWindow):
    """Owns the services; closing it stops generation, the server and every thread."""

    # Every page is built (after the first paint, one per turn of the event loop).
    pages_built = Signal()

    def __init__(self, services: AppServices, first_page: str = "Load") -> None:
        """``first_page``: the page on show when the window opens (the app opens on the
        Chat page, ready to chat; a window made for one page's work, on Load)."""
        super().__init__()
        self.services = services
        self._closed = False
        self._setup_finished = False
        self._started = False
        self._load_when_set_up = False  # load_at_start asked before the window was up
        self._library_view: LibraryView | None = None
        self._load_view: LoadView | None = None
        self._chat_view: ChatView | None = None
        self._discover_page: DiscoverPage | None = None
        self._settings_view: SettingsView | None = None
        self._shortcuts_help: ShortcutsHelp | None = None
        self.setWindowTitle("LlamaDesk")
        self._fitted = False
        self.resize(PREFERRED_SIZE)

        self.pages = QStackedWidget()
        self.navigation = QListWidget()
        self.navigation.setAccessibleName(self.tr("Pages"))
        self.navigation.setObjectName("navigation")
        self.navigation.setStyleSheet("QListWidget#navigation::item { padding: 8px 12px; }")
        for index, name in enumerate(PAGES):
            title = page_title(name)
            self.navigation.addItem(title)
            item = self.navigation.item(index)
            item.setToolTip(self.tr("{page} (Ctrl+{number})").format(page=title, number=index + 1))
            item.setIcon(page_icon(name))
            # A plain widget stands in the stack until the page is built.
            placeholder = QWidget()
            placeholder.setAccessibleName(self.tr("{page} page").format(page=title))
            self.pages.addWidget(placeholder)
        self._fit_navigation()
        # The first page is chosen before navigation builds pages: it is built after
        # the first paint. Any later choice builds its page at once.
        first = PAGES.index(first_page)
        self.navigation.setCurrentRow(first)
        self.pages.setCurrentIndex(first)
        self.navigation.currentRowChanged.connect(self._on_row_changed)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.navigation)
        self.runtime_notice = RuntimeNotice()
        self.runtime_notice.settings_requested.connect(self.open_runtime_settings)
        column = QVBoxLayout()
        column.addWidget(self.runtime_notice)
        column.addWidget(self.pages, 1)
        layout.addLayout(column, 1)
        self.setCentralWidget(central)

        self.status = AppStatusBar(self)
        self.status.better_model_requested.connect(self.discover_for_this_computer)
        # Its labels' full text would otherwise set the window's least width: a long
        # model name made the window wider than a small screen.
        self.status.setMinimumWidth(1)
        self.setStatusBar(self.status)

        if services.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(services.settings.window_geometry.encode()))
        self.fit_into_screen()

    # -- pages, built on first use -----------------------------------------------------

    @property
    def library_view(self) -> LibraryView:
        if self._library_view is None:
            from desktop.gui.library.library_view import LibraryView

            view = self._built("Library", LibraryView)
            view.load_requested.connect(self._load_from_library)
            view.models_changed.connect(self._refresh_load_models)
            self._library_view = view
        return self._library_view

    @property
    def discover_page(self) -> DiscoverPage:
        if self._discover_page is None:
            from desktop.gui.discover.discover_page import DiscoverPage

            page = self._built("Discover", DiscoverPage)
            page.load_requested.connect(self._load_from_library)
            page.models_changed.connect(self._on_models_downloaded)
            page.status_message.connect(self.status.showMessage)
            self._discover_page = page
        return self._discover_page

    @property
    def load_view(self) -> LoadView:
        if self._load_view is None:
            from desktop.gui.load.load_view import LoadView

            view = self._built("Load", LoadView)
            view.chat_page_requested.connect(self.open_chat)
            view.better_model_requested.connect(self.discover_for_this_computer)
            view.need_shown.connect(self.status.show_need)
            self._load_view = view
        return self._load_view

    @property
    def chat_view(self) -> ChatView:
        if self._chat_view is None:
            from desktop.gui.chat.chat_view import ChatView

            view = self._built("Chat", ChatView)
            view.load_page_requested.connect(lambda: self.show_page("Load"))
            view.load_model_requested.connect(self.services.loads.load_file)
            self._chat_view = view
        return self._chat_view

    @property
    def settings_view(self) -> SettingsView:
        if self._settings_view is None:
            from desktop.gui.settings.settings_view import SettingsView

            view = self._built("Settings", SettingsView)
            view.runtime_changed.connect(self._find_runtime)
            view.model_folders_changed.connect(self._on_model_folders_changed)
            self._settings_view = view
        return self._settings_view

    def _built(self, name: str, make: Callable[[AppServices], _Page]) -> _Page:
        """Page ``name``, made after the setup the first paint went without, and put
        where its placeholder stood; the caller wires its signals."""
        self._finish_setup()
        page = make(self.services)
        self._place(page, name)
        return page

    def _place(self, view: QWidget, name: str) -> None:
        """Put ``view``, in its scroll area, where its placeholder stood, keeping the
        page on show."""
        index = PAGES.index(name)
        view.setAccessibleName(self.tr("{page} page").format(page=page_title(name)))
        current = self.pages.currentIndex()
        placeholder = self.pages.widget(index)
        scroll = PageScroll(view, page_title(name))
        self.pages.insertWidget(index, scroll)
        self._order_tabs()
        if placeholder is not None:
            self.pages.removeWidget(placeholder)
            placeholder.deleteLater()
        self.pages.setCurrentIndex(current)

    def _order_tabs(self) -> None:
        """Tab goes from the navigation (and a notice over the page) into the page on
        show, all of it, then on to the status bar. Built after the window, each page's
        controls came after the status bar, and its scroll area apart from them."""
        previous: QWidget = self.runtime_notice.button
        pages = [self.pages.widget(index) for index in range(self.pages.count())]
        for root in (*(page for page in pages if page is not None), self.status):
            for widget in (root, *_focus_chain_under(root)):
                # Qt leaves the order as it was when either widget takes no focus.
                if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
                    QWidget.setTabOrder(previous, widget)
                    previous = widget

    def _page(self, name: str) -> QWidget:
        pages: dict[str, Callable[[], QWidget]] = {
            "Library": lambda: self.library_view,
            "Discover": lambda: self.discover_page,
            "Load": lambda: self.load_view,
            "Chat": lambda: self.chat_view,
            "Settings": lambda: self.settings_view,
        }
        return pages[name]()

    def _finish_setup(self) -> None:
        """What the first paint goes without (once): the shortcuts, whose QActions load
        PySide's Qt namespace (~40 ms), and the backend, followed by the status bar."""
        if self._setup_finished or self._closed:
            return
        self._setup_finished = True
        self._add_actions()
        controller = self.services.controller
        controller.load_started.connect(self.status.show_loading)
        controller.model_loaded.connect(self.status.show_loaded)
        controller.model_loaded.connect(self._on_model_loaded)
        controller.model_unloaded.connect(self.status.show_unloaded)
        controller.load_failed.connect(self._on_load_failed)

    # -- fitting the screen ----------------------------------------------------------

    def fit_into_screen(self) -> None:
        """Shrink and move the window to lie inside its screen's free area (the
        screen less panels and docks), as it opens and when restored from a bigger
        screen."""
        available = self.screen().availableGeometry()
        if self.isMaximized() or self.isFullScreen() or offscreen():
            return
        border = self.frameGeometry().size() - self.size()
        if not self.isVisible() or border.isNull():  # not framed by the window manager yet
            border = FRAME_ALLOWANCE
        self.resize(fitted_size(self.size(), available, border))
        if self.isVisible():
            frame = self.frameGeometry()
            fitted = inside(frame, available)
            if fitted.topLeft() != frame.topLeft():
                # A window's position is its frame's.
                self.move(fitted.topLeft())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            # Once the window manager has framed and placed it: only then is the
            # frame's size known.
            QTimer.singleShot(0, self, self.fit_into_screen)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._started:
            # After this paint has reached the screen, not inside it; cancelled with
            # the window.
            QTimer.singleShot(0, self, self._start_after_first_paint)

    @Slot()
    def _start_after_first_paint(self) -> None:
        """Build the pages, the one on show first, then look for the runtime."""
        if self._started or self._closed:
            return
        self._started = True
        self._show_settings_notice()
        self._offer_last_crash()

        def set_up(_module: object = None) -> None:
            if self._closed:
                return
            self._finish_setup()
            if self._load_when_set_up:
                self.load_at_start()
            current = self.current_page()
            # The runtime once the page on show is up: its search and modules (the
            # processes, psutil) came before the page's own, ~30 ms of the wait for it.
            self._build_next(
                [current, *(name for name in PAGES if name != current)], self._find_runtime
            )

        # The backend's modules (HTTP, the chat stream) load in the background too.
        self.services.probes.submit(
            lambda: importlib.import_module("desktop.gui.bridge.host_controller"),
            set_up,
            lambda _error: set_up(),
        )

    def _build_next(self, names: list[str], after_first: Callable[[], None] | None = None) -> None:
        """Build the pages in order, each once its module was imported in the background;
        ``after_first`` runs once the first is built (its first paint comes before).

        A page's imports (HTTP, huggingface_hub, GGUF) take up to ~0.3 s; on the probe
        thread the GUI thread still gets turns between them, so the window keeps
        answering clicks and painting while the pages are made.
        """
        if self._closed:
            return
        if not names:
            self.pages_built.emit()
            # Every page built: libraries catch up with their folders and are watched.
            self.services.follow_documents()
            return
        name, rest = names[0], names[1:]
        module = PAGE_MODULES[name]

        def go_on() -> None:
            if self._closed:
                return
            if after_first is not None:
                QTimer.singleShot(0, self, after_first)
            QTimer.singleShot(0, self, lambda: self._build_next(rest))

        def build(_module: object = None) -> None:
            if self._closed:
                return
            page = self._page(name)
            if after_first is None:
                go_on()
            else:
                # The next imports wait for the page on show to be drawn: on the probe
                # thread they took turns from its layout and paint (~30 ms).
                after_first_paint(page, go_on)

        # A failed import is built (and shown) on the GUI thread, as without the warm-up.
        self.services.probes.submit(
            lambda: importlib.import_module(module), build, lambda _error: build()
        )

    @Slot(int)
    def _fit_navigation(self) -> None:
        """The page list as wide as its longest name in the window's language (German's
        "Einstellungen" needs more than "Settings"; at 150 px it scrolled sideways under
        Xvfb's fonts), and never scrolling sideways."""
        navigation = self.navigation
        navigation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        navigation.ensurePolished()
        needed = navigation.sizeHintForColumn(0) + 2 * navigation.frameWidth() + 8
        navigation.setFixedWidth(max(NAVIGATION_WIDTH, needed))

    def _on_row_changed(self, row: int) -> None:
        if 0 <= row < len(PAGES):
            if not self._closed:
                self._page(PAGES[row])
            self.pages.setCurrentIndex(row)

    @Slot()
    def _refresh_load_models(self) -> None:
        # A Load page not built yet reads the models when it is.
        if self._load_view is not None:
            self._load_view.refresh_models()

    @Slot()
    def _on_models_downloaded(self) -> None:
        # The Discover page says so in the status bar, for a while.
        self._on_model_folders_changed()

    @Slot()
    def _on_model_folders_changed(self) -> None:
        if self._library_view is not None:
            self._library_view.refresh()
        self._refresh_load_models()

    @classmethod
    def with_new_services(
        cls, settings_store: SettingsStore, settings: Settings, first_page: str = "Load"
    ) -> MainWindow:
        """A window with freshly started services."""
        return cls(AppServices.start(settings_store, settings), first_page)

    def _add_actions(self) -> None:
        from PySide6.QtGui import QAction, QKeySequence

        new_chat = QAction(self.tr("New chat"), self)
        new_chat.setShortcut(QKeySequence.StandardKey.New)
        new_chat.triggered.connect(self.new_chat)
        self.addAction(new_chat)
        for index, name in enumerate(PAGES):
            action = QAction(self.tr("Show {page}").format(page=page_title(name)), self)
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.triggered.connect(lambda _checked=False, page=name: self.show_page(page))
            self.addAction(action)
        shortcuts = QAction(self.tr("Keyboard shortcuts"), self)
        shortcuts.setShortcuts([QKeySequence("F1"), QKeySequence("Ctrl+/")])
        shortcuts.triggered.connect(self.show_shortcuts)
        self.addAction(shortcuts)

    def show_shortcuts(self) -> None:
        """The list of keyboard shortcuts over the window (F1, Ctrl+/)."""
        from desktop.gui.shell.shortcuts_help import ShortcutsHelp

        if self._shortcuts_help is None:
            self._shortcuts_help = ShortcutsHelp(self)
        self._shortcuts_help.show()
        self._shortcuts_help.raise_()
        self._shortcuts_help.activateWindow()

    # -- navigation ------------------------------------------------------------------

    def show_page(self, name: str) -> None:
        """Show page ``name``, built now if it was not yet (the page on show at the
        start too: choosing the row it is already on changes no row)."""
        if not self._closed:
            self._page(name)
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
        # Loaded at once with the decided settings; the Load page shows the progress,
        # then the Chat page opens.
        self.show_page("Load")
        self.services.loads.load_file(path)

    @Slot(object)
    def _on_model_loaded(self, loaded: LoadedModel) -> None:
        # A load someone asked for, on any page, ends in the chat, ready to type.
        if self.services.loads.answered(loaded):
            self.open_chat()

    def open_chat(self) -> None:
        """The Chat page, with the cursor in the message box."""
        self.show_page("Chat")
        self.chat_view.input.setFocus()

    @Slot()
    def discover_for_this_computer(self) -> None:
        """Discover's suggestions for this computer's memory (from the starter's note)."""
        self.show_page("Discover")
        discover = self.discover_page.discover
        discover.search_box.clear()  # an empty search lists the models that fit here
        discover.show_results()

    def load_starter_model(self) -> None:
        """Find the starter model (in the background) and load it."""
        from desktop.core.models.starter_model import find_starter_model

        self.services.probes.submit(find_starter_model, self._on_starter_found)

    def _on_starter_found(self, path: Path | None) -> None:
        if path is None:
            self.status.showMessage(self.tr("The starter model is not installed."))
            return
        self.services.loads.load_file(path)
        self.show_page("Chat")

    def load_at_start(self) -> None:
        """Open ready to chat: the model used last (the starter model on the very first
        start) loads as the window opens, unless Settings turned that off. Begun once
        the window is up (the host's modules load after the first paint)."""
        if not self._setup_finished:
            self._load_when_set_up = True
            return
        # The runtime check first, where it is due (the first start, a runtime or a
        # driver changed): the load then runs on the runtime it found fastest, and the
        # trials do not race the load for the processor.
        self.services.runtime_checks.check_if_needed(
            self.services.settings, self._on_runtime_checked
        )

    def _on_runtime_checked(self, check: RuntimeCheck | None) -> None:
        if self._closed:
            return
        if check is not None:
            self.services.update_settings(
                dataclasses.replace(self.services.settings, runtime_check=check.as_json())
            )
            self.services.save_settings()
            self.status.show_runtime_check(check.summary)
            self._find_runtime()  # the status line names the runtime now in use
        self._choose_start_model()

    def _choose_start_model(self) -> None:
        from desktop.core.host.start_model import model_at_start
        from desktop.core.models.starter_model import find_starter_model

        settings = self.services.settings

        def choose() -> Path | None:
            # Off the window's thread: finding the starter reads the disk.
            starter = find_starter_model() if settings.last_model is None else None
            return model_at_start(settings, starter)

        self.services.probes.submit(choose, self._on_start_model_chosen)

    def _on_start_model_chosen(self, path: Path | None) -> None:
        if path is not None and not self._closed and not self.services.controller.loading:
            self.services.loads.load_file(path)

    # -- status ----------------------------------------------------------------------

    def _offer_last_crash(self) -> None:
        """A crash last time left a report: offer it (read off the window's thread)."""
        from desktop.core.crash_reports import pending_report

        self.services.probes.submit(pending_report, self._on_crash_report)

    def _on_crash_report(self, report: CrashReport | None) -> None:
        if report is None or self._closed:
            return
        from desktop.core.crash_reports import mark_seen
        from desktop.gui.shell.crash_notice import crash_notice

        self.crash_notice = crash_notice(self, report)
        # Offered once: whatever is pressed, the next start does not ask again.
        self.crash_notice.finished.connect(lambda _result: mark_seen(report))
        self.crash_notice.open()

    def _show_settings_notice(self) -> None:
        """A damaged settings file was repaired at start: say so where it can't be
        missed (a status-bar line is gone within seconds), once the window is up."""
        notice = self.services.settings_store.notice
        if notice is None:
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from desktop.gui.widgets.settings_words import settings_notice_text

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Settings file damaged"),
            settings_notice_text(notice),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName(SETTINGS_NOTICE_NAME)
        box.setAccessibleName(self.tr("Settings file damaged"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Window-modal and not exec(): the event loop (and a --load-starter load) goes on.
        box.open()

    @Slot()
    def _find_runtime(self) -> None:
        settings = copy.deepcopy(self.services.settings)

        def find() -> Runtime:
            # Its modules load here too, off the window's thread (~10-30 ms).
            from desktop.core.runtime.discovery import chosen_runtime_path, find_runtime

            return find_runtime(chosen_runtime_path(settings))

        self.services.probes.submit(find, self._on_runtime_found, self._on_runtime_missing)

    def _on_runtime_found(self, runtime: Runtime) -> None:
        # The Settings page lists the runtimes itself.
        self.status.show_runtime(runtime)
        self.runtime_notice.hide()

    def _on_runtime_missing(self, error: Exception) -> None:
        from desktop.core.errors import LlamaDeskError
        from desktop.gui.widgets.runtime_words import runtime_error_text

        message = runtime_error_text(error) if isinstance(error, LlamaDeskError) else str(error)
        self.status.show_runtime(None, message)
        self.runtime_notice.show()

    @Slot()
    def open_runtime_settings(self) -> None:
        """Settings, scrolled to the runtime section, its Install button in focus."""
        self.show_page("Settings")
        install = self.settings_view.install_button
        scroll_into_view(self.settings_view.runtime_group)
        install.setFocus()

    @Slot(object)
    def _on_load_failed(self, failure: LoadFailure) -> None:
        self.status.show_unloaded()
        if failure.runtime_missing:
            self.runtime_notice.show()

    # -- closing ---------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop generation, the server and every thread, in that order. Idempotent."""
        if self._closed:
            return
        self._closed = True
        if self._settings_view is not None:
            self._settings_view.shutdown()
        if self._chat_view is not None:
            self._chat_view.hands_free.turn_off(say=None)
            self._chat_view.voice_input.shutdown()  # the microphone closes first
        settings = self.services.settings
        settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.services.save_settings()
        self.services.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.shutdown()
        event.accept()
        super().closeEvent(event)
