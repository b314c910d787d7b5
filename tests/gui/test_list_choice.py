"""A button that acts on "the selected entry" gets the picked row, or a plain request
to pick one first when nothing is picked."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from desktop.gui.widgets.list_choice import picked_row


def test_nothing_picked_asks_for_a_pick_and_a_pick_is_returned(qtbot: QtBot) -> None:
    entries = QListWidget()
    qtbot.addWidget(entries)
    said: list[str] = []

    assert picked_row(entries, said.append, "a folder") is None  # an empty list
    entries.addItems(["/models", "/more models"])
    entries.setCurrentRow(-1)
    assert picked_row(entries, said.append, "a folder") is None
    assert said == ["Select a folder in the list first."] * 2

    entries.setCurrentRow(1)
    assert picked_row(entries, said.append, "a folder") == 1
    assert len(said) == 2  # nothing said when a row is picked
