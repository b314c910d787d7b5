"""Sound through the speakers: clips of speech played one after another, stopped at once.

miniaudio (PyPI ``miniaudio``: one self-contained C library, wheels for Windows and
Linux, talking to WASAPI, PulseAudio or ALSA itself) was chosen over ``sounddevice``,
which needs the PortAudio library installed on Linux, and over Qt Multimedia, which
would keep the core from being Qt-free and adds the multimedia wheel (over 60 MB with
its FFmpeg) to the installers. A computer with no sound device gets a plain message.

``LLAMADESK_SOUND_OUTPUT=null`` plays into miniaudio's null device (in real time,
heard by nobody): the tests' way to play without speakers; ``none`` is a computer with
no sound device at all.
"""

from __future__ import annotations

import array
import io
import os
import threading
import time
import wave
from collections import deque
from collections.abc import Generator
from enum import StrEnum

from desktop.core.errors import LlamaDeskError

SOUND_OUTPUT_ENV = "LLAMADESK_SOUND_OUTPUT"
NO_SOUND_DEVICE = (
    "No sound can be played: this computer has no speakers or headphones LlamaDesk can "
    "use. Plug some in (or turn the sound device on), then try again."
)


# The device takes samples in periods, up to DEVICE_PERIODS of them ahead of the speakers.
# miniaudio's defaults from Python (200 ms, 3 periods) hold 0.6 s: "stop" would be heard
# late and a clip would end well after it was handed over. 50 ms x 3 still rides out a busy
# machine; ``wait`` adds the whole buffer, so "played" means heard, not handed over.
DEVICE_PERIOD_MS = 50
DEVICE_PERIODS = 3
DEVICE_BUFFER_SECONDS = DEVICE_PERIOD_MS * DEVICE_PERIODS / 1000


class SoundOutputProblem(StrEnum):
    """Why sound could not be played: a ``SoundOutputError``'s kind."""

    NO_SOUND_DEVICE = "no_sound_device"
    NOT_WAV = "not_wav"  # the clip is not a WAV clip
    WRONG_SHAPE = "wrong_shape"  # not 16-bit mono at ``rate`` Hz


class SoundOutputError(LlamaDeskError):
    """Sound cannot be played here (no device, or a clip that is no sound). ``problem``
    says which as a kind (None when made with a message only); ``rate`` is the sample
    rate a clip should have had."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: SoundOutputProblem | None = None,
        rate: int = 0,
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.rate = rate


def _samples_of(wav: bytes, sample_rate: int) -> array.array[int]:
    """The 16-bit mono samples of a WAV clip made at ``sample_rate``."""
    try:
        with wave.open(io.BytesIO(wav), "rb") as clip:
            shape = (clip.getnchannels(), clip.getsampwidth(), clip.getframerate())
            frames = clip.readframes(clip.getnframes())
    except (wave.Error, EOFError) as error:
        raise SoundOutputError(
            "The sound could not be played: it is not a WAV clip.",
            problem=SoundOutputProblem.NOT_WAV,
        ) from error
    if shape != (1, 2, sample_rate):
        raise SoundOutputError(
            "The sound could not be played: it is not 16-bit mono at "
            f"{sample_rate:,} Hz.",
            details=f"channels, bytes, rate: {shape}",
            problem=SoundOutputProblem.WRONG_SHAPE,
            rate=sample_rate,
        )
    samples = array.array("h")
    samples.frombytes(frames)
    return samples


class SoundPlayer:
    """One open sound device, playing queued clips in order; ``stop`` silences it now.

    Clips come from any thread (``play``); the device pulls samples on its own."""

    def __init__(self, sample_rate: int) -> None:
        import miniaudio  # loaded on first use: only voice needs it

        self.sample_rate = sample_rate
        self._lock = threading.Lock()
        self._queue: deque[array.array[int]] = deque()
        self._position = 0  # samples of the first queued clip already played
        self._idle = threading.Event()
        self._idle.set()
        self.first_sound_at: float | None = None  # monotonic time the first clip began
        self.played_samples = 0
        self._handed_over_at = 0.0  # monotonic time the device took the last queued sample
        stand_in = os.environ.get(SOUND_OUTPUT_ENV, "").strip().lower()
        if stand_in == "none":
            raise SoundOutputError(
                NO_SOUND_DEVICE,
                details=f"{SOUND_OUTPUT_ENV}=none",
                problem=SoundOutputProblem.NO_SOUND_DEVICE,
            )
        backends = [miniaudio.Backend.NULL] if stand_in == "null" else None
        try:
            self._device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=sample_rate, backends=backends, app_name="LlamaDesk",
                buffersize_msec=DEVICE_PERIOD_MS, callback_periods=DEVICE_PERIODS)
        except miniaudio.MiniaudioError as error:
            raise SoundOutputError(
                NO_SOUND_DEVICE, details=repr(error), problem=SoundOutputProblem.NO_SOUND_DEVICE
            ) from error
        self._feed = self._samples()
        next(self._feed)
        self._device.start(self._feed)

    def play(self, wav: bytes) -> None:
        """Queue a clip (a WAV at this player's rate) after those still playing."""
        samples = _samples_of(wav, self.sample_rate)
        with self._lock:
            self._queue.append(samples)
            self._idle.clear()

    def wait(self, cancel: threading.Event | None = None) -> bool:
        """Until every queued clip has been heard (True) or ``cancel`` is set (False)."""
        while not self._idle.wait(0.02):
            if cancel is not None and cancel.is_set():
                return False
        # The last samples are still in the device's buffer: wait them out too.
        with self._lock:
            heard_at = self._handed_over_at + DEVICE_BUFFER_SECONDS
        while (left := heard_at - time.monotonic()) > 0:
            if cancel is not None and cancel.wait(min(left, 0.02)):
                return False
            if cancel is None:
                time.sleep(left)
        return True

    def stop(self) -> None:
        """Silence now: what is queued is dropped."""
        with self._lock:
            self._queue.clear()
            self._position = 0
            self._handed_over_at = 0.0
            self._idle.set()

    def close(self) -> None:
        self.stop()
        self._device.close()

    def __enter__(self) -> SoundPlayer:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _samples(self) -> Generator[array.array[int], int, None]:
        # miniaudio sends how many frames it needs and plays what is yielded; silence
        # fills the gaps, so the device runs steadily between clips.
        required: int = yield array.array("h")
        while True:
            out = array.array("h")
            with self._lock:
                while len(out) < required and self._queue:
                    clip = self._queue[0]
                    if self.first_sound_at is None:
                        self.first_sound_at = time.monotonic()
                    take = clip[self._position : self._position + required - len(out)]
                    out.extend(take)
                    self._position += len(take)
                    if self._position >= len(clip):
                        self._queue.popleft()
                        self._position = 0
                self.played_samples += len(out)
                if out and not self._queue:
                    self._handed_over_at = time.monotonic()
                if not self._queue:
                    self._idle.set()
            if len(out) < required:
                out.extend([0] * (required - len(out)))
            required = yield out
