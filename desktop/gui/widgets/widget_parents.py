"""Walking up from a widget to the window it sits in: the scroll areas around it, the
combo box whose popup it belongs to."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QScrollArea, QWidget


def parents(widget: QWidget) -> Iterator[QWidget]:
    """``widget``'s parent, then that one's parent, up to the window (the nearest first)."""
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()


def scroll_into_view(widget: QWidget) -> None:
    """Scroll every scroll area around ``widget`` (the innermost first) to show it."""
    for parent in parents(widget):
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget)
