"""What this computer has: GPUs, CPU features, memory.

CONTRACT (other modules code against these names; keep them):
``detect_hardware(timeout: float = 5.0) -> HardwareInfo``: never raises; a probe that
fails, hangs or crashes adds a line to ``HardwareInfo.problems`` instead.

The probes live in ``nvidia_probe``, ``amd_probe`` and ``cpu_probe``; this module owns the
result types, the visibility masks (``CUDA_VISIBLE_DEVICES`` and friends) and the
time budget.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

import psutil

from desktop.core.probe_process import env_value

GpuVendor = Literal["nvidia", "amd"]
GpuBackend = Literal["cuda", "rocm", "vulkan"]


@dataclass(frozen=True)
class GpuInfo:
    index: int  # the ordinal the runtime will use (after visibility masks)
    vendor: GpuVendor
    backend: GpuBackend  # the llama.cpp backend that drives it best
    name: str
    total_bytes: int
    free_bytes: int  # best known; equals total_bytes when the probe cannot tell
    driver_version: str | None = None
    compute_capability: str | None = None  # NVIDIA "8.9"; AMD gfx target "gfx1100"
    uuid: str | None = None
    pci_bus_id: str | None = None
    source: str = ""  # which probe found it: "nvml", "nvidia-smi", "rocminfo", ...
    # The driver's own ordinal before any mask (nvidia-smi index, HSA/HIP order).
    physical_index: int | None = None


@dataclass(frozen=True)
class CpuInfo:
    name: str
    physical_cores: int
    logical_cores: int
    features: frozenset[str]  # lower-case flags: "avx", "avx2", "avx512f", "fma", "f16c"


@dataclass(frozen=True)
class HardwareInfo:
    gpus: tuple[GpuInfo, ...]
    cpu: CpuInfo
    ram_total_bytes: int
    ram_available_bytes: int
    problems: tuple[str, ...] = ()  # plain sentences: probes that failed and why

    @property
    def total_free_vram(self) -> int:
        return sum(gpu.free_bytes for gpu in self.gpus)


_T = TypeVar("_T")
# Time after the deadline for a killed tool to be reaped before a probe is abandoned.
_KILL_GRACE = 3.0

NVIDIA_MASK = "CUDA_VISIBLE_DEVICES"
HIP_MASK = "HIP_VISIBLE_DEVICES"
ROCR_MASK = "ROCR_VISIBLE_DEVICES"


def mask_entries(mask: str) -> list[str]:
    """The entries of a visibility mask: comma-separated, trailing commas ignored."""
    entries = [part.strip() for part in mask.split(",")]
    while entries and not entries[-1]:
        entries.pop()
    return entries


def apply_mask(gpus: Sequence[GpuInfo], mask: str | None) -> list[GpuInfo]:
    """The GPUs a visibility mask leaves, in the mask's order (``None``: no mask).

    Entries are ordinals into ``gpus`` or (prefixes of) UUIDs. Like the CUDA runtime,
    reading stops at the first entry that names no GPU or repeats one: with two GPUs,
    ``"0,7,1"`` shows GPU 0 only, and an empty mask hides them all.
    """
    if mask is None:
        return list(gpus)
    chosen: list[int] = []
    for entry in mask_entries(mask):
        position = _mask_position(entry, gpus)
        if position is None or position in chosen:
            break
        chosen.append(position)
    return [gpus[position] for position in chosen]


def _mask_position(entry: str, gpus: Sequence[GpuInfo]) -> int | None:
    if not entry:
        return None
    try:
        number = int(entry)
    except ValueError:
        key = entry.lower()
        matches = [i for i, gpu in enumerate(gpus) if gpu.uuid and gpu.uuid.lower().startswith(key)]
        return matches[0] if len(matches) == 1 else None
    return number if 0 <= number < len(gpus) else None


def visible_gpus(gpus: Sequence[GpuInfo], env: Mapping[str, str], platform: str) -> list[GpuInfo]:
    """Apply the visibility masks of ``env`` and number what is left as the runtime will.

    ``gpus`` come from the probes with ``index`` set to the driver's own ordinal. NVIDIA
    honours ``CUDA_VISIBLE_DEVICES``; AMD applies ``ROCR_VISIBLE_DEVICES`` (Linux only)
    and then ``HIP_VISIBLE_DEVICES``, which HIP falls back to ``CUDA_VISIBLE_DEVICES`` for.
    """
    nvidia = apply_mask(
        [gpu for gpu in gpus if gpu.vendor == "nvidia"], env_value(env, NVIDIA_MASK, platform)
    )
    amd = [gpu for gpu in gpus if gpu.vendor == "amd"]
    if platform.startswith("linux"):
        amd = apply_mask(amd, env_value(env, ROCR_MASK, platform))
    hip_mask = env_value(env, HIP_MASK, platform)
    amd = apply_mask(
        amd, hip_mask if hip_mask is not None else env_value(env, NVIDIA_MASK, platform)
    )
    return _renumbered(nvidia) + _renumbered(amd)


def _renumbered(gpus: Sequence[GpuInfo]) -> list[GpuInfo]:
    return [
        dataclasses.replace(
            gpu,
            index=ordinal,
            physical_index=gpu.index if gpu.physical_index is None else gpu.physical_index,
        )
        for ordinal, gpu in enumerate(gpus)
    ]


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
    # The probes build the types above, so they can only be imported once this module is.
    from desktop.core.amd_probe import probe_amd
    from desktop.core.cpu_probe import probe_cpu
    from desktop.core.nvidia_probe import probe_nvidia

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
