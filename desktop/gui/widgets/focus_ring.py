"""A focus ring for a scrolled page: when Tab reaches the page itself (where the arrow
and Page keys scroll it), a ring in the accent colour is drawn around it.

A scroll area's own border would do, but it takes room: the page would be laid out
again, narrower, each time the focus came and went. The ring is a child drawn over the
page's edge instead, hidden without the focus, letting the mouse through."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

RING_WIDTH = 2
RING_RADIUS = 6


class FocusRing(QWidget):
    """Drawn around ``area`` while ``area`` itself has the keyboard focus."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        area.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
            self.raise_()
            self.show()
        elif kind == QEvent.Type.FocusOut:
            self.hide()
        elif kind == QEvent.Type.Resize and isinstance(watched, QWidget) and self.isVisible():
            self.setGeometry(watched.rect())
        return False

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), RING_WIDTH)
        painter.setPen(pen)
        inset = RING_WIDTH / 2
        painter.drawRoundedRect(
            QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), RING_RADIUS, RING_RADIUS
        )
        painter.end()
