"""The mouse wheel scrolls pages; it changes a setting only in the control being used.

Without this, scrolling a page that puts a drop-down, spin box or slider under the
pointer changes that control (and Settings saves it at once): "Graphics card use"
became "Processor only" by scrolling. ``install_wheel_guard`` gives the app a Fusion
style that, as it polishes each such control, hands the control's wheel events to the
page's scroll area instead, unless the control has the keyboard focus (it was clicked
or tabbed to: the wheel is then meant for it).

Why a style and per-control filters, not one app-wide event filter: an app-wide filter
runs Python for every event of every widget (about 1,700 while one long answer
streams), and each of those needs the interpreter's lock, which the thread reading
the answer holds most of the time: the window stalled for tens of milliseconds. A
style's ``polish`` runs once per control.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QProxyStyle,
    QScrollBar,
    QWidget,
)

from desktop.gui.widgets.widget_parents import parents

# Controls whose value the wheel changes.
GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider)
# The style the app paints with (theme.py lays its palette and style sheet over it).
BASE_STYLE = "Fusion"


def is_guarded(widget: QObject) -> bool:
    """True for a control the wheel would change (a scroll bar is meant to scroll)."""
    return isinstance(widget, GUARDED) and not isinstance(widget, QScrollBar)


def scrolling_parent(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area ``widget`` sits in, or None."""
    return next((p for p in parents(widget) if isinstance(p, QAbstractScrollArea)), None)


class WheelGuard(QObject):
    """Sends the wheel over an unfocused control to the scroll area around it."""

    def guard(self, control: QWidget) -> None:
        if control.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            # A real wheel event focuses a wheel-focus control before any filter
            # sees it, which would make every scrolled-over combo box "in use".
            control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Installing twice (a control polished again) keeps one filter.
        control.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus():
            return False
        area = scrolling_parent(watched)
        if area is None:
            return False
        # The page scrolls as if the wheel were over its empty space.
        QCoreApplication.sendEvent(area.viewport(), event)
        return True


class WheelGuardStyle(QProxyStyle):
    """Fusion, guarding each wheel-changed control as it is polished."""

    def __init__(self, guard: WheelGuard) -> None:
        super().__init__(BASE_STYLE)
        self._guard = guard

    def polish(self, target: QWidget | QApplication | QPalette | QColor) -> None:  # type: ignore[override]
        super().polish(target)
        if isinstance(target, QWidget) and is_guarded(target):
            self._guard.guard(target)


def install_wheel_guard(app: QApplication) -> WheelGuard:
    """Give ``app`` the guarding style, before any window is made (once; a second call
    returns the first guard)."""
    existing = app.findChild(WheelGuard)
    if isinstance(existing, WheelGuard):
        return existing
    guard = WheelGuard(app)
    app.setStyle(WheelGuardStyle(guard))
    return guard


def has_wheel_guard(app: QApplication) -> bool:
    """Whether ``app`` already paints with the guarding style (Fusion)."""
    return isinstance(app.findChild(WheelGuard), WheelGuard)
