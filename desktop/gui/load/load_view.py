"""The Load page: pick a model, see the settings chosen for this computer, load it.

Reading the model's header and planning the load happen on the probe thread; the
load itself on the host thread. This page only shows what they answer.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.host.load_preview import ModelChoices, ModelPreview, model_choices
from desktop.core.host.load_preview import preview_model as read_preview
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.load_choice import LoadRequest, resolve_request
from desktop.core.runtime.load_report import LoadProgress
from desktop.gui.bridge.host_worker import LoadFailure
from desktop.gui.bridge.model_state import ModelState
from desktop.gui.load.load_advanced import AdvancedPanel
from desktop.gui.load.load_plan_box import PlanBox
from desktop.gui.load.placement import describe_loaded
from desktop.gui.load.placement_box import PlacementBox
from desktop.gui.shell.log_dialog import ServerLogDialog
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.style_sheet import mark_primary, set_tone
from desktop.gui.widgets.box_layouts import column
from desktop.gui.widgets.debounce import debounce_timer
from desktop.gui.widgets.elided_combo import ElidedComboBox
from desktop.gui.widgets.form_controls import action_button, buddy_label, check_box
from desktop.gui.widgets.glossary import model_file_label
from desktop.gui.widgets.model_words import load_error_text
from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.plan_words import need_text
from desktop.gui.widgets.starter_note import STARTER_SUFFIX, StarterNote, starter_words
from desktop.gui.widgets.units import format_duration, format_size
from desktop.gui.widgets.widget_parents import scroll_into_view

REPLAN_DELAY_MS = 150


class LoadView(QWidget):
    """Choose, plan, load, unload; and say where the model runs."""

    chat_page_requested = Signal()
    # The starter (a tiny demo) is selected and the user asks for something better.
    better_model_requested = Signal()
    # The selected model's memory need in words (memory_need), for the status bar.
    need_shown = Signal(str, str)  # the model picked (its name), what it needs

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
        # Model path -> the projector the library found next to it.
        self._projectors: dict[str, Path] = {}
        self._log_dialog: ServerLogDialog | None = None
        self._starter: Path | None = None
        # Models opened as files from outside the library: kept in the list when the
        # library's models are listed again.
        self._opened_files: list[Path] = []
        self._model_state = self._controller.state
        self._controller.model_state_changed.connect(self._on_model_state_changed)

        self._build()
        self._replan_timer = debounce_timer(self, REPLAN_DELAY_MS, self._request_preview)

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
        heading = page_heading(self.tr("Load a model"))

        # Cut short with "…" where the page is narrow, whole in its tooltip.
        self.model_combo = ElidedComboBox()
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.setMinimumContentsLength(30)
        self.model_combo.currentIndexChanged.connect(self._on_model_chosen)
        self.browse_button = action_button(
            self.tr("Open a file…"), self.tr("Open a model file"), self._browse
        )
        model_row = QHBoxLayout()
        model_row.addWidget(buddy_label(self.tr("&Model"), self.model_combo))
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.browse_button)
        self.starter_note = StarterNote()
        self.starter_note.better_model_requested.connect(self.better_model_requested)

        self.plan_box = PlanBox()
        self.plan_box.context_chosen.connect(self._on_context_chosen)
        # The plan's widgets, by their old names (tests and other pages read them).
        box = self.plan_box
        self.verdict_label = box.verdict_label
        self.context_slider, self.context_spin = box.context_slider, box.context_spin
        self.context_limit_label = box.context_limit_label
        self.context_warning_label = box.context_warning_label
        self.offload_label, self.reasons_label = box.offload_label, box.reasons_label
        self.gpu_memory_bar, self.ram_memory_bar = box.gpu_memory_bar, box.ram_memory_bar
        self.memory_caption = box.memory_caption

        self.advanced_check = check_box(
            self.tr("Show advanced settings"),
            self.tr("Show advanced settings"),
            self._on_advanced_toggled,
            checked=not self._services.settings.simple_mode,
        )
        self.advanced_panel = AdvancedPanel()
        self.advanced_panel.setVisible(self.advanced_check.isChecked())
        self.advanced_panel.plan_changed.connect(self._on_plan_setting_changed)

        self.load_button = action_button(
            self.tr("Load"), self.tr("Load the model"), self.load_selected
        )
        self.load_button.setDefault(True)
        mark_primary(self.load_button)
        self.cancel_button = action_button(
            self.tr("Cancel"), self.tr("Cancel loading"), self._controller.cancel_load
        )
        self.unload_button = action_button(
            self.tr("Unload"), self.tr("Unload the model"), self._controller.unload
        )
        self.log_button = action_button(
            self.tr("Show server log"), self.tr("Show server log"), self.show_log
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.unload_button)
        buttons.addStretch(1)
        buttons.addWidget(self.log_button)

        self.progress_bar = QProgressBar()
        self.progress_bar.setAccessibleName(self.tr("Loading progress"))
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setTextVisible(False)
        self.progress_label = QLabel()
        self.progress_label.setAccessibleName(self.tr("Loading progress, in words"))

        self.status_label = sentence_label(self.tr("Load status"))
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.placement_box = PlacementBox()
        self.placement_box.chat_page_requested.connect(self.chat_page_requested)
        placed = self.placement_box
        self.where_label, self.gpu_warning_label = placed.where_label, placed.gpu_warning_label
        self.chat_button = placed.chat_button

        column(
            self,
            heading,
            model_row,
            self.starter_note,
            self.plan_box,
            self.advanced_check,
            self.advanced_panel,
            buttons,
            self.progress_bar,
            self.progress_label,
            self.status_label,
            self.placement_box,
        ).addStretch(1)

    # -- choosing a model --------------------------------------------------------------

    def refresh_models(self) -> None:
        """Look for models again (in the background)."""
        # A copy: the scan runs on the probe thread while the page may change settings.
        settings = copy.deepcopy(self._services.settings)
        self._services.probes.submit(
            lambda: model_choices(settings), self._fill_models, self._show_probe_error
        )

    def choose_model_file(self, path: Path) -> None:
        """Select ``path`` (adding it to the list when it is not there)."""
        index = self.model_combo.findData(str(path))
        if index < 0:
            self.model_combo.addItem(model_file_label(path), str(path))
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
                label += starter_words(STARTER_SUFFIX)
            if entry.error:
                label += self.tr(" (damaged)")
            elif entry.info is not None:
                label += f" · {format_size(entry.info.file_size)}"
            self.model_combo.addItem(label, str(entry.path))
        for path in self._opened_files:
            if self.model_combo.findData(str(path)) < 0:
                self.model_combo.addItem(model_file_label(path), str(path))
        self.model_combo.blockSignals(False)
        if self.model_combo.count() == 0:
            self._show_status(
                self.tr(
                    "No models found yet. Add a model file (.gguf) in the Library or "
                    "download one in Discover."
                )
            )
            self.load_button.setEnabled(False)
            return
        last = self._services.settings.last_model
        # The loaded model first: the box never shows one model while another is loaded.
        loaded = self._model_state.loaded
        # Then the model used last (after a restart), the starter only for a newcomer.
        preferred = [
            loaded.model_path if loaded is not None else None,
            current,
            Path(last) if last else None,
            choices.starter,
        ]
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
            self, self.tr("Open a model"), "", self.tr("GGUF models (*.gguf);;All files (*)")
        )
        if name:
            self.choose_model_file(Path(name))

    @Slot(int)
    def _on_model_chosen(self, _index: int) -> None:
        self._show_selection()
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
            self.plan_box.show_reading()
        self._services.probes.submit(
            lambda: read_preview(request, hardware),
            lambda preview: self._on_preview(serial, preview),
            lambda error: self._on_preview_failed(serial, error),
        )

    def _on_preview(self, serial: int, preview: ModelPreview) -> None:
        if serial != self._preview_serial:
            return  # an answer for a model or context no longer selected
        self._preview = preview
        self.advanced_panel.set_hardware(preview.hardware)
        self.advanced_panel.set_block_count(preview.info.block_count)
        self.plan_box.show_preview(preview)
        if self._model_state.loaded is None:
            need = need_text(preview.plan.breakdown, detailed=False)
            self.need_shown.emit(preview.path.stem, need)
        busy = self._model_state.loading or self._model_state.loaded
        if not busy and preview.path != self._failed_path:
            self._show_status("")
        self.load_button.setEnabled(not self._model_state.loading)

    def _on_preview_failed(self, serial: int, error: Exception) -> None:
        if serial != self._preview_serial:
            return
        self._preview = None
        self.plan_box.show_failure()
        self._show_status(_plain(error), error=True)
        self.load_button.setEnabled(False)

    def _show_probe_error(self, error: Exception) -> None:
        self._show_status(_plain(error), error=True)

    @Slot(int)
    def _on_context_chosen(self, context: int) -> None:
        self._chosen_context = context
        self._replan_timer.start()

    # -- advanced settings and per-model memory ------------------------------------------

    @Slot(bool)
    def _on_advanced_toggled(self, shown: bool) -> None:
        self.advanced_panel.setVisible(shown)
        self._services.settings.simple_mode = not shown
        self._services.save_settings()

    @Slot()
    def _on_plan_setting_changed(self) -> None:
        self._replan_timer.start()

    def _restore_model_settings(self) -> None:
        """Show what the core decides for the selected model: what was used last time,
        else the defaults from Settings."""
        path = self.selected_path()
        if path is None:
            return
        request = resolve_request(
            self._services.settings, path, library_projector=self._projectors.get(str(path))
        )
        self._chosen_context = request.context
        self.advanced_panel.restore(request)

    def current_request(self) -> LoadRequest | None:
        """The LoadRequest the Load button would send now; None without a model."""
        path = self.selected_path()
        if path is None:
            return None
        # What the core decides for the model, changed by what the page shows; hidden
        # advanced settings still apply (simple mode only hides them).
        decided = resolve_request(self._services.settings, path)
        return self.advanced_panel.apply(dataclasses.replace(decided, context=self._chosen_context))

    # -- loading ---------------------------------------------------------------------

    @Slot()
    def load_selected(self) -> None:
        """Load the selected model with the settings shown."""
        request = self.current_request()
        if request is None or self._model_state.loading:
            return
        self._services.loads.load(request)

    @Slot()
    def show_log(self) -> None:
        """Open the server log window."""
        if self._log_dialog is None:
            self._log_dialog = ServerLogDialog(self._controller, self)
        self._log_dialog.show()
        self._log_dialog.raise_()

    @Slot(object)
    def _on_model_state_changed(self, state: ModelState) -> None:
        self._model_state = state

    @Slot()
    def _on_load_started(self) -> None:
        requested = self._model_state.requested
        if requested is not None and requested.model_path != self.selected_path():
            # Asked for on another page (Chat, Library, Discover): shown here as it loads.
            self.choose_model_file(requested.model_path)
        self._set_state("loading")
        self.progress_bar.setValue(0)
        self.progress_label.setText(self.tr("Starting…"))
        self._show_status(self.tr("Loading the model…"))

    @Slot(object)
    def _on_load_progressed(self, progress: LoadProgress) -> None:
        if not self._model_state.loading:
            return
        total = max(progress.total_bytes, 1)
        fraction = min(1.0, progress.loaded_bytes / total)
        self.progress_bar.setValue(int(fraction * 1000))
        text = self.tr("{0} of {1}").format(
            format_size(progress.loaded_bytes), format_size(progress.total_bytes)
        )
        if progress.elapsed_s > 0 and progress.loaded_bytes > 0:
            rate = progress.loaded_bytes / progress.elapsed_s
            text += self.tr(" · {0}/s").format(format_size(rate))
            remaining = max(0, progress.total_bytes - progress.loaded_bytes)
            if remaining:
                text += self.tr(" · about {0} left").format(format_duration(remaining / rate))
        self.progress_label.setText(text)

    @Slot(object)
    def _on_model_loaded(self, loaded: LoadedModel) -> None:
        self._set_state("loaded")
        self.progress_bar.setValue(1000)
        self.progress_label.setText(
            self.tr("Loaded in {0}.").format(format_duration(loaded.report.seconds))
        )
        self.placement_box.show_placement(describe_loaded(loaded))
        self.placement_box.setTitle(self.tr("Loaded: {0}").format(loaded.display_name))
        self._failed_path = None
        if self.selected_path() != loaded.model_path:
            # Another model was picked while this one loaded: show the one loaded.
            self.choose_model_file(loaded.model_path)
        self._show_selection()
        self._show_status(self.tr("{0} is ready.").format(loaded.display_name))

    @Slot(object)
    def _on_load_failed(self, failure: LoadFailure) -> None:
        self._set_state("idle")
        self._failed_path = None if failure.cancelled else self.selected_path()
        if failure.cancelled:
            self._show_status(self.tr("Loading was cancelled."))
        else:
            hint = self.tr(" “Show server log” has the details.") if failure.log_tail else ""
            self._show_status(failure.message + hint, error=True)

    @Slot()
    def _on_model_unloaded(self) -> None:
        if self._model_state.loading:
            return  # unloading the old model on the way to a new one
        self._set_state("idle")
        self._show_status(self.tr("No model is loaded."))

    def _set_state(self, state: str) -> None:
        loading = state == "loading"
        loaded = state == "loaded"
        self.load_button.setEnabled(not loading and self.selected_path() is not None)
        self.cancel_button.setVisible(loading)
        self.unload_button.setEnabled(loaded)
        self.progress_bar.setVisible(loading or loaded)
        self.progress_label.setVisible(loading or loaded)
        self.placement_box.setVisible(loaded)
        self._show_selection()

    def _show_selection(self) -> None:
        """The starter's note when it is picked; and, while another model is loaded,
        that Load switches to the one picked (the loaded one stays named above)."""
        path = self.selected_path()
        self.starter_note.show_for(path)
        loaded = self._model_state.loaded
        if self._model_state.loading:
            return
        switching = loaded is not None and path is not None and path != loaded.model_path
        switch_text = self.tr("Load this one instead") if switching else self.tr("Load another")
        self.load_button.setText(switch_text if loaded else self.tr("Load"))
        if switching and loaded is not None:
            self._show_status(
                self.tr(
                    "{0} is loaded now. Press “Load this one instead” to switch to the "
                    "model picked above."
                ).format(loaded.display_name)
            )

    def _show_status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(text)
        set_tone(self.status_label, "error" if error else "")
        self.status_label.setVisible(bool(text))
        if text:
            # At the page's foot: on a 1024x600 screen "… is ready." sat below the page's
            # edge, under the status bar. Once laid out with its new words.
            QTimer.singleShot(0, self, lambda: scroll_into_view(self.status_label))


def _plain(error: Exception) -> str:
    if isinstance(error, LlamaDeskError):
        return load_error_text(error)
    return QCoreApplication.translate(
        "LoadView", "Something unexpected went wrong while reading the model."
    )
