"""The navigation's page icons, drawn in code as simple line pictures.

Qt's standard icons have no search glass, chat bubble or settings picture, and icon
themes exist only on some Linux desktops; drawn here, they look the same everywhere.
One grey reads on both themes' navigation column (at least 3:1, as icons need).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

ICON_COLOUR = "#7d8694"
# Drawn on a 20-unit square, at twice that in pixels for sharp edges on any screen.
_UNITS = 20
_SCALE = 2
_TRANSPARENT = QColor(0, 0, 0, 0)


def _library(painter: QPainter) -> None:
    for left in (3.0, 7.5):
        painter.drawRoundedRect(QRectF(left, 3, 3.5, 14), 1, 1)
    path = QPainterPath(QPointF(12.5, 4.5))
    path.lineTo(15.5, 3.7)
    path.lineTo(18.5, 16.2)
    path.lineTo(15.5, 17)
    path.closeSubpath()
    painter.drawPath(path)


def _discover(painter: QPainter) -> None:
    painter.drawEllipse(QRectF(3, 3, 10, 10))
    painter.drawLine(QPointF(11.7, 11.7), QPointF(17, 17))


def _load(painter: QPainter) -> None:
    path = QPainterPath(QPointF(6, 3.5))
    path.lineTo(16, 10)
    path.lineTo(6, 16.5)
    path.closeSubpath()
    painter.drawPath(path)


def _chat(painter: QPainter) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(2.5, 3.5, 15, 10.5), 3, 3)
    tail = QPainterPath(QPointF(6, 14))
    tail.lineTo(5, 17.5)
    tail.lineTo(10, 14)
    painter.drawPath(path.united(tail))


def _settings(painter: QPainter) -> None:
    for y, knob in ((5.0, 12.5), (10.0, 6.5), (15.0, 10.5)):
        painter.drawLine(QPointF(3, y), QPointF(17, y))
        painter.drawEllipse(QPointF(knob, y), 1.8, 1.8)


_DRAWINGS: dict[str, Callable[[QPainter], None]] = {
    "Library": _library,
    "Discover": _discover,
    "Load": _load,
    "Chat": _chat,
    "Settings": _settings,
}


def page_icon(page: str) -> QIcon:
    """The icon for a page of the navigation (an empty icon for an unknown page)."""
    drawing = _DRAWINGS.get(page)
    if drawing is None:
        return QIcon()
    pixmap = QPixmap(_UNITS * _SCALE, _UNITS * _SCALE)
    pixmap.fill(_TRANSPARENT)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(_SCALE, _SCALE)
    pen = QPen(QColor(ICON_COLOUR))
    pen.setWidthF(1.6)
    painter.setPen(pen)
    painter.setBrush(_TRANSPARENT)
    drawing(painter)
    painter.end()
    pixmap.setDevicePixelRatio(_SCALE)
    return QIcon(pixmap)
