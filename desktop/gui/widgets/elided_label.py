"""A one-line label that is cut short with "…" where it has no room, instead of
widening what holds it (the status bar pushed past a 1024 px window, its ends cut off)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from desktop.gui.widgets.text_direction import in_own_direction

# How much of the text is still shown where the label has the least room.
SHORTEST_CHARS = 12


def shortest_words(text: str) -> str:
    """What is still shown of ``text`` where there is the least room: its start, not one
    letter (a layout short of room squeezes every field to its minimum, and "R…" says
    nothing)."""
    return text if len(text) <= SHORTEST_CHARS else text[:SHORTEST_CHARS] + "…"


def tooltip_with_whole(text: str, shown: str, details: str) -> str:
    """The tooltip of words shown as ``shown``: all of ``text`` first where it is cut
    short, then ``details``."""
    whole = [text] if shown != text else []
    return "\n".join(whole + ([details] if details else []))


# What the mixin below is written against: a widget with words (QLabel, QPushButton). Only
# for the type checker: at run time the mixin is a plain class, so that ``super()`` in it
# reaches the Qt class named after it (ElidedLabel(ElidedWords, QLabel)).
if TYPE_CHECKING:

    class _WidgetWithText(QWidget):
        def text(self) -> str: ...
        def setText(self, text: str) -> None: ...  # noqa: N802 (Qt's name)

else:
    _WidgetWithText = object


class ElidedWords(_WidgetWithText):
    """What ElidedLabel and ElidedButton share (named before the Qt class among the
    bases): ``text()`` stays whole; Qt paints the words where they fit, the widget paints
    them cut short where not, and then the tooltip starts with all of them;
    ``setToolTip`` sets what follows. Kept up to date as the words or the width change."""

    _details = ""

    def shown_text(self) -> str:
        """The words as painted: whole, or cut short with "…"."""
        raise NotImplementedError

    def _paint_cut_short(self, shown: str) -> None:
        """Paints the widget with ``shown`` in place of its words."""
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        shown = self.shown_text()
        if shown == self.text():
            super().paintEvent(event)
        else:
            self._paint_cut_short(shown)

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
        super().setToolTip(tooltip_with_whole(self.text(), self.shown_text(), self._details))


class ElidedLabel(ElidedWords, QLabel):
    """A label whose words are cut short with "…" where it has no room (ElidedWords)."""

    def shown_text(self) -> str:
        """The text as painted: whole, or cut short with "…"."""
        return self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width()
        )

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        shortest = shortest_words(self.text())
        margins = self.contentsMargins()
        room = self.fontMetrics().horizontalAdvance(shortest) + margins.left() + margins.right()
        return QSize(room, super().minimumSizeHint().height())

    def _paint_cut_short(self, shown: str) -> None:
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            in_own_direction(shown),
            self.foregroundRole(),
        )

