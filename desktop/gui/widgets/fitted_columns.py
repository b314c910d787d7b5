"""A table whose main column always shows its text whole, on any window width.

Sized to their content, the Library's eight columns need about 1,200 pixels; on a
smaller window the name, the one column everybody reads, was the one cut short
("SmolLM2-135M-…"). Here the columns that matter least are hidden, one at a time,
until the main column fits; the Library's rows also say it in their tooltips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView


class ColumnFitter(QObject):
    """Keeps ``main`` whole in ``table`` by hiding ``optional`` columns (first listed,
    first hidden) when the window is too narrow for them all."""

    def __init__(
        self,
        table: QTableView,
        main: int,
        optional: Sequence[int],
        capped: Mapping[int, int] | None = None,
    ) -> None:
        super().__init__(table)
        self._table = table
        self._main = main
        self._optional = tuple(optional)
        # Columns whose text can be long (a damaged file's error): at most this many
        # pixels, the rest elided (the row's tooltip has it whole).
        self._capped = dict(capped or {})
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in self._capped:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        # The main column takes what is left, so the table never scrolls sideways.
        header.setSectionResizeMode(main, QHeaderView.ResizeMode.Stretch)
        # Once per turn of the event loop, however many rows or resizes came in it.
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)
        self._pending.timeout.connect(self.fit)
        table.viewport().installEventFilter(self)
        model = table.model()
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.dataChanged):
            signal.connect(self._pending.start)

    def hidden(self) -> list[int]:
        header = self._table.horizontalHeader()
        return [column for column in self._optional if header.isSectionHidden(column)]

    def fit(self) -> None:
        table, header = self._table, self._table.horizontalHeader()
        available = table.viewport().width()
        # Measured with every column shown: a hidden section reports no header width.
        for column in self._optional:
            header.showSection(column)
        widths = {
            column: max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
            for column in range(header.count())
        }
        for column, cap in self._capped.items():
            widths[column] = min(widths[column], cap)
        needed = sum(widths.values())
        for column in self._optional:
            if needed <= available:
                break
            header.hideSection(column)
            needed -= widths[column]
        # Still too narrow: the capped columns give up what they can, down to their header.
        for column in self._capped:
            spare = widths[column] - header.sectionSizeHint(column)
            if needed > available and spare > 0:
                given = min(spare, needed - available)
                widths[column] -= given
                needed -= given
            header.resizeSection(column, widths[column])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize:
            self._pending.start()
        return False
