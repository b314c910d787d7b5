"""Walking up from a widget to the window it sits in: the scroll areas around it, the
combo box whose popup it belongs to."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QWidget


def parents(widget: QWidget) -> Iterator[QWidget]:
    """``widget``'s parent, then that one's parent, up to the window (the nearest first)."""
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()
