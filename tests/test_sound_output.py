"""Playing sound (desktop/core/sound_output.py) through miniaudio's null device: in real
time, heard by nobody; clips in order, stop at once, clips that are no sound refused."""

from __future__ import annotations

import io
import threading
import time
import wave

import pytest

from desktop.core.sound_output import SOUND_OUTPUT_ENV, SoundOutputError, SoundPlayer

RATE = 24_000


def _clip(seconds: float, rate: int = RATE, channels: int = 1) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"\x10\x00" * int(seconds * rate) * channels)
    return buffer.getvalue()


@pytest.fixture
def player(monkeypatch: pytest.MonkeyPatch) -> SoundPlayer:
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "null")
    return SoundPlayer(RATE)


def test_clips_play_one_after_another_in_real_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SOUND_OUTPUT_ENV, "null")
    opened = time.monotonic()
    with SoundPlayer(RATE) as player:
        began = time.monotonic()
        player.play(_clip(0.2))
        player.play(_clip(0.3))
        assert player.wait()
        ended = time.monotonic()
    # Generous upper bounds: a loaded 2-core machine delays the device's thread. The lower
    # bound is the point (the clips are played at their own pace, not skipped) and counts
    # from the device's opening, not from the first clip: a device thread held back by a
    # busy machine catches up on the time it missed since it opened, but it never plays
    # ahead of that clock by more than its buffer, which ``wait`` waits out (CI once saw
    # 0.5 s of sound "end" 0.21 s after it was queued when it did not).
    assert player.first_sound_at is not None and player.first_sound_at - began < 2.0
    assert ended - opened >= 0.45 and ended - began < 10.0
    assert player.played_samples >= int(0.5 * RATE)


def test_stop_silences_at_once_and_cancel_ends_the_wait(player: SoundPlayer) -> None:
    with player:
        player.play(_clip(5.0))
        cancel = threading.Event()
        threading.Timer(0.2, cancel.set).start()
        assert player.wait(cancel) is False
        began = time.monotonic()
        player.stop()
        assert player.wait() and time.monotonic() - began < 0.1


def test_a_clip_that_is_no_sound_or_of_another_shape_is_refused(player: SoundPlayer) -> None:
    with player:
        with pytest.raises(SoundOutputError, match="not a WAV clip"):
            player.play(b"RIFF not really")
        with pytest.raises(SoundOutputError, match="16-bit mono at 24,000 Hz"):
            player.play(_clip(0.1, rate=16_000))
        with pytest.raises(SoundOutputError, match="16-bit mono"):
            player.play(_clip(0.1, channels=2))
