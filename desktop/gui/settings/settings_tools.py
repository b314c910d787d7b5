"""The Settings page's "Tools the model can use": each built-in tool with what it does
and when it needs your approval, the switches for the web tools (off: the app works
offline) and the shell (off: it can change anything), and the MCP servers
(``tool_servers``).

A chat switches tools on with its own Tools button; this says what each may do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
)

from desktop.core.settings import Settings, ToolPolicyChoice
from desktop.core.tools.base import ToolSpec
from desktop.core.tools.toolbox import builtin_specs
from desktop.gui.settings.settings_group import SettingsGroup
from desktop.gui.settings.tool_servers import POLICY_CHOICES, McpServersGroup, policy_words
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.form_controls import check_box, choice_box, text_field
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.tool_words import tool_summary, tool_title
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

WEB_TOOLS = ("web_search", "fetch_url")
ALWAYS_ASKS = frozenset({"shell"})  # every command is shown and approved, whatever is set
WEB_NOTE = QT_TRANSLATE_NOOP(
    "SettingsTools",
    "Needs the internet. Off by default: LlamaDesk works without a connection, and "
    "nothing leaves this computer unless you turn this on.",
)
SHELL_WARNING = QT_TRANSLATE_NOOP(
    "SettingsTools",
    "Warning: a command runs this computer's programs. It can read the system's folders "
    "and the files attached to the chat and write only in the chat's own folder, with "
    "no network; still, every command is shown to you first and runs only if you allow "
    "it.",
)
SEARCH_HINT = QT_TRANSLATE_NOOP(
    "SettingsTools", "A SearXNG search address, e.g. https://searx.example.org/search"
)


def default_policy(spec: ToolSpec) -> ToolPolicyChoice:
    """Where a tool starts: asking for what can change the computer, else allowed."""
    return "ask" if spec.changes_computer else "always"


class ToolsSection:
    """The built-in tools group and the MCP servers group; the page places them apart
    (the servers among its advanced sections)."""

    def __init__(
        self,
        services: AppServices,
        save: Callable[[], None],
        specs: Callable[[], Sequence[ToolSpec]] = builtin_specs,
    ) -> None:
        self.builtin_group = BuiltinToolsGroup(services, save, specs())
        self.servers_group = McpServersGroup(services, save)

    def shutdown(self) -> None:
        self.servers_group.shutdown()


class BuiltinToolsGroup(SettingsGroup):
    """One row per built-in tool."""

    def __init__(
        self, services: AppServices, save: Callable[[], None], specs: Sequence[ToolSpec]
    ) -> None:
        super().__init__(
            QCoreApplication.translate("SettingsTools", "Tools the model can use"), services, save
        )
        self.policy_combos: dict[str, QComboBox] = {}
        settings = services.settings
        intro = sentence_label(
            self.tr("About tools"),
            self.tr(
                "Turn tools on for a chat with the Tools button above its messages. "
                "Here you choose when each one needs your approval."
            ),
        )
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        for row, spec in enumerate(specs):
            name = QLabel(tool_title(spec))
            bold = QFont(name.font())
            bold.setBold(True)
            name.setFont(bold)
            # A tool's name in Russian ("Выполнять команды на этом компьютере") made the
            # grid wider than the page at 800x500: it wraps instead.
            name.setWordWrap(True)
            description = sentence_label(
                self.tr("What {0} does").format(tool_title(spec)), tool_summary(spec)
            )
            grid.addWidget(name, row, 0)
            grid.addWidget(description, row, 1)
            grid.addWidget(self._policy_combo(spec, settings), row, 2)

        self.web_check = check_box(
            self.tr("Let the model use the web (web_search and fetch_url)"),
            self.tr("Let the model use the web"),
            self._on_web_toggled,
            checked=settings.web_tools_enabled,
        )
        self.web_note = sentence_label(self.tr("About the web tools"), _t(WEB_NOTE))
        self.search_edit = text_field(
            self.tr("Search address for web_search"), _t(SEARCH_HINT), settings.search_url or ""
        )
        self.search_edit.setToolTip(_t(SEARCH_HINT))
        self.search_edit.editingFinished.connect(self._on_search_edited)

        self.shell_check = check_box(
            self.tr("Let the model run commands (shell)"),
            self.tr("Let the model run commands"),
            self._on_shell_toggled,
            checked=settings.shell_tool_enabled,
        )
        self.shell_warning = sentence_label(self.tr("Shell warning"), _t(SHELL_WARNING))
        self.shell_warning.setObjectName("error")

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        for widget in (
            self.web_check,
            self.web_note,
            self.search_edit,
            self.shell_check,
            self.shell_warning,
        ):
            layout.addWidget(widget)

    def _policy_combo(self, spec: ToolSpec, settings: Settings) -> QComboBox:
        combo = choice_box(
            self.tr("When {0} needs your approval").format(spec.name),
            [(policy_words(text), value) for text, value in POLICY_CHOICES],
        )
        chosen = settings.tool_policies.get(spec.name, default_policy(spec))
        if spec.name in ALWAYS_ASKS:
            chosen = "ask"
            combo.setEnabled(False)
            combo.setToolTip(self.tr("The shell asks before every command."))
        combo.setCurrentIndex(max(0, combo.findData(chosen)))
        combo.currentIndexChanged.connect(
            lambda _index, spec=spec, combo=combo: self._on_policy_chosen(spec, combo)
        )
        self.policy_combos[spec.name] = combo
        return combo

    def _on_policy_chosen(self, spec: ToolSpec, combo: QComboBox) -> None:
        value = combo.currentData()
        policies = dict(self._services.settings.tool_policies)
        if value == default_policy(spec):
            policies.pop(spec.name, None)  # the default, kept only as the default
        else:
            policies[spec.name] = value
        self._change(replace(self._services.settings, tool_policies=policies))

    @Slot(bool)
    def _on_web_toggled(self, on: bool) -> None:
        self._change(replace(self._services.settings, web_tools_enabled=on))

    @Slot(bool)
    def _on_shell_toggled(self, on: bool) -> None:
        self._change(replace(self._services.settings, shell_tool_enabled=on))

    @Slot()
    def _on_search_edited(self) -> None:
        url = self.search_edit.text().strip() or None
        self._change(replace(self._services.settings, search_url=url))


_t = words_in("SettingsTools")
