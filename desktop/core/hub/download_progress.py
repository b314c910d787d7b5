"""How far a download is, and the flags that pause or cancel it."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from desktop.core.hub.errors import RetryReason


class NoteKind(StrEnum):
    """What a download does while no bytes flow: the kind of ``Progress.note``."""

    CHECKING = "checking"  # the finished file's checksum
    RETRYING = "retrying"  # a try failed; the next comes after a wait
    WAITING_FOR_OTHER = "waiting_for_other"  # another download of the same file runs


@dataclass(frozen=True)
class RetryFigures:
    """A ``NoteKind.RETRYING`` note's figures: why the try failed (``reason``, with the
    HTTP ``status`` when there was one), the seconds until the next (``wait_s``), which
    try that is (``attempt``) of how many (``attempts``)."""

    reason: RetryReason
    status: int | None
    wait_s: int
    attempt: int
    attempts: int


@dataclass(frozen=True)
class Progress:
    filename: str
    bytes_done: int  # of all files of this download
    total: int
    rate: float  # bytes per second, recent
    eta_seconds: float | None
    # What the download is doing when it is not receiving bytes (retrying after a
    # stall, waiting for another download of the same file, checking the file), in
    # plain words (English, for the command line); None while data flows.
    note: str | None = None
    # The same as a kind and figures, for the window to word in its language.
    note_kind: NoteKind | None = None
    retry: RetryFigures | None = None


ProgressFn = Callable[[Progress], None]


@dataclass
class Controls:
    """Set ``cancel`` to stop and delete the partial file; ``pause`` to stop and keep it."""

    cancel: threading.Event
    pause: threading.Event

    @classmethod
    def new(cls) -> Controls:
        return cls(threading.Event(), threading.Event())

    def stopped(self) -> bool:
        return self.cancel.is_set() or self.pause.is_set()

    def wait(self, delay: float) -> bool:
        """Sleep up to ``delay`` seconds; True as soon as cancel or pause is set."""
        deadline = time.monotonic() + delay
        while not self.stopped():
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            # Two events, no shared one to wait on: poll, so a pause (or the app
            # closing) never waits out a long backoff.
            self.cancel.wait(min(left, 0.05))
        return True


class Meter:
    """Progress over all files of one download, with a smoothed rate."""

    def __init__(self, total: int, done: int, callback: ProgressFn | None) -> None:
        self.total = total
        self.done = done
        self.callback = callback
        self._window: list[tuple[float, int]] = [(time.monotonic(), done)]
        self._last_report = 0.0

    def note(
        self, filename: str, text: str, kind: NoteKind, retry: RetryFigures | None = None
    ) -> None:
        """Report that no bytes flow, and why (always reported, never rate-limited):
        ``text`` in English, ``kind`` and ``retry`` its figures."""
        if self.callback is not None:
            self.callback(
                Progress(filename, self.done, self.total, 0.0, None, text, kind, retry)
            )

    def found(self, filename: str, count: int) -> None:
        """Count bytes that were already on disk (a kept part, a finished file), or
        take back ``-count`` a server made us drop. They move the progress, but were
        not received just now: the rate (and so the time left) leaves them out, or a
        resumed download would promise to finish in seconds."""
        self.done += count
        self._window = [(moment, done + count) for moment, done in self._window]
        self.add(filename, 0, force=True)

    def add(self, filename: str, count: int, *, force: bool = False) -> None:
        self.done += count
        now = time.monotonic()
        if self.callback is None or (not force and now - self._last_report < 0.1):
            return
        self._last_report = now
        self._window.append((now, self.done))
        self._window = [(t, d) for t, d in self._window if now - t <= 5.0] or [(now, self.done)]
        first_time, first_done = self._window[0]
        elapsed = now - first_time
        rate = (self.done - first_done) / elapsed if elapsed > 0 else 0.0
        left = max(self.total - self.done, 0)
        eta = left / rate if rate > 0 else None
        self.callback(Progress(filename, self.done, self.total, rate, eta))
