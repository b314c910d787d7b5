"""A repo page's image files (vision projectors): which there are, and which one is
downloaded with the model."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
)

from desktop.core.hub.variants import RepoDetails, projector_precision
from desktop.gui.widgets.units import format_size
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

PROJECTOR_COLUMNS = (
    QT_TRANSLATE_NOOP("RepoProjectors", "Image file"),
    QT_TRANSLATE_NOOP("RepoProjectors", "Size"),
    QT_TRANSLATE_NOOP("RepoProjectors", "Precision"),
    QT_TRANSLATE_NOOP("RepoProjectors", "Downloaded with the model"),
)
PROJECTOR_FILE, PROJECTOR_SIZE, PROJECTOR_PRECISION, PROJECTOR_CHOSEN = range(
    len(PROJECTOR_COLUMNS)
)
PROJECTOR_CHOSEN_TEXT = QT_TRANSLATE_NOOP("RepoProjectors", "Yes")


def projectors_table() -> QTableWidget:
    """A read-only table of image files, as tall as its rows."""
    table = QTableWidget(0, len(PROJECTOR_COLUMNS))
    table.setAccessibleName(
        QCoreApplication.translate("RepoProjectors", "Image files of this model")
    )
    table.setHorizontalHeaderLabels([_t(name) for name in PROJECTOR_COLUMNS])
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)
    table.verticalHeader().hide()
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    header = table.horizontalHeader()
    header.setAccessibleName(QCoreApplication.translate("RepoProjectors", "Columns"))
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
            format_size(projector.size or 0),
            projector_precision(projector.path)
            or QCoreApplication.translate("RepoProjectors", "Not stated"),
            _t(PROJECTOR_CHOSEN_TEXT) if marked else "",
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
            QCoreApplication.translate(
                "RepoProjectors",
                ("This model can also look at images. Its image file is downloaded with it."),
            )
            if len(projectors) == 1
            else QCoreApplication.translate(
                "RepoProjectors",
                (
                    "This model can also look at images. The marked image file is "
                    "downloaded with it (F16 is preferred when there is one)."
                ),
            )
        )
    label.setVisible(chosen is not None)
    table.setVisible(chosen is not None)


_t = words_in("RepoProjectors")
