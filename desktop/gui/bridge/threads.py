"""Every QThread the app starts, named and registered so none can be forgotten.

Tests fail when one is still running after a test; shutdown code asks here too.
"""

from __future__ import annotations

from PySide6.QtCore import QThread

_REGISTERED: set[QThread] = set()


def new_named_thread(name: str) -> QThread:
    """A QThread whose OS thread carries ``name`` (seen in debuggers and `top -H`)."""
    thread = QThread()
    thread.setObjectName(name)
    _REGISTERED.add(thread)
    return thread


def forget_thread(thread: QThread) -> None:
    """Drop a thread that has been stopped and waited for."""
    _REGISTERED.discard(thread)


def running_threads() -> list[QThread]:
    """Registered threads that are still running."""
    return [thread for thread in _REGISTERED if thread.isRunning()]


def registered_threads() -> list[QThread]:
    return list(_REGISTERED)
