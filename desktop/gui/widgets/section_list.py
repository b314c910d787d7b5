"""A list of a long page's sections, beside the page, to jump with.

Choosing a section (a click, or the arrow keys) scrolls the page so that the section
starts at the top; Enter also moves the focus into it, so the keyboard gets there as
the mouse does. Scrolling the page by hand marks the section in view. Headings group
the sections ("Advanced") and cannot be chosen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Slot
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

# Width beside the longest name: the item's padding, the list's own, a scroll bar
# where the window is short, and room for a font drawn a little wider.
_SIDE_ROOM = 60
# The focus chain is a ring through the whole window; a guard all the same.
_MOST_FOCUS_STEPS = 5000


class SectionList(QListWidget):
    """The sections of the page inside ``scroll``, in the order they are shown."""

    def __init__(self, name: str, scroll: QScrollArea, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sections")
        self.setAccessibleName(name)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self._scroll = scroll
        self._sections: dict[int, QWidget] = {}
        self._tops: dict[QWidget, QWidget] = {}
        # While the list itself scrolls the page, the page's scrolling says nothing back.
        self._jumping = False
        self.currentRowChanged.connect(self._on_row_chosen)
        self.itemActivated.connect(self._on_item_activated)
        scroll.verticalScrollBar().valueChanged.connect(self._follow_scroll)

    def add_heading(self, text: str) -> None:
        """A line grouping the sections after it; it is passed over by the keys."""
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        self.addItem(item)
        self._fit_width()

    def add_section(
        self, text: str, section: QWidget, description: str = "", *, top: QWidget | None = None
    ) -> None:
        """A row that shows ``section``; ``description`` is its tip (its full title).
        ``top``, a heading above the section, is shown with it."""
        item = QListWidgetItem(text)
        if description:
            item.setToolTip(description)
        self.addItem(item)
        self._sections[self.row(item)] = section
        if top is not None:
            self._tops[section] = top
        if self.currentRow() < 0:
            self.setCurrentRow(self.row(item))
        self._fit_width()

    def section(self, row: int) -> QWidget | None:
        """The section shown by ``row`` (None for a heading)."""
        return self._sections.get(row)

    def section_rows(self) -> list[int]:
        return sorted(self._sections)

    def show_section(self, section: QWidget) -> None:
        """Scroll the page to ``section`` and mark its row."""
        for row, shown in self._sections.items():
            if shown is section:
                if row == self.currentRow():
                    self._jump_to(section)
                else:
                    self.setCurrentRow(row)
                return

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_width()  # a larger text size or another theme

    def _fit_width(self) -> None:
        widest = 0
        for row in range(self.count()):
            item = self.item(row)
            metrics = QFontMetrics(item.font()) if item.font().bold() else self.fontMetrics()
            widest = max(widest, metrics.horizontalAdvance(item.text()))
        self.setFixedWidth(widest + _SIDE_ROOM)

    def _top_of(self, section: QWidget) -> int:
        content = self._scroll.widget()
        top = self._tops.get(section, section)
        return top.mapTo(content, QPoint(0, 0)).y() if content is not None else 0

    def _jump_to(self, section: QWidget) -> None:
        self._jumping = True
        try:
            self._scroll.verticalScrollBar().setValue(self._top_of(section))
        finally:
            self._jumping = False

    @Slot(int)
    def _on_row_chosen(self, row: int) -> None:
        section = self._sections.get(row)
        if section is not None:
            self._jump_to(section)

    @Slot(QListWidgetItem)
    def _on_item_activated(self, item: QListWidgetItem) -> None:
        section = self._sections.get(self.row(item))
        if section is None:
            return
        self._jump_to(section)
        first = _first_focusable(section)
        if first is not None:
            first.setFocus(Qt.FocusReason.TabFocusReason)

    @Slot(int)
    def _follow_scroll(self, value: int) -> None:
        if self._jumping or not self._sections:
            return
        bar = self._scroll.verticalScrollBar()
        viewport = self._scroll.viewport().height()
        current = self._sections.get(self.currentRow())
        rows = sorted(self._sections)
        if value <= bar.minimum():
            shown = rows[0]
        elif value >= bar.maximum():
            # At the end of the page the last sections may never reach the top: the one
            # chosen stays marked while in view, else the last.
            if current is not None and value <= self._top_of(current) < value + viewport:
                return
            shown = rows[-1]
        else:
            # The last section that starts above the upper third of the view.
            line = value + viewport // 3
            shown = rows[0]
            for row in rows:
                if self._top_of(self._sections[row]) <= line:
                    shown = row
        if shown != self.currentRow():
            self.blockSignals(True)
            self.setCurrentRow(shown)
            self.blockSignals(False)


def _first_focusable(section: QWidget) -> QWidget | None:
    """The first control in ``section`` that Tab would reach."""
    widget = section.nextInFocusChain()
    for _step in range(_MOST_FOCUS_STEPS):
        if widget is None or widget is section:
            break
        if (
            section.isAncestorOf(widget)
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.isVisibleTo(section)
            and widget.isEnabled()
        ):
            return widget
        widget = widget.nextInFocusChain()
    return None
