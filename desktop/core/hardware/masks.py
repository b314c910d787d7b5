"""GPU visibility masks (CUDA_VISIBLE_DEVICES and friends): which cards a runtime sees,
and under which numbers."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from desktop.core.hardware.info import GpuInfo
from desktop.core.hardware.probe_process import env_value

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
