"""What a load reports: progress while the model is read, then what was loaded where,
with plain warnings when the result is not what was asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server_failures import LoadLogFacts


@dataclass(frozen=True)
class LoadProgress:
    loaded_bytes: int
    total_bytes: int
    elapsed_s: float

    @property
    def fraction(self) -> float:
        if self.total_bytes <= 0:
            return 0.0
        return min(1.0, self.loaded_bytes / self.total_bytes)


@dataclass(frozen=True)
class LoadReport:
    port: int
    base_url: str
    seconds: float
    context: int
    gpu_layers_offloaded: int | None
    total_layers: int | None
    devices: tuple[str, ...]  # model buffer devices, e.g. ("CUDA0", "CPU_Mapped")
    kv_cache_bytes: int | None
    warnings: tuple[str, ...]  # plain sentences


def load_warnings(
    options: LaunchOptions, facts: LoadLogFacts, context: int, lines: Sequence[str]
) -> tuple[str, ...]:
    """Plain sentences for what the load did differently from ``options``."""
    warnings: list[str] = []
    requested = options.gpu_layers
    wants_gpu = requested is not None and requested != 0
    if wants_gpu and facts.offloaded == 0:
        warnings.append(
            "No model layers were put on the GPU: this llama.cpp build may not support "
            "your graphics card (a CPU-only build?), so the model runs on the CPU."
        )
    elif (
        requested == "all"
        and facts.offloaded is not None
        and facts.total_layers is not None
        and facts.offloaded < facts.total_layers
    ):
        warnings.append(
            f"Only {facts.offloaded} of {facts.total_layers} layers fit on the GPU; "
            "the rest run on the CPU, which is slower."
        )
    if options.context and context < options.context:
        warnings.append(
            f"The context was reduced from {options.context} to {context} tokens to fit in memory."
        )
    if options.speculative_ngram and options.mmproj_path is not None:
        warnings.append("Speculative decoding is off because it does not work with images.")
    if any("cuda driver version is insufficient" in line.lower() for line in lines):
        warnings.append(
            "Your NVIDIA driver is too old for this CUDA build, so the GPU is not used; "
            "update the driver."
        )
    return tuple(warnings)
