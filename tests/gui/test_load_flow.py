"""From the Library to a chat in one click, with the real starter model and llama-server:
Load there loads at once (with the decided settings) and opens the chat; the Load
page's model box always shows the loaded model; the starter is named a tiny demo
wherever it is shown, with one click to Discover's models for this computer; the
status bar says what the loaded model uses, beside what its plan needs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.models.memory_need import need_text, use_bytes
from desktop.core.units import format_bytes
from desktop.gui.discover.discover_view import STARTER_HEADING
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.starter_note import FIND_BETTER_TEXT
from tests.gui.conftest import LOAD_TIMEOUT_MS
from tests.gui.load_page import load_from_the_library, wait_until_ready_to_load
from tests.support.tiny_models import write_tiny_model

SCAN_TIMEOUT_MS = 30_000


def test_library_load_loads_at_once_and_opens_the_chat(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    loaded = load_from_the_library(qtbot, window, starter_model_path)
    assert loaded.model_path == starter_model_path

    # Loaded with what the Load page decides for it, and the page shows that model.
    view = window.load_view
    assert view.selected_path() == starter_model_path
    assert loaded.request == view.current_request()
    assert view.placement_box.title() == f"Loaded: {loaded.display_name}"

    # The starter is a tiny demo wherever it is shown, with a way to something better.
    status = window.status
    assert status.model_label.text().endswith("(tiny demo)")
    assert status.better_model_button.isVisibleTo(window)
    assert view.starter_note.isVisibleTo(view)
    assert "tiny demo" in view.model_combo.currentText()

    # The status bar: what the server reported ("uses"), and the plan's need beside it.
    used = use_bytes(loaded.info.file_size, loaded.report.kv_cache_bytes)
    assert status.memory_label.text() == f"Memory: uses about {format_bytes(used)}"
    planned = need_text(loaded.plan.breakdown).removeprefix("needs ")
    assert planned in status.memory_label.toolTip()


def test_the_model_box_shows_the_loaded_model(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    other = write_tiny_model("llama", paths.models_dir() / "other.gguf", context_length=2048)
    loaded = load_from_the_library(qtbot, window, starter_model_path)
    view = window.load_view
    window.show_page("Load")

    # Another model picked: the page says which one is loaded and what Load does now.
    wait_until_ready_to_load(qtbot, view, starter_model_path)
    view.choose_model_file(other)
    wait_until_ready_to_load(qtbot, view, other)
    assert view.load_button.text() == "Load this one instead"
    assert f"{loaded.display_name} is loaded now." in view.status_label.text()
    assert view.placement_box.title() == f"Loaded: {loaded.display_name}"
    assert not view.starter_note.isVisibleTo(view)

    # The list read again (a download finished, a folder added): the loaded one is shown.
    view.refresh_models()
    qtbot.waitUntil(lambda: view.selected_path() == starter_model_path, timeout=SCAN_TIMEOUT_MS)
    assert view.load_button.text() == "Load another"


def test_find_a_better_model_opens_discover_for_this_computer(
    qtbot: QtBot, starter_model_path: Path, window: MainWindow
) -> None:
    window.show_page("Load")
    view = window.load_view
    wait_until_ready_to_load(qtbot, view, starter_model_path)
    assert view.starter_note.isVisibleTo(view)
    assert view.starter_note.button.text() == FIND_BETTER_TEXT

    discover = window.discover_page.discover
    discover.search_box.setText("something else")
    qtbot.mouseClick(view.starter_note.button, Qt.MouseButton.LeftButton)

    assert window.current_page() == "Discover"
    assert discover.search_box.text() == ""
    # An empty search lists the models suggested for this computer's memory.
    assert discover.list_heading.text() == STARTER_HEADING
    qtbot.waitUntil(lambda: discover.model.rowCount() > 0, timeout=SCAN_TIMEOUT_MS)


def test_a_long_model_name_in_a_narrow_load_page_is_cut_with_dots(
    qtbot: QtBot, starter_model_path: Path, window: MainWindow
) -> None:
    """Portuguese at 1024x600 showed "… uma pequena demonstração) · 94 M": Qt's drop-down
    clips its text mid-word at the arrow. Cut with "…", it is whole in the tooltip."""
    long_name = (
        "Meta-Llama-3.1-8B-Instruct-abliterated-uncensored-Q4_K_M (modelo inicial: uma pequena "
        "demonstração) · 4,9 GB"
    )
    window.resize(784, 452)
    window.show_page("Load")
    view = window.load_view
    combo = view.model_combo
    qtbot.waitUntil(lambda: combo.isVisible() and combo.count() > 0, timeout=SCAN_TIMEOUT_MS)
    combo.setItemText(combo.currentIndex(), long_name)
    assert combo.currentText() == long_name
    shown = combo.shown_text()
    assert shown != long_name
    assert shown.endswith("…") and long_name.startswith(shown[:-1])


def test_the_load_result_is_scrolled_into_view_on_a_small_screen(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    """At 1024x600 "… is ready." sat below the page's edge, under the status bar."""
    window.resize(784, 452)  # an 800x500 screen, framed (the test fonts are smaller)
    window.show_page("Load")
    view = window.load_view
    wait_until_ready_to_load(qtbot, view, starter_model_path)
    with qtbot.waitSignal(window.services.controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        view.load_button.click()
    label = view.status_label
    qtbot.waitUntil(lambda: "is ready" in label.text())
    page = window.pages.currentWidget()
    assert isinstance(page, QScrollArea)
    viewport = page.viewport()

    def in_view() -> bool:
        top = label.mapTo(viewport, QPoint(0, 0)).y()
        return top >= 0 and top + label.height() <= viewport.height()

    qtbot.waitUntil(in_view)
