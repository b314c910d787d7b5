"""What an empty chat shows: a short welcome and a few questions to try."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP
from desktop.gui.widgets.wrapping_button import WrappingButton

WELCOME_TITLE = QT_TRANSLATE_NOOP("ChatWelcome", "Ask anything")
WELCOME_TEXT = QT_TRANSLATE_NOOP(
    "ChatWelcome",
    "The model runs on this computer: what you write here stays on it. "
    "Try one of these, or write your own below.",
)
# Short, useful on a small model, and each shows something different (explaining,
# writing, ideas).
EXAMPLE_PROMPTS = (
    QT_TRANSLATE_NOOP("ChatWelcome", "Explain how a rainbow forms, in a few simple sentences."),
    QT_TRANSLATE_NOOP(
        "ChatWelcome", "Write a short, friendly email saying I can't come to Friday's meeting."
    ),
    QT_TRANSLATE_NOOP("ChatWelcome", "Give me three ideas for a quick vegetarian dinner."),
)


class ChatWelcome(QWidget):
    """Shown in place of the messages while a chat has none."""

    example_chosen = Signal(str)  # the question picked, to send as it is

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Welcome"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 24, 0, 0)
        layout.addWidget(page_heading(QCoreApplication.translate("ChatWelcome", WELCOME_TITLE)))
        layout.addWidget(
            sentence_label(
                self.tr("About this chat"), QCoreApplication.translate("ChatWelcome", WELCOME_TEXT)
            )
        )
        self.example_buttons: list[WrappingButton] = []
        for example in EXAMPLE_PROMPTS:
            # Asked in the window's language, as shown.
            prompt = QCoreApplication.translate("ChatWelcome", example)
            # A line of text to pick, left-aligned, wrapping where the window is narrow
            # or the language long, not a wide command button.
            button = WrappingButton(prompt)
            button.setAccessibleName(self.tr("Ask: {prompt}").format(prompt=prompt))
            button.clicked.connect(partial(self._chosen, prompt))
            self.example_buttons.append(button)
            layout.addWidget(button)

    def _chosen(self, prompt: str, _checked: bool = False) -> None:
        self.example_chosen.emit(prompt)
