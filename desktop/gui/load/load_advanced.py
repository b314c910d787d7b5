"""The Load page's advanced settings: where the layers go, which cards, the cache, threads,
flash attention, speculative decoding, and the optional template and projector files.

The panel only holds choices: it shows a ``LoadRequest`` the core decided
(``load_choice.resolve_request``) and applies the user's changes to it.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.fit_plan import GpuOffloadChoice
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.memory import CACHE_TYPES, needs_flash_attention
from desktop.core.settings import FlashAttention
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.form_controls import (
    buddy_label,
    check_box,
    choice_box,
    show_choice,
    text_field,
    whole_box,
)
from desktop.gui.widgets.glossary import explain
from desktop.gui.widgets.page_text import sentence_label

# Marked for lupdate here, translated when the box is built (after the translator is in).
OFFLOAD_CHOICES = (
    (QT_TRANSLATE_NOOP("AdvancedPanel", "Automatic"), "auto"),
    (QT_TRANSLATE_NOOP("AdvancedPanel", "All layers on GPU"), "all"),
    (QT_TRANSLATE_NOOP("AdvancedPanel", "Some layers on GPU"), "layers"),
    (QT_TRANSLATE_NOOP("AdvancedPanel", "CPU only"), "cpu"),
)
FLASH_CHOICES = (
    (QT_TRANSLATE_NOOP("AdvancedPanel", "Automatic"), "auto"),
    (QT_TRANSLATE_NOOP("AdvancedPanel", "On"), "on"),
    (QT_TRANSLATE_NOOP("AdvancedPanel", "Off"), "off"),
)
# Before a model is read the layer spin must accept any remembered value.
MAX_LAYERS = 1024
MAX_THREADS = 512


class FileField(QWidget):
    """A path box with a "Choose…" button and a "Clear" button."""

    changed = Signal()

    def __init__(self, name: str, file_filter: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._filter = file_filter
        self.edit = text_field(name, self.tr("None"))
        self.edit.textChanged.connect(self.changed)
        self.choose_button = QPushButton(self.tr("Choose…"))
        self.choose_button.setAccessibleName(self.tr("Choose {0}").format(name.lower()))
        self.choose_button.clicked.connect(self._choose)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setAccessibleName(self.tr("Clear {0}").format(name.lower()))
        self.clear_button.clicked.connect(self.edit.clear)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.clear_button)
        self.setFocusProxy(self.edit)

    def path(self) -> Path | None:
        text = self.edit.text().strip()
        return Path(text) if text else None

    def set_path(self, path: Path | None) -> None:
        self.edit.setText(str(path) if path is not None else "")

    @Slot()
    def _choose(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(self, self._name, "", self._filter)
        if name:
            self.set_path(Path(name))


class AdvancedPanel(QGroupBox):
    """The advanced load settings; ``plan_changed`` fires when the memory plan must be redone."""

    plan_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("LoadAdvanced", "Advanced settings"), parent)
        self.offload_combo = choice_box(
            self.tr("GPU offload"), [(self.tr(str(text)), value) for text, value in OFFLOAD_CHOICES]
        )
        self.offload_combo.currentIndexChanged.connect(self._on_offload_changed)
        self.layers_spin = whole_box(
            self.tr("Layers on the GPU"), 0, MAX_LAYERS, suffix=self.tr(" layers")
        )
        self.layers_spin.setEnabled(False)
        self.layers_spin.valueChanged.connect(self._on_layers_changed)
        offload_row = QHBoxLayout()
        offload_row.addWidget(self.offload_combo, 1)
        offload_row.addWidget(self.layers_spin)

        self.gpu_list = QListWidget()
        self.gpu_list.setAccessibleName(self.tr("Graphics cards to use"))
        self.gpu_list.setMaximumHeight(90)
        self.gpu_list.itemChanged.connect(self._on_gpu_checked)
        # Cards remembered for the model, applied once the machine's cards are known.
        self._pending_gpus: set[int] | None = None
        self.gpu_label = QLabel(self.tr("Graphics &cards"))
        self.gpu_label.setBuddy(self.gpu_list)

        self.cache_combo = choice_box(
            self.tr("Conversation memory (KV cache) type"), [(kind, kind) for kind in CACHE_TYPES]
        )
        self.cache_combo.currentIndexChanged.connect(self._on_cache_changed)
        explain(self.cache_combo, "kv-cache type")
        self.flash_combo = choice_box(
            self.tr("Flash attention"),
            [(self.tr(str(text)), value) for text, value in FLASH_CHOICES],
        )
        self.cache_note = sentence_label(self.tr("Cache type note"))
        self.cache_note.hide()

        self.threads_spin = whole_box(
            self.tr("Processor threads"), 0, MAX_THREADS, off_text=self.tr("Automatic")
        )

        self.speculative_check = check_box(
            self.tr("Speculative decoding (n-gram)"), self.tr("Speculative decoding (n-gram)")
        )
        self.speculative_check.setToolTip(
            self.tr("Guesses repeated text ahead to answer faster; not used with a projector.")
        )

        self.template_field = FileField(
            self.tr("Chat template file"), self.tr("Jinja templates (*.jinja);;All (*)")
        )
        self.projector_field = FileField(
            self.tr("Projector (mmproj) file"), self.tr("GGUF projectors (*.gguf);;All files (*)")
        )
        explain(self.projector_field.edit, "projector")
        # The projector is loaded with the model: it takes memory too.
        self.projector_field.changed.connect(self.plan_changed)

        form = wrapping_form(self)
        form.addRow(buddy_label(self.tr("GPU &offload"), self.offload_combo), offload_row)
        form.addRow(self.gpu_label, self.gpu_list)
        form.addRow(buddy_label(self.tr("Context cac&he type"), self.cache_combo), self.cache_combo)
        form.addRow(buddy_label(self.tr("&Flash attention"), self.flash_combo), self.flash_combo)
        form.addRow("", self.cache_note)
        form.addRow(buddy_label(self.tr("&Threads"), self.threads_spin), self.threads_spin)
        form.addRow("", self.speculative_check)
        form.addRow(
            buddy_label(self.tr("Chat te&mplate"), self.template_field.edit), self.template_field
        )
        form.addRow(
            buddy_label(self.tr("&Projector"), self.projector_field.edit), self.projector_field
        )
        self.set_hardware(None)

    # -- model and machine -------------------------------------------------------------

    def set_hardware(self, hardware: HardwareInfo | None) -> None:
        """Offer the machine's graphics cards (the list shows only when there are several)."""
        checked = set(self._checked_gpus() or ())
        known = {
            int(self.gpu_list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.gpu_list.count())
        }
        gpus = hardware.gpus if hardware is not None else ()
        if {gpu.index for gpu in gpus} != known:
            pending, self._pending_gpus = self._pending_gpus, None
            wanted = pending if pending and any(gpu.index in pending for gpu in gpus) else checked
            self.gpu_list.blockSignals(True)
            self.gpu_list.clear()
            for gpu in gpus:
                item = QListWidgetItem(f"{gpu.index}: {gpu.name}")
                item.setData(Qt.ItemDataRole.UserRole, gpu.index)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                on = not wanted or gpu.index in wanted
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                self.gpu_list.addItem(item)
            self.gpu_list.blockSignals(False)
            if len(gpus) > 1 and self._checked_gpus() is not None:
                # The plan so far was made without a choice of cards.
                self.plan_changed.emit()
        several = len(gpus) > 1
        self.gpu_list.setVisible(several)
        self.gpu_label.setVisible(several)

    def set_block_count(self, block_count: int) -> None:
        """Limit the layer count to the model's layers."""
        self.layers_spin.setMaximum(max(block_count, 0))

    # -- values ------------------------------------------------------------------------

    def apply(self, request: LoadRequest) -> LoadRequest:
        """``request`` with the choices shown here (hidden or not: simple mode only hides
        them)."""
        offload = self.offload_combo.currentData()
        gpu_offload: GpuOffloadChoice
        if offload == "layers":
            gpu_offload = self.layers_spin.value()
        elif offload in ("all", "cpu"):
            gpu_offload = offload
        else:
            gpu_offload = "auto"
        cache_type = str(self.cache_combo.currentData())
        flash = str(self.flash_combo.currentData())
        # A cache type that needs flash attention shows it on, and the loader turns it on.
        flash_attention: FlashAttention = flash if flash in ("on", "off") else "auto"  # type: ignore[assignment]
        return dataclasses.replace(
            request,
            gpu_offload=gpu_offload,
            gpu_indices=self._checked_gpus(),
            cache_type=cache_type,
            threads=self.threads_spin.value() or None,
            flash_attention=flash_attention,
            speculative_ngram=self.speculative_check.isChecked(),
            chat_template_file=self.template_field.path(),
            mmproj_path=self.projector_field.path(),
        )

    def restore(self, request: LoadRequest) -> None:
        """Show the choices of ``request`` (remembered for a model, or the defaults)."""
        # The last model's layer count bounds the spin until this model is read: lift it,
        # or a remembered count larger than that model's would be cut down.
        self.layers_spin.setMaximum(MAX_LAYERS)
        offload = request.gpu_offload
        if isinstance(offload, int):
            self._select(self.offload_combo, "layers")
            self.layers_spin.setValue(offload)
        else:
            self._select(self.offload_combo, offload)
        wanted = set(request.gpu_indices or ())
        # No remembered choice means every card. Before the first plan the machine's cards
        # are not known yet: set_hardware applies the choice when they are.
        self._pending_gpus = None
        if self.gpu_list.count() == 0:
            self._pending_gpus = wanted or None
        else:
            self.gpu_list.blockSignals(True)
            for row in range(self.gpu_list.count()):
                item = self.gpu_list.item(row)
                on = not wanted or int(item.data(Qt.ItemDataRole.UserRole)) in wanted
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.gpu_list.blockSignals(False)
        show_choice(self.cache_combo, request.cache_type)
        self._select(self.flash_combo, request.flash_attention)
        self.threads_spin.setValue(request.threads or 0)
        self.speculative_check.setChecked(request.speculative_ngram)
        self.template_field.set_path(request.chat_template_file)
        self.projector_field.set_path(request.mmproj_path)
        self._on_cache_changed()

    # -- reactions ---------------------------------------------------------------------

    @Slot()
    def _on_offload_changed(self) -> None:
        self.layers_spin.setEnabled(self.offload_combo.currentData() == "layers")
        self.plan_changed.emit()

    @Slot()
    def _on_layers_changed(self) -> None:
        if self.offload_combo.currentData() == "layers":
            self.plan_changed.emit()

    @Slot()
    def _on_gpu_checked(self) -> None:
        self.plan_changed.emit()

    @Slot()
    def _on_cache_changed(self) -> None:
        cache_type = str(self.cache_combo.currentData())
        forced = needs_flash_attention(cache_type)
        if forced:
            self._select(self.flash_combo, "on")
            self.cache_note.setText(
                self.tr("A {0} cache needs flash attention, so it is turned on.").format(cache_type)
            )
        self.flash_combo.setEnabled(not forced)
        self.cache_note.setVisible(forced)
        self.plan_changed.emit()

    def _checked_gpus(self) -> tuple[int, ...] | None:
        if self.gpu_list.count() < 2:
            return None
        checked = tuple(
            int(item.data(Qt.ItemDataRole.UserRole))
            for item in (self.gpu_list.item(row) for row in range(self.gpu_list.count()))
            if item.checkState() == Qt.CheckState.Checked
        )
        return checked or None

    @staticmethod
    def _select(combo: QComboBox, value: str) -> bool:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)
        return index >= 0
