"""Settings > Other apps: the switch, port, local network warning, the key (hidden, Copy,
Regenerate) kept in the settings file; the real app serving another app (the ``openai``
package) from the model it loaded, while it keeps chatting; and speech for other apps
from the speech model chosen there (the real llama-tts, the tiny Qwen3-TTS)."""

from __future__ import annotations

from pathlib import Path

import httpx
import openai
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit
from pytestqt.qtbot import QtBot

from desktop.core.host.speech_host import max_frames
from desktop.core.runtime.launch import pick_free_port
from desktop.gui.settings.settings_serve import NO_SPEECH, ServeGroup
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import ask_and_wait, load_starter
from tests.gui.conftest import LOAD_TIMEOUT_MS
from tests.support.settings_file import stored_settings
from tests.support.tiny_voice import write_tiny_voice_models

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


def test_other_apps_ask_the_speech_model_chosen_here_to_speak_with_the_key_shown(
    window: MainWindow, qtbot: QtBot, runtime_env: Path, starter_model_path: Path,
    tmp_path: Path,
) -> None:
    voice = write_tiny_voice_models(tmp_path / "voice")
    speech = str(voice["speech"])
    window.services.settings.model_folders = [str(voice["speech"].parent)]
    group = _group(window)
    _tick(qtbot, group.serve_check)
    group.port_spin.setValue(pick_free_port())
    # The library's speech models are offered (the listening model is not), none chosen.
    combo = group.speech_combo
    qtbot.waitUntil(lambda: combo.count() > 1, timeout=SAVE_TIMEOUT_MS * 3)
    offered = [combo.itemText(row) for row in range(combo.count())]
    assert offered == [NO_SPEECH, "tiny-qwen3-tts", "tiny-pocket-tts"]
    assert not group.speech_status.isVisible()

    combo.setCurrentIndex(combo.findData(speech))
    qtbot.waitUntil(lambda: stored_settings().get("serve_speech_model") == speech,
                    timeout=SAVE_TIMEOUT_MS)
    assert group.speech_status.text() == (
        "tiny-qwen3-tts speaks for other apps once a model is loaded.")

    window.show_page("Load")
    load_starter(qtbot, window, starter_model_path)
    group = _group(window)
    base_url = group.url_edit.text()
    assert group.speech_status.text() == (
        f"Other apps can ask tiny-qwen3-tts to speak at {base_url}/audio/speech.")
    qtbot.mouseClick(group.show_key_button, Qt.MouseButton.LeftButton)
    key = group.key_edit.text()

    # Clients closed at the end: an open keep-alive connection holds a front's thread.
    with openai.OpenAI(base_url=base_url, api_key=key, max_retries=0, timeout=300) as other_app:
        spoken = other_app.audio.speech.create(
            model="tiny-qwen3-tts", voice="alloy", input="Hello there.", response_format="wav"
        ).content
        # The chat model still answers other apps at the same address, with the same key.
        reply = other_app.chat.completions.create(
            model="any", max_tokens=8, messages=[{"role": "user", "content": "Say hello."}])
    assert spoken[:4] == b"RIFF" and spoken[8:16] == b"WAVEfmt "
    assert int.from_bytes(spoken[24:28], "little") == 24_000
    assert int.from_bytes(spoken[22:24], "little") == 1  # mono
    assert int.from_bytes(spoken[34:36], "little") == 16  # bits
    # The tiny talker never ends by itself: every frame it may, 1,920 samples each.
    assert len(spoken) - 44 == max_frames("Hello there.") * 1_920 * 2
    assert reply.choices[0].message.content is not None

    with httpx.Client(trust_env=False, timeout=60) as plain:
        body = {"model": "tiny-qwen3-tts", "voice": "alloy", "input": "Hi."}
        assert plain.post(base_url + "/audio/speech", json=body).status_code == 401
    with openai.OpenAI(base_url=base_url, api_key="wrong", max_retries=0) as stranger, \
            pytest.raises(openai.AuthenticationError):  # fmt: skip
        stranger.audio.speech.create(model="tiny-qwen3-tts", voice="alloy", input="Hi.")
