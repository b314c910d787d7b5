"""The main window opened in one of the checkout's languages, as a user who chose it sees
it: its .ts built into a .qm the way the README's commands build it, loaded before the
window, and the app put back in English afterwards."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.bootstrap import translations
from desktop.gui.shell import language
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import close_window, open_window
from tests.support.pseudo_language import Owners, shown_texts


@contextmanager
def installed_language(code: str, qapp: QApplication, folder: Path) -> Iterator[None]:
    """The checkout's translation ``code``, built into ``folder`` and installed as the app
    installs it; English again afterwards."""
    shutil.copy(translations.ts_path(code), folder)
    built, lacking = translations.release(folder)
    assert lacking == {} and built == [folder / f"llamadesk_{code}.qm"]
    installed = language.install_language(qapp, code, folder)
    assert installed.problem is None
    try:
        yield
    finally:
        for translator in installed.translators:
            qapp.removeTranslator(translator)
        language.install_language(qapp, language.ENGLISH)


@contextmanager
def window_in_language(
    code: str, qtbot: QtBot, qapp: QApplication, folder: Path
) -> Iterator[MainWindow]:
    with installed_language(code, qapp, folder):
        window = open_window(qtbot)
        try:
            yield window
        finally:
            close_window(qtbot, window)


def assert_pages_speak(
    window: MainWindow, page_words: dict[str, tuple[tuple[str, str], ...]]
) -> None:
    """Each page shows its translated words, and not the English they stand for."""
    owners = Owners()
    for page, words in page_words.items():
        window.show_page(page)
        QApplication.processEvents()
        shown = {text.text.replace("&", "") for text in shown_texts([window], owners)
                 if text.kind == "text"}  # fmt: skip
        for translated, english in words:
            assert translated in shown, (page, translated)
            assert english not in shown, (page, english)
