"""An English text cut short in an Arabic window keeps its "…" at its end."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.gui.widgets.text_direction import in_own_direction

CUT = "What is the capital…"


def _ink(text: str, direction: Qt.LayoutDirection) -> list[list[bool]]:
    """The pixels ``text`` inks when a painter laid out in ``direction`` draws it,
    cropped to them (where in the rect it lands does not count)."""
    image = QImage(400, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setLayoutDirection(direction)
    painter.setPen(QColor("black"))
    painter.drawText(QRect(0, 0, 400, 40), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    rows = [[image.pixelColor(x, y).lightness() < 128 for x in range(400)] for y in range(40)]
    columns = [x for x in range(400) if any(row[x] for row in rows)]
    return [row[min(columns) : max(columns) + 1] for row in rows]


def _ends_with_dots(ink: list[list[bool]]) -> bool:
    """The rightmost letter is low dots (the "…"), not a tall letter ("l")."""
    inked_rows = [y for y, row in enumerate(ink) if any(row)]
    middle = (inked_rows[0] + inked_rows[-1]) / 2
    right_edge = [y for y, row in enumerate(ink) if any(row[-3:])]
    return min(right_edge) > middle


def test_an_english_title_cut_short_keeps_its_dots_at_its_end_right_to_left() -> None:
    ltr, rtl = Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft
    assert _ends_with_dots(_ink(CUT, ltr))
    # As an Arabic window painted it: the "…" in front of the words.
    assert not _ends_with_dots(_ink(CUT, rtl))
    assert _ends_with_dots(_ink(in_own_direction(CUT), rtl))
    assert _ends_with_dots(_ink(in_own_direction(CUT), ltr))
