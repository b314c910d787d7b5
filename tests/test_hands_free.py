"""Hands-free's decisions (core ``HandsFree``, ``speech_ended``): a question ends with a
pause after something was said, a long silence is dropped, and the round goes listen →
write down → answer (and read aloud) → listen."""

from __future__ import annotations

import array
import math
import time
from pathlib import Path

import pytest

from desktop.core.host.hands_free import END_PAUSE_S, QUIET_RESTART_S, HandsFree, Heard, Step
from desktop.core.host.voice import (
    Voice,
    VoiceModels,
    chosen_listening_model,
    nothing_was_heard,
)
from desktop.core.settings import Settings
from desktop.core.sound_input import SOUND_INPUT_ENV, Recording, SoundRecorder, speech_ended
from tests.support.sound_files import tone
from tests.test_chat_error_figures import raised

RATE = 16_000


def _sound(seconds: float, loud: int) -> bytes:
    count = int(seconds * RATE)
    return array.array("h", (int(loud * math.sin(2 * math.pi * 440 * i / RATE))
                             for i in range(count))).tobytes()  # fmt: skip


def test_a_question_ends_with_a_pause_after_speech() -> None:
    said, quiet = _sound(1.0, 8000), _sound(END_PAUSE_S, 0)
    assert speech_ended(said + quiet, RATE, 1, END_PAUSE_S)
    assert not speech_ended(said + _sound(END_PAUSE_S / 2, 0), RATE, 1, END_PAUSE_S)  # a breath
    assert not speech_ended(said, RATE, 1, END_PAUSE_S)  # still speaking
    assert not speech_ended(_sound(5.0, 0), RATE, 1, END_PAUSE_S)  # nothing said yet
    assert not speech_ended(_sound(0.1, 8000) + quiet, RATE, 1, END_PAUSE_S)  # a click
    assert not speech_ended(_sound(1.0, 100) + quiet, RATE, 1, END_PAUSE_S)  # a room's hiss


def test_the_round_listen_write_answer_listen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hands = HandsFree()
    assert not hands.on and hands.turn_on() is Step.LISTENING
    # The microphone hears a second of speech, then silence; a pause ends the question.
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "said.wav")))
    recorder = SoundRecorder()
    try:
        assert hands.check(recorder) is Heard.GO_ON
        time.sleep(1.0 + END_PAUSE_S + 0.2)
        assert hands.check(recorder) is Heard.DONE and hands.step is Step.WRITING
    finally:
        recorder.cancel()
    assert not hands.written("   ") and hands.step is Step.LISTENING  # no words: listen
    # Why nothing was written down, by the error's kind: nothing heard listens again,
    # no listening model (which listening again will not mend) stops.
    silent = Recording(b"", seconds=1.0, peak=0.0)
    nothing_heard = raised(lambda: Voice(lambda: None).transcribe(silent, Settings()))  # type: ignore[arg-type, return-value]
    no_model = raised(lambda: chosen_listening_model(Settings(), VoiceModels([], [])))
    hands.step = Step.WRITING
    assert hands.not_written(nothing_was_heard(nothing_heard)) and hands.step is Step.LISTENING
    hands.step = Step.WRITING
    assert not hands.not_written(nothing_was_heard(no_model)) and hands.step is Step.OFF
    hands.turn_on()
    hands.step = Step.WRITING
    assert hands.written("What time is it?") and hands.step is Step.ANSWERING
    assert not hands.answered(answer_running=True, reading=True)
    assert not hands.answered(answer_running=False, reading=True)  # still reading
    assert hands.answered(answer_running=False, reading=False)
    assert hands.step is Step.LISTENING
    assert hands.turn_off() is Step.OFF and hands.check(recorder) is Heard.GO_ON


def test_a_long_silence_is_dropped_and_listening_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    hands = HandsFree()
    hands.turn_on()

    class Heard30:  # what a recorder hands back after QUIET_RESTART_S of silence
        def heard_so_far(self) -> tuple[bytes, int, int]:
            return bytes(int(QUIET_RESTART_S * RATE) * 2), RATE, 1

    assert hands.check(Heard30()) is Heard.START_AFRESH  # type: ignore[arg-type]
    assert hands.step is Step.LISTENING
