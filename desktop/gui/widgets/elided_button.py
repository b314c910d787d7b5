"""A push button whose words are cut short with "…" where it has no room, instead of
being clipped by what holds it (the status bar's "Find a better model for this
computer" lost both its ends in an 800-px window)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton, QStylePainter

from desktop.gui.widgets.elided_label import ElidedWords, shortest_words


class ElidedButton(ElidedWords, QPushButton):
    """``text()`` stays whole (and its accessible name); where the button shows it cut
    short, the tooltip starts with all of it (ElidedWords)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # The start of the words, as the status bar's fields keep (ElidedLabel).
        text = self.text()
        shortest = shortest_words(text)
        room = self.sizeHint().width() - self.fontMetrics().horizontalAdvance(text)
        room += self.fontMetrics().horizontalAdvance(shortest)
        return QSize(min(room, self.sizeHint().width()), self.sizeHint().height())

    def shown_text(self) -> str:
        """The words as painted: whole, or cut short with "…"."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        label = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        return self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, max(0, label.width())
        )

    def _paint_cut_short(self, shown: str) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = shown
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
