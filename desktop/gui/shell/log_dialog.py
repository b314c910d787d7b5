"""The server's log, one click away from any load or failure."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.core.runtime.server_log import LOG_LINES_KEPT
from desktop.gui.bridge.host_controller import HostController
from desktop.gui.widgets.form_controls import copy_button


class ServerLogDialog(QDialog):
    """Shows the lines llama-server printed, and keeps adding new ones."""

    def __init__(self, controller: HostController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Server log"))
        self.setAccessibleName(self.tr("Server log"))
        self.resize(820, 480)
        explanation = QLabel(
            self.tr(
                "What llama.cpp printed while loading and running the model. "
                "It helps when something went wrong; copy it into a bug report."
            )
        )
        explanation.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(LOG_LINES_KEPT)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setAccessibleName(self.tr("Server log lines"))
        lines = controller.log_lines()
        self.text.setPlainText(
            "\n".join(lines) if lines else self.tr("The server has printed nothing yet.")
        )
        self._empty = not lines
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        close_button.setAccessibleName(self.tr("Close the server log"))
        buttons.addButton(
            copy_button(self.tr("Copy the server log"), self.text.toPlainText),
            QDialogButtonBox.ButtonRole.ActionRole,
        )
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        controller.log_line.connect(self.append_line)

    @Slot(str)
    def append_line(self, line: str) -> None:
        if self._empty:
            self.text.clear()
            self._empty = False
        self.text.appendPlainText(line)
