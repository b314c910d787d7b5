"""The large bold title at the top of a page, the same on every page."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

# How much larger than the body text a page's title is.
HEADING_SCALE = 1.4


def page_heading(text: str = "") -> QLabel:
    """A label styled as a page's title (empty when the page sets its text later)."""
    heading = QLabel(text)
    font = heading.font()
    font.setPointSizeF(font.pointSizeF() * HEADING_SCALE)
    font.setBold(True)
    heading.setFont(font)
    return heading
