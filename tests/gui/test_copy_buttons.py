"""Copy buttons put on the clipboard what they name, as it is when pressed: a finished
answer's whole text, a field's current text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from desktop.gui.form_controls import copy_button
from desktop.gui.message_view import MessageWidget

TIMEOUT_MS = 10_000
ANSWER = "Here it is:\n\n```python\nprint('hi')\n```\n\nThat's all."


def _clipboard_text() -> str:
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    return clipboard.text()


def test_a_copy_button_copies_the_text_as_it_is_when_pressed(qtbot: QtBot) -> None:
    field = QLineEdit("first")
    button = copy_button("Copy the address", field.text)
    qtbot.addWidget(field)
    qtbot.addWidget(button)
    assert (button.text(), button.accessibleName()) == ("Copy", "Copy the address")

    field.setText("http://127.0.0.1:8080/v1")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert _clipboard_text() == "http://127.0.0.1:8080/v1"


def test_a_finished_answer_s_copy_button_copies_its_whole_text(qtbot: QtBot) -> None:
    widget = MessageWidget(1, 0, "assistant")
    qtbot.addWidget(widget)
    widget.begin_streaming()
    widget.append_content(ANSWER)
    widget.finish_streaming(ANSWER, "", {})
    qtbot.waitUntil(lambda: not widget.is_rendering(), timeout=TIMEOUT_MS)

    qtbot.mouseClick(widget.copy_button, Qt.MouseButton.LeftButton)
    assert _clipboard_text() == ANSWER
