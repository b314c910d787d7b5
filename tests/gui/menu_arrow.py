"""Checks that a push button's menu arrow sits beside its text, never on it, as painted
by the plain style and by the app's own style sheet in both themes (a tool button in
instant-popup mode drew its arrow in the corner, over the end of the text)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import cast

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.shell.theme import apply_theme

MIN_GAP = 3  # pixels between the end of the text and the arrow
# The styles to paint with: Qt's own, then the app's two themes.
PAINTERS = ("plain", "light", "dark")


@contextmanager
def painted_with(painter: str) -> Iterator[None]:
    """Paint with ``painter`` (one of ``PAINTERS``); the app's look is put back after."""
    app = cast(QApplication, QApplication.instance())
    sheet, palette = app.styleSheet(), app.palette()
    if painter != "plain":
        apply_theme(app, painter)
    try:
        yield
    finally:
        app.setStyleSheet(sheet)
        app.setPalette(palette)


def _image(widget: QWidget, qtbot: QtBot) -> QImage:
    qtbot.addWidget(widget)
    widget.ensurePolished()
    return widget.grab().toImage()


def _changed(first: QImage, second: QImage) -> tuple[set[int], set[int]]:
    """The columns and the rows where the two pictures differ."""
    points = [
        (x, y)
        for x in range(first.width())
        for y in range(first.height())
        if first.pixel(x, y) != second.pixel(x, y)
    ]
    return {x for x, _ in points}, {y for _, y in points}


def assert_arrow_beside_text(
    qtbot: QtBot, make_button: Callable[[str], QPushButton], text: str, painter: str
) -> QPushButton:
    """Paint ``make_button(text)``, the same button with no text, and a bare push button,
    all at the first one's size hint; the arrow must be clear of the text and level with
    it. Returns the button with ``text``."""
    shown = make_button(text)
    size = shown.sizeHint()
    arrow_only = make_button("")
    bare = QPushButton("")  # the same bevel, with neither text nor arrow
    for button in (shown, arrow_only, bare):
        button.setFixedSize(size)
    with_text, without_text, plain = (_image(b, qtbot) for b in (shown, arrow_only, bare))

    text_columns, text_rows = _changed(with_text, without_text)
    arrow_columns, arrow_rows = _changed(without_text, plain)

    assert text_columns and arrow_columns, (painter, text)
    # Beside the text with a clear gap (the old corner arrow touched its end)...
    gap = min(arrow_columns) - max(text_columns) - 1
    assert gap >= MIN_GAP, (painter, text, gap)
    # ...and level with it, not tucked under its end.
    middle = (min(arrow_rows) + max(arrow_rows)) / 2
    assert min(text_rows) <= middle <= max(text_rows), (painter, text, text_rows, arrow_rows)
    return shown
