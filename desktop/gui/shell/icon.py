"""The app's icon, drawn in code so it exists from source and frozen alike."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPixmap

from desktop.core import paths

ICON_FILE_NAME = "llamadesk.png"
# Plain colours rather than PySide's Qt namespace (Qt.GlobalColor, Qt.PenStyle,
# Qt.AlignmentFlag): loading that namespace takes ~40 ms before the first paint.
_TRANSPARENT = QColor(0, 0, 0, 0)
_BACKGROUND = "#3b73b9"
_LETTER = "L"


def app_icon() -> QIcon:
    """The bundled icon file when there is one, else a drawn one."""
    bundled = paths.resources_dir() / ICON_FILE_NAME
    if bundled.is_file():
        return QIcon(str(bundled))
    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        icon.addPixmap(_drawn(size))
    return icon


def _drawn(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(_TRANSPARENT)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(_TRANSPARENT)
    painter.setBrush(QColor(_BACKGROUND))
    radius = size * 0.2
    painter.drawRoundedRect(QRectF(0, 0, size, size), radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.62))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    # Centred by hand: the letter's advance across, its ascent and descent down.
    metrics = QFontMetricsF(font)
    left = (size - metrics.horizontalAdvance(_LETTER)) / 2
    baseline = (size + metrics.ascent() - metrics.descent()) / 2
    painter.drawText(QPointF(left, baseline), _LETTER)
    painter.end()
    return pixmap
