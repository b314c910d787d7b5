"""Running something once a widget has painted for the first time.

The window's start does its work in steps after what a person sees: the shell first, then
the page on show, then the rest. A step that starts before the page has painted takes
turns from it: the background imports hold Python's lock while the page is laid out and
drawn.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

# A page on show paints within a few frames; one that does not (its window minimised,
# covered, or on no screen) must not hold up what comes after it.
LONGEST_WAIT_MS = 250


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(LONGEST_WAIT_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and self._then is not None:
            # After this paint has reached the screen, not inside it.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._widget.removeEventFilter(self)
            then()


def after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Run ``then`` once ``widget`` has painted (or at once if it is not on show, or after
    ``LONGEST_WAIT_MS`` should no paint come); never if ``widget`` is deleted first."""
    if not widget.isVisible():
        then()
        return
    _FirstPaint(widget, then)
