"""Every push button on the Load and Chat pages is wide enough for its text as the
style sheet paints it, bold included, in both themes ("Load another" was painted as
".oad anothe": the bold of the default button was left out of its size)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import apply_theme

# style_sheet.py: 14 px of padding and a 1 px border on each side of a push button.
SIDE_ROOM = 2 * (14 + 1)
# Texts the Load button takes with a model loaded (load_view._show_selection).
LOAD_BUTTON_TEXTS = ("Load", "Load another", "Load this one instead")


def _painted_font(button: QPushButton) -> QFont:
    """The font the button's text is painted in: bold where the style sheet makes it so
    (a primary or default button), whatever the widget's own font says."""
    font = QFont(button.font())
    if button.property("primary") or button.isDefault():
        font.setWeight(QFont.Weight.DemiBold)
    return font


def _clipped(page: str, window: MainWindow, qtbot: QtBot) -> list[str]:
    window.show_page(page)
    root = window.pages.currentWidget()
    assert root is not None
    buttons = [b for b in root.findChildren(QPushButton) if b.isVisible() and b.text()]
    assert buttons, page
    found = []
    for button in buttons:
        need = QFontMetrics(_painted_font(button)).horizontalAdvance(button.text()) + SIDE_ROOM
        if need > button.width():
            found.append(f"{page}: {button.text()!r} needs {need} px, has {button.width()}")
    return found


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_push_button_fits_its_text(
    qapp: QApplication, restore_theme: None, window: MainWindow, qtbot: QtBot, theme: str
) -> None:
    apply_theme(qapp, theme)
    clipped = _clipped("Chat", window, qtbot)
    load_button = window.load_view.load_button
    for text in LOAD_BUTTON_TEXTS:
        load_button.setText(text)
        QApplication.processEvents()
        clipped += _clipped("Load", window, qtbot)
    assert not clipped, clipped
