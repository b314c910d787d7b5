"""The navigation's page icons, drawn in code as simple line pictures, and the arrows
of drop-down and number boxes.

Qt's standard icons have no search glass, chat bubble or settings picture, and icon
themes exist only on some Linux desktops; drawn here, they look the same everywhere.
One grey reads on both themes' navigation column (at least 3:1, as icons need).

A style sheet can only name its arrows as image files: they are drawn by
``python -m desktop.gui.shell.style_icons resources/style`` into resources/style/, found
there from source and frozen alike (``arrow_path``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from desktop.core import paths

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


def _line_painter(pixmap: QPixmap, colour: str) -> QPainter:
    """A painter on ``pixmap`` (cleared) drawing smooth 1.6-unit lines in ``colour``; the
    pixmap holds _SCALE pixels per unit, so the picture stays sharp on dense screens."""
    pixmap.fill(_TRANSPARENT)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(_SCALE, _SCALE)
    pen = QPen(QColor(colour))
    pen.setWidthF(1.6)
    painter.setPen(pen)
    return painter


def page_icon(page: str) -> QIcon:
    """The icon for a page of the navigation (an empty icon for an unknown page)."""
    drawing = _DRAWINGS.get(page)
    if drawing is None:
        return QIcon()
    pixmap = QPixmap(_UNITS * _SCALE, _UNITS * _SCALE)
    painter = _line_painter(pixmap, ICON_COLOUR)
    painter.setBrush(_TRANSPARENT)
    drawing(painter)
    painter.end()
    pixmap.setDevicePixelRatio(_SCALE)
    return QIcon(pixmap)


# The arrows' size in pixels, drawn at twice this; and their colour in each theme (the
# themes' muted text colours: style_palette.py).
ARROW_WIDTH, ARROW_HEIGHT = 10, 6
ARROW_COLOURS = {"light": "#565d6b", "dark": "#a4abb6"}


def arrow_path(direction: str, theme: str) -> Path:
    """The image file of an ``"up"`` or ``"down"`` arrow for ``theme``."""
    return paths.resources_dir() / "style" / f"arrow-{direction}-{theme}.png"


def draw_arrow(direction: str, colour: str) -> QPixmap:
    """A chevron pointing ``direction``, twice ``ARROW_WIDTH`` x ``ARROW_HEIGHT``."""
    pixmap = QPixmap(ARROW_WIDTH * _SCALE, ARROW_HEIGHT * _SCALE)
    painter = _line_painter(pixmap, colour)
    top, bottom = (1.0, ARROW_HEIGHT - 1.0)
    tip, ends = (bottom, top) if direction == "down" else (top, bottom)
    painter.drawPolyline(
        [QPointF(1, ends), QPointF(ARROW_WIDTH / 2, tip), QPointF(ARROW_WIDTH - 1, ends)]
    )
    painter.end()
    return pixmap


def main(argv: list[str]) -> int:
    """Draw every arrow image into the folder named in ``argv``."""
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    for theme, colour in ARROW_COLOURS.items():
        for direction in ("up", "down"):
            draw_arrow(direction, colour).save(str(folder / f"arrow-{direction}-{theme}.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
