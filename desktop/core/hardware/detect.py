"""What this computer has: GPUs, CPU features, memory.

CONTRACT (other modules code against these names; keep them):
``detect_hardware(timeout: float = 5.0) -> HardwareInfo``: never raises; a probe that
fails, hangs or crashes adds a line to ``HardwareInfo.problems`` instead.

The probes live in ``nvidia_probe``, ``amd_probe`` and ``cpu_probe``; this module owns the
result types, the visibility masks (``CUDA_VISIBLE_DEVICES`` and friends) and the
time budget.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeVar

import psutil

from desktop.core.hardware.amd_probe import probe_amd
from desktop.core.hardware.cpu_probe import probe_cpu
from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.hardware.masks import visible_gpus
from desktop.core.hardware.nvidia_probe import probe_nvidia

_T = TypeVar("_T")
# Time after the deadline for a killed tool to be reaped before a probe is abandoned.
_KILL_GRACE = 3.0

def detect_hardware(
    timeout: float = 5.0,
    *,
    env: Mapping[str, str] | None = None,
    platform: str | None = None,
    sysfs_root: Path = Path("/"),
    use_nvml: bool = True,
) -> HardwareInfo:
    """GPUs (after visibility masks), CPU and memory; never raises.

    ``timeout`` bounds the whole detection: the NVIDIA and AMD probes run side by side
    and any tool still running at the deadline is killed. ``env``, ``platform`` and
    ``sysfs_root`` (the root under which ``/proc``, ``/sys`` and ``/opt/rocm`` are read)
    default to this machine; tests point them at fakes.
    """
    environment = dict(os.environ if env is None else env)
    system = sys.platform if platform is None else platform
    deadline = time.monotonic() + max(timeout, 0.0)
    wait_nvidia = _in_background(
        lambda: probe_nvidia(
            env=environment,
            platform=system,
            deadline=deadline,
            use_nvml=use_nvml,
            sysfs_root=sysfs_root,
        ),
        "nvidia-probe",
    )
    wait_amd = _in_background(
        lambda: probe_amd(
            env=environment, platform=system, deadline=deadline, sysfs_root=sysfs_root
        ),
        "amd-probe",
    )
    cpu_problems: list[str] = []
    cpu = _collect(
        lambda: probe_cpu(platform=system, sysfs_root=sysfs_root), "processor", cpu_problems
    )
    problems: list[str] = []
    found = _collect(lambda: wait_nvidia(deadline + _KILL_GRACE), "NVIDIA GPU", problems) or []
    found += _collect(lambda: wait_amd(deadline + _KILL_GRACE), "AMD GPU", problems) or []
    problems += cpu_problems
    ram_total, ram_available = _memory(problems)
    return HardwareInfo(
        gpus=tuple(visible_gpus(found, environment, system)),
        cpu=cpu or CpuInfo(name="Unknown", physical_cores=1, logical_cores=1, features=frozenset()),
        ram_total_bytes=ram_total,
        ram_available_bytes=ram_available,
        problems=tuple(problems),
    )


def _in_background(
    work: Callable[[], tuple[list[GpuInfo], list[str]]], name: str
) -> Callable[[float], tuple[list[GpuInfo], list[str]]]:
    """Start ``work`` on a daemon thread; the returned function waits for it until a deadline.

    A daemon thread, not an executor: a probe stuck in a driver call must never keep the
    app from exiting.
    """
    results: list[tuple[list[GpuInfo], list[str]]] = []
    errors: list[Exception] = []

    def target() -> None:
        try:
            results.append(work())
        except Exception as error:  # handed to the waiting side, which reports it
            errors.append(error)

    thread = threading.Thread(target=target, name=name, daemon=True)
    thread.start()

    def wait(deadline: float) -> tuple[list[GpuInfo], list[str]]:
        thread.join(max(deadline - time.monotonic(), 0.0))
        if errors:
            raise errors[0]
        if not results:
            raise TimeoutError
        return results[0]

    return wait


def _collect(
    work: Callable[[], tuple[_T, list[str]]], label: str, problems: list[str]
) -> _T | None:
    """``work``'s value, its problems added to ``problems``; a failure becomes a sentence."""
    try:
        value, found = work()
    except TimeoutError:
        problems.append(f"The {label} check did not finish in time and was abandoned.")
        return None
    except Exception as error:  # the contract: detecting hardware never raises
        problems.append(f"The {label} check failed unexpectedly ({error}).")
        return None
    problems.extend(found)
    return value


def _memory(problems: list[str]) -> tuple[int, int]:
    try:
        memory = psutil.virtual_memory()
    except (OSError, RuntimeError) as error:
        problems.append(f"The amount of memory could not be read ({error}).")
        return 0, 0
    return int(memory.total), int(memory.available)
