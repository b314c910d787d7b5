"""The one notice the Discover page shows while Hugging Face cannot be reached."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QWidget

from desktop.gui.form_controls import action_button
from desktop.gui.notice_strip import lay_out_notice
from desktop.gui.page_text import sentence_label

OFFLINE_TEXT = (
    "Can't reach Hugging Face, so searching and downloading are paused; downloads go "
    "on by themselves once it answers. Models on this computer still work."
)
BANNER_STYLE = (
    "#offlineBanner { border: 1px solid #d9822b; border-radius: 4px; padding: 4px; "
    "background: rgba(217, 130, 43, 0.12); }"
)


class OfflineBanner(QFrame):
    """A strip across the top of the page with a "Try again" button; hidden until shown.

    A banner rather than a dialog: being offline is a state, not an event, and a
    dialog per failed call would pile up while the user keeps typing.
    """

    retry_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("offlineBanner")
        self.setStyleSheet(BANNER_STYLE)
        self.setAccessibleName("Hugging Face can't be reached")
        self.message_label = sentence_label("Connection notice", OFFLINE_TEXT)
        self.retry_button = action_button(
            "Try again", "Try reaching Hugging Face again", self.retry_requested
        )
        lay_out_notice(self, self.message_label, self.retry_button)
        self.hide()
