"""No llama-server installed: the window says so in plain words with a button that
opens Settings at the runtime install, and never names a terminal command."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.paths import SERVER_PATH_ENV
from desktop.gui.bridge.host_worker import LoadFailure
from tests.gui.chat_helpers import wait_for_starter_selected
from tests.gui.conftest import LOAD_TIMEOUT_MS, close_window, open_window
from tests.support.fake_runtime import hide_every_runtime

TERMINAL_WORDS = ("llamadesk runtime", "`", SERVER_PATH_ENV)


def test_no_runtime_offers_settings_install_not_a_terminal_command(
    qtbot: QtBot, starter_model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hide_every_runtime(monkeypatch, tmp_path)
    window = open_window(qtbot)
    try:
        notice = window.runtime_notice
        qtbot.waitUntil(notice.isVisible, timeout=30_000)
        assert not any(word in notice.label.text() for word in TERMINAL_WORDS)
        # The Load page's own message after pressing Load says the same way out.
        wait_for_starter_selected(qtbot, window, starter_model_path)
        controller = window.services.controller
        with qtbot.waitSignal(controller.load_failed, timeout=LOAD_TIMEOUT_MS) as failed:
            qtbot.mouseClick(window.load_view.load_button, Qt.MouseButton.LeftButton)
        failure = failed.args[0]
        assert isinstance(failure, LoadFailure) and failure.runtime_missing
        shown = window.load_view.status_label.text()
        assert shown.startswith("No llama-server was found")
        assert "Settings" in shown
        assert not any(word in shown for word in TERMINAL_WORDS)
        assert notice.isVisible()
        # One click: Settings, at its runtime section, the Install button ready.
        qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)
        assert window.current_page() == "Settings"
        install = window.settings_view.install_button
        qtbot.waitUntil(install.isVisible)
        assert not install.visibleRegion().isEmpty()
        assert window.focusWidget() is install
    finally:
        close_window(qtbot, window)


def test_the_notice_stays_hidden_with_a_runtime(qtbot: QtBot, runtime_env: Path) -> None:
    window = open_window(qtbot)
    try:
        qtbot.waitUntil(
            lambda: window.status.runtime_label.text().startswith("Runtime: llama.cpp"),
            timeout=30_000,
        )
        assert not window.runtime_notice.isVisible()
    finally:
        close_window(qtbot, window)
