"""What went wrong with reading aloud or listening, in the window's language.

The core's speech and listening errors (``SpeechError``, ``TranscriptionError``) say
what kind they are by their ``problem`` and carry their figures as attributes (the
runtime's folder, the recording's name, the exit code); a voice error of one fixed
sentence (no microphone, nothing heard, no speech model) is known by that sentence. Their
``message`` is English, for the command line and the log. The window says the same from
the kind and the figures, with the fix a person makes in the app (not the command
line's), and shows an error it does not know as the core wrote it.
"""

from __future__ import annotations

from desktop.core.errors import LlamaDeskError
from desktop.core.host.listening_host import TranscriptionError, TranscriptionProblem
from desktop.core.host.speech_host import SpeechError, SpeechProblem
from desktop.core.host.voice import (
    NO_LISTENING_MODEL,
    NO_SPEECH_MODEL,
    NO_WORDS_HEARD,
    NOTHING_TO_READ,
)
from desktop.core.runtime.server_failures import ServerFailure
from desktop.core.sound_input import NO_MICROPHONE, NOTHING_HEARD
from desktop.core.sound_output import NO_SOUND_DEVICE
from desktop.gui.widgets.failure_words import load_failure_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("VoiceWords")

# The core's fixed sentences (each its own kind), in the window's words.
SENTENCES: dict[str, str] = {
    NO_MICROPHONE: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No microphone can be used: this computer has none LlamaDesk can open. Plug one in "
        "(or turn it on, or let apps use it in the system's privacy settings), then try "
        "again.",
    ),
    NOTHING_HEARD: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "Nothing was heard: the recording was silent or too short. Check that the "
        "microphone is on and not muted, then press the microphone, speak, and press it "
        "again.",
    ),
    NO_SOUND_DEVICE: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No sound can be played: this computer has no speakers or headphones LlamaDesk can "
        "use. Plug some in (or turn the sound device on), then try again.",
    ),
    NO_SPEECH_MODEL: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No speech model is in your library, so answers can't be read aloud yet. Download a "
        "Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for "
        "“Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → "
        "Voice.",
    ),
    NO_LISTENING_MODEL: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No listening model is in your library, so what you say can't be written down yet. "
        "Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its "
        "audio mmproj file) into one of your model folders, then choose it in Settings → "
        "Voice.",
    ),
    NOTHING_TO_READ: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "There is nothing to read aloud in this answer: it is all code or thinking.",
    ),
    NO_WORDS_HEARD: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The listening model heard no words in the recording. Speak a little louder or "
        "closer to the microphone, and try again.",
    ),
}

# SpeechProblem.SERVER_FAILURE is worded as a model that did not load.
SPEECH_PROBLEMS: dict[SpeechProblem, str] = {
    SpeechProblem.NOT_LOADED: QT_TRANSLATE_NOOP("VoiceWords", "No speech model is loaded."),
    SpeechProblem.BUSY: QT_TRANSLATE_NOOP(
        "VoiceWords", "Speech is already being made; stop it first."
    ),
    SpeechProblem.CLOSING: QT_TRANSLATE_NOOP(
        "VoiceWords", "LlamaDesk is closing; nothing can be spoken now."
    ),
    SpeechProblem.NO_PROGRAM: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The llama.cpp runtime in {folder} cannot read aloud (it was installed before "
        "speech was added). Install the runtime again in Settings → Runtime.",
    ),
    SpeechProblem.NOT_STARTED: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The program that reads aloud could not be started ({reason}). Install the runtime "
        "again in Settings → Runtime.",
    ),
    SpeechProblem.NO_SOUND_LEFT: QT_TRANSLATE_NOOP(
        "VoiceWords", "No sound was made for sentence {sentence}; try again."
    ),
    SpeechProblem.STOPPED: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The program that reads aloud stopped before the sentence was spoken (exit code "
        "{exit_code}); try again.",
    ),
    SpeechProblem.SAMPLE_UNREADABLE: QT_TRANSLATE_NOOP(
        "VoiceWords", "The voice sample could not be read: give a WAV or MP3."
    ),
    SpeechProblem.LANGUAGE_UNKNOWN: QT_TRANSLATE_NOOP(
        "VoiceWords", "This speech model does not speak the language asked for."
    ),
    SpeechProblem.PROJECTOR_FAILED: QT_TRANSLATE_NOOP(
        "VoiceWords", "The speech model's mmproj file could not be loaded."
    ),
    SpeechProblem.PROJECTOR_CANNOT_SPEAK: QT_TRANSLATE_NOOP(
        "VoiceWords", "The mmproj file given cannot make speech."
    ),
    SpeechProblem.MODEL_DAMAGED: QT_TRANSLATE_NOOP(
        "VoiceWords", "The speech model could not be loaded (a damaged file?)."
    ),
    SpeechProblem.NO_MEMORY: QT_TRANSLATE_NOOP(
        "VoiceWords", "The speech model could not be loaded (not enough memory?)."
    ),
}

TRANSCRIPTION_PROBLEMS: dict[TranscriptionProblem, str] = {
    TranscriptionProblem.CLOSING: QT_TRANSLATE_NOOP(
        "VoiceWords", "LlamaDesk is closing; nothing can be written down now."
    ),
    TranscriptionProblem.NOT_RUNNING: QT_TRANSLATE_NOOP(
        "VoiceWords", "The listening model is not running. Press the microphone again."
    ),
    TranscriptionProblem.NOT_READ: QT_TRANSLATE_NOOP(
        "VoiceWords", "The recording {file} could not be read ({reason})."
    ),
    TranscriptionProblem.NOT_SOUND: QT_TRANSLATE_NOOP(
        "VoiceWords", "{file} is not a sound file this can read: give a WAV, MP3 or FLAC file."
    ),
    TranscriptionProblem.NO_ANSWER: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The listening model did not answer; it may have stopped. Press the microphone again.",
    ),
    TranscriptionProblem.REFUSED: QT_TRANSLATE_NOOP(
        "VoiceWords", "The listening model could not write down {file}: “{reason}”."
    ),
    TranscriptionProblem.NO_TRANSCRIPT: QT_TRANSLATE_NOOP(
        "VoiceWords", "The listening model answered without writing anything down."
    ),
}


def voice_error_text(error: LlamaDeskError) -> str:
    """What went wrong and what to do, for a person: ``error``'s kind and figures in the
    window's language; ``error.message`` for an error this does not know."""
    words = _words(error)
    return error.message if words is None else words


def _words(error: LlamaDeskError) -> str | None:
    if isinstance(error, SpeechError) and error.problem is not None:
        if error.failure is not None:
            return load_failure_text(error.failure)
        if error.problem is SpeechProblem.SERVER_FAILURE:
            return None
        return _t(SPEECH_PROBLEMS[error.problem]).format(
            folder=error.folder or "",
            reason=error.reason,
            sentence=error.sentence,
            exit_code=error.exit_code,
        )
    if isinstance(error, TranscriptionError) and error.problem is not None:
        return _t(TRANSCRIPTION_PROBLEMS[error.problem]).format(
            file=error.file, reason=error.reason
        )
    if isinstance(error, ServerFailure):  # the speech or listening model did not start
        return load_failure_text(error)
    sentence = SENTENCES.get(error.message)
    return None if sentence is None else _t(sentence)
