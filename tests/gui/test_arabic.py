"""The window in Arabic, the first right-to-left language: resources/translations/llamadesk_ar.ts
built as the app builds it, loaded before the window, each page read as an Arabic speaker
sees it at 1024x600, and the layout mirrored (the pages' list on the right, labels to the
right of their fields, Send to the left of the message box)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.load.memory_bar import BAR_HEIGHT, MemoryBar, MemorySegment
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import apply_theme
from desktop.gui.widgets.units import format_duration, format_tokens
from tests.support.language_window import window_in_language


@pytest.fixture
def arabic_window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    with window_in_language("ar", qtbot, qapp, tmp_path) as window:
        yield window


def _left(widget: QWidget, window: MainWindow) -> int:
    return widget.mapTo(window, QPoint(0, 0)).x()


def _assert_label_right_of(field: QWidget, window: MainWindow) -> None:
    labels = [label for label in window.findChildren(QLabel) if label.buddy() is field]
    assert labels, field.accessibleName()
    assert _left(labels[0], window) > _left(field, window), labels[0].text()


def test_the_window_is_mirrored(arabic_window: MainWindow) -> None:
    """Its words are checked with the other languages' in test_languages.py."""
    window = arabic_window
    window.resize(1024, 600)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # The pages' list is on the right, where an Arabic reader starts.
    for page in ("Chat", "Load", "Settings", "Library", "Discover"):
        window.show_page(page)
        QApplication.processEvents()
        assert _left(window.navigation, window) > window.width() // 2, page
    # Mirrored within each page: Send left of the message box, labels right of fields.
    window.show_page("Chat")
    QApplication.processEvents()
    chat = window.chat_view
    assert _left(chat.composer.send_button, window) < _left(chat.composer.input, window)
    window.show_page("Settings")
    QApplication.processEvents()
    settings = window.settings_view
    _assert_label_right_of(settings.language_combo, window)
    window.show_page("Load")
    QApplication.processEvents()
    _assert_label_right_of(window.load_view.model_combo, window)


def test_the_memory_bar_fills_and_reads_from_the_right(qtbot: QtBot) -> None:
    """Right to left, the bar's first part and the legend's first swatch are at the right
    (the legend's words were drawn over one another before)."""
    bar = MemoryBar()
    qtbot.addWidget(bar)
    bar.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    bar.resize(600, bar.sizeHint().height())
    bar.set_usage((MemorySegment("model", 400, "#ff0000"), MemorySegment("memory", 600, "#00ff00")),
                  2000)  # fmt: skip
    image = bar.grab().toImage()
    middle = BAR_HEIGHT // 2
    assert image.pixelColor(bar.width() - 5, middle).name() == "#ff0000"
    assert image.pixelColor(bar.width() - 150, middle).name() == "#00ff00"
    assert image.pixelColor(5, middle).name() not in ("#ff0000", "#00ff00")
    legend = bar.height() - bar.fontMetrics().height() // 2
    assert image.pixelColor(bar.width() - 5, legend).name() == "#ff0000"


def _arrow_columns(qtbot: QtBot, direction: Qt.LayoutDirection) -> list[int]:
    """The columns where a menu button's arrow is drawn (text-free), in ``direction``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.setLayoutDirection(direction)
    apply_theme(app, "light")
    button = QPushButton()
    qtbot.addWidget(button)
    button.setMenu(QMenu(button))
    button.resize(120, 32)
    image = button.grab().toImage()
    return [x for x in range(image.width())
            if any(image.pixelColor(x, y).lightness() < 120 for y in range(10, 22))]  # fmt: skip


def test_a_menu_buttons_arrow_is_mirrored_whole(qtbot: QtBot, restore_theme: None) -> None:
    """Right to left, a menu button's arrow (Export…, Tools) sits where it does left to
    right, mirrored; it was pushed out past the left edge, only its tip showing."""
    try:
        ltr = _arrow_columns(qtbot, Qt.LayoutDirection.LeftToRight)
        rtl = _arrow_columns(qtbot, Qt.LayoutDirection.RightToLeft)
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert ltr and rtl
    assert sorted(119 - x for x in ltr) == rtl


def test_durations_are_written_in_the_windows_digits(arabic_window: MainWindow) -> None:
    """'Loaded in 3 s.' showed a Western 3 beside Arabic-Indic figures everywhere else."""
    arabic_three = format_tokens(3)
    assert arabic_three != "3"  # the window writes Arabic-Indic digits
    assert arabic_three in format_duration(3.2)
    assert "3" not in format_duration(95)
