"""What ``fit.plan_fit`` answers: the verdict in words, where the memory goes, and the
plan a load launches with. Kept apart from the planner so its types read on their own."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Literal

from desktop.core.models.memory import MemoryBreakdown
from desktop.core.models.plan_reasons import PlanReason
from desktop.core.settings import GpuOffload


class Verdict(Enum):
    """Where a model will run, in words a user understands."""

    FULL_GPU = "Runs fully on GPU"
    PARTIAL_OFFLOAD = "Runs partly on GPU"
    CPU_ONLY = "Runs on CPU"
    TOO_BIG = "Too big for this computer"

    @property
    def label(self) -> str:
        return self.value


GpuLayers = int | Literal["all"] | None
# What the user asked for: automatic, every layer, the processor only, or N layers.
GpuOffloadChoice = GpuOffload | int


@dataclass(frozen=True)
class MemorySplit:
    """The estimate divided between graphics memory (the cards used, together) and the
    computer's memory; ``gpu`` plus ``cpu`` is the plan's whole breakdown."""

    gpu: MemoryBreakdown
    cpu: MemoryBreakdown
    gpu_layers: int  # repeating layers on the graphics card(s)
    total_layers: int


@dataclass(frozen=True)
class FitPlan:
    """How to load a model: where, with which context, and why."""

    verdict: Verdict
    context: int
    # The largest context (multiple of 256) that fits fully in graphics memory: the
    # "safe zone" of the context slider. None without a graphics card that can hold it.
    max_gpu_context: int | None
    gpu_indices: tuple[int, ...]  # GpuInfo.index of the cards to use, most free first
    gpu_layers: GpuLayers  # "all" = every layer on the GPU(s); None = let --fit decide
    use_fit_flag: bool  # launch with --fit on (partial offload decided by llama-server)
    breakdown: MemoryBreakdown  # estimated memory at `context`
    free_vram_bytes: int  # free memory of the cards in gpu_indices (all cards if none)
    free_ram_bytes: int
    reasons: tuple[PlanReason, ...]  # why: each worded by the front end that shows it
    split: MemorySplit  # what goes to graphics memory and what stays in RAM
