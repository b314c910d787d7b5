"""The GPU libraries llama-server loads: where they are, whether they are there, and the
child's environment that lets the loader find them.

Linux searches ``LD_LIBRARY_PATH`` and Windows searches ``PATH`` for the CUDA runtime,
cuBLAS and the ROCm libraries, so a GPU build only starts if we put the right folders
there. We check before launch and name the missing file, rather than let the server
die with "error while loading shared libraries" or 0xC0000135. Every root (the
filesystem root, the environment, the site-packages folders) is a parameter, so the
Windows and Linux layouts are both tested on any machine.
"""

from __future__ import annotations

import fnmatch
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.masks import HIP_MASK, NVIDIA_MASK, mask_entries
from desktop.core.hardware.probe_process import env_value, path_list
from desktop.core.processes import restore_loader_path

VULKAN_MASK = "GGML_VK_VISIBLE_DEVICES"
DEFAULT_CUDA_MAJOR = 12
# Folders the Linux loader searches on its own (besides ld.so.conf): checked, never added.
_LINUX_LOADER_DIRS = (
    "usr/lib/x86_64-linux-gnu",
    "usr/lib/aarch64-linux-gnu",
    "usr/lib64",
    "usr/lib",
    "lib/x86_64-linux-gnu",
    "lib/aarch64-linux-gnu",
    "lib64",
    "lib",
    "usr/local/lib",
)
_DRIVER_LIBRARIES = frozenset({"libcuda.so.1", "nvcuda.dll"})


@dataclass(frozen=True)
class LibraryCheck:
    """Which required libraries were found where, which are missing, and every folder searched."""

    found: dict[str, Path]
    missing: list[str]
    searched: list[Path]
    backend: str = ""


class MissingLibraries(LlamaDeskError):  # noqa: N818 (contract name)
    """A GPU build of llama-server cannot start: libraries it needs are not installed."""

    def __init__(self, message: str, details: str = "", missing: Sequence[str] = ()) -> None:
        super().__init__(message, details)
        self.missing = list(missing)

    @classmethod
    def from_check(cls, check: LibraryCheck) -> MissingLibraries:
        """The error for a check with missing libraries: names them, and says where we looked."""
        names = _spoken_list(check.missing)
        verb = "is" if len(check.missing) == 1 else "are"
        label = {"cuda": "CUDA", "rocm": "ROCm", "vulkan": "Vulkan"}.get(check.backend, "GPU")
        message = (
            f"The {label} build of llama-server needs {names}, which {verb} not installed "
            f"(looked in {len(check.searched)} folders). {_install_hint(check)}"
        )
        details = "Missing: " + ", ".join(check.missing) + "\nLooked in:\n"
        details += "\n".join(f"  {folder}" for folder in check.searched) or "  (no folder exists)"
        return cls(message, details, check.missing)


class GpuNotVisibleError(LlamaDeskError):
    """A chosen GPU is hidden by a visibility mask this app was started with."""


def required_libraries(backend: str, platform: str, cuda_major: int | None = None) -> list[str]:
    """File names (or ``fnmatch`` patterns) a ``backend`` build needs, the driver's included.

    ``cuda_major`` is the CUDA version the build was made with; 12 when unknown.
    """
    major = cuda_major or DEFAULT_CUDA_MAJOR
    windows = platform == "win32"
    if backend == "cuda":
        if windows:
            return [
                f"cudart64_{major}.dll",
                f"cublas64_{major}.dll",
                f"cublasLt64_{major}.dll",
                "nvcuda.dll",
            ]
        return [
            f"libcudart.so.{major}",
            f"libcublas.so.{major}",
            f"libcublasLt.so.{major}",
            "libcuda.so.1",
        ]
    if backend == "rocm":
        if windows:
            return ["amdhip64*.dll", "hipblas*.dll", "rocblas*.dll"]
        return ["libamdhip64.so*", "libhipblas.so*", "librocblas.so*"]
    if backend == "vulkan":
        return ["vulkan-1.dll"] if windows else ["libvulkan.so.1"]
    return []


def library_search_dirs(
    backend: str,
    server_dir: Path,
    *,
    platform: str,
    env: Mapping[str, str],
    site_dirs: Sequence[Path],
    cuda_major: int | None = None,
    system_root: Path = Path("/"),
) -> list[Path]:
    """The folders to put first on the child's library path, in order: existing ones only.

    ``system_root`` is where ``/usr/local/cuda`` and ``/opt/rocm`` are looked for (Linux);
    on Windows the toolkit folders come from ``env`` (``CUDA_PATH``, ``ProgramFiles``,
    ``HIP_PATH``).
    """
    if platform == "win32":
        candidates = _windows_dirs(backend, server_dir, env, site_dirs, cuda_major)
    else:
        candidates = _linux_dirs(backend, server_dir, env, site_dirs, cuda_major, system_root)
    return _existing_unique(candidates, platform)


def check_libraries(
    backend: str,
    search_dirs: Sequence[Path],
    *,
    platform: str,
    env: Mapping[str, str],
    cuda_major: int | None = None,
    system_root: Path = Path("/"),
    frozen: bool | None = None,
) -> LibraryCheck:
    """Look for every library ``backend`` needs in ``search_dirs``, then where the
    system loader looks by itself (the inherited library path, system folders)."""
    searched = _existing_unique(
        [*search_dirs, *_loader_dirs(platform, env, system_root, _is_frozen(frozen))], platform
    )
    listings: dict[Path, list[str]] = {}
    found: dict[str, Path] = {}
    for name in required_libraries(backend, platform, cuda_major):
        for folder in searched:
            hit = _find_library(folder, name, platform, listings)
            if hit is not None:
                found[name] = hit
                break
    missing = [
        name for name in required_libraries(backend, platform, cuda_major) if name not in found
    ]
    return LibraryCheck(found=found, missing=missing, searched=searched, backend=backend)


def child_environment(
    base_env: Mapping[str, str],
    backend: str,
    lib_dirs: Sequence[Path],
    *,
    platform: str,
    gpu_indices: Sequence[int] | None,
    frozen: bool | None = None,
) -> dict[str, str]:
    """The complete environment for llama-server.

    ``lib_dirs`` go first on ``LD_LIBRARY_PATH`` (Linux) or ``PATH`` (Windows). In a frozen
    (PyInstaller) app the loader path the bootloader changed is restored first, so the
    child never loads the app's bundled libraries. ``gpu_indices`` are visible ordinals
    (``GpuInfo.index``); they are translated through any mask already set, so the child
    sees exactly those GPUs. ``None`` leaves the masks as they are.
    """
    env = dict(base_env)
    if platform == "win32":
        current = _pop_any_case(env, "PATH")
        env["PATH"] = _joined([str(d) for d in lib_dirs], current, ";")
    else:
        restore_loader_path(env, _is_frozen(frozen))
        joined = _joined([str(d) for d in lib_dirs], env.get("LD_LIBRARY_PATH"), ":")
        if joined:
            env["LD_LIBRARY_PATH"] = joined
    if backend == "cuda":
        # Number GPUs as nvidia-smi and NVML do, which is how GpuInfo numbers them.
        env["CUDA_DEVICE_ORDER"] = "PCI_BUS_ID"
    if gpu_indices is not None:
        _pin_gpus(env, backend, list(gpu_indices), platform)
    return env


def physical_gpu_ids(gpu_indices: Sequence[int], mask: str | None, variable: str) -> list[str]:
    """The ids to write into ``variable`` so the child sees ``gpu_indices`` (visible ordinals).

    Without a mask the ordinals are the ids; with one, ordinal k is the mask's k-th entry
    (an index or a UUID).
    """
    if mask is None:
        return [str(index) for index in gpu_indices]
    entries = mask_entries(mask)
    valid = entries[: entries.index("")] if "" in entries else entries
    for index in gpu_indices:
        if not 0 <= index < len(valid):
            raise GpuNotVisibleError(
                f"GPU {index} was chosen, but only {len(valid)} GPU(s) are visible to LlamaDesk "
                f"({variable}={mask}). Choose another GPU in the settings.",
            )
    return [valid[index] for index in gpu_indices]


def _pin_gpus(env: dict[str, str], backend: str, indices: list[int], platform: str) -> None:
    if backend == "cuda":
        variable, mask = NVIDIA_MASK, env_value(env, NVIDIA_MASK, platform)
        hide_all = ""
    elif backend == "rocm":
        hip = env_value(env, HIP_MASK, platform)
        # HIP reads CUDA_VISIBLE_DEVICES when HIP_VISIBLE_DEVICES is unset.
        variable, mask = HIP_MASK, hip if hip is not None else env_value(env, NVIDIA_MASK, platform)
        hide_all = "-1"  # HIP ignores everything from an invalid id on; an empty value means "all"
    elif backend == "vulkan":
        variable, mask = VULKAN_MASK, env_value(env, VULKAN_MASK, platform)
        hide_all = ""
        if not indices:
            return  # llama.cpp cannot parse an empty Vulkan list; -ngl 0 keeps work off the GPU
    else:
        return
    value = ",".join(physical_gpu_ids(indices, mask, variable)) if indices else hide_all
    if platform == "win32":
        _pop_any_case(env, variable)
    env[variable] = value


def _linux_dirs(
    backend: str,
    server_dir: Path,
    env: Mapping[str, str],
    site_dirs: Sequence[Path],
    cuda_major: int | None,
    root: Path,
) -> list[Path]:
    if backend == "rocm":
        rocm_roots = [Path(env["ROCM_PATH"])] if env.get("ROCM_PATH") else []
        rocm_roots += [root / "opt" / "rocm", *_versioned(root / "opt", "rocm-*", None)]
        # System ROCm first: a bundled partial ROCm next to the binary must not shadow it.
        return [*(r / "lib" for r in rocm_roots), server_dir]
    if backend != "cuda":
        return [server_dir]
    dirs = [server_dir]
    for site in site_dirs:
        dirs += sorted(
            (site / "nvidia").glob("*/lib"), key=lambda d: _wheel_order(d.parent.name, cuda_major)
        )
    cuda_roots = [Path(env[name]) for name in ("CUDA_PATH", "CUDA_HOME") if env.get(name)]
    cuda_roots += [
        root / "usr" / "local" / "cuda",
        *_versioned(root / "usr" / "local", "cuda-*", cuda_major),
        root / "opt" / "cuda",
    ]
    for cuda_root in cuda_roots:
        dirs.append(cuda_root / "lib64")
        dirs += sorted((cuda_root / "targets").glob("*-linux/lib"))
    # WSL puts the driver's libcuda.so here, outside the loader's default folders.
    dirs.append(root / "usr" / "lib" / "wsl" / "lib")
    return dirs


def _windows_dirs(
    backend: str,
    server_dir: Path,
    env: Mapping[str, str],
    site_dirs: Sequence[Path],
    cuda_major: int | None,
) -> list[Path]:
    program_files = env_value(env, "ProgramFiles", "win32")
    if backend == "rocm":
        dirs = [server_dir]
        hip_path = env_value(env, "HIP_PATH", "win32")
        if hip_path:
            dirs.append(Path(hip_path) / "bin")
        if program_files:
            dirs += [d / "bin" for d in _versioned(Path(program_files) / "AMD" / "ROCm", "*", None)]
        return dirs
    if backend != "cuda":
        return [server_dir]
    dirs = [server_dir]
    for site in site_dirs:
        packages = sorted(
            (site / "nvidia").glob("*"), key=lambda d: _wheel_order(d.name, cuda_major)
        )
        for package in packages:
            # CUDA 13 wheels moved their DLLs one folder down.
            dirs += [package / "bin", package / "bin" / "x86_64"]
    cuda_roots: list[Path] = []
    cuda_path = env_value(env, "CUDA_PATH", "win32")
    if cuda_path:
        cuda_roots.append(Path(cuda_path))
    # The toolkit installer also sets CUDA_PATH_V12_4 and friends, one per installed version.
    versioned_vars = sorted(
        (name for name in env if re.fullmatch(r"CUDA_PATH_V\d+_\d+", name, re.IGNORECASE)),
        key=lambda name: _version_key(name, cuda_major),
    )
    cuda_roots += [Path(env[name]) for name in versioned_vars]
    if program_files:
        toolkit = Path(program_files) / "NVIDIA GPU Computing Toolkit" / "CUDA"
        cuda_roots += _versioned(toolkit, "v*", cuda_major)
    for cuda_root in cuda_roots:
        # CUDA 13 toolkits keep their DLLs in bin\x64.
        dirs += [cuda_root / "bin", cuda_root / "bin" / "x64"]
    return dirs


def _loader_dirs(platform: str, env: Mapping[str, str], root: Path, frozen: bool) -> list[Path]:
    """Where the system loader looks without our help, for the check only."""
    if platform == "win32":
        dirs: list[Path] = []
        system_root = env_value(env, "SystemRoot", platform)
        if system_root:
            dirs.append(Path(system_root) / "System32")
        return dirs + path_list(env_value(env, "PATH", platform), platform)
    inherited = env.get("LD_LIBRARY_PATH_ORIG") if frozen else env.get("LD_LIBRARY_PATH")
    dirs = path_list(inherited, platform)
    dirs += _ld_so_conf_dirs(root, root / "etc" / "ld.so.conf", set())
    dirs += [root / relative for relative in _LINUX_LOADER_DIRS]
    dirs.append(root / "usr" / "lib" / "wsl" / "lib")
    return dirs


def _ld_so_conf_dirs(root: Path, conf: Path, seen: set[Path]) -> list[Path]:
    """Folders named in ld.so.conf and the files it includes (container drivers live there)."""
    if conf in seen:
        return []
    seen.add(conf)
    try:
        lines = conf.read_text(errors="replace").splitlines()
    except OSError:
        return []
    dirs: list[Path] = []
    for raw in lines:
        line = raw.split("#", 1)[0].strip()
        if line.startswith("include"):
            pattern = line.split(None, 1)[1].strip() if len(line.split(None, 1)) == 2 else ""
            base = root if pattern.startswith("/") else conf.parent
            for included in sorted(base.glob(pattern.lstrip("/"))) if pattern else []:
                dirs += _ld_so_conf_dirs(root, included, seen)
        elif line.startswith("/"):
            dirs.append(root / line.lstrip("/"))
    return dirs


def _find_library(
    folder: Path, name: str, platform: str, listings: dict[Path, list[str]]
) -> Path | None:
    if not any(char in name for char in "*?["):
        candidate = folder / name
        return candidate if candidate.exists() else None
    if folder not in listings:
        try:
            listings[folder] = sorted(entry.name for entry in folder.iterdir())
        except OSError:
            listings[folder] = []
    for entry in listings[folder]:
        matched = (
            fnmatch.fnmatch(entry.lower(), name.lower())
            if platform == "win32"
            else fnmatch.fnmatchcase(entry, name)
        )
        if matched:
            return folder / entry
    return None


def _existing_unique(paths: Iterable[Path], platform: str) -> list[Path]:
    result: list[Path] = []
    seen: set[str] = set()
    for path in paths:
        try:
            if not path.is_dir():
                continue
            key = str(path.resolve())
        except OSError:
            continue
        if platform == "win32":
            key = key.lower()
        if key not in seen:
            seen.add(key)
            result.append(path)
    return result


def _versioned(parent: Path, pattern: str, preferred_major: int | None) -> list[Path]:
    """Children of ``parent`` matching ``pattern``: ``preferred_major`` first, then newest."""
    try:
        children = [child for child in parent.glob(pattern) if child.is_dir()]
    except OSError:
        return []
    return sorted(children, key=lambda child: _version_key(child.name, preferred_major))


def _version_key(name: str, preferred_major: int | None) -> tuple[int, tuple[int, ...]]:
    numbers = tuple(int(part) for part in re.findall(r"\d+", name))
    preferred = 0 if preferred_major is not None and numbers[:1] == (preferred_major,) else 1
    return preferred, tuple(-number for number in numbers)


def _wheel_order(package: str, cuda_major: int | None) -> tuple[int, str]:
    """pip wheel folders: the matching ``cuNN`` layout first, another CUDA's last."""
    match = re.fullmatch(r"cu(\d+)", package)
    if match is None:
        return 1, package
    wanted = cuda_major or DEFAULT_CUDA_MAJOR
    return (0 if int(match.group(1)) == wanted else 2), package


def _install_hint(check: LibraryCheck) -> str:
    if check.backend == "cuda":
        if any(name in _DRIVER_LIBRARIES for name in check.missing):
            return "Install the NVIDIA driver, or use the CPU build of llama-server."
        majors = {m for name in check.missing for m in re.findall(r"(?:\.so\.|64_)(\d+)", name)}
        version = f" {min(majors)}" if majors else ""
        return f"Install the NVIDIA CUDA Toolkit{version}, or use the CPU build of llama-server."
    if check.backend == "rocm":
        return "Install AMD ROCm (on Windows: the AMD HIP SDK), or use the Vulkan or CPU build."
    if check.backend == "vulkan":
        return "Update the graphics driver (it provides Vulkan), or use the CPU build."
    return "Install them, or use the CPU build of llama-server."


def _spoken_list(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _joined(first: Sequence[str], rest: str | None, separator: str) -> str:
    parts = [*first, *(part for part in (rest or "").split(separator) if part)]
    return separator.join(parts)


def _pop_any_case(env: dict[str, str], key: str) -> str | None:
    """Remove ``key`` in any letter case (Windows variables are case-insensitive)."""
    value: str | None = None
    for name in [name for name in env if name.upper() == key.upper()]:
        popped = env.pop(name)
        value = popped if value is None else value
    return value


def _is_frozen(frozen: bool | None) -> bool:
    return bool(getattr(sys, "frozen", False)) if frozen is None else frozen
