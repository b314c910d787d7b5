"""The language the window speaks: Qt's translators for the app's words and Qt's own.

The app's words are translated with Qt's own machinery: ``tr()`` in the views,
``pyside6-lupdate`` into ``resources/translations/llamadesk_<code>.ts`` (the sources,
kept in git), ``pyside6-lrelease`` into ``.qm`` files beside them (built, never kept:
``python -m desktop.bootstrap.translations``, which the README's two commands and the
installer build run). Qt's own dialogs (file pickers, message box buttons) come from
the ``qtbase_<code>.qm`` files the Qt package ships.

A language is offered once its ``.qm`` is there; the system's language is used where
the app has it, else English. A change applies at the next start: every page is built
with its words once, and rebuilding a running window's pages would lose what is typed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from desktop.core import paths

log = logging.getLogger(__name__)

ENGLISH = "en"
# Each language by its own name, as a person looks for it in the list. The codes are
# Qt's (and the .ts files'): the language, and the country where the words differ.
LANGUAGE_NAMES: dict[str, str] = {
    ENGLISH: "English",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "pt_BR": "Português (Brasil)",
    "it": "Italiano",
    "zh_CN": "简体中文",
    "ja": "日本語",
    "ko": "한국어",
    "ru": "Русский",
    "ar": "العربية",
}
APP_CATALOG = "llamadesk"  # llamadesk_<code>.qm
QT_CATALOG = "qtbase"  # Qt's own words: qtbase_<code>.qm


def translations_dir() -> Path:
    return paths.resources_dir() / "translations"


def catalog_path(code: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"{APP_CATALOG}_{code}.qm"


def available_languages(folder: Path | None = None) -> dict[str, str]:
    """English and every language whose translation was built, by their own names."""
    return {
        code: name
        for code, name in LANGUAGE_NAMES.items()
        if code == ENGLISH or catalog_path(code, folder).is_file()
    }


def language_for(setting: str, system: QLocale, available: dict[str, str]) -> str:
    """The language to speak: the one chosen in Settings, else the system's (its exact
    variant, "pt_BR", before its language, "de" for "de_AT"), else English."""
    if setting in available:
        return setting
    name = system.name()  # "de_AT", "pt_BR", "zh_CN"
    for candidate in (name, name.split("_")[0]):
        if candidate in available:
            return candidate
    return ENGLISH


@dataclass
class InstalledLanguage:
    code: str
    translators: list[QTranslator] = field(default_factory=list)
    # What could not be loaded (the window speaks English where it is missing).
    problem: str | None = None


def install_language(app: QApplication, code: str, folder: Path | None = None) -> InstalledLanguage:
    """Load the app's and Qt's translations for ``code`` into ``app`` before any widget
    exists; numbers, dates and sizes follow the same language through ``QLocale``, and a
    right-to-left language mirrors the whole window."""
    locale = QLocale(code.replace("_", "-"))
    QLocale.setDefault(locale)
    installed = InstalledLanguage(code)
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft
        if locale.textDirection() == Qt.LayoutDirection.RightToLeft
        else Qt.LayoutDirection.LeftToRight
    )
    if code == ENGLISH:
        return installed
    ours = QTranslator(app)
    catalog = catalog_path(code, folder)
    if ours.load(str(catalog)):
        app.installTranslator(ours)
        installed.translators.append(ours)
    else:
        # Said in English: the translation that would say it is the one missing.
        name = LANGUAGE_NAMES.get(code, code)
        installed.problem = f"the {name} translation ({catalog}) could not be read"
        log.warning("Language: %s; the window speaks English", installed.problem)
    qt_own = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(locale, QT_CATALOG, "_", qt_folder):
        app.installTranslator(qt_own)
        installed.translators.append(qt_own)
    return installed
