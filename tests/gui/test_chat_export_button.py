"""The Chat page's Export button: its menu arrow sits beside its text, never on it,
as painted by the plain style and by the app's own style sheet in both themes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.chat_export_button import ExportButton
from desktop.gui.services import AppServices
from desktop.gui.theme import apply_theme

MIN_GAP = 3  # pixels between the end of the text and the arrow


@pytest.fixture(params=["plain", "light", "dark"])
def painted_by(request: pytest.FixtureRequest) -> Iterator[str]:
    """The style the buttons are painted with; the app's look is put back after."""
    app = cast(QApplication, QApplication.instance())
    sheet, palette = app.styleSheet(), app.palette()
    if request.param != "plain":
        apply_theme(app, request.param)
    yield request.param
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


def test_the_menu_arrow_does_not_overlap_the_text(qtbot: QtBot, painted_by: str) -> None:
    def export_button(text: str) -> ExportButton:
        button = ExportButton(cast(AppServices, None), lambda: (None, ""))
        button.setText(text)
        return button

    shown = export_button("Export…")
    size = shown.sizeHint()
    arrow_only = export_button("")
    bare = QPushButton("")  # the same bevel, with neither text nor arrow
    for button in (shown, arrow_only, bare):
        button.setFixedSize(size)
    with_text, without_text, plain = (_image(b, qtbot) for b in (shown, arrow_only, bare))

    text_columns, text_rows = _changed(with_text, without_text)
    arrow_columns, arrow_rows = _changed(without_text, plain)

    assert text_columns and arrow_columns, painted_by
    # Beside the text with a clear gap (the old corner arrow touched the "…")...
    gap = min(arrow_columns) - max(text_columns) - 1
    assert gap >= MIN_GAP, (painted_by, gap)
    # ...and level with it, not tucked under its end.
    middle = (min(arrow_rows) + max(arrow_rows)) / 2
    assert min(text_rows) <= middle <= max(text_rows), (painted_by, text_rows, arrow_rows)
    assert isinstance(shown.menu(), QMenu)
    assert [a.text() for a in shown.menu().actions()] == [
        "Export as Markdown…",
        "Export as JSON…",
    ]
