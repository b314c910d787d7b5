"""At the start after a crash: say so, and offer the report the crash left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from desktop.core.crash_reports import CrashReport
from desktop.gui.widgets.form_controls import COPIED_TEXT
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

CRASH_NOTICE_NAME = "crashNotice"
CRASH_TEXT = QT_TRANSLATE_NOOP(
    "CrashNotice",
    "LlamaDesk closed unexpectedly last time. A report of what happened was kept; it "
    "holds no chats, keys or tokens. Sending it to the people who make LlamaDesk helps "
    "them fix it.",
)


def crash_notice(parent: QWidget, report: CrashReport) -> QMessageBox:
    """A message box (not waited for) with Copy report, Open folder and Close."""
    box = QMessageBox(parent)
    box.setObjectName(CRASH_NOTICE_NAME)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("CrashNotice", "LlamaDesk closed unexpectedly"))
    box.setText(QCoreApplication.translate("CrashNotice", CRASH_TEXT))
    box.setDetailedText(report.text)
    copy = box.addButton(
        QCoreApplication.translate("CrashNotice", "Copy report"), QMessageBox.ButtonRole.ActionRole
    )
    folder = box.addButton(
        QCoreApplication.translate("CrashNotice", "Open folder"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(QMessageBox.StandardButton.Close)
    # Copying keeps the box open (a person may then open the folder too).
    copy.clicked.disconnect()
    copy.clicked.connect(lambda: _copy(report, copy))
    folder.clicked.connect(
        lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(report.path.parent)))
    )
    return box


def _copy(report: CrashReport, button: QAbstractButton) -> None:
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(report.text)
    button.setText(QCoreApplication.translate("FormControls", COPIED_TEXT))
