"""Settings has a list of its sections to jump with (issue 26, item 7): the everyday
ones first, the advanced ones apart under their own heading; choosing one brings it
into view, by mouse or keyboard."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGroupBox, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.settings.settings_view import SettingsView
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.section_list import SectionList
from tests.gui.conftest import close_window, open_window

EVERYDAY = [
    "Appearance and accounts",
    "New chats and models",
    "Model folders",
    "Where things are kept",
    "Tools the model can use",
    "Voice",
    "Keyboard shortcuts",
]
ADVANCED = [
    "Tool servers (MCP)",
    "Other apps",
    "Remote servers",
    "Other computers",
    "Runtime",
    "Help",
]


@pytest.fixture
def settings(qtbot: QtBot) -> Iterator[SettingsView]:
    window: MainWindow = open_window(qtbot)
    window.resize(1100, 720)
    window.show_page("Settings")
    view = window.settings_view
    qtbot.waitUntil(view.section_list.isVisible)
    yield view
    close_window(qtbot, window)


def _rows(jump: SectionList) -> list[str]:
    return [jump.item(row).text() for row in range(jump.count())]


def _scroll(view: SettingsView) -> QScrollArea:
    area = view.findChild(QScrollArea)
    assert isinstance(area, QScrollArea)
    return area


def _in_view(view: SettingsView, section: QWidget) -> bool:
    """The section's top is inside the scrolled view."""
    viewport = _scroll(view).viewport()
    top = section.mapTo(viewport, section.rect().topLeft()).y()
    return 0 <= top < viewport.height()


def test_the_everyday_sections_come_first_and_the_advanced_ones_apart(
    settings: SettingsView,
) -> None:
    jump = settings.section_list
    assert _rows(jump) == [*EVERYDAY, "Advanced", *ADVANCED]
    heading = jump.item(len(EVERYDAY))
    # A heading, not a place to go.
    assert not heading.flags() & Qt.ItemFlag.ItemIsSelectable
    assert jump.section(len(EVERYDAY)) is None
    # Every group on the page sits in one of the listed sections, in the list's order.
    sections = [jump.section(row) for row in jump.section_rows()]
    content = _scroll(settings).widget()
    groups = content.findChildren(QGroupBox)
    assert len(groups) >= 12
    for group in groups:
        assert any(
            section is group or section.isAncestorOf(group) for section in sections
        ), f"{group.title()} is in no listed section"
    tops = [section.mapTo(content, section.rect().topLeft()).y() for section in sections]
    assert tops == sorted(tops)
    assert settings.defaults_group in sections[: len(EVERYDAY)]
    assert settings.runtime_group in sections[len(EVERYDAY) :]
    assert settings.rpc_section in sections[len(EVERYDAY) :]


def test_choosing_a_section_brings_it_into_view(qtbot: QtBot, settings: SettingsView) -> None:
    jump = settings.section_list
    bar = _scroll(settings).verticalScrollBar()
    assert bar.maximum() > 0
    for row in reversed(jump.section_rows()):
        section = jump.section(row)
        assert section is not None
        place = jump.visualItemRect(jump.item(row)).center()
        qtbot.mouseClick(jump.viewport(), Qt.MouseButton.LeftButton, pos=place)
        assert jump.currentRow() == row
        assert _in_view(settings, section), jump.item(row).text()
    # Scrolling the page by hand marks the section in view.
    bar.setValue(bar.maximum())  # the end of the page
    assert jump.item(jump.currentRow()).text() in ("Runtime", "Help")
    bar.setValue(0)
    assert jump.item(jump.currentRow()).text() == EVERYDAY[0]


def test_the_keyboard_reaches_the_list_and_moves_into_a_section(
    qtbot: QtBot, settings: SettingsView
) -> None:
    jump = settings.section_list
    # Tab goes from the list to the page's first setting (past the scrolled page itself,
    # which takes the arrow keys to scroll).
    widget = jump.nextInFocusChain()
    while not (
        widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.isVisible()
        and not isinstance(widget, QScrollArea)
    ):
        widget = widget.nextInFocusChain()
    assert widget is settings.theme_combo
    jump.setFocus(Qt.FocusReason.TabFocusReason)
    jump.setCurrentRow(len(EVERYDAY) - 1)
    # Down passes over the "Advanced" heading.
    qtbot.keyClick(jump, Qt.Key.Key_Down)
    assert jump.item(jump.currentRow()).text() == ADVANCED[0]
    qtbot.keyClick(jump, Qt.Key.Key_End)
    assert jump.item(jump.currentRow()).text() == "Help"
    assert _in_view(settings, settings.help_group)
    # Enter moves the focus into the section, on its first control.
    qtbot.keyClick(jump, Qt.Key.Key_Return)
    focused = settings.window().focusWidget()
    assert focused is settings.help_group.open_folder_button


def test_the_list_never_makes_the_page_scroll_sideways(
    qtbot: QtBot, settings: SettingsView
) -> None:
    window = settings.window()
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: settings.width() < 1024 - 100)
    assert settings.section_list.isVisible()
    assert _scroll(settings).horizontalScrollBar().maximum() == 0
    # In a narrow window the list steps aside: the settings keep all the room.
    window.resize(800, 500)
    qtbot.waitUntil(lambda: not settings.section_list.isVisible())
    qtbot.waitUntil(lambda: _scroll(settings).width() == settings.width())


def test_every_shortcut_of_the_window_is_listed(settings: SettingsView) -> None:
    listed = settings.shortcuts_group.keys()
    window = settings.window()
    shortcuts = [
        shortcut.toString(QKeySequence.SequenceFormat.PortableText)
        for action in window.actions()
        for shortcut in action.shortcuts()
    ]
    assert len(shortcuts) >= 6
    for keys in [*shortcuts, "Enter", "Shift+Enter", "Esc", "Ctrl+Enter"]:
        assert keys in listed
    # The section can be reached from the list like the others.
    rows = settings.section_list.section_rows()
    assert settings.shortcuts_group in [settings.section_list.section(row) for row in rows]
