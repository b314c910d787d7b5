"""The speech model: text read aloud by llama.cpp's ``llama-tts``, sentence by sentence.

llama-server has no speech output, and ``llama-tts`` speaks one text per run and exits,
so each sentence is one ``llama-tts`` child: started like llama-server (the shared
spawner, so it dies with the app; a record for the orphan sweep), its output drained,
and stopped at once when speech is cancelled. A sentence's WAV is handed on as soon as
it is made, so the first sentence can play while the next is being made.

Each run loads the model again; the operating system keeps the file in its cache, so
after the first sentence that costs the graph set-up, not the disk (measured with the
tiny test model: about 0.3 s of a run).

Threads: ``speak`` runs on the caller's thread (the window's speech worker, a command's
main thread); ``stop`` and ``shut_down`` may come from any thread.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import math
import shutil
import subprocess
import tempfile
import threading
import time
import wave
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import psutil

from desktop.core import processes
from desktop.core.errors import LlamaDeskError
from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.models.speech_models import (
    SpeechModel,
    SpeechModelError,
    SpeechModelProblem,
    check_speech_model,
)
from desktop.core.runtime import lifetime
from desktop.core.runtime.build_outputs import SPEECH_PROGRAM_NAME, speech_program_beside
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.loader import child_environment
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind, classify_failure

_log = logging.getLogger(__name__)

# Both families make 12.5 frames of sound a second.
FRAMES_PER_SECOND = 12.5
# A bound on each sentence's length, so a model that never says "done" stops: people
# say about 14 characters a second; this allows half that pace, plus a second and a half.
_CHARACTERS_PER_SECOND_AT_MOST = 7.0
_EXTRA_SECONDS = 1.5
# How often a running child is checked for a stop request, and how long it gets to end
# before it is killed: together well inside the half second a stop may take.
_STOP_POLL_S = 0.02
_STOP_GRACE_S = 0.2
_LOG_LINES_KEPT = 60


class SpeechProblem(enum.Enum):
    """Why speaking failed, for words in another language than the message's English
    (the figures each kind carries are named beside it)."""

    NOT_LOADED = "no speech model is loaded"
    BUSY = "speech is already being made"
    CLOSING = "the app is closing"
    NO_PROGRAM = "the runtime has no llama-tts"  # ``folder``
    NOT_STARTED = "llama-tts could not be started"  # ``program``, ``reason``
    NO_SOUND_LEFT = "llama-tts left no readable sound"  # ``sentence`` (from 1)
    STOPPED = "llama-tts stopped before the sentence was spoken"  # ``exit_code``
    SERVER_FAILURE = "llama-tts failed as a server fails"  # ``failure``
    SAMPLE_UNREADABLE = "the voice sample could not be read"
    LANGUAGE_UNKNOWN = "the speech model does not speak the language"
    PROJECTOR_FAILED = "the speech model's projector could not be loaded"
    PROJECTOR_CANNOT_SPEAK = "the projector cannot make speech"
    MODEL_DAMAGED = "the speech model could not be loaded (damaged?)"
    NO_MEMORY = "the speech model could not be loaded (memory?)"


# What llama-tts prints when it fails, and what that means for the user.
_FAILURE_MARKERS = (
    ("failed to load speaker file", "The voice sample could not be read: give a WAV or MP3.",
     SpeechProblem.SAMPLE_UNREADABLE),
    ("unknown language", "This speech model does not speak the language asked for.",
     SpeechProblem.LANGUAGE_UNKNOWN),
    ("failed to load mmproj", "The speech model's projector could not be loaded.",
     SpeechProblem.PROJECTOR_FAILED),
    ("mmproj does not support audio generation", "The projector given cannot make speech.",
     SpeechProblem.PROJECTOR_CANNOT_SPEAK),
    ("failed to load model", "The speech model could not be loaded (a damaged file?).",
     SpeechProblem.MODEL_DAMAGED),
    ("failed to init model", "The speech model could not be loaded (not enough memory?).",
     SpeechProblem.NO_MEMORY),
)  # fmt: skip


class SpeechError(LlamaDeskError):
    """Speaking failed; the message says why in words. ``problem`` is the kind (None
    when made with a message only) and its figures: ``folder`` the runtime's folder,
    ``program`` llama-tts, ``reason`` the system's words, ``sentence`` the sentence's
    number (from 1), ``exit_code`` llama-tts's, ``failure`` the server failure it met."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: SpeechProblem | None = None,
        folder: Path | None = None,
        program: Path | None = None,
        reason: str = "",
        sentence: int = 0,
        exit_code: int | None = None,
        failure: ServerFailure | None = None,
    ) -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.folder = folder
        self.program = program
        self.reason = reason
        self.sentence = sentence
        self.exit_code = exit_code
        self.failure = failure


@dataclass(frozen=True)
class SpokenSentence:
    """One sentence made into sound."""

    index: int  # 0 for the first sentence of the text
    text: str
    wav: bytes  # a complete WAV file: 16-bit mono PCM
    sample_rate: int
    seconds: float  # how long it plays
    made_in: float  # seconds it took to make


def max_frames(sentence: str) -> int:
    """The most frames ``sentence`` may take (llama-tts ``-n``)."""
    seconds = _EXTRA_SECONDS + len(sentence) / _CHARACTERS_PER_SECOND_AT_MOST
    return math.ceil(seconds * FRAMES_PER_SECOND)


def speech_program(runtime: Runtime) -> Path:
    """The runtime's ``llama-tts``; raises SpeechError when it has none."""
    program = speech_program_beside(runtime.server_path)
    if program is None:
        raise SpeechError(
            f"The llama.cpp runtime in {runtime.server_path.parent} has no {SPEECH_PROGRAM_NAME} "
            "(it was built before speech was added): run `llamadesk runtime install` to add it.",
            problem=SpeechProblem.NO_PROGRAM,
            folder=runtime.server_path.parent,
        )
    return program


class SpeechHost:
    """Holds the chosen speech model and makes speech with it, one child at a time."""

    def __init__(
        self, runtime_for_load: Callable[[], Runtime], *, threads: int | None = None
    ) -> None:
        """``threads``: processor threads each run uses (None: llama.cpp's choice)."""
        # Asked at each text, so a runtime picked in Settings meanwhile is used.
        self._runtime_for_load = runtime_for_load
        self._threads = threads
        self._model: SpeechModel | None = None
        self._lock = threading.Lock()  # guards _child: stop comes from any thread
        self._child: subprocess.Popen[bytes] | None = None
        self._busy = threading.Lock()  # one text at a time
        self._stop = threading.Event()
        self._shutting_down = threading.Event()

    @property
    def model(self) -> SpeechModel | None:
        return self._model

    def load(self, model_path: Path, projector_path: Path | None = None) -> SpeechModel:
        """Check ``model_path`` (and its projector) from their headers and keep it as the
        voice to speak with. Raises SpeechModelError in one line."""
        self._model = check_speech_model(model_path, projector_path)
        return self._model

    def speak(
        self,
        text: str,
        *,
        voice: Path | None = None,
        language: str | None = None,
        cancel: threading.Event | None = None,
    ) -> Iterator[SpokenSentence]:
        """Speak ``text`` (an answer: thinking and code are skipped), yielding each
        sentence's sound as soon as it is made. Stops early, with no child left, when
        ``cancel`` is set, ``stop()`` is called or the caller stops iterating."""
        model = self._model
        if model is None:
            raise SpeechError("No speech model is loaded.", problem=SpeechProblem.NOT_LOADED)
        self._check_request(model, voice, language)
        sentences = sentences_to_speak(text)
        if not sentences:
            return
        runtime = self._runtime_for_load()
        program = speech_program(runtime)
        env = child_environment(runtime, ())
        if not self._busy.acquire(blocking=False):
            raise SpeechError(
                "Speech is already being made; stop it first.", problem=SpeechProblem.BUSY
            )
        self._stop.clear()
        folder = Path(tempfile.mkdtemp(prefix="llamadesk-speech-"))
        try:
            for index, sentence in enumerate(sentences):
                if self._stopped(cancel):
                    return
                began = time.monotonic()
                wav_path = folder / f"{index}.wav"
                command = self._command(program, model, sentence, wav_path, voice, language)
                if not self._run(command, program, env, cancel):
                    return
                yield _sentence(index, sentence, wav_path, time.monotonic() - began)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
            self._busy.release()

    def stop(self) -> None:
        """Stop the speech being made now (the child ends within half a second)."""
        self._stop.set()
        with self._lock:
            child = self._child
        if child is not None:
            processes.stop_tree(child, grace_s=_STOP_GRACE_S)

    def shut_down(self) -> None:
        """Refuse new speech and stop what runs. Thread-safe; at app exit."""
        self._shutting_down.set()
        self.stop()

    # --- one sentence ---------------------------------------------------------------

    def _check_request(self, model: SpeechModel, voice: Path | None, language: str | None) -> None:
        if self._shutting_down.is_set():
            raise SpeechError(
                "The app is closing; nothing can be spoken now.", problem=SpeechProblem.CLOSING
            )
        if voice is not None and not voice.is_file():
            raise SpeechModelError(
                f"The voice sample {voice} was not found.",
                problem=SpeechModelProblem.SAMPLE_NOT_FOUND,
                file_name=voice.name,
            )
        if voice is None and model.needs_voice_sample:
            raise SpeechModelError(
                f"{model.family} speaks only in the voice of a sample: give one (a WAV or "
                "MP3 of someone speaking).",
                problem=SpeechModelProblem.NEEDS_SAMPLE,
                family=model.family,
            )
        if language is not None and model.languages and language not in model.languages:
            raise SpeechModelError(
                f"{model.family} does not speak '{language}'; it speaks "
                f"{', '.join(model.languages)}.",
                problem=SpeechModelProblem.LANGUAGE_NOT_SPOKEN,
                family=model.family,
                language=language,
                languages=tuple(model.languages),
            )

    def _command(
        self,
        program: Path,
        model: SpeechModel,
        sentence: str,
        output: Path,
        voice: Path | None,
        language: str | None,
    ) -> list[str]:
        command = [
            str(program),
            "-m", str(model.model_path),
            "--mmproj", str(model.projector_path),
            "-p", sentence,
            "--output", str(output),
            "-n", str(max_frames(sentence)),
        ]  # fmt: skip
        if voice is not None:
            command += ["--tts-speaker-file", str(voice)]
        if language is not None and model.languages:
            command += ["--tts-lang", language]
        if self._threads is not None:
            command += ["--threads", str(self._threads)]
        return command

    def _stopped(self, cancel: threading.Event | None) -> bool:
        return (
            self._stop.is_set()
            or self._shutting_down.is_set()
            or (cancel is not None and cancel.is_set())
        )

    def _run(
        self,
        command: list[str],
        program: Path,
        env: dict[str, str],
        cancel: threading.Event | None,
    ) -> bool:
        """Run one llama-tts to its end: True when it made the sentence, False when it
        was stopped. Raises SpeechError when it failed."""
        try:
            child = lifetime.spawn_child(command, env=env)
        except OSError as error:
            reason = str(error.strerror or error)
            raise SpeechError(
                f"{program} could not be started ({reason}); reinstall the "
                "runtime with `llamadesk runtime install`.",
                problem=SpeechProblem.NOT_STARTED,
                program=program,
                reason=reason,
            ) from error
        with self._lock:
            self._child = child
        try:
            lifetime.record_child(child.pid, program)
        except (OSError, psutil.Error) as error:
            _log.warning("could not record child %s: %s", child.pid, error)
        lines: deque[str] = deque(maxlen=_LOG_LINES_KEPT)
        assert child.stdout is not None
        drain = threading.Thread(
            target=_drain, args=(child.stdout, lines), name=f"llama-tts-log-{child.pid}",
            daemon=True,
        )  # fmt: skip
        drain.start()
        stopped = False
        try:
            while child.poll() is None:
                if self._stopped(cancel):
                    processes.stop_tree(child, grace_s=_STOP_GRACE_S)
                    stopped = True
                    break
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(_STOP_POLL_S)
        except BaseException:
            processes.stop_tree(child, grace_s=_STOP_GRACE_S)
            raise
        finally:
            child.wait()
            drain.join(timeout=5.0)
            with contextlib.suppress(OSError):
                child.stdout.close()
            lifetime.forget_child(child.pid)
            with self._lock:
                self._child = None
        if stopped or self._stopped(cancel):
            return False
        if child.returncode != 0:
            raise _failure(child.returncode, list(lines), command)
        return True


def _drain(stream: IO[bytes], lines: deque[str]) -> None:
    for raw in iter(stream.readline, b""):
        lines.append(raw.decode("utf-8", errors="replace").rstrip("\r\n"))


def _sentence(index: int, text: str, wav_path: Path, made_in: float) -> SpokenSentence:
    try:
        data = wav_path.read_bytes()
        with wave.open(str(wav_path), "rb") as sound:
            rate, frames = sound.getframerate(), sound.getnframes()
    except (OSError, EOFError, wave.Error) as error:
        raise SpeechError(
            f"llama-tts finished but left no readable sound for sentence {index + 1} ({error}).",
            problem=SpeechProblem.NO_SOUND_LEFT,
            sentence=index + 1,
            reason=str(error),
        ) from error
    return SpokenSentence(index, text, data, rate, frames / rate if rate else 0.0, made_in)


def _failure(returncode: int, lines: list[str], command: list[str]) -> SpeechError:
    details = "\n".join(lines[-40:])
    text = details.lower()
    for marker, message, problem in _FAILURE_MARKERS:
        if marker in text:
            return SpeechError(message, details, problem=problem)
    model = Path(command[command.index("-m") + 1])
    failure = classify_failure(returncode, lines, model_path=model, server_path=Path(command[0]))
    if failure.kind in (
        ServerFailureKind.ILLEGAL_INSTRUCTION,
        ServerFailureKind.MISSING_LIBRARY,
        ServerFailureKind.OUT_OF_MEMORY,
    ):
        return SpeechError(
            failure.message, details, problem=SpeechProblem.SERVER_FAILURE, failure=failure
        )
    return SpeechError(
        f"llama-tts stopped with exit code {returncode} before the sentence was spoken.",
        details,
        problem=SpeechProblem.STOPPED,
        exit_code=returncode,
    )
