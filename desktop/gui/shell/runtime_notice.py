"""The window-wide line that says no llama-server is installed, with the button that
opens Settings at its runtime section (where one is installed with a click): a person
is never sent to a terminal."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.notice_strip import NoticeStrip
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

NO_RUNTIME_TEXT = QT_TRANSLATE_NOOP(
    "RuntimeNotice",
    "LlamaDesk needs llama-server, the program that runs the models, and none is "
    "installed yet. Settings installs it for you.",
)


class RuntimeNotice(NoticeStrip):
    """Hidden until the search for a runtime (or a load) finds none."""

    settings_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "runtimeNotice",
            self.tr("No runtime installed"),
            self.tr("No runtime installed"),
            self.tr(NO_RUNTIME_TEXT),
            parent,
        )
        self.button = action_button(
            self.tr("Open Settings to install it"),
            self.tr("Open the runtime section of Settings"),
            self.settings_requested,
        )
        self.lay_out(self.button)
