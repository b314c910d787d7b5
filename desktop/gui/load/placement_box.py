"""The Load page's "Where the model runs" box, filled after a load (see ``placement``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.gui.load.placement import Placement
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.page_text import sentence_label

# The colours are the theme's error tone (set_tone), text and frame: a fixed red read
# poorly on the dark theme. No "border" shorthand: it would reset the frame's colour.
WARNING_STYLE = "font-weight: bold; border-width: 2px; border-style: solid; padding: 6px;"


class PlacementBox(QGroupBox):
    """Where a loaded model runs, a loud warning for an unused card, the server's notes."""

    chat_page_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("PlacementBox", "Where the model runs"), parent)
        self.where_label = QLabel()
        self.where_label.setAccessibleName(self.tr("Where the model runs"))
        self.layers_label = QLabel()
        self.layers_label.setAccessibleName(self.tr("Layers on the graphics card"))
        self.loaded_context_label = QLabel()
        self.loaded_context_label.setAccessibleName(self.tr("Loaded context"))
        self.gpu_warning_label = sentence_label(self.tr("Graphics card warning"))
        self.gpu_warning_label.setStyleSheet(WARNING_STYLE)
        set_tone(self.gpu_warning_label, "error")
        self.notes_label = sentence_label(self.tr("Notes from loading"))
        self.chat_button = QPushButton(self.tr("Start chatting"))
        self.chat_button.setAccessibleName(self.tr("Go to the Chat page"))
        self.chat_button.clicked.connect(self.chat_page_requested)
        layout = QVBoxLayout(self)
        for label in (self.where_label, self.layers_label, self.loaded_context_label):
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addWidget(self.gpu_warning_label)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.chat_button, 0, Qt.AlignmentFlag.AlignLeft)

    def show_placement(self, placement: Placement) -> None:
        self.where_label.setText(placement.where)
        self.layers_label.setText(placement.layers)
        self.loaded_context_label.setText(placement.context)
        self.gpu_warning_label.setText(placement.warning or "")
        self.gpu_warning_label.setVisible(placement.warning is not None)
        self.notes_label.setText("\n".join(placement.notes))
        self.notes_label.setVisible(bool(placement.notes))
