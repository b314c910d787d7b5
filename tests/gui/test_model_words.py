"""What is wrong with a model file, worded by the window (issue 29): the Load page, a
failed load and the Library say it from the error's kind and figures, never the
core's English, which stays for the command line and the log."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.gpu_libraries import MissingLibraries
from desktop.core.models.gguf_header import GGUFError, GGUFProblem
from desktop.core.models.library import DeleteRefusal, LibraryRoot, scan_library
from desktop.core.models.ollama_models import OllamaProblem
from desktop.gui.widgets.model_words import (
    DELETE_REFUSALS,
    FILE_PROBLEMS,
    OLLAMA_PROBLEMS,
    entry_problem_text,
    model_error_text,
)
from tests.support.core_english import word_runs
from tests.support.model_file_errors import file_errors, ollama_errors, other_errors


def _setting_errors() -> list[LlamaDeskError]:
    """Load settings that can't be used, as a hand-edited settings file gives them."""
    from desktop.core.models.memory import cache_cells, row_bytes
    from desktop.core.runtime.launch import LaunchOptions

    errors: list[LlamaDeskError] = []
    for call in (
        lambda: LaunchOptions(model_path=Path("m.gguf"), context=0, threads=0),
        lambda: LaunchOptions(model_path=Path("m.gguf"), context=0, cache_type_k="q9"),
        lambda: cache_cells(0),
        lambda: row_bytes("q9_9", 64),
    ):
        with pytest.raises(LlamaDeskError) as raised:
            call()
        errors.append(raised.value)
    return errors


def _all_errors(folder: Path) -> list[LlamaDeskError]:
    return [
        *_setting_errors(),
        *file_errors(folder / "files").values(),
        *ollama_errors(folder / "ollama"),
        *other_errors(folder / "other"),
        MissingLibraries("The CUDA build needs libcudart.so.12.", missing=["libcudart.so.12"]),
    ]


def test_every_kind_has_a_sentence() -> None:
    assert set(FILE_PROBLEMS) == set(GGUFProblem)
    assert set(OLLAMA_PROBLEMS) == set(OllamaProblem)
    assert set(DELETE_REFUSALS) == set(DeleteRefusal)


def test_in_english_the_window_names_the_file_and_what_to_do(
    qapp: QApplication, tmp_path: Path
) -> None:
    for error in _all_errors(tmp_path):
        shown = model_error_text(error)
        assert shown and "{" not in shown, (type(error), shown)
        name = getattr(error, "file_name", "") or getattr(error, "name", "")
        if getattr(error, "problem", None) is GGUFProblem.SPLIT_PARTS_MISSING or getattr(
            error, "refusal", None
        ) is DeleteRefusal.STARTER:
            name = ""  # "this model", "the starter model": the row names it
        assert name in shown, shown
    # Kinds it does not know, or made without their figures, as the core wrote them.
    for unknown in (LlamaDeskError("Something else."), GGUFError("x.gguf: odd")):
        assert model_error_text(unknown) == unknown.message
    bare = GGUFError("x.gguf: no figures", problem=GGUFProblem.UNKNOWN_VERSION)
    assert model_error_text(bare) == bare.message


def test_in_german_no_english_of_the_core_shows(german: None, tmp_path: Path) -> None:
    for error in _all_errors(tmp_path):
        shown = model_error_text(error)
        assert shown != error.message and "{" not in shown, (type(error), shown)
        name = getattr(error, "file_name", "") or getattr(error, "name", "")
        english = word_runs(error.message) & word_runs(shown)
        english -= word_runs(name) | word_runs("ollama rm " + name)
        assert not english, (shown, english)
    threads, cache, *_ = _setting_errors()
    assert model_error_text(threads).startswith("LlamaDesk kann 0 nicht als Anzahl der Threads")
    assert "q9" in model_error_text(cache)
    version = file_errors(tmp_path / "again")[GGUFProblem.UNKNOWN_VERSION]
    assert "7" in model_error_text(version)


def test_the_library_says_why_a_model_cannot_be_used_in_german(
    german: None, tmp_path: Path
) -> None:
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "half.gguf").write_bytes(b"<html>502 Bad Gateway</html>")

    [entry] = scan_library([LibraryRoot(folder, "app")], include_starter=False)

    shown = entry_problem_text(entry)
    assert shown and "half.gguf" in shown and entry.error is not None
    assert not word_runs(entry.error) & word_runs(shown), shown


def test_a_failed_load_says_it_in_german_and_keeps_the_cores_english_in_its_details(
    german: None, tmp_path: Path
) -> None:
    from desktop.gui.bridge.host_worker import _failure_from

    error = file_errors(tmp_path / "files")[GGUFProblem.TRUNCATED]

    failure = _failure_from(error, cancelled=False)

    assert failure.message == model_error_text(error) != error.message
    assert error.message in failure.details and error.details in failure.details
