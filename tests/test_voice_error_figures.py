"""What a voice error carries for the window to word it in its own language (issue 29):
each kind (no microphone, nothing heard, no sound device, no speech model, a file that
cannot speak or listen...) keeps, as typed attributes, the figures its English message
names (the file, the family, the rate, the language), made here the way the app meets
them: the real recorder, player, Voice, SpeechHost and model checks."""

from __future__ import annotations

import shutil
import wave
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.host.hands_free import HandsFree, Step
from desktop.core.host.speech_for_apps import NotServedProblem, SpeechFront
from desktop.core.host.speech_host import SpeechHost
from desktop.core.host.voice import (
    NO_WORDS_HEARD,
    Voice,
    VoiceError,
    VoiceModels,
    VoiceProblem,
    chosen_listening_model,
    chosen_speech_model,
    nothing_was_heard,
)
from desktop.core.models.speech_models import (
    SpeechModelError,
    SpeechModelProblem,
    check_listening_model,
    check_speech_model,
    pytorch_codec,
)
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.serve_access import LOOPBACK, ServeAccess
from desktop.core.settings import Settings
from desktop.core.sound_input import (
    NOTHING_HEARD,
    SOUND_INPUT_ENV,
    Recording,
    SoundInputError,
    SoundInputProblem,
    SoundRecorder,
)
from desktop.core.sound_output import (
    SOUND_OUTPUT_ENV,
    SoundOutputError,
    SoundOutputProblem,
    SoundPlayer,
)
from tests.support.sound_files import tone
from tests.test_chat_error_figures import raised
from tests.test_voice_models import _vocabulary_model


def _no_runtime() -> Runtime:
    raise AssertionError("no runtime is needed before the request is checked")


def _with_env(name: str, value: str, make: Callable[[], object]) -> LlamaDeskError:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(name, value)
        return raised(make)


def _wav(path: Path, *, width: int, rate: int) -> Path:
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(width)
        sound.setframerate(rate)
        sound.writeframes(b"\0" * (width * rate // 10))
    return path


def _silence() -> Recording:
    return Recording(b"", seconds=1.0, peak=0.0)


def _words_heard_none(folder: Path) -> LlamaDeskError:
    """Voice.transcribe where the listening model wrote nothing down."""
    voice = Voice(_no_runtime)
    voice.prepare_listening = lambda settings: folder  # type: ignore[method-assign]
    voice._listening.transcribe = (  # type: ignore[method-assign]
        lambda path, max_tokens: SimpleNamespace(text="  \n ")
    )
    said = tone(folder / "said.wav", 1.0)
    heard = Recording(said.read_bytes(), seconds=1.0, peak=0.5)
    return raised(lambda: voice.transcribe(heard, Settings()))


def sound_errors(folder: Path) -> list[LlamaDeskError]:
    """One error of each SoundInputProblem and SoundOutputProblem, in their order."""
    folder.mkdir(parents=True, exist_ok=True)
    eight_bit = _wav(folder / "eight-bit.wav", width=1, rate=16_000)
    return [
        _with_env(SOUND_INPUT_ENV, "none", SoundRecorder),
        raised(lambda: Voice(_no_runtime).transcribe(_silence(), Settings())),
        _with_env(SOUND_INPUT_ENV, str(eight_bit), SoundRecorder),
        _with_env(SOUND_INPUT_ENV, str(folder / "gone.wav"), SoundRecorder),
        _with_env(SOUND_OUTPUT_ENV, "none", lambda: SoundPlayer(24_000)),
        _with_env(SOUND_OUTPUT_ENV, "null", lambda: _play(b"no sound at all")),
        _with_env(SOUND_OUTPUT_ENV, "null", lambda: _play(
            _wav(folder / "slow.wav", width=2, rate=16_000).read_bytes())),
    ]  # fmt: skip


def _play(clip: bytes) -> None:
    player = SoundPlayer(24_000)
    try:
        player.play(clip)
    finally:
        player.close()


def voice_errors(folder: Path, voice: dict[str, Path]) -> list[LlamaDeskError]:
    """One error of each VoiceProblem (the chosen model gone twice: speech, listening)."""
    folder.mkdir(parents=True, exist_ok=True)
    none = VoiceModels([], [])
    gone = str(folder / "gone-model.gguf")
    pocket = Settings(model_folders=[str(voice["pocket_speech"].parent)],
                      speech_model=str(voice["pocket_speech"]))  # fmt: skip
    return [
        raised(lambda: chosen_speech_model(Settings(), none)),
        raised(lambda: chosen_listening_model(Settings(), none)),
        raised(lambda: Voice(_no_runtime).read_aloud("```\nprint(1)\n```", Settings())),
        _words_heard_none(folder),
        raised(lambda: chosen_speech_model(Settings(speech_model=gone), none)),
        raised(lambda: chosen_listening_model(Settings(listening_model=gone), none)),
        raised(lambda: Voice(_no_runtime).read_aloud("Hello there.", pocket)),
    ]


def speech_model_errors(
    folder: Path, voice: dict[str, Path], starter_model_path: Path
) -> list[LlamaDeskError]:
    """One error of each SpeechModelProblem, in its order."""
    folder.mkdir(parents=True, exist_ok=True)
    pytorch = _vocabulary_model(
        folder / "spark.gguf", ["<s>", "<|task_tts|>", "<|bicodec_semantic_0|>",
                                "<|bicodec_global_0|>"])  # fmt: skip
    alone = folder / "alone"
    alone.mkdir()
    lone_speech = Path(shutil.copy(voice["speech"], alone / "lone-tts.gguf"))
    lone_listening = Path(shutil.copy(voice["listening"], alone / "lone-listening.gguf"))
    qwen = SpeechHost(_no_runtime)
    qwen.load(voice["speech"])
    pocket = SpeechHost(_no_runtime)
    pocket.load(voice["pocket_speech"])
    return [
        raised(lambda: pytorch_codec(folder / "missing.gguf")),
        raised(lambda: check_speech_model(voice["speech_projector"])),
        raised(lambda: check_speech_model(pytorch)),
        raised(lambda: check_speech_model(starter_model_path)),
        raised(lambda: check_speech_model(voice["speech"], voice["listening_projector"])),
        raised(lambda: check_speech_model(lone_speech)),
        raised(lambda: check_listening_model(voice["speech"])),
        raised(lambda: check_listening_model(voice["listening"], voice["speech_projector"])),
        raised(lambda: check_listening_model(lone_listening)),
        raised(lambda: list(qwen.speak("Hello.", voice=folder / "nobody.wav"))),
        raised(lambda: list(pocket.speak("Hello."))),
        raised(lambda: list(qwen.speak("Hello.", language="tlh"))),
    ]


def test_sound_errors_carry_their_kind_and_figures(tmp_path: Path) -> None:
    errors = sound_errors(tmp_path)
    inputs, outputs = errors[:4], errors[4:]
    assert all(isinstance(error, SoundInputError) for error in inputs)
    assert [error.problem for error in inputs] == list(SoundInputProblem)  # type: ignore[attr-defined]
    assert inputs[1].message == NOTHING_HEARD
    assert inputs[2].path == tmp_path / "eight-bit.wav"  # type: ignore[attr-defined]
    assert inputs[3].path == tmp_path / "gone.wav"  # type: ignore[attr-defined]
    assert all(isinstance(error, SoundOutputError) for error in outputs)
    assert [error.problem for error in outputs] == list(SoundOutputProblem)  # type: ignore[attr-defined]
    assert outputs[2].rate == 24_000 and "24,000 Hz" in outputs[2].message  # type: ignore[attr-defined]


def test_voice_errors_carry_their_kind_and_figures(
    tmp_path: Path, voice: dict[str, Path]
) -> None:
    errors = voice_errors(tmp_path, voice)
    assert all(isinstance(error, VoiceError) for error in errors)
    kinds = [error.problem for error in errors]  # type: ignore[attr-defined]
    assert kinds == [*list(VoiceProblem)[:5], VoiceProblem.CHOSEN_MODEL_GONE,
                     VoiceProblem.NEEDS_VOICE_SAMPLE]  # fmt: skip
    assert errors[3].message == NO_WORDS_HEARD
    speech_gone, listening_gone, sample = errors[4], errors[5], errors[6]
    assert isinstance(speech_gone, VoiceError) and isinstance(listening_gone, VoiceError)
    assert (speech_gone.model_kind, speech_gone.file_name) == ("speech", "gone-model.gguf")
    assert (listening_gone.model_kind, listening_gone.file_name) == (
        "listening", "gone-model.gguf")
    assert isinstance(sample, VoiceError) and sample.family == "Pocket TTS"


def test_speech_model_errors_carry_their_kind_and_figures(
    tmp_path: Path, voice: dict[str, Path], starter_model_path: Path
) -> None:
    errors = speech_model_errors(tmp_path, voice, starter_model_path)
    assert all(isinstance(error, SpeechModelError) for error in errors)
    assert [error.problem for error in errors] == list(SpeechModelProblem)  # type: ignore[attr-defined]
    (unreadable, projector, pytorch, chat, wrong, no_projector, not_listening, no_encoder,
     no_audio, no_sample_file, needs_sample, language) = errors  # fmt: skip
    assert isinstance(unreadable, SpeechModelError)
    assert unreadable.file_name == "missing.gguf" and unreadable.reason in unreadable.message
    assert isinstance(projector, SpeechModelError)
    assert projector.file_name == voice["speech_projector"].name
    assert isinstance(pytorch, SpeechModelError)
    assert (pytorch.file_name, pytorch.family, pytorch.codec) == (
        "spark.gguf", "Spark-TTS", "BiCodec")
    assert isinstance(chat, SpeechModelError)
    assert (chat.file_name, chat.architecture) == (starter_model_path.name, "llama")
    assert isinstance(wrong, SpeechModelError)
    assert (wrong.projector_name, wrong.file_name, wrong.family, wrong.generator) == (
        voice["listening_projector"].name, voice["speech"].name, "Qwen3-TTS", "qwen3tts_gen")
    assert isinstance(no_projector, SpeechModelError) and no_projector.file_name == "lone-tts.gguf"
    assert isinstance(not_listening, SpeechModelError)
    assert not_listening.file_name == voice["speech"].name
    assert isinstance(no_encoder, SpeechModelError)
    assert (no_encoder.projector_name, no_encoder.file_name) == (
        voice["speech_projector"].name, voice["listening"].name)
    assert isinstance(no_audio, SpeechModelError) and no_audio.file_name == "lone-listening.gguf"
    assert isinstance(no_sample_file, SpeechModelError)
    assert no_sample_file.file_name == "nobody.wav"
    assert isinstance(needs_sample, SpeechModelError) and needs_sample.family == "Pocket TTS"
    assert isinstance(language, SpeechModelError)
    assert (language.family, language.language) == ("Qwen3-TTS", "tlh")
    assert "en" in language.languages and "de" in language.languages
    for error in errors:
        assert "\n" not in error.message


def test_speech_for_apps_keeps_why_it_is_not_served(
    voice: dict[str, Path], starter_model_path: Path
) -> None:
    front = SpeechFront(ServeAccess(host=LOOPBACK, port=8080, api_key="key"))
    served = front.start(Runtime(voice["speech"], "env"), starter_model_path)
    assert not served.served and served.kind is NotServedProblem.CANNOT_SPEAK
    assert isinstance(served.error, SpeechModelError)
    assert served.error.problem is SpeechModelProblem.NOT_SPEECH_MODEL
    assert served.problem == served.error.message


def test_hands_free_listens_again_only_when_nothing_was_heard(
    tmp_path: Path, voice: dict[str, Path]
) -> None:
    nothing_heard = sound_errors(tmp_path)[1]
    no_words = voice_errors(tmp_path / "voice", voice)[3]
    assert nothing_was_heard(nothing_heard) and nothing_was_heard(no_words)
    others = [error for error in [*sound_errors(tmp_path / "again"),
                                  *voice_errors(tmp_path / "voice2", voice)]
              if error.problem not in (SoundInputProblem.NOTHING_HEARD,  # type: ignore[attr-defined]
                                       VoiceProblem.NO_WORDS_HEARD)]  # fmt: skip
    assert len(others) == 12
    assert not any(nothing_was_heard(error) for error in others)
    # Told by the kind, never by the English: the same words without the kind are not it.
    assert not nothing_was_heard(LlamaDeskError(NOTHING_HEARD))
    assert not nothing_was_heard(VoiceError(NO_WORDS_HEARD))
    hands = HandsFree()
    hands.turn_on()
    hands.step = Step.WRITING
    assert hands.not_written(nothing_was_heard(no_words)) and hands.step is Step.LISTENING
    hands.step = Step.WRITING
    assert not hands.not_written(nothing_was_heard(others[0])) and hands.step is Step.OFF
