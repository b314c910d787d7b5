"""Finding llama-server (every search layer and their order) and asking it about itself."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import (
    EXECUTABLE_NAME,
    LLAMA_CPP_DIR_ENV,
    Runtime,
    RuntimeNotFound,
    RuntimeUnusableError,
    find_runtime,
    find_runtimes,
    list_devices,
    parse_device_list,
    parse_version_output,
    runtime_version,
)
from tests.support.fake_runtime import (
    CUDA_AND_VULKAN_DEVICES,
    write_crashing_server,
    write_failing_server,
    write_fake_server,
    write_managed_runtime,
    write_script,
)

# Found before the tests empty PATH.
SLEEP = shutil.which("sleep")


@pytest.fixture(autouse=True)
def empty_search(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Start every test from a machine with no llama-server anywhere."""
    monkeypatch.delenv(SERVER_PATH_ENV, raising=False)
    monkeypatch.delenv(LLAMA_CPP_DIR_ENV, raising=False)
    empty_path = tmp_path / "empty-path"
    empty_path.mkdir()
    monkeypatch.setenv("PATH", str(empty_path))
    program = tmp_path / "program"
    program.mkdir()
    monkeypatch.setattr(paths, "executable_dir", lambda: program)
    return program


def test_nothing_found_names_every_place_and_the_fix(tmp_path: Path) -> None:
    setting = tmp_path / "gone" / EXECUTABLE_NAME
    with pytest.raises(RuntimeNotFound) as caught:
        find_runtime(setting)
    error = caught.value
    assert "llamadesk runtime install" in error.message
    for place in (
        str(setting),
        SERVER_PATH_ENV,
        LLAMA_CPP_DIR_ENV,
        str(paths.executable_dir() / "runtime"),
        str(paths.runtimes_dir()),
        "PATH",
    ):
        assert place in error.details, place
    assert find_runtimes(setting) == []


def test_setting_path_may_be_the_binary_or_a_folder(tmp_path: Path) -> None:
    binary = write_fake_server(tmp_path / "custom")
    assert find_runtime(binary) == Runtime(binary, "setting")
    assert find_runtime(tmp_path / "custom").server_path == binary

    checkout = tmp_path / "llama.cpp"
    built = write_fake_server(checkout / "build" / "bin")
    assert find_runtime(checkout).server_path == built


def test_env_binary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    binary = write_fake_server(tmp_path / "elsewhere")
    monkeypatch.setenv(SERVER_PATH_ENV, str(binary))
    found = find_runtime()
    assert (found.server_path, found.source) == (binary, "env")


@pytest.mark.parametrize("layout", [".", "build/bin", "build/bin/Release"])
def test_env_llama_cpp_folder_layouts(
    layout: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "llama.cpp"
    binary = write_fake_server(root / layout)
    monkeypatch.setenv(LLAMA_CPP_DIR_ENV, str(root))
    found = find_runtime()
    assert (found.server_path.resolve(), found.source) == (binary.resolve(), "env")


def test_bundled_runtime_next_to_the_program(empty_search: Path) -> None:
    beside = write_fake_server(empty_search)
    assert find_runtime().server_path == beside
    in_runtime_folder = write_fake_server(empty_search / "runtime")
    (empty_search / "runtime" / "libggml-cuda.so").write_bytes(b"")
    found = find_runtimes()
    assert [runtime.server_path for runtime in found] == [in_runtime_folder, beside]
    assert found[0].source == "bundled"
    assert found[0].backend == "cuda"  # told by the library shipped beside it
    assert found[1].backend is None


def test_managed_runtimes_newest_first_unless_a_setting_names_one() -> None:
    root = paths.runtimes_dir()
    older = write_managed_runtime(
        root, "llama.cpp-1-cpu", backend="cpu", installed_at="2025-01-01T00:00:00+00:00"
    )
    newer = write_managed_runtime(
        root, "llama.cpp-2-cuda", backend="cuda", installed_at="2025-06-01T00:00:00+00:00"
    )
    # An install still in progress is never picked up.
    write_managed_runtime(root, ".llama.cpp-3-cpu.installing-1234", installed_at="2030")

    found = find_runtimes()
    assert [runtime.server_path for runtime in found] == [newer, older]
    assert (found[0].source, found[0].backend, found[0].name) == (
        "managed",
        "cuda",
        "llama.cpp-2-cuda",
    )
    assert found[0].version == "11434.0.0"
    assert find_runtime(preferred="llama.cpp-1-cpu").server_path == older
    assert find_runtime(preferred="no-such-runtime").server_path == newer


def test_path_is_the_last_resort(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "on-path"
    binary = write_fake_server(folder)
    monkeypatch.setenv("PATH", str(folder))
    found = find_runtime()
    assert (found.server_path, found.source) == (binary, "path")


def test_order_of_layers_and_deduplication(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, empty_search: Path
) -> None:
    setting = write_fake_server(tmp_path / "setting")
    env_binary = write_fake_server(tmp_path / "env")
    env_dir = tmp_path / "checkout"
    env_dir_binary = write_fake_server(env_dir / "build" / "bin")
    bundled = write_fake_server(empty_search / "runtime")
    managed = write_managed_runtime(paths.runtimes_dir(), "llama.cpp-1-cpu")
    on_path = write_fake_server(tmp_path / "path")
    monkeypatch.setenv(SERVER_PATH_ENV, str(env_binary))
    monkeypatch.setenv(LLAMA_CPP_DIR_ENV, str(env_dir))
    # The setting's folder is on PATH too: it must be listed once, as the setting.
    monkeypatch.setenv("PATH", os.pathsep.join([str(tmp_path / "setting"), str(on_path.parent)]))

    found = find_runtimes(setting)
    assert [(runtime.server_path, runtime.source) for runtime in found] == [
        (setting, "setting"),
        (env_binary, "env"),
        (env_dir_binary, "env"),
        (bundled, "bundled"),
        (managed, "managed"),
    ]
    assert find_runtime(setting) == found[0]
    # Without the setting, the next layer is active.
    assert find_runtime().server_path == env_binary


def test_a_missing_setting_falls_back_and_says_so(tmp_path: Path) -> None:
    managed = write_managed_runtime(paths.runtimes_dir(), "llama.cpp-1-cpu")
    assert find_runtime(tmp_path / "deleted-build").server_path == managed


def test_files_that_cannot_run_are_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / EXECUTABLE_NAME).write_text("not a program", encoding="utf-8")  # no exec bit
    monkeypatch.setenv(LLAMA_CPP_DIR_ENV, str(folder))
    with pytest.raises(RuntimeNotFound):
        find_runtime()


def test_list_devices_parses_gpu_lines(tmp_path: Path) -> None:
    binary = write_fake_server(tmp_path, devices_output=CUDA_AND_VULKAN_DEVICES)
    devices = list_devices(Runtime(binary, "setting"))
    mib = 1024 * 1024
    assert [(d.name, d.description, d.total_bytes, d.free_bytes) for d in devices] == [
        ("CUDA0", "NVIDIA GeForce RTX 4060 Ti", 16379 * mib, 14900 * mib),
        ("CUDA1", "NVIDIA RTX A2000 12GB", 11938 * mib, 11800 * mib),
        ("Vulkan0", "AMD Radeon RX 7900 XTX (RADV NAVI31)", 24560 * mib, 24000 * mib),
    ]


def test_device_lines_without_memory_still_count() -> None:
    devices = parse_device_list("noise\nAvailable devices:\n  RPC0: 10.0.0.2:50052\n")
    assert [(d.name, d.description, d.total_bytes) for d in devices] == [
        ("RPC0", "10.0.0.2:50052", None)
    ]


def test_real_cpu_build_lists_no_devices_and_reports_its_version(llama_server_path: Path) -> None:
    runtime = Runtime(llama_server_path, "setting")
    assert list_devices(runtime) == []
    version = runtime_version(runtime)
    assert version.version
    assert version.built_with
    assert str(version).startswith(version.version)


def test_version_styles() -> None:
    old = parse_version_output("version: 4273 (abc1234)\nbuilt with cc for x86_64\n")
    assert old is not None
    assert (old.version, old.build_number, old.commit) == ("4273", 4273, "abc1234")
    new = parse_version_output("version: 0.6.0-dev (build 12, commit 9f8e7d6)\n")
    assert new is not None
    assert (new.version, new.build_number, new.commit) == ("0.6.0-dev", 12, "9f8e7d6")
    assert parse_version_output("llama-server: unknown option") is None


@pytest.mark.parametrize(
    ("make_server", "in_message", "in_details"),
    [
        pytest.param(
            lambda folder: write_crashing_server(folder, "ILL"),
            ["CPU instructions your processor lacks"],
            ["exit code -4"],
            id="illegal_instruction_gets_a_plain_sentence",
        ),
        pytest.param(
            lambda folder: write_failing_server(
                folder,
                "llama-server: error while loading shared libraries: libcuda.so.1: "
                "cannot open shared object file: No such file or directory",
                127,
            ),
            ["libcuda.so.1", "missing"],
            [],
            id="missing_shared_library_is_named",
        ),
        pytest.param(
            lambda folder: write_failing_server(folder, "something odd happened", 3),
            ["exit code 3"],
            ["something odd happened"],
            id="other_failures_keep_the_output_in_details",
        ),
    ],
)
def test_an_unusable_runtime_says_why(
    tmp_path: Path,
    make_server: Callable[[Path], Path],
    in_message: list[str],
    in_details: list[str],
) -> None:
    binary = make_server(tmp_path)
    with pytest.raises(RuntimeUnusableError) as caught:
        list_devices(Runtime(binary, "setting"))
    for fragment in in_message:
        assert fragment in caught.value.message
    for fragment in in_details:
        assert fragment in caught.value.details


def test_shell_style_illegal_instruction_code_is_recognised(tmp_path: Path) -> None:
    binary = write_failing_server(tmp_path, "Illegal instruction (core dumped)", 132)
    with pytest.raises(RuntimeUnusableError, match="CPU instructions"):
        runtime_version(Runtime(binary, "setting"))


def test_a_hanging_binary_times_out(tmp_path: Path) -> None:
    binary = write_script(tmp_path / EXECUTABLE_NAME, f"exec {SLEEP} 300\n")
    with pytest.raises(RuntimeUnusableError, match="did not answer"):
        list_devices(Runtime(binary, "setting"), timeout=0.5)
