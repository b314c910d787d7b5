"""The Settings page (a first version: theme, and what the app found)."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from desktop.core import paths
from desktop.core.settings import Theme
from desktop.gui.services import AppServices
from desktop.gui.theme import THEME_NAMES


class SettingsView(QWidget):
    """Settings that apply at once and are saved in the background."""

    theme_changed = Signal(str)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        heading = QLabel("Settings")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        self.theme_combo = QComboBox()
        self.theme_combo.setAccessibleName("Theme")
        for value, name in THEME_NAMES.items():
            self.theme_combo.addItem(name, value)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData(services.settings.theme))
        self.theme_combo.currentIndexChanged.connect(self._on_theme_chosen)
        self.runtime_label = QLabel("Looking…")
        self.runtime_label.setAccessibleName("Runtime in use")
        self.runtime_label.setWordWrap(True)
        self.data_label = QLabel(str(paths.data_dir()))
        self.data_label.setAccessibleName("Where your chats and models are kept")
        self.data_label.setWordWrap(True)
        form = QFormLayout()
        theme_label = QLabel("&Theme")
        theme_label.setBuddy(self.theme_combo)
        form.addRow(theme_label, self.theme_combo)
        form.addRow("Runtime", self.runtime_label)
        form.addRow("Your data", self.data_label)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addStretch(1)

    def show_runtime(self, text: str) -> None:
        self.runtime_label.setText(text)

    @Slot(int)
    def _on_theme_chosen(self, _index: int) -> None:
        value = self.theme_combo.currentData()
        if value in THEME_NAMES:
            theme: Theme = value
            self._services.settings.theme = theme
            self._services.save_settings()
            self.theme_changed.emit(value)
