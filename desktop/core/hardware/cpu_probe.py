"""The processor: name, core counts and the instruction sets llama.cpp builds care about."""

from __future__ import annotations

import os
import platform as platform_module
import sys
from collections.abc import Callable
from pathlib import Path

import psutil

from desktop.core.hardware.info import CpuInfo

# IsProcessorFeaturePresent ids (winnt.h) for the features that decide which build runs.
WINDOWS_FEATURE_IDS: dict[str, int] = {
    "sse2": 10,  # PF_XMMI64_INSTRUCTIONS_AVAILABLE
    "sse3": 13,  # PF_SSE3_INSTRUCTIONS_AVAILABLE
    "ssse3": 36,
    "sse4_1": 37,
    "sse4_2": 38,
    "avx": 39,
    "avx2": 40,
    "avx512f": 41,
}


def probe_cpu(*, platform: str, sysfs_root: Path) -> tuple[CpuInfo, list[str]]:
    """The CPU as far as it can be read; problems are plain sentences, never exceptions."""
    problems: list[str] = []
    name = ""
    features: frozenset[str] = frozenset()
    if platform.startswith("linux"):
        try:
            text = (sysfs_root / "proc" / "cpuinfo").read_text(errors="replace")
        except OSError as error:
            problems.append(f"The processor details could not be read ({error.strerror}).")
        else:
            name, features = parse_cpuinfo(text)
    elif platform == "win32" and sys.platform == "win32":
        name = _windows_cpu_name()
        features = windows_cpu_features(_windows_feature_check())
    logical, physical = _core_counts()
    return (
        CpuInfo(
            name=name or platform_module.processor() or platform_module.machine() or "Unknown",
            physical_cores=physical,
            logical_cores=logical,
            features=features,
        ),
        problems,
    )


def parse_cpuinfo(text: str) -> tuple[str, frozenset[str]]:
    """The name and lower-case feature flags from Linux ``/proc/cpuinfo`` (x86 or Arm)."""
    name = ""
    flags: frozenset[str] = frozenset()
    for line in text.splitlines():
        key, separator, value = line.partition(":")
        if not separator:
            continue
        key = key.strip().lower()
        value = value.strip()
        if not name and key in ("model name", "hardware", "cpu model"):
            name = value
        elif not flags and key in ("flags", "features"):
            flags = frozenset(flag.lower() for flag in value.split())
    if "pni" in flags:
        # Linux calls SSE3 "pni"; use the name Windows and llama.cpp use.
        flags |= {"sse3"}
    return name, flags


def windows_cpu_features(is_present: Callable[[int], bool]) -> frozenset[str]:
    """Features Windows reports through ``IsProcessorFeaturePresent``.

    Windows has no ids for FMA or F16C; every x86 CPU with AVX2 also has both (Intel
    since Haswell, AMD since Excavator), so they are inferred from AVX2 rather than left
    out, which would wrongly rule out the common AVX2 builds.
    """
    present = {name for name, feature in WINDOWS_FEATURE_IDS.items() if is_present(feature)}
    if "avx2" in present:
        present |= {"fma", "f16c"}
    return frozenset(present)


def _core_counts() -> tuple[int, int]:
    logical = psutil.cpu_count(logical=True) or os.cpu_count() or 1
    physical = psutil.cpu_count(logical=False) or logical
    return logical, physical


def _windows_feature_check() -> Callable[[int], bool]:
    if sys.platform == "win32":
        import ctypes

        function = ctypes.windll.kernel32.IsProcessorFeaturePresent
        function.argtypes = [ctypes.c_uint32]
        function.restype = ctypes.c_int
        return lambda feature: bool(function(feature))
    else:
        return lambda feature: False


def _windows_cpu_name() -> str:
    if sys.platform == "win32":
        import winreg

        try:
            with winreg.OpenKey(
                winreg.HKEY_LOCAL_MACHINE, r"HARDWARE\DESCRIPTION\System\CentralProcessor\0"
            ) as key:
                value, _ = winreg.QueryValueEx(key, "ProcessorNameString")
        except OSError:
            return ""
        return str(value).strip()
    else:
        return ""
