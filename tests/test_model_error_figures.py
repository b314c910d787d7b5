"""The core's model file errors carry their kind and figures besides the English
message (issue 29): the window words them from these, never from the message."""

from __future__ import annotations

from pathlib import Path

from desktop.core.models.gguf_header import GGUFError, GGUFProblem
from desktop.core.models.library import DeleteRefusal, ModelDeleteError
from desktop.core.models.load_choice import NotAChatModelError
from desktop.core.models.ollama_models import OllamaModelError, OllamaProblem
from tests.support.model_file_errors import file_errors, ollama_errors, other_errors


def test_every_kind_of_unreadable_file_says_its_kind_and_names_the_file(tmp_path: Path) -> None:
    errors = file_errors(tmp_path)

    assert set(errors) == set(GGUFProblem) - {
        GGUFProblem.NOT_A_FILE, GGUFProblem.NO_PERMISSION, GGUFProblem.UNREADABLE,
    }  # fmt: skip  (a pipe, a locked file, a failing disk: not made here)
    for problem, error in errors.items():
        assert isinstance(error, GGUFError) and error.problem is problem, (problem, error)
        assert error.file_name, error.message
        if problem is not GGUFProblem.SPLIT_PARTS_MISSING:  # its sentence says "this model"
            assert error.file_name in error.message, error.message
    assert errors[GGUFProblem.UNKNOWN_VERSION].figures == {"version": 7}
    assert errors[GGUFProblem.SPLIT_PART_MISSING].figures == {
        "number": 2, "count": 3, "part": "Model-Q8_0-00002-of-00003.gguf",
    }  # fmt: skip
    assert errors[GGUFProblem.SPLIT_PARTS_MISSING].figures == {"count": 3, "parts": "2"}
    assert errors[GGUFProblem.SPLIT_NAME].figures == {
        "number": 1, "count": 3, "suffix": "-00001-of-00003.gguf",
    }  # fmt: skip


def test_ollamas_broken_models_and_refusals_say_their_kind(tmp_path: Path) -> None:
    ollama = ollama_errors(tmp_path / "ollama")
    assert {error.problem for error in ollama if isinstance(error, OllamaModelError)} == {
        OllamaProblem.MODEL_FILE_MISSING, OllamaProblem.NO_MODEL_FILE,
        OllamaProblem.MANIFEST_DAMAGED,
    }  # fmt: skip
    assert all(isinstance(error, OllamaModelError) and error.name for error in ollama)

    projector, speech, starter, owned = other_errors(tmp_path / "files")
    assert isinstance(projector, NotAChatModelError) and not projector.speech_family
    assert projector.file_name == "mmproj-model-f16.gguf"
    assert isinstance(speech, NotAChatModelError) and speech.speech_family == "Qwen3-TTS"
    assert isinstance(starter, ModelDeleteError) and starter.refusal is DeleteRefusal.STARTER
    assert isinstance(owned, ModelDeleteError) and owned.refusal is DeleteRefusal.OLLAMA
    assert owned.name == "llama3.2:3b"
