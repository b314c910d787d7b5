"""The app's icon, drawn in code so it exists from source and frozen alike."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from desktop.core import paths

ICON_FILE_NAME = "llamadesk.png"


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
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#3b73b9"))
    radius = size * 0.2
    painter.drawRoundedRect(QRectF(0, 0, size, size), radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.62))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "L")
    painter.end()
    return pixmap
