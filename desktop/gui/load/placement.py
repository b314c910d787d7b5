"""Where a loaded model runs, in words, and a loud warning when a GPU sits unused.

"It has a GPU but runs on the CPU" is the complaint users make most about other
apps, because nothing told them. After every load we say where the model runs and,
when a graphics card exists but holds none of the model, why: on the Load page at
length, and in the status bar (seen from every page) in one line.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.core.hardware.info import GpuInfo, HardwareInfo
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.host.placement import gpus_in_use
from desktop.core.models.fit_plan import FitPlan, Verdict
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.load_report import LoadReport
from desktop.core.units import format_bytes
from desktop.gui.widgets.units import format_tokens


@dataclass(frozen=True)
class Placement:
    where: str  # "Runs on the processor (CPU)." / "Runs on the graphics card: NVIDIA ..."
    layers: str  # "30 of 30 layers on the graphics card."
    context: str  # "Remembers up to 4,096 tokens of conversation."
    warning: str | None  # a GPU exists but is not used, and why
    notes: tuple[str, ...]  # the server's own warnings
    device: str = "processor (CPU)"  # for the status bar: the cards used, or the processor
    # For the status bar: a card exists but holds none of the model, and why (also when
    # the user chose so: a choice remembered for a model is easy to forget).
    idle_gpu: str | None = None


def _names(gpus: tuple[GpuInfo, ...] | list[GpuInfo]) -> str:
    return ", ".join(dict.fromkeys(gpu.name for gpu in gpus))


def describe_loaded(loaded: LoadedModel) -> Placement:
    """``describe_placement`` for a model the backend loaded, with the user's choices."""
    request = loaded.request
    return describe_placement(
        loaded.hardware,
        loaded.runtime,
        loaded.plan,
        loaded.report,
        cpu_only_requested=request is not None and request.gpu_offload in ("cpu", 0),
        chosen_gpus=request.gpu_indices if request is not None else None,
    )


def describe_placement(
    hardware: HardwareInfo,
    runtime: Runtime,
    plan: FitPlan,
    report: LoadReport,
    *,
    cpu_only_requested: bool = False,
    chosen_gpus: tuple[int, ...] | None = None,
) -> Placement:
    """What to tell the user after a load."""
    context = f"Remembers up to {format_tokens(report.context)} tokens of conversation."
    if report.kv_cache_bytes:
        context += f" (conversation memory: {format_bytes(report.kv_cache_bytes)})"
    notes = tuple(report.warnings)
    total = report.total_layers
    offloaded = report.gpu_layers_offloaded or 0

    used = gpus_in_use(hardware, plan, report, chosen_gpus)
    if used:
        names = _names(used)
        where = f"Runs on the graphics card: {names}."
        device = names
        if total and offloaded < total:
            layers = (
                f"{offloaded} of {total} layers on the graphics card; the rest run on the "
                "processor, which is slower."
            )
            device += f" ({offloaded} of {total} layers)"
        elif total:
            layers = f"All {total} layers on the graphics card."
        else:
            layers = "The model is on the graphics card."
        return Placement(where, layers, context, None, notes, device)

    where = "Runs on the processor (CPU)."
    layers = f"All {total} layers on the processor." if total else "All on the processor."
    if not hardware.gpus:
        return Placement(where, layers, context, None, notes)
    names = _names(hardware.gpus)
    unused = f"Graphics card not used ({names})"
    if cpu_only_requested:
        return Placement(
            "Runs on the processor (CPU), as you chose.",
            layers,
            context,
            None,
            notes,
            idle_gpu=f"{unused}: you chose CPU only for this model.",
        )
    backend = (runtime.backend or "").lower()
    if backend in ("", "cpu"):
        reason = (
            f"Your computer has a graphics card ({names}), but the installed llama.cpp "
            "runtime can only use the processor. Install a GPU runtime in Settings to "
            "answer much faster."
        )
        short = "the installed llama.cpp runtime can only use the processor."
    elif plan.verdict in (Verdict.CPU_ONLY, Verdict.TOO_BIG):
        why = " ".join(plan.reasons) if plan.reasons else "It does not fit in its free memory."
        reason = f"Your graphics card ({names}) is not used. {why}"
        short = "not enough free graphics memory for this model."
    else:
        reason = (
            f"Your graphics card ({names}) is not used: llama.cpp put no part of the model "
            "on it. The server log (Show server log) says why."
        )
        short = "llama.cpp put no part of the model on it (the server log says why)."
    return Placement(where, layers, context, reason, notes, idle_gpu=f"{unused}: {short}")
