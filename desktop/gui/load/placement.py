"""Where a loaded model runs, in words, and a loud warning when a GPU sits unused.

"It has a GPU but runs on the CPU" is the complaint users make most about other
apps, because nothing told them. After every load we say where the model runs and,
when a graphics card exists but holds none of the model, why: on the Load page at
length, and in the status bar (seen from every page) in one line.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from desktop.core.hardware.info import GpuInfo, HardwareInfo
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.host.placement import gpus_in_use
from desktop.core.models.fit_plan import FitPlan, Verdict
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.load_report import LoadReport
from desktop.gui.widgets.plan_words import reason_text
from desktop.gui.widgets.units import format_size, format_tokens


@dataclass(frozen=True)
class Placement:
    where: str  # "Runs on the processor (CPU)." / "Runs on the graphics card: NVIDIA ..."
    layers: str  # "30 of 30 layers on the graphics card."
    context: str  # "Remembers up to 4,096 tokens of conversation."
    warning: str | None  # a GPU exists but is not used, and why
    notes: tuple[str, ...]  # the server's own warnings
    device: str = ""  # for the status bar: the cards used, or the processor (see _processor)
    # For the status bar: a card exists but holds none of the model, and why (also when
    # the user chose so: a choice remembered for a model is easy to forget).
    idle_gpu: str | None = None


def _processor() -> str:
    return QCoreApplication.translate("Placement", "processor (CPU)")


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
    context = QCoreApplication.translate(
        "Placement", "Remembers up to {0} tokens of conversation."
    ).format(format_tokens(report.context))
    if report.kv_cache_bytes:
        context += QCoreApplication.translate("Placement", " (conversation memory: {0})").format(
            format_size(report.kv_cache_bytes)
        )
    notes = tuple(report.warnings)
    total = report.total_layers
    offloaded = report.gpu_layers_offloaded or 0

    used = gpus_in_use(hardware, plan, report, chosen_gpus)
    if used:
        names = _names(used)
        where = QCoreApplication.translate("Placement", "Runs on the graphics card: {0}.").format(
            names
        )
        device = names
        if total and offloaded < total:
            layers = QCoreApplication.translate(
                "Placement",
                (
                    "{0} of {1} layers on the graphics card; the rest run on the "
                    "processor, which is slower."
                ),
            ).format(offloaded, total)
            device += QCoreApplication.translate("Placement", " ({0} of {1} layers)").format(
                offloaded, total
            )
        elif total:
            layers = QCoreApplication.translate(
                "Placement", "All {0} layers on the graphics card."
            ).format(total)
        else:
            layers = QCoreApplication.translate("Placement", "The model is on the graphics card.")
        return Placement(where, layers, context, None, notes, device)

    where = QCoreApplication.translate("Placement", "Runs on the processor (CPU).")
    layers = (
        QCoreApplication.translate("Placement", "All {0} layers on the processor.").format(total)
        if total
        else QCoreApplication.translate("Placement", "All on the processor.")
    )
    if not hardware.gpus:
        return Placement(where, layers, context, None, notes, _processor())
    names = _names(hardware.gpus)
    unused = QCoreApplication.translate("Placement", "Graphics card not used ({0})").format(names)
    if cpu_only_requested:
        return Placement(
            QCoreApplication.translate("Placement", "Runs on the processor (CPU), as you chose."),
            layers,
            context,
            None,
            notes,
            _processor(),
            idle_gpu=QCoreApplication.translate(
                "Placement", "{0}: you chose CPU only for this model."
            ).format(unused),
        )
    backend = (runtime.backend or "").lower()
    if backend in ("", "cpu"):
        reason = QCoreApplication.translate(
            "Placement",
            (
                "Your computer has a graphics card ({0}), but the installed llama.cpp "
                "runtime can only use the processor. Install a GPU runtime in Settings "
                "to answer much faster."
            ),
        ).format(names)
        short = QCoreApplication.translate(
            "Placement", "the installed llama.cpp runtime can only use the processor."
        )
    elif plan.verdict in (Verdict.CPU_ONLY, Verdict.TOO_BIG):
        why = (
            " ".join(map(reason_text, plan.reasons))
            if plan.reasons
            else QCoreApplication.translate("Placement", "It does not fit in its free memory.")
        )
        reason = QCoreApplication.translate(
            "Placement", "Your graphics card ({0}) is not used. {1}"
        ).format(names, why)
        short = QCoreApplication.translate(
            "Placement", "not enough free graphics memory for this model."
        )
    else:
        reason = QCoreApplication.translate(
            "Placement",
            (
                "Your graphics card ({0}) is not used: llama.cpp put no part of the "
                "model on it. The server log (Show server log) says why."
            ),
        ).format(names)
        short = QCoreApplication.translate(
            "Placement", "llama.cpp put no part of the model on it (the server log says why)."
        )
    return Placement(
        where,
        layers,
        context,
        reason,
        notes,
        _processor(),
        idle_gpu=QCoreApplication.translate("Placement", "{0}: {1}").format(unused, short),
    )
