"""The status line at the bottom: runtime, where the model runs, which model, memory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStatusBar, QWidget

from desktop.core.models.memory_need import use_bytes
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.elided_label import ElidedLabel
from desktop.gui.widgets.units import format_size, format_tokens

if TYPE_CHECKING:
    from desktop.core.host.loaded_model import LoadedModel
    from desktop.core.runtime.discovery import Runtime


# The colour is the theme's error tone (set_tone): a fixed red read poorly on the dark theme.
WARNING_STYLE = "font-weight: bold;"


class AppStatusBar(QStatusBar):
    """Four permanent fields, each with an accessible name, and a warning shown when a
    graphics card sits unused. With the starter model loaded, a button offers a better
    model for this computer (``better_model_requested``)."""

    better_model_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runtime_label = self._field(self.tr("Runtime"), self.tr("Runtime: looking…"))
        self._check_summary = ""
        self.device_label = self._field(self.tr("Device in use"), self.tr("Device: none"))
        # Permanent, so a passing status message never hides it.
        self.gpu_warning_label = self._field(self.tr("Graphics card warning"), "")
        self.gpu_warning_label.setStyleSheet(WARNING_STYLE)
        set_tone(self.gpu_warning_label, "error")
        self.gpu_warning_label.hide()
        self.model_label = self._field(self.tr("Loaded model"), self.tr("No model loaded"))
        self.memory_label = self._field(self.tr("Memory used by the model"), "")
        # Short, and the figure people look for: the other fields give way first.
        self.memory_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        # Where the model runs is short and what a person checks: cut after the runtime,
        # the model's name and the offer of a better model (in French at 1024 px the
        # field showed "Appareil : …" beside a whole button).
        self.device_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self._better_model_button: QPushButton | None = None

    @property
    def better_model_button(self) -> QPushButton:
        """The offer of a better model, made when first wanted (a starter model loaded):
        its module and the button styles it asks Qt for take ~12 ms, which the window's
        first paint goes without."""
        if self._better_model_button is None:
            from desktop.gui.widgets.starter_note import better_model_button

            button = better_model_button()
            button.setFlat(True)
            # It gives way like the fields (a push button keeps its whole width by default).
            button.setSizePolicy(QSizePolicy.Policy.Preferred, button.sizePolicy().verticalPolicy())
            button.clicked.connect(self.better_model_requested)
            button.hide()
            self.addPermanentWidget(button)
            self._better_model_button = button
        return self._better_model_button

    def _field(self, accessible_name: str, text: str) -> ElidedLabel:
        # Cut short with "…" rather than widening the window past a small screen.
        label = ElidedLabel(text)
        # The field's words ("Model: …") name it to a screen reader, which a set name
        # would hide; what the field is for follows as its description.
        label.setAccessibleDescription(accessible_name)
        self.addPermanentWidget(label)
        return label

    def show_runtime(self, runtime: Runtime | None, problem: str | None = None) -> None:
        if runtime is None:
            self.runtime_label.setText(self.tr("Runtime: none found"))
            self.runtime_label.setToolTip(problem or "")
            return
        # The runtime's name, version and backend are names: the same in every language.
        version = f" {runtime.version}" if runtime.version else ""
        backend = f" ({runtime.backend.upper()})" if runtime.backend else ""
        self.runtime_label.setText(
            self.tr("Runtime: {runtime}").format(runtime=f"llama.cpp{version}{backend}")
        )
        self.runtime_label.setToolTip(
            "\n".join(filter(None, (str(runtime.server_path), self._check_summary)))
        )

    def show_runtime_check(self, summary: str) -> None:
        """What the runtime check chose and why ("Using the graphics card (Vulkan):
        3.1x faster than the processor."): on the status line until another message."""
        self._check_summary = summary
        self.showMessage(summary)

    @Slot()
    def show_loading(self) -> None:
        self.model_label.setText(self.tr("Loading…"))
        self._show_gpu_warning(None)

    @Slot(object)
    def show_loaded(self, loaded: LoadedModel) -> None:
        # Deferred: placement and the plan's words need the core's planning modules
        # (~25 ms to import), which the window's first paint goes without.
        from desktop.gui.load.placement import describe_loaded
        from desktop.gui.widgets.plan_words import need_text, use_text
        from desktop.gui.widgets.starter_note import (
            STARTER_NOTE,
            TINY_DEMO,
            is_starter,
            starter_words,
        )

        report = loaded.report
        placement = describe_loaded(loaded)
        self.device_label.setText(self.tr("Device: {device}").format(device=placement.device))
        self._show_gpu_warning(placement.idle_gpu, placement.warning)
        starter = is_starter(loaded.model_path)
        self.model_label.setText(
            self.tr("Model: {name} ({note})").format(
                name=loaded.display_name, note=starter_words(TINY_DEMO)
            )
            if starter
            else self.tr("Model: {name}").format(name=loaded.display_name)
        )
        self.model_label.setToolTip(starter_words(STARTER_NOTE) if starter else "")
        self.better_model_button.setVisible(starter)
        # "uses": what the running server reported; "needs": the plan the Load page
        # showed (memory_need words both), so the two are never mistaken for each other.
        used = use_bytes(loaded.info.file_size, report.kv_cache_bytes)
        self.memory_label.setText(
            self.tr("Memory: uses about {size}").format(size=format_size(used))
        )
        self.memory_label.setToolTip(
            self.tr(
                "The model {uses}, as the server reported when it loaded.\nAs planned, it "
                "{needs} at {tokens} tokens of context."
            ).format(
                uses=use_text(loaded.info.file_size, report.kv_cache_bytes),
                needs=need_text(loaded.plan.breakdown),
                tokens=format_tokens(loaded.plan.context),
            )
        )

    @Slot(str, str)
    def show_need(self, model: str, need: str) -> None:
        """Before a load: what the model picked on the Load page needs there (its name in
        the tooltip: beside the figure it made the field too long for a 1024 px window)."""
        if self.model_label.text() == self.tr("No model loaded"):
            self.memory_label.setText(self.tr("Memory: {need}").format(need=need))
            self.memory_label.setToolTip(
                self.tr("For {model}, the model picked on the Load page.").format(model=model)
            )

    @Slot()
    def show_unloaded(self) -> None:
        self.device_label.setText(self.tr("Device: none"))
        self.model_label.setText(self.tr("No model loaded"))
        self.model_label.setToolTip("")
        self.memory_label.setText("")
        self.memory_label.setToolTip("")
        if self._better_model_button is not None:
            self._better_model_button.hide()
        self._show_gpu_warning(None)

    def _show_gpu_warning(self, text: str | None, details: str | None = None) -> None:
        label = self.gpu_warning_label
        label.setText(f"⚠ {text}" if text else "")
        label.setToolTip(details or text or "")
        label.setAccessibleDescription(details or text or self.tr("Graphics card warning"))
        label.setVisible(text is not None)
