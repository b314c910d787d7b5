"""Settings' MCP servers: the servers of ``mcp.json`` listed, added (a command to
start, or a web address), removed, and tested (started, its tools listed, stopped).

The file is read and written on the probe thread. A test starts a server, which can
take up to a minute, so it runs on a thread of its own, made on the first Test.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.settings import ToolPolicyChoice
from desktop.core.tools.base import ToolsError
from desktop.core.tools.mcp_config import (
    McpServerConfig,
    list_servers,
    remove_server,
    save_server,
)
from desktop.core.tools.mcp_servers import test_server
from desktop.core.tools.toolbox import MCP_PREFIX
from desktop.gui.bridge.background_calls import BackgroundCalls
from desktop.gui.settings.settings_group import SettingsGroup
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.form_controls import action_button, choice_box, text_field
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.tool_words import tools_error_text

MCP_TEST_THREAD_NAME = "llamadesk-mcp-test"
POLICY_CHOICES: tuple[tuple[object, ToolPolicyChoice], ...] = (
    (QT_TRANSLATE_NOOP("ToolServers", "Ask every time"), "ask"),
    (QT_TRANSLATE_NOOP("ToolServers", "Allow in this chat"), "allow_in_chat"),
    (QT_TRANSLATE_NOOP("ToolServers", "Always allow"), "always"),
)


def server_from_entry(name: str, where: str) -> McpServerConfig:
    """A server from what was typed: a web address, or a command and its arguments
    (quoted as in a terminal). Raises ToolsError in plain words."""
    name, where = name.strip(), where.strip()
    if not name:
        raise ToolsError(QCoreApplication.translate("ToolServers", "Give the server a name."))
    if not where:
        raise ToolsError(
            QCoreApplication.translate(
                "ToolServers", "Give the command that starts the server, or its web address."
            )
        )
    if where.startswith(("http://", "https://")):
        return McpServerConfig(name, url=where)
    try:
        words = shlex.split(where)
    except ValueError as error:
        raise ToolsError(
            QCoreApplication.translate("ToolServers", "The command could not be read: {0}.").format(
                error
            )
        ) from error
    return McpServerConfig(name, command=words[0], args=tuple(words[1:]))


def describe_test(outcome: tuple[bool, list[tuple[str, bool]] | ToolsError]) -> str:
    _worked, details = outcome
    if isinstance(details, ToolsError):
        return QCoreApplication.translate("ToolServers", "It did not work: {0}").format(
            tools_error_text(details)
        )
    if not details:
        return QCoreApplication.translate("ToolServers", "It works, but it offers no tools.")
    names = [
        QCoreApplication.translate("ToolServers", "{tool} (can change things)").format(tool=name)
        if can_change
        else name
        for name, can_change in details
    ]
    return QCoreApplication.translate("ToolServers", "It works. Its tools: {0}.").format(
        ", ".join(names)
    )


class McpServersGroup(SettingsGroup):
    """The configured MCP servers and what can be done to them."""

    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__(QCoreApplication.translate("ToolServers", "MCP servers"), services, save)
        self._tests: BackgroundCalls | None = None
        self._closed = False
        intro = sentence_label(
            self.tr("About MCP servers"),
            self.tr(
                "Programs or web services that give the model more tools, as in other "
                "apps. They are kept in {0}. Turn one on for a chat with its Tools "
                "button."
            ).format(paths.mcp_config_path()),
        )
        self.server_list = QListWidget()
        self.server_list.setAccessibleName(self.tr("MCP servers"))
        self.server_list.currentItemChanged.connect(self._on_selected)
        self.test_button = action_button(
            self.tr("Test"), self.tr("Test the selected MCP server"), self.test
        )
        self.remove_button = action_button(
            self.tr("Remove"), self.tr("Remove the selected MCP server"), self.remove_selected
        )
        self.policy_combo = choice_box(
            self.tr("When the selected server's tools need your approval"),
            [(policy_words(text), value) for text, value in POLICY_CHOICES],
        )
        self.policy_combo.currentIndexChanged.connect(self._on_policy_chosen)
        selected_row = QHBoxLayout()
        selected_row.addWidget(self.policy_combo, 1)
        selected_row.addWidget(self.test_button)
        selected_row.addWidget(self.remove_button)

        self.name_edit = text_field(self.tr("New MCP server's name"), self.tr("e.g. files"))
        self.where_edit = text_field(
            self.tr("New MCP server's command or web address"),
            self.tr("e.g. npx -y @modelcontextprotocol/server-memory"),
        )
        self.where_edit.returnPressed.connect(self.add_from_fields)
        self.add_button = action_button(
            self.tr("Add server"), self.tr("Add this MCP server"), self.add_from_fields
        )
        form = wrapping_form()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Command or address"), self.where_edit)

        self.status = sentence_label(self.tr("MCP server status"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.server_list)
        layout.addLayout(selected_row)
        layout.addLayout(form)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.status)
        self._on_selected(None, None)
        self.refresh()

    # -- actions -----------------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """Read ``mcp.json`` again (in the background) and list its servers."""
        self._services.probes.submit(list_servers, self._show_servers, self._show_problem)

    @Slot()
    def add_from_fields(self) -> None:
        """Add the server typed in the fields; they are emptied once it is saved."""
        try:
            server = server_from_entry(self.name_edit.text(), self.where_edit.text())
        except ToolsError as error:
            self._show_problem(error)
            return

        def clear_entry() -> None:
            self.name_edit.clear()
            self.where_edit.clear()

        added = self.tr("Added {0}. Press Test to try it.").format(server.name)
        self._change_servers(lambda: save_server(server), added, then=clear_entry)

    @Slot()
    def remove_selected(self) -> None:
        name = self.selected_name()
        if name is not None:
            self._change_servers(lambda: remove_server(name), self.tr("Removed {0}.").format(name))

    def _change_servers(
        self, change: Callable[[], None], done: str, then: Callable[[], None] = lambda: None
    ) -> None:
        """Write mcp.json on the probe thread; once written, ``then``, say ``done`` and
        list the servers again."""

        def changed(_none: object) -> None:
            then()
            self.status.setText(done)
            self.refresh()

        self._services.probes.submit(change, changed, self._show_problem)

    @Slot()
    def test(self) -> None:
        """Start the selected server, list its tools, stop it; say how that went."""
        name = self.selected_name()
        if name is None or self._closed:
            return
        if self._tests is None:
            self._tests = BackgroundCalls(MCP_TEST_THREAD_NAME, self)
        self.test_button.setEnabled(False)
        self.status.setText(self.tr("Testing {0}…").format(name))

        def tested(outcome: tuple[bool, list[tuple[str, bool]] | ToolsError]) -> None:
            self.test_button.setEnabled(self.selected_name() is not None)
            self.status.setText(f"{name}: {describe_test(outcome)}")

        def failed(error: Exception) -> None:
            self.test_button.setEnabled(self.selected_name() is not None)
            self._show_problem(error)

        self._tests.submit(lambda: test_server(name), tested, failed)

    def selected_name(self) -> str | None:
        item = self.server_list.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, str) else None

    def server_names(self) -> list[str]:
        return [
            str(self.server_list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.server_list.count())
        ]

    def shutdown(self) -> None:
        """Stop a test in progress with its server (its own time limit ends it)."""
        self._closed = True
        if self._tests is not None:
            self._tests.shutdown(discard_queued=True)
            self._tests = None

    # -- showing -----------------------------------------------------------------------

    def _show_servers(self, servers: list[McpServerConfig]) -> None:
        selected = self.selected_name()
        self.server_list.clear()
        for server in servers:
            item = QListWidgetItem(f"{server.name} — {server.describe()}")
            item.setData(Qt.ItemDataRole.UserRole, server.name)
            self.server_list.addItem(item)
            if server.name == selected:
                self.server_list.setCurrentItem(item)
        if not servers:
            self._on_selected(None, None)

    def _show_problem(self, error: Exception) -> None:
        if isinstance(error, LlamaDeskError):
            self.status.setText(tools_error_text(error))
        else:
            self.status.setText(self.tr("The MCP servers could not be read or saved."))

    @Slot(object, object)
    def _on_selected(self, current: QListWidgetItem | None, _previous: object) -> None:
        chosen = current is not None
        for widget in (self.test_button, self.remove_button, self.policy_combo):
            widget.setEnabled(chosen)
        name = self.selected_name()
        if name is None:
            return
        policy = self._services.settings.tool_policies.get(MCP_PREFIX + name, "ask")
        self.policy_combo.blockSignals(True)
        self.policy_combo.setCurrentIndex(max(0, self.policy_combo.findData(policy)))
        self.policy_combo.blockSignals(False)

    @Slot(int)
    def _on_policy_chosen(self, _index: int) -> None:
        name = self.selected_name()
        if name is None:
            return
        policies = dict(self._services.settings.tool_policies)
        value = self.policy_combo.currentData()
        if value == "ask":
            policies.pop(MCP_PREFIX + name, None)
        else:
            policies[MCP_PREFIX + name] = value
        if self._services.update_settings(replace(self._services.settings, tool_policies=policies)):
            self._save()


def policy_words(marked: object) -> str:
    """Words marked with QT_TRANSLATE_NOOP above, in the window's language (translated
    when shown: the module's constants are made before the translator is installed)."""
    return QCoreApplication.translate("ToolServers", str(marked))
