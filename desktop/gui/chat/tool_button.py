"""The Chat page's Tools button: which tools the open chat has on.

Its menu lists the built-in tools (those switched off in Settings greyed, saying so),
the MCP servers of ``mcp.json``, and "Make the model use a tool first" (the turn's
first model call is then a tool call, even on a model that would rather not). Each
change is kept with the chat (``tool_choices``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QWidget

from desktop.core.settings import Settings
from desktop.core.tools.base import ToolSpec
from desktop.core.tools.toolbox import MCP_PREFIX, is_switched_on
from desktop.gui.chat.tool_choices import ChatTools
from desktop.gui.widgets.tool_words import tool_summary, tool_title
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

FORCE_TOOL_TEXT = QT_TRANSLATE_NOOP("ToolButton", "Make the model use a tool first")


class ChatToolsButton(QPushButton):
    """Shows and changes one chat's ``ChatTools``; ``changed`` says a person changed it.

    A push button with a menu, as the Export button: a tool button in instant-popup
    mode draws its arrow in the corner, over the end of the text."""

    changed = Signal(object)  # ChatTools

    def __init__(
        self,
        settings: Settings,
        builtin_specs: Callable[[], Sequence[ToolSpec]],
        server_names: Callable[[], Sequence[str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._builtin_specs = builtin_specs
        self._server_names = server_names
        self.tools = ChatTools()
        self.setAccessibleName(self.tr("Tools for this chat"))
        self.setToolTip(self.tr("Choose the tools the model may use in this chat"))
        self.menu_ = QMenu(self)
        self.menu_.setAccessibleName(self.tr("Tools for this chat"))
        self.menu_.aboutToShow.connect(self.fill_menu)
        self.setMenu(self.menu_)
        self._show_count()

    def show_tools(self, tools: ChatTools) -> None:
        """Show another chat's choice (nothing is saved)."""
        self.tools = tools
        self._show_count()

    def actions_by_name(self) -> dict[str, QAction]:
        """The menu's actions by tool name (``mcp:SERVER`` for a server), and the
        force-a-tool switch by its text; filled when the menu opens."""
        return {action.data() or action.text(): action for action in self.menu_.actions()}

    @Slot()
    def fill_menu(self) -> None:
        menu = self.menu_
        menu.clear()
        chosen = set(self.tools.names)
        for spec in self._builtin_specs():
            on_in_settings = is_switched_on(spec.name, self._settings)
            if not on_in_settings:
                text = self.tr("{tool} (off in Settings)")
            elif spec.changes_computer:
                text = self.tr("{tool} (can change things)")
            else:
                text = self.tr("{tool} (only reads)")
            text = text.format(tool=tool_title(spec))
            self._add_tool(text, spec.name, tool_summary(spec), chosen, enabled=on_in_settings)
        servers = list(self._server_names())
        if servers:
            menu.addSection(self.tr("MCP servers"))
        for server in servers:
            name = MCP_PREFIX + server
            self._add_tool(
                f"{server} (MCP)",
                name,
                self.tr(
                    "Every tool of {server}: those it marks as only reading run at once, the "
                    "others ask you first, every time for those that can delete or overwrite"
                ).format(server=server),
                chosen,
            )
        menu.addSection(self.tr("Files the tools may read"))
        for file in self.tools.files:
            attached = menu.addAction(Path(file).name)
            attached.setData(f"file:{file}")
            attached.setCheckable(True)
            attached.setChecked(True)
            attached.setToolTip(self.tr("{file} (untick to take it away)").format(file=file))
            attached.toggled.connect(lambda on, file=file: self._on_file_toggled(file, on))
        attach = menu.addAction(self.tr("Attach a file…"))
        attach.setToolTip(self.tr("A file the model may read in this chat (nothing else is)"))
        attach.triggered.connect(self._choose_files)
        menu.addSeparator()
        force = menu.addAction(QCoreApplication.translate("ToolButton", FORCE_TOOL_TEXT))
        force.setCheckable(True)
        force.setChecked(self.tools.tool_choice == "required")
        force.setToolTip(self.tr("The model's first step in each answer is a tool call"))
        force.toggled.connect(self._on_force_toggled)

    def _add_tool(
        self, text: str, name: str, tip: str, chosen: set[str], *, enabled: bool = True
    ) -> None:
        action = self.menu_.addAction(text)
        action.setData(name)
        action.setCheckable(True)
        action.setChecked(name in chosen)
        action.setToolTip(tip)
        action.setEnabled(enabled or name in chosen)  # what is on can always go off
        action.toggled.connect(lambda on, name=name: self._on_tool_toggled(name, on))
        self.menu_.setToolTipsVisible(True)

    def attach_files(self, files: list[Path]) -> None:
        """Let this chat's tools read ``files`` (read_file goes on with them)."""
        known = list(self.tools.files)
        known += [str(file.resolve()) for file in files if str(file.resolve()) not in known]
        names = (
            self.tools.names
            if "read_file" in self.tools.names
            else (*self.tools.names, "read_file")
        )
        self._change(ChatTools(tuple(names), self.tools.tool_choice, tuple(known)))

    def detach_file(self, file: Path) -> None:
        files = tuple(known for known in self.tools.files if known != str(file))
        self._change(ChatTools(self.tools.names, self.tools.tool_choice, files))

    def _on_file_toggled(self, file: str, on: bool) -> None:
        if not on:
            self.detach_file(Path(file))

    def _choose_files(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileNames(self, self.tr("Attach a file for the tools"))
        self.attach_files([Path(path) for path in chosen])

    def _on_tool_toggled(self, name: str, on: bool) -> None:
        names = [existing for existing in self.tools.names if existing != name]
        if on:
            names.append(name)
        self._change(ChatTools(tuple(names), self.tools.tool_choice, self.tools.files))

    @Slot(bool)
    def _on_force_toggled(self, on: bool) -> None:
        self._change(ChatTools(self.tools.names, "required" if on else "auto", self.tools.files))

    def _change(self, tools: ChatTools) -> None:
        self.tools = tools
        self._show_count()
        self.changed.emit(tools)

    def _show_count(self) -> None:
        count = len(self.tools.names)
        self.setText(
            self.tr("Tools: {count} on").format(count=count) if count else self.tr("Tools")
        )
        labels = {spec.name: tool_title(spec) for spec in self._builtin_specs()}
        names = [labels.get(name, name) for name in self.tools.names]
        self.setAccessibleDescription(
            self.tr("{names} on").format(names=", ".join(names))
            if count
            else self.tr("No tools on in this chat")
        )
