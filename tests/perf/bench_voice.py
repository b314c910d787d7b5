"""Voice (issue 28), with the tiny Qwen3-TTS of ``tests.support.tiny_voice``:

- ``voice_first_audio``: an answer read aloud, from asking to its first sound through
  the speech host and the player (miniaudio's null device), against raw ``llama-tts``
  making the same first sentence alone; interleaved medians (target: at most +100 ms).
- ``voice_window_first_audio``: the same in the real window: an answer's Read aloud
  pressed to its first sound, against raw ``llama-tts`` (target: at most +100 ms).
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


def _raw(program: Path, model: Path, projector: Path, folder: Path,
         threads: int | None = 1) -> float:
    """Raw llama-tts making the first sentence, to its WAV (None: llama.cpp's threads,
    as the window's speech host uses)."""
    first = sentences_to_speak(ANSWER)[0]
    out = folder / "raw.wav"
    command = [str(program), "-m", str(model), "--mmproj", str(projector), "-p", first,
               "--output", str(out), "-n", str(max_frames(first))]  # fmt: skip
    if threads is not None:
        command += ["--threads", str(threads)]
    began = time.perf_counter()
    subprocess.run(command, capture_output=True, check=True, timeout=120)
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


# --- the window: a press of an answer's Read aloud to its first sound ------------------


def voice_window_first_audio() -> list[str]:
    """In the real window (offscreen), an answer's Read aloud pressed: from the press to
    the first sound in the player (miniaudio's null device), against raw ``llama-tts``
    making the same first sentence with the same threads; interleaved medians."""
    from tests.gui.voice_helpers import open_saved_answer
    from tests.perf.bench_gui import isolated_app_dirs, main_window, wait_until

    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-voice-") as root, \
            isolated_app_dirs():  # fmt: skip
        os.environ[SOUND_OUTPUT_ENV] = "null"
        models = write_tiny_voice_models(Path(root))
        runtime = find_runtime()
        program = speech_program(runtime)
        with main_window() as window:
            settings = window.services.settings
            settings.model_folders = [str(models["speech"].parent)]
            settings.speech_model = str(models["speech"])
            answer = open_saved_answer(window, wait_until, ANSWER)
            chat = window.chat_view

            def through_the_window() -> float:
                before = chat.read_aloud.last_result
                pressed = time.monotonic()
                answer.read_aloud_button.click()
                wait_until(window.services.voice.sound_playing, "the first sound")
                answer.read_aloud_button.click()  # heard: stop, the rest is not measured
                wait_until(lambda: chat.read_aloud.last_result is not before, "the read's end")
                result = chat.read_aloud.last_result
                assert result is not None and result.first_sound_after is not None
                return (result.began_at + result.first_sound_after - pressed) * 1000

            def raw() -> float:
                return _raw(program, models["speech"], models["speech_projector"], Path(root),
                            threads=None)  # fmt: skip

            raw()  # warm-up: the OS file cache
            window_ms, raw_ms = interleaved_medians(ROUNDS, through_the_window, raw)
    return [f"voice_window_first_audio_added_ms: {window_ms - raw_ms:.0f} (target <= 100; "
            f"Read aloud pressed to first sound {window_ms:.0f} ms in the window, raw "
            f"llama-tts {raw_ms:.0f} ms for the same first sentence, median of {ROUNDS})"]


BENCHMARKS["voice_window_first_audio"] = voice_window_first_audio
