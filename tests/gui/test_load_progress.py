"""Loading on the Load page against the real llama-server and starter model: the
progress in words (bytes, rate, time left), cancelling half-way, and the server's log
one click away."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.runtime.load_report import LoadProgress
from desktop.core.units import format_bytes
from desktop.gui.load.load_view import LoadView
from desktop.gui.shell.log_dialog import ServerLogDialog
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.units import format_duration
from tests.gui.chat_helpers import server_children
from tests.gui.conftest import LOAD_TIMEOUT_MS
from tests.gui.load_page import choose_and_wait


@pytest.fixture
def load_page(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> LoadView:
    """The Load page with the starter model picked, its preview made, Load clickable."""
    choose_and_wait(qtbot, window.load_view, starter_model_path)
    return window.load_view


@pytest.mark.server
def test_progress_says_bytes_rate_and_time_left_while_loading(
    qtbot: QtBot, starter_model_path: Path, window: MainWindow, load_page: LoadView
) -> None:
    controller = window.services.controller
    # Connected after the page: each value arrives with the text the page made of it.
    seen: list[tuple[LoadProgress, str, int]] = []
    controller.load_progressed.connect(
        lambda progress: seen.append(
            (progress, load_page.progress_label.text(), load_page.progress_bar.value())
        )
    )
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(load_page.load_button, Qt.MouseButton.LeftButton)

    total = starter_model_path.stat().st_size
    assert seen and all(progress.total_bytes == total for progress, _, _ in seen)
    first, first_text, _ = seen[0]
    assert first.loaded_bytes == 0
    assert first_text == f"0 bytes of {format_bytes(total)}"
    under_way = [entry for entry in seen if 0 < entry[0].loaded_bytes < total]
    assert under_way, f"no progress between start and ready: {seen}"
    for progress, text, bar in under_way:
        rate = progress.loaded_bytes / progress.elapsed_s
        left = (total - progress.loaded_bytes) / rate
        assert text == (
            f"{format_bytes(progress.loaded_bytes)} of {format_bytes(total)}"
            f" · {format_bytes(rate)}/s · about {format_duration(left)} left"
        )
        assert bar == int(progress.loaded_bytes / total * 1000)
    assert [progress.loaded_bytes for progress, _, _ in seen] == sorted(
        progress.loaded_bytes for progress, _, _ in seen
    )
    # Once ready, the page says how long it took.
    assert load_page.progress_label.text().startswith("Loaded in ")
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(load_page.unload_button, Qt.MouseButton.LeftButton)


@pytest.mark.server
def test_cancel_half_way_stops_the_server(
    qtbot: QtBot, window: MainWindow, load_page: LoadView
) -> None:
    controller = window.services.controller
    # The starter model loads in well under a second: hold the worker at its first
    # progress report (the server process is up by then) until Cancel was clicked, so
    # the click lands half-way whatever the machine's speed.
    clicked = threading.Event()
    held = threading.Event()

    def hold(_progress: LoadProgress) -> None:
        if not held.is_set():
            held.set()
            clicked.wait(LOAD_TIMEOUT_MS / 1000)

    controller.worker.load_progressed.connect(hold, Qt.ConnectionType.DirectConnection)
    try:
        qtbot.mouseClick(load_page.load_button, Qt.MouseButton.LeftButton)
        # Not the GUI's copy of the signal: it is posted before the worker reaches hold().
        qtbot.waitUntil(held.is_set, timeout=LOAD_TIMEOUT_MS)
        qtbot.waitUntil(load_page.cancel_button.isVisible, timeout=LOAD_TIMEOUT_MS)
        assert load_page.cancel_button.isVisible() and not load_page.load_button.isEnabled()
        assert server_children(), "the server should be starting"
        with qtbot.waitSignal(controller.load_failed, timeout=LOAD_TIMEOUT_MS) as failed:
            qtbot.mouseClick(load_page.cancel_button, Qt.MouseButton.LeftButton)
            clicked.set()
    finally:
        clicked.set()
        controller.worker.load_progressed.disconnect(hold)

    assert failed.args[0].cancelled is True
    assert load_page.status_label.text() == "Loading was cancelled."
    assert not load_page.cancel_button.isVisible()
    assert load_page.load_button.isEnabled() and load_page.load_button.text() == "Load"
    assert not load_page.placement_box.isVisible()
    assert controller.loaded_model is None and controller.loading is False
    assert window.status.model_label.text() == "No model loaded"
    # Nothing left running: the server was stopped and reaped.
    qtbot.waitUntil(lambda: not server_children(), timeout=10_000)


@pytest.mark.server
def test_server_log_is_one_click_from_the_load_page(
    qtbot: QtBot, starter_model_path: Path, window: MainWindow, load_page: LoadView
) -> None:
    controller = window.services.controller
    qtbot.mouseClick(load_page.log_button, Qt.MouseButton.LeftButton)
    dialog = load_page.findChild(ServerLogDialog)
    assert isinstance(dialog, ServerLogDialog)
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Server log"
    assert dialog.text.toPlainText() == "The server has printed nothing yet."

    # Open while loading: the server's lines arrive as it prints them.
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(load_page.load_button, Qt.MouseButton.LeftButton)
    log = dialog.text.toPlainText()
    assert "listening on http://127.0.0.1:" in log
    assert "nothing yet" not in log
    assert starter_model_path.name in log  # the model it read
    dialog.close()

    # Closed and opened again with one click: the same lines are there.
    qtbot.mouseClick(load_page.log_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "listening on http://127.0.0.1:" in dialog.text.toPlainText()
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(load_page.unload_button, Qt.MouseButton.LeftButton)
    dialog.close()
