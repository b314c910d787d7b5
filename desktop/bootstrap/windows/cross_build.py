"""llama-server.exe and llama-tts.exe cross-built on Linux with mingw-w64 from the pinned
llama.cpp source: the portable CPU runtime, and the Vulkan one (NVIDIA, AMD and Intel
cards with nothing but the card's driver).

Each is built once into ``~/.cache/llamadesk/windows/runtime`` (``runtime-vulkan``), a
record beside it naming the flags and the programs; a later run with the same ones
reuses them at once.

The Vulkan build needs what a Windows build machine gets from the Vulkan SDK, made here
instead: the headers are the pinned ones the Linux Vulkan build uses, the import library
for ``vulkan-1.dll`` (the loader every Vulkan driver installs) is made by mingw's
``dlltool`` from the functions those headers declare, and the shaders are compiled by
the host's ``glslc`` (SPIR-V is the same on every system). The source
is the unpacked sdist the Linux runtimes are built from (``~/.cache/llamadesk/src``),
fetched and checked by the core's own code when it is not there yet.

The record names its paths relative to the cache folder, so a cache copied to another
place (another user's home, CI's restored cache) is still recognised.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from desktop.bootstrap.windows.layout import CACHE, CROSS_BUILD, ROOT, RUNTIME_DIR
from desktop.core.runtime.build_outputs import SPEECH_TARGET
from desktop.core.runtime.build_source import PINNED_SDIST, extract_sdist, fetch_sdist
from desktop.core.runtime.build_vulkan_headers import pinned_include_dir

# llama.cpp's tools/tts beside the server, as every runtime has it: the app reads answers
# aloud and serves /v1/audio/speech with it (libmtmd is built for the server already,
# so it adds one compiled file and a link).
TARGETS = ("llama-server", SPEECH_TARGET)
# Debian's "posix" variant: the win32-thread one has no std::thread, which llama.cpp uses.
CC = "x86_64-w64-mingw32-gcc-posix"
CXX = "x86_64-w64-mingw32-g++-posix"
MINGW_ROOT = "/usr/x86_64-w64-mingw32"

# Debian 12's mingw-w64 10 headers know ThreadPowerThrottling but not the struct it
# takes (added in mingw-w64 11); ggml-cpu.c uses both. Force-included everywhere, so it
# only declares what is missing and includes nothing that could change other code.
_THROTTLING_SHIM = """\
#pragma once
#include <_mingw.h>
#if defined(__MINGW64_VERSION_MAJOR) && __MINGW64_VERSION_MAJOR < 11 \\
    && !defined(THREAD_POWER_THROTTLING_CURRENT_VERSION)
typedef struct _THREAD_POWER_THROTTLING_STATE {
    unsigned long Version;
    unsigned long ControlMask;
    unsigned long StateMask;
} THREAD_POWER_THROTTLING_STATE;
#define THREAD_POWER_THROTTLING_CURRENT_VERSION 1
#define THREAD_POWER_THROTTLING_EXECUTION_SPEED 0x1
#endif
"""


def _write_if_changed(path: Path, text: str) -> None:
    """Every object depends on the shim (and the configure on the toolchain file):
    rewriting them unchanged would make a later build compile all 200 files again."""
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def _toolchain_file(folder: Path) -> Path:
    path = folder / "mingw-w64-x86_64.cmake"
    _write_if_changed(
        path,
        "\n".join(
            [
                "set(CMAKE_SYSTEM_NAME Windows)",
                "set(CMAKE_SYSTEM_PROCESSOR x86_64)",
                f"set(CMAKE_C_COMPILER {CC})",
                f"set(CMAKE_CXX_COMPILER {CXX})",
                "set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)",
                f"set(CMAKE_FIND_ROOT_PATH {MINGW_ROOT})",
                "set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)",
                "set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)",
                "set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)",
                "",
            ]
        ),
    )
    return path


def cmake_flags(shim: Path) -> list[str]:
    """The build's -D flags. The CPU kernels are named (AVX2, FMA, F16C, BMI2: every
    x86-64 CPU since 2013-2015) because a cross build cannot ask the CPU it runs on,
    and without them it falls back to SSE2-only code; OpenMP is off so ggml's own thread
    pool runs and the exe needs no libgomp. Static, so only Windows' own DLLs load."""
    include = f"-include {shim}"
    static = "-static -static-libgcc -static-libstdc++"
    return [
        "-DCMAKE_BUILD_TYPE=Release",
        "-DBUILD_SHARED_LIBS=OFF",
        "-DLLAMA_BUILD_TESTS=OFF",
        "-DLLAMA_BUILD_EXAMPLES=OFF",
        "-DLLAMA_CURL=OFF",
        "-DLLAMA_OPENSSL=OFF",
        "-DGGML_NATIVE=OFF",
        "-DGGML_AVX=ON",
        "-DGGML_AVX2=ON",
        "-DGGML_FMA=ON",
        "-DGGML_F16C=ON",
        "-DGGML_BMI2=ON",
        "-DGGML_OPENMP=OFF",
        f"-DCMAKE_C_FLAGS={include}",
        f"-DCMAKE_CXX_FLAGS={include}",
        f"-DCMAKE_EXE_LINKER_FLAGS={static}",
    ]


@dataclass(frozen=True)
class Flavour:
    """One Windows runtime: where it is built and kept, and what it adds to the flags."""

    name: str
    runtime_dir: Path  # llama-server.exe, llama-tts.exe and the record
    tree: Path  # the build tree (kept: a rebuild compiles only what changed)

    @property
    def server_exe(self) -> Path:
        return self.runtime_dir / "llama-server.exe"

    @property
    def speech_exe(self) -> Path:
        return self.runtime_dir / f"{SPEECH_TARGET}.exe"

    @property
    def record(self) -> Path:
        return self.runtime_dir / "llamadesk-windows-build.json"


CPU = Flavour("cpu", RUNTIME_DIR, CROSS_BUILD / "tree")
# "runtime-vulkan" beside "runtime" in an installed app: the app finds runtime-<backend>/
# folders beside its programs and its first-start check picks the fastest that works.
VULKAN = Flavour("vulkan", ROOT / "runtime-vulkan", CROSS_BUILD / "tree-vulkan")

SPIRV_INCLUDE = CROSS_BUILD / "spirv-include"  # spirv -> /usr/include/spirv
SYSTEM_SPIRV = Path("/usr/include/spirv")
_PROTOTYPE = re.compile(r"VKAPI_ATTR \w+ VKAPI_CALL (vk\w+)\(")


def vulkan_import_library(folder: Path, include: Path) -> Path:
    """``libvulkan-1.a``, the import library for ``vulkan-1.dll``, made from the functions
    the headers declare (what the Vulkan SDK's ``vulkan-1.lib`` holds); the exe imports
    only those it calls, all exported by every Vulkan loader."""
    names: set[str] = set()
    for header in ("vulkan_core.h", "vulkan_win32.h"):
        names.update(_PROTOTYPE.findall((include / "vulkan" / header).read_text("utf-8")))
    if "vkCreateInstance" not in names:
        raise RuntimeError(f"no Vulkan functions declared in {include / 'vulkan'}")
    definition = folder / "vulkan-1.def"
    library = folder / "libvulkan-1.a"
    exports = "".join(f"{name}\n" for name in sorted(names))
    _write_if_changed(definition, f"LIBRARY vulkan-1.dll\nEXPORTS\n{exports}")
    if not library.is_file() or library.stat().st_mtime < definition.stat().st_mtime:
        subprocess.run(["x86_64-w64-mingw32-dlltool", "-d", str(definition), "-l", str(library),
                        "-D", "vulkan-1.dll"], check=True, capture_output=True)  # fmt: skip
    return library


def flavour_flags(flavour: Flavour, shim: Path) -> list[str]:
    """The flags of ``flavour``: the CPU ones, and for Vulkan its headers, import
    library and the host's shader compiler."""
    flags = cmake_flags(shim)
    if flavour is VULKAN:
        include = pinned_include_dir(CACHE)
        # ggml-vulkan includes <spirv/unified1/spirv.hpp> (Debian's spirv-headers, as for
        # the Linux build); mingw does not search /usr/include, and adding all of it would
        # mix Linux headers in, so a folder holding only that one is searched.
        flags = [f"{flag} -isystem {SPIRV_INCLUDE}" if flag.startswith("-DCMAKE_CXX_FLAGS=")
                 else flag for flag in flags]  # fmt: skip
        flags += [
            "-DGGML_VULKAN=ON",
            f"-DVulkan_INCLUDE_DIR={include}",
            f"-DVulkan_LIBRARY={CROSS_BUILD / 'libvulkan-1.a'}",
            "-DVulkan_GLSLC_EXECUTABLE=" + (shutil.which("glslc") or "glslc"),
        ]
    return flags


def _cache_relative(flag: str) -> str:
    """A flag as the record keeps it: paths in the cache relative to the cache folder."""
    return flag.replace(f"{CACHE}{os.sep}", "")


def _record_wanted(flags: list[str]) -> dict[str, object]:
    return {
        "sdist": PINNED_SDIST.filename,
        "sha256": PINNED_SDIST.sha256,
        "flags": [_cache_relative(flag) for flag in flags],
        "targets": list(TARGETS),
    }


def cached_server(flags: list[str] | None = None, flavour: Flavour = CPU) -> Path | None:
    """The built server when its record matches this build's pin, flags and programs
    (llama-tts.exe beside it)."""
    if not (flavour.server_exe.is_file() and flavour.speech_exe.is_file()
            and flavour.record.is_file()):  # fmt: skip
        return None
    wanted = _record_wanted(flags if flags is not None else flavour_flags(flavour, _shim_path()))
    try:
        recorded = json.loads(flavour.record.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return flavour.server_exe if recorded.get("build") == wanted else None


def _shim_path() -> Path:
    return CROSS_BUILD / "throttling_shim.h"


def ensure_server_exe(jobs: int | None = None, flavour: Flavour = CPU) -> tuple[Path, bool]:
    """llama-server.exe (llama-tts.exe beside it) of ``flavour``, built now if no
    matching build is cached; (the server's path, was_built). A build tree left by an
    earlier run is reused: only what changed is compiled."""
    shim = _shim_path()
    flags = flavour_flags(flavour, shim)
    if (found := cached_server(flags, flavour)) is not None:
        return found, False
    tools = [CC, CXX, "cmake", "ninja"] + (["glslc"] if flavour is VULKAN else [])
    for tool in tools:
        if shutil.which(tool) is None:
            raise RuntimeError(f"the cross build needs {tool}, which is not installed")
    source = extract_sdist(fetch_sdist())
    CROSS_BUILD.mkdir(parents=True, exist_ok=True)
    _write_if_changed(shim, _THROTTLING_SHIM)
    if flavour is VULKAN:
        include = pinned_include_dir(CACHE)
        if not (include / "vulkan" / "vulkan.hpp").is_file():
            raise RuntimeError(f"the Vulkan headers are not in {include} (the Linux "
                               "Vulkan runtime's build fetches them)")  # fmt: skip
        vulkan_import_library(CROSS_BUILD, include)
        if not (SYSTEM_SPIRV / "unified1" / "spirv.hpp").is_file():
            raise RuntimeError("the Vulkan build needs the SPIR-V headers (Debian's "
                               "spirv-headers package), which are not installed")  # fmt: skip
        SPIRV_INCLUDE.mkdir(exist_ok=True)
        link = SPIRV_INCLUDE / "spirv"
        if not link.is_symlink():
            link.symlink_to(SYSTEM_SPIRV)
    toolchain = _toolchain_file(CROSS_BUILD)
    tree = flavour.tree
    log = CROSS_BUILD / f"build-{flavour.name}.log"
    started = time.monotonic()
    with log.open("w", encoding="utf-8") as out:
        configure = [
            "cmake", "-S", str(source), "-B", str(tree), "-G", "Ninja",
            f"-DCMAKE_TOOLCHAIN_FILE={toolchain}", *flags,
        ]  # fmt: skip
        compile_ = ["cmake", "--build", str(tree), "--target", *TARGETS,
                    f"-j{jobs or os.cpu_count() or 2}"]  # fmt: skip
        for command in (configure, compile_):
            out.write("+ " + " ".join(command) + "\n")
            out.flush()
            done = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, check=False)
            if done.returncode != 0:
                tail = log.read_text(encoding="utf-8", errors="replace").splitlines()[-25:]
                raise RuntimeError("the cross build failed:\n" + "\n".join(tail))
    flavour.runtime_dir.mkdir(parents=True, exist_ok=True)
    for installed in (flavour.server_exe, flavour.speech_exe):
        staging = installed.with_name(installed.name + ".partial")
        shutil.copy2(tree / "bin" / installed.name, staging)
        staging.replace(installed)
    flavour.record.write_text(
        json.dumps(
            {"build": _record_wanted(flags), "seconds": round(time.monotonic() - started)},
            indent=2,
        ),
        encoding="utf-8",
    )
    return flavour.server_exe, True


def imported_dlls(exe: Path) -> list[str]:
    """The DLLs an exe imports (objdump), to show it needs only Windows' own."""
    listing = subprocess.run(
        ["x86_64-w64-mingw32-objdump", "-p", str(exe)],
        capture_output=True, text=True, check=False,
    ).stdout  # fmt: skip
    return sorted(
        {line.split(":", 1)[1].strip() for line in listing.splitlines() if "DLL Name:" in line}
    )


def main(argv: list[str]) -> int:
    """``cpu`` (the default), ``vulkan``, or ``both`` (CPU first: the Vulkan build then
    finds in ccache what they share), each built or found cached, with its time."""
    chosen = {"vulkan": [VULKAN], "both": [CPU, VULKAN]}.get(" ".join(argv), [CPU])
    for flavour in chosen:
        began = time.monotonic()
        try:
            path, built = ensure_server_exe(flavour=flavour)
        except RuntimeError as error:
            print(f"{flavour.name}: {error}", flush=True)
            return 1
        print(f"{flavour.name}: {path} {'built' if built else 'cached'} in "
              f"{time.monotonic() - began:.0f} s, importing {imported_dlls(path)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
