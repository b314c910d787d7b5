"""Sizes written for people, the same way in the window, the command line and messages."""

from __future__ import annotations

from typing import Literal

ByteUnit = Literal["KB", "MB", "GB", "TB"]
_UNITS: tuple[ByteUnit, ...] = ("KB", "MB", "GB", "TB")
_FACTOR = {unit: 1024 ** (index + 1) for index, unit in enumerate(_UNITS)}


def byte_parts(
    count: float, *, decimals: int | None = None, unit: ByteUnit | None = None
) -> tuple[float, int, str]:
    """A size as (number, decimal places, unit name), chosen as ``format_bytes`` says:
    the window writes the number in its language's way (QLocale), the command line
    as below."""
    value = float(count)
    chosen: str = "bytes"
    if unit is not None:
        value, chosen = value / _FACTOR[unit], unit
    else:
        for name in _UNITS:
            if abs(value) < 1024:
                break
            value, chosen = value / 1024, name
    if chosen == "bytes":
        return float(int(value)), 0, chosen
    places = decimals if decimals is not None else (1 if abs(value) < 10 else 0)
    return value, places, chosen


def format_bytes(count: float, *, decimals: int | None = None, unit: ByteUnit | None = None) -> str:
    """A size in binary multiples with the familiar names: 1536 -> "1.5 KB".

    ``decimals`` None: one decimal below 10, none above (98_000_000 -> "93 MB"), for
    glancing; a number: always that many ("93.5 MB"), for sizes read side by side.
    ``unit``: always this unit ("0.5 GB"), so the sizes in one sentence compare at
    once; by default the largest that keeps the number under 1024. Under 1 KB: "512 bytes".
    """
    value, places, chosen = byte_parts(count, decimals=decimals, unit=unit)
    if chosen == "bytes":
        return f"{int(value)} bytes"
    return f"{value:.{places}f} {chosen}"
