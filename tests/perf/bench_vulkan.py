"""Tokens per second of the starter model on a Vulkan device against the CPU build.

The Vulkan side is the runtime the Vulkan tests build (``<cache>/test-runtimes``, built
here the same way if missing) with every layer on Mesa's lavapipe, a software GPU; the
CPU side is the app's own runtime. Both answer the same prompt at temperature 0 with
the same context, and the server's own timings are read back. On lavapipe the figure
is for the record (a software GPU is much slower than the CPU build), not a target.
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal

from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.build import install_runtime
from desktop.core.runtime.discovery import find_runtime
from desktop.core.runtime.launch import LaunchOptions
from tests.support.completion import server_rates
from tests.support.vulkan_runtime import LAVAPIPE_ENV, VULKAN_TEST_RUNTIMES

ROUNDS = 3
TOKENS = 24
CONTEXT = 512
PROMPT = "Write one sentence about the sea."


def _rates(
    server_path: Path, model: Path, gpu_layers: Literal["all"] | None, env: Mapping[str, str]
) -> tuple[list[float], list[float]]:
    """(generation, prompt) tokens/s of each round, from the server's own timings."""
    options = LaunchOptions(model_path=model, context=CONTEXT, gpu_layers=gpu_layers)
    return server_rates(
        server_path, options, rounds=ROUNDS, prompt=PROMPT, tokens=TOKENS, env=env
    )


def bench_vulkan_vs_cpu() -> list[str]:
    model = find_starter_model()
    if model is None:
        return ["vulkan_vs_cpu: skipped (the starter model is not installed)"]
    cpu = find_runtime()
    vulkan = install_runtime("vulkan", runtimes_root=VULKAN_TEST_RUNTIMES)
    lavapipe = {**os.environ, **LAVAPIPE_ENV}
    vk_gen, vk_prompt = _rates(vulkan.server_path, model, "all", lavapipe)
    cpu_gen, cpu_prompt = _rates(cpu.server_path, model, None, dict(os.environ))
    median = statistics.median
    return [
        f"vulkan_vs_cpu.generation: lavapipe {median(vk_gen):.2f} tok/s, "
        f"CPU build {median(cpu_gen):.2f} tok/s "
        f"(ratio {median(vk_gen) / median(cpu_gen):.3f}; for the record, no target)",
        f"vulkan_vs_cpu.prompt: lavapipe {median(vk_prompt):.2f} tok/s, "
        f"CPU build {median(cpu_prompt):.2f} tok/s",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"vulkan_vs_cpu": bench_vulkan_vs_cpu}
