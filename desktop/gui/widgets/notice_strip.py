"""How a notice is laid out across the top of a page or a chat: the sentence takes the
width, the buttons that act on it follow on its right."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.gui.widgets.page_text import sentence_label


def lay_out_notice(strip: QFrame, message: QLabel, *actions: QPushButton) -> None:
    """Put ``message`` and then ``actions`` in one row across ``strip``; the message
    wraps rather than pushing the buttons out of sight."""
    layout = QHBoxLayout(strip)
    layout.addWidget(message, 1)
    for button in actions:
        layout.addWidget(button)


class NoticeStrip(QFrame):
    """A notice that stays hidden until shown: ``label`` holds its sentence, which a
    screen reader calls ``label_name``; the whole strip it calls ``name``, and the
    style sheet finds it by ``style_name``. The subclass adds its buttons and calls
    ``lay_out``."""

    def __init__(
        self,
        style_name: str,
        name: str,
        label_name: str,
        text: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(style_name)
        self.setAccessibleName(name)
        self.label = sentence_label(label_name, text)
        self.hide()

    def lay_out(self, *actions: QPushButton) -> None:
        lay_out_notice(self, self.label, *actions)
