"""Speak instead of typing: the microphone button records (a WAV standing in for the
microphone), shows that it listens and for how long, and the real llama-server with the
tiny listening model writes the words into the message box, unsent. No microphone,
nothing heard, no listening model and Esc are each said in words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.host.voice import NO_LISTENING_MODEL
from desktop.core.sound_input import NO_MICROPHONE, NOTHING_HEARD, SOUND_INPUT_ENV
from desktop.gui.chat.voice_input import CANCELLED_NOTE, CHECK_NOTE, SPEAK, STOP
from desktop.gui.shell.main_window import MainWindow
from tests.gui.voice_helpers import LISTENING_TIMEOUT_MS, use_voice_models
from tests.support.sound_files import tone

pytestmark = pytest.mark.server


def _press(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.chat_view.voice_input.button, Qt.MouseButton.LeftButton)


def test_what_is_said_is_written_into_the_box_for_the_person_to_send(
    qtbot: QtBot, runtime_env: Path, voice: dict[str, Path], window: MainWindow,
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "said.wav", 1.0)))
    use_voice_models(window, voice["listening"].parent, None)
    window.show_page("Chat")
    chat = window.chat_view
    button, note = chat.voice_input.button, chat.voice_note
    qtbot.waitUntil(button.isVisible, timeout=10_000)
    assert button.text() == SPEAK and button.accessibleName() == "Speak instead of typing"
    chat.input.setPlainText("Please note:")

    _press(qtbot, window)
    assert button.text() == STOP and chat.voice_input.recording
    assert note.isVisible() and note.text().startswith("Listening\u2026 0:00")
    # The time listened grows while it listens.
    qtbot.waitUntil(lambda: "0:01" in note.text(), timeout=10_000)
    _press(qtbot, window)
    assert not chat.voice_input.recording and not button.isEnabled()
    assert "Writing down" in note.text()
    qtbot.waitUntil(lambda: note.text() == CHECK_NOTE, timeout=LISTENING_TIMEOUT_MS)
    typed = chat.input.toPlainText()
    assert typed.startswith("Please note: ") and len(typed) > len("Please note: ")
    assert chat.input.hasFocus() or not window.isActiveWindow()
    # Not sent: the words wait in the box.
    assert chat.message_widgets() == [] and button.text() == SPEAK and button.isEnabled()


def test_no_microphone_nothing_heard_no_listening_model_and_esc(
    qtbot: QtBot, runtime_env: Path, voice: dict[str, Path], window: MainWindow,
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    note, voice_input = chat.voice_note, chat.voice_input
    qtbot.waitUntil(voice_input.button.isVisible, timeout=10_000)

    monkeypatch.setenv(SOUND_INPUT_ENV, "none")
    _press(qtbot, window)
    assert note.text() == NO_MICROPHONE and note.property("tone") == "error"
    assert not voice_input.recording and voice_input.button.text() == SPEAK

    # Silence: nothing is sent to the model, the note says what to check.
    use_voice_models(window, voice["listening"].parent, None)
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "silence.wav", 1.0, loud=0)))
    _press(qtbot, window)
    qtbot.waitUntil(lambda: "0:01" in note.text(), timeout=10_000)
    _press(qtbot, window)
    qtbot.waitUntil(lambda: note.text() == NOTHING_HEARD, timeout=LISTENING_TIMEOUT_MS)
    assert chat.input.toPlainText() == ""

    # Esc cancels a recording: nothing kept, nothing written.
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "said.wav", 1.0)))
    chat.input.setFocus()
    _press(qtbot, window)
    assert voice_input.recording
    qtbot.keyClick(chat.input, Qt.Key.Key_Escape)
    assert not voice_input.recording and note.text() == CANCELLED_NOTE
    assert chat.input.toPlainText() == ""

    # No listening model: said while it would listen, and the microphone closes.
    use_voice_models(window, tmp_path, None)
    _press(qtbot, window)
    qtbot.waitUntil(lambda: note.text() == NO_LISTENING_MODEL, timeout=LISTENING_TIMEOUT_MS)
    assert not voice_input.recording and voice_input.button.text() == SPEAK
