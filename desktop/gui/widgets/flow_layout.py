"""A layout that lines its items up left to right and starts a new line where the next
one does not fit, so a row of controls wraps on a narrow window instead of widening
the page (Qt has no such layout; its documentation's "Flow Layout" example, written
out here)."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    """Items in reading order, wrapped to the width the layout is given."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt's name)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt's name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt's name)
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # Everything on one line: what the items would like.
        width = sum(item.sizeHint().width() for item in self._visible())
        width += self._spacing * max(0, len(self._visible()) - 1)
        height = max((item.sizeHint().height() for item in self._visible()), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt's name)
        # One item a line: the widest item is as narrow as it gets.
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return self._with_margins(size)

    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _with_margins(self, size: QSize) -> QSize:
        margins: QMargins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the items out in ``rect`` (only measure unless ``place``); the height used."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height = area.x(), area.y(), 0
        for item in self._visible():
            hint = item.sizeHint()
            # An item wider than the whole line (a long model name) gets the line, down
            # to its least width, instead of running past the layout's edge.
            hint.setWidth(max(item.minimumSize().width(), min(hint.width(), area.width())))
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y = area.x(), y + line_height + self._spacing
                line_height = 0
            if place:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()


def button_group(*buttons: QWidget) -> QWidget:
    """Buttons side by side that wrap onto more lines where the width runs short."""
    group = QWidget()
    flow = FlowLayout(group)
    for button in buttons:
        flow.addWidget(button)
    return group


def labelled_pair(label: QWidget, field: QWidget) -> QWidget:
    """A label and its field kept together on one line of a flow layout."""
    pair = QWidget()
    pair.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
    line = QHBoxLayout(pair)
    line.setContentsMargins(0, 0, 0, 0)
    line.addWidget(label)
    line.addWidget(field)
    return pair
