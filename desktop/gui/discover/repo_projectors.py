"""A repo page's image files (vision projectors): which there are, and which one is
downloaded with the model."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
)

from desktop.core.hub.variants import RepoDetails, projector_precision
from desktop.core.units import format_bytes

PROJECTOR_COLUMNS = ("Image file", "Size", "Precision", "Downloaded with the model")
PROJECTOR_FILE, PROJECTOR_SIZE, PROJECTOR_PRECISION, PROJECTOR_CHOSEN = range(
    len(PROJECTOR_COLUMNS)
)
PROJECTOR_CHOSEN_TEXT = "Yes"


def projectors_table() -> QTableWidget:
    """A read-only table of image files, as tall as its rows."""
    table = QTableWidget(0, len(PROJECTOR_COLUMNS))
    table.setAccessibleName("Image files of this model")
    table.setHorizontalHeaderLabels(list(PROJECTOR_COLUMNS))
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)
    table.verticalHeader().hide()
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    header = table.horizontalHeader()
    header.setAccessibleName("Columns")
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(PROJECTOR_FILE, QHeaderView.ResizeMode.Stretch)
    return table


def fill_projectors(table: QTableWidget, label: QLabel, details: RepoDetails) -> None:
    """Every image file (projector) of the repo; the one fetched with the model marked.
    Table and sentence are hidden for a model that can't look at images."""
    projectors = details.projectors
    chosen = details.projector
    table.setRowCount(len(projectors))
    for row, projector in enumerate(projectors):
        marked = projector == chosen
        cells = (
            projector.path,
            format_bytes(projector.size or 0),
            projector_precision(projector.path) or "Not stated",
            PROJECTOR_CHOSEN_TEXT if marked else "",
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if marked:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            table.setItem(row, column, item)
    if chosen is not None:
        # Only one is fetched: say which, and why that one, when there is a choice.
        label.setText(
            "This model can also look at images. Its image file is downloaded with it."
            if len(projectors) == 1
            else "This model can also look at images. The marked image file is "
            "downloaded with it (F16 is preferred when there is one)."
        )
    label.setVisible(chosen is not None)
    table.setVisible(chosen is not None)
