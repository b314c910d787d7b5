"""Running short blocking calls (file reads, SQLite, GGUF headers) off the GUI thread.

One long-lived worker on a named QThread runs the calls one after another, in the
order they were submitted (so a write submitted before a read is seen by it). The
result comes back to the GUI thread, where the caller's callback runs.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QThread, Signal, Slot

from desktop.gui.bridge.threads import forget_thread, new_named_thread

T = TypeVar("T")
_log = logging.getLogger(__name__)

# Calls posted without a callback carry this id; their failures are only logged.
_NO_CALLBACK = 0
# The call that stops the thread; it runs even when queued calls are discarded.
_FINAL_CALL = -1


class _CallWorker(QObject):
    call_finished = Signal(int, object)
    call_failed = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        # Set from the GUI thread when closing: queued calls are skipped, not run.
        self.discard = threading.Event()

    @Slot(int, object)
    def run_call(self, call_id: int, function: Callable[[], object]) -> None:
        if self.discard.is_set() and call_id != _FINAL_CALL:
            return
        try:
            result = function()
        except Exception as error:  # handed back to the caller, who tells the user
            self.call_failed.emit(call_id, error)
        else:
            if call_id != _NO_CALLBACK:
                self.call_finished.emit(call_id, result)


class BackgroundCalls(QObject):
    """Submit ``function`` to run on the thread ``name``; ``on_done`` runs on the GUI thread."""

    _call_requested = Signal(int, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = new_named_thread(name)
        self._worker = _CallWorker()
        self._worker.moveToThread(self._thread)
        self._call_requested.connect(self._worker.run_call)
        self._worker.call_finished.connect(self._on_finished)
        self._worker.call_failed.connect(self._on_failed)
        self._thread.finished.connect(self._worker.deleteLater)
        self._callbacks: dict[int, tuple[Callable[[Any], None], Callable[[Exception], None]]] = {}
        self._next_id = _NO_CALLBACK
        self._closed = False
        self._thread.start()

    def submit(
        self,
        function: Callable[[], T],
        on_done: Callable[[T], None],
        on_error: Callable[[Exception], None] | None = None,
    ) -> None:
        """Run ``function`` in the background; its result (or error) comes back later.

        Call from the GUI thread only.
        """
        if self._closed:
            return
        self._next_id += 1
        self._callbacks[self._next_id] = (on_done, on_error or _log_error)
        self._call_requested.emit(self._next_id, function)

    def post(self, function: Callable[[], object]) -> None:
        """Run ``function`` in the background, no answer wanted. Safe from any thread."""
        self._call_requested.emit(_NO_CALLBACK, function)

    def pending(self) -> int:
        """Calls submitted whose answer has not come back yet."""
        return len(self._callbacks)

    def shutdown(
        self,
        last: Callable[[], object] | None = None,
        *,
        discard_queued: bool = False,
        interrupt: Callable[[], object] | None = None,
    ) -> None:
        """Run every call already queued (or, with ``discard_queued``, only the one
        running), then ``last``, then stop the thread and wait. ``interrupt`` runs just
        before the wait, after queued calls are marked to be skipped: it is where the
        call in flight is told to give up."""
        if self._closed:
            return
        self._closed = True
        self._callbacks.clear()
        if discard_queued:
            self._worker.discard.set()
        if interrupt is not None:
            interrupt()

        def finish() -> None:
            try:
                if last is not None:
                    last()
            finally:
                # Quitting from inside the queue: everything posted before has run.
                current = QThread.currentThread()
                if current is not None:
                    current.quit()

        self._call_requested.emit(_FINAL_CALL, finish)
        self._thread.wait()
        forget_thread(self._thread)

    @Slot(int, object)
    def _on_finished(self, call_id: int, result: object) -> None:
        callbacks = self._callbacks.pop(call_id, None)
        if callbacks is not None:
            callbacks[0](result)

    @Slot(int, object)
    def _on_failed(self, call_id: int, error: Exception) -> None:
        callbacks = self._callbacks.pop(call_id, None)
        if callbacks is not None:
            callbacks[1](error)
        elif call_id in (_NO_CALLBACK, _FINAL_CALL):
            _log_error(error)


def _log_error(error: Exception) -> None:
    _log.error("background call failed: %s", error, exc_info=error)
