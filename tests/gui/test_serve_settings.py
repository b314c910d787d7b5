"""Settings > Other apps: the switch, port, local network warning, the key (hidden, Copy,
Regenerate) kept in the settings file; and the real app serving another app (the
``openai`` package) from the model it loaded, while it keeps chatting."""

from __future__ import annotations

from pathlib import Path

import httpx
import openai
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit
from pytestqt.qtbot import QtBot

from desktop.core.runtime.launch import pick_free_port
from desktop.gui.settings.settings_serve import ServeGroup
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import ask_and_wait, load_starter
from tests.gui.conftest import LOAD_TIMEOUT_MS
from tests.support.settings_file import stored_settings

SAVE_TIMEOUT_MS = 10_000


def _group(window: MainWindow) -> ServeGroup:
    window.show_page("Settings")
    return window.settings_view.serve_group


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click the box's square (its middle may lie past its words, where a click is lost)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def test_other_apps_makes_a_key_shows_it_hidden_and_keeps_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    group = _group(window)
    assert not group.serve_check.isChecked()
    assert not group.key_edit.isEnabled() and not group.network_warning.isVisible()

    _tick(qtbot, group.serve_check)
    key = window.services.settings.serve_api_key
    assert key and len(key) >= 40
    assert group.key_edit.isEnabled() and group.key_edit.text() == key
    assert group.key_edit.echoMode() is QLineEdit.EchoMode.Password
    assert group.url_edit.text() == "http://127.0.0.1:8080/v1"
    qtbot.waitUntil(lambda: stored_settings().get("serve_api_key") == key, timeout=SAVE_TIMEOUT_MS)
    assert stored_settings()["serve_enabled"] is True

    qtbot.mouseClick(group.show_key_button, Qt.MouseButton.LeftButton)
    assert group.key_edit.echoMode() is QLineEdit.EchoMode.Normal
    qtbot.mouseClick(group.copy_key_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == key

    qtbot.mouseClick(group.regenerate_button, Qt.MouseButton.LeftButton)
    new_key = window.services.settings.serve_api_key
    assert new_key and new_key != key and group.key_edit.text() == new_key
    qtbot.waitUntil(lambda: stored_settings().get("serve_api_key") == new_key,
                    timeout=SAVE_TIMEOUT_MS)

    group.port_spin.setValue(9123)
    assert group.url_edit.text() == "http://127.0.0.1:9123/v1"
    qtbot.mouseClick(group.copy_url_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "http://127.0.0.1:9123/v1"

    _tick(qtbot, group.network_check)
    assert group.network_warning.isVisible()
    assert "network you trust" in group.network_warning.text()
    qtbot.waitUntil(lambda: stored_settings().get("serve_on_network") is True,
                    timeout=SAVE_TIMEOUT_MS)
    assert stored_settings()["serve_port"] == 9123


def test_the_loaded_model_serves_another_app_while_the_app_chats(
    window: MainWindow, qtbot: QtBot, runtime_env: Path, starter_model_path: Path
) -> None:
    group = _group(window)
    _tick(qtbot, group.serve_check)
    group.port_spin.setValue(pick_free_port())
    key = window.services.settings.serve_api_key
    assert key
    base_url = group.url_edit.text()
    assert not group.apply_button.isEnabled()  # nothing loaded yet

    window.show_page("Load")
    loaded = load_starter(qtbot, window, starter_model_path)
    assert f"{loaded.report.base_url}/v1" == base_url

    other_app = openai.OpenAI(base_url=base_url, api_key=key, max_retries=0)
    reply = other_app.chat.completions.create(
        model=loaded.model_path.stem, max_tokens=12,
        messages=[{"role": "user", "content": "What is the capital of France?"}],
    )
    assert reply.choices[0].message.content
    window.show_page("Chat")
    # A limit, as for the other app: with none, the 135M model sometimes writes on for
    # thousands of tokens, minutes on a busy 2-core machine (it failed CI at 120 s).
    window.chat_view.max_tokens.setValue(48)
    assert ask_and_wait(qtbot, window, "Say hello.").text.strip()

    # A new port applies with Apply now: the model is loaded again, there.
    group = _group(window)
    assert group.apply_button.isEnabled()
    old_url = base_url
    group.port_spin.setValue(pick_free_port())
    with qtbot.waitSignal(window.services.controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(group.apply_button, Qt.MouseButton.LeftButton)
    with httpx.Client(trust_env=False, timeout=30) as client:
        headers = {"Authorization": f"Bearer {key}"}
        assert client.get(group.url_edit.text() + "/models", headers=headers).status_code == 200
        try:
            old = client.get(old_url + "/models", headers=headers).status_code
        except httpx.ConnectError:
            old = None
    assert old is None
