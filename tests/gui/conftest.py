"""GUI test fixtures: an offscreen app, a main window that is always shut down, a
guard that fails any test leaving one of the app's threads running, and the Documents
window with a folder to index."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.settings import Settings, SettingsStore
from desktop.gui.bridge.threads import forget_thread, running_threads
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.documents_panel import DocumentsPanel
from desktop.gui.shell import language
from desktop.gui.shell.main_window import MainWindow
from tests.gui.documents_helpers import open_panel, write_library_folder

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Long enough for a cold start of the real server on a busy 2-core machine.
LOAD_TIMEOUT_MS = 120_000
ANSWER_TIMEOUT_MS = 120_000


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> None:
    """The app in English, as run_gui sets it up before the window for a person whose
    system speaks English: numbers written "4,096" (QLocale), left to right. The
    tests' own system locale ("C" in CI) writes them "4096"."""
    language.install_language(qapp, language.ENGLISH)


@pytest.fixture(autouse=True)
def no_running_app_threads() -> Iterator[None]:
    """Fail a test that leaves a thread of the app running (and stop it)."""
    before = set(running_threads())
    yield
    leaked = [thread for thread in running_threads() if thread not in before]
    for thread in leaked:
        thread.quit()
        thread.wait(10_000)
        forget_thread(thread)
    if leaked:
        names = ", ".join(thread.objectName() or "unnamed" for thread in leaked)
        pytest.fail(f"Test left app threads running: {names}")


def open_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow.with_new_services(SettingsStore(), settings or Settings())
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def close_window(qtbot: QtBot, window: MainWindow) -> None:
    window.close()
    assert window.services.controller.is_running() is False
    window.deleteLater()


def show_at_laptop_size(window: MainWindow, page: str) -> None:
    """Size ``window`` to 1366x768, the smallest screen the pages are laid out for, and
    show ``page`` in it."""
    window.resize(1366, 768)
    window.show_page(page)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The main window; closed (server, threads and all) after the test."""
    main_window = open_window(qtbot)
    yield main_window
    close_window(qtbot, main_window)


@pytest.fixture
def chat(qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow) -> ChatView:
    """The Chat page of ``window``, the starter model loaded with the Load page's button."""
    # Imported here: chat_helpers takes its timeouts from this module.
    from tests.gui.chat_helpers import open_chat_on_starter

    return open_chat_on_starter(qtbot, window, starter_model_path)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A real folder of documents to make a library of: a PDF, a note, a damaged PDF."""
    return write_library_folder(tmp_path)


@pytest.fixture
def documents_panel(
    qtbot: QtBot, window: MainWindow, runtime_env: Path, embedding_model_path: Path
) -> DocumentsPanel:
    """The chat's Documents window of ``window``, opened with its button, the real
    embedding model chosen and the real server found."""
    window.services.settings.embedding_model = str(embedding_model_path)
    return open_panel(qtbot, window)


@pytest.fixture
def restore_theme() -> Iterator[None]:
    """Put back the session's style, palette, style sheet and font after a test that
    paints a theme, so later tests see the app as they expect it."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    style, palette, sheet, font = app.style().name(), app.palette(), app.styleSheet(), app.font()
    theme = app.property("llamadeskTheme")
    yield
    app.setStyleSheet(sheet)
    app.setStyle(style)
    app.setPalette(palette)
    app.setFont(font)
    app.setProperty("llamadeskTheme", theme)


@pytest.fixture
def german(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    """The window's words in German (the app's catalog built as the app builds it)."""
    # Here, not at the top: language_window opens windows with this file's helpers.
    from tests.support.language_window import installed_language

    with installed_language("de", qapp, tmp_path):
        yield
