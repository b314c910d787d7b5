"""The Chat page's Tools button: its menu arrow sits beside its text, never on it (as a
tool button in instant-popup mode it drew the arrow over the end of "Tools"), in the
plain style and in both themes, and its menu still opens with the tools."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from desktop.core.settings import Settings
from desktop.core.tools.toolbox import builtin_specs
from desktop.gui.chat.tool_button import FORCE_TOOL_TEXT, ChatToolsButton
from desktop.gui.chat.tool_choices import ChatTools
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


def test_the_menu_names_the_tools_for_people_and_says_what_each_may_touch(qtbot: QtBot) -> None:
    """Issue 26: the menu listed python, read_file, web_search... with tooltips written
    for the model."""
    settings = Settings(web_tools_enabled=True)
    button = ChatToolsButton(settings, builtin_specs, lambda: ())
    qtbot.addWidget(button)
    button.fill_menu()
    actions = button.actions_by_name()
    assert actions["python"].text() == "Run Python code (only reads)"
    assert actions["read_file"].text() == "Read attached files (only reads)"
    assert actions["web_search"].text() == "Search the web (only reads)"
    assert actions["shell"].text() == "Run commands on this computer (off in Settings)"
    for spec in builtin_specs():
        tip = actions[spec.name].toolTip()
        assert tip == spec.summary and tip.startswith("Lets the model ")
        assert spec.name not in actions[spec.name].text()
    assert "internet" in actions["python"].toolTip()  # what it cannot touch, too
    button.show_tools(ChatTools(("python", "read_file"), "auto", ()))
    assert button.accessibleDescription() == "Run Python code, Read attached files on"
