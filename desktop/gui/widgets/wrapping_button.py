"""A push button whose words wrap onto more lines instead of widening it.

A ``QPushButton`` is as wide as its text and never narrower, so one long translation of
a sentence-like button (a question to try, in Russian) widened the chat's message column
past the window and scrolled it sideways. This one shows its text in a word-wrapped
label inside, so the button takes the width it is given and grows in height.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget


class WrappingButton(QPushButton):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label = QLabel(text)
        self._label.setWordWrap(True)
        # The button takes the clicks and the focus; the label only shows the words.
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self._label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)

    def text(self) -> str:  # the words shown: the label's, not QPushButton's own (empty)
        return self._label.text()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()
