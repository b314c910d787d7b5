"""Voice (issue 28), with the tiny Qwen3-TTS of ``tests.support.tiny_voice``:

- ``voice_first_audio``: an answer read aloud, from asking to its first sound through
  the speech host and the player (miniaudio's null device), against raw ``llama-tts``
  making the same first sentence alone; interleaved medians (target: at most +100 ms).
- ``voice_real_time``: speech made vs played on this machine (for the record): how many
  seconds of sound one second of making gives.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from desktop.core.host.speech_host import SpeechHost, max_frames, speech_program
from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.runtime.discovery import find_runtime
from desktop.core.sound_output import SOUND_OUTPUT_ENV, SoundPlayer
from tests.perf.interleaved import interleaved_medians
from tests.support.tiny_voice import write_tiny_voice_models

ROUNDS = 7
ANSWER = ("The lake is north of the village. Walk past the church, then take the path "
          "through the woods. It takes about twenty minutes.")


def _through_the_app(host: SpeechHost) -> float:
    cancel = threading.Event()
    began = time.monotonic()  # the player's clock
    player: SoundPlayer | None = None
    try:
        for sentence in host.speak(ANSWER, cancel=cancel):
            player = player or SoundPlayer(sentence.sample_rate)
            player.play(sentence.wav)
            while player.first_sound_at is None:
                time.sleep(0.001)
            cancel.set()  # the first sound is what is measured
    finally:
        if player is not None:
            player.close()
    assert player is not None and player.first_sound_at is not None
    return (player.first_sound_at - began) * 1000


def _raw(program: Path, model: Path, projector: Path, folder: Path) -> float:
    first = sentences_to_speak(ANSWER)[0]
    out = folder / "raw.wav"
    began = time.perf_counter()
    subprocess.run([str(program), "-m", str(model), "--mmproj", str(projector), "-p", first,
                    "--output", str(out), "-n", str(max_frames(first)), "--threads", "1"],
                   capture_output=True, check=True, timeout=120)  # fmt: skip
    return (time.perf_counter() - began) * 1000


def _speech_setup(folder: Path) -> tuple[SpeechHost, Path, Path, Path]:
    os.environ[SOUND_OUTPUT_ENV] = "null"
    models = write_tiny_voice_models(folder)
    runtime = find_runtime()
    host = SpeechHost(lambda: runtime, threads=1)
    host.load(models["speech"], models["speech_projector"])
    return host, speech_program(runtime), models["speech"], models["speech_projector"]


def voice_first_audio() -> list[str]:
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-voice-") as root:
        host, program, model, projector = _speech_setup(Path(root))
        try:
            _raw(program, model, projector, Path(root))  # warm-up: the OS file cache
            app_ms, raw_ms = interleaved_medians(
                ROUNDS, lambda: _through_the_app(host),
                lambda: _raw(program, model, projector, Path(root)))
        finally:
            host.shut_down()
    return [f"voice_first_audio_added_ms: {app_ms - raw_ms:.0f} (target <= 100; first sound "
            f"{app_ms:.0f} ms through the app, raw llama-tts {raw_ms:.0f} ms for the same "
            f"first sentence, median of {ROUNDS})"]


def voice_real_time() -> list[str]:
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-voice-") as root:
        host, *_ = _speech_setup(Path(root))
        try:
            made = played = 0.0
            for sentence in host.speak(ANSWER):
                made += sentence.made_in
                played += sentence.seconds
        finally:
            host.shut_down()
    return [f"voice_real_time_factor: {played / made:.2f} (for the record: seconds of speech "
            f"per second of making, tiny Qwen3-TTS, 1 thread; {played:.1f} s made in "
            f"{made:.1f} s)"]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {
    "voice_first_audio": voice_first_audio,
    "voice_real_time": voice_real_time,
}
