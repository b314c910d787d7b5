"""Fit planning on constructed hardware: no, one and two graphics cards of many sizes.

The expected outcomes are checked against the memory estimates themselves (what
fits, what would not fit one step further), so the tests hold whatever the estimator's
constants are.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.models.fit import CONTEXT_STEP, largest_fitting_context, plan_fit
from desktop.core.models.fit_plan import FitPlan, Verdict
from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.memory import (
    GPU_DRIVER_RESERVE_BYTES,
    GPU_MARGIN_BYTES,
    MIB,
    MemoryEstimateError,
    estimate_memory,
)
from desktop.core.models.plan_reasons import PlanReason, ReasonKind
from tests.support.tiny_models import synthetic_info

GIB = 1024**3
CPU = CpuInfo(
    name="Test CPU",
    physical_cores=8,
    logical_cores=16,
    features=frozenset({"avx", "avx2", "fma", "f16c"}),
)


def hardware(gpus_free_gib: Sequence[float] = (), ram_gib: float = 32) -> HardwareInfo:
    """A computer whose cards have the given free memory (index = position)."""
    gpus = tuple(
        GpuInfo(
            index=index,
            vendor="nvidia",
            backend="cuda",
            name=f"GPU {index}",
            total_bytes=int(free * GIB) + GIB,
            free_bytes=int(free * GIB),
        )
        for index, free in enumerate(gpus_free_gib)
    )
    return HardwareInfo(
        gpus=gpus,
        cpu=CPU,
        ram_total_bytes=int(ram_gib * GIB) + 4 * GIB,
        ram_available_bytes=int(ram_gib * GIB),
    )


def model(weights_gib: float = 4, context_length: int = 32768) -> GGUFInfo:
    """A 7B-like GQA model: 32 layers, 8 KV heads of 128 -> 128 KiB of f16 cache a token."""
    return synthetic_info(file_size=int(weights_gib * GIB), context_length=context_length)


def need(info: GGUFInfo, context: int, gpus: int, cache_type: str = "f16") -> int:
    return estimate_memory(info, context, cache_type, gpu_count=gpus).total


def budget(hw: HardwareInfo, indices: Sequence[int]) -> int:
    return sum(int(hw.gpus[index].free_bytes * 0.9) for index in indices)


def assert_is_largest_gpu_context(plan: FitPlan, info: GGUFInfo, hw: HardwareInfo) -> None:
    assert plan.max_gpu_context is not None
    assert plan.max_gpu_context % CONTEXT_STEP == 0
    count = len(plan.gpu_indices)
    assert need(info, plan.max_gpu_context, count) <= budget(hw, plan.gpu_indices)
    if plan.max_gpu_context < info.context_length:
        one_more = plan.max_gpu_context + CONTEXT_STEP
        assert need(info, one_more, count) > budget(hw, plan.gpu_indices)


def test_verdict_labels_are_plain_language() -> None:
    assert [verdict.label for verdict in Verdict] == [
        "Runs fully on GPU",
        "Runs partly on GPU",
        "Runs on CPU",
        "Too big for this computer",
    ]


def test_no_gpu_and_enough_memory_runs_on_cpu() -> None:
    info, hw = model(), hardware(ram_gib=16)
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.CPU_ONLY
    assert plan.context == 4096
    assert plan.max_gpu_context is None
    assert plan.gpu_indices == ()
    assert plan.gpu_layers == 0
    assert not plan.use_fit_flag
    assert plan.free_vram_bytes == 0
    assert plan.free_ram_bytes == hw.ram_available_bytes
    assert plan.breakdown.total <= hw.ram_available_bytes
    assert plan.breakdown == estimate_memory(info, 4096)
    assert any("No graphics card" in reason for reason in map(str, plan.reasons))


def test_no_gpu_and_too_little_memory_is_too_big() -> None:
    plan = plan_fit(model(weights_gib=20), hardware(ram_gib=8))
    assert plan.verdict is Verdict.TOO_BIG
    assert plan.verdict.label == "Too big for this computer"
    assert any("8.0 GB" in reason for reason in map(str, plan.reasons))


def test_no_gpu_automatic_context_shrinks_to_fit_memory() -> None:
    info = model(weights_gib=4)
    # Room for the weights and about 1,000 tokens of cache, not 4,096.
    ram = need(info, 1024, 0) + 1
    hw = HardwareInfo(gpus=(), cpu=CPU, ram_total_bytes=ram * 2, ram_available_bytes=ram)
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.CPU_ONLY
    assert plan.context == 1024
    assert need(info, plan.context + CONTEXT_STEP, 0) > ram
    assert any("shortened" in reason for reason in map(str, plan.reasons))


def test_no_gpu_explicit_context_that_does_not_fit_is_too_big() -> None:
    info = model(weights_gib=4)
    ram = need(info, 2048, 0)
    hw = HardwareInfo(gpus=(), cpu=CPU, ram_total_bytes=ram * 2, ram_available_bytes=ram)
    plan = plan_fit(info, hw, requested_context=16384)
    assert plan.verdict is Verdict.TOO_BIG
    assert plan.context == 16384
    assert any("2,048 tokens would fit" in reason for reason in map(str, plan.reasons))


def test_one_big_gpu_runs_fully_on_it() -> None:
    info, hw = model(), hardware([24])
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.FULL_GPU
    assert plan.gpu_indices == (0,)
    assert plan.gpu_layers == "all"
    assert not plan.use_fit_flag
    assert plan.context == 4096
    assert plan.breakdown.total <= budget(hw, [0])
    assert plan.free_vram_bytes == hw.gpus[0].free_bytes
    assert_is_largest_gpu_context(plan, info, hw)
    assert plan.max_gpu_context is not None
    assert plan.max_gpu_context > plan.context


def test_the_gpu_with_most_free_memory_is_chosen() -> None:
    info, hw = model(), hardware([6, 24, 12])
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.FULL_GPU
    assert plan.gpu_indices == (1,)
    assert plan.free_vram_bytes == hw.gpus[1].free_bytes


def test_model_too_big_for_one_gpu_is_split_over_the_fewest() -> None:
    info = model(weights_gib=10)
    hw = hardware([6, 8, 7])
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.FULL_GPU
    # Most free first: 8 GiB then 7 GiB hold it; the 6 GiB card is not needed.
    assert plan.gpu_indices == (1, 2)
    assert plan.breakdown.total <= budget(hw, plan.gpu_indices)
    assert need(info, plan.context, 1) > budget(hw, [1])
    assert_is_largest_gpu_context(plan, info, hw)
    assert any("split across 2 cards" in reason for reason in map(str, plan.reasons))


def test_automatic_context_shrinks_to_fit_the_gpu() -> None:
    info = model(weights_gib=4)
    free = (need(info, 2048, 1) + 1000) / 0.9 / GIB
    hw = hardware([free])
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.FULL_GPU
    assert plan.context == plan.max_gpu_context
    assert plan.context < 4096
    assert plan.context % CONTEXT_STEP == 0
    assert plan.breakdown.total <= budget(hw, [0])
    assert_is_largest_gpu_context(plan, info, hw)
    assert any("shortened from 4,096 tokens" in reason for reason in map(str, plan.reasons))


def test_explicit_context_that_fits_is_used_as_is() -> None:
    info, hw = model(), hardware([24])
    plan = plan_fit(info, hw, requested_context=10000)
    assert plan.verdict is Verdict.FULL_GPU
    assert plan.context == 10000
    assert plan.breakdown.total <= budget(hw, [0])


def test_explicit_context_too_big_for_the_gpu_is_honoured_with_partial_offload() -> None:
    info, hw = model(weights_gib=4), hardware([8], ram_gib=64)
    plan = plan_fit(info, hw, requested_context=32768)
    assert plan.verdict is Verdict.PARTIAL_OFFLOAD
    assert plan.context == 32768
    assert plan.use_fit_flag
    assert plan.gpu_layers is None
    assert plan.gpu_indices == (0,)
    assert plan.breakdown.total > budget(hw, [0])
    assert_is_largest_gpu_context(plan, info, hw)
    assert plan.max_gpu_context is not None
    assert plan.max_gpu_context < 32768
    warning = f"up to {plan.max_gpu_context:,} tokens would run fully"
    assert any(warning in reason for reason in map(str, plan.reasons))


def test_weights_that_fit_no_gpu_use_fit_and_the_fallback_context() -> None:
    info, hw = model(weights_gib=30), hardware([8, 6], ram_gib=64)
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.PARTIAL_OFFLOAD
    assert plan.verdict.label == "Runs partly on GPU"
    assert plan.use_fit_flag
    assert plan.gpu_layers is None
    assert plan.context == 4096
    assert plan.max_gpu_context is None
    assert plan.gpu_indices == (0, 1)
    assert plan.breakdown.total <= budget(hw, [0, 1]) + hw.ram_available_bytes
    assert any("processor" in reason for reason in map(str, plan.reasons))


def test_weights_bigger_than_gpus_and_memory_together_are_too_big() -> None:
    plan = plan_fit(model(weights_gib=100), hardware([24], ram_gib=32))
    assert plan.verdict is Verdict.TOO_BIG
    assert plan.max_gpu_context is None


def test_a_gpu_too_small_to_hold_a_layer_leaves_the_model_on_the_cpu() -> None:
    info, hw = model(weights_gib=8), hardware([0.2], ram_gib=32)
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.CPU_ONLY
    assert plan.gpu_indices == ()
    assert plan.gpu_layers == 0
    assert not plan.use_fit_flag
    assert plan.breakdown == estimate_memory(info, 4096)
    assert any("too little free memory" in reason for reason in map(str, plan.reasons))


def test_short_native_context_caps_the_default() -> None:
    plan = plan_fit(model(context_length=2048), hardware([24]))
    assert plan.context == 2048
    assert plan.max_gpu_context == 2048


def test_explicit_context_beyond_training_is_warned_about() -> None:
    plan = plan_fit(model(context_length=8192), hardware([24]), requested_context=16384)
    assert plan.context == 16384
    assert any("trained for" in reason for reason in map(str, plan.reasons))


def test_quantized_cache_fits_more_context() -> None:
    info, hw = model(weights_gib=4), hardware([8])
    f16 = plan_fit(info, hw)
    q8 = plan_fit(info, hw, cache_type="q8_0")
    assert f16.max_gpu_context is not None
    assert q8.max_gpu_context is not None
    assert q8.max_gpu_context > f16.max_gpu_context
    assert q8.breakdown.kv_cache_bytes < f16.breakdown.kv_cache_bytes


def test_budget_fraction_is_respected() -> None:
    info, hw = model(weights_gib=4), hardware([12])
    half = plan_fit(info, hw, vram_budget_fraction=0.5)
    assert half.verdict is Verdict.FULL_GPU
    assert half.breakdown.total <= hw.gpus[0].free_bytes * 0.5
    assert half.max_gpu_context is not None
    assert need(info, half.max_gpu_context + CONTEXT_STEP, 1) > hw.gpus[0].free_bytes * 0.5


@pytest.mark.parametrize(
    ("gpus", "weights"),
    [([8], 4), ([5.5], 4), ([6, 6], 9), ([12, 3], 9), ([30], 13)],
)
def test_safe_zone_matches_a_linear_scan(gpus: list[float], weights: float) -> None:
    info, hw = model(weights_gib=weights), hardware(gpus)
    plan = plan_fit(info, hw)
    assert plan.verdict is Verdict.FULL_GPU
    room = budget(hw, plan.gpu_indices)
    fitting = [
        context
        for context in range(CONTEXT_STEP, info.context_length + 1, CONTEXT_STEP)
        if need(info, context, len(plan.gpu_indices)) <= room
    ]
    assert plan.max_gpu_context == max(fitting)


def test_largest_fitting_context_edges() -> None:
    assert largest_fitting_context(lambda context: context <= 1000, 4096) == 768
    assert largest_fitting_context(lambda context: True, 4096) == 4096
    assert largest_fitting_context(lambda context: True, 4000) == 3840
    assert largest_fitting_context(lambda context: False, 4096) is None
    assert largest_fitting_context(lambda context: True, 100) is None


@pytest.mark.parametrize(
    "arguments",
    [
        {"requested_context": 0},
        {"cache_type": "q3_k"},
        {"vram_budget_fraction": 0.0},
        {"vram_budget_fraction": 1.5},
        {"default_context": 0},
    ],
)
def test_bad_settings_are_plain_errors(arguments: dict[str, object]) -> None:
    with pytest.raises(MemoryEstimateError) as caught:
        plan_fit(model(), hardware([8]), **arguments)  # type: ignore[arg-type]
    assert isinstance(caught.value, LlamaDeskError)
    assert caught.value.message
    assert "\n" not in caught.value.message


# --- the user's offload choices: CPU only, N layers, chosen cards, a projector, all ---


def assert_split_adds_up(plan: FitPlan) -> None:
    """The graphics-card part and the RAM part together are the whole estimate."""
    gpu, cpu, whole = plan.split.gpu, plan.split.cpu, plan.breakdown
    assert gpu.weights_bytes + cpu.weights_bytes == whole.weights_bytes
    assert gpu.kv_cache_bytes + cpu.kv_cache_bytes == whole.kv_cache_bytes
    assert gpu.recurrent_bytes + cpu.recurrent_bytes == whole.recurrent_bytes
    assert gpu.compute_bytes + cpu.compute_bytes == whole.compute_bytes
    assert gpu.overhead_bytes + cpu.overhead_bytes == whole.overhead_bytes


@pytest.mark.parametrize("offload", ["cpu", 0])
def test_cpu_only_with_a_gpu_puts_everything_in_ram(offload: str | int) -> None:
    info, hw = model(), hardware([24])
    plan = plan_fit(info, hw, gpu_offload=offload)  # type: ignore[arg-type]
    assert plan.verdict is Verdict.CPU_ONLY
    assert plan.gpu_indices == ()
    assert plan.gpu_layers == 0
    assert plan.max_gpu_context is None
    assert plan.breakdown == estimate_memory(info, 4096)
    assert plan.split.cpu == plan.breakdown
    assert plan.split.gpu.total == 0
    assert plan.split.gpu_layers == 0
    assert plan.split.total_layers == 32
    assert PlanReason(ReasonKind.CHOSE_PROCESSOR) in plan.reasons


def test_n_layers_split_weights_and_cache_by_layer_and_keep_compute_on_the_gpu() -> None:
    info, hw = model(weights_gib=4), hardware([24], ram_gib=32)
    plan = plan_fit(info, hw, gpu_offload=8)
    assert plan.verdict is Verdict.PARTIAL_OFFLOAD
    assert plan.gpu_layers == 8
    assert not plan.use_fit_flag
    assert plan.gpu_indices == (0,)
    assert (plan.split.gpu_layers, plan.split.total_layers) == (8, 32)
    assert_split_adds_up(plan)
    gpu, cpu, whole = plan.split.gpu, plan.split.cpu, plan.breakdown
    # -ngl 8 is the output layer and 7 of the 32 repeating layers (llama.cpp counts the
    # output among the -ngl layers): the cache of 7 layers on the card. Without a tensor
    # list every one of the 33 layers weighs the same: 8 of 33 of the weights there.
    assert gpu.weights_bytes == pytest.approx(whole.weights_bytes * 8 / 33, rel=0.01)
    assert cpu.weights_bytes == pytest.approx(whole.weights_bytes * 25 / 33, rel=0.01)
    assert gpu.kv_cache_bytes == pytest.approx(whole.kv_cache_bytes * 7 / 32, rel=0.01)
    assert cpu.kv_cache_bytes == pytest.approx(whole.kv_cache_bytes * 25 / 32, rel=0.01)
    # llama-server keeps its compute buffers and runtime on the card it uses.
    assert gpu.compute_bytes == whole.compute_bytes > 0
    assert gpu.overhead_bytes == whole.overhead_bytes > 0
    assert cpu.compute_bytes == cpu.overhead_bytes == 0
    assert any("8 of 32 layers on GPU 0" in reason for reason in map(str, plan.reasons))


def test_more_layers_mean_more_graphics_memory_and_less_ram() -> None:
    info, hw = model(weights_gib=4), hardware([24], ram_gib=32)
    few, many = plan_fit(info, hw, gpu_offload=4), plan_fit(info, hw, gpu_offload=28)
    assert few.split.gpu.total < many.split.gpu.total
    assert few.split.cpu.total > many.split.cpu.total
    assert few.breakdown == many.breakdown


def test_n_layers_that_do_not_fit_the_card_warn_that_loading_will_fail() -> None:
    info, hw = model(weights_gib=16), hardware([4], ram_gib=64)
    plan = plan_fit(info, hw, gpu_offload=24)
    assert plan.gpu_layers == 24
    assert plan.split.gpu.total > budget(hw, [0])
    assert any("loading will probably fail" in reason for reason in map(str, plan.reasons))


def test_n_layers_of_every_layer_is_the_same_as_all() -> None:
    info, hw = model(), hardware([24])
    assert plan_fit(info, hw, gpu_offload=32) == plan_fit(info, hw, gpu_offload="all")


def test_chosen_cards_limit_free_memory_and_the_fit_limit() -> None:
    info, hw = model(weights_gib=4), hardware([24, 8])
    every = plan_fit(info, hw)
    second = plan_fit(info, hw, gpu_indices=[1])
    assert every.gpu_indices == (0,)
    assert second.verdict is Verdict.FULL_GPU
    assert second.gpu_indices == (1,)
    assert second.free_vram_bytes == hw.gpus[1].free_bytes
    assert_is_largest_gpu_context(second, info, hw)
    assert every.max_gpu_context is not None and second.max_gpu_context is not None
    assert second.max_gpu_context < every.max_gpu_context


def test_a_model_too_big_for_the_chosen_card_is_not_moved_to_another() -> None:
    info, hw = model(weights_gib=10), hardware([24, 6], ram_gib=64)
    plan = plan_fit(info, hw, gpu_indices=[1])
    assert plan.verdict is Verdict.PARTIAL_OFFLOAD
    assert plan.gpu_indices == (1,)
    assert plan.free_vram_bytes == hw.gpus[1].free_bytes
    assert plan.split.gpu.total <= budget(hw, [1])


def test_chosen_cards_that_are_missing_leave_the_model_on_the_cpu() -> None:
    plan = plan_fit(model(), hardware([24]), gpu_indices=[3])
    assert plan.verdict is Verdict.CPU_ONLY
    assert plan.gpu_indices == ()
    assert any("None of the chosen graphics cards" in reason for reason in map(str, plan.reasons))


def test_a_projector_counts_as_weights_and_stays_on_the_gpu() -> None:
    info, hw = model(weights_gib=4), hardware([8])
    projector = GIB // 2
    plain = plan_fit(info, hw)
    vision = plan_fit(info, hw, projector_bytes=projector)
    assert vision.breakdown.weights_bytes == plain.breakdown.weights_bytes + projector
    assert vision.breakdown.total == plain.breakdown.total + projector
    assert plain.max_gpu_context is not None and vision.max_gpu_context is not None
    assert vision.max_gpu_context < plain.max_gpu_context
    # Part of the layers on the card: the projector goes with the card, not to RAM.
    plain_layers = plan_fit(info, hw, gpu_offload=16)
    vision_layers = plan_fit(info, hw, gpu_offload=16, projector_bytes=projector)
    assert vision_layers.split.cpu == plain_layers.split.cpu
    assert vision_layers.split.gpu.weights_bytes == plain_layers.split.gpu.weights_bytes + projector
    assert_split_adds_up(vision_layers)
    # On the processor it is in RAM with the rest.
    cpu = plan_fit(info, hw, gpu_offload="cpu", projector_bytes=projector)
    assert cpu.split.cpu.weights_bytes == info.file_size + projector


def test_all_layers_that_fit_run_fully_on_the_gpu() -> None:
    info, hw = model(), hardware([24])
    plan = plan_fit(info, hw, gpu_offload="all")
    assert plan == plan_fit(info, hw)
    assert plan.verdict is Verdict.FULL_GPU


def test_all_layers_on_a_gpu_too_small_says_loading_will_likely_fail() -> None:
    info, hw = model(weights_gib=30), hardware([8, 6], ram_gib=64)
    plan = plan_fit(info, hw, gpu_offload="all")
    # Launched as asked (every layer, no --fit), but not called "Runs fully on GPU".
    assert plan.gpu_layers == "all"
    assert not plan.use_fit_flag
    assert plan.gpu_indices == (0, 1)
    assert plan.verdict is Verdict.TOO_BIG
    assert plan.split.gpu == plan.breakdown
    assert plan.split.gpu.total > budget(hw, [0, 1])
    assert ReasonKind.EVERY_LAYER_WONT_FIT in [reason.kind for reason in plan.reasons]
    assert any("loading will probably fail" in reason and "Automatic" in reason
               for reason in map(str, plan.reasons))  # fmt: skip


def test_a_real_card_keeps_its_driver_reserve_a_software_device_only_the_margin() -> None:
    # A CUDA card's driver keeps its own context (a few hundred MiB) in the card's
    # memory; lavapipe, a Vulkan device that is the processor, keeps it in RAM.
    info, real = model(weights_gib=1), hardware([8])
    lavapipe = replace(
        real.gpus[0], vendor="other", backend="vulkan", name="llvmpipe (LLVM 15.0.6, 256 bits)"
    )
    software = replace(real, gpus=(lavapipe,))
    on_card, on_lavapipe = plan_fit(info, real), plan_fit(info, software)
    assert on_card.breakdown.overhead_bytes == GPU_DRIVER_RESERVE_BYTES + GPU_MARGIN_BYTES
    assert on_lavapipe.breakdown.overhead_bytes == GPU_MARGIN_BYTES
    # The compute buffer is the model's own, the same on either.
    assert on_card.breakdown.compute_bytes == on_lavapipe.breakdown.compute_bytes
    assert on_card.breakdown.compute_bytes < 64 * MIB
