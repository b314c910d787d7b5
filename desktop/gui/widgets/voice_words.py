"""What went wrong with reading aloud or listening, in the window's language.

The core's voice errors (``SpeechError``, ``TranscriptionError``, ``VoiceError``,
``SpeechModelError``, ``SoundInputError``, ``SoundOutputError``) say what kind they are
by their ``problem`` and carry their figures as attributes (the runtime's folder, the
recording's name, the exit code, a model's file name and family). Their ``message`` is
English, for the command line and the log. The window says the same from
the kind and the figures, with the fix a person makes in the app (not the command
line's), and shows an error it does not know as the core wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from desktop.core.errors import LlamaDeskError
from desktop.core.host.listening_host import TranscriptionError, TranscriptionProblem
from desktop.core.host.speech_host import SpeechError, SpeechProblem
from desktop.core.host.voice import VoiceError, VoiceProblem
from desktop.core.models.gguf_header import GGUFError
from desktop.core.models.speech_models import SpeechModelError, SpeechModelProblem
from desktop.core.runtime.server_failures import ServerFailure
from desktop.core.sound_input import SoundInputError, SoundInputProblem
from desktop.core.sound_output import SoundOutputError, SoundOutputProblem
from desktop.gui.widgets.failure_words import load_failure_text
from desktop.gui.widgets.model_words import model_error_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("VoiceWords")

_NEEDS_SAMPLE = QT_TRANSLATE_NOOP(
    "VoiceWords",
    "{family} reads only in the voice of a sample: choose one in Settings → Voice (a few "
    "seconds of someone speaking, WAV or MP3), or another speech model.",
)

SOUND_INPUT_PROBLEMS: dict[SoundInputProblem, str] = {
    SoundInputProblem.NO_MICROPHONE: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No microphone can be used: this computer has none LlamaDesk can open. Plug one in "
        "(or turn it on, or let apps use it in the system's privacy settings), then try "
        "again.",
    ),
    SoundInputProblem.NOTHING_HEARD: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "Nothing was heard: the recording was silent or too short. Check that the "
        "microphone is on and not muted, then press the microphone, speak, and press it "
        "again.",
    ),
    SoundInputProblem.STAND_IN_NOT_16_BIT: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The recording used in place of the microphone ({path}) is not 16-bit sound.",
    ),
    SoundInputProblem.STAND_IN_UNREADABLE: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The recording used in place of the microphone ({path}) could not be read.",
    ),
}

SOUND_OUTPUT_PROBLEMS: dict[SoundOutputProblem, str] = {
    SoundOutputProblem.NO_SOUND_DEVICE: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No sound can be played: this computer has no speakers or headphones LlamaDesk can "
        "use. Plug some in (or turn the sound device on), then try again.",
    ),
    SoundOutputProblem.NOT_WAV: QT_TRANSLATE_NOOP(
        "VoiceWords", "The sound could not be played: it is not a WAV clip."
    ),
    SoundOutputProblem.WRONG_SHAPE: QT_TRANSLATE_NOOP(
        "VoiceWords", "The sound could not be played: it is not 16-bit mono at {rate} Hz."
    ),
}

# VoiceProblem.CHOSEN_MODEL_GONE is worded by the model's kind (CHOSEN_GONE).
VOICE_PROBLEMS: dict[VoiceProblem, str] = {
    VoiceProblem.NO_SPEECH_MODEL: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No speech model is in your library, so answers can't be read aloud yet. Download a "
        "Qwen3-TTS or Pocket TTS model (a GGUF file and its mmproj file: search Discover for "
        "“Qwen3-TTS GGUF”) into one of your model folders, then choose it in Settings → "
        "Voice.",
    ),
    VoiceProblem.NO_LISTENING_MODEL: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "No listening model is in your library, so what you say can't be written down yet. "
        "Download a model that hears (Voxtral, Ultravox, Qwen2-Audio or Gemma 3n, with its "
        "audio mmproj file) into one of your model folders, then choose it in Settings → "
        "Voice.",
    ),
    VoiceProblem.NOTHING_TO_READ: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "There is nothing to read aloud in this answer: it is all code or thinking.",
    ),
    VoiceProblem.NO_WORDS_HEARD: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The listening model heard no words in the recording. Speak a little louder or "
        "closer to the microphone, and try again.",
    ),
    VoiceProblem.NEEDS_VOICE_SAMPLE: _NEEDS_SAMPLE,
}

# A model chosen in Settings → Voice that has gone, by its kind ("speech", "listening").
CHOSEN_GONE: dict[str, str] = {
    "speech": QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The speech model chosen in Settings → Voice ({file}) is no longer there: choose "
        "another one.",
    ),
    "listening": QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The listening model chosen in Settings → Voice ({file}) is no longer there: choose "
        "another one.",
    ),
}

SPEECH_MODEL_PROBLEMS: dict[SpeechModelProblem, str] = {
    SpeechModelProblem.UNREADABLE: QT_TRANSLATE_NOOP(
        "VoiceWords", "{file} could not be read ({reason})."
    ),
    SpeechModelProblem.PROJECTOR_GIVEN: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{file} is an mmproj file, not a speech model: choose the speech model itself (its "
        "mmproj file is found beside it).",
    ),
    SpeechModelProblem.NEEDS_PYTORCH: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{file} is a {family} speech model, whose {codec} sound decoder needs PyTorch, "
        "which LlamaDesk does not use: choose a Qwen3-TTS or Pocket TTS model.",
    ),
    SpeechModelProblem.NOT_SPEECH_MODEL: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{file} is not a speech model (it is a {architecture} model): choose a Qwen3-TTS or "
        "Pocket TTS model.",
    ),
    SpeechModelProblem.WRONG_PROJECTOR: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{projector} is not the mmproj file of a {family} model (it cannot make speech): "
        "give the one made for {file}.",
    ),
    SpeechModelProblem.NO_PROJECTOR: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{file} needs its mmproj file (the one that makes the sound), and none was found "
        "beside it: download it into the same folder.",
    ),
    SpeechModelProblem.NOT_LISTENING_MODEL: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{file} is not a model that listens: choose a chat model with an audio mmproj file "
        "(Voxtral, Ultravox, Qwen2-Audio, Gemma 3n/4).",
    ),
    SpeechModelProblem.NO_AUDIO_ENCODER: QT_TRANSLATE_NOOP(
        "VoiceWords", "The mmproj file {projector} cannot hear: {file} cannot listen through it."
    ),
    SpeechModelProblem.NO_AUDIO_PROJECTOR: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "{file} has no audio mmproj file beside it, so it cannot listen: download its mmproj "
        "file into the same folder.",
    ),
    SpeechModelProblem.SAMPLE_NOT_FOUND: QT_TRANSLATE_NOOP(
        "VoiceWords",
        "The voice sample {file} was not found: choose another one in Settings → Voice.",
    ),
    SpeechModelProblem.NEEDS_SAMPLE: _NEEDS_SAMPLE,
    SpeechModelProblem.LANGUAGE_NOT_SPOKEN: QT_TRANSLATE_NOOP(
        "VoiceWords", "{family} does not speak “{language}”; it speaks {languages}."
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
    if isinstance(error, SoundInputError) and error.problem is not None:
        return _t(SOUND_INPUT_PROBLEMS[error.problem]).format(path=error.path or "")
    if isinstance(error, SoundOutputError) and error.problem is not None:
        return _t(SOUND_OUTPUT_PROBLEMS[error.problem]).format(
            rate=QLocale().toString(error.rate)
        )
    if isinstance(error, VoiceError) and error.problem is not None:
        if error.problem is VoiceProblem.CHOSEN_MODEL_GONE:
            sentence = CHOSEN_GONE.get(error.model_kind)
            return None if sentence is None else _t(sentence).format(file=error.file_name)
        return _t(VOICE_PROBLEMS[error.problem]).format(family=error.family)
    if isinstance(error, SpeechModelError) and error.problem is not None:
        return _t(SPEECH_MODEL_PROBLEMS[error.problem]).format(
            file=error.file_name,
            projector=error.projector_name,
            reason=error.reason,
            architecture=error.architecture,
            family=error.family,
            codec=error.codec,
            language=error.language,
            languages=QLocale().createSeparatedList(list(error.languages)),
        )
    if isinstance(error, GGUFError):  # a model file that could not be read
        return model_error_text(error)
    return None
