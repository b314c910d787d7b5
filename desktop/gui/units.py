"""Numbers written for people: sizes, durations, rates."""

from __future__ import annotations

_UNITS = ("bytes", "KB", "MB", "GB", "TB")


def format_bytes(count: float) -> str:
    """1536 -> "1.5 KB", 98_000_000 -> "93 MB" (binary multiples, familiar names)."""
    value = float(count)
    for unit in _UNITS:
        if abs(value) < 1024 or unit == _UNITS[-1]:
            if unit == "bytes":
                return f"{int(value)} bytes"
            return f"{value:.1f} {unit}" if abs(value) < 10 else f"{value:.0f} {unit}"
        value /= 1024
    raise AssertionError("unreachable")


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
