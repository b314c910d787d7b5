"""The Chat page's Tools button: its menu arrow sits beside its text, never on it (as a
tool button in instant-popup mode it drew the arrow over the end of "Tools"), in the
plain style and in both themes, and its menu still opens with the tools."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from desktop.core.settings import Settings
from desktop.gui.chat.tool_button import FORCE_TOOL_TEXT, ChatToolsButton
from tests.gui.menu_arrow import PAINTERS, assert_arrow_beside_text, painted_with


def _tools_button(text: str) -> ChatToolsButton:
    button = ChatToolsButton(Settings(), lambda: (), lambda: ("notes",))
    button.setText(text)
    return button


@pytest.mark.parametrize("painter", PAINTERS)
@pytest.mark.parametrize("text", ["Tools", "Tools: 2 on"])
def test_the_menu_arrow_does_not_overlap_the_text(qtbot: QtBot, painter: str, text: str) -> None:
    with painted_with(painter):
        shown = assert_arrow_beside_text(qtbot, _tools_button, text, painter)
    menu = shown.menu()
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()  # what opening it does: the menu is filled then
    assert {"mcp:notes", FORCE_TOOL_TEXT} <= set(shown.actions_by_name())
