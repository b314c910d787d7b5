"""After a load the app says where the model runs, and warns loudly about an idle GPU."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.models.fit_plan import FitPlan, MemorySplit, Verdict
from desktop.core.models.memory import MemoryBreakdown
from desktop.core.models.plan_reasons import PlanReason, ReasonKind
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.load_report import LoadReport
from desktop.gui.load.placement import describe_placement

GIB = 1024**3
CPU = CpuInfo("Test CPU", 4, 8, frozenset({"avx2"}))
NOTHING = MemoryBreakdown(0, 0, 0, 0, 0)
RTX = GpuInfo(0, "nvidia", "cuda", "NVIDIA GeForce RTX 4060", 8 * GIB, 7 * GIB)


def _hardware(*gpus: GpuInfo) -> HardwareInfo:
    return HardwareInfo(gpus=gpus, cpu=CPU, ram_total_bytes=32 * GIB, ram_available_bytes=20 * GIB)


def _plan(verdict: Verdict, gpu_indices: tuple[int, ...] = ()) -> FitPlan:
    return FitPlan(
        verdict=verdict,
        context=4096,
        max_gpu_context=8192 if gpu_indices else None,
        gpu_indices=gpu_indices,
        gpu_layers="all" if verdict is Verdict.FULL_GPU else None,
        use_fit_flag=False,
        breakdown=MemoryBreakdown(100, 90, 0, 80, 10),
        free_vram_bytes=7 * GIB if gpu_indices else 0,
        free_ram_bytes=20 * GIB,
        reasons=(PlanReason(ReasonKind.CARD_TOO_SMALL, {"gpus": ("GPU",), "free_size": 9}),),
        split=MemorySplit(
            MemoryBreakdown(100, 90, 0, 80, 10) if gpu_indices else NOTHING,
            NOTHING if gpu_indices else MemoryBreakdown(100, 90, 0, 80, 10),
            31 if gpu_indices else 0,
            31,
        ),
    )


def _report(offloaded: int | None, devices: tuple[str, ...]) -> LoadReport:
    return LoadReport(
        port=1234,
        base_url="http://127.0.0.1:1234",
        seconds=0.5,
        context=4096,
        gpu_layers_offloaded=offloaded,
        total_layers=31,
        devices=devices,
        kv_cache_bytes=90 * 1024 * 1024,
        warnings=(),
    )


def _runtime(backend: str | None) -> Runtime:
    return Runtime(Path("/opt/llama/llama-server"), "managed", backend, "11434.0.0")


def test_cpu_only_machine_says_processor_without_warning() -> None:
    placement = describe_placement(
        _hardware(), _runtime("cpu"), _plan(Verdict.CPU_ONLY), _report(0, ("CPU_Mapped",))
    )
    assert placement.where == "Runs on the processor (CPU)."
    assert placement.layers == "All 31 layers on the processor."
    assert "4,096 tokens" in placement.context and "90 MB" in placement.context
    assert placement.warning is None
    assert placement.device == "processor (CPU)" and placement.idle_gpu is None


@pytest.mark.parametrize(
    ("backend", "plan", "cpu_only_requested", "where", "warning_says", "idle_because"),
    [
        pytest.param(
            "cpu",
            _plan(Verdict.FULL_GPU, (0,)),
            False,
            "Runs on the processor (CPU).",
            ("NVIDIA GeForce RTX 4060", "can only use the processor"),
            "the installed llama.cpp runtime can only use the processor.",
            id="gpu_with_a_cpu_only_runtime_is_warned_about_with_the_cause",
        ),
        pytest.param(
            "cuda",
            _plan(Verdict.CPU_ONLY),
            False,
            "Runs on the processor (CPU).",
            ("has too little free memory (0.0 GB) to help",),
            "not enough free graphics memory for this model.",
            id="gpu_too_small_for_the_model_is_warned_about_with_the_plan_reason",
        ),
        # Not warned about, but the status bar still says it: a choice remembered for a
        # model is easy to forget.
        pytest.param(
            "cuda",
            _plan(Verdict.FULL_GPU, (0,)),
            True,
            "Runs on the processor (CPU), as you chose.",
            None,
            "you chose CPU only for this model.",
            id="cpu_only_by_choice_is_said_but_not_warned_about",
        ),
    ],
)
def test_an_idle_gpu_is_named_with_the_reason(
    backend: str,
    plan: FitPlan,
    cpu_only_requested: bool,
    where: str,
    warning_says: tuple[str, ...] | None,
    idle_because: str,
) -> None:
    placement = describe_placement(
        _hardware(RTX),
        _runtime(backend),
        plan,
        _report(0, ("CPU",)),
        cpu_only_requested=cpu_only_requested,
    )
    assert placement.where == where
    if warning_says is None:
        assert placement.warning is None
    else:
        assert placement.warning is not None
        for part in warning_says:
            assert part in placement.warning
    assert placement.idle_gpu == f"Graphics card not used (NVIDIA GeForce RTX 4060): {idle_because}"


def test_partial_offload_names_the_card_and_the_layer_split() -> None:
    placement = describe_placement(
        _hardware(RTX),
        _runtime("cuda"),
        _plan(Verdict.PARTIAL_OFFLOAD, (0,)),
        _report(20, ("CUDA0", "CPU_Mapped")),
    )
    assert placement.where == "Runs on the graphics card: NVIDIA GeForce RTX 4060."
    assert placement.layers.startswith("20 of 31 layers on the graphics card")
    assert placement.warning is None
    assert placement.device == "NVIDIA GeForce RTX 4060 (20 of 31 layers)"
    assert placement.idle_gpu is None
