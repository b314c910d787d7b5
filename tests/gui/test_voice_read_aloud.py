"""Read aloud in the window: an answer's button reads it with the real llama-tts and the
tiny Qwen3-TTS into miniaudio's null device (code not read), its second press stops it at
once, and without a speech model or speakers the note says what to do; with "Read
answers aloud automatically", the starter model's answer is read as it is written."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.host.voice import NO_SPEECH_MODEL, ReadAloud
from desktop.core.sound_output import NO_SOUND_DEVICE, SOUND_OUTPUT_ENV
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.message_view import READ_ALOUD, STOP_READING
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import ask_and_wait, last_message
from tests.gui.voice_helpers import (
    SPEECH_TIMEOUT_MS,
    SPOKEN,
    saved_answer,
    use_voice_models,
)
from tests.support.tiny_voice import QWEN3TTS_SAMPLE_RATE

pytestmark = pytest.mark.server


def test_read_aloud_plays_the_answer_and_a_second_press_stops_it(
    qtbot: QtBot, runtime_env: Path, voice: dict[str, Path], window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "null")
    use_voice_models(window, voice["speech"].parent, voice["speech"])
    answer = saved_answer(qtbot, window)
    chat = window.chat_view
    button = answer.read_aloud_button
    qtbot.waitUntil(button.isVisible, timeout=10_000)
    assert button.text() == READ_ALOUD
    assert not chat.message_widgets()[0].read_aloud_button.isVisible()  # the question's

    with qtbot.waitSignal(chat.read_aloud.reading_ended, timeout=SPEECH_TIMEOUT_MS) as ended:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert button.text() == STOP_READING
        assert chat.voice_note.isVisible() and "Reading the answer aloud" in chat.voice_note.text()
        # Another chat and back while it reads: the answer still says it is read.
        conversation = chat.conversation_id
        assert conversation is not None
        chat.new_chat()
        chat.open_conversation(conversation)
        qtbot.waitUntil(lambda: len(chat.message_widgets()) == 2, timeout=10_000)
        answer = chat.message_widgets()[1]
        button = answer.read_aloud_button
        assert button.text() == STOP_READING
    result = ended.args[0]
    assert isinstance(result, ReadAloud)
    # Both sentences, not the code; all of what was made reached the speakers.
    assert sentences_to_speak(answer.content()) == SPOKEN
    assert result.sentences == len(SPOKEN) and not result.stopped
    assert result.sample_rate == QWEN3TTS_SAMPLE_RATE
    assert result.played_samples == round(result.seconds * QWEN3TTS_SAMPLE_RATE)
    assert result.seconds > 1.0 and result.first_sound_after is not None
    assert button.text() == READ_ALOUD and not chat.voice_note.isVisible()

    # Again, stopped as soon as it is heard: silent at once, the button as it was.
    with qtbot.waitSignal(chat.read_aloud.reading_ended, timeout=SPEECH_TIMEOUT_MS) as ended:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(window.services.voice.sound_playing, timeout=SPEECH_TIMEOUT_MS)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert button.text() == READ_ALOUD and not chat.voice_note.isVisible()
    stopped = ended.args[0]
    assert isinstance(stopped, ReadAloud) and stopped.stopped
    assert stopped.played_samples < result.played_samples

    # Esc, wherever the focus is on the page, stops the voice too.
    with qtbot.waitSignal(chat.read_aloud.reading_ended, timeout=SPEECH_TIMEOUT_MS) as ended:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(window.services.voice.sound_playing, timeout=SPEECH_TIMEOUT_MS)
        chat.input.setFocus()
        qtbot.keyClick(chat.input, Qt.Key.Key_Escape)
        assert button.text() == READ_ALOUD
    assert ended.args[0].stopped


def test_without_a_speech_model_or_speakers_the_note_says_what_to_do(
    qtbot: QtBot, runtime_env: Path, voice: dict[str, Path], window: MainWindow,
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "null")
    use_voice_models(window, tmp_path, None)  # a library with no speech model
    answer = saved_answer(qtbot, window)
    note = window.chat_view.voice_note
    qtbot.mouseClick(answer.read_aloud_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: note.text() == NO_SPEECH_MODEL, timeout=30_000)
    assert note.isVisible() and note.property("tone") == "error"
    assert "Qwen3-TTS" in note.text() and "Settings \u2192 Voice" in note.text()
    assert answer.read_aloud_button.text() == READ_ALOUD

    # Pocket TTS, which reads only in a sample's voice, with none chosen: where to choose one.
    use_voice_models(window, voice["speech"].parent, voice["pocket_speech"])
    qtbot.mouseClick(answer.read_aloud_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "only in the voice of a sample" in note.text(), timeout=30_000)
    assert "Settings \u2192 Voice" in note.text()

    # A speech model, but no speakers: said before any speech is made.
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "none")
    use_voice_models(window, voice["speech"].parent, voice["speech"])
    qtbot.mouseClick(answer.read_aloud_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: note.text() == NO_SOUND_DEVICE, timeout=30_000)
    assert answer.read_aloud_button.text() == READ_ALOUD


def test_answers_are_read_aloud_as_they_are_written_when_asked(
    qtbot: QtBot, chat: ChatView, voice: dict[str, Path], window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "null")
    use_voice_models(window, voice["speech"].parent, voice["speech"])
    window.services.settings.read_aloud_automatically = True
    window.services.settings.speech_language = "de"  # passed on: Qwen3-TTS speaks it
    chat.max_tokens.setValue(24)  # a sentence or two: each takes seconds to make here
    with qtbot.waitSignal(chat.read_aloud.reading_ended, timeout=SPEECH_TIMEOUT_MS) as ended:
        finished = ask_and_wait(qtbot, window, "Say hello in one short sentence.")
        answer = last_message(chat)
        # Reading began with the answer and goes on after it: its button stops it.
        assert chat.read_aloud.reading_id == finished.message_id
        assert answer.read_aloud_button.text() == STOP_READING
        assert answer.read_aloud_button.isEnabled()
    result = ended.args[0]
    assert isinstance(result, ReadAloud) and not result.stopped
    assert result.sentences == len(sentences_to_speak(finished.text)) >= 1
    assert result.played_samples == round(result.seconds * QWEN3TTS_SAMPLE_RATE)
    assert answer.read_aloud_button.text() == READ_ALOUD
