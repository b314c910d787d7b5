"""The microphone: what is said between start and stop, handed back as a WAV in memory.

miniaudio, as for playing (see sound_output: one self-contained library, no system
packages on Windows or Linux). It records 16-bit mono at 16 kHz, the rate listening
models hear at (Whisper-style encoders), so nothing is resampled on the way. The
microphone is open only between ``SoundRecorder()`` and ``stop``/``cancel``; what it
heard stays in memory, for the caller to transcribe, and is never written by this module.

``LLAMADESK_SOUND_INPUT`` stands in for a microphone, as ``LLAMADESK_SOUND_OUTPUT=null``
does for speakers (the tests' way in):
- a path to a WAV file: the microphone hears that file, in real time from the moment
  recording starts, then silence (stopped early, a recording has the file's start);
- ``null``: miniaudio's null device, which hears silence in real time;
- ``none``: no microphone at all, as on a computer without one.
"""

from __future__ import annotations

import array
import io
import os
import threading
import time
import wave
from collections.abc import Generator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop.core.errors import LlamaDeskError

SOUND_INPUT_ENV = "LLAMADESK_SOUND_INPUT"
RECORDING_RATE = 16_000
NO_MICROPHONE = (
    "No microphone can be used: this computer has none LlamaDesk can open. Plug one in "
    "(or turn it on, or let apps use it in the system's privacy settings), then try again."
)
NOTHING_HEARD = (
    "Nothing was heard: the recording was silent or too short. Check that the microphone "
    "is on and not muted, then press the microphone, speak, and press it again."
)
# Shorter than this is a click, not something said.
SHORTEST_SPEECH_S = 0.3
# The loudest sample must reach this share of full scale (about -40 dBFS): a room's
# hiss through a working microphone stays well below it, speech goes far above.
SILENCE_PEAK = 0.01
_FULL_SCALE = 32768


class SoundInputProblem(StrEnum):
    """Why nothing could be recorded: a ``SoundInputError``'s kind."""

    NO_MICROPHONE = "no_microphone"
    NOTHING_HEARD = "nothing_heard"  # silent or too short
    STAND_IN_NOT_16_BIT = "stand_in_not_16_bit"  # ``path``: the recording standing in
    STAND_IN_UNREADABLE = "stand_in_unreadable"  # ``path``


class SoundInputError(LlamaDeskError):
    """Nothing can be recorded here (no microphone), or the recording holds no speech.
    ``problem`` says which as a kind (None when made with a message only); ``path`` is
    the recording standing in for the microphone, where it is the one at fault."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: SoundInputProblem | None = None,
        path: Path | None = None,
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.path = path


@dataclass(frozen=True)
class Recording:
    """What the microphone heard: a complete WAV (16-bit PCM) and how it sounds."""

    wav: bytes
    seconds: float
    peak: float  # the loudest sample, 0 (silence) to 1 (full scale)

    @property
    def heard_something(self) -> bool:
        """Whether this is worth transcribing: long enough and louder than silence."""
        return self.seconds >= SHORTEST_SPEECH_S and self.peak >= SILENCE_PEAK


def _wav(frames: bytes, rate: int, channels: int = 1) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(frames)
    return buffer.getvalue()


def peak_of(frames: bytes) -> float:
    samples = array.array("h")
    samples.frombytes(frames[: len(frames) - len(frames) % 2])
    if not samples:
        return 0.0
    return max(max(samples), -min(samples)) / _FULL_SCALE


class SoundRecorder:
    """One recording from the microphone, running from construction until ``stop``.

    ``seconds`` and ``stop`` may be called from any thread; the device adds what it
    hears on its own thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._frames = bytearray()
        self._began = time.monotonic()
        self._stopped = False
        self._file: tuple[bytes, int, int] | None = None  # frames, rate, channels
        self._device: object | None = None
        stand_in = os.environ.get(SOUND_INPUT_ENV, "").strip()
        if stand_in.lower() == "none":
            raise SoundInputError(
                NO_MICROPHONE,
                details=f"{SOUND_INPUT_ENV}=none",
                problem=SoundInputProblem.NO_MICROPHONE,
            )
        if stand_in and stand_in.lower() != "null":
            self._file = _read_stand_in(Path(stand_in))
            return
        self._open_device(null=stand_in.lower() == "null")

    def _open_device(self, *, null: bool) -> None:
        import miniaudio  # loaded on first use: only voice needs it

        backends = [miniaudio.Backend.NULL] if null else None
        try:
            device = miniaudio.CaptureDevice(
                input_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=RECORDING_RATE, backends=backends, app_name="LlamaDesk")
        except miniaudio.MiniaudioError as error:
            raise SoundInputError(
                NO_MICROPHONE, details=repr(error), problem=SoundInputProblem.NO_MICROPHONE
            ) from error
        feed = self._listen()
        next(feed)
        self._began = time.monotonic()
        try:
            device.start(feed)
        except miniaudio.MiniaudioError as error:
            device.close()
            raise SoundInputError(
                NO_MICROPHONE, details=repr(error), problem=SoundInputProblem.NO_MICROPHONE
            ) from error
        self._device = device

    @property
    def seconds(self) -> float:
        """How long it has been recording (what is heard so far)."""
        if self._file is not None:
            return time.monotonic() - self._began
        with self._lock:
            return len(self._frames) / 2 / RECORDING_RATE

    def heard_so_far(self) -> tuple[bytes, int, int]:
        """What it has heard until now (frames, rate, channels); it goes on recording."""
        if self._file is not None:
            frames, rate, channels = self._file
            heard = int(max(0.0, time.monotonic() - self._began) * rate) * 2 * channels
            taken = frames[:heard]
            return taken + bytes(max(0, heard - len(taken))), rate, channels
        with self._lock:
            return bytes(self._frames), RECORDING_RATE, 1

    def stop(self) -> Recording:
        """Close the microphone and hand back what it heard."""
        # After a stand-in file's end it hears silence, as a microphone would.
        frames, rate, channels = self.heard_so_far()
        self._close()
        return Recording(_wav(frames, rate, channels), len(frames) / 2 / channels / rate,
                         peak_of(frames))

    def cancel(self) -> None:
        """Close the microphone and forget what it heard."""
        self._close()
        with self._lock:
            self._frames.clear()

    def _close(self) -> None:
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            device, self._device = self._device, None
        if device is not None:
            device.close()  # type: ignore[attr-defined]

    def _listen(self) -> Generator[None, bytes | bytearray, None]:
        while True:
            data = yield
            with self._lock:
                if not self._stopped:
                    self._frames.extend(data)


def speech_ended(frames: bytes, rate: int, channels: int, pause_s: float) -> bool:
    """Whether someone spoke and has since paused for ``pause_s``: the recording holds
    at least ``SHORTEST_SPEECH_S`` before the pause, louder than silence somewhere, and
    the last ``pause_s`` is all below it. How hands-free knows a question is done."""
    bytes_per_second = rate * channels * 2
    pause = int(pause_s * bytes_per_second) // (2 * channels) * (2 * channels)
    before, after = frames[: len(frames) - pause], frames[len(frames) - pause:]
    if len(frames) < pause or len(before) < SHORTEST_SPEECH_S * bytes_per_second:
        return False
    return peak_of(before) >= SILENCE_PEAK and peak_of(after) < SILENCE_PEAK


def _read_stand_in(path: Path) -> tuple[bytes, int, int]:
    try:
        with wave.open(str(path), "rb") as sound:
            if sound.getsampwidth() != 2:
                raise SoundInputError(
                    f"The recording standing in for the microphone ({path}) is not 16-bit.",
                    problem=SoundInputProblem.STAND_IN_NOT_16_BIT,
                    path=path,
                )
            return sound.readframes(sound.getnframes()), sound.getframerate(), sound.getnchannels()
    except (OSError, EOFError, wave.Error) as error:
        raise SoundInputError(
            f"The recording standing in for the microphone ({path}) could not be read.",
            details=repr(error),
            problem=SoundInputProblem.STAND_IN_UNREADABLE,
            path=path,
        ) from error
