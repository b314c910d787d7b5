"""Which entry of a list the person picked, for the buttons that act on "the selected
one": with none picked they say so in plain words instead of doing nothing."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QListWidget


def picked_row(entries: QListWidget, say: Callable[[str], None], what: str) -> int | None:
    """The row picked in ``entries``; None, after ``say`` asks for ``what`` to be
    picked first, when there is none."""
    row = entries.currentRow()
    if 0 <= row < entries.count():
        return row
    # ``what`` comes translated from the caller ("a folder"); a language that needs the
    # whole sentence per kind can reorder it through {what}.
    say(
        QCoreApplication.translate("ListChoice", "Select {what} in the list first.").format(
            what=what
        )
    )
    return None
