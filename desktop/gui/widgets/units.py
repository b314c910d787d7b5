"""Numbers written for people in the window: durations and token counts. Sizes have
one formatter, the core's (``desktop.core.units.format_bytes``), which the command line
uses too."""

from __future__ import annotations


def format_duration(seconds: float) -> str:
    """3.2 -> "3 s", 95 -> "1 min 35 s"."""
    seconds = max(0.0, seconds)
    if seconds < 1:
        return "less than a second"
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    minutes, rest = divmod(whole, 60)
    if minutes < 60:
        return f"{minutes} min {rest} s" if rest else f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"


def format_tokens(count: int) -> str:
    """4096 -> "4,096"."""
    return f"{count:,}"
