"""``run_gui`` opens the window, loads the starter model on request, and returns when
the window is closed, with the server and every thread stopped."""

from __future__ import annotations

import gc
import time
from pathlib import Path

import psutil
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.settings import Settings, SettingsStore
from desktop.gui.bridge.threads import running_threads
from desktop.gui.shell.app import collect_after_pages, run_gui
from desktop.gui.shell.main_window import PAGES, MainWindow
from tests.gui.conftest import LOAD_TIMEOUT_MS, close_window
from tests.gui.fake_gpu import ONE_NVIDIA_GPU, use_fake_gpu


def _run_until_loaded(qapp: QApplication, argv: list[str]) -> dict[str, object]:
    """Run the app with ``argv`` until a model is loaded (or the load timeout), note what
    the window shows then, and close it; returns the notes."""
    seen: dict[str, object] = {"children": []}
    deadline = time.monotonic() + LOAD_TIMEOUT_MS / 1000
    poll = QTimer()
    poll.setInterval(20)

    def check() -> None:
        # The window on show: an earlier test's closed window can still be listed.
        windows = [
            w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        ]
        window = windows[0] if windows else None
        loaded = window.services.controller.loaded_model if window else None
        # Loaded, and every page built (Python's collector resumed then): how the app
        # stands once started.
        if (loaded is None or not gc.isenabled()) and time.monotonic() <= deadline:
            return
        poll.stop()
        # Whatever happens while taking notes, the app must end: run_gui only returns
        # when its event loop does, and a test stuck in Qt's loop can't be timed out.
        try:
            seen["loaded"] = loaded
            seen["collector_on"] = gc.isenabled()
            seen["children"] = _child_names()
            if window is not None:
                seen["title"] = window.windowTitle()
                seen["page"] = window.current_page()
                status = window.status
                seen["device"] = status.device_label.text()
                seen["warning_shown"] = status.gpu_warning_label.isVisible()
                seen["warning"] = status.gpu_warning_label.text()
        finally:
            if window is not None:
                window.close()
            else:
                qapp.exit(1)

    poll.timeout.connect(check)
    poll.start()
    seen["exit"] = run_gui(argv)
    for window in qapp.topLevelWidgets():
        if isinstance(window, MainWindow):
            window.deleteLater()
    return seen


def _child_names() -> list[str]:
    """Names of this process's children; one that ends while being listed (a probe
    such as nvidia-smi) is left out rather than raising."""
    names = []
    for child in psutil.Process().children(recursive=True):
        try:
            names.append(child.name())
        except psutil.NoSuchProcess:
            continue
    return names


def _assert_closed_cleanly() -> None:
    assert running_threads() == []
    assert [name for name in _child_names() if "llama-server" in name] == []


@pytest.mark.server
def test_run_gui_loads_the_starter_model_and_closes_cleanly(
    qapp: QApplication, runtime_env: Path
) -> None:
    seen = _run_until_loaded(qapp, ["--load-starter"])
    assert seen["exit"] == 0
    assert seen["loaded"] is not None, "the starter model did not load"
    assert seen["title"] == "LlamaDesk" and seen["page"] == "Chat"
    # Python's collector rested while the pages were built, and works again once loaded.
    assert seen["collector_on"] is True
    names = seen["children"]
    assert isinstance(names, list) and any("llama-server" in name for name in names)
    _assert_closed_cleanly()


@pytest.mark.server
def test_load_starter_warns_when_the_gpu_goes_unused(
    qapp: QApplication, runtime_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A machine with an NVIDIA card (a fake nvidia-smi) and a CPU-only llama-server: the
    # starter model loads straight into the Chat page, running on the processor.
    use_fake_gpu(monkeypatch, tmp_path)
    seen = _run_until_loaded(qapp, ["--load-starter"])
    assert seen["exit"] == 0
    assert seen["loaded"] is not None, "the starter model did not load"
    assert seen["page"] == "Chat"
    assert seen["device"] == "Device: processor (CPU)"
    assert seen["warning_shown"] is True
    warning = seen["warning"]
    assert isinstance(warning, str)
    assert ONE_NVIDIA_GPU[0].name in warning
    assert "the installed llama.cpp runtime can only use the processor" in warning
    _assert_closed_cleanly()


@pytest.mark.server
def test_the_first_start_opens_the_chat_with_the_starter_model_loading(
    qapp: QApplication, runtime_env: Path
) -> None:
    """Every start opened on the Load page with nothing loaded (issue 26, item 4): the
    first start now opens the Chat page, the starter model loading, and a later start
    brings back the model used last (the settings it left say which)."""
    from desktop.core.models.starter_model import find_starter_model
    from desktop.core.settings import SettingsStore

    seen = _run_until_loaded(qapp, [])
    assert seen["exit"] == 0
    loaded = seen["loaded"]
    assert loaded is not None, "nothing was loaded at start"
    assert seen["page"] == "Chat"
    starter = find_starter_model()
    assert starter is not None and loaded.model_path == starter  # type: ignore[attr-defined]
    assert SettingsStore().load().last_model == str(starter)
    _assert_closed_cleanly()


def test_the_collector_rests_while_the_pages_are_built_then_resumes(qtbot: QtBot) -> None:
    window = MainWindow.with_new_services(SettingsStore(), Settings())
    try:
        collect_after_pages(window)
        assert not gc.isenabled()
        with qtbot.waitSignal(window.pages_built, timeout=30_000):
            window.show()
        assert gc.isenabled()
        # No page is its placeholder any more.
        assert all(type(window.pages.widget(i)) is not QWidget for i in range(len(PAGES)))
    finally:
        gc.enable()
        close_window(qtbot, window)
