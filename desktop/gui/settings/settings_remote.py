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

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
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
from desktop.gui.settings.saved_list_group import SavedListGroup
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.remote_words import remote_error_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

INTRO = QT_TRANSLATE_NOOP(
    "SettingsRemote",
    "Chat with models on another computer: a llama-server, or LlamaDesk sharing its "
    "model with other apps. Its models appear in the Chat page's model box.",
)


class RemoteServersGroup(SavedListGroup):
    """The saved servers, and a row to add one (name, address, key)."""

    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__(
            QCoreApplication.translate("SettingsRemote", "Remote servers"),
            services,
            save,
            QCoreApplication.translate("SettingsRemote", "Remote servers"),
            QCoreApplication.translate("SettingsRemote", "Remove server"),
        )
        self.server_list = self.entry_list
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Office PC"))
        self.name_edit.setAccessibleName(self.tr("Remote server name"))
        self.url_edit = QLineEdit()
        self.url_edit.setPlaceholderText(self.tr("http://192.168.1.20:8080"))
        self.url_edit.setAccessibleName(self.tr("Remote server address"))
        self.key_edit = QLineEdit()
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setPlaceholderText(self.tr("the server's API key, if it has one"))
        self.key_edit.setAccessibleName(self.tr("Remote server key"))
        self.add_button = QPushButton(self.tr("&Add server"))
        self.add_button.setAccessibleName(self.tr("Add remote server"))
        self.add_button.clicked.connect(self.add_entered_server)
        self.remove_button.clicked.connect(self.remove_selected_server)
        form = wrapping_form()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Address"), self.url_edit)
        form.addRow(self.tr("Key"), self.key_edit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(sentence_label(self.tr("About remote servers"), _t(INTRO)))
        column.addWidget(self.server_list)
        column.addLayout(form)
        column.addLayout(buttons)
        column.addWidget(self.status_label)
        self._checking = False
        self.show_entries()

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
            self._say(remote_error_text(error))
            return
        self._checking = True
        self.add_button.setEnabled(False)
        self._say(self.tr("Asking {0} for its models…").format(server.url))
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
            self._say(remote_error_text(error))
            return
        for edit in (self.name_edit, self.url_edit, self.key_edit):
            edit.clear()
        offered = ", ".join(models) or self.tr("no models yet")
        self.changed(self.tr("Added {0}: it offers {1}.").format(server.name, offered))

    def _check_failed(self, error: Exception) -> None:
        self._end_check()
        message = remote_error_text(error) if isinstance(error, RemoteServerError) else str(error)
        self._say(self.tr("Not added. {0}").format(message))

    def _end_check(self) -> None:
        self._checking = False
        self.add_button.setEnabled(True)

    @Slot()
    def remove_selected_server(self) -> None:
        row = self.picked_row(self.tr("a server"))
        if row is None:
            return
        name = self.servers()[row].name
        remove_server(self._services.settings, name)
        self.changed(self.tr("Removed {0}.").format(name))

    def entry_texts(self) -> list[str]:
        return [f"{server.name} — {server.url}" for server in self.servers()]

    def _say(self, text: str) -> None:
        self.status_label.setText(text)


_t = words_in("SettingsRemote")
