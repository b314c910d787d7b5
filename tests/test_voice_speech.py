"""Speech through the app's own path: the real llama-tts with the tiny Qwen3-TTS, sentence
by sentence, stopped at once when asked, and no child left behind."""

from __future__ import annotations

import io
import shutil
import threading
import time
import wave
from pathlib import Path

import psutil
import pytest

from desktop.core.host.speech_host import (
    SpeechError,
    SpeechHost,
    SpokenSentence,
    max_frames,
    speech_program,
)
from desktop.core.models.speech_models import SpeechModelError
from desktop.core.runtime.build_outputs import SPEECH_PROGRAM_NAME, speech_program_beside
from desktop.core.runtime.discovery import Runtime, find_runtime
from tests.support.tiny_voice import (
    QWEN3TTS_SAMPLE_RATE,
    QWEN3TTS_SAMPLES_PER_FRAME,
    )

pytestmark = pytest.mark.server

STOP_LIMIT_S = 0.5


@pytest.fixture
def host(
    llama_server_path: Path, voice: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> SpeechHost:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    # One thread: llama.cpp's threads wait by spinning, which costs most on a busy machine.
    speech = SpeechHost(find_runtime, threads=1)
    speech.load(voice["speech"])
    return speech


def _samples(sentence: SpokenSentence) -> int:
    with wave.open(io.BytesIO(sentence.wav), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        assert sound.getframerate() == QWEN3TTS_SAMPLE_RATE
        return sound.getnframes()


def _speech_children() -> list[psutil.Process]:
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if child.name() == SPEECH_PROGRAM_NAME and child.status() != psutil.STATUS_ZOMBIE:
                found.append(child)
        except psutil.NoSuchProcess:
            continue
    return found


def test_the_runtime_has_llama_tts(llama_server_path: Path) -> None:
    program = speech_program_beside(llama_server_path)
    assert program is not None and program.name == SPEECH_PROGRAM_NAME


def test_each_sentence_is_a_valid_wav_of_the_expected_rate_and_length(host: SpeechHost) -> None:
    began = time.monotonic()
    spoken = list(host.speak("Hi there. Bye!"))
    elapsed = time.monotonic() - began
    assert [sentence.text for sentence in spoken] == ["Hi there.", "Bye!"]
    for sentence in spoken:
        # The tiny talker never ends by itself: each sentence takes all the frames its
        # length allows, 1,920 samples (80 ms at 24 kHz) each.
        frames = max_frames(sentence.text)
        assert _samples(sentence) == frames * QWEN3TTS_SAMPLES_PER_FRAME
        assert sentence.seconds == pytest.approx(frames * 0.08)
        assert sentence.sample_rate == QWEN3TTS_SAMPLE_RATE
        assert 0 < sentence.made_in < elapsed
    # Plausible for a sentence: a couple of seconds, not silence and not a minute.
    assert 1.5 < spoken[0].seconds < 5


def test_the_first_sentence_is_ready_before_the_last_is_made(host: SpeechHost) -> None:
    arrivals: list[float] = []
    spoken: list[SpokenSentence] = []
    for sentence in host.speak("One. Two. Three."):
        arrivals.append(time.monotonic())
        spoken.append(sentence)
    assert [sentence.text for sentence in spoken] == ["One.", "Two.", "Three."]
    assert [sentence.index for sentence in spoken] == [0, 1, 2]
    # The last sentence was still being made when the first one was handed over.
    last_began = arrivals[-1] - spoken[-1].made_in
    assert arrivals[0] < last_began


@pytest.mark.parametrize("how", ["cancel", "stop"])
def test_speech_stops_within_half_a_second_and_leaves_no_child(
    host: SpeechHost, how: str
) -> None:
    cancel = threading.Event()
    spoken: list[SpokenSentence] = []
    ended = threading.Event()
    failures: list[BaseException] = []

    def speak() -> None:
        try:
            spoken.extend(
                host.speak("A long first sentence to be made. A second one. A third.",
                           cancel=cancel)
            )
        except BaseException as error:  # handed to the test
            failures.append(error)
        finally:
            ended.set()

    speaker = threading.Thread(target=speak, name="test-speaker")
    speaker.start()
    deadline = time.monotonic() + 60
    while not _speech_children() and time.monotonic() < deadline and not ended.is_set():
        time.sleep(0.01)
    assert _speech_children(), "llama-tts never started"
    asked = time.monotonic()
    if how == "cancel":
        cancel.set()
    else:
        host.stop()
    assert ended.wait(STOP_LIMIT_S), "speech did not stop within half a second"
    stopped_in = time.monotonic() - asked
    speaker.join()
    assert not failures
    assert not _speech_children()
    assert stopped_in < STOP_LIMIT_S
    assert spoken == []  # stopped inside the first sentence: nothing half-made handed on
    # The host speaks again afterwards.
    assert [sentence.text for sentence in host.speak("Again.")] == ["Again."]


def test_a_voice_sample_and_a_language(host: SpeechHost, tmp_path: Path) -> None:
    sample = tmp_path / "sample.wav"
    sample.write_bytes(next(iter(host.speak("Sample."))).wav)
    spoken = list(host.speak("Guten Tag.", voice=sample, language="de"))
    assert _samples(spoken[0]) == max_frames("Guten Tag.") * QWEN3TTS_SAMPLES_PER_FRAME
    with pytest.raises(SpeechModelError, match="does not speak 'xx'"):
        list(host.speak("Hello.", language="xx"))
    with pytest.raises(SpeechModelError, match="was not found"):
        list(host.speak("Hello.", voice=tmp_path / "missing.wav"))
    assert list(host.speak("```\nprint(1)\n```")) == []  # only code: nothing to say


def test_pocket_tts_speaks_in_the_voice_of_its_sample(
    host: SpeechHost, voice: dict[str, Path]
) -> None:
    host.load(voice["pocket_speech"])
    with pytest.raises(SpeechModelError, match="only in the voice of a sample"):
        list(host.speak("Hello there."))
    spoken = list(host.speak("Hello there. Bye!", voice=voice["pocket_voice"]))
    assert [sentence.text for sentence in spoken] == ["Hello there.", "Bye!"]
    for sentence in spoken:
        samples = _samples(sentence)
        # Whole frames of 1,920 samples, as many as -n allows or Pocket TTS's own budget
        # for the text (the tiny model never ends by itself), never nothing.
        assert samples % QWEN3TTS_SAMPLES_PER_FRAME == 0
        assert 0 < samples <= max_frames(sentence.text) * QWEN3TTS_SAMPLES_PER_FRAME


def test_a_damaged_voice_sample_is_said_in_words(host: SpeechHost, tmp_path: Path) -> None:
    sample = tmp_path / "noise.wav"
    sample.write_bytes(b"RIFF0000WAVE not really")
    with pytest.raises(SpeechError, match="voice sample could not be read"):
        list(host.speak("Hello.", voice=sample))
    assert not _speech_children()


def test_a_runtime_without_llama_tts_says_how_to_get_it(
    llama_server_path: Path, tmp_path: Path
) -> None:
    old = tmp_path / "old-runtime"
    old.mkdir()
    shutil.copy2(llama_server_path, old / llama_server_path.name)
    with pytest.raises(SpeechError) as refused:
        speech_program(Runtime(old / llama_server_path.name, "env"))
    assert "llamadesk runtime install" in refused.value.message
    assert "\n" not in refused.value.message
