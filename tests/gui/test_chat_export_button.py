"""The Chat page's Export button: its menu arrow sits beside its text, never on it,
as painted by the plain style and by the app's own style sheet in both themes."""

from __future__ import annotations

from typing import cast

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from desktop.gui.chat.chat_export_button import ExportButton
from desktop.gui.shell.services import AppServices
from tests.gui.menu_arrow import PAINTERS, assert_arrow_beside_text, painted_with


@pytest.mark.parametrize("painter", PAINTERS)
def test_the_menu_arrow_does_not_overlap_the_text(qtbot: QtBot, painter: str) -> None:
    def export_button(text: str) -> ExportButton:
        button = ExportButton(cast(AppServices, None), lambda: (None, ""))
        button.setText(text)
        return button

    with painted_with(painter):
        shown = assert_arrow_beside_text(qtbot, export_button, "Export…", painter)
    assert isinstance(shown.menu(), QMenu)
    assert [a.text() for a in shown.menu().actions()] == [
        "Export as Markdown…",
        "Export as JSON…",
    ]
