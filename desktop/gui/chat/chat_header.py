"""The top of the open chat: its title, made from the first message until renamed."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel

from desktop.core.chat.titles import NEW_CHAT_TITLE
from desktop.gui.widgets.elided_label import ElidedLabel


class ChatTitle(ElidedLabel):
    """A title cut short with "…" where the header has no room for all of it: a long
    one must not make the page wider than a small screen."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("New…"), hint.height())


def title_label() -> QLabel:
    """The chat's title, a little larger and bold, over its messages."""
    label = ChatTitle(NEW_CHAT_TITLE)
    # Named by its own words (the title), which a set name would hide from a screen reader.
    label.setAccessibleDescription("Chat title")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.2)
    font.setBold(True)
    label.setFont(font)
    return label
