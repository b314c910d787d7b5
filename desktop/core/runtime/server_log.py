"""The latest lines llama-server printed: one bounded buffer, for a failure message and
for the window's server log alike."""

from __future__ import annotations

import threading
from collections import deque

# Enough for a whole load (a few hundred lines at the log level used) and the requests
# since; old lines go first.
LOG_LINES_KEPT = 2000


class ServerLog:
    """Lines in the order printed, the oldest dropped past ``keep``; one thread may add
    while others read."""

    def __init__(self, keep: int = LOG_LINES_KEPT) -> None:
        self._lines: deque[str] = deque(maxlen=keep)
        self._lock = threading.Lock()

    def append(self, line: str) -> None:
        with self._lock:
            self._lines.append(line)

    def lines(self) -> list[str]:
        """Every kept line, oldest first."""
        with self._lock:
            return list(self._lines)

    def tail(self, count: int) -> list[str]:
        """The last ``count`` lines, oldest first."""
        return self.lines()[-count:] if count > 0 else []

    def __bool__(self) -> bool:
        with self._lock:
            return bool(self._lines)
