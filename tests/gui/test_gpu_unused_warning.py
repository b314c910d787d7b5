"""A graphics card that holds none of the model is said loudly in the status bar, seen
from every page, with the reason; and the status bar names only the cards used.

The card comes from a fake nvidia-smi; the real llama-server is a CPU build, so the
model really runs on the processor."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.fit import plan_fit
from desktop.core.models.gguf import read_gguf
from desktop.core.models.load_choice import LoadRequest
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.load_report import LoadReport
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.status_bar import AppStatusBar
from tests.gui.conftest import LOAD_TIMEOUT_MS, close_window, open_window
from tests.gui.fake_gpu import ONE_NVIDIA_GPU, use_fake_gpu
from tests.gui.load_page import load_from_the_library

GPU_NAME = ONE_NVIDIA_GPU[0].name
SCAN_TIMEOUT_MS = 60_000
GIB = 1024**3


@pytest.fixture
def window_with_fake_gpu(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    use_fake_gpu(monkeypatch, tmp_path)
    window = open_window(qtbot)
    yield window
    close_window(qtbot, window)


def _load_on_the_load_page(qtbot: QtBot, window: MainWindow, model: Path) -> LoadedModel:
    view = window.load_view
    qtbot.waitUntil(
        lambda: (
            view.selected_path() == model
            and (preview := view.current_preview()) is not None
            and bool(preview.hardware.gpus)
            and view.load_button.isEnabled()
        ),
        timeout=SCAN_TIMEOUT_MS,
    )
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        qtbot.mouseClick(view.load_button, Qt.MouseButton.LeftButton)
    result = loaded.args[0]
    assert isinstance(result, LoadedModel)
    return result


@pytest.mark.server
def test_gpu_unused_by_a_cpu_runtime_is_warned_about_from_every_page(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window_with_fake_gpu: MainWindow
) -> None:
    window = window_with_fake_gpu
    # Library -> Load (it loads at once and opens the chat) -> back to Load -> Chat.
    loaded = load_from_the_library(qtbot, window, starter_model_path)
    window.show_page("Load")
    assert loaded.report.gpu_layers_offloaded in (0, None)  # a CPU build: nothing on the card
    view = window.load_view
    assert view.where_label.text() == "Runs on the processor (CPU)."
    assert "can only use the processor" in view.gpu_warning_label.text()
    qtbot.mouseClick(view.chat_button, Qt.MouseButton.LeftButton)
    assert window.current_page() == "Chat"

    status = window.status
    warning = status.gpu_warning_label
    assert warning.isVisible()
    assert GPU_NAME in warning.text()
    assert "the installed llama.cpp runtime can only use the processor" in warning.text()
    assert "Install a GPU runtime in Settings" in warning.toolTip()
    # A screen reader reads the warning itself, then why and what to do.
    assert warning.accessibleName() == ""  # Qt names a label by its text
    assert "Install a GPU runtime in Settings" in warning.accessibleDescription()
    # The card sits unused: the status bar does not name it as the device.
    assert status.device_label.text() == "Device: processor (CPU)"
    # A passing message in the status bar leaves the warning in place.
    status.showMessage("Download finished: the model is in the Library.")
    assert warning.isVisible()

    controller = window.services.controller
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        controller.unload()
    assert not warning.isVisible()


@pytest.mark.server
def test_cpu_only_chosen_is_said_in_the_status_bar(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window_with_fake_gpu: MainWindow
) -> None:
    window = window_with_fake_gpu
    view = window.load_view
    view.choose_model_file(starter_model_path)
    view.advanced_check.setChecked(True)
    combo = view.advanced_panel.offload_combo
    combo.setCurrentIndex(combo.findData("cpu"))
    qtbot.waitUntil(
        lambda: (
            (preview := view.current_preview()) is not None and preview.request.gpu_offload == "cpu"
        ),
        timeout=SCAN_TIMEOUT_MS,
    )
    loaded = _load_on_the_load_page(qtbot, window, starter_model_path)
    assert loaded.request is not None and loaded.request.gpu_offload == "cpu"
    assert view.where_label.text() == "Runs on the processor (CPU), as you chose."
    warning = window.status.gpu_warning_label
    assert warning.isVisible()
    assert (
        warning.text()
        == f"⚠ Graphics card not used ({GPU_NAME}): you chose CPU only for this model."
    )
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        controller.unload()


def _gpu(index: int) -> GpuInfo:
    return GpuInfo(index, "nvidia", "cuda", f"Test GPU {index}", 8 * GIB, 8 * GIB)


def _loaded(
    starter_model_path: Path,
    request: LoadRequest,
    devices: tuple[str, ...],
    offloaded: int,
    pinned: tuple[int, ...] | None = None,
) -> LoadedModel:
    info = read_gguf(starter_model_path)
    hardware = HardwareInfo(
        (_gpu(0), _gpu(1)), CpuInfo("Test CPU", 2, 2, frozenset()), 16 * GIB, 8 * GIB
    )
    plan = plan_fit(info, hardware, gpu_indices=pinned)
    report = LoadReport(1234, "http://127.0.0.1:1234", 0.5, 4096, offloaded, 30, devices, None, ())
    runtime = Runtime(Path("/opt/llama/llama-server"), "managed", "cuda", "11434.0.0")
    return LoadedModel(starter_model_path, info, plan, runtime, report, hardware, request)


def test_status_bar_names_only_the_cards_the_model_is_on(
    qtbot: QtBot, starter_model_path: Path
) -> None:
    status = AppStatusBar()
    qtbot.addWidget(status)
    status.show()

    # The user picked card 1: the server saw it as CUDA0.
    one = LoadRequest(starter_model_path, gpu_indices=(1,))
    status.show_loaded(_loaded(starter_model_path, one, ("CUDA0", "CPU_Mapped"), 30, (1,)))
    assert status.device_label.text() == "Device: Test GPU 1"
    assert not status.gpu_warning_label.isVisible()

    # Both cards were visible, but llama.cpp put the layers on the first only.
    both = LoadRequest(starter_model_path, gpu_indices=(1, 0))
    status.show_loaded(_loaded(starter_model_path, both, ("CUDA0", "CPU_Mapped"), 30))
    assert status.device_label.text() == "Device: Test GPU 1"
    status.show_loaded(_loaded(starter_model_path, both, ("CUDA0", "CUDA1"), 30))
    assert status.device_label.text() == "Device: Test GPU 1, Test GPU 0"

    # Part of the model on the card: the split is said.
    status.show_loaded(_loaded(starter_model_path, one, ("CUDA0", "CPU"), 12, (1,)))
    assert status.device_label.text() == "Device: Test GPU 1 (12 of 30 layers)"

    # Nothing on any card with a GPU runtime: the reason is llama.cpp's, see the log.
    status.show_loaded(_loaded(starter_model_path, one, ("CPU",), 0, (1,)))
    assert status.device_label.text() == "Device: processor (CPU)"
    assert status.gpu_warning_label.isVisible()
    assert "llama.cpp put no part of the model on it" in status.gpu_warning_label.text()
