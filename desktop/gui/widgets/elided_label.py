"""A one-line label that is cut short with "…" where it has no room, instead of
widening what holds it (the status bar pushed past a 1024 px window, its ends cut off)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel

# How much of the text is still shown where the label has the least room.
SHORTEST_CHARS = 12


class ElidedLabel(QLabel):
    """``text()`` stays whole; where it is cut short, the tooltip starts with all of it.
    ``setToolTip`` sets what the tooltip says below that."""

    _details = ""

    def shown_text(self) -> str:
        """The text as painted: whole, or cut short with "…"."""
        return self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width()
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # The start of the text, not one letter: a layout short of room squeezes every
        # field to its minimum, and "R…" says nothing.
        text = self.text()
        shortest = text if len(text) <= SHORTEST_CHARS else text[:SHORTEST_CHARS] + "…"
        margins = self.contentsMargins()
        room = self.fontMetrics().horizontalAdvance(shortest) + margins.left() + margins.right()
        return QSize(room, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        shown = self.shown_text()
        if shown == self.text():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            shown,
            self.foregroundRole(),
        )

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._show_tooltip()

    def setToolTip(self, details: str) -> None:  # noqa: N802 (Qt's name)
        self._details = details
        self._show_tooltip()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._show_tooltip()

    def _show_tooltip(self) -> None:
        whole = [self.text()] if self.shown_text() != self.text() else []
        super().setToolTip("\n".join(whole + ([self._details] if self._details else [])))
