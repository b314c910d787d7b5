"""The mouse wheel scrolls pages; it changes a setting only in the control being used.

Without this, scrolling a page that puts a drop-down, spin box or slider under the
pointer changes that control (and Settings saves it at once): "Graphics card use"
became "Processor only" by scrolling. One app-wide event filter, installed by
``install_wheel_guard``, hands such a wheel event to the page's scroll area instead,
unless the control has the keyboard focus (it was clicked or tabbed to: the wheel is
then meant for it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QWidget,
)

# Controls whose value the wheel changes.
GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def is_guarded(widget: QObject) -> bool:
    """True for a control the wheel would change (a scroll bar is meant to scroll)."""
    return isinstance(widget, GUARDED) and not isinstance(widget, QScrollBar)


def scrolling_parent(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area ``widget`` sits in, or None."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """Sends the wheel over an unfocused control to the scroll area around it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QEvent.Type.Polish and is_guarded(watched):
            assert isinstance(watched, QWidget)
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                # A real wheel event focuses a wheel-focus control before any filter
                # sees it, which would make every scrolled-over combo box "in use".
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if kind != QEvent.Type.Wheel or not is_guarded(watched):
            return False
        assert isinstance(watched, QWidget)
        if watched.hasFocus():
            return False
        area = scrolling_parent(watched)
        if area is None:
            return False
        # The page scrolls as if the wheel were over its empty space.
        QCoreApplication.sendEvent(area.viewport(), event)
        return True


def install_wheel_guard(app: QApplication) -> WheelGuard:
    """Install the guard on ``app`` (once; a second call returns the first guard)."""
    existing = app.findChild(WheelGuard)
    if isinstance(existing, WheelGuard):
        return existing
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    return guard
