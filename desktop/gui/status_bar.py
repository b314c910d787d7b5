"""The status line at the bottom: runtime, where the model runs, which model, memory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from desktop.gui.units import format_bytes

if TYPE_CHECKING:
    from desktop.core.runtime.discovery import Runtime
    from desktop.gui.backend import LoadedModel


WARNING_STYLE = "color: #b3261e; font-weight: bold;"


class AppStatusBar(QStatusBar):
    """Four permanent fields, each with an accessible name, and a warning shown when a
    graphics card sits unused."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runtime_label = self._field("Runtime", "Runtime: looking…")
        self.device_label = self._field("Device in use", "Device: none")
        # Permanent, so a passing status message never hides it.
        self.gpu_warning_label = self._field("Graphics card warning", "")
        self.gpu_warning_label.setStyleSheet(WARNING_STYLE)
        self.gpu_warning_label.hide()
        self.model_label = self._field("Loaded model", "No model loaded")
        self.memory_label = self._field("Memory used by the model", "")

    def _field(self, accessible_name: str, text: str) -> QLabel:
        label = QLabel(text)
        label.setAccessibleName(accessible_name)
        self.addPermanentWidget(label)
        return label

    def show_runtime(self, runtime: Runtime | None, problem: str | None = None) -> None:
        if runtime is None:
            self.runtime_label.setText("Runtime: none found")
            self.runtime_label.setToolTip(problem or "")
            return
        version = f" {runtime.version}" if runtime.version else ""
        backend = f" ({runtime.backend.upper()})" if runtime.backend else ""
        self.runtime_label.setText(f"Runtime: llama.cpp{version}{backend}")
        self.runtime_label.setToolTip(str(runtime.server_path))

    @Slot()
    def show_loading(self) -> None:
        self.model_label.setText("Loading…")
        self._show_gpu_warning(None)

    @Slot(object)
    def show_loaded(self, loaded: LoadedModel) -> None:
        # Deferred: placement needs the core's planning modules, which the window's
        # first paint goes without.
        from desktop.gui.placement import describe_loaded

        report = loaded.report
        placement = describe_loaded(loaded)
        self.device_label.setText(f"Device: {placement.device}")
        self._show_gpu_warning(placement.idle_gpu, placement.warning)
        self.model_label.setText(f"Model: {loaded.display_name}")
        used = loaded.info.file_size + (report.kv_cache_bytes or 0)
        self.memory_label.setText(f"Memory: about {format_bytes(used)}")

    @Slot()
    def show_unloaded(self) -> None:
        self.device_label.setText("Device: none")
        self.model_label.setText("No model loaded")
        self.memory_label.setText("")
        self._show_gpu_warning(None)

    def _show_gpu_warning(self, text: str | None, details: str | None = None) -> None:
        label = self.gpu_warning_label
        label.setText(f"⚠ {text}" if text else "")
        label.setToolTip(details or text or "")
        label.setAccessibleDescription(details or text or "")
        label.setVisible(text is not None)
