"""Cutting a Markdown answer into top-level pieces that render the same one by one.

A long answer rendered in one go blocks the window for as long as Qt takes to lay out
the whole of it. Rendered piece by piece, each turn of the event loop lays out one
piece only. A cut is made only after a blank line that no construct can carry on
across (a code fence still open, an indented or list line, a quote, a table row),
and never where the text defines reference links, which any piece may use.
"""

from __future__ import annotations

import re

# Pieces are joined up to about this many characters: fewer, cheaper fragments.
PIECE_CHARS = 2000

_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_CONTINUES = re.compile(r"[ \t]|[-*+>|](?:\s|$)|\d{1,9}[.)](?:\s|$)")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:", re.MULTILINE)


def markdown_pieces(text: str, piece_chars: int = PIECE_CHARS) -> list[str]:
    """``text`` cut into pieces whose concatenation is ``text`` exactly."""
    if _REFERENCE.search(text):
        return [text] if text else []
    pieces: list[str] = []
    start = 0
    position = 0
    fence: str | None = None
    previous_blank = False
    for line in text.splitlines(keepends=True):
        stripped = line.strip()
        if (
            fence is None
            and previous_blank
            and stripped
            and not _CONTINUES.match(line)
            and position - start >= piece_chars
        ):
            pieces.append(text[start:position])
            start = position
        opening = _FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)[0] * len(opening.group(1))
        elif fence is not None and stripped.startswith(fence) and not stripped.strip(fence[0]):
            fence = None
        previous_blank = not stripped
        position += len(line)
    if start < len(text):
        pieces.append(text[start:])
    return pieces
