"""The window in German, the first complete language: resources/translations/llamadesk_de.ts
built as the app builds it, loaded before the window, and each page read as a German
speaker sees it at 1024x600 (the smallest screen the pages are laid out for)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.gui.shell.main_window import MainWindow
from tests.support.language_window import window_in_language


@pytest.fixture
def german_window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    with window_in_language("de", qtbot, qapp, tmp_path) as window:
        yield window


def test_the_page_list_fits_its_longest_german_name(german_window: MainWindow) -> None:
    """ "Einstellungen" is longer than "Settings": the page list grows to it instead of
    cutting it or scrolling sideways (seen at 1024x600: a sideways scroll bar under it)."""
    german_window.resize(1024, 600)
    QApplication.processEvents()
    navigation = german_window.navigation
    assert navigation.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert navigation.sizeHintForColumn(0) <= navigation.viewport().width()
