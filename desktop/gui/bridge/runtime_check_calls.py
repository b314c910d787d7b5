"""The first-start runtime check (core: runtime.runtime_check) on a thread of its own:
it takes seconds, and the probe thread must stay free for the window's small reads."""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from desktop.core.settings import Settings
from desktop.gui.bridge.background_calls import BackgroundCalls

if TYPE_CHECKING:
    from desktop.core.runtime.runtime_check import RuntimeCheck

RUNTIME_CHECK_THREAD_NAME = "llamadesk-runtime-check"


class RuntimeCheckCalls(QObject):
    """``check_if_needed`` runs the check where the kept one no longer holds (a first
    start, a runtime or a driver changed); ``shutdown`` stops a check in flight."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._calls = BackgroundCalls(RUNTIME_CHECK_THREAD_NAME, self)
        self._cancel = threading.Event()

    def check_if_needed(
        self, settings: Settings, on_done: Callable[[RuntimeCheck | None], None]
    ) -> None:
        """``on_done`` gets the new check on the GUI thread, or None when the kept one
        holds or none could run (no runtime, no starter model: the load says so)."""
        snapshot = copy.deepcopy(settings)
        cancel = self._cancel

        def run() -> RuntimeCheck | None:
            # Its modules load here, off the window's thread.
            from desktop.core.runtime.runtime_check import check_is_current, run_check

            if check_is_current(snapshot):
                return None
            check = run_check(cancel=cancel, race_only=True)
            return None if cancel.is_set() else check

        self._calls.submit(run, on_done, lambda _error: on_done(None))

    def shutdown(self) -> None:
        self._calls.shutdown(discard_queued=True, interrupt=self._cancel.set)
