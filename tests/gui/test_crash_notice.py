"""A crash leaves a report that the next start offers, once (issue 25): an error in a
slot on the host thread is kept like any other, and the window offers it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMetaObject, QObject, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from desktop.core.crash_reports import install_crash_handlers, pending_report, write_report
from desktop.gui.bridge.threads import forget_thread, new_named_thread
from tests.gui.conftest import close_window, open_window


class _Breaks(QObject):
    done = Signal()

    @Slot()
    def work(self) -> None:
        self.done.emit()
        raise RuntimeError("a slot on the host thread broke")


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_on_the_host_thread_leaves_a_report(qtbot: QtBot) -> None:
    uninstall = install_crash_handlers()
    thread = new_named_thread("llamadesk-host")
    worker = _Breaks()
    worker.moveToThread(thread)
    thread.start()
    try:
        with qtbot.waitSignal(worker.done):
            QMetaObject.invokeMethod(worker, "work", Qt.ConnectionType.QueuedConnection)
        qtbot.waitUntil(lambda: pending_report() is not None)
    finally:
        uninstall()
        thread.quit()
        thread.wait()
        forget_thread(thread)
        worker.deleteLater()
    report = pending_report()
    assert report is not None and "a slot on the host thread broke" in report.text


def test_the_next_start_offers_the_report_once(qtbot: QtBot) -> None:
    write_report("exception", RuntimeError("boom"), "llamadesk-host")
    window = open_window(qtbot)
    qtbot.waitUntil(lambda: getattr(window, "crash_notice", None) is not None)
    box = window.crash_notice
    assert box.isVisible() and "closed unexpectedly" in box.text()
    (copy,) = [button for button in box.buttons() if button.text() == "Copy report"]
    qtbot.mouseClick(copy, Qt.MouseButton.LeftButton)
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None and "RuntimeError: boom" in clipboard.text()
    assert box.isVisible() and copy.text() == "Copied"  # copying keeps it open
    box.done(0)  # Close
    assert pending_report() is None
    close_window(qtbot, window)

    again = open_window(qtbot)
    again.chat_view  # noqa: B018 (built: the start's calls have run)
    qtbot.wait(300)
    assert getattr(again, "crash_notice", None) is None
    close_window(qtbot, again)
