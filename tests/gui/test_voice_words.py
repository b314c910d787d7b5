"""What the window says when voice fails (no microphone, nothing heard, no sound device,
no speech model, a file that cannot speak or listen, speech for other apps that did not
start), worded from the core's kinds and figures (issue 29): every kind has a sentence,
a German window shows German for each real error the core raises, with its figures
filled in, and none of the core's English."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from desktop.core.errors import LlamaDeskError
from desktop.core.host.speech_for_apps import NotServedProblem, SpeechFront, SpeechServed
from desktop.core.host.voice import VoiceProblem
from desktop.core.models.speech_models import SpeechModelProblem
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.serve_access import LOOPBACK, ServeAccess
from desktop.core.sound_input import SoundInputProblem
from desktop.core.sound_output import SoundOutputProblem
from desktop.gui.settings.settings_serve import speech_status
from desktop.gui.widgets import voice_words
from desktop.gui.widgets.voice_words import voice_error_text
from tests.gui.test_chat_words import _no_english_of_the_core
from tests.test_voice_error_figures import sound_errors, speech_model_errors, voice_errors

# Figures that are no English sentence of the core's (names, the system's words).
FIGURES = ["No such file or directory", "Qwen3-TTS GGUF", "Qwen2-Audio or Gemma"]


def test_every_kind_has_a_sentence() -> None:
    assert set(voice_words.SOUND_INPUT_PROBLEMS) == set(SoundInputProblem)
    assert set(voice_words.SOUND_OUTPUT_PROBLEMS) == set(SoundOutputProblem)
    assert set(voice_words.VOICE_PROBLEMS) == set(VoiceProblem) - {VoiceProblem.CHOSEN_MODEL_GONE}
    assert set(voice_words.CHOSEN_GONE) == {"speech", "listening"}
    assert set(voice_words.SPEECH_MODEL_PROBLEMS) == set(SpeechModelProblem)


def _all_errors(
    folder: Path, voice: dict[str, Path], starter_model_path: Path
) -> list[LlamaDeskError]:
    return [
        *sound_errors(folder / "sound"),
        *voice_errors(folder / "voice", voice),
        *speech_model_errors(folder / "models", voice, starter_model_path),
    ]


def test_in_english_the_window_says_each_kind_with_its_figures(
    qapp: QApplication, tmp_path: Path, voice: dict[str, Path], starter_model_path: Path
) -> None:
    errors = _all_errors(tmp_path, voice, starter_model_path)
    shown = [voice_error_text(error) for error in errors]
    for error, text in zip(errors, shown, strict=True):
        assert text and "{" not in text, (error.problem, text)  # type: ignore[attr-defined]
    # The fixed sentences are the core's own.
    for error, text in zip(errors[:2] + errors[4:5] + errors[7:11], shown[:2] + shown[4:5]
                           + shown[7:11], strict=True):  # fmt: skip
        assert text == error.message
    assert "24,000 Hz" in shown[6]
    assert "gone-model.gguf" in shown[11] and "speech model" in shown[11]
    assert "gone-model.gguf" in shown[12] and "listening model" in shown[12]
    assert shown[13].startswith("Pocket TTS reads only")
    # A model file that cannot speak or listen names the file (and the family, the codec).
    models = shown[14:]
    assert "missing.gguf" in models[0]
    assert "spark.gguf is a Spark-TTS speech model, whose BiCodec" in models[2]
    assert "(it is a llama model)" in models[3]
    assert "lone-tts.gguf" in models[5] and "lone-listening.gguf" in models[8]
    assert "nobody.wav" in models[9]
    assert models[10] == shown[13]  # the same words wherever a sample is missing
    assert "Qwen3-TTS does not speak “tlh”; it speaks en, zh," in models[11]
    assert " and " in models[11]  # the languages as a list in the window's language


def test_in_german_each_kind_is_german_with_its_figures(
    german: None, tmp_path: Path, voice: dict[str, Path], starter_model_path: Path
) -> None:
    errors = _all_errors(tmp_path, voice, starter_model_path)
    names = [path.name for path in [*voice.values(), starter_model_path]]
    for error in errors:
        _no_english_of_the_core(voice_error_text(error), error, [*FIGURES, *names])
    shown = [voice_error_text(error) for error in errors]
    assert "Es kann kein Mikrofon verwendet werden" in shown[0]
    assert str(tmp_path / "sound" / "eight-bit.wav") in shown[2]
    assert "24.000 Hz" in shown[6]  # the rate as the window's language writes numbers
    assert "Vorlesemodell (gone-model.gguf)" in shown[11]
    assert "Hörmodell (gone-model.gguf)" in shown[12]
    assert shown[13].startswith("Pocket TTS liest nur mit der Stimme einer Stimmprobe")
    models = shown[14:]
    assert models[2].startswith("spark.gguf ist ein Spark-TTS-Vorlesemodell, dessen BiCodec")
    assert "Einstellungen → Stimme" in models[9] and "nobody.wav" in models[9]
    assert "„tlh“" in models[11] and " und " in models[11]


def test_the_serve_page_says_why_speech_for_other_apps_did_not_start_in_german(
    german: None, voice: dict[str, Path], starter_model_path: Path
) -> None:
    access = ServeAccess(host=LOOPBACK, port=8080, api_key="key")
    served = SpeechFront(access).start(Runtime(voice["speech"], "env"), starter_model_path)
    assert served.kind is NotServedProblem.CANNOT_SPEAK and served.problem is not None
    said = speech_status(str(starter_model_path), served, access, True)
    assert said.startswith("Die Sprachausgabe für andere Apps ist nicht gestartet: ")
    assert f"{starter_model_path.name} ist kein Vorlesemodell" in said
    assert served.problem not in said
    taken = SpeechServed(starter_model_path, "port 8080 is in use by another program; choose "
                         "another port above.", kind=NotServedProblem.PORT_IN_USE, port=8080)
    said = speech_status(str(starter_model_path), taken, access, True)
    assert said.endswith("Port 8080 wird von einem anderen Programm verwendet; wählen Sie oben "
                         "einen anderen Port.")  # fmt: skip
