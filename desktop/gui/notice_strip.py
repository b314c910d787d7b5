"""How a notice is laid out across the top of a page or a chat: the sentence takes the
width, the buttons that act on it follow on its right."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton


def lay_out_notice(strip: QFrame, message: QLabel, *actions: QPushButton) -> None:
    """Put ``message`` and then ``actions`` in one row across ``strip``; the message
    wraps rather than pushing the buttons out of sight."""
    layout = QHBoxLayout(strip)
    layout.addWidget(message, 1)
    for button in actions:
        layout.addWidget(button)
