"""The Library page: every model found on this computer (a first, read-only version)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.gui.model_preview import ModelChoices, model_choices
from desktop.gui.services import AppServices
from desktop.gui.units import format_bytes, format_tokens

COLUMNS = ("Name", "Architecture", "Size", "Quantisation", "Context", "Can", "Where")


class LibraryView(QWidget):
    """A table of models; double-click (or Load) to load one."""

    load_requested = Signal(Path)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        heading = QLabel("Your models")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setAccessibleName("Models on this computer")
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setAccessibleName("Columns")
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSortingEnabled(True)
        self.table.doubleClicked.connect(lambda _index: self._load_selected())
        self.status_label = QLabel("Looking for models…")
        self.status_label.setAccessibleName("Library status")
        self.status_label.setWordWrap(True)
        self.refresh_button = QPushButton("Look again")
        self.refresh_button.setAccessibleName("Look for models again")
        self.refresh_button.clicked.connect(self.refresh)
        self.load_button = QPushButton("Load")
        self.load_button.setAccessibleName("Load the selected model")
        self.load_button.clicked.connect(self._load_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(self.refresh_button)
        buttons.addStretch(1)
        buttons.addWidget(self.load_button)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status_label)
        layout.addLayout(buttons)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        settings = self._services.settings
        self._services.probes.submit(lambda: model_choices(settings), self._fill, self._failed)

    def _fill(self, choices: ModelChoices) -> None:
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(choices.entries))
        for row, entry in enumerate(choices.entries):
            info = entry.info
            name = entry.name + (" (starter model)" if entry.bundled else "")
            cells = (
                name,
                info.architecture if info else "—",
                format_bytes(entry.size_bytes),
                (info.file_type or "—") if info else "—",
                format_tokens(info.context_length) if info and info.context_length else "—",
                ", ".join(sorted(entry.capabilities)) or "chat",
                entry.error or _where(entry.source, entry.bundled),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, str(entry.path))
                item.setToolTip(str(entry.path))
                self.table.setItem(row, column, item)
        self.table.setSortingEnabled(True)
        count = len(choices.entries)
        self.status_label.setText(
            f"{count} model{'s' if count != 1 else ''} found."
            if count
            else "No models found. Add a folder in Settings, or open a file on the Load page."
        )

    def _failed(self, error: Exception) -> None:
        self.status_label.setText(
            error.message if isinstance(error, LlamaDeskError) else "Looking for models failed."
        )

    @Slot()
    def _load_selected(self) -> None:
        items = self.table.selectedItems()
        if items:
            self.load_requested.emit(Path(items[0].data(Qt.ItemDataRole.UserRole)))


_SOURCES = {
    "app": "LlamaDesk's models folder",
    "folder": "a folder you added",
    "hf-cache": "Hugging Face downloads",
    "lmstudio": "LM Studio",
}


def _where(source: str, bundled: bool) -> str:
    return "comes with LlamaDesk" if bundled else _SOURCES.get(source, source)
