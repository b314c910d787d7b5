"""Voice for the window: which models speak and listen, an answer read aloud through the
speakers as each sentence is made, and a recording made into text.

The choice of model is the user's (Settings → Voice), else the library's first of its
kind; with none, the message says what to get. Reading aloud opens the speakers before
the first sentence is made, so a computer without any says so at once, not after the
first sentence; each sentence plays as soon as it is made, while the next one is made.

Threads: ``read_aloud`` runs on the caller's thread (the window's speech thread),
``prepare_listening`` and ``transcribe`` on another (its listening thread); ``stop_reading``
and ``shut_down`` may come from any thread.
"""

from __future__ import annotations

import contextlib
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.host.listening_host import ListeningHost
from desktop.core.host.speech_host import SpeechHost
from desktop.core.host.spoken_text import sentences_to_speak
from desktop.core.models.library import scan_library
from desktop.core.models.speech_models import listening_models_in, speech_models_in
from desktop.core.runtime.discovery import Runtime
from desktop.core.settings import Settings
from desktop.core.sound_input import (
    NOTHING_HEARD,
    Recording,
    SoundInputError,
    SoundInputProblem,
)
from desktop.core.sound_output import SoundPlayer

NO_SPEECH_MODEL = (
    "No speech model is in your library, so answers can't be read aloud yet. Download a "
    "Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for "
    "\u201cQwen3-TTS GGUF\u201d) into one of your model folders, then choose it in "
    "Settings \u2192 Voice."
)
NO_LISTENING_MODEL = (
    "No listening model is in your library, so what you say can't be written down yet. "
    "Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its "
    "audio mmproj file) into one of your model folders, then choose it in Settings \u2192 "
    "Voice."
)
NOTHING_TO_READ = "There is nothing to read aloud in this answer: it is all code or thinking."
NO_WORDS_HEARD = (
    "The listening model heard no words in the recording. Speak a little louder or "
    "closer to the microphone, and try again."
)
# The longest transcript asked for a recording: people say about three words (four or
# five tokens) a second; twice that, and some room, bounds a model that never stops.
_TOKENS_PER_SECOND = 10
_EXTRA_TOKENS = 16
# Speech families that speak only in the voice of a sample.
_SAMPLE_ONLY = frozenset({"pockettts"})
# How often reading an answer still being written looks for a stop between pieces.
_WAIT_FOR_MORE_S = 0.1


class VoiceProblem(StrEnum):
    """Why voice cannot be used as asked: a ``VoiceError``'s kind."""

    NO_SPEECH_MODEL = "no_speech_model"  # none in the library
    NO_LISTENING_MODEL = "no_listening_model"
    NOTHING_TO_READ = "nothing_to_read"  # the answer is all code or thinking
    NO_WORDS_HEARD = "no_words_heard"  # the listening model wrote nothing down
    CHOSEN_MODEL_GONE = "chosen_model_gone"  # ``model_kind``, ``file_name``
    NEEDS_VOICE_SAMPLE = "needs_voice_sample"  # ``family``


class VoiceError(LlamaDeskError):
    """Voice cannot be used as asked; the message says why and what to do. ``problem``
    says the same as a kind (None when made with a message only), with its figures:
    ``model_kind`` ("speech" or "listening") and ``file_name`` of a chosen model gone,
    ``family`` of a speech model that needs a voice sample."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: VoiceProblem | None = None,
        model_kind: str = "",
        file_name: str = "",
        family: str = "",
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.model_kind = model_kind
        self.file_name = file_name
        self.family = family


def nothing_was_heard(error: BaseException) -> bool:
    """Whether ``error`` says only that nothing was heard (a silent recording, or one
    the listening model found no words in): listening again may mend it, unlike a
    missing microphone or listening model."""
    if isinstance(error, SoundInputError):
        return error.problem is SoundInputProblem.NOTHING_HEARD
    return isinstance(error, VoiceError) and error.problem is VoiceProblem.NO_WORDS_HEARD


@dataclass(frozen=True)
class VoiceModels:
    """The library's models that can speak, and those that can listen (with their
    audio projectors)."""

    speaking: list[Path]
    listening: list[tuple[Path, Path]]


@dataclass(frozen=True)
class ReadAloud:
    """How an answer was read aloud."""

    sentences: int  # made into sound
    seconds: float  # of speech made
    sample_rate: int
    played_samples: int  # what the speakers were given (silence between clips excluded)
    first_sound_after: float | None  # seconds from the request to the first sound
    stopped: bool  # stopped before the end
    # The monotonic clock when reading began on the speech thread (first_sound_after
    # counts from it; the window's benchmark counts from the press, before it).
    began_at: float = 0.0


class GrowingAnswer:
    """An answer as it is being written, handed from the thread that receives it to
    the one reading it aloud: its sentences are read as each one is complete."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._text = ""
        self._finished = False

    def add(self, piece: str) -> None:
        """More of the answer arrived."""
        with self._changed:
            self._text += piece
            self._changed.notify_all()

    def finish(self, text: str) -> None:
        """The answer is complete: ``text`` is all of it (as saved)."""
        with self._changed:
            self._text = text
            self._finished = True
            self._changed.notify_all()

    def wait(self, seen: int, timeout: float) -> tuple[str, bool]:
        """The answer so far and whether it is complete, once it is longer than
        ``seen`` characters, complete, or ``timeout`` seconds have passed."""
        with self._changed:
            self._changed.wait_for(lambda: len(self._text) != seen or self._finished, timeout)
            return self._text, self._finished


def sentences_as_written(
    answer: GrowingAnswer, cancel: threading.Event | None = None
) -> Iterator[str]:
    """Each sentence of ``answer`` to read aloud, as soon as it is complete: the last one
    so far waits for what follows it (it may go on: "3." then "5 minutes"), until the
    answer is complete. Ends early when ``cancel`` is set."""
    said = 0
    seen = -1
    while cancel is None or not cancel.is_set():
        text, finished = answer.wait(seen, _WAIT_FOR_MORE_S)
        if len(text) == seen and not finished:
            continue
        seen = len(text)
        sentences = sentences_to_speak(text)
        ready = sentences if finished else sentences[:-1]
        yield from ready[said:]
        said = max(said, len(ready))
        if finished:
            return


def voice_models(settings: Settings) -> VoiceModels:
    """The library's voice models. Reads file headers: call it off the window's thread."""
    entries = scan_library(settings=settings, include_starter=False)
    # Those that speak without a voice sample first: left to choose, the app takes one
    # that works as it is (Pocket TTS needs a sample chosen in Settings).
    needs_sample = {entry.path for entry in entries
                    if entry.info is not None and entry.info.architecture in _SAMPLE_ONLY}
    speaking = sorted(speech_models_in(entries), key=lambda path: path in needs_sample)
    return VoiceModels(speaking, listening_models_in(entries))


def _still_there(chosen_in_settings: str, kind: str) -> Path:
    """The model file chosen in Settings → Voice; VoiceError when it has gone."""
    chosen = Path(chosen_in_settings)
    if not chosen.is_file():
        raise VoiceError(
            f"The {kind} model chosen in Settings \u2192 Voice ({chosen.name}) is no "
            "longer there: choose another one.",
            problem=VoiceProblem.CHOSEN_MODEL_GONE,
            model_kind=kind,
            file_name=chosen.name,
        )
    return chosen


def chosen_speech_model(settings: Settings, found: VoiceModels) -> Path:
    """The speech model to read with: the one chosen in Settings, else the library's
    first. Raises VoiceError saying what to get."""
    if settings.speech_model:
        return _still_there(settings.speech_model, "speech")
    if not found.speaking:
        raise VoiceError(NO_SPEECH_MODEL, problem=VoiceProblem.NO_SPEECH_MODEL)
    return found.speaking[0]


def chosen_listening_model(settings: Settings, found: VoiceModels) -> tuple[Path, Path | None]:
    """The listening model (and its projector, where the library knows it): the one
    chosen in Settings, else the library's first. Raises VoiceError saying what to get."""
    if settings.listening_model:
        chosen = _still_there(settings.listening_model, "listening")
        projector = next((p for model, p in found.listening if model == chosen), None)
        return chosen, projector
    if not found.listening:
        raise VoiceError(NO_LISTENING_MODEL, problem=VoiceProblem.NO_LISTENING_MODEL)
    return found.listening[0]


class Voice:
    """The window's speech and listening models, made on first need and kept."""

    def __init__(self, runtime_for_load: Callable[[], Runtime]) -> None:
        self._speech = SpeechHost(runtime_for_load)
        self._listening = ListeningHost(runtime_for_load)
        self._lock = threading.Lock()
        self._player: SoundPlayer | None = None

    def read_aloud(
        self,
        text: str | GrowingAnswer,
        settings: Settings,
        cancel: threading.Event | None = None,
    ) -> ReadAloud:
        """Read the answer ``text`` aloud (thinking and code skipped) to its end, or until
        ``cancel`` is set or ``stop_reading`` is called; an answer still being written is
        read sentence by sentence as it is written. Raises LlamaDeskError in words: no
        speech model, no speakers, a model that failed."""
        began = time.monotonic()
        if isinstance(text, str) and not sentences_to_speak(text):
            raise VoiceError(NOTHING_TO_READ, problem=VoiceProblem.NOTHING_TO_READ)
        model_path = chosen_speech_model(settings, voice_models(settings))
        model = self._speech.model
        if model is None or model.model_path != model_path:
            model = self._speech.load(model_path)
        sample = Path(settings.speech_voice_sample) if settings.speech_voice_sample else None
        if sample is None and model.needs_voice_sample:
            raise VoiceError(
                f"{model.family} reads only in the voice of a sample: choose one in Settings "
                "\u2192 Voice (a few seconds of someone speaking, WAV or MP3), or another "
                "speech model.",
                problem=VoiceProblem.NEEDS_VOICE_SAMPLE,
                family=model.family,
            )
        # A language the model does not speak (Pocket TTS speaks one per file) is left
        # to the model: the setting is for the models that speak several.
        language = settings.speech_language if settings.speech_language in model.languages else None
        # Opened first: no speakers is said before any speech is made.
        player = SoundPlayer(model.sample_rate)
        with self._lock:
            self._player = player
        made = 0
        seconds = 0.0
        # A whole answer is spoken in one go; one being written, a sentence at a time.
        pieces = [text] if isinstance(text, str) else sentences_as_written(text, cancel)
        try:
            for piece in pieces:
                for sentence in self._speech.speak(
                    piece, voice=sample, language=language, cancel=cancel
                ):
                    player.play(sentence.wav)
                    made += 1
                    seconds += sentence.seconds
            finished = player.wait(cancel) and not (cancel is not None and cancel.is_set())
        finally:
            with self._lock:
                self._player = None
            player.close()
        first = player.first_sound_at - began if player.first_sound_at is not None else None
        return ReadAloud(
            sentences=made,
            seconds=seconds,
            sample_rate=model.sample_rate,
            played_samples=player.played_samples,
            first_sound_after=first,
            stopped=not finished,
            began_at=began,
        )

    def sound_playing(self) -> bool:
        """Whether an answer being read is heard now (its first sound has played)."""
        with self._lock:
            player = self._player
        return player is not None and player.first_sound_at is not None

    def stop_reading(self) -> None:
        """Silence now, and stop making speech."""
        self._speech.stop()
        with self._lock:
            player = self._player
        if player is not None:
            player.stop()

    def prepare_listening(self, settings: Settings) -> Path:
        """Start the listening model (while the person still speaks); its path. Raises
        LlamaDeskError in words (none in the library, one that cannot start)."""
        model, projector = chosen_listening_model(settings, voice_models(settings))
        self._listening.start(model, projector)
        return model

    def transcribe(self, recording: Recording, settings: Settings) -> str:
        """The words said in ``recording``. Raises SoundInputError when nothing was
        heard, LlamaDeskError in words for the rest. The recording is written to a
        temporary file for the server and deleted at once."""
        if not recording.heard_something:
            raise SoundInputError(NOTHING_HEARD, problem=SoundInputProblem.NOTHING_HEARD)
        self.prepare_listening(settings)
        with tempfile.TemporaryDirectory(prefix="llamadesk-heard-") as folder:
            path = Path(folder) / "recording.wav"
            path.write_bytes(recording.wav)
            transcript = self._listening.transcribe(
                path, max_tokens=_EXTRA_TOKENS + int(recording.seconds * _TOKENS_PER_SECOND))
        text = " ".join(transcript.text.split())
        if not text:
            raise VoiceError(NO_WORDS_HEARD, problem=VoiceProblem.NO_WORDS_HEARD)
        return text

    def shut_down(self) -> None:
        """Stop speech, sound and the listening model; nothing new starts. At app exit."""
        self._speech.shut_down()
        with contextlib.suppress(LlamaDeskError):
            self.stop_reading()
        self._listening.shut_down()
