"""Running CMake for a runtime build: configure (reusing a matching earlier configure),
compile with progress from ninja's or make's lines, one build per folder at a time,
and cancel by stopping CMake and every compiler it started.
"""

from __future__ import annotations

import contextlib
import io
import os
import queue
import shutil
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Literal

import psutil

from desktop.core import processes
from desktop.core.runtime.build_outputs import BUILD_TARGETS
from desktop.core.runtime.build_progress import (
    BuildCancelledError,
    BuildProblem,
    BuildProgress,
    BuildStage,
    BuildStep,
    ProgressCallback,
    RuntimeBuildError,
    parse_build_progress,
)

_OUTPUT_TAIL = 40
# CMake, ninja and the compilers get this long to stop before they are killed.
_STOP_GRACE_S = 5.0


def require_build_tools() -> str:
    cmake = shutil.which("cmake")
    if cmake is None:
        raise RuntimeBuildError(
            "Building llama-server needs CMake, which is not installed "
            "(get it from https://cmake.org/download/ or your package manager).",
            problem=BuildProblem.NO_CMAKE,
        )
    if os.name != "nt":  # Visual Studio's compiler is found by CMake itself
        compilers = [os.environ.get("CXX", "").split(" ")[0], "c++", "g++", "clang++"]
        if not any(shutil.which(name) for name in compilers if name):
            raise RuntimeBuildError(
                "Building llama-server needs a C++ compiler (g++ or clang++), "
                "which is not installed.",
                problem=BuildProblem.NO_COMPILER,
            )
    return cmake


def configure(
    cmake: str,
    source: Path,
    build_dir: Path,
    generator: str | None,
    flags: Sequence[str],
    env: tuple[tuple[str, str], ...],
    report: ProgressCallback,
    cancel: threading.Event,
) -> None:
    state = _configured_state(build_dir, source, generator, flags)
    if state == "current":
        report(BuildProgress.of_step("configure", BuildStep.CONFIGURED_BEFORE, 1.0))
        return
    if state == "foreign":
        # Configured for another source or generator: CMake refuses to reuse it.
        shutil.rmtree(build_dir, ignore_errors=True)
    build_dir.mkdir(parents=True, exist_ok=True)
    command = [cmake, "-S", str(source), "-B", str(build_dir)]
    if generator:
        command += ["-G", generator]
    command += flags
    report(BuildProgress.of_step("configure", BuildStep.CONFIGURING))
    _stream(command, build_dir, "configure", env, report, cancel)
    report(BuildProgress.of_step("configure", BuildStep.CONFIGURED, 1.0))


def choose_generator(build_dir: Path, source: Path) -> str | None:
    """Keep the generator of an existing build folder (CMake cannot switch); else Ninja."""
    cache = _read_cmake_cache(build_dir / "CMakeCache.txt")
    home = cache.get("CMAKE_HOME_DIRECTORY")
    if home is not None and _same_path(Path(home), source) and cache.get("CMAKE_GENERATOR"):
        return cache["CMAKE_GENERATOR"]
    return "Ninja" if shutil.which("ninja") else None


def _configured_state(
    build_dir: Path, source: Path, generator: str | None, flags: Sequence[str]
) -> Literal["current", "stale", "foreign", "none"]:
    """Whether the build folder is configured exactly like this (then CMake can be skipped)."""
    cache = _read_cmake_cache(build_dir / "CMakeCache.txt")
    if not cache:
        return "none"
    home = cache.get("CMAKE_HOME_DIRECTORY")
    if home is None or not _same_path(Path(home), source):
        return "foreign"
    if generator is not None and cache.get("CMAKE_GENERATOR") != generator:
        return "foreign"
    if not any((build_dir / name).is_file() for name in ("build.ninja", "Makefile")) and (
        sys.platform != "win32"
    ):
        return "stale"
    for flag in flags:
        key, _, value = flag.removeprefix("-D").partition("=")
        if not _cmake_values_equal(cache.get(key), value):
            return "stale"
    return "current"


def _read_cmake_cache(path: Path) -> dict[str, str]:
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return {}
    values: dict[str, str] = {}
    for line in lines:
        if not line or line.startswith(("#", "//")):
            continue
        key_type, sep, value = line.partition("=")
        if sep:
            values[key_type.partition(":")[0]] = value
    return values


def _cmake_values_equal(cached: str | None, wanted: str) -> bool:
    if cached is None:
        return False
    truthy, falsy = {"on", "yes", "true", "y", "1"}, {"off", "no", "false", "n", "0", ""}
    a, b = cached.strip().lower(), wanted.strip().lower()
    if a in truthy | falsy and b in truthy | falsy:
        return (a in truthy) == (b in truthy)
    return cached.strip() == wanted.strip()


def compile_server(
    cmake: str,
    build_dir: Path,
    jobs: int | None,
    env: tuple[tuple[str, str], ...],
    report: ProgressCallback,
    cancel: threading.Event,
) -> None:
    count = jobs if jobs and jobs > 0 else (os.cpu_count() or 2)
    command = [cmake, "--build", str(build_dir), "--target", *BUILD_TARGETS, f"-j{count}"]
    command += ["--config", "Release"]  # multi-config generators (Visual Studio) need it
    report(BuildProgress.of_step("build", BuildStep.COMPILING, 0.0))
    _stream(command, build_dir, "build", env, report, cancel)
    report(BuildProgress.of_step("build", BuildStep.COMPILED, 1.0))


def _stream(
    command: list[str],
    build_dir: Path,
    stage: BuildStage,
    env: tuple[tuple[str, str], ...],
    report: ProgressCallback,
    cancel: threading.Event,
) -> None:
    """Run a CMake step, passing each output line on; cancellable; errors keep the tail."""
    log_path = build_dir / "llamadesk-build.log"
    tail: list[str] = []
    lines: queue.Queue[str | None] = queue.Queue()
    child_env = {**processes.child_environment(), **dict(env)}
    try:
        process = processes.start(command, cwd=build_dir, env=child_env, output="merge")
    except OSError as error:
        raise RuntimeBuildError(
            f"Could not run CMake: {error.strerror or error}.",
            problem=BuildProblem.CMAKE_WONT_RUN,
        ) from None
    assert process.stdout is not None
    pipe = io.TextIOWrapper(process.stdout, errors="replace")

    def pump() -> None:
        for text in pipe:
            lines.put(text.rstrip("\r\n"))
        lines.put(None)

    reader = threading.Thread(target=pump, name=f"cmake-{stage}", daemon=True)
    reader.start()
    try:
        with log_path.open("a", encoding="utf-8") as log:
            log.write(f"\n$ {' '.join(command)}\n")
            while True:
                if cancel.is_set():
                    raise BuildCancelledError("The runtime install was cancelled.")
                try:
                    line = lines.get(timeout=0.2)
                except queue.Empty:
                    continue
                if line is None:
                    break
                log.write(line + "\n")
                tail = [*tail[-(_OUTPUT_TAIL - 1) :], line]
                fraction = parse_build_progress(line) if stage == "build" else None
                report(BuildProgress(stage, _short(line), fraction, line))
    except BaseException:
        # Cancelled, or the progress callback failed: never leave compilers running.
        processes.stop_tree(process, grace_s=_STOP_GRACE_S)
        reader.join(timeout=5)
        pipe.close()
        raise
    returncode = process.wait()
    reader.join(timeout=5)
    pipe.close()
    if returncode != 0:
        problem, message = _failure(stage, tail)
        raise RuntimeBuildError(message, "\n".join(tail), problem=problem)


def _failure(stage: BuildStage, tail: list[str]) -> tuple[BuildProblem, str]:
    """Why the build failed, read from CMake's last lines: the kind and the message."""
    text = "\n".join(tail)
    if "CMAKE_CXX_COMPILER" in text or "CMAKE_C_COMPILER" in text:
        return BuildProblem.CMAKE_FOUND_NO_COMPILER, (
            "Building llama-server needs a working C/C++ compiler, and CMake found none."
        )
    if "CUDA" in text and "Failed to detect a default CUDA architecture" in text:
        return BuildProblem.CMAKE_CANNOT_USE_CUDA, (
            "CMake could not use the CUDA Toolkit; check that nvcc works."
        )
    if '"SPIRV-Headers"' in text:
        return BuildProblem.NO_SPIRV_HEADERS, (
            "CMake could not find the SPIR-V headers the Vulkan build needs: install the "
            "Vulkan SDK, or your system's spirv-headers package."
        )
    if "Could NOT find Vulkan" in text or ("glslc" in text and "not found" in text):
        return BuildProblem.CMAKE_FOUND_NO_VULKAN, (
            "CMake could not find the Vulkan SDK (headers, loader and glslc)."
        )
    if stage == "configure":
        problem, step = BuildProblem.CONFIGURE_FAILED, "configuring"
    else:
        problem, step = BuildProblem.COMPILE_FAILED, "compiling"
    return problem, f"Building llama-server failed while {step}; the details show the last lines."


def _short(line: str) -> str:
    return line if len(line) <= 160 else line[:157] + "..."


@contextlib.contextmanager
def build_lock(
    build_dir: Path, report: ProgressCallback, cancel: threading.Event
) -> Iterator[None]:
    """One build per folder: wait while another install (or a manual build) runs there."""
    build_dir.parent.mkdir(parents=True, exist_ok=True)
    lock = build_dir.with_name(build_dir.name + ".lock")
    announced = False
    while True:
        if cancel.is_set():
            raise BuildCancelledError("The runtime install was cancelled.")
        busy = _other_builds(build_dir)
        if not busy:
            try:
                fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                if _lock_is_stale(lock):
                    lock.unlink(missing_ok=True)
                    continue
            else:
                with os.fdopen(fd, "w") as handle:
                    handle.write(f"{os.getpid()} {psutil.Process().create_time()}\n")
                break
        if not announced:
            report(BuildProgress.of_step("build", BuildStep.WAITING))
            announced = True
        # Another program's build gives us nothing to wait on but its end: poll.
        cancel.wait(1.0)
    try:
        yield
    finally:
        lock.unlink(missing_ok=True)


def _lock_is_stale(lock: Path) -> bool:
    try:
        pid_text, _, created_text = lock.read_text(encoding="utf-8").strip().partition(" ")
        owner = psutil.Process(int(pid_text))
        return abs(owner.create_time() - float(created_text)) > 1.0
    except (OSError, ValueError, psutil.NoSuchProcess):
        return True


def _other_builds(build_dir: Path) -> list[int]:
    """Build tools someone else runs in this build folder (say, a build started by hand)."""
    wanted = _resolve(build_dir)
    busy = []
    for proc in psutil.process_iter(["name", "cwd"]):
        try:
            name = (proc.info.get("name") or "").lower().removesuffix(".exe")
            cwd = proc.info.get("cwd")
            if (
                name in ("ninja", "make", "cmake", "msbuild")
                and cwd
                and _resolve(Path(cwd)) == wanted
            ):
                busy.append(proc.pid)
        except (psutil.Error, OSError):
            continue
    return busy


def _resolve(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def _same_path(a: Path, b: Path) -> bool:
    return _resolve(a) == _resolve(b)
