"""When buffered text is written: the first at once, then at most every interval, and
never later than one interval after it arrived, even when nothing follows it.

Streamed answers come in bursts with pauses (a model thinking, a slow processor). Text
that is written only when the *next* delta arrives waits as long as the pause, and a
crash in that pause loses it although the user saw it. ``PacedWrites`` arms a deadline
timer for exactly that case; while deltas keep coming, they trigger the writes
themselves and the timer rarely fires.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Protocol


class Timer(Protocol):
    """A started one-shot timer (``threading.Timer`` is one)."""

    def cancel(self) -> None: ...


# Starts a timer that calls the function after the delay (in seconds).
StartTimer = Callable[[float, Callable[[], None]], Timer]


def thread_timer(name: str) -> StartTimer:
    """Timers on their own (named, daemon) threads: the default."""

    def start(delay_s: float, function: Callable[[], None]) -> Timer:
        timer = threading.Timer(delay_s, function)
        timer.name = name
        # Never keeps the process alive: closing the owner writes the rest.
        timer.daemon = True
        timer.start()
        return timer

    return start


class PacedWrites:
    """Calls ``write`` for text waiting in its owner's buffer, on time.

    ``write`` takes what is buffered and writes it (doing nothing when there is none);
    it runs on the caller's thread when a write is due at once, and on a timer thread
    otherwise, so it must serialize itself with the owner's other work (a lock). It is
    never called while this object's own lock is held, so it may take the owner's lock
    even when the owner calls ``pending()`` with that lock held.
    """

    def __init__(
        self,
        write: Callable[[], None],
        interval_s: float,
        *,
        start_timer: StartTimer,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._write = write
        self._interval_s = interval_s
        self._start_timer = start_timer
        self._clock = clock
        self._lock = threading.Lock()
        self._last_write: float | None = None  # None: nothing written yet, so write at once
        self._timer: Timer | None = None
        # Which arming the running timer belongs to: a cancelled one may still fire.
        self._armed: object | None = None
        self._closed = False

    def pending(self) -> None:
        """Text is waiting: write it now if due, or make sure the deadline will."""
        with self._lock:
            if self._closed:
                return
            now = self._clock()
            due = self._last_write is None or now - self._last_write >= self._interval_s
            if due:
                self._last_write = now
                # This write takes everything; a deadline armed for it has nothing left.
                self._disarm()
            elif self._timer is None:
                assert self._last_write is not None
                self._arm(self._last_write + self._interval_s - now)
        if due:
            self._write()

    def wrote(self) -> None:
        """The owner wrote everything itself (an explicit flush): the interval restarts."""
        with self._lock:
            self._last_write = self._clock()

    def close(self) -> None:
        """No more writes from here; the owner writes what is left itself.

        Does not wait for a timer already firing (its ``write`` may be waiting for the
        caller's lock); ``write`` must cope with being called once more after this.
        """
        with self._lock:
            self._closed = True
            self._disarm()

    def _arm(self, delay_s: float) -> None:
        armed = object()
        self._armed = armed
        self._timer = self._start_timer(max(delay_s, 0.0), lambda: self._on_deadline(armed))

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = None
        self._armed = None

    def _on_deadline(self, armed: object) -> None:
        with self._lock:
            if self._closed or armed is not self._armed:
                return
            self._timer = None
            self._armed = None
            now = self._clock()
            assert self._last_write is not None
            remaining = self._last_write + self._interval_s - now
            if remaining > 0:
                # Woken early (or the clock is a test's): wait out the rest.
                self._arm(remaining)
                return
            self._last_write = now
        self._write()
