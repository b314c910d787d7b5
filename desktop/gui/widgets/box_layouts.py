"""A widget's parts stacked top to bottom, written as one list in the order they show."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QVBoxLayout, QWidget


def column(owner: QWidget, *parts: QWidget | QLayout) -> QVBoxLayout:
    """Lay ``parts`` (widgets and nested rows alike) out down ``owner``, the first on
    top; the layout is returned for margins and a closing stretch."""
    layout = QVBoxLayout(owner)
    for part in parts:
        if isinstance(part, QWidget):
            layout.addWidget(part)
        else:
            layout.addLayout(part)
    return layout
