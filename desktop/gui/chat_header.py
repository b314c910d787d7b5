"""The top of the open chat: its title, made from the first message until renamed."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel

TITLE_WORDS = 8
NEW_CHAT_TITLE = "New chat"


def title_from(text: str) -> str:
    """A conversation title from its first message: the first few words."""
    words = text.split()
    title = " ".join(words[:TITLE_WORDS])
    return title + ("…" if len(words) > TITLE_WORDS else "") if title else NEW_CHAT_TITLE


class ChatTitle(QLabel):
    """A title cut short with "…" where the header has no room for all of it: a long
    one must not make the page wider than a small screen."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("New…"), hint.height())

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        shown = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, self.width()
        )
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.rect(),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.palette(),
            self.isEnabled(),
            shown,
            self.foregroundRole(),
        )

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setToolTip(text)  # all of it, where it is cut short


def title_label() -> QLabel:
    """The chat's title, a little larger and bold, over its messages."""
    label = ChatTitle(NEW_CHAT_TITLE)
    label.setAccessibleName("Chat title")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.2)
    font.setBold(True)
    label.setFont(font)
    return label
