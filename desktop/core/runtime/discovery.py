"""Finding llama-server: which binaries exist, which one we use, what it can drive.

CONTRACT (other modules code against these names; keep them):
``find_runtime(explicit: Path | None = None) -> Runtime`` raising ``RuntimeNotFound``
(whose details list every place looked in); ``find_runtimes(explicit=None) ->
list[Runtime]`` (all found, the active one first); ``list_devices(runtime, timeout)
-> list[RuntimeDevice]``.

Search order: the path from settings (a binary, or a folder holding one), the
``LLAMADESK_LLAMA_SERVER`` / ``LLAMADESK_LLAMA_CPP_DIR`` environment variables, the
runtimes shipped next to the program (``runtime/``, then ``runtime-<backend>/``), the
runtimes ``llamadesk runtime install`` put in the data folder (newest first, unless a
setting names one), and finally ``llama-server`` on PATH.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from desktop.core import paths, processes
from desktop.core.errors import LlamaDeskError
from desktop.core.settings import Settings, launch_runtime_path

RuntimeSource = Literal["setting", "env", "bundled", "managed", "path"]

LLAMA_CPP_DIR_ENV = "LLAMADESK_LLAMA_CPP_DIR"
BUILD_INFO_FILE = "build-info.json"
EXECUTABLE_NAME = "llama-server.exe" if os.name == "nt" else "llama-server"
BUNDLED_EXTRA_PREFIX = "runtime-"  # runtime-vulkan/ beside runtime/ in an installed app
INSTALL_HINT = "Install one with `llamadesk runtime install`"

# Where a llama.cpp checkout or release folder keeps the server, relative to its root.
_LLAMA_CPP_LAYOUTS = (Path(), Path("build") / "bin", Path("build") / "bin" / "Release")

# Shared libraries that give away the backend of a build without build-info.json
# (llama.cpp's release archives ship them next to the binary).
_BACKEND_LIBRARIES = {"cuda": "ggml-cuda", "rocm": "ggml-hip", "vulkan": "ggml-vulkan"}

# Exit statuses of a process killed by an illegal instruction: Python's -SIGILL, a
# shell's 128 + 4, and Windows' STATUS_ILLEGAL_INSTRUCTION.
_ILLEGAL_INSTRUCTION_CODES = frozenset({-4, 132, 0xC000001D, 0xC000001D - (1 << 32)})
_MISSING_LIBRARY_MARKERS = (
    "error while loading shared libraries",
    "cannot open shared object file",
    "library not loaded",  # macOS dyld
    "the code execution cannot proceed",  # Windows loader dialog text
    "was not found. reinstalling the program",
)


@dataclass(frozen=True)
class Runtime:
    server_path: Path  # the llama-server executable
    source: RuntimeSource
    backend: str | None = None  # "cpu", "cuda", "vulkan", "rocm" when known (build info)
    version: str | None = None  # e.g. the sdist version "11434.0.0"
    build_info: dict[str, object] = field(default_factory=dict, compare=False)
    name: str | None = None  # managed runtimes: the folder name a setting can pick


@dataclass(frozen=True)
class RuntimeDevice:
    name: str  # "CUDA0", "Vulkan0", ...
    description: str  # "NVIDIA GeForce RTX 4060 Ti"
    total_bytes: int | None
    free_bytes: int | None


@dataclass(frozen=True)
class RuntimeVersion:
    """What ``llama-server --version`` says about itself."""

    version: str  # "0.6.0-dev", or a build number such as "4273" on older builds
    build_number: int | None
    commit: str | None  # None when the build did not know ("unknown")
    built_with: str | None  # "GNU 12.2.0 for Linux x86_64"

    def __str__(self) -> str:
        extras = []
        if self.build_number:
            extras.append(f"build {self.build_number}")
        if self.commit:
            extras.append(self.commit)
        return f"{self.version} ({', '.join(extras)})" if extras else self.version


class RuntimeNotFound(LlamaDeskError):  # noqa: N818 (contract name)
    """No llama-server anywhere we look; details name each place."""


class RuntimeUnusableError(LlamaDeskError):
    """A llama-server exists but cannot run on this computer (CPU, libraries, crash)."""


def chosen_runtime_path(settings: Settings) -> Path | None:
    """The llama-server every search tries first: the one picked in Settings, else the
    one the first-start runtime check found fastest; None when neither is there."""
    chosen = launch_runtime_path(settings)
    return Path(chosen) if chosen else None


def find_runtime(explicit: Path | None = None, *, preferred: str | None = None) -> Runtime:
    """The llama-server to use: the first one found in search order.

    ``explicit`` is the path from settings; ``preferred`` names an installed runtime
    folder that settings chose over the newest one.
    """
    found, looked = _search(explicit, preferred)
    if found:
        return found[0]
    raise RuntimeNotFound(
        f"No llama-server was found. {INSTALL_HINT}, or set {paths.SERVER_PATH_ENV} to its path.",
        "Looked in:\n" + "\n".join(f"  - {place}" for place in looked),
    )


def find_runtimes(explicit: Path | None = None, *, preferred: str | None = None) -> list[Runtime]:
    """Every llama-server found, each binary once; the active one (``find_runtime``) first."""
    return _search(explicit, preferred)[0]


def runtime_search_places(explicit: Path | None = None) -> list[str]:
    """Plain descriptions of every place searched, with what was found there."""
    return _search(explicit, None)[1]


def list_devices(runtime: Runtime, timeout: float = 10.0) -> list[RuntimeDevice]:
    """The GPUs (and other accelerators) this build can drive; empty for CPU-only builds.

    Raises ``RuntimeUnusableError`` when a graphics runtime built with loadable backends
    (the installers' portable ones) lists nothing because its own backend cannot be
    loaded here: llama.cpp then skips it without a word and runs on the processor."""
    output = _run_probe(runtime, "--list-devices", timeout)
    devices = parse_device_list(output)
    if not devices and (missing := backend_missing_library(runtime)) is not None:
        plugin, library = missing
        raise RuntimeUnusableError(
            f"The llama-server at {runtime.server_path} cannot use its graphics card "
            f"support: it needs {library}, which was not found on this computer.",
            f"{plugin} beside it needs {library}; llama.cpp skips a backend it cannot load.",
        )
    return devices


def backend_missing_library(runtime: Runtime) -> tuple[str, str] | None:
    """(the backend's library, a library it needs that the system loader cannot find)
    for a graphics runtime whose backend is a library of its own beside the binary
    (``libggml-vulkan.so``); None when everything is found, or where this cannot be
    asked (no such library; Windows; no ``ldd``)."""
    stem = _BACKEND_LIBRARIES.get(runtime.backend or "")
    if stem is None or os.name == "nt" or shutil.which("ldd") is None:
        return None
    plugin = runtime.server_path.with_name(f"lib{stem}.so")
    if not plugin.is_file():
        return None
    # glibc's ldd asks the loader itself (this environment, the library's own RUNPATH).
    run = processes.run_tool(["ldd", plugin], timeout=10)
    for line in run.stdout.splitlines():
        name, arrow, where = line.strip().partition(" => ")
        if arrow and where.strip() == "not found":
            return plugin.name, name.strip()
    return None


def runtime_version(runtime: Runtime, timeout: float = 10.0) -> RuntimeVersion:
    """Ask the binary for its version (``--version``)."""
    output = _run_probe(runtime, "--version", timeout)
    parsed = parse_version_output(output)
    if parsed is None:
        raise RuntimeUnusableError(
            f"The llama-server at {runtime.server_path} did not say which version it is.",
            output[-2000:],
        )
    return parsed


def parse_device_list(output: str) -> list[RuntimeDevice]:
    """Devices from ``--list-devices`` output (lines after ``Available devices:``)."""
    devices: list[RuntimeDevice] = []
    in_list = False
    for raw_line in output.splitlines():
        line = raw_line.strip()
        if line.startswith("Available devices:"):
            in_list = True
            continue
        if not in_list or not line or line == "(none)":
            continue
        match = _DEVICE_LINE.match(line)
        if match is None:
            continue
        total, free = match.group("total"), match.group("free")
        devices.append(
            RuntimeDevice(
                name=match.group("name"),
                description=match.group("description").strip(),
                total_bytes=int(total) * _MIB if total is not None else None,
                free_bytes=int(free) * _MIB if free is not None else None,
            )
        )
    return devices


def parse_version_output(output: str) -> RuntimeVersion | None:
    """The version from ``--version`` output, old (``version: N (hash)``) or new style."""
    match = _VERSION_LINE.search(output)
    if match is None:
        return None
    version, inside = match.group("version"), match.group("inside") or ""
    build_number: int | None = None
    commit: str | None = None
    new_style = _NEW_STYLE_DETAILS.fullmatch(inside.strip())
    if new_style is not None:
        build_number = int(new_style.group("build"))
        commit = new_style.group("commit")
    elif inside.strip():
        commit = inside.strip()
        if version.isdigit():
            build_number = int(version)
    if commit == "unknown":
        commit = None
    built = _BUILT_WITH_LINE.search(output)
    return RuntimeVersion(
        version=version,
        build_number=build_number,
        commit=commit,
        built_with=built.group(1).strip() if built else None,
    )


def describe_failure(returncode: int, output: str) -> str | None:
    """A plain sentence for a llama-server that could not start, or None if unrecognised.

    Shared with the code that launches the server: the same exit codes and loader
    messages appear there.
    """
    if returncode in _ILLEGAL_INSTRUCTION_CODES:
        return (
            "This llama.cpp build needs CPU instructions your processor lacks "
            "(it stopped with 'illegal instruction'). Install a portable build with "
            "`llamadesk runtime install --portable`."
        )
    lowered = output.lower()
    if any(marker in lowered for marker in _MISSING_LIBRARY_MARKERS):
        library = _MISSING_LIBRARY.search(output)
        name = f" ({library.group(1)})" if library else ""
        return (
            f"This llama.cpp build needs a library that is missing on this computer{name}; "
            "install the matching GPU driver or toolkit, or install a CPU build."
        )
    return None


def read_build_info(folder: Path) -> dict[str, object]:
    """The build-info.json in ``folder``, or {} when absent or unreadable."""
    try:
        data = json.loads((folder / BUILD_INFO_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


_MIB = 1024 * 1024
_DEVICE_LINE = re.compile(
    r"^(?P<name>[^\s:]+):\s+(?P<description>.*?)"
    r"(?:\s+\((?P<total>\d+)\s*MiB,\s*(?P<free>\d+)\s*MiB free\))?$"
)
_VERSION_LINE = re.compile(r"^\s*version:\s*(?P<version>\S+)(?:\s*\((?P<inside>[^)]*)\))?", re.M)
_NEW_STYLE_DETAILS = re.compile(r"build\s+(?P<build>\d+),\s*commit\s+(?P<commit>\S+)")
_BUILT_WITH_LINE = re.compile(r"^\s*built with (.+)$", re.M)
_MISSING_LIBRARY = re.compile(r"([\w.+-]+\.(?:so(?:\.\d+)*|dll|dylib))", re.I)


def _run_probe(runtime: Runtime, flag: str, timeout: float) -> str:
    """Run the binary with one informational flag; its combined output, or a clear error."""
    path = runtime.server_path
    # run_tool hands the child our environment without a frozen app's LD_LIBRARY_PATH,
    # which points into its own bundle (an older libstdc++, say).
    run = processes.run_tool([path, flag], timeout)
    if run.start_error is not None:
        raise RuntimeUnusableError(
            f"The llama-server at {path} could not be started: {run.start_error}."
        )
    if run.timed_out or run.returncode is None:
        raise RuntimeUnusableError(
            f"The llama-server at {path} did not answer `{flag}` within {timeout:g} seconds."
        )
    output = run.stdout + run.stderr
    if run.returncode != 0:
        reason = describe_failure(run.returncode, output)
        details = f"exit code {run.returncode}\n{output[-4000:]}"
        if reason is None:
            reason = f"The llama-server at {path} failed (exit code {run.returncode})."
        raise RuntimeUnusableError(reason, details)
    return output


def _search(explicit: Path | None, preferred: str | None) -> tuple[list[Runtime], list[str]]:
    """All runtimes in priority order (deduplicated) and the places looked in."""
    looked: list[str] = []
    found: list[Runtime] = []
    seen: set[Path] = set()

    def add(path: Path, source: RuntimeSource, name: str | None = None) -> None:
        key = resolved_path(path)
        if key in seen:
            return
        seen.add(key)
        # A runtime picked by path keeps its installed name, so lists show one name.
        found.append(_describe(path, source, name or _installed_name(key)))

    if explicit is not None:
        place = f"the path from settings: {explicit}"
        hit = _binary_in(Path(explicit).expanduser(), _LLAMA_CPP_LAYOUTS)
        looked.append(_note(place, hit))
        if hit:
            add(hit, "setting")

    env_binary = os.environ.get(paths.SERVER_PATH_ENV, "").strip()
    if env_binary:
        hit = _binary_in(Path(env_binary).expanduser(), ())
        looked.append(_note(f"{paths.SERVER_PATH_ENV}={env_binary}", hit))
        if hit:
            add(hit, "env")
    else:
        looked.append(f"{paths.SERVER_PATH_ENV} (not set)")
    env_dir = os.environ.get(LLAMA_CPP_DIR_ENV, "").strip()
    if env_dir:
        hit = _binary_in(Path(env_dir).expanduser(), _LLAMA_CPP_LAYOUTS)
        looked.append(
            _note(f"{LLAMA_CPP_DIR_ENV}={env_dir} (and build/bin, build/bin/Release)", hit)
        )
        if hit:
            add(hit, "env")
    else:
        looked.append(f"{LLAMA_CPP_DIR_ENV} (not set)")

    program_dir = paths.executable_dir()
    # An installer may carry more than one runtime: ``runtime`` (the portable CPU one)
    # and ``runtime-<backend>`` beside it (``runtime-vulkan``), which the runtime check
    # tries in turn.
    for folder in (program_dir / "runtime", *_bundled_extras(program_dir), program_dir):
        hit = _binary_in(folder, (Path(),))
        looked.append(_note(f"next to the program: {folder}", hit))
        if hit:
            extra = folder.name.startswith(BUNDLED_EXTRA_PREFIX) and folder.parent == program_dir
            add(hit, "bundled", f"bundled-{folder.name[len(BUNDLED_EXTRA_PREFIX):]}"
                if extra else None)

    managed = _managed_runtimes(preferred)
    looked.append(f"installed runtimes: {paths.runtimes_dir()} ({len(managed)} found)")
    for folder in managed:
        add(folder / EXECUTABLE_NAME, "managed", folder.name)

    on_path = shutil.which("llama-server")
    looked.append(f"llama-server on PATH ({on_path or 'not found'})")
    if on_path:
        add(Path(on_path), "path")
    return found, looked


def _bundled_extras(program_dir: Path) -> list[Path]:
    try:
        return sorted(
            child for child in program_dir.iterdir()
            if child.name.startswith(BUNDLED_EXTRA_PREFIX) and child.is_dir()
        )
    except OSError:
        return []


def _managed_runtimes(preferred: str | None) -> list[Path]:
    """Installed runtime folders with a binary: the preferred one, then newest first."""
    root = paths.runtimes_dir()
    try:
        children = list(root.iterdir())
    except OSError:
        return []
    # Dot-folders are installs in progress or being replaced; never half a runtime.
    folders = [
        child
        for child in children
        if not child.name.startswith(".") and _is_executable(child / EXECUTABLE_NAME)
    ]
    folders.sort(key=_installed_order_key, reverse=True)
    if preferred:
        folders.sort(key=lambda folder: folder.name != preferred)  # stable: rest keep order
    return folders


def _installed_name(binary: Path) -> str | None:
    """The folder name of a binary in the runtimes folder, else None."""
    folder = binary.parent
    return folder.name if folder.parent == resolved_path(paths.runtimes_dir()) else None


def _installed_order_key(folder: Path) -> tuple[str, float]:
    info = read_build_info(folder)
    stamp = info.get("installed_at") or info.get("built_at")
    try:
        mtime = (folder / EXECUTABLE_NAME).stat().st_mtime
    except OSError:
        mtime = 0.0
    return (stamp if isinstance(stamp, str) else "", mtime)


def _describe(path: Path, source: RuntimeSource, name: str | None) -> Runtime:
    info = read_build_info(path.parent)
    backend = info.get("backend")
    version = info.get("version")
    return Runtime(
        server_path=path,
        source=source,
        backend=backend if isinstance(backend, str) else _backend_from_libraries(path.parent),
        version=version if isinstance(version, str) else None,
        build_info=info,
        name=name,
    )


def _backend_from_libraries(folder: Path) -> str | None:
    try:
        names = [entry.name.lower() for entry in folder.iterdir()]
    except OSError:
        return None
    for backend, stem in _BACKEND_LIBRARIES.items():
        if any(name.startswith((stem + ".", "lib" + stem + ".")) for name in names):
            return backend
    return None


def _binary_in(path: Path, layouts: tuple[Path, ...]) -> Path | None:
    """``path`` itself when it is the binary, else the first layout under it holding one."""
    if path.is_file():
        return path if _is_executable(path) else None
    for layout in layouts:
        candidate = path / layout / EXECUTABLE_NAME
        if _is_executable(candidate):
            return candidate
    return None


def _is_executable(path: Path) -> bool:
    return path.is_file() and (os.name == "nt" or os.access(path, os.X_OK))


def resolved_path(path: Path) -> Path:
    """``path`` resolved, or made absolute where it cannot be (a broken link on Windows)."""
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def _note(place: str, hit: Path | None) -> str:
    return f"{place} (found {hit})" if hit else f"{place} (no llama-server)"
