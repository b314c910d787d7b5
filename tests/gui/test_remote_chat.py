"""Remote servers in the app: added in Settings (checked first), offered in the Chat
page's model box, and answering there. The "remote" is another real llama-server with
the starter model on loopback, started with a key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.remote_servers import RemoteServer
from desktop.core.settings import SettingsStore
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import ask_and_wait, last_message, server_children
from tests.gui.conftest import ANSWER_TIMEOUT_MS
from tests.support.raw_server import RawServer

CHECK_TIMEOUT_MS = 20_000


@pytest.fixture(scope="module")
def remote(remote_llama_server: RawServer) -> RawServer:
    return remote_llama_server


def _add(qtbot: QtBot, window: MainWindow, name: str, url: str, key: str) -> str:
    group = window.settings_view.remote_group
    group.name_edit.setText(name)
    group.url_edit.setText(url)
    group.key_edit.setText(key)
    qtbot.mouseClick(group.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: group.add_button.isEnabled(), timeout=CHECK_TIMEOUT_MS)
    return group.status_label.text()


def test_a_remote_server_added_in_settings_answers_in_the_chat(
    qtbot: QtBot, window: MainWindow, remote: RawServer
) -> None:
    window.show_page("Settings")
    refused = _add(qtbot, window, "Office PC", remote.base_url, "wrong")
    assert refused == (
        "Not added. Office PC refused the key. Check the key for it in Settings → "
        "Remote servers."
    )
    assert window.settings_view.remote_group.servers() == []
    added = _add(qtbot, window, "Office PC", remote.base_url, remote.api_key)
    assert added == "Added Office PC: it offers starter."
    server = RemoteServer("Office PC", remote.base_url, remote.api_key)
    assert window.settings_view.remote_group.servers() == [server]
    qtbot.waitUntil(
        lambda: SettingsStore().load().remote_servers == [server.settings_record()],
        timeout=CHECK_TIMEOUT_MS,
    )

    window.show_page("Chat")
    switcher = window.chat_view.model_switcher
    qtbot.waitUntil(lambda: bool(switcher.remote_choices()), timeout=CHECK_TIMEOUT_MS)
    choice = switcher.remote_choices()[0]
    assert choice.label == "starter — Office PC"
    assert switcher.choose_remote(choice)
    qtbot.waitUntil(lambda: switcher.remote.chosen == choice, timeout=CHECK_TIMEOUT_MS)
    assert switcher.combo.currentText() == "starter — Office PC"

    window.chat_view.max_tokens.setValue(24)
    finished = ask_and_wait(qtbot, window, "What is the capital of France?")
    assert finished.text.strip()
    assert finished.stats["ran_on"] == {"devices": ["Office PC (remote)"], "context": 0}
    qtbot.waitUntil(lambda: bool(last_message(window.chat_view).text().strip()),
                    timeout=ANSWER_TIMEOUT_MS)
    # Nothing was loaded here: the only llama-server is the "remote" one.
    assert [child.pid for child in server_children()] == [remote.process.pid]

    window.show_page("Settings")
    group = window.settings_view.remote_group
    group.server_list.setCurrentRow(0)
    qtbot.mouseClick(group.remove_button, Qt.MouseButton.LeftButton)
    assert group.servers() == [] and group.status_label.text() == "Removed Office PC."
