"""The one bounded buffer of llama-server's lines (desktop/core/runtime/server_log.py)."""

from __future__ import annotations

import threading

from desktop.core.runtime.server_log import LOG_LINES_KEPT, ServerLog


def test_the_oldest_lines_go_first() -> None:
    log = ServerLog(keep=3)
    for number in range(5):
        log.append(f"line {number}")

    assert log.lines() == ["line 2", "line 3", "line 4"]
    assert log.tail(2) == ["line 3", "line 4"]
    assert log.tail(0) == []


def test_lines_added_from_another_thread_are_all_kept() -> None:
    log = ServerLog()
    writer = threading.Thread(target=lambda: [log.append(str(n)) for n in range(500)])
    writer.start()
    while writer.is_alive():
        assert len(log.lines()) <= 500
    writer.join()

    assert log.lines() == [str(n) for n in range(500)]
    assert LOG_LINES_KEPT >= 500
