"""What every reader gives: a document as paragraphs in order, each with where it is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TextBlock:
    """One paragraph (or list item, table row, code block) of a document.

    ``page`` counts from 1 for paged formats (PDF) and is None elsewhere; ``headings``
    is the path of headings above the paragraph, outermost first.
    """

    text: str
    page: int | None = None
    headings: tuple[str, ...] = ()


def heading_path(headings: tuple[str, ...], level: int, title: str) -> tuple[str, ...]:
    """The heading path after a heading of ``level`` (1 = outermost) titled ``title``:
    the headings above its level are kept, the ones at or below it replaced."""
    kept = headings[: max(level - 1, 0)]
    return (*kept, title)
