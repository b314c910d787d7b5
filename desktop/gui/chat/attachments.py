"""Pictures attached to the next message: small thumbnails, each with a remove button.

Thumbnails are read and scaled on a pool thread (``QImageReader`` with a scaled size,
so a big JPEG is decoded small); the GUI thread only turns the small image into a
pixmap. Until then, and for a file that can't be read, the thumbnail shows the name.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QSize, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QImage, QImageReader, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

THUMBNAIL_PX = 64
IMAGE_FILTER = QT_TRANSLATE_NOOP("Attachments", "Pictures (*.png *.jpg *.jpeg *.webp *.gif *.bmp)")


def read_thumbnail(path: Path, size: int = THUMBNAIL_PX) -> QImage:
    """``path`` read as a picture no bigger than ``size`` square (null if unreadable)."""
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    full = reader.size()
    if full.isValid() and (full.width() > size or full.height() > size):
        reader.setScaledSize(full.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull() or (image.width() <= size and image.height() <= size):
        return image
    return image.scaled(
        size,
        size,
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


class _ThumbnailReady(QObject):
    """Carries a thumbnail from the pool thread to the GUI thread (queued)."""

    ready = Signal(str, QImage)


class _ThumbnailJob(QRunnable):
    def __init__(self, path: Path, signals: _ThumbnailReady) -> None:
        super().__init__()
        self._path = path
        self._signals = signals

    def run(self) -> None:
        image = read_thumbnail(self._path)
        # RuntimeError: the strip was closed meanwhile, and nobody waits for it.
        with contextlib.suppress(RuntimeError):
            self._signals.ready.emit(str(self._path), image)


class AttachmentChip(QWidget):
    """One attached picture: its thumbnail (or name) and a button to remove it."""

    remove_requested = Signal(str)

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.thumbnail = QLabel(path.name)
        self.thumbnail.setAccessibleName(self.tr("Attached picture {name}").format(name=path.name))
        self.thumbnail.setToolTip(str(path))
        self.thumbnail.setFixedSize(QSize(THUMBNAIL_PX, THUMBNAIL_PX))
        self.thumbnail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thumbnail.setWordWrap(True)
        self.remove_button = QToolButton()
        self.remove_button.setText("✕")
        self.remove_button.setAccessibleName(
            self.tr("Remove picture {name}").format(name=path.name)
        )
        self.remove_button.setToolTip(self.tr("Don't send {name}").format(name=path.name))
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(str(self.path)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.thumbnail)
        layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignHCenter)

    def show_image(self, image: QImage) -> None:
        if not image.isNull():
            self.thumbnail.setPixmap(QPixmap.fromImage(image))

    def has_thumbnail(self) -> bool:
        pixmap = self.thumbnail.pixmap()
        return pixmap is not None and not pixmap.isNull()


class AttachmentStrip(QWidget):
    """The pictures to send with the next message, in the order they were added."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Pictures to send"))
        self._chips: list[AttachmentChip] = []
        self._signals = _ThumbnailReady(self)
        self._signals.ready.connect(self._on_thumbnail)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addStretch(1)
        self.hide()

    def paths(self) -> list[Path]:
        return [chip.path for chip in self._chips]

    def chips(self) -> list[AttachmentChip]:
        return list(self._chips)

    def add(self, paths: list[Path]) -> None:
        """Attach ``paths`` (a picture already attached is not added twice)."""
        for path in paths:
            if path in self.paths():
                continue
            chip = AttachmentChip(path)
            chip.remove_requested.connect(self._remove)
            self._layout.insertWidget(len(self._chips), chip)
            self._chips.append(chip)
            QThreadPool.globalInstance().start(_ThumbnailJob(path, self._signals))
        self.setVisible(bool(self._chips))
        self.changed.emit()

    def remove(self, path: Path) -> None:
        for chip in [chip for chip in self._chips if chip.path == path]:
            self._chips.remove(chip)
            self._layout.removeWidget(chip)
            chip.hide()
            chip.deleteLater()
        self.setVisible(bool(self._chips))
        self.changed.emit()

    def clear(self) -> None:
        for path in self.paths():
            self.remove(path)

    @Slot(str)
    def _remove(self, path: str) -> None:
        self.remove(Path(path))

    @Slot(str, QImage)
    def _on_thumbnail(self, path: str, image: QImage) -> None:
        for chip in self._chips:
            if chip.path == Path(path):
                chip.show_image(image)
