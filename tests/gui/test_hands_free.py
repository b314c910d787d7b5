"""Hands-free in the window, all real: the microphone stands in with a second of sound
then silence, the tiny listening model writes it down, the starter model answers, the
tiny Qwen3-TTS reads the answer into miniaudio's null device, and it listens again;
Esc turns it off and stops everything."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.sound_input import SOUND_INPUT_ENV
from desktop.core.sound_output import SOUND_OUTPUT_ENV
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.hands_free import HANDS_FREE, HANDS_FREE_ON, OFF_NOTE
from desktop.gui.shell.main_window import MainWindow
from tests.gui.voice_helpers import LISTENING_TIMEOUT_MS, SPEECH_TIMEOUT_MS, use_voice_models
from tests.support.sound_files import tone
from tests.support.tiny_voice import write_tiny_voice_models

pytestmark = pytest.mark.server


def test_hands_free_listens_sends_reads_aloud_and_listens_again_until_esc(
    qtbot: QtBot, chat: ChatView, window: MainWindow, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    voice = write_tiny_voice_models(tmp_path / "voice")
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "null")
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "said.wav")))
    use_voice_models(window, voice["speech"].parent, voice["speech"])
    assert not window.services.settings.read_aloud_automatically  # hands-free reads anyway
    chat.max_tokens.setValue(16)
    button = chat.hands_free.button
    assert button.text() == HANDS_FREE and not button.isChecked()

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.text() == HANDS_FREE_ON and button.isChecked()
    assert chat.voice_input.recording
    assert "Hands-free: listening" in chat.voice_note.text()

    # The pause after the sound sends what was written down; the answer is read aloud.
    qtbot.waitUntil(lambda: len(chat.message_widgets()) == 2, timeout=LISTENING_TIMEOUT_MS)
    question = chat.message_widgets()[0].content()
    assert question.strip()  # the tiny model's words, sent as the question
    assert not chat.input.toPlainText()  # sent: the box is empty again
    qtbot.waitUntil(lambda: chat.read_aloud.reading_id is not None, timeout=SPEECH_TIMEOUT_MS)
    assert not chat.voice_input.recording  # not listening while it answers and reads

    # Then it listens again, by itself.
    qtbot.waitUntil(lambda: chat.voice_input.recording, timeout=SPEECH_TIMEOUT_MS)
    assert chat.read_aloud.last_result is not None and chat.read_aloud.last_result.sentences >= 1
    assert chat.hands_free.on and button.isChecked()

    # Esc turns it off: the microphone closes, nothing more is sent.
    qtbot.keyClick(chat.input, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not chat.hands_free.on, timeout=5_000)
    assert not chat.voice_input.recording
    assert button.text() == HANDS_FREE and not button.isChecked()
    assert chat.voice_note.text() == OFF_NOTE
    qtbot.wait(3_000)  # longer than a question's pause: nothing more was heard or sent
    assert len(chat.message_widgets()) == 2


def test_hands_free_listens_again_when_nothing_was_heard_and_stops_for_the_rest(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hands-free tells "nothing was heard" from the rest by the error's kind (the
    core's ``nothing_was_heard``), never by its English: the same round with the real
    errors the core raises, the listening model's work left out."""
    from desktop.core.host.voice import Voice, VoiceModels, chosen_listening_model
    from desktop.core.settings import Settings
    from desktop.core.sound_input import NOTHING_HEARD, Recording
    from tests.test_chat_error_figures import raised

    silent = Recording(b"", seconds=1.0, peak=0.0)
    nothing_heard = raised(lambda: Voice(lambda: None).transcribe(silent, Settings()))  # type: ignore[arg-type, return-value]
    no_model = raised(lambda: chosen_listening_model(Settings(), VoiceModels([], [])))
    errors = [nothing_heard, no_model]
    rounds: list[Exception] = []

    def fail(_recording: Recording, _done: object, failed: Callable[[Exception], None]) -> None:
        rounds.append(errors[len(rounds)])
        failed(rounds[-1])

    voice = window.services.voice
    monkeypatch.setattr(voice, "prepare_listening", lambda on_error: None)
    monkeypatch.setattr(voice, "transcribe", fail)
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "said.wav")))
    window.show_page("Chat")
    chat = window.chat_view
    chat.hands_free.toggle()
    assert chat.hands_free.on and chat.voice_input.recording

    # Nothing was heard: it listens again, still on.
    qtbot.waitUntil(lambda: len(rounds) == 1, timeout=20_000)
    assert rounds[0].message == NOTHING_HEARD  # type: ignore[attr-defined]
    assert chat.hands_free.on and chat.voice_input.recording
    # No listening model: listening again would not mend it; hands-free stops.
    qtbot.waitUntil(lambda: len(rounds) == 2, timeout=20_000)
    qtbot.waitUntil(lambda: not chat.hands_free.on, timeout=5_000)
    assert not chat.voice_input.recording and not chat.hands_free.button.isChecked()
    assert chat.voice_note.text() == no_model.message
