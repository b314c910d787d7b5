"""The listening model: speech made into text by a llama-server with an audio projector.

A chat model whose projector has an audio encoder (Voxtral, Ultravox, Qwen2-Audio,
Gemma 3n/4) transcribes through llama-server's ``POST /v1/audio/transcriptions``
(OpenAI's shape: a multipart form with the file). It is one more hosted model beside
the chat model, with the same guarantees, as ``LlamaServer`` gives them (a child that
dies with the app, recorded for the orphan sweep, on loopback behind a fresh key),
started on first need, stopped once unused for ``LISTENING_IDLE_STOP_S`` (started
again on the next recording) and at exit.

It runs on the processor for now: where it goes beside the chat model on a card is the
load plan's decision, which does not plan two models yet.

Threads: ``start``, ``transcribe`` and ``stop`` come from one thread (the window's host
thread, or a command's main thread); ``shut_down`` may come from any thread.
"""

from __future__ import annotations

import enum
import logging
import mimetypes
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.host.hosted_server import HostedServer
from desktop.core.models.speech_models import check_listening_model
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.loader import child_environment
from desktop.core.runtime.server import LlamaServer

_log = logging.getLogger(__name__)
TRANSCRIPTION_PATH = "/v1/audio/transcriptions"
# Room for the audio (Whisper-style encoders give a few hundred positions for 30
# seconds) and a transcript of it.
LISTENING_CONTEXT = 8192
# Audio files the server decodes itself (miniaudio inside libmtmd).
AUDIO_SUFFIXES = (".wav", ".mp3", ".flac")
# A listening model holds from hundreds of megabytes to gigabytes the chat model could
# use; a person who spoke once may not speak again for a long while. Five minutes of
# quiet give it back; the next recording starts it again while the person speaks.
LISTENING_IDLE_STOP_S = 300.0


class TranscriptionProblem(enum.Enum):
    """Why audio could not be made into text, for words in another language than the
    message's English (the figures each kind carries are named beside it)."""

    CLOSING = "the app is closing"
    NOT_RUNNING = "no listening model is running"
    NOT_READ = "the recording could not be read"  # ``file``, ``reason``
    NOT_SOUND = "not a sound file this can read"  # ``file``
    NO_ANSWER = "the listening model did not answer"
    REFUSED = "the listening model could not transcribe"  # ``file``, ``reason``
    NO_TRANSCRIPT = "the listening model answered without a transcript"


class TranscriptionError(LlamaDeskError):
    """The audio could not be made into text; the message says why. ``problem`` is the
    kind (None when made with a message only) and its figures: ``file`` the recording's
    name, ``reason`` the system's or the listening server's own words."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: TranscriptionProblem | None = None,
        file: str = "",
        reason: str = "",
    ) -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.file = file
        self.reason = reason


@dataclass(frozen=True)
class ListeningEndpoint:
    base_url: str
    api_key: str
    model_path: Path
    projector_path: Path


@dataclass(frozen=True)
class Transcript:
    text: str
    seconds: float  # how long the request took
    model_name: str


class ListeningHost:
    """Starts, keeps and stops the one listening server, and transcribes with it."""

    def __init__(
        self,
        runtime_for_load: Callable[[], Runtime],
        *,
        idle_stop_s: float | None = LISTENING_IDLE_STOP_S,
    ) -> None:
        # Asked at each start, so a runtime picked in Settings meanwhile is used.
        self._runtime_for_load = runtime_for_load
        self._hosted: HostedServer[ListeningEndpoint] = HostedServer(
            lambda: TranscriptionError(
                "The app is closing; nothing can be transcribed now.",
                problem=TranscriptionProblem.CLOSING,
            ),
            idle_stop_s=idle_stop_s,
        )

    @property
    def endpoint(self) -> ListeningEndpoint | None:
        """Where the listening model answers now; None when none runs (or it died)."""
        return self._hosted.endpoint

    def start(
        self,
        model_path: Path,
        projector_path: Path | None = None,
        *,
        cancel: threading.Event | None = None,
    ) -> ListeningEndpoint:
        """The listening server for ``model_path``, started unless it already runs (the
        projector is found beside the model when not given). Raises LlamaDeskError."""
        running = self.endpoint
        if running is not None and running.model_path == model_path and (
            projector_path is None or running.projector_path == projector_path
        ):
            return running
        self.stop()
        self._hosted.check_open()
        projector = check_listening_model(model_path, projector_path)
        runtime = self._runtime_for_load()
        options = LaunchOptions(
            model_path=model_path,
            context=LISTENING_CONTEXT,
            mmproj_path=projector,
            parallel=1,
            alias=model_path.stem,
        )
        server = LlamaServer(runtime.server_path, options, env=child_environment(runtime, ()))
        server.start(cancel=cancel)
        endpoint = ListeningEndpoint(server.base_url, server.api_key, model_path, projector)
        self._hosted.keep(server, endpoint)
        _log.info("listening model %s ready", model_path.name)
        return endpoint

    def transcribe(
        self,
        audio: Path,
        *,
        language: str | None = None,
        max_tokens: int | None = None,
        timeout: float = 600.0,
    ) -> Transcript:
        """The text spoken in ``audio`` (WAV, MP3 or FLAC), from the running listening
        model; greedy, as a transcript should be. Raises TranscriptionError in words."""
        # In use from here: an idle stop cannot end the server under the request.
        with self._hosted.in_use():
            return self._transcribe(audio, language, max_tokens, timeout)

    def _transcribe(
        self, audio: Path, language: str | None, max_tokens: int | None, timeout: float
    ) -> Transcript:
        endpoint = self.endpoint
        if endpoint is None:
            raise TranscriptionError(
                "No listening model is running.", problem=TranscriptionProblem.NOT_RUNNING
            )
        try:
            data = audio.read_bytes()
        except OSError as error:
            reason = str(error.strerror or error)
            raise TranscriptionError(
                f"The recording {audio} could not be read: {reason}.",
                problem=TranscriptionProblem.NOT_READ,
                file=audio.name,
                reason=reason,
            ) from error
        if audio.suffix.lower() not in AUDIO_SUFFIXES:
            raise TranscriptionError(
                f"{audio.name} is not a sound file this can read: give a WAV, MP3 or FLAC file.",
                problem=TranscriptionProblem.NOT_SOUND,
                file=audio.name,
            )
        fields = {"response_format": "json", "temperature": "0"}
        if language:
            fields["language"] = language
        if max_tokens is not None:
            fields["max_tokens"] = str(max_tokens)
        kind = mimetypes.guess_type(audio.name)[0] or "application/octet-stream"
        began = time.monotonic()
        answer = _post(endpoint, (audio.name, data, kind), fields, timeout)
        return Transcript(answer.strip(), time.monotonic() - began, endpoint.model_path.stem)

    def stop(self) -> None:
        """Stop the listening server, if one runs."""
        self._hosted.stop()

    def shut_down(self) -> None:
        """Refuse new starts and stop the server now. Thread-safe; at app exit."""
        self._hosted.shut_down()


def _post(
    endpoint: ListeningEndpoint,
    file: tuple[str, bytes, str],
    fields: dict[str, str],
    timeout: float,
) -> str:
    import httpx  # deferred: importing it costs the window's start ~70 ms

    headers = {"Authorization": f"Bearer {endpoint.api_key}"}
    # trust_env=False: a proxy from the environment must never see local traffic.
    try:
        with httpx.Client(base_url=endpoint.base_url, timeout=timeout, trust_env=False) as client:
            response = client.post(
                TRANSCRIPTION_PATH, headers=headers, files={"file": file}, data=fields
            )
    except httpx.HTTPError as error:
        raise TranscriptionError(
            f"The listening model did not answer ({type(error).__name__}): is it still running?",
            problem=TranscriptionProblem.NO_ANSWER,
        ) from error
    try:
        body = response.json()
    except ValueError:
        body = None
    if response.status_code != 200 or not isinstance(body, dict):
        message = _error_message(body) or f"HTTP {response.status_code}"
        raise TranscriptionError(
            f"The listening model could not transcribe {file[0]}: {message}.",
            response.text[:2000],
            problem=TranscriptionProblem.REFUSED,
            file=file[0],
            reason=message,
        )
    text = body.get("text")
    if not isinstance(text, str):
        raise TranscriptionError(
            "The listening model answered without a transcript.",
            problem=TranscriptionProblem.NO_TRANSCRIPT,
        )
    return text


def _error_message(body: object) -> str | None:
    if isinstance(body, dict) and isinstance(body.get("error"), dict):
        message = body["error"].get("message")
        return str(message).rstrip(".") if message else None
    return None
