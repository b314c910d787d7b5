"""Painting a text in its own direction, whatever the window's.

A painter on an Arabic (right-to-left) window lays out every text right to left: an
English chat title cut short, "What is the capital…", was painted "…What is the
capital", its "…" moved to the front. Set apart as a first-strong isolate (Unicode's
FSI … PDI), a text takes its direction from its own first letter, and its "…" stays at
its end; in a left-to-right window nothing changes.
"""

from __future__ import annotations

FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def in_own_direction(text: str) -> str:
    """``text`` as painted where the painter's direction may not be the text's."""
    return f"{FIRST_STRONG_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"
