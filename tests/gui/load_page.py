"""Waiting on the Load page: until a model picked there has its preview (the plan and
the request it would send) and Load can be clicked; and loading from the Library."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.host.loaded_model import LoadedModel
from desktop.gui.load.load_view import LoadView
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import LOAD_TIMEOUT_MS

# The preview reads the model's header and plans it on a worker thread; generous for a
# busy 2-core machine.
PREVIEW_TIMEOUT_MS = 30_000
LIBRARY_SCAN_TIMEOUT_MS = 60_000


def ready_to_load(view: LoadView, path: Path) -> bool:
    """The page shows ``path`` with its preview made and the Load button enabled."""
    return (
        view.selected_path() == path
        and view.current_preview() is not None
        and view.load_button.isEnabled()
    )


def wait_until_ready_to_load(
    qtbot: QtBot, view: LoadView, path: Path, timeout_ms: int = PREVIEW_TIMEOUT_MS
) -> None:
    qtbot.waitUntil(lambda: ready_to_load(view, path), timeout=timeout_ms)


def choose_and_wait(qtbot: QtBot, view: LoadView, path: Path) -> None:
    """Pick ``path`` as if opened from a file and wait until it can be loaded."""
    view.choose_model_file(path)
    wait_until_ready_to_load(qtbot, view, path)


def load_from_the_library(qtbot: QtBot, window: MainWindow, model: Path) -> LoadedModel:
    """Press Load on ``model``'s Library row: it loads at once (the progress shows on the
    Load page), and the Chat page opens once it is ready."""
    window.show_page("Library")
    library = window.library_view
    qtbot.waitUntil(lambda: library.select_path(model), timeout=LIBRARY_SCAN_TIMEOUT_MS)
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loading:
        qtbot.mouseClick(library.load_button, Qt.MouseButton.LeftButton)
        assert window.current_page() == "Load"
        assert controller.loading  # at once, not one more press on the Load page
    loaded = loading.args[0]
    assert isinstance(loaded, LoadedModel)
    qtbot.waitUntil(lambda: window.current_page() == "Chat")
    return loaded
