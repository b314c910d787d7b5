"""Where a shown answer's speed goes: the server's own tokens/s while it answers each
of the app's readers of the same request, against a bare httpx read, in interleaved
rounds.

- ``client``: the app's ``ChatClient`` alone, read on this thread (no window), as the
  window's worker reads (a read at most every ``PACED_READ_INTERVAL_S``);
- ``unpaced``: the same client reading each token as it comes;
- ``worker``: the window's whole path (host thread, chat session, saving) with the
  text not handed to the window (the worker's text signal disconnected);
- ``window``: the whole path, the text shown as the app shows it.

On a small machine every bit of CPU the app spends while the model writes is taken
from the model's threads; the server's timing says how much, per stage, and the CPU
line what each stage cost this process. Measured on 2 cores, 2026-11-27, 14 rounds
each, before the worker read in slices (core/chat/paced_reads): client 1.010 / 0.997,
worker 0.986 / 0.976, window 0.967 / 0.947. After (60 ms slices, an update per
slice): client 1.025 (unpaced 1.001), worker 1.031, window 0.998; CPU per second of
streaming: bare read 33 ms, client 9 (unpaced 41), worker 35, window 54. Tried before,
none moving the window's figure beyond the noise of such medians (about 1.5%): 12 or
15 updates a second instead of 20, saving the streamed text every second instead of
every 0.3 s, and the backend and store threads at a lower priority (nice 10).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from desktop.core.chat.client import PACED_READ_INTERVAL_S, ChatClient
from desktop.core.chat.events import ReplyFinished
from tests.perf.bench_gui import (
    ANSWER_TOKENS,
    LoadedWindow,
    _raw_answer,
    _shown_answer,
    ask_in_view,
    loaded_window,
)

PACE_ROUNDS = 14


def _client_speed(loaded: LoadedWindow, read_interval_s: float) -> float:
    with ChatClient(loaded.base_url, loaded.api_key, read_interval_s=read_interval_s) as client:
        events = list(client.stream(loaded.request))
    finished = [event for event in events if isinstance(event, ReplyFinished)]
    speed = finished[-1].tokens_per_second if finished else None
    if speed is None:
        raise RuntimeError("the client's answer carried no timings")
    return speed


def _worker_speed(loaded: LoadedWindow) -> float:
    controller = loaded.window.services.controller
    worker = controller.worker
    # The text stops at the worker: the window is told only that the answer ended.
    worker.token_received.disconnect(controller.token_received)
    try:
        finished = ask_in_view(loaded.window)
    finally:
        worker.token_received.connect(controller.token_received)
    speed = finished.stats.get("tokens_per_second")
    if not isinstance(speed, int | float):
        raise RuntimeError(f"the answer's figures carried no speed: {finished.stats!r}")
    return float(speed)


def _timed(read: Callable[[], float]) -> tuple[float, float]:
    """``read``'s result, and this process's CPU time (every thread) per second of it."""
    cpu_began, began = time.process_time(), time.perf_counter()
    result = read()
    return result, (time.process_time() - cpu_began) * 1000.0 / (time.perf_counter() - began)


def gui_pace_breakdown() -> list[str]:
    """The server's speed for each reader against the bare read in the same round, and
    what each reader cost this process in CPU."""
    readers: dict[str, Callable[[LoadedWindow], float]] = {
        "client": lambda loaded: _client_speed(loaded, PACED_READ_INTERVAL_S),
        "unpaced": lambda loaded: _client_speed(loaded, 0.0),
        "worker": _worker_speed,
        "window": lambda loaded: _shown_answer(loaded.window).figure,
    }
    ratios: dict[str, list[float]] = {name: [] for name in readers}
    cpu: dict[str, list[float]] = {name: [] for name in ("bare", *readers)}
    with loaded_window() as loaded:
        for _ in range(PACE_ROUNDS):
            with loaded.bare_client() as http:
                bare, cpu_ms = _timed(
                    lambda: _raw_answer(http, loaded.url, loaded.body).server_speed
                )
            cpu["bare"].append(cpu_ms)
            for name, speed in readers.items():
                ratio, cpu_ms = _timed(lambda: speed(loaded) / bare)  # noqa: B023
                ratios[name].append(ratio)
                cpu[name].append(cpu_ms)
    spent = ", ".join(f"{name} {statistics.median(values):.0f}" for name, values in cpu.items())
    return [
        f"gui_pace_breakdown_{name}: {statistics.median(values):.3f} (the server's tokens/s "
        f"while the {name} reads, vs a bare httpx read; median of {len(values)} rounds of "
        f"{ANSWER_TOKENS}-token answers)"
        for name, values in ratios.items()
    ] + [
        f"gui_pace_breakdown_cpu_ms_per_s: {spent} (this process's CPU, every thread, per "
        "second of each read: what a small machine's model threads lose)"
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"gui_pace_breakdown": gui_pace_breakdown}
