"""Two measurements taken in turns, so both see the same machine (its drift, its other
load), and each side's median."""

from __future__ import annotations

import statistics
from collections.abc import Callable


def interleaved_medians(
    rounds: int, first: Callable[[], float], second: Callable[[], float]
) -> tuple[float, float]:
    """``first`` then ``second``, ``rounds`` times; the median of each."""
    ones: list[float] = []
    others: list[float] = []
    for _ in range(rounds):
        ones.append(first())
        others.append(second())
    return statistics.median(ones), statistics.median(others)
