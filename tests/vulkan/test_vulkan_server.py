"""The Vulkan runtime against a real Vulkan device: Mesa's lavapipe, a software GPU.

Every load goes the app's own way (device list -> planner -> prepare_load ->
start_server) and is checked against what the real llama-server says it did: layers
offloaded, per-device buffers, its answer. A software GPU is slow (about 2 tokens/s):
small contexts, few tokens.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.memory import GPU_MARGIN_BYTES
from desktop.core.runtime.build import install_bundle_runtime
from desktop.core.runtime.build_progress import BuildProgress
from desktop.core.runtime.discovery import Runtime, find_runtime, list_devices
from desktop.core.runtime.runtime_devices import RUNTIME_SOURCE, hardware_for_runtime
from desktop.gui.load.placement import describe_loaded
from desktop.gui.shell.status_bar import AppStatusBar
from tests.support.completion import complete
from tests.support.device_loads import MIB, Load, loaded, within
from tests.support.vulkan_runtime import REAL_CACHE, VULKAN_TEST_RUNTIMES

pytestmark = pytest.mark.server

CONTEXT = 512  # small: the software GPU is slow and every cell costs memory
STARTER_LAYERS = 30  # repeating layers; llama.cpp counts the output layer too (31)


@pytest.fixture
def lavapipe_hardware(vulkan_runtime: Runtime, lavapipe: Path) -> HardwareInfo:
    """This computer as the app sees it with the Vulkan runtime: the probes plus the
    runtime's own device list (lavapipe, named Vulkan0)."""
    return hardware_for_runtime(detect_hardware(), vulkan_runtime)


def ask(load: Load, question: str, max_tokens: int) -> str:
    answer = complete(load.base_url, load.api_key, question, max_tokens)
    content: str = answer["choices"][0]["message"]["content"]
    return content


def test_the_vulkan_runtime_is_installed_beside_the_others_and_reused(
    vulkan_runtime: Runtime,
) -> None:
    assert vulkan_runtime.name == "llama.cpp-11434.0.0-vulkan-portable"
    assert vulkan_runtime.backend == "vulkan"
    assert vulkan_runtime.server_path.parent.parent == VULKAN_TEST_RUNTIMES
    assert paths.runtimes_dir() != VULKAN_TEST_RUNTIMES
    flags = vulkan_runtime.build_info["cmake_flags"]
    assert isinstance(flags, list)
    assert "-DGGML_VULKAN=ON" in flags and "-DGGML_RPC=ON" in flags
    reports: list[BuildProgress] = []
    began = time.monotonic()
    again = install_bundle_runtime("vulkan", cache_root=REAL_CACHE, progress=reports.append)
    assert again == vulkan_runtime
    assert [report.stage for report in reports] == ["check", "done"]
    assert time.monotonic() - began < 10


def test_the_runtime_lists_lavapipe_and_only_when_asked_to(
    vulkan_runtime: Runtime, lavapipe: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    devices = list_devices(vulkan_runtime)
    assert [(d.name, d.description.startswith("llvmpipe")) for d in devices] == [("Vulkan0", True)]
    device = devices[0]
    assert device.total_bytes and device.free_bytes is not None
    assert 0 < device.free_bytes <= device.total_bytes
    # The app's one list of cards has it, numbered and described by the runtime.
    card = hardware_for_runtime(detect_hardware(), vulkan_runtime).gpus[-1]
    assert (card.index, card.backend, card.vendor, card.source) == (
        0, "vulkan", "other", RUNTIME_SOURCE
    )
    assert (card.name, card.total_bytes) == (device.description, device.total_bytes)
    # llama.cpp skips a CPU-type device unless told: then the build lists nothing.
    monkeypatch.delenv("GGML_VK_VISIBLE_DEVICES")
    assert list_devices(vulkan_runtime) == []


def test_the_planner_puts_every_layer_on_the_card_and_the_server_agrees(
    lavapipe_hardware: HardwareInfo,
    vulkan_runtime: Runtime,
    starter_model_path: Path,
    qtbot: QtBot,
) -> None:
    request = LoadRequest(starter_model_path, context=CONTEXT)
    with loaded(request, lavapipe_hardware, vulkan_runtime) as load:
        plan = load.prepared.plan
        assert plan.verdict is Verdict.FULL_GPU
        assert (load.prepared.options.gpu_layers, plan.gpu_indices) == ("all", (0,))
        report = load.report
        assert (report.gpu_layers_offloaded, report.total_layers) == (31, 31)
        assert "Vulkan0" in report.devices
        # Our per-device estimate against the server's own accounting.
        gpu = plan.split.gpu
        assert within(gpu.weights_bytes, load.buffer_mib("Vulkan0", "model"))
        assert within(gpu.kv_cache_bytes, load.buffer_mib("Vulkan0", "KV"))
        assert within(gpu.compute_bytes, load.buffer_mib("Vulkan0", "compute"))
        # lavapipe's driver lives in RAM: on top of the buffers only the card's margin,
        # not a real card's driver reserve (the 92 MiB model once "needed" ~500 MiB).
        assert gpu.overhead_bytes == GPU_MARGIN_BYTES
        assert gpu.total < 200 * MIB
        assert "Paris" in ask(load, "What is the capital of France?", 8)

        result = LoadedModel(
            starter_model_path, load.prepared.info, plan, vulkan_runtime, report,
            lavapipe_hardware, request,
        )
        placement = describe_loaded(result)
        card = lavapipe_hardware.gpus[-1].name
        assert placement.where == f"Runs on the graphics card: {card}."
        assert placement.layers == "All 31 layers on the graphics card."
        assert placement.idle_gpu is None
        status = AppStatusBar()
        qtbot.addWidget(status)
        status.show_loaded(result)
        assert status.device_label.text() == f"Device: {card}"
        assert not status.gpu_warning_label.isVisible()


def test_a_card_too_small_for_the_model_gets_the_part_llama_server_fits(
    lavapipe_hardware: HardwareInfo, vulkan_runtime: Runtime, starter_model_path: Path
) -> None:
    # As if the card had 120 MiB free (the model needs about 150 MiB there): the planner
    # expects part of the model to fit and leaves the layers to llama-server's --fit,
    # which measures the card itself.
    *others, card = lavapipe_hardware.gpus
    small = dataclasses.replace(card, free_bytes=120 * MIB)
    hardware = dataclasses.replace(lavapipe_hardware, gpus=(*others, small))
    request = LoadRequest(starter_model_path, context=CONTEXT)
    with loaded(request, hardware, vulkan_runtime) as load:
        plan, options = load.prepared.plan, load.prepared.options
        assert (plan.verdict, plan.use_fit_flag) == (Verdict.PARTIAL_OFFLOAD, True)
        assert 0 < plan.split.gpu_layers < STARTER_LAYERS
        # "-ngl auto --fit on": an explicit -ngl would stop --fit placing any layer.
        assert (options.gpu_layers, options.use_fit) == ("auto", True)
        assert load.report.gpu_layers_offloaded is not None
        assert load.report.gpu_layers_offloaded >= 1
        assert "Vulkan0" in load.report.devices
        assert load.report.warnings == ()


def test_some_layers_on_the_card_the_rest_on_the_processor(
    lavapipe_hardware: HardwareInfo, vulkan_runtime: Runtime, starter_model_path: Path
) -> None:
    layers = 10
    request = LoadRequest(starter_model_path, context=CONTEXT, gpu_offload=layers)
    with loaded(request, lavapipe_hardware, vulkan_runtime) as load:
        plan = load.prepared.plan
        assert (plan.verdict, load.prepared.options.gpu_layers) == (
            Verdict.PARTIAL_OFFLOAD, layers
        )
        assert (load.report.gpu_layers_offloaded, load.report.total_layers) == (layers, 31)
        assert "Vulkan0" in load.report.devices
        # llama.cpp counts the output layer among the -ngl layers and offloads it first:
        # "-ngl 10" is the output plus the last 9 repeating layers. Our split says the same,
        # device by device.
        assert any("offloading 9 repeating layers to GPU" in line for line in load.lines)
        gpu, cpu = plan.split.gpu, plan.split.cpu
        assert within(gpu.weights_bytes, load.buffer_mib("Vulkan0", "model"))
        assert within(gpu.kv_cache_bytes, load.buffer_mib("Vulkan0", "KV"))
        assert within(cpu.kv_cache_bytes, load.buffer_mib("CPU", "KV"))
        assert within(gpu.compute_bytes, load.buffer_mib("Vulkan0", "compute"))
        on_card = (layers - 1) / STARTER_LAYERS
        full_kv = load.buffer_mib("Vulkan0", "KV") + load.buffer_mib("CPU", "KV")
        assert load.buffer_mib("Vulkan0", "KV") == pytest.approx(full_kv * on_card, abs=0.01)
        # The processor's weights: with mmap llama.cpp reports the span of the file it
        # maps ("CPU_Mapped", here the whole file), not the tensors it uses, so the
        # input layer and the other 21 layers are checked against the file instead.
        assert 0 < cpu.weights_bytes < plan.breakdown.weights_bytes
        assert cpu.weights_bytes + gpu.weights_bytes >= plan.breakdown.weights_bytes
        assert load.buffer_mib("CPU_Mapped", "model") * MIB <= plan.breakdown.weights_bytes


def test_cpu_only_chosen_leaves_the_card_idle_and_says_so(
    lavapipe_hardware: HardwareInfo, vulkan_runtime: Runtime, starter_model_path: Path
) -> None:
    request = LoadRequest(starter_model_path, context=CONTEXT, gpu_offload="cpu")
    with loaded(request, lavapipe_hardware, vulkan_runtime) as load:
        assert load.prepared.options.gpu_layers is None
        assert load.report.gpu_layers_offloaded == 0
        assert load.buffer_mib("Vulkan0", "model") == 0
        assert load.buffer_mib("Vulkan0", "KV") == 0
        result = LoadedModel(
            starter_model_path, load.prepared.info, load.prepared.plan, vulkan_runtime,
            load.report, lavapipe_hardware, request,
        )
        placement = describe_loaded(result)
        card = lavapipe_hardware.gpus[-1].name
        assert placement.where == "Runs on the processor (CPU), as you chose."
        assert placement.idle_gpu == (
            f"Graphics card not used ({card}): you chose CPU only for this model."
        )


@pytest.mark.parametrize("context", [512, 4096])
def test_the_compute_estimate_matches_the_processor_build_too(
    llama_server_path: Path, starter_model_path: Path, context: int
) -> None:
    # The compute figure was fitted to both builds: here the CPU one (no Vulkan device).
    cpu_runtime = find_runtime(llama_server_path)
    hardware = dataclasses.replace(detect_hardware(), gpus=())
    with loaded(LoadRequest(starter_model_path, context=context), hardware, cpu_runtime) as load:
        breakdown = load.prepared.plan.breakdown
        assert load.prepared.plan.verdict is Verdict.CPU_ONLY
        assert within(breakdown.compute_bytes, load.buffer_mib("CPU", "compute"))
