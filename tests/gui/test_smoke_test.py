"""The frozen app's smoke test says "main window shown" only for a window really on
screen: a widget asked to show whose native window never appeared does not count."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.shell.app import window_on_screen


def test_a_shown_window_is_on_screen(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    assert window_on_screen(window)


def test_a_window_asked_to_show_but_never_on_screen_does_not_count(qtbot: QtBot) -> None:
    # What a failed native window leaves: the widget thinks it is visible, nothing is.
    window = QWidget()
    qtbot.addWidget(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    window.show()
    qtbot.wait(200)
    assert window.isVisible()
    assert not window_on_screen(window)


def test_a_hidden_window_is_not_on_screen(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    assert not window_on_screen(window)
