"""Tokens per second of the starter model on a Vulkan device against the CPU build, and
the first-start runtime check's time with both runtimes installed (``runtime_check``).

The Vulkan side is the runtime the installers carry and the Vulkan tests run (portable,
in ``<cache>/bundle-runtimes``, built here the same way if missing) with every layer on
Mesa's lavapipe, a software GPU; the CPU side is the installers' portable CPU runtime.
Both answer the same prompt at temperature 0 with the same context, and the server's
own timings are read back. On lavapipe the figure
is for the record (a software GPU is much slower than the CPU build), not a target.
"""

from __future__ import annotations

import os
import statistics
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal

from desktop.core import paths
from desktop.core.models.starter_model import find_starter_model
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import LLAMA_CPP_DIR_ENV
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.runtime_check import run_check
from tests.support.completion import server_rates
from tests.support.environment import changed_environment
from tests.support.portable_runtime import bundle_runtime
from tests.support.runtime_copies import CPU, VULKAN, install_copy
from tests.support.vulkan_runtime import LAVAPIPE_ENV, vulkan_test_runtime

ROUNDS = 3
TOKENS = 24
CONTEXT = 512
PROMPT = "Write one sentence about the sea."
CHECK_ROUNDS = 3


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
    cpu = bundle_runtime()
    vulkan = vulkan_test_runtime()
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


def bench_runtime_check() -> list[str]:
    """The first-start runtime check as a new user meets it: the CPU and the Vulkan
    runtime installed side by side (copies), lavapipe as the card, app folders of its
    own; the whole check timed, and the two runtimes' rates as it measured them."""
    cpu = bundle_runtime()
    vulkan = vulkan_test_runtime()
    times: list[float] = []
    trial_times: dict[str, list[float]] = {"cpu": [], "vulkan": []}
    ratios: list[float] = []
    summary = ""
    with tempfile.TemporaryDirectory(prefix="llamadesk-check-") as home:
        patched = {
            paths.DATA_DIR_ENV: f"{home}/data",
            paths.CONFIG_DIR_ENV: f"{home}/config",
            paths.CACHE_DIR_ENV: f"{home}/cache",
            **LAVAPIPE_ENV,
        }
        with changed_environment(patched, unset=(SERVER_PATH_ENV, LLAMA_CPP_DIR_ENV)):
            install_copy(vulkan.server_path.parent, VULKAN, "2026-01-01T00:00:00+00:00")
            install_copy(cpu.server_path.resolve().parent, CPU, "2026-02-01T00:00:00+00:00")
            for _ in range(CHECK_ROUNDS):
                check = run_check()
                times.append(check.seconds)
                rates = {trial.backend: trial.tokens_per_second for trial in check.trials}
                for trial in check.trials:
                    trial_times[trial.backend].append(trial.seconds)
                if rates.get("vulkan") and rates.get("cpu"):
                    ratios.append((rates["vulkan"] or 0.0) / (rates["cpu"] or 1.0))
                summary = check.summary
    median = statistics.median
    ratio = f"{median(ratios):.3f}" if ratios else "n/a (a runtime failed)"
    return [
        f"runtime_check.seconds: {median(times):.1f} s median of {CHECK_ROUNDS} "
        f"({', '.join(f'{t:.1f}' for t in times)}) (target under 10 s)",
        f"runtime_check.trials: CPU {median(trial_times['cpu']):.1f} s, Vulkan (lavapipe) "
        f"{median(trial_times['vulkan']):.1f} s (start, load, six tokens; medians)",
        f"runtime_check.vulkan_vs_cpu: lavapipe/CPU tokens/s ratio {ratio} "
        "(for the record, no target)",
        f"runtime_check.summary: {summary}",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {
    "vulkan_vs_cpu": bench_vulkan_vs_cpu,
    "runtime_check": bench_runtime_check,
}
