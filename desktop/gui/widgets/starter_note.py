"""How the starter model is named wherever it is shown: a tiny demo, not the app's
quality. A 135M-parameter model answers "the capital of France" in broken French; a
newcomer who is not told blames the app, so every place that shows it says so and
offers a better model for this computer one click away (Discover's suggestions)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.core.models.starter_model import STARTER_FILE_NAME
from desktop.gui.widgets.elided_button import ElidedButton
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

# In English here; shown through starter_words() in the window's language.
TINY_DEMO = QT_TRANSLATE_NOOP("StarterNote", "tiny demo")
# After the model's name in lists (the Library, the Load page's model box).
STARTER_SUFFIX = QT_TRANSLATE_NOOP("StarterNote", " (starter model: a tiny demo)")
FIND_BETTER_TEXT = QT_TRANSLATE_NOOP("StarterNote", "Find a better model for this computer")
STARTER_NOTE = QT_TRANSLATE_NOOP(
    "StarterNote",
    "This is the starter model, a tiny demo (135 million parameters) that shows the app "
    "works. Its answers are often wrong or odd; a bigger model answers far better.",
)


# One of this module's constants (TINY_DEMO, STARTER_SUFFIX...) in the window's language.
starter_words = words_in("StarterNote")


def is_starter(path: Path) -> bool:
    """Whether ``path`` is the starter model (by its file name: it may lie in the app's
    folder, the wheel's or a one-folder build's)."""
    return path.name == STARTER_FILE_NAME


def better_model_button() -> QPushButton:
    """The one-click way from the starter to Discover's models for this computer."""
    # Its words cut short where it has no room (the status bar of a small window).
    button = ElidedButton(starter_words(FIND_BETTER_TEXT))
    button.setAccessibleName(starter_words(FIND_BETTER_TEXT))
    button.setToolTip(
        QCoreApplication.translate(
            "StarterNote", "Discover's suggestions for this computer's memory."
        )
    )
    return button


class StarterNote(QWidget):
    """The Load page's note under the model box, shown while the starter is picked."""

    better_model_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = sentence_label(self.tr("About the starter model"))
        self.label.setText(starter_words(STARTER_NOTE))
        self.button = better_model_button()
        self.button.clicked.connect(self.better_model_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        self.hide()

    def show_for(self, path: Path | None) -> None:
        self.setVisible(path is not None and is_starter(path))
