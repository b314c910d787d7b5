"""Which of this computer's graphics cards hold a loaded model: the one answer the
window's words, an answer's "ran on" figures and ``llamadesk ask --json`` all use."""

from __future__ import annotations

import re

from desktop.core.hardware.info import GpuInfo, HardwareInfo
from desktop.core.models.fit_plan import FitPlan
from desktop.core.runtime.load_report import LoadReport

# A backend device with an ordinal, as llama.cpp names model buffers: CUDA0, ROCm1, Vulkan0.
_DEVICE_ORDINAL = re.compile(r"^([A-Za-z]+)(\d+)$")


def gpus_in_use(
    hardware: HardwareInfo,
    plan: FitPlan,
    report: LoadReport,
    chosen: tuple[int, ...] | None = None,
) -> tuple[GpuInfo, ...]:
    """The cards that hold part of the model: none when it all runs on the processor.

    The server sees the cards it was pinned to (``chosen``, else the plan's) numbered
    from 0 in that order; the devices its log names (CUDA0, ...) pick among them.
    """
    if not gpu_in_use(report):
        return ()
    by_index = {gpu.index: gpu for gpu in hardware.gpus}
    pinned = chosen if chosen is not None else plan.gpu_indices
    visible = [by_index[index] for index in pinned if index in by_index] or list(hardware.gpus)
    ordinals = sorted(
        {
            int(match.group(2))
            for device in report.devices
            if (match := _DEVICE_ORDINAL.match(device)) and match.group(1).upper() != "CPU"
        }
    )
    named = [visible[ordinal] for ordinal in ordinals if ordinal < len(visible)]
    return tuple(named or visible)


def gpu_in_use(report: LoadReport) -> bool:
    """Whether the server put any of the model on a device other than the processor."""
    if report.gpu_layers_offloaded:
        return True
    return any(not device.upper().startswith("CPU") for device in report.devices)
