"""Several real runtimes side by side: ``runtime list / use / remove``, ``--runtime`` on
``ask`` and ``models inspect``, and installs that never touch the runtime in use.

The runtimes are copies of the real CPU llama-server (the ``llama_server_path``
fixture's folder), installed into the test's own runtimes folder.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import threading
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_NOT_FOUND
from desktop.core import paths
from desktop.core.models.load_choice import LoadRequest
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime import build
from desktop.core.runtime.build import install_runtime
from desktop.core.runtime.build_progress import (
    BuildCancelledError,
    BuildProblem,
    BuildProgress,
    RuntimeBuildError,
)
from desktop.core.runtime.build_toolchains import Toolchain, cmake_flags
from desktop.core.runtime.discovery import (
    BUILD_INFO_FILE,
    EXECUTABLE_NAME,
    Runtime,
    chosen_runtime_path,
    find_runtime,
    runtime_version,
)
from desktop.core.runtime.installed import (
    RemoveRefusal,
    RuntimeChoiceError,
    RuntimeRemoveError,
    install_folder,
    list_runtimes,
    remove_runtime,
    same_build_folders,
)
from desktop.core.runtime.loader import prepare_load, start_server
from desktop.core.settings import Settings, SettingsStore
from tests.support.runtime_copies import (
    CPU,
    SECOND,
    two_cpu_runtimes_only,
)
from tests.support.vulkan_runtime import REAL_CACHE


@pytest.fixture
def two_cpu_runtimes(
    llama_server_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[Path, Path]:
    """Two installed copies of the real CPU runtime, the second the automatic choice."""
    return two_cpu_runtimes_only(llama_server_path, tmp_path, monkeypatch)


def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_list_names_every_runtime_and_marks_the_one_in_use(
    two_cpu_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    older, newer = two_cpu_runtimes
    code, out, _ = run_cli(["runtime", "list", "--json"], capsys)
    assert code == 0
    listed = {entry["name"]: entry for entry in json.loads(out)}
    assert set(listed) >= {CPU, SECOND}
    assert listed[SECOND]["active"] is True and listed[CPU]["active"] is False
    assert sum(bool(entry["active"]) for entry in listed.values()) == 1
    for name, binary in ((CPU, older), (SECOND, newer)):
        entry = listed[name]
        # The suite's runtime is the installers' portable one (see llama_server_path).
        assert (entry["backend"], entry["version"], entry["portable"]) == (
            "cpu",
            "11434.0.0",
            True,
        )
        assert entry["path"] == str(binary) and entry["installed"] is True

    code, out, _ = run_cli(["runtime", "list"], capsys)
    assert code == 0
    assert f"* {SECOND}  [cpu, 11434.0.0, portable]" in out
    assert f"  {CPU}  [cpu, 11434.0.0, portable]" in out
    # `runtime status` still works over the same runtimes, asking each for its devices.
    code, out, _ = run_cli(["runtime", "status", "--json"], capsys)
    assert code == 0
    status = json.loads(out)
    assert status[0]["path"] == str(newer) and status[0]["active"] is True
    assert all(document["error"] is None for document in status)


def test_use_by_name_or_path_is_saved_and_is_what_a_load_finds(
    two_cpu_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    older, newer = two_cpu_runtimes
    code, out, _ = run_cli(["runtime", "use", CPU], capsys)
    assert code == 0 and CPU in out
    settings = SettingsStore().load()
    assert settings.runtime_path == str(older)
    assert find_runtime(chosen_runtime_path(settings)).server_path == older
    entries = list_runtimes(settings)
    assert (entries[0].name, entries[0].active) == (CPU, True)  # one name, chosen or not
    assert [entry.name for entry in entries].count(CPU) == 1

    # A folder holding a llama-server is a path too.
    code, _, _ = run_cli(["runtime", "use", str(newer.parent)], capsys)
    assert code == 0
    assert SettingsStore().load().runtime_path == str(newer)

    code, out, _ = run_cli(["runtime", "use", "auto"], capsys)
    assert code == 0 and "automatically" in out
    assert SettingsStore().load().runtime_path is None


def test_list_says_when_the_runtime_picked_is_gone(
    two_cpu_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    older, _ = two_cpu_runtimes
    run_cli(["runtime", "use", CPU], capsys)
    shutil.rmtree(older.parent)  # deleted by hand, behind LlamaDesk's back
    code, out, err = run_cli(["runtime", "list", "--json"], capsys)
    assert code == 0
    assert [(entry["name"], entry["active"]) for entry in json.loads(out)] == [(SECOND, True)]
    assert f"the runtime picked in Settings ({older}) is gone" in err
    assert "runtime use NAME" in err
    run_cli(["runtime", "use", SECOND], capsys)
    assert run_cli(["runtime", "list"], capsys)[2] == ""


def test_a_wrong_runtime_name_or_path_lists_the_names(
    two_cpu_runtimes: tuple[Path, Path],
    starter_model_path: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for args in (
        ["runtime", "use", "llama.cpp-cuda"],
        ["runtime", "use", str(tmp_path / "no-such-folder")],
        ["runtime", "remove", "llama.cpp-cuda"],
        ["ask", "Hello", "--runtime", "llama.cpp-cuda"],
        ["ask", "Hello", "--runtime", str(tmp_path / "nothing" / EXECUTABLE_NAME)],
        ["models", "inspect", str(starter_model_path), "--runtime", "llama.cpp-cuda"],
    ):
        code, _, err = run_cli(args, capsys)
        assert code == EXIT_NOT_FOUND, args
        line = err.strip()
        assert line.startswith("llamadesk: ") and "\n" not in line, args
        assert f"The runtimes here: {SECOND}, {CPU}." in line, args  # the active first
    assert SettingsStore().load().runtime_path is None  # nothing was chosen


def test_models_inspect_plans_with_the_runtime_named(
    two_cpu_runtimes: tuple[Path, Path],
    starter_model_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run_cli(
        ["models", "inspect", str(starter_model_path), "--runtime", CPU, "--json"], capsys
    )
    assert code == 0
    document = json.loads(out)
    assert document["layers"] > 0 and document["fit"]["verdict"]


def test_remove_refuses_the_runtime_in_use_and_removes_another(
    two_cpu_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    older, newer = two_cpu_runtimes
    code, _, err = run_cli(["runtime", "remove", SECOND], capsys)
    assert code == EXIT_BAD_INPUT
    assert f"{SECOND} is the runtime in use" in err and f"runtime use {CPU}" in err
    assert newer.is_file()

    code, out, _ = run_cli(["runtime", "remove", CPU], capsys)
    assert code == 0 and CPU in out
    assert not older.parent.exists()
    assert sorted(entry.name for entry in paths.runtimes_dir().iterdir()) == [SECOND]
    assert [entry.name for entry in list_runtimes(Settings())] == [SECOND]
    # The one left is the only one: still refused, with that said.
    code, _, err = run_cli(["runtime", "remove", SECOND], capsys)
    assert code == EXIT_BAD_INPUT and "only one" in err
    # The refusal's kind and figures, for the window's words.
    with pytest.raises(RuntimeRemoveError) as refused:
        remove_runtime(SECOND, SettingsStore().load())
    assert (refused.value.refusal, refused.value.name) == (RemoveRefusal.IN_USE, SECOND)
    assert refused.value.only_one and refused.value.path == newer
    with pytest.raises(RuntimeChoiceError) as unknown:
        remove_runtime("no-such-runtime", SettingsStore().load())
    assert unknown.value.name == "no-such-runtime"


@pytest.fixture
def own_build(
    two_cpu_runtimes: tuple[Path, Path],
    llama_server_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Path:
    """A llama-server of the user's own, named by the environment variable, beside the
    two installed runtimes (installed first: they clear that variable)."""
    binary = tmp_path / "my-llama" / EXECUTABLE_NAME
    binary.parent.mkdir()
    shutil.copy2(llama_server_path, binary)
    monkeypatch.setenv(SERVER_PATH_ENV, str(binary))
    return binary


def test_a_runtime_llamadesk_did_not_install_is_left_alone(
    own_build: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    entries = list_runtimes(Settings())
    assert (entries[0].name, entries[0].installed, entries[0].portable) == (
        "environment",
        False,
        None,
    )
    run_cli(["runtime", "use", CPU], capsys)
    code, _, err = run_cli(["runtime", "remove", "environment"], capsys)
    assert code == EXIT_BAD_INPUT and "not installed by LlamaDesk" in err
    assert own_build.is_file()
    with pytest.raises(RuntimeRemoveError) as refused:
        remove_runtime("environment", SettingsStore().load())
    assert (refused.value.refusal, refused.value.path) == (RemoveRefusal.NOT_OURS, own_build)


@pytest.mark.timeout(300)
def test_a_runtime_a_running_server_uses_is_neither_removed_nor_installed_over(
    two_cpu_runtimes: tuple[Path, Path],
    starter_model_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    older, _ = two_cpu_runtimes
    running = Runtime(older, "managed", "cpu", "11434.0.0", name=CPU)
    prepared = prepare_load(LoadRequest(starter_model_path, context=512), runtime=running)
    server, _ = start_server(prepared)
    try:
        code, _, err = run_cli(["runtime", "remove", CPU], capsys)
        assert code == EXIT_BAD_INPUT and "is running" in err
        with pytest.raises(RuntimeRemoveError) as refused:
            remove_runtime(CPU, SettingsStore().load())
        assert (refused.value.refusal, refused.value.name) == (RemoveRefusal.RUNNING, CPU)
        assert older.is_file()
        # Not the active one (that is the newer), but a server runs from it.
        assert install_folder(older.parent, Settings()) == paths.runtimes_dir() / f"{CPU}-3"
    finally:
        server.stop()
    assert install_folder(older.parent, Settings()) == older.parent
    code, _, _ = run_cli(["runtime", "remove", CPU], capsys)
    assert code == 0 and not older.parent.exists()


def test_an_install_goes_beside_the_runtime_in_use(two_cpu_runtimes: tuple[Path, Path]) -> None:
    older, newer = two_cpu_runtimes
    target = paths.runtimes_dir() / CPU
    # Automatic choice: the newer one is in use, so CPU's own folder may be rebuilt...
    assert install_folder(target, Settings()) == target
    # ...but not once it is the one picked: the first numbered folder not in use then
    # (an older build there, not in use, may be replaced).
    chosen = Settings(runtime_path=str(older))
    assert install_folder(target, chosen) == newer.parent
    assert same_build_folders(target) == [target, newer.parent]


@pytest.fixture
def real_source_cache(tmp_path: Path) -> Path:
    """A cache folder with the real pinned source (downloaded and unpacked once by the
    real installs) and a build folder of its own, so a broken build harms no real one."""
    sdist, src = REAL_CACHE / "sdist", REAL_CACHE / "src"
    assert src.is_dir() and sdist.is_dir(), "the real CPU runtime was built from this cache"
    cache = tmp_path / "build-cache"
    cache.mkdir()
    (cache / "sdist").symlink_to(sdist, target_is_directory=True)
    (cache / "src").symlink_to(src, target_is_directory=True)
    return cache


def variant_build(monkeypatch: pytest.MonkeyPatch, extra_flag: str) -> None:
    """Builds with one more CMake flag: never the same build as an installed one, so the
    install really builds (and a bad flag makes CMake fail)."""
    def flags(toolchain: Toolchain, portable: bool) -> list[str]:
        return [*cmake_flags(toolchain, portable), extra_flag]

    monkeypatch.setattr(build, "cmake_flags", flags)


def assert_still_in_use_and_runs(binary: Path, digest: str) -> None:
    """The runtime is still the one a load finds, unchanged, and it still starts."""
    settings = SettingsStore().load()
    assert find_runtime(chosen_runtime_path(settings)).server_path == binary
    assert sha256(binary) == digest
    assert runtime_version(find_runtime(chosen_runtime_path(settings))).version


@pytest.mark.timeout(300)
def test_a_failed_build_leaves_the_runtime_in_use(
    two_cpu_runtimes: tuple[Path, Path],
    real_source_cache: Path,
    starter_model_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    older, _ = two_cpu_runtimes
    run_cli(["runtime", "use", CPU], capsys)  # the folder the CPU install would go to
    digest = sha256(older)
    variant_build(monkeypatch, "-DCMAKE_CXX_COMPILER=/nonexistent/c++")
    with pytest.raises(RuntimeBuildError) as failed:
        install_runtime("cpu", cache_root=real_source_cache)
    assert "compiler" in failed.value.message  # CMake itself failed on the bad flag
    assert failed.value.problem is BuildProblem.CMAKE_FOUND_NO_COMPILER
    assert_still_in_use_and_runs(older, digest)
    assert sorted(entry.name for entry in paths.runtimes_dir().iterdir()) == [CPU, SECOND]

    # And a load with it still answers health checks: it really starts.
    chosen = chosen_runtime_path(SettingsStore().load())
    prepared = prepare_load(LoadRequest(starter_model_path, context=512, runtime_path=chosen))
    assert prepared.runtime.server_path == older
    server, report = start_server(prepared)
    try:
        assert server.is_running() and report.total_layers
    finally:
        server.stop()


@pytest.mark.timeout(300)
def test_a_cancelled_build_leaves_the_runtime_in_use(
    two_cpu_runtimes: tuple[Path, Path],
    real_source_cache: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    older, _ = two_cpu_runtimes
    run_cli(["runtime", "use", CPU], capsys)
    digest = sha256(older)
    variant_build(monkeypatch, "-DLLAMADESK_TEST_VARIANT=ON")
    cancel = threading.Event()
    cmake_said: list[str] = []

    def cancel_once_cmake_runs(progress: BuildProgress) -> None:
        if progress.stage == "configure" and progress.line:
            cmake_said.append(progress.line)
            cancel.set()

    with pytest.raises(BuildCancelledError):
        install_runtime(
            "cpu", cache_root=real_source_cache, progress=cancel_once_cmake_runs, cancel=cancel
        )
    assert cmake_said  # it was cancelled with CMake running
    assert_still_in_use_and_runs(older, digest)
    assert sorted(entry.name for entry in paths.runtimes_dir().iterdir()) == [CPU, SECOND]
    assert main(["runtime", "list"]) == 0
    assert f"* {CPU}" in capsys.readouterr().out


def built_with_other_flags(folder: Path) -> None:
    """Make an installed copy an older build of the same name (other CMake flags), which
    an install does not reuse."""
    info = json.loads((folder / BUILD_INFO_FILE).read_text(encoding="utf-8"))
    info["cmake_flags"] = [*info["cmake_flags"], "-DLLAMADESK_OLDER_BUILD=ON"]
    (folder / BUILD_INFO_FILE).write_text(json.dumps(info), encoding="utf-8")


@pytest.mark.timeout(3600)  # only when the real cache holds no build yet: a full compile
def test_a_real_install_goes_beside_the_runtime_in_use_and_leaves_it_chosen(
    two_cpu_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    older, newer = two_cpu_runtimes
    for binary in two_cpu_runtimes:
        built_with_other_flags(binary.parent)
    run_cli(["runtime", "use", CPU], capsys)  # CPU's own folder is the install's target
    digest = sha256(older)
    # The real cached build: the portable one the suite runs (the test command builds it).
    installed = install_runtime("cpu", portable=True, cache_root=REAL_CACHE)
    # Not over the one in use: into the numbered folder beside it, not in use.
    assert installed.server_path == newer
    assert installed.name == SECOND
    assert "-DLLAMADESK_OLDER_BUILD=ON" not in installed.build_info["cmake_flags"]  # type: ignore[operator]
    assert_still_in_use_and_runs(older, digest)
    assert runtime_version(installed).version
    # A second install finds that build beside the one in use and does nothing.
    stages: list[str] = []
    again = install_runtime(
        "cpu", portable=True, cache_root=REAL_CACHE, progress=lambda p: stages.append(p.stage)
    )
    assert again == installed and stages == ["check", "done"]
