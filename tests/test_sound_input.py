"""The microphone (desktop/core/sound_input.py): miniaudio's null device heard in real
time, a WAV file standing in for a voice, no microphone at all, and what counts as
nothing heard."""

from __future__ import annotations

import io
import time
import wave
from pathlib import Path

import pytest

from desktop.core.sound_input import (
    NO_MICROPHONE,
    RECORDING_RATE,
    SOUND_INPUT_ENV,
    SoundInputError,
    SoundRecorder,
)
from tests.support.sound_files import tone


def _shape(wav: bytes) -> tuple[int, int, int, int]:
    with wave.open(io.BytesIO(wav), "rb") as sound:
        return (sound.getnchannels(), sound.getsampwidth(), sound.getframerate(),
                sound.getnframes())


def _wait_for(recorder: SoundRecorder, seconds: float) -> None:
    deadline = time.monotonic() + 20
    while recorder.seconds < seconds:
        assert time.monotonic() < deadline, "the recording did not grow"
        time.sleep(0.02)


def test_the_null_microphone_hears_silence_in_real_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(SOUND_INPUT_ENV, "null")
    began = time.monotonic()
    recorder = SoundRecorder()
    _wait_for(recorder, 0.4)
    recording = recorder.stop()
    took = time.monotonic() - began
    channels, width, rate, frames = _shape(recording.wav)
    assert (channels, width, rate) == (1, 2, RECORDING_RATE)
    # Real time: no more was heard than time passed (a loaded machine may deliver late).
    assert 0.4 <= frames / RECORDING_RATE <= took + 0.3
    assert recording.seconds == pytest.approx(frames / RECORDING_RATE)
    assert recording.peak == 0.0 and not recording.heard_something
    assert recorder.stop().seconds == recording.seconds  # stopped once: the same again


def test_a_wav_file_stands_in_for_a_voice_heard_in_real_time(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(SOUND_INPUT_ENV, str(tone(tmp_path / "voice.wav", 0.5)))
    recorder = SoundRecorder()
    _wait_for(recorder, 0.8)
    recording = recorder.stop()
    channels, _width, rate, frames = _shape(recording.wav)
    assert (channels, rate) == (1, RECORDING_RATE)
    assert frames >= int(0.8 * RECORDING_RATE)  # the file, then silence after it
    assert recording.peak == pytest.approx(8000 / 32768, rel=0.01)
    assert recording.heard_something

    # Stopped at once: too short to be anything said.
    early = SoundRecorder().stop()
    assert not early.heard_something


def test_no_microphone_and_an_unreadable_stand_in_are_said_in_words(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(SOUND_INPUT_ENV, "none")
    with pytest.raises(SoundInputError) as refused:
        SoundRecorder()
    assert refused.value.message == NO_MICROPHONE
    broken = tmp_path / "broken.wav"
    broken.write_bytes(b"not a sound")
    monkeypatch.setenv(SOUND_INPUT_ENV, str(broken))
    with pytest.raises(SoundInputError, match="could not be read"):
        SoundRecorder()


def test_cancel_forgets_what_was_heard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOUND_INPUT_ENV, "null")
    recorder = SoundRecorder()
    _wait_for(recorder, 0.1)
    recorder.cancel()
    assert recorder.seconds == 0.0
