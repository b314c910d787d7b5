"""A document's whole text, page by page, for giving a small file to the model whole
(as LM Studio does) instead of the passages a search finds in it.

Read from the file itself, by the same readers as indexing: the index keeps passages
that overlap (each begins with the end of the one before), which would repeat text.
Headings are written as Markdown headings where they change, so the model still sees
the document's structure.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from desktop.core.documents.readers import read_document
from desktop.core.documents.text_blocks import TextBlock


@dataclass(frozen=True)
class WholePage:
    """One page of a document given whole (``page`` None: a document without pages,
    given as one piece)."""

    page: int | None
    text: str


def whole_pages(path: Path) -> list[WholePage]:
    """The document's text, one entry per page (one in all for a document without
    pages). Raises UnreadableDocumentError as indexing does."""
    return pages_of(read_document(path))


def pages_of(blocks: list[TextBlock]) -> list[WholePage]:
    pages: list[WholePage] = []
    lines: list[str] = []
    page: int | None = None
    headings: tuple[str, ...] = ()
    for block in blocks:
        text = block.text.strip()
        if not text:
            continue
        if lines and block.page != page:
            pages.append(WholePage(page, "\n\n".join(lines)))
            lines = []
        page = block.page
        # Each heading that begins here, at its level (a new page repeats none).
        for level, title in enumerate(block.headings):
            if headings[: level + 1] != block.headings[: level + 1]:
                lines.append(f"{'#' * min(level + 1, 6)} {title}")
        headings = block.headings
        lines.append(text)
    if lines:
        pages.append(WholePage(page, "\n\n".join(lines)))
    return pages
