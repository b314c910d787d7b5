"""The installed Qt binding must not corrupt Python's reference counts.

PySide6 6.12.0 on Python 3.11 drops a reference to None on every call of a Qt
function that returns nothing (and to True/False on bool returns): after a few
thousand calls Python aborts with "deallocating None". A streaming chat makes that
many calls in minutes. This test fails on such a binding before users crash on it.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

CALLS = 2000
# Other threads may take or drop a few references meanwhile; a leak per call is 2000.
TOLERANCE = 200


def test_void_qt_calls_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        label.setText("x")
    assert abs(before - sys.getrefcount(None)) < TOLERANCE


def test_process_events_keeps_none_alive(qapp: QApplication) -> None:
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        qapp.processEvents()
    assert abs(before - sys.getrefcount(None)) < TOLERANCE


def test_bool_returning_qt_calls_keep_booleans_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(False)
    for _ in range(CALLS):
        label.isVisible()
    assert abs(before - sys.getrefcount(False)) < TOLERANCE
