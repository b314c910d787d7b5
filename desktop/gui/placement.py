"""Where a loaded model runs, in words, and a loud warning when a GPU sits unused.

"It has a GPU but runs on the CPU" is the complaint users make most about other
apps, because nothing told them. After every load we say where the model runs and,
when a graphics card exists but holds none of the model, why.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.core.fit import FitPlan, Verdict
from desktop.core.hardware import HardwareInfo
from desktop.core.runtime import Runtime
from desktop.core.server import LoadReport
from desktop.gui.units import format_bytes, format_tokens


@dataclass(frozen=True)
class Placement:
    where: str  # "Runs on the processor (CPU)." / "Runs on the graphics card: NVIDIA ..."
    layers: str  # "30 of 30 layers on the graphics card."
    context: str  # "Remembers up to 4,096 tokens of conversation."
    warning: str | None  # a GPU exists but is not used, and why
    notes: tuple[str, ...]  # the server's own warnings


def _gpu_names(hardware: HardwareInfo, indices: tuple[int, ...]) -> str:
    chosen = [gpu for gpu in hardware.gpus if not indices or gpu.index in indices]
    names = [gpu.name for gpu in chosen or hardware.gpus]
    return ", ".join(dict.fromkeys(names))


def _gpu_in_use(report: LoadReport) -> bool:
    if report.gpu_layers_offloaded:
        return True
    return any(not device.upper().startswith("CPU") for device in report.devices)


def describe_placement(
    hardware: HardwareInfo,
    runtime: Runtime,
    plan: FitPlan,
    report: LoadReport,
    *,
    cpu_only_requested: bool = False,
) -> Placement:
    """What to tell the user after a load."""
    context = f"Remembers up to {format_tokens(report.context)} tokens of conversation."
    if report.kv_cache_bytes:
        context += f" (conversation memory: {format_bytes(report.kv_cache_bytes)})"
    notes = tuple(report.warnings)
    total = report.total_layers
    offloaded = report.gpu_layers_offloaded or 0

    if _gpu_in_use(report):
        names = _gpu_names(hardware, plan.gpu_indices) or "a graphics card"
        where = f"Runs on the graphics card: {names}."
        if total and offloaded < total:
            layers = (
                f"{offloaded} of {total} layers on the graphics card; the rest run on the "
                "processor, which is slower."
            )
        elif total:
            layers = f"All {total} layers on the graphics card."
        else:
            layers = "The model is on the graphics card."
        return Placement(where, layers, context, None, notes)

    where = "Runs on the processor (CPU)."
    layers = f"All {total} layers on the processor." if total else "All on the processor."
    if not hardware.gpus:
        return Placement(where, layers, context, None, notes)
    names = _gpu_names(hardware, ())
    if cpu_only_requested:
        return Placement("Runs on the processor (CPU), as you chose.", layers, context, None, notes)
    backend = (runtime.backend or "").lower()
    if backend in ("", "cpu"):
        reason = (
            f"Your computer has a graphics card ({names}), but the installed llama.cpp "
            "runtime can only use the processor. Install a GPU runtime in Settings to "
            "answer much faster."
        )
    elif plan.verdict in (Verdict.CPU_ONLY, Verdict.TOO_BIG):
        why = " ".join(plan.reasons) if plan.reasons else "It does not fit in its free memory."
        reason = f"Your graphics card ({names}) is not used. {why}"
    else:
        reason = (
            f"Your graphics card ({names}) is not used: llama.cpp put no part of the model "
            "on it. The server log (Show server log) says why."
        )
    return Placement(where, layers, context, reason, notes)
