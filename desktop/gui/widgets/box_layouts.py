"""Layouts written once: a widget's parts stacked top to bottom, in the order they show;
a form whose fields go under their labels where the width runs short."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLayout, QVBoxLayout, QWidget


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


def wrapping_form(owner: QWidget | None = None) -> QFormLayout:
    """A form with each field beside its label where the width allows, and under it
    where it does not: side by side, a long label ("Использование видеокарты") and a
    wide choice pushed Settings sideways in an 800-px window."""
    form = QFormLayout(owner)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return form
