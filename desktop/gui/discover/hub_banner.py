"""The one notice the Discover page shows while Hugging Face cannot be reached."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.notice_strip import NoticeStrip
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

OFFLINE_TEXT = QT_TRANSLATE_NOOP(
    "HubBanner",
    "Can't reach Hugging Face, so searching and downloading are paused; downloads go "
    "on by themselves once it answers. Models on this computer still work.",
)
BANNER_STYLE = (
    "#offlineBanner { border: 1px solid #d9822b; border-radius: 4px; padding: 4px; "
    "background: rgba(217, 130, 43, 0.12); }"
)


class OfflineBanner(NoticeStrip):
    """A strip across the top of the page with a "Try again" button; hidden until shown.

    A banner rather than a dialog: being offline is a state, not an event, and a
    dialog per failed call would pile up while the user keeps typing.
    """

    retry_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("HubBanner", "offlineBanner"),
            QCoreApplication.translate("HubBanner", "Hugging Face can't be reached"),
            QCoreApplication.translate("HubBanner", "Connection notice"),
            _t(OFFLINE_TEXT),
            parent,
        )
        self.setStyleSheet(BANNER_STYLE)
        self.retry_button = action_button(
            self.tr("Try again"), self.tr("Try reaching Hugging Face again"), self.retry_requested
        )
        self.lay_out(self.retry_button)


_t = words_in("HubBanner")
