"""Transcription through the app's own path: the real llama-server with the tiny listening
model and its Ultravox projector, asked over /v1/audio/transcriptions with its key."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import psutil
import pytest

from desktop.core.host.listening_host import ListeningHost, TranscriptionError
from desktop.core.models.speech_models import SpeechModelError
from desktop.core.runtime.discovery import find_runtime
from tests.support.sound_files import tone

pytestmark = pytest.mark.server


@pytest.fixture
def host(llama_server_path: Path, monkeypatch: pytest.MonkeyPatch) -> ListeningHost:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    return ListeningHost(find_runtime)



def test_a_recording_is_transcribed_through_the_listening_server(
    host: ListeningHost, voice: dict[str, Path], tmp_path: Path
) -> None:
    try:
        endpoint = host.start(voice["listening"])
        assert endpoint.projector_path == voice["listening_projector"]
        assert host.start(voice["listening"]) is endpoint  # already running: kept
        first = host.transcribe(tone(tmp_path / "tone.wav"), max_tokens=8)
        # Random weights say gibberish, but it is text, and greedy: the same every time.
        assert isinstance(first.text, str) and first.text
        assert first.model_name == "tiny-listening"
        assert host.transcribe(tmp_path / "tone.wav", max_tokens=8).text == first.text
        # A language is passed on; 24 kHz is resampled by the server itself.
        other = host.transcribe(tone(tmp_path / "hi.wav", rate=24_000), language="en",
                                max_tokens=4)
        assert isinstance(other.text, str)
        # The server is ours alone: without its key, nothing.
        with httpx.Client(trust_env=False, timeout=30) as client:
            refused = client.post(
                f"{endpoint.base_url}/v1/audio/transcriptions",
                files={"file": ("tone.wav", (tmp_path / "tone.wav").read_bytes(), "audio/wav")},
            )
        assert refused.status_code == 401
    finally:
        host.shut_down()
    assert host.endpoint is None


def test_what_cannot_be_transcribed_is_said_in_words(
    host: ListeningHost, voice: dict[str, Path], tmp_path: Path
) -> None:
    with pytest.raises(TranscriptionError, match="No listening model is running"):
        host.transcribe(tone(tmp_path / "tone.wav"))
    with pytest.raises(SpeechModelError, match="not a model that listens"):
        host.start(voice["speech"])
    try:
        host.start(voice["listening"], voice["listening_projector"])
        noise = tmp_path / "noise.wav"
        noise.write_bytes(b"this is no sound file")
        with pytest.raises(TranscriptionError, match="could not transcribe noise"):
            host.transcribe(noise)
        with pytest.raises(TranscriptionError, match="not a sound file"):
            host.transcribe(voice["listening"])
    finally:
        host.shut_down()
    with pytest.raises(TranscriptionError, match="closing"):
        host.start(voice["listening"])


def test_an_idle_listening_model_is_stopped_and_started_again_on_the_next_recording(
    llama_server_path: Path, voice: dict[str, Path], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    host = ListeningHost(find_runtime, idle_stop_s=2.0)
    recording = tone(tmp_path / "tone.wav")
    try:
        first = host.start(voice["listening"])
        first_pid = _server_pid(first.base_url)
        host.transcribe(recording, max_tokens=4)
        time.sleep(1.2)  # used again before the idle time is up: it stays
        host.transcribe(recording, max_tokens=4)
        time.sleep(1.2)
        assert host.endpoint is first
        deadline = time.monotonic() + 10
        while host.endpoint is not None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert host.endpoint is None  # idle for 2 s: stopped ...
        while psutil.pid_exists(first_pid) and time.monotonic() < deadline:
            time.sleep(0.1)  # (stopped on the timer's thread, with the grace stop allows)
        assert not psutil.pid_exists(first_pid)  # ... the process too, not just forgotten
        with pytest.raises(TranscriptionError, match="No listening model is running"):
            host.transcribe(recording)
        again = host.start(voice["listening"])  # the next recording starts it again
        assert again is not first and _server_pid(again.base_url) != first_pid
        assert host.transcribe(recording, max_tokens=4).text
    finally:
        host.shut_down()
    assert host.endpoint is None


def _server_pid(base_url: str) -> int:
    """The llama-server child of this test listening at ``base_url``."""
    port = base_url.rsplit(":", 1)[1]
    for child in psutil.Process().children(recursive=True):
        command = child.cmdline()
        if "--port" in command and command[command.index("--port") + 1] == port:
            return child.pid
    raise AssertionError(f"no child of this test listens on {base_url}")
