"""Words the window cuts short or pushes out of sight: what a person of a longer
language (German, Russian) would see at the smallest size the pages are laid out for.

- a button, check box or one-line label narrower than its words;
- a wrapping label shorter than its wrapped lines;
- an eliding label that elides (its "…"), or a memory bar's legend entry;
- a scroll area scrolling sideways (a page wider than the window).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
    QToolButton,
    QWidget,
)

from desktop.gui.chat.chat_header import ChatTitle
from desktop.gui.load.memory_bar import MemoryBar
from desktop.gui.widgets.elided_label import ElidedLabel
from desktop.gui.widgets.wrapping_button import WrappingButton

SLACK = 1  # px: rounding between a size hint and the laid-out size


def cut_short(
    root: QWidget, *, sideways: bool = True, tables_may_scroll: bool = False
) -> list[str]:
    """What under ``root`` is cut short now, one line each (empty: nothing).
    ``sideways``: also a scroll area scrolling sideways; ``tables_may_scroll``: except
    a table or list, which may scroll its own columns sideways as a spreadsheet does
    (a translation's longer headings) while its page still fits."""
    found: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        where = f"{type(widget).__name__} {widget.accessibleName() or widget.objectName()!r}"
        if isinstance(widget, MemoryBar):
            found += [f"{where}: legend {entry.words!r} shown as {entry.shown!r}"
                      for entry in widget.legend_layout(widget.width())
                      if entry.shown != entry.words]  # fmt: skip
            if widget.height() < widget.heightForWidth(widget.width()):
                found.append(f"{where}: legend lines cut off")
        elif isinstance(widget, ElidedLabel):
            # A chat's title is the user's (their first question) and is cut with "…" by
            # design, its whole in the tooltip; the header keeps room for a short one
            # (ChatTitle), but how much depends on what the header holds then.
            if isinstance(widget, ChatTitle):
                continue
            if widget.text() and widget.shown_text() != widget.text():
                found.append(f"{where}: {widget.text()!r} shown as {widget.shown_text()!r}")
        elif isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + SLACK:
                    found.append(f"{where}: {widget.text()!r} needs {need} px of height, "
                                 f"has {widget.height()}")  # fmt: skip
            elif widget.textFormat() != Qt.TextFormat.RichText:
                need = widget.sizeHint().width()
                if need > widget.width() + SLACK:
                    found.append(f"{where}: {widget.text()!r} needs {need} px, has "
                                 f"{widget.width()}")  # fmt: skip
        elif isinstance(widget, QAbstractButton) and not isinstance(widget, WrappingButton):
            icon_only = (
                isinstance(widget, QToolButton)
                and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
            )
            need = widget.sizeHint().width()
            if widget.text() and not icon_only and need > widget.width() + SLACK:
                found.append(f"{where}: {widget.text()!r} needs {need} px, has {widget.width()}")
        elif (
            sideways
            and isinstance(widget, QAbstractScrollArea)
            and not (tables_may_scroll and isinstance(widget, QAbstractItemView))
            and widget.horizontalScrollBar().isVisible()
        ):
            found.append(f"{where}: scrolls sideways")
    return found
