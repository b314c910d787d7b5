"""Taking files and folders dropped from the file manager onto a page or a window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QDragEnterEvent, QDropEvent


class FileDropTarget:
    """Mixin for a QWidget (it comes before the widget class) that takes local files and
    folders dropped on it and hands them to ``paths_dropped``; anything else dragged over
    it is refused, so the pointer shows it will not be taken. The widget still calls
    ``setAcceptDrops(True)``."""

    def paths_dropped(self, paths: list[Path]) -> None:
        raise NotImplementedError

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt's name)
        if dropped_paths(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt's name)
        paths = dropped_paths(event)
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        self.paths_dropped(paths)


def dropped_paths(event: QDropEvent | QDragEnterEvent) -> list[Path]:
    """The local files and folders an event carries (none for text or web links)."""
    data = event.mimeData()
    if not data.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]
