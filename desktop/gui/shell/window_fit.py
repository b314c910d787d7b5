"""Fitting the main window to small screens: every page sits in a scroll area, so a
page taller or wider than the screen scrolls instead of growing the window past the
screen's edge, and the window opens inside the screen's free area whatever size it was
saved at."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from desktop.gui.widgets.focus_ring import FocusRing

# The size the window opens at on a screen with room for it.
PREFERRED_SIZE = QSize(1100, 720)
# Room left for the window manager's title bar and borders, which a window's own size
# leaves out until it is on screen.
FRAME_ALLOWANCE = QSize(16, 48)


def fitted_size(wanted: QSize, available: QRect, frame: QSize = FRAME_ALLOWANCE) -> QSize:
    """``wanted``, shrunk where needed so the window and a ``frame`` (what the window
    manager adds around it) fit ``available``."""
    room = available.size() - frame
    return QSize(min(wanted.width(), room.width()), min(wanted.height(), room.height()))


def inside(frame: QRect, available: QRect) -> QRect:
    """``frame`` moved (and cut, where larger) to lie inside ``available``."""
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    left = min(max(frame.left(), available.left()), available.right() + 1 - width)
    top = min(max(frame.top(), available.top()), available.bottom() + 1 - height)
    return QRect(left, top, width, height)


def offscreen() -> bool:
    """Drawn off any screen (tests, screenshots): the platform's nominal 800x600
    "screen" is no one's, so the window keeps the size it was given."""
    return QGuiApplication.platformName() == "offscreen"


class PageScroll(QScrollArea):
    """The scroll area a page sits in; ``page`` is the page itself."""

    def __init__(self, page: QWidget, name: str) -> None:
        super().__init__()
        self.page = page
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # ``name``: the page's title, in the window's language.
        self.setAccessibleName(self.tr("{page} page, scrolled").format(page=name))
        self.verticalScrollBar().setAccessibleName(
            self.tr("Scroll the {page} page").format(page=name)
        )
        self.horizontalScrollBar().setAccessibleName(
            self.tr("Scroll the {page} page sideways").format(page=name)
        )
        self.setWidget(page)
        self.focus_ring = FocusRing(self)  # Tab stops here: the arrow keys scroll
