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

from desktop.bootstrap import translations
from desktop.gui.shell.main_window import MainWindow
from tests.support.language_window import assert_pages_speak, window_in_language

# A few of each page's own words, in German, and the English they stand for (which must
# not show any more).
PAGE_WORDS = {
    "Chat": (("Senden", "Send"), ("Stopp", "Stop"), ("Neuer Chat", "New chat"),
             ("Fragen Sie, was Sie möchten", "Ask anything")),
    "Load": (("Ein Modell laden", "Load a model"), ("Entladen", "Unload"),
             ("Serverprotokoll zeigen", "Show server log")),
    "Settings": (("Einstellungen", "Settings"), ("Sprache", "Language"),
                 ("Strg+N", "Ctrl+N"), ("Umschalt+Enter", "Shift+Enter"),
                 ("Kontextlänge", "Context length")),
    "Library": (("Ihre Modelle", "Your models"), ("Datei hinzufügen…", "Add file…"),
                ("Im Ordner zeigen", "Show in folder")),
    "Discover": (("Modelle holen", "Get models"), ("Versionen ansehen", "See versions"),
                 ("Downloads erscheinen hier.", "Downloads appear here.")),
}  # fmt: skip


@pytest.fixture
def german_window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    with window_in_language("de", qtbot, qapp, tmp_path) as window:
        yield window


def test_german_is_complete_and_offered() -> None:
    assert translations.untranslated(translations.ts_path("de")) == 0


def test_every_page_speaks_german(german_window: MainWindow) -> None:
    german_window.resize(1024, 600)
    assert_pages_speak(german_window, PAGE_WORDS)
    # The theme's choices (names kept in the shell, translated where Settings shows them).
    themes = german_window.settings_view.theme_combo
    assert [themes.itemText(row) for row in range(themes.count())] == [
        "Wie das System",
        "Hell",
        "Dunkel",
        "Hoher Kontrast",
    ]
    # The navigation names the pages in German too.
    navigation = german_window.navigation
    titles = [navigation.item(row).text() for row in range(navigation.count())]
    assert titles == ["Bibliothek", "Entdecken", "Laden", "Chat", "Einstellungen"]


def test_the_page_list_fits_its_longest_german_name(german_window: MainWindow) -> None:
    """"Einstellungen" is longer than "Settings": the page list grows to it instead of
    cutting it or scrolling sideways (seen at 1024x600: a sideways scroll bar under it)."""
    german_window.resize(1024, 600)
    QApplication.processEvents()
    navigation = german_window.navigation
    assert navigation.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert navigation.sizeHintForColumn(0) <= navigation.viewport().width()
