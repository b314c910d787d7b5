"""Which backends this computer can build llama-server for (CPU, CUDA, ROCm, Vulkan),
where their compilers are, and the CMake flags of each build.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from desktop.core import processes
from desktop.core.hardware.vulkan_probe import has_vulkan_gpu
from desktop.core.runtime.build_progress import BuildProblem, RuntimeBuildError

BACKENDS = ("cpu", "cuda", "vulkan", "rocm")

# The flags every build starts with, in this order.
BASE_CMAKE_FLAGS = (
    "-DCMAKE_BUILD_TYPE=Release",
    "-DLLAMA_BUILD_TESTS=OFF",
    "-DLLAMA_BUILD_EXAMPLES=OFF",
    "-DLLAMA_CURL=OFF",
    "-DLLAMA_OPENSSL=OFF",
    "-DBUILD_SHARED_LIBS=OFF",
)
# llama.cpp's RPC backend and its server (build_outputs.RPC_SERVER_TARGET), in every
# build: any computer can lend its devices to, or borrow them from, another one.
RPC_CMAKE_FLAG = "-DGGML_RPC=ON"
# Where toolkits install themselves when they are not on PATH or named by env vars.
CUDA_DEFAULT_ROOTS: tuple[str, ...] = ("/usr/local/cuda",)
ROCM_DEFAULT_ROOTS: tuple[str, ...] = ("/opt/rocm",)
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
        # The Vulkan SDK alone is often installed without a graphics card (and a CPU
        # Vulkan driver such as lavapipe only makes a slower CPU build): ask for a card.
        if _vulkan_problem() is None and has_vulkan_gpu():
            return _vulkan_toolchain()
        return Toolchain("cpu")
    if requested == "cpu":
        return Toolchain("cpu")
    if requested == "cuda":
        nvcc = find_nvcc()
        if nvcc is None:
            raise RuntimeBuildError(
                "Building for CUDA needs NVIDIA's CUDA Toolkit, but its compiler (nvcc) was "
                "not found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.",
                problem=BuildProblem.NO_CUDA_TOOLKIT,
            )
        return _cuda_toolchain(nvcc)
    if requested in ("rocm", "hip"):
        hipcc = find_hipcc()
        if hipcc is None:
            raise RuntimeBuildError(
                "Building for ROCm needs AMD's ROCm/HIP SDK, but its compiler (hipcc) was "
                "not found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.",
                problem=BuildProblem.NO_ROCM,
            )
        return _rocm_toolchain(hipcc)
    if requested == "vulkan":
        problem = _vulkan_problem()
        if problem is not None:
            raise RuntimeBuildError(
                f"Building for Vulkan needs the Vulkan SDK: {problem}.",
                problem=BuildProblem.NO_VULKAN_SDK,
            )
        return _vulkan_toolchain()
    raise RuntimeBuildError(f"Unknown backend {requested!r}: choose auto, {', '.join(BACKENDS)}.")


def cmake_flags(toolchain: Toolchain, portable: bool) -> list[str]:
    """The -D flags for this build: the base ones, the portable ones, the backend's, RPC,
    then the toolchain's (the order the Vulkan runtime was first built with, so its
    installs still match)."""
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
    flags.append(RPC_CMAKE_FLAG)
    flags += toolchain.extra_flags
    return flags


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


def _cuda_toolchain(nvcc: Path) -> Toolchain:
    return Toolchain("cuda", (f"-DCMAKE_CUDA_COMPILER={nvcc}",))


def _vulkan_toolchain() -> Toolchain:
    return Toolchain("vulkan")


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


def _first_file(candidates: Iterable[Path]) -> Path | None:
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return None
