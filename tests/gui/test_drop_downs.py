"""Drop-down lists open showing every row, up to a sensible number, and not scrolled
(issue 26, point 8: the Theme list hid "Dark" and opened scrolled)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.shell.theme import THEME_NAMES, apply_theme
from desktop.gui.widgets.form_controls import choice_box

MOST_ROWS_SHOWN = 10


@pytest.fixture
def app(qapp: QApplication, restore_theme: None) -> Iterator[QApplication]:
    yield qapp


def _rows_wholly_shown(combo: QComboBox) -> list[int]:
    view = combo.view()
    area = view.viewport().rect()
    return [
        row
        for row in range(combo.count())
        if area.contains(view.visualRect(view.model().index(row, 0)))
    ]


def _open(qtbot: QtBot, combo: QComboBox) -> None:
    combo.showPopup()
    qtbot.waitUntil(combo.view().isVisible)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_short_list_opens_whole_and_a_long_one_shows_ten_rows(
    qtbot: QtBot, app: QApplication, theme: str
) -> None:
    apply_theme(app, theme)
    page = QWidget()
    qtbot.addWidget(page)
    themes = choice_box("Theme", [(name, value) for value, name in THEME_NAMES.items()])
    themes.setCurrentIndex(themes.count() - 1)  # chosen last: the list still starts at the top
    many = choice_box("Many", [(f"Choice {number}", number) for number in range(30)])
    layout = QVBoxLayout(page)
    layout.addWidget(themes)
    layout.addWidget(many)
    page.resize(420, 200)
    page.show()
    qtbot.waitExposed(page)

    _open(qtbot, themes)
    assert _rows_wholly_shown(themes) == list(range(len(THEME_NAMES)))
    assert themes.view().verticalScrollBar().value() == 0
    themes.hidePopup()

    _open(qtbot, many)
    shown = _rows_wholly_shown(many)
    assert len(shown) == MOST_ROWS_SHOWN
    assert shown == list(range(shown[0], shown[0] + MOST_ROWS_SHOWN))
    many.hidePopup()
