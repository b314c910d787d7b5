"""The one way a page asks the user to confirm something it cannot undo."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def confirmed(parent: QWidget, title: str, question: str) -> bool:
    """Ask ``question`` with Yes and No buttons; True only for Yes.

    No is the default button, so Enter (or closing the box) never confirms by accident.
    """
    answer = QMessageBox.question(
        parent,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
