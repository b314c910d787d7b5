"""The Load page's advanced settings: the toggle, the request they build, the memory bar
following the context, the GPU-fit mark on the slider, and settings remembered per model
(against the real llama-server and the starter model)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.models.fit import DEFAULT_VRAM_BUDGET_FRACTION
from desktop.core.models.fit_plan import FitPlan, Verdict
from desktop.core.models.gguf import read_gguf
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.memory import estimate_memory
from desktop.core.settings import ModelLoadSettings, SettingsStore
from desktop.core.units import format_bytes
from desktop.gui.load.load_advanced import AdvancedPanel
from desktop.gui.load.load_view import LoadView
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import LOAD_TIMEOUT_MS, close_window, open_window
from tests.gui.load_page import PREVIEW_TIMEOUT_MS, choose_and_wait
from tests.support.tiny_models import write_tiny_model


def checked_cards(panel: AdvancedPanel) -> list[bool]:
    return [
        panel.gpu_list.item(row).checkState() == Qt.CheckState.Checked
        for row in range(panel.gpu_list.count())
    ]


def _bars_total(view: LoadView) -> int:
    """What the memory bars on show add up to."""
    return sum(
        bar.total_bytes()
        for bar in (view.gpu_memory_bar, view.ram_memory_bar)
        if bar.isVisibleTo(view)
    )


def test_advanced_toggle_is_saved(qtbot: QtBot, window: MainWindow) -> None:
    view = window.load_view
    assert not view.advanced_panel.isVisibleTo(view)
    # By keyboard: the toggle takes focus and Space flips it.
    view.advanced_check.setFocus()
    qtbot.keyClick(view.advanced_check, Qt.Key.Key_Space)
    assert view.advanced_panel.isVisibleTo(view)
    assert window.services.settings.simple_mode is False
    # Saved off the GUI thread: poll the file.
    qtbot.waitUntil(lambda: SettingsStore().load().simple_mode is False, timeout=10_000)
    qtbot.keyClick(view.advanced_check, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: SettingsStore().load().simple_mode is True, timeout=10_000)
    assert not view.advanced_panel.isVisibleTo(view)


def test_advanced_controls_build_the_request(
    qtbot: QtBot, window: MainWindow, starter_model_path: Path, tmp_path: Path
) -> None:
    view = window.load_view
    choose_and_wait(qtbot, view, starter_model_path)
    view.advanced_check.setChecked(True)
    panel = view.advanced_panel
    panel.offload_combo.setCurrentIndex(panel.offload_combo.findData("cpu"))
    panel.cache_combo.setCurrentIndex(panel.cache_combo.findData("q8_0"))
    panel.threads_spin.setValue(2)
    panel.speculative_check.setChecked(True)
    template = tmp_path / "template.jinja"
    template.write_text("{{ messages }}", encoding="utf-8")
    panel.template_field.set_path(template)

    request = view.current_request()
    assert request is not None
    assert request.model_path == starter_model_path
    assert request.gpu_offload == "cpu"
    assert request.cache_type == "q8_0"
    # A quantized V cache needs flash attention: forced on, and the user is told.
    assert request.flash_attention == "on"
    assert not panel.flash_combo.isEnabled()
    assert panel.cache_note.isVisibleTo(view) and "flash attention" in panel.cache_note.text()
    assert request.threads == 2
    assert request.speculative_ngram is True
    assert request.chat_template_file == template
    assert request.mmproj_path is None

    # Some layers: the spin is bounded by the model's layer count.
    block_count = read_gguf(starter_model_path).block_count
    panel.offload_combo.setCurrentIndex(panel.offload_combo.findData("layers"))
    assert panel.layers_spin.isEnabled()
    panel.layers_spin.setValue(block_count + 50)
    request = view.current_request()
    assert request is not None and request.gpu_offload == block_count

    panel.cache_combo.setCurrentIndex(panel.cache_combo.findData("f16"))
    panel.flash_combo.setCurrentIndex(panel.flash_combo.findData("off"))
    request = view.current_request()
    assert request is not None and request.flash_attention == "off"
    assert panel.flash_combo.isEnabled() and not panel.cache_note.isVisibleTo(view)


def test_every_advanced_control_has_a_name_and_takes_focus(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.load_view
    view.advanced_check.setChecked(True)
    panel = view.advanced_panel
    controls = [
        view.advanced_check,
        panel.offload_combo,
        panel.layers_spin,
        panel.cache_combo,
        panel.flash_combo,
        panel.threads_spin,
        panel.speculative_check,
        panel.template_field.edit,
        panel.template_field.choose_button,
        panel.projector_field.edit,
        panel.projector_field.choose_button,
        panel.gpu_list,
    ]
    for control in controls:
        assert control.accessibleName(), control
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control.accessibleName()


def test_memory_bar_follows_the_context(
    qtbot: QtBot, window: MainWindow, starter_model_path: Path
) -> None:
    view = window.load_view
    choose_and_wait(qtbot, view, starter_model_path)
    before_total = _bars_total(view)
    before_caption = view.memory_caption.text()
    bigger = view.context_spin.value() * 2
    view.context_spin.setValue(bigger)
    qtbot.waitUntil(lambda: _bars_total(view) > before_total, timeout=10_000)
    assert view.memory_caption.text() != before_caption
    preview = view.current_preview()
    assert preview is not None and preview.plan.context == bigger


def _two_gpus(free_bytes: int) -> HardwareInfo:
    gpus = tuple(
        GpuInfo(
            index=index,
            vendor="nvidia",
            backend="cuda",
            name=f"Test GPU {index}",
            total_bytes=free_bytes,
            free_bytes=free_bytes,
        )
        for index in (0, 1)
    )
    cpu = CpuInfo("Test CPU", 2, 2, frozenset())
    return HardwareInfo(gpus, cpu, 16 * 1024**3, 8 * 1024**3)


@pytest.fixture
def window_with_small_gpus(
    qtbot: QtBot, starter_model_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    """A window whose hardware probe reports two cards each holding the starter model
    with about 2,048 tokens of context (the probe is the only thing faked)."""
    info = read_gguf(starter_model_path)
    need = estimate_memory(info, 2048, "f16", gpu_count=1).total
    hardware = _two_gpus(int(need / DEFAULT_VRAM_BUDGET_FRACTION) + 1)
    monkeypatch.setattr("desktop.core.host.load_preview.detect_hardware", lambda: hardware)
    main_window = open_window(qtbot)
    yield main_window
    close_window(qtbot, main_window)


def test_slider_marks_what_fits_in_gpu_memory(
    qtbot: QtBot, window_with_small_gpus: MainWindow, starter_model_path: Path
) -> None:
    view = window_with_small_gpus.load_view
    choose_and_wait(qtbot, view, starter_model_path)
    preview = view.current_preview()
    assert preview is not None
    fits = preview.plan.max_gpu_context
    assert fits is not None and fits < preview.info.context_length
    assert f"{fits:,}" in view.context_limit_label.text()
    assert "Fits in GPU memory" in view.context_slider.accessibleDescription()
    assert "groove" in view.context_slider.styleSheet()
    assert not view.context_warning_label.isVisibleTo(view)
    # Several cards: the advanced panel lists them, all checked.
    view.advanced_check.setChecked(True)
    panel = view.advanced_panel
    assert panel.gpu_list.isVisibleTo(view) and panel.gpu_list.count() == 2
    panel.gpu_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    request = view.current_request()
    assert request is not None and request.gpu_indices == (1,)

    view.context_spin.setValue(preview.info.context_length)
    assert view.context_warning_label.isVisibleTo(view)
    assert "more than fits in GPU memory" in view.context_warning_label.text()


CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{{ message['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


@pytest.mark.server
def test_every_setting_is_remembered_per_model_path(
    qtbot: QtBot,
    runtime_env: Path,
    starter_model_path: Path,
    window: MainWindow,
    tmp_path: Path,
) -> None:
    # A record written by an older version, under the file name alone, is still read.
    window.services.settings.per_model[starter_model_path.name] = ModelLoadSettings(context=1024)
    view = window.load_view
    controller = window.services.controller
    choose_and_wait(qtbot, view, starter_model_path)
    assert view.context_spin.value() == 1024
    view.advanced_check.setChecked(True)
    panel = view.advanced_panel
    chosen = 1536
    view.context_spin.setValue(chosen)
    _pick_offload(view, "layers")
    panel.layers_spin.setValue(10)
    panel.cache_combo.setCurrentIndex(panel.cache_combo.findData("f16"))
    panel.flash_combo.setCurrentIndex(panel.flash_combo.findData("off"))
    panel.threads_spin.setValue(2)
    panel.speculative_check.setChecked(True)
    template = tmp_path / "chatml.jinja"
    template.write_text(CHATML_TEMPLATE, encoding="utf-8")
    panel.template_field.set_path(template)
    _wait_for_plan(
        qtbot, view, lambda request: request.context == chosen and request.gpu_offload == 10
    )
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        qtbot.mouseClick(view.load_button, Qt.MouseButton.LeftButton)
    assert loaded.args[0].report.context == chosen
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(view.unload_button, Qt.MouseButton.LeftButton)
    # Saved off the GUI thread, under the model's full path.
    key = str(starter_model_path.resolve())
    qtbot.waitUntil(
        lambda: SettingsStore().load().per_model.get(key, ModelLoadSettings()).context == chosen,
        timeout=10_000,
    )
    # The old record moved to the path: it would otherwise apply to every file of that name.
    assert starter_model_path.name not in SettingsStore().load().per_model

    # Another model starts from the defaults; back on this one, every choice returns.
    other = write_tiny_model("llama", tmp_path / "other" / "tiny-other.gguf", context_length=4096)
    choose_and_wait(qtbot, view, other)
    assert view.context_spin.value() != chosen
    assert panel.offload_combo.currentText() == "Automatic"
    assert panel.template_field.path() is None
    choose_and_wait(qtbot, view, starter_model_path)
    qtbot.waitUntil(lambda: view.context_spin.value() == chosen, timeout=10_000)
    assert panel.offload_combo.currentText() == "Some layers on GPU"
    assert panel.layers_spin.value() == 10
    assert panel.cache_combo.currentText() == "f16"
    assert panel.flash_combo.currentText() == "Off"
    assert panel.threads_spin.value() == 2
    assert panel.speculative_check.isChecked()
    assert panel.template_field.path() == template
    request = view.current_request()
    assert request is not None
    assert request == LoadRequest(
        model_path=starter_model_path,
        context=chosen,
        gpu_offload=10,
        cache_type="f16",
        threads=2,
        flash_attention="off",
        chat_template_file=template,
        speculative_ngram=True,
    )


def test_same_named_models_in_two_folders_keep_their_own_settings(
    qtbot: QtBot, window_with_small_gpus: MainWindow, tmp_path: Path
) -> None:
    first = write_tiny_model("llama", tmp_path / "a" / "tiny.gguf", context_length=8192)
    second = write_tiny_model("llama", tmp_path / "b" / "tiny.gguf", context_length=8192)
    old_style = write_tiny_model("llama", tmp_path / "c" / "older.gguf", context_length=8192)
    projector = tmp_path / "a" / "mmproj-tiny.gguf"
    projector.write_bytes(b"\0" * 4096)
    per_model = window_with_small_gpus.services.settings.per_model
    per_model[str(first.resolve())] = ModelLoadSettings(
        context=1024, gpu_offload="cpu", cache_type="q8_0", mmproj_path=str(projector)
    )
    per_model[str(second.resolve())] = ModelLoadSettings(
        context=2048,
        gpu_offload="all",
        gpu_indices=(1,),
        cache_type="f16",
        without_projector=True,
    )
    # Written by an older version, under the file name alone.
    per_model["older.gguf"] = ModelLoadSettings(context=3072, threads=3)

    view = window_with_small_gpus.load_view
    view.advanced_check.setChecked(True)
    panel = view.advanced_panel
    choose_and_wait(qtbot, view, first)
    assert view.context_spin.value() == 1024
    assert panel.offload_combo.currentText() == "CPU only"
    assert panel.cache_combo.currentText() == "q8_0"
    assert panel.projector_field.path() == projector

    choose_and_wait(qtbot, view, second)
    # The remembered card applies once the page knows the machine's cards.
    plan = _wait_for_plan(qtbot, view, lambda request: request.gpu_indices == (1,))
    assert plan.gpu_indices == (1,)
    assert view.context_spin.value() == 2048
    assert panel.offload_combo.currentText() == "All layers on GPU"
    assert panel.projector_field.path() is None
    assert checked_cards(panel) == [False, True]

    choose_and_wait(qtbot, view, old_style)
    assert view.context_spin.value() == 3072
    assert panel.threads_spin.value() == 3
    assert panel.offload_combo.currentText() == "Automatic"
    assert checked_cards(panel) == [True, True]


def _wait_for_plan(qtbot: QtBot, view: LoadView, planned: Callable[[LoadRequest], bool]) -> FitPlan:
    """Wait until the page shows a plan made for a request that ``planned`` accepts."""
    qtbot.waitUntil(
        lambda: (preview := view.current_preview()) is not None and planned(preview.request),
        timeout=PREVIEW_TIMEOUT_MS,
    )
    preview = view.current_preview()
    assert preview is not None
    return preview.plan


def _pick_offload(view: LoadView, value: str) -> None:
    combo = view.advanced_panel.offload_combo
    combo.setCurrentIndex(combo.findData(value))


def test_offload_choices_replan_the_memory_bars_and_the_fit_mark(
    qtbot: QtBot, window_with_small_gpus: MainWindow, starter_model_path: Path
) -> None:
    view = window_with_small_gpus.load_view
    choose_and_wait(qtbot, view, starter_model_path)
    view.advanced_check.setChecked(True)
    panel = view.advanced_panel
    preview = view.current_preview()
    assert preview is not None
    card_free = preview.hardware.gpus[0].free_bytes
    ram_free = preview.hardware.ram_available_bytes
    block_count = preview.info.block_count

    # Automatic: the model is split over both cards, all of it in graphics memory.
    automatic = preview.plan
    assert automatic.verdict is Verdict.FULL_GPU and len(automatic.gpu_indices) == 2
    assert view.gpu_memory_bar.isVisibleTo(view) and not view.ram_memory_bar.isVisibleTo(view)
    assert view.gpu_memory_bar.total_bytes() == automatic.breakdown.total
    assert view.gpu_memory_bar.capacity_bytes() == 2 * card_free
    assert "free graphics memory" in view.memory_caption.text()
    both_cards_limit = automatic.max_gpu_context
    assert both_cards_limit is not None

    # CPU only: everything moves to the computer's memory and the GPU mark goes away.
    _pick_offload(view, "cpu")
    plan = _wait_for_plan(qtbot, view, lambda request: request.gpu_offload == "cpu")
    assert plan.verdict is Verdict.CPU_ONLY
    assert not view.gpu_memory_bar.isVisibleTo(view) and view.ram_memory_bar.isVisibleTo(view)
    assert view.ram_memory_bar.total_bytes() == plan.breakdown.total
    assert view.ram_memory_bar.capacity_bytes() == ram_free
    assert "graphics" not in view.memory_caption.text()
    assert view.context_slider.styleSheet() == ""
    assert view.context_slider.accessibleDescription() == ""
    assert "Fits in GPU memory" not in view.context_limit_label.text()
    assert view.offload_label.text() == "The model will run on the processor, as you chose."
    assert "You chose to run the model on the processor only." in view.reasons_label.text()

    # One card of two: the fit limit is that card's alone.
    _pick_offload(view, "auto")
    panel.gpu_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    plan = _wait_for_plan(
        qtbot,
        view,
        lambda request: request.gpu_offload == "auto" and request.gpu_indices == (1,),
    )
    assert plan.gpu_indices == (1,)
    one_card_limit = plan.max_gpu_context
    assert one_card_limit is not None and one_card_limit < both_cards_limit
    assert f"{one_card_limit:,}" in view.context_limit_label.text()
    assert f"{one_card_limit:,}" in view.context_slider.accessibleDescription()
    assert view.gpu_memory_bar.capacity_bytes() == card_free
    assert "Test GPU 1" in view.offload_label.text()
    assert "Test GPU 0" not in view.offload_label.text()

    # Half the layers on that card: the bars split between graphics memory and RAM.
    layers = block_count // 2
    _pick_offload(view, "layers")
    panel.layers_spin.setValue(layers)
    plan = _wait_for_plan(qtbot, view, lambda request: request.gpu_offload == layers)
    assert plan.verdict is Verdict.PARTIAL_OFFLOAD and plan.gpu_layers == layers
    assert view.gpu_memory_bar.isVisibleTo(view) and view.ram_memory_bar.isVisibleTo(view)
    on_gpu, on_ram = view.gpu_memory_bar.total_bytes(), view.ram_memory_bar.total_bytes()
    assert on_gpu > 0 and on_ram > 0
    assert on_gpu + on_ram == plan.breakdown.total
    assert view.gpu_memory_bar.capacity_bytes() == card_free
    assert view.ram_memory_bar.capacity_bytes() == ram_free
    caption = view.memory_caption.text()
    assert f"Needs about {format_bytes(plan.breakdown.total)}: " in caption  # the whole
    assert f"On the graphics card: {format_bytes(on_gpu)} of " in caption  # and its parts
    assert "free graphics memory" in caption
    assert f"In the computer's memory: {format_bytes(on_ram)} of " in caption
    assert f"{layers} of {block_count} layers on Test GPU 1" in view.offload_label.text()
    # Fewer layers on the card leave room for more context than the whole model had.
    assert plan.max_gpu_context is not None and plan.max_gpu_context > one_card_limit
    assert f"{plan.max_gpu_context:,}" in view.context_limit_label.text()

    # The request the Load button sends is the one planned.
    request = view.current_request()
    assert request is not None
    assert request.gpu_offload == layers and request.gpu_indices == (1,)

    # Every layer on that one card at the model's full context: it does not fit there,
    # and the page says so rather than "the processor".
    view.context_spin.setValue(preview.info.context_length)
    _pick_offload(view, "all")
    plan = _wait_for_plan(
        qtbot,
        view,
        lambda request: (
            request.gpu_offload == "all" and request.context == preview.info.context_length
        ),
    )
    assert plan.verdict is Verdict.TOO_BIG
    assert view.offload_label.text() == (
        "Every layer on Test GPU 1, as you chose, but it does not fit there: "
        "loading will probably fail."
    )


@pytest.mark.server
def test_defaults_from_settings_apply_to_a_model_without_remembered_settings(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    # The user sets the load defaults on the Settings page.
    window.show_page("Settings")
    settings_page = window.settings_view
    settings_page.offload_combo.setCurrentIndex(settings_page.offload_combo.findData("cpu"))
    settings_page.cache_type_combo.setCurrentIndex(settings_page.cache_type_combo.findData("q8_0"))
    settings_page.context_spin.setValue(1024)

    # The Load page starts a model nobody loaded before from those defaults.
    window.show_page("Load")
    view = window.load_view
    choose_and_wait(qtbot, view, starter_model_path)
    panel = view.advanced_panel
    assert panel.offload_combo.currentText() == "CPU only"
    assert panel.cache_combo.currentText() == "q8_0"
    assert view.context_spin.value() == 1024
    request = view.current_request()
    assert request is not None
    assert (request.gpu_offload, request.cache_type, request.context) == ("cpu", "q8_0", 1024)

    # So does the one-click load that goes straight to Chat (--load-starter).
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        window.load_starter_model()
    assert window.current_page() == "Chat"
    sent = controller.last_load_request
    assert sent is not None
    assert (sent.gpu_offload, sent.cache_type, sent.context) == ("cpu", "q8_0", 1024)
    assert loaded.args[0].report.context == 1024
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        controller.unload()


def test_a_model_opened_from_a_file_stays_selected_when_the_list_is_refreshed(
    qtbot: QtBot, window: MainWindow, starter_model_path: Path, tmp_path: Path
) -> None:
    view = window.load_view
    # The library's models are listed once the window is up.
    qtbot.waitUntil(
        lambda: view.model_combo.findData(str(starter_model_path)) >= 0, timeout=PREVIEW_TIMEOUT_MS
    )
    opened = write_tiny_model("llama", tmp_path / "elsewhere" / "opened.gguf", context_length=8192)
    choose_and_wait(qtbot, view, opened)
    view.context_spin.setValue(1024)
    qtbot.waitUntil(
        lambda: (preview := view.current_preview()) is not None and preview.plan.context == 1024,
        timeout=PREVIEW_TIMEOUT_MS,
    )
    shown = view.current_preview()
    # The list is read again (a download finished, a folder was added): the file opened
    # from elsewhere and what the user set for it stay.
    view.refresh_models()
    qtbot.waitUntil(
        lambda: (preview := view.current_preview()) is not None and preview is not shown,
        timeout=PREVIEW_TIMEOUT_MS,
    )
    assert view.selected_path() == opened
    # Named as the Library names models: no ".gguf" (glossary.model_file_label).
    assert view.model_combo.currentText() == "opened"
    assert view.context_spin.value() == 1024
