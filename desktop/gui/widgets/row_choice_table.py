"""The read-only tables where the user picks one model or version, set up one way."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractItemView, QTableView


def set_up_row_choice(table: QTableView, name: str) -> None:
    """Make ``table`` a list the user reads and picks one whole row from (never edits).

    ``name`` is what a screen reader calls the table; the row numbers are hidden.
    """
    table.setAccessibleName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # The arrows move between rows; Tab leaves the table for the next control (a
    # table's own default walked every cell, so a keyboard user met each model's six
    # cells before the buttons under it, as the screen-reader test found).
    table.setTabKeyNavigation(False)
    table.verticalHeader().hide()
    table.horizontalHeader().setAccessibleName(
        QCoreApplication.translate("RowChoiceTable", "Columns")
    )
