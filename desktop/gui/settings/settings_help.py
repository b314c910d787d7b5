"""Settings → Help: the log folder, and a report to send when something went wrong."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QWidget

from desktop.core import paths
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.box_layouts import column
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

HELP_TEXT = QT_TRANSLATE_NOOP(
    "SettingsHelp",
    "When something goes wrong, a report helps the people who make LlamaDesk fix it. It "
    "says which versions, computer and runtime you have and what went wrong lately; it "
    "holds no chats, keys or tokens.",
)


class HelpGroup(QGroupBox):
    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SettingsHelp", "Help"), parent)
        self._services = services
        self.folder_label = sentence_label(
            self.tr("Log folder"), self.tr("Logs and reports: {0}").format(paths.log_dir())
        )
        self.open_folder_button = action_button(
            self.tr("Open the log folder"),
            self.tr("Open the folder of logs and reports"),
            self.open_log_folder,
        )
        self.copy_report_button = action_button(
            self.tr("Copy a report"),
            self.tr("Copy a report of this computer and recent problems"),
            self.copy_report,
        )
        self.report_status = sentence_label(self.tr("Report status"))
        buttons = QHBoxLayout()
        for button in (self.open_folder_button, self.copy_report_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        column(
            self,
            sentence_label(self.tr("About reports"), _t(HELP_TEXT)),
            self.folder_label,
            buttons,
            self.report_status,
        )

    @Slot()
    def open_log_folder(self) -> None:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    @Slot()
    def copy_report(self) -> None:
        """Put together the report (off the window's thread: it probes the hardware)."""
        from desktop.core.runtime.diagnosis import report_text

        self.copy_report_button.setEnabled(False)
        self.report_status.setText(self.tr("Putting the report together…"))
        self._services.probes.submit(report_text, self._on_report, self._on_failed)

    def _on_report(self, text: str) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        self.copy_report_button.setEnabled(True)
        self.report_status.setText(self.tr("Copied: paste it into your message."))

    def _on_failed(self, error: Exception) -> None:
        self.copy_report_button.setEnabled(True)
        self.report_status.setText(
            self.tr("The report could not be put together: {0}").format(error)
        )


_t = words_in("SettingsHelp")
