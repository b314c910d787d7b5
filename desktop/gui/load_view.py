"""The Load page: pick a model, see the settings chosen for this computer, load it.

Reading the model's header and planning the load happen on the probe thread; the
load itself on the backend thread. This page only shows what they answer.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.models.fit import Verdict
from desktop.core.models.memory import MemoryBreakdown
from desktop.core.runtime.loader import LoadRequest
from desktop.core.runtime.server import LoadProgress
from desktop.gui.backend import LoadedModel, LoadFailure
from desktop.gui.load_advanced import AdvancedChoices, AdvancedPanel, choices_to_dict
from desktop.gui.log_dialog import ServerLogDialog
from desktop.gui.memory_bar import (
    KV_COLOR,
    OTHER_COLOR,
    WEIGHTS_COLOR,
    MemoryBar,
    MemorySegment,
)
from desktop.gui.model_preview import ModelChoices, ModelPreview, model_choices
from desktop.gui.model_preview import preview_model as read_preview
from desktop.gui.placement import describe_loaded
from desktop.gui.services import AppServices
from desktop.gui.units import format_bytes, format_duration, format_tokens

CONTEXT_STEP = 256
MIN_CONTEXT = 512
# Models that do not say how long a context they were trained for.
FALLBACK_MAX_CONTEXT = 32768
REPLAN_DELAY_MS = 150
FITS_COLOR = "#49a078"
BEYOND_COLOR = "#d9822b"
ERROR_STYLE = "color: #b3261e;"
WARNING_STYLE = "color: #b3261e; font-weight: bold; border: 2px solid #b3261e; padding: 6px;"


class LoadView(QWidget):
    """Choose, plan, load, unload; and say where the model runs."""

    chat_page_requested = Signal()

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._controller = services.controller
        self._hardware = services.hardware
        self._preview: ModelPreview | None = None
        self._preview_serial = 0
        # The model whose load just failed: its message stays until another is chosen,
        # even when the plan is worked out again (the list of models was refreshed).
        self._failed_path: Path | None = None
        # The context the user chose (typed, slid or remembered); None = automatic.
        self._chosen_context: int | None = None
        self._setting_context = False
        # Model path -> the projector the library found next to it.
        self._projectors: dict[str, Path] = {}
        self._log_dialog: ServerLogDialog | None = None
        self._starter: Path | None = None
        # Models opened as files from outside the library: kept in the list when the
        # library's models are listed again.
        self._opened_files: list[Path] = []

        self._build()
        self._replan_timer = QTimer(self)
        self._replan_timer.setSingleShot(True)
        self._replan_timer.setInterval(REPLAN_DELAY_MS)
        self._replan_timer.timeout.connect(self._request_preview)

        controller = self._controller
        controller.load_started.connect(self._on_load_started)
        controller.load_progressed.connect(self._on_load_progressed)
        controller.model_loaded.connect(self._on_model_loaded)
        controller.load_failed.connect(self._on_load_failed)
        controller.model_unloaded.connect(self._on_model_unloaded)
        self._set_state("idle")
        self.refresh_models()

    # -- building --------------------------------------------------------------------

    def _build(self) -> None:
        heading = QLabel("Load a model")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)

        self.model_combo = QComboBox()
        self.model_combo.setAccessibleName("Model")
        self.model_combo.setMinimumContentsLength(30)
        self.model_combo.currentIndexChanged.connect(self._on_model_chosen)
        self.browse_button = QPushButton("Open a file…")
        self.browse_button.setAccessibleName("Open a model file")
        self.browse_button.clicked.connect(self._browse)
        model_row = QHBoxLayout()
        model_label = QLabel("&Model")
        model_label.setBuddy(self.model_combo)
        model_row.addWidget(model_label)
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.browse_button)

        self.verdict_label = QLabel()
        self.verdict_label.setAccessibleName("Will it run")
        verdict_font = self.verdict_label.font()
        verdict_font.setBold(True)
        self.verdict_label.setFont(verdict_font)
        self.context_slider = QSlider(Qt.Orientation.Horizontal)
        self.context_slider.setAccessibleName("Context length slider")
        self.context_slider.setSingleStep(1)
        self.context_slider.setPageStep(4)
        self.context_slider.valueChanged.connect(self._on_slider_moved)
        self.context_spin = QSpinBox()
        self.context_spin.setAccessibleName("Context length, in tokens")
        self.context_spin.setSingleStep(CONTEXT_STEP)
        self.context_spin.setSuffix(" tokens")
        self.context_spin.valueChanged.connect(self._on_context_typed)
        context_row = QHBoxLayout()
        context_row.addWidget(self.context_slider, 1)
        context_row.addWidget(self.context_spin)
        self.context_limit_label = QLabel()
        self.context_limit_label.setAccessibleName("Context limit")
        self.context_limit_label.setWordWrap(True)
        self.context_warning_label = QLabel()
        self.context_warning_label.setAccessibleName("Context warning")
        self.context_warning_label.setWordWrap(True)
        self.context_warning_label.setStyleSheet(ERROR_STYLE)
        self.context_warning_label.hide()
        self.offload_label = QLabel()
        self.offload_label.setAccessibleName("Graphics card plan")
        self.offload_label.setWordWrap(True)
        self.reasons_label = QLabel()
        self.reasons_label.setAccessibleName("Why these settings")
        self.reasons_label.setWordWrap(True)
        # Two bars: what goes to graphics memory and what stays in the computer's memory
        # (both for a partial offload); each is shown only when something goes there.
        self.gpu_memory_bar = MemoryBar()
        self.gpu_memory_bar.setAccessibleName("Graphics memory needed")
        self.ram_memory_bar = MemoryBar()
        self.ram_memory_bar.setAccessibleName("Memory needed")
        self.memory_caption = QLabel()
        self.memory_caption.setAccessibleName("Memory needed, in words")
        self.memory_caption.setWordWrap(True)

        plan_box = QGroupBox("Settings chosen for this computer")
        form = QFormLayout(plan_box)
        self._plan_form = form
        form.addRow(self.verdict_label)
        context_label = QLabel("&Context")
        context_label.setBuddy(self.context_spin)
        context_label.setToolTip("How much of the conversation the model keeps in mind.")
        form.addRow(context_label, context_row)
        form.addRow("", self.context_limit_label)
        form.addRow("", self.context_warning_label)
        form.addRow("Graphics card", self.offload_label)
        form.addRow("Graphics memory", self.gpu_memory_bar)
        form.addRow("Memory", self.ram_memory_bar)
        form.addRow("", self.memory_caption)
        form.addRow(self.reasons_label)

        self.advanced_check = QCheckBox("Show advanced settings")
        self.advanced_check.setAccessibleName("Show advanced settings")
        self.advanced_check.setChecked(not self._services.settings.simple_mode)
        self.advanced_check.toggled.connect(self._on_advanced_toggled)
        self.advanced_panel = AdvancedPanel()
        self.advanced_panel.restore(
            self._load_defaults(), default_cache_type=self._default_cache_type()
        )
        self.advanced_panel.setVisible(self.advanced_check.isChecked())
        self.advanced_panel.plan_changed.connect(self._on_plan_setting_changed)
        self._show_bars(gpu=False, ram=True)

        self.load_button = QPushButton("Load")
        self.load_button.setAccessibleName("Load the model")
        self.load_button.setDefault(True)
        self.load_button.clicked.connect(self.load_selected)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setAccessibleName("Cancel loading")
        self.cancel_button.clicked.connect(self._controller.cancel_load)
        self.unload_button = QPushButton("Unload")
        self.unload_button.setAccessibleName("Unload the model")
        self.unload_button.clicked.connect(self._controller.unload)
        self.log_button = QPushButton("Show server log")
        self.log_button.setAccessibleName("Show server log")
        self.log_button.clicked.connect(self.show_log)
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.unload_button)
        buttons.addStretch(1)
        buttons.addWidget(self.log_button)

        self.progress_bar = QProgressBar()
        self.progress_bar.setAccessibleName("Loading progress")
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setTextVisible(False)
        self.progress_label = QLabel()
        self.progress_label.setAccessibleName("Loading progress, in words")

        self.status_label = QLabel()
        self.status_label.setAccessibleName("Load status")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.placement_box = QGroupBox("Where the model runs")
        self.where_label = QLabel()
        self.where_label.setAccessibleName("Where the model runs")
        self.layers_label = QLabel()
        self.layers_label.setAccessibleName("Layers on the graphics card")
        self.loaded_context_label = QLabel()
        self.loaded_context_label.setAccessibleName("Loaded context")
        self.gpu_warning_label = QLabel()
        self.gpu_warning_label.setAccessibleName("Graphics card warning")
        self.gpu_warning_label.setWordWrap(True)
        self.gpu_warning_label.setStyleSheet(WARNING_STYLE)
        self.notes_label = QLabel()
        self.notes_label.setAccessibleName("Notes from loading")
        self.notes_label.setWordWrap(True)
        self.chat_button = QPushButton("Start chatting")
        self.chat_button.setAccessibleName("Go to the Chat page")
        self.chat_button.clicked.connect(self.chat_page_requested)
        placement = QVBoxLayout(self.placement_box)
        for label in (self.where_label, self.layers_label, self.loaded_context_label):
            label.setWordWrap(True)
            placement.addWidget(label)
        placement.addWidget(self.gpu_warning_label)
        placement.addWidget(self.notes_label)
        placement.addWidget(self.chat_button, 0, Qt.AlignmentFlag.AlignLeft)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(model_row)
        layout.addWidget(plan_box)
        layout.addWidget(self.advanced_check)
        layout.addWidget(self.advanced_panel)
        layout.addLayout(buttons)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.placement_box)
        layout.addStretch(1)

    # -- choosing a model --------------------------------------------------------------

    def refresh_models(self) -> None:
        """Look for models again (in the background)."""
        settings = self._services.settings
        self._services.probes.submit(
            lambda: model_choices(settings), self._fill_models, self._show_probe_error
        )

    def choose_model_file(self, path: Path) -> None:
        """Select ``path`` (adding it to the list when it is not there)."""
        index = self.model_combo.findData(str(path))
        if index < 0:
            self.model_combo.addItem(path.name, str(path))
            index = self.model_combo.count() - 1
            self._opened_files.append(path)
        if index == self.model_combo.currentIndex():
            self._on_model_chosen(index)
        else:
            self.model_combo.setCurrentIndex(index)

    def current_preview(self) -> ModelPreview | None:
        """The plan shown for the selected model; None while reading or after a failure."""
        return self._preview

    def selected_path(self) -> Path | None:
        data = self.model_combo.currentData()
        return Path(data) if isinstance(data, str) else None

    def _fill_models(self, choices: ModelChoices) -> None:
        current = self.selected_path()
        self._starter = choices.starter
        self._projectors = {
            str(entry.path): entry.projector_path
            for entry in choices.entries
            if entry.projector_path is not None
        }
        self.model_combo.blockSignals(True)
        self.model_combo.clear()
        for entry in choices.entries:
            label = entry.name
            if entry.bundled:
                label += " (starter model)"
            if entry.error:
                label += " (damaged)"
            elif entry.info is not None:
                label += f" · {format_bytes(entry.info.file_size)}"
            self.model_combo.addItem(label, str(entry.path))
        for path in self._opened_files:
            if self.model_combo.findData(str(path)) < 0:
                self.model_combo.addItem(path.name, str(path))
        self.model_combo.blockSignals(False)
        if self.model_combo.count() == 0:
            self._show_status(
                "No models found yet. Add a model file (.gguf) in the Library "
                "or download one in Discover."
            )
            self.load_button.setEnabled(False)
            return
        last = self._services.settings.last_model
        preferred = [current, choices.starter, Path(last) if last else None]
        for candidate in preferred:
            if candidate is None:
                continue
            index = self.model_combo.findData(str(candidate))
            if index < 0:
                continue
            if candidate == current:
                # The same model stays selected: keep what the user set on the page
                # rather than restoring its remembered settings over it.
                self.model_combo.blockSignals(True)
                self.model_combo.setCurrentIndex(index)
                self.model_combo.blockSignals(False)
                self._request_preview()
            else:
                self.choose_model_file(candidate)
            return
        self.model_combo.setCurrentIndex(0)
        self._on_model_chosen(0)

    @Slot()
    def _browse(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self, "Open a model", "", "GGUF models (*.gguf);;All files (*)"
        )
        if name:
            self.choose_model_file(Path(name))

    @Slot(int)
    def _on_model_chosen(self, _index: int) -> None:
        self._preview = None
        self._restore_model_settings()
        self._request_preview()
        # Restoring the settings asked for a plan too; the one just requested covers it.
        self._replan_timer.stop()

    def _request_preview(self) -> None:
        request = self.current_request()
        if request is None:
            return
        self._preview_serial += 1
        serial = self._preview_serial
        hardware = self._hardware
        if self._preview is None:
            self.verdict_label.setText("Reading the model…")
        self._services.probes.submit(
            lambda: read_preview(request, hardware),
            lambda preview: self._on_preview(serial, preview),
            lambda error: self._on_preview_failed(serial, error),
        )

    def _on_preview(self, serial: int, preview: ModelPreview) -> None:
        if serial != self._preview_serial:
            return  # an answer for a model or context no longer selected
        self._preview = preview
        plan = preview.plan
        info = preview.info
        self.verdict_label.setText(plan.verdict.label)
        self.verdict_label.setStyleSheet("")
        maximum = info.context_length or FALLBACK_MAX_CONTEXT
        self._set_context_range(maximum, plan.context)
        self.advanced_panel.set_hardware(preview.hardware)
        self.advanced_panel.set_block_count(info.block_count)
        self._show_gpu_fit(plan.max_gpu_context if plan.gpu_indices else None, maximum)
        limit = (
            f"This model was trained for up to {format_tokens(info.context_length)} tokens."
            if info.context_length
            else "This model does not say how long a context it handles."
        )
        if plan.max_gpu_context and plan.gpu_indices:
            limit += (
                f" Fits in GPU memory up to {format_tokens(plan.max_gpu_context)} "
                "(the green part of the slider); more is slower."
            )
        self._show_context_warning(plan.context, plan.max_gpu_context, plan.gpu_indices)
        self.context_limit_label.setText(limit)
        self.offload_label.setText(self._offload_text(preview))
        self.reasons_label.setText("\n".join(f"• {reason}" for reason in plan.reasons))
        self.reasons_label.setVisible(bool(plan.reasons))
        self._show_memory(preview)
        busy = self._controller.loading or self._controller.loaded_model
        if not busy and preview.path != self._failed_path:
            self._show_status("")
        self.load_button.setEnabled(not self._controller.loading)

    def _on_preview_failed(self, serial: int, error: Exception) -> None:
        if serial != self._preview_serial:
            return
        self._preview = None
        self.verdict_label.setText("This model can't be used.")
        self.verdict_label.setStyleSheet(ERROR_STYLE)
        self.gpu_memory_bar.clear()
        self.ram_memory_bar.clear()
        self._show_bars(gpu=False, ram=True)
        self.memory_caption.setText("")
        self.reasons_label.hide()
        self.offload_label.setText("")
        self.context_limit_label.setText("")
        self.context_warning_label.hide()
        self._show_status(_plain(error), error=True)
        self.load_button.setEnabled(False)

    def _show_probe_error(self, error: Exception) -> None:
        self._show_status(_plain(error), error=True)

    def _offload_text(self, preview: ModelPreview) -> str:
        plan = preview.plan
        if not preview.hardware.gpus:
            return "No graphics card found: the model will run on the processor."
        chosen = [gpu for gpu in preview.hardware.gpus if gpu.index in plan.gpu_indices]
        names = ", ".join(gpu.name for gpu in chosen or preview.hardware.gpus)
        if plan.verdict is Verdict.FULL_GPU:
            return f"Everything on {names}."
        if plan.verdict is Verdict.PARTIAL_OFFLOAD:
            split = plan.split
            if isinstance(plan.gpu_layers, int):
                return (
                    f"{plan.gpu_layers} of {split.total_layers} layers on {names}; "
                    "the rest on the processor."
                )
            return (
                f"As much as fits on {names} (about {split.gpu_layers} of "
                f"{split.total_layers} layers); the rest on the processor."
            )
        if preview.request.gpu_offload in ("cpu", 0):
            return "The model will run on the processor, as you chose."
        if preview.request.gpu_offload == "all":
            # Launched on the cards all the same: what the user asked for, not the CPU.
            return (
                f"Every layer on {names}, as you chose, but it does not fit there: "
                "loading will probably fail."
            )
        return "The model will run on the processor."

    def _show_memory(self, preview: ModelPreview) -> None:
        plan = preview.plan
        split = plan.split
        on_gpu = split.gpu.total > 0
        # Without a graphics card in the plan the whole estimate is shown against RAM.
        on_ram = split.cpu.total > 0 or not on_gpu
        both = on_gpu and on_ram
        self.gpu_memory_bar.set_usage(
            _segments(split.gpu),
            plan.free_vram_bytes,
            "free graphics memory",
            "On the graphics card" if both else "",
        )
        self.ram_memory_bar.set_usage(
            _segments(split.cpu),
            plan.free_ram_bytes,
            "free memory",
            "In the computer's memory" if both else "",
        )
        self._show_bars(gpu=on_gpu, ram=on_ram)
        bars = ((self.gpu_memory_bar, on_gpu), (self.ram_memory_bar, on_ram))
        self.memory_caption.setText("\n".join(bar.summary() for bar, on in bars if on))

    def _show_bars(self, *, gpu: bool, ram: bool) -> None:
        self._plan_form.setRowVisible(self.gpu_memory_bar, gpu)
        self._plan_form.setRowVisible(self.ram_memory_bar, ram)

    # -- context ---------------------------------------------------------------------

    def _set_context_range(self, maximum: int, value: int) -> None:
        self._setting_context = True
        maximum = max(maximum, MIN_CONTEXT)
        self.context_spin.setRange(MIN_CONTEXT, maximum)
        self.context_slider.setRange(MIN_CONTEXT // CONTEXT_STEP, maximum // CONTEXT_STEP)
        self.context_spin.setValue(value)
        self.context_slider.setValue(value // CONTEXT_STEP)
        self._setting_context = False

    @Slot(int)
    def _on_slider_moved(self, steps: int) -> None:
        if self._setting_context:
            return
        self._setting_context = True
        self.context_spin.setValue(steps * CONTEXT_STEP)
        self._setting_context = False
        self._context_changed_by_user()

    @Slot(int)
    def _on_context_typed(self, value: int) -> None:
        if self._setting_context:
            return
        self._setting_context = True
        self.context_slider.setValue(value // CONTEXT_STEP)
        self._setting_context = False
        self._context_changed_by_user()

    def _context_changed_by_user(self) -> None:
        self._chosen_context = self.context_spin.value()
        preview = self._preview
        if preview is not None:
            plan = preview.plan
            self._show_context_warning(self._chosen_context, plan.max_gpu_context, plan.gpu_indices)
        self._replan_timer.start()

    def _show_gpu_fit(self, max_gpu_context: int | None, maximum: int) -> None:
        """Colour the slider: green up to what fits in GPU memory, orange beyond."""
        if not max_gpu_context or maximum <= MIN_CONTEXT:
            self.context_slider.setStyleSheet("")
            self.context_slider.setAccessibleDescription("")
            return
        span = maximum - MIN_CONTEXT
        share = min(1.0, max(0.0, (max_gpu_context - MIN_CONTEXT) / span))
        after = min(1.0, share + 0.001)
        self.context_slider.setStyleSheet(
            "QSlider::groove:horizontal { height: 6px; border-radius: 3px; background: "
            "qlineargradient(x1:0, y1:0, x2:1, y2:0, "
            f"stop:0 {FITS_COLOR}, stop:{share:.3f} {FITS_COLOR}, "
            f"stop:{after:.3f} {BEYOND_COLOR}, stop:1 {BEYOND_COLOR}); }}"
            "QSlider::handle:horizontal { width: 12px; margin: -5px 0; border-radius: 6px; "
            "background: palette(button); border: 1px solid palette(mid); }"
        )
        self.context_slider.setAccessibleDescription(
            f"Fits in GPU memory up to {format_tokens(max_gpu_context)}."
        )

    def _show_context_warning(
        self, context: int, max_gpu_context: int | None, gpu_indices: tuple[int, ...]
    ) -> None:
        beyond = bool(max_gpu_context and gpu_indices and context > max_gpu_context)
        if beyond:
            assert max_gpu_context is not None
            self.context_warning_label.setText(
                f"{format_tokens(context)} is more than fits in GPU memory "
                f"({format_tokens(max_gpu_context)}): part of the model will run on the "
                "processor, which is slower."
            )
        self.context_warning_label.setVisible(beyond)

    # -- advanced settings and per-model memory ------------------------------------------

    @Slot(bool)
    def _on_advanced_toggled(self, shown: bool) -> None:
        self.advanced_panel.setVisible(shown)
        self._services.settings.simple_mode = not shown
        self._services.save_settings()

    @Slot()
    def _on_plan_setting_changed(self) -> None:
        self._replan_timer.start()

    def _default_cache_type(self) -> str:
        return self._services.settings.default_cache_type

    def _load_defaults(self) -> dict[str, object]:
        """The Settings page's load defaults, in the per-model record's terms: what a model
        without remembered settings starts from."""
        settings = self._services.settings
        return {
            "context": settings.default_context,
            "gpu_offload": settings.default_gpu_offload,
            "cache_type": settings.default_cache_type,
        }

    def _restore_model_settings(self) -> None:
        """Show what was used last time for the selected model (or the defaults)."""
        path = self.selected_path()
        saved = self._remembered(path) if path else {}
        values = {**self._load_defaults(), **saved}
        context = values.get("context")
        self._chosen_context = (
            context if isinstance(context, int) and not isinstance(context, bool) else None
        )
        self.advanced_panel.restore(values, default_cache_type=self._default_cache_type())
        if path is not None and "mmproj_path" not in saved:
            self.advanced_panel.projector_field.set_path(self._projectors.get(str(path)))

    def _remembered(self, path: Path) -> dict[str, object]:
        """The settings kept for ``path``; records from before they were kept per path
        (by file name alone) are still read, when no record for the path exists."""
        per_model = self._services.settings.per_model
        saved = per_model.get(model_key(path))
        if saved is None:
            saved = per_model.get(path.name, {})
        return saved

    def _remember(self, request: LoadRequest) -> None:
        """Keep the settings of a successful load for the next time this model is picked."""
        values: dict[str, object] = {"context": request.context}
        values.update(
            choices_to_dict(
                AdvancedChoices(
                    gpu_offload=request.gpu_offload,
                    gpu_indices=request.gpu_indices,
                    cache_type=request.cache_type,
                    threads=request.threads,
                    flash_attention=request.flash_attention,
                    speculative_ngram=request.speculative_ngram,
                    chat_template_file=request.chat_template_file,
                    mmproj_path=request.mmproj_path,
                )
            )
        )
        per_model = self._services.settings.per_model
        per_model[model_key(request.model_path)] = values
        # An older version's record under the bare file name moves to this path: left
        # there, it would be read for every other file of that name.
        per_model.pop(request.model_path.name, None)
        self._services.save_settings()

    def current_request(self) -> LoadRequest | None:
        """The LoadRequest the Load button would send now; None without a model."""
        path = self.selected_path()
        if path is None:
            return None
        # Hidden advanced settings still apply: simple mode only hides them.
        choices = self.advanced_panel.choices()
        return LoadRequest(
            model_path=path,
            context=self._chosen_context,
            gpu_offload=choices.gpu_offload,
            gpu_indices=choices.gpu_indices,
            cache_type=choices.cache_type,
            threads=choices.threads,
            flash_attention=choices.flash_attention,
            mmproj_path=choices.mmproj_path,
            chat_template_file=choices.chat_template_file,
            speculative_ngram=choices.speculative_ngram,
        )

    # -- loading ---------------------------------------------------------------------

    @Slot()
    def load_selected(self) -> None:
        """Load the selected model with the settings shown."""
        request = self.current_request()
        if request is None or self._controller.loading:
            return
        self._services.settings.last_model = str(request.model_path)
        self._services.save_settings()
        self._controller.load(request)

    def load_model(self, path: Path) -> None:
        """Select ``path`` and load it at once, with its remembered settings or the
        defaults from Settings (what the page shows for it)."""
        self.choose_model_file(path)
        request = self.current_request()
        self._controller.load(request if request is not None else LoadRequest(model_path=path))

    @Slot()
    def show_log(self) -> None:
        """Open the server log window."""
        if self._log_dialog is None:
            self._log_dialog = ServerLogDialog(self._controller, self)
        self._log_dialog.show()
        self._log_dialog.raise_()

    @Slot()
    def _on_load_started(self) -> None:
        self._set_state("loading")
        self.progress_bar.setValue(0)
        self.progress_label.setText("Starting…")
        self._show_status("Loading the model…")

    @Slot(object)
    def _on_load_progressed(self, progress: LoadProgress) -> None:
        if not self._controller.loading:
            return
        total = max(progress.total_bytes, 1)
        fraction = min(1.0, progress.loaded_bytes / total)
        self.progress_bar.setValue(int(fraction * 1000))
        text = f"{format_bytes(progress.loaded_bytes)} of {format_bytes(progress.total_bytes)}"
        if progress.elapsed_s > 0 and progress.loaded_bytes > 0:
            rate = progress.loaded_bytes / progress.elapsed_s
            text += f" · {format_bytes(rate)}/s"
            remaining = max(0, progress.total_bytes - progress.loaded_bytes)
            if remaining:
                text += f" · about {format_duration(remaining / rate)} left"
        self.progress_label.setText(text)

    @Slot(object)
    def _on_model_loaded(self, loaded: LoadedModel) -> None:
        self._set_state("loaded")
        self.progress_bar.setValue(1000)
        self.progress_label.setText(f"Loaded in {format_duration(loaded.report.seconds)}.")
        if loaded.request is not None:
            self._remember(loaded.request)
        placement = describe_loaded(loaded)
        self.where_label.setText(placement.where)
        self.layers_label.setText(placement.layers)
        self.loaded_context_label.setText(placement.context)
        self.gpu_warning_label.setText(placement.warning or "")
        self.gpu_warning_label.setVisible(placement.warning is not None)
        self.notes_label.setText("\n".join(placement.notes))
        self.notes_label.setVisible(bool(placement.notes))
        self._failed_path = None
        self._show_status(f"{loaded.display_name} is ready.")

    @Slot(object)
    def _on_load_failed(self, failure: LoadFailure) -> None:
        self._set_state("idle")
        self._failed_path = None if failure.cancelled else self.selected_path()
        if failure.cancelled:
            self._show_status("Loading was cancelled.")
        else:
            hint = " “Show server log” has the details." if failure.log_tail else ""
            self._show_status(failure.message + hint, error=True)

    @Slot()
    def _on_model_unloaded(self) -> None:
        if self._controller.loading:
            return  # unloading the old model on the way to a new one
        self._set_state("idle")
        self._show_status("No model is loaded.")

    def _set_state(self, state: str) -> None:
        loading = state == "loading"
        loaded = state == "loaded"
        self.load_button.setEnabled(not loading and self.selected_path() is not None)
        self.load_button.setText("Load another" if loaded else "Load")
        self.cancel_button.setVisible(loading)
        self.unload_button.setEnabled(loaded)
        self.progress_bar.setVisible(loading or loaded)
        self.progress_label.setVisible(loading or loaded)
        self.placement_box.setVisible(loaded)

    def _show_status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(text)
        self.status_label.setStyleSheet(ERROR_STYLE if error else "")
        self.status_label.setVisible(bool(text))


def model_key(path: Path) -> str:
    """Where a model's settings are kept: its full path, so two files of the same name in
    different folders keep their own."""
    # resolve() follows links, so a model reached through two routes is one model.
    return str(path.resolve())


def _segments(breakdown: MemoryBreakdown) -> tuple[MemorySegment, ...]:
    return (
        MemorySegment("model", breakdown.weights_bytes, WEIGHTS_COLOR),
        MemorySegment(
            "conversation memory",
            breakdown.kv_cache_bytes + breakdown.recurrent_bytes,
            KV_COLOR,
        ),
        MemorySegment(
            "working space", breakdown.compute_bytes + breakdown.overhead_bytes, OTHER_COLOR
        ),
    )


def _plain(error: Exception) -> str:
    if isinstance(error, LlamaDeskError):
        return error.message
    return "Something unexpected went wrong while reading the model."
