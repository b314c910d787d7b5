"""The Settings page's "Remote servers": OpenAI-compatible servers on other computers
(a llama-server, or a LlamaDesk serving other apps) whose models the Chat page's model
box offers.

Add asks the server for its models first (in the background) and keeps it only when
it answers, so a typo in the address or key is said at once, in a sentence. The keys
are stored with the settings, like the Hugging Face token, and never shown in a list.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
)

from desktop.core.chat.remote_servers import (
    RemoteServer,
    RemoteServerError,
    add_server,
    list_models,
    remove_server,
    saved_servers,
)
from desktop.gui.page_text import sentence_label
from desktop.gui.services import AppServices

INTRO = (
    "Chat with models on another computer: a llama-server, or LlamaDesk sharing its "
    "model with other apps. Its models appear in the Chat page's model box."
)


class RemoteServersGroup(QGroupBox):
    """The saved servers, and a row to add one (name, address, key)."""

    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__("Remote servers")
        self._services = services
        self._save = save
        self.server_list = QListWidget()
        self.server_list.setAccessibleName("Remote servers")
        self.server_list.setMaximumHeight(96)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText("Office PC")
        self.name_edit.setAccessibleName("Remote server name")
        self.url_edit = QLineEdit()
        self.url_edit.setPlaceholderText("http://192.168.1.20:8080")
        self.url_edit.setAccessibleName("Remote server address")
        self.key_edit = QLineEdit()
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText("the server's API key, if it has one")
        self.key_edit.setAccessibleName("Remote server key")
        self.add_button = QPushButton("&Add server")
        self.add_button.setAccessibleName("Add remote server")
        self.add_button.clicked.connect(self.add_entered_server)
        self.remove_button = QPushButton("Remove server")
        self.remove_button.setAccessibleName("Remove remote server")
        self.remove_button.clicked.connect(self.remove_selected_server)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Name", self.name_edit)
        form.addRow("Address", self.url_edit)
        form.addRow("Key", self.key_edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(sentence_label("About remote servers", INTRO))
        column.addWidget(self.server_list)
        column.addLayout(form)
        column.addLayout(buttons)
        column.addWidget(self.status_label)
        self._checking = False
        self._show_servers()

    def servers(self) -> list[RemoteServer]:
        return saved_servers(self._services.settings)

    @Slot()
    def add_entered_server(self) -> None:
        """Check the entered server (its model list), then keep it."""
        if self._checking:
            return
        trial = copy.deepcopy(self._services.settings)
        try:
            server = add_server(
                trial, self.name_edit.text(), self.url_edit.text(), self.key_edit.text()
            )
        except RemoteServerError as error:
            self._say(error.message)
            return
        self._checking = True
        self.add_button.setEnabled(False)
        self._say(f"Asking {server.url} for its models…")
        self._services.probes.submit(
            lambda: list_models(server),
            lambda models: self._checked(server, models),
            self._check_failed,
        )

    def _checked(self, server: RemoteServer, models: list[str]) -> None:
        self._end_check()
        settings = self._services.settings
        try:
            add_server(settings, server.name, server.url, server.key)
        except RemoteServerError as error:  # the same name added meanwhile
            self._say(error.message)
            return
        self._save()
        self._show_servers()
        for edit in (self.name_edit, self.url_edit, self.key_edit):
            edit.clear()
        offered = ", ".join(models) or "no models yet"
        self._say(f"Added {server.name}: it offers {offered}.")

    def _check_failed(self, error: Exception) -> None:
        self._end_check()
        message = error.message if isinstance(error, RemoteServerError) else str(error)
        self._say(f"Not added. {message}")

    def _end_check(self) -> None:
        self._checking = False
        self.add_button.setEnabled(True)

    @Slot()
    def remove_selected_server(self) -> None:
        row = self.server_list.currentRow()
        servers = self.servers()
        if not 0 <= row < len(servers):
            self._say("Pick a server in the list first.")
            return
        name = servers[row].name
        remove_server(self._services.settings, name)
        self._save()
        self._show_servers()
        self._say(f"Removed {name}.")

    def _show_servers(self) -> None:
        self.server_list.clear()
        for server in self.servers():
            self.server_list.addItem(f"{server.name} — {server.url}")
        self.remove_button.setEnabled(bool(self.servers()))

    def _say(self, text: str) -> None:
        self.status_label.setText(text)
