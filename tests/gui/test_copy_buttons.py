"""A Copy button puts on the clipboard what it names, as it is when pressed (a message's
own Copy button: test_code_blocks_images)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from desktop.gui.widgets.form_controls import COPIED_MS, COPIED_TEXT, copy_button


def test_a_copy_button_copies_the_text_as_it_is_when_pressed(qtbot: QtBot) -> None:
    field = QLineEdit("first")
    button = copy_button("Copy the address", field.text)
    qtbot.addWidget(field)
    qtbot.addWidget(button)
    assert (button.text(), button.accessibleName()) == ("Copy", "Copy the address")

    field.setText("http://127.0.0.1:8080/v1")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == "http://127.0.0.1:8080/v1"


def test_a_copy_button_says_copied_for_a_moment(qtbot: QtBot) -> None:
    button = copy_button("Copy the address", lambda: "http://127.0.0.1:8080/v1")
    qtbot.addWidget(button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.text() == COPIED_TEXT
    assert button.accessibleDescription() == "Copied to the clipboard"
    # Pressed again while it says so: it still comes back to its own text.
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: button.text() == "Copy", timeout=COPIED_MS * 3)
    assert button.accessibleDescription() == ""
