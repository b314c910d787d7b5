"""The window's language: Qt's translation files found, built only when complete, loaded
before the window, right-to-left for Arabic; Settings → Language kept for the next start."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.bootstrap import translations
from desktop.core.settings import SettingsStore
from desktop.gui.shell import language
from desktop.gui.shell.main_window import MainWindow
from tests.support.pseudo_language import translate_everything


@pytest.fixture
def app_language(qapp: QApplication) -> Iterator[QApplication]:
    """The application, given back in English whatever a test installed."""
    yield qapp
    for translator in getattr(qapp, "_test_translators", []):
        qapp.removeTranslator(translator)
    language.install_language(qapp, language.ENGLISH)


def test_a_language_is_offered_only_once_every_word_is_translated(
    app_language: QApplication, tmp_path: Path
) -> None:
    translations.update(tmp_path, codes=("de",))
    ts_file = translations.ts_path("de", tmp_path)
    words = translations.untranslated(ts_file)
    assert words >= 5  # at least the Language row's own words, found in the code by lupdate

    built, lacking = translations.release(tmp_path)
    assert built == [] and lacking == {"de": words}
    assert language.available_languages(tmp_path) == {"en": "English"}

    assert translate_everything(ts_file, "DE:{}") == words
    built, lacking = translations.release(tmp_path)
    assert built == [tmp_path / "llamadesk_de.qm"] and lacking == {}
    assert language.available_languages(tmp_path) == {"en": "English", "de": "Deutsch"}

    installed = language.install_language(app_language, "de", tmp_path)
    app_language._test_translators = installed.translators  # type: ignore[attr-defined]
    assert installed.problem is None
    assert QCoreApplication.translate("SettingsView", "Language") == "DE:Language"
    # Qt's own words (message box buttons) from the Qt package's German file.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    assert QLocale().toString(1234567) == "1.234.567"  # numbers as German writes them
    assert app_language.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_arabic_mirrors_the_window_and_a_missing_file_is_said(
    app_language: QApplication, tmp_path: Path
) -> None:
    installed = language.install_language(app_language, "ar", tmp_path)
    assert app_language.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert installed.problem is not None and "العربية" in installed.problem
    language.install_language(app_language, language.ENGLISH)
    assert app_language.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_the_system_language_is_used_where_the_app_has_it() -> None:
    offered = {"en": "English", "de": "Deutsch", "pt_BR": "Português (Brasil)"}
    assert language.language_for("", QLocale("de_AT"), offered) == "de"
    assert language.language_for("", QLocale("pt_BR"), offered) == "pt_BR"
    assert language.language_for("", QLocale("pt_PT"), offered) == "en"  # no European one
    assert language.language_for("", QLocale("ja_JP"), offered) == "en"
    assert language.language_for("de", QLocale("ja_JP"), offered) == "de"
    assert language.language_for("ko", QLocale("de_DE"), offered) == "de"  # ko not built


def test_settings_keeps_the_chosen_language_for_the_next_start(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.settings_view
    window.show_page("Settings")
    assert view.language_combo.itemText(0) == "The system's language"
    assert view.language_combo.findData("en") > 0
    assert not view.language_note.isVisibleTo(view)
    view.language_combo.setCurrentIndex(view.language_combo.findData("en"))
    qtbot.waitUntil(lambda: SettingsStore().load().language == "en", timeout=10_000)
    assert view.language_note.isVisibleTo(view)
    assert "next start" in view.language_note.text()
