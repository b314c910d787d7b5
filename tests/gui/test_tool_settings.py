"""Settings > Tools: the built-in tools with their approval choice and switches, kept
in the settings file; MCP servers added, tested (the real test server, started through
the SDK) and removed, with plain words for what goes wrong."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.settings import SettingsStore
from desktop.gui.settings.settings_tools import SHELL_WARNING, WEB_NOTE
from desktop.gui.settings.tool_servers import McpServersGroup
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import type_into
from tests.support.mcp_servers import tools_server

SAVE_TIMEOUT_MS = 10_000
# Starting a Python MCP server (the SDK's import alone) on a busy 2-core machine.
TEST_TIMEOUT_MS = 90_000
TEST_SERVER = Path(tools_server.__file__)


def _servers_group(window: MainWindow) -> McpServersGroup:
    window.show_page("Settings")
    return window.settings_view.tools_section.servers_group


def _select(group: McpServersGroup, name: str) -> None:
    for row in range(group.server_list.count()):
        item = group.server_list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == name:
            group.server_list.setCurrentItem(item)
            return
    raise AssertionError(f"{name} is not listed")


def _add(qtbot: QtBot, group: McpServersGroup, name: str, where: str) -> None:
    group.name_edit.setText(name)
    type_into(qtbot, group.where_edit, where)  # Enter adds it
    qtbot.waitUntil(lambda: name in group.server_names(), timeout=SAVE_TIMEOUT_MS)


def _configured() -> dict[str, object]:
    data = json.loads(paths.mcp_config_path().read_text(encoding="utf-8"))
    servers = data["mcpServers"]
    assert isinstance(servers, dict)
    return servers


def test_the_tools_are_listed_with_their_approval_and_switches_that_persist(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.show_page("Settings")
    group = window.settings_view.tools_section.builtin_group
    assert {"python", "read_file", "web_search", "fetch_url", "shell"} <= set(group.policy_combos)
    texts = [label.text() for label in group.findChildren(QLabel)]
    assert WEB_NOTE in texts and SHELL_WARNING in texts
    # Off by default: the app works offline, and the shell can change anything.
    assert group.web_check.isChecked() is False
    assert group.shell_check.isChecked() is False
    shell = group.policy_combos["shell"]
    assert shell.currentData() == "ask" and shell.isEnabled() is False
    assert group.policy_combos["python"].currentData() == "always"

    group.policy_combos["python"].setCurrentIndex(group.policy_combos["python"].findData("ask"))
    group.web_check.setFocus()
    qtbot.keyClick(group.web_check, Qt.Key.Key_Space)
    type_into(qtbot, group.search_edit, "http://127.0.0.1:9/search")
    qtbot.waitUntil(
        lambda: (
            (stored := SettingsStore().load()).web_tools_enabled
            and stored.tool_policies.get("python") == "ask"
            and stored.search_url == "http://127.0.0.1:9/search"
        ),
        timeout=SAVE_TIMEOUT_MS,
    )
    # Back to the default: nothing is kept for it.
    group.policy_combos["python"].setCurrentIndex(group.policy_combos["python"].findData("always"))
    qtbot.waitUntil(
        lambda: "python" not in SettingsStore().load().tool_policies, timeout=SAVE_TIMEOUT_MS
    )


def test_an_mcp_server_is_added_tested_and_removed(window: MainWindow, qtbot: QtBot) -> None:
    group = _servers_group(window)
    assert group.server_names() == []
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(TEST_SERVER))}"
    _add(qtbot, group, "testtools", command)
    assert _configured()["testtools"] == {"command": sys.executable, "args": [str(TEST_SERVER)]}
    assert group.name_edit.text() == "" and group.where_edit.text() == ""

    _select(group, "testtools")
    qtbot.mouseClick(group.test_button, Qt.MouseButton.LeftButton)
    assert group.status.text() == "Testing testtools…"
    qtbot.waitUntil(lambda: group.test_button.isEnabled(), timeout=TEST_TIMEOUT_MS)
    assert group.status.text().startswith("testtools: It works. Its tools: ")
    for tool in ("add", "hang", "crash"):
        assert tool in group.status.text()

    qtbot.mouseClick(group.remove_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: group.server_names() == [], timeout=SAVE_TIMEOUT_MS)
    assert "testtools" not in _configured()
    assert group.status.text() == "Removed testtools."


def test_a_server_that_will_not_start_is_said_plainly_and_leaves_no_process(
    window: MainWindow, qtbot: QtBot
) -> None:
    group = _servers_group(window)
    dies = f"{shlex.quote(sys.executable)} -c {shlex.quote('import sys; sys.exit(4)')}"
    _add(qtbot, group, "broken", dies)
    _select(group, "broken")
    qtbot.mouseClick(group.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: group.test_button.isEnabled(), timeout=TEST_TIMEOUT_MS)
    assert group.status.text().startswith("broken: It did not work: ")
    assert "broken" in _configured()  # kept: the user fixes or removes it


@pytest.mark.parametrize(
    ("name", "where", "said"),
    [
        ("", "npx server", "Give the server a name."),
        ("x", "  ", "Give the command that starts the server, or its web address."),
        ("x", "python 'unclosed", "The command could not be read: No closing quotation."),
    ],
)
def test_what_cannot_be_a_server_is_refused_in_plain_words_and_kept_in_the_fields(
    window: MainWindow, qtbot: QtBot, name: str, where: str, said: str
) -> None:
    group = _servers_group(window)
    group.name_edit.setText(name)
    group.where_edit.setText(where)
    qtbot.mouseClick(group.add_button, Qt.MouseButton.LeftButton)
    assert group.status.text() == said
    assert (group.name_edit.text(), group.where_edit.text()) == (name, where)
    assert not paths.mcp_config_path().exists()


def test_a_damaged_mcp_json_is_named_and_never_written_over(
    window: MainWindow, qtbot: QtBot
) -> None:
    config = paths.mcp_config_path()
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("{not json", encoding="utf-8")
    group = _servers_group(window)
    group.refresh()
    qtbot.waitUntil(lambda: "damaged" in group.status.text(), timeout=SAVE_TIMEOUT_MS)
    _add_attempt = "url-server"
    group.name_edit.setText(_add_attempt)
    group.where_edit.setText("http://127.0.0.1:9/mcp")
    group.status.clear()
    qtbot.mouseClick(group.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "damaged" in group.status.text(), timeout=SAVE_TIMEOUT_MS)
    assert config.read_text(encoding="utf-8") == "{not json"
