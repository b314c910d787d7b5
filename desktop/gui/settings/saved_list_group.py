"""A Settings group around a list the user keeps (remote servers, computers to use):
the list, a status line, and the steps every change shares (save, show the list again,
say what changed). Subclasses say what the entries are and build their own add row."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QPushButton

from desktop.gui.shell.services import AppServices


class SavedListGroup(QGroupBox):
    def __init__(
        self,
        title: str,
        services: AppServices,
        save: Callable[[], None],
        list_name: str,
        remove_text: str,
    ) -> None:
        super().__init__(title)
        self._services = services
        self._save = save
        self.entry_list = QListWidget()
        self.entry_list.setAccessibleName(list_name)
        self.entry_list.setMaximumHeight(96)
        self.remove_button = QPushButton(remove_text)
        self.remove_button.setAccessibleName(remove_text)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)

    def entry_texts(self) -> list[str]:
        """The entries as the list shows them."""
        raise NotImplementedError

    def picked_row(self, what: str) -> int | None:
        """The row picked in the list; None (and a note naming ``what``) when none is."""
        row = self.entry_list.currentRow()
        if 0 <= row < self.entry_list.count():
            return row
        self.status_label.setText(
            QCoreApplication.translate("SavedListGroup", "Pick {0} in the list first.").format(what)
        )
        return None

    def changed(self, message: str) -> None:
        """The settings changed: save them, show the list again, say ``message``."""
        self._save()
        self.show_entries()
        self.status_label.setText(message)

    def show_entries(self) -> None:
        texts = self.entry_texts()
        self.entry_list.clear()
        self.entry_list.addItems(texts)
        self.remove_button.setEnabled(bool(texts))
