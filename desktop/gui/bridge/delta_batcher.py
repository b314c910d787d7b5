"""Coalescing streamed text so the window is told about it at the screen's pace.

A model can produce hundreds of tokens a second; one queued signal per token floods
the GUI's event loop. The worker feeds every delta here and emits only what comes
back: at most one batch per channel every ``interval_s``, in arrival order.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from desktop.core.chat.turns import Channel

# Twenty updates a second at most, a little faster than the worker's client reads a
# local model's answer (core.chat.client.PACED_READ_INTERVAL_S, 60 ms), so each slice
# it reads becomes one update. With both at 50 ms the two clocks beat: a slice handled
# a few ms sooner after its read than the one before came under 50 ms and waited for
# the next, so one gap in five was 90-100 ms, a hitch in the text.
# Each update costs the window's thread about 1.5 ms of text layout and paint that,
# on a small machine, is taken from the model's own threads. Measured on 2 cores
# before reads were paced (a real answer, interleaved pairs in one process against a
# bare httpx read of the same stream): 30 updates a second reached 0.975 and 0.926 of
# the bare pace, 20 a second 0.997 and 0.949, and the window's thread spent ~30% less
# CPU per answer (tests/perf/bench_gui.py).
DEFAULT_INTERVAL_S = 0.05


class DeltaBatcher:
    """Joins consecutive deltas; hands them out when ``interval_s`` has passed."""

    def __init__(
        self,
        interval_s: float = DEFAULT_INTERVAL_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._interval_s = interval_s
        self._clock = clock
        self._pending: list[tuple[Channel, list[str]]] = []
        self._last_flush: float | None = None

    def add(self, channel: Channel, text: str) -> list[tuple[Channel, str]]:
        """Queue ``text``; return the batches due now (often none)."""
        if text:
            if self._pending and self._pending[-1][0] == channel:
                self._pending[-1][1].append(text)
            else:
                self._pending.append((channel, [text]))
        now = self._clock()
        # The first delta goes out at once so the time to first token is what it is.
        if self._last_flush is not None and now - self._last_flush < self._interval_s:
            return []
        return self._take(now)

    def flush(self) -> list[tuple[Channel, str]]:
        """Everything still queued, e.g. when the reply ends."""
        return self._take(self._clock())

    def _take(self, now: float) -> list[tuple[Channel, str]]:
        if not self._pending:
            return []
        batches = [(channel, "".join(parts)) for channel, parts in self._pending]
        self._pending = []
        self._last_flush = now
        return batches
