"""Acting once a burst of changes is over: a search after typing pauses, a save after
the last edit, a new memory plan after the last setting moved."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def debounce_timer(parent: QObject, delay_ms: int, action: Callable[[], object]) -> QTimer:
    """A single-shot timer that runs ``action`` ``delay_ms`` after its last ``start()``:
    each change restarts it, so only the last one of a burst acts."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(delay_ms)
    timer.timeout.connect(action)
    return timer
