"""How the pages show text: a page's title, and the labels that hold whole sentences."""

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


def sentence_label(name: str, text: str = "") -> QLabel:
    """A label for a status line, a note or a warning: it wraps to the page's width
    rather than widening it. A screen reader reads its sentence (Qt names a label by its
    text while no other name is set: a set name hid the sentence, so Orca read "Model
    status" and never the status) and then ``name``, as its description."""
    label = QLabel(text)
    label.setAccessibleDescription(name)
    label.setWordWrap(True)
    return label
