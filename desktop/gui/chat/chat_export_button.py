"""The Chat page's "Export…" button: asks where to save the open chat, as Markdown or
JSON, writes it in the background (export_actions.py) and says how that went."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QPushButton, QWidget

from desktop.core.errors import LlamaDeskError
from desktop.gui.chat.export_actions import (
    FILE_FILTERS,
    SUFFIXES,
    ExportDone,
    ExportFormat,
    export_conversation,
    with_suffix,
)
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.store_words import store_error_text

# The open chat's id (None before its first message) and its title.
OpenChat = Callable[[], tuple[int | None, str]]


class ExportButton(QPushButton):
    """A menu of export formats; ``status`` is the line that reports the result.

    A push button with a menu, not a tool button in instant-popup mode: that one
    draws its arrow in the corner over the end of the text, leaving it no room."""

    def __init__(
        self, services: AppServices, open_chat: OpenChat, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._open_chat = open_chat
        # Where the last export went, this session: the next one opens there.
        self._last_folder: Path | None = None
        self.setText(self.tr("Export…"))
        self.setAccessibleName(self.tr("Export chat"))
        self.setToolTip(self.tr("Save this chat as a Markdown or JSON file."))
        menu = QMenu(self)
        menu.addAction(self.tr("Export as Markdown…")).triggered.connect(
            lambda: self.export_chat("markdown")
        )
        menu.addAction(self.tr("Export as JSON…")).triggered.connect(
            lambda: self.export_chat("json")
        )
        self.setMenu(menu)
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("Export result"))
        self.status.setWordWrap(True)
        self.status.hide()

    # The menu's actions are looked up when asked, not kept: PySide6 6.11 marked a kept
    # QAction wrapper deleted once the window walked its Tab order (main_window's
    # _focus_chain_under), though the action itself lived on and worked.
    @property
    def markdown_action(self) -> QAction:
        return self._menu_actions()[0]

    @property
    def json_action(self) -> QAction:
        return self._menu_actions()[1]

    def _menu_actions(self) -> list[QAction]:
        menu = self.menu()
        assert menu is not None  # set in __init__
        return menu.actions()

    def export_chat(self, export_format: ExportFormat) -> None:
        """Ask where to save the open chat, then write it in the background."""
        conversation_id, title = self._open_chat()
        if conversation_id is None:
            self._show_status(self.tr("There is nothing to export yet: send a message first."))
            return
        suggested = export_folder(self._last_folder) / (_file_name(title) + SUFFIXES[export_format])
        chosen, _filter = QFileDialog.getSaveFileName(
            self.window(),
            self.tr("Export chat"),
            str(suggested),
            QCoreApplication.translate("ExportActions", FILE_FILTERS[export_format]),
        )
        if not chosen:
            return
        path = with_suffix(Path(chosen), export_format)
        self._last_folder = path.parent
        self._show_status(self.tr("Saving the chat to {path}…").format(path=path))
        export_conversation(
            self._services,
            conversation_id,
            export_format,
            path,
            self._on_exported,
            self._on_export_failed,
        )

    def _on_exported(self, done: ExportDone) -> None:
        self._show_status(self.tr("Saved the chat to {path}.").format(path=done.path))

    def _on_export_failed(self, error: Exception) -> None:
        self._show_status(
            store_error_text(error)
            if isinstance(error, LlamaDeskError)
            else self.tr("The chat could not be saved because of an unexpected problem.")
        )

    def _show_status(self, text: str) -> None:
        self.status.setText(text)
        self.status.show()


def export_folder(last: Path | None) -> Path:
    """Where the save dialog opens: the folder of the last export, else the person's
    Documents folder, else their home folder (never the folder the app started from)."""
    if last is not None and last.is_dir():
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def _file_name(title: str) -> str:
    """A file name from a chat title: no characters that some systems refuse."""
    name = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", title).strip(" .…")
    return " ".join(name.split())[:80] or "chat"
