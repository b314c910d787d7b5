"""Which reader reads a file, told by its name's ending."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from desktop.core.documents.docx_reader import read_docx
from desktop.core.documents.errors import Unreadable, UnreadableDocumentError
from desktop.core.documents.html_reader import read_html
from desktop.core.documents.pdf_reader import read_pdf
from desktop.core.documents.text_blocks import TextBlock
from desktop.core.documents.text_reader import read_markdown, read_plain_text

# What read_document raises, importable from here with it.
__all__ = ["READERS", "SUPPORTED_SUFFIXES", "UnreadableDocumentError", "is_supported",
           "read_document"]

Reader = Callable[[Path], list[TextBlock]]

READERS: dict[str, Reader] = {
    ".pdf": read_pdf,
    ".docx": read_docx,
    ".txt": read_plain_text,
    ".text": read_plain_text,
    ".md": read_markdown,
    ".markdown": read_markdown,
    ".html": read_html,
    ".htm": read_html,
}
SUPPORTED_SUFFIXES = frozenset(READERS)


def is_supported(path: Path) -> bool:
    """Whether a file of this kind can be read (by its name; the content may still fail)."""
    return path.suffix.lower() in READERS


def read_document(path: Path) -> list[TextBlock]:
    """The file's paragraphs, in order, each with its page and heading path. Raises
    UnreadableDocumentError (one line: file name and why) for a file that cannot be read
    or has no text."""
    reader = READERS.get(path.suffix.lower())
    if reader is None:
        raise UnreadableDocumentError(path, Unreadable.UNSUPPORTED)
    try:
        blocks = reader(path)
    except UnreadableDocumentError:
        raise
    except RecursionError as error:  # deeply nested markup
        raise UnreadableDocumentError(path, Unreadable.TOO_NESTED,
                                repr(error)) from error
    except MemoryError as error:
        raise UnreadableDocumentError(path, Unreadable.TOO_LARGE, repr(error)) from error
    if not any(block.text.strip() for block in blocks):
        # Said, not skipped: an empty file in a library would otherwise never be found
        # and never be missed.
        raise UnreadableDocumentError(path, Unreadable.NO_TEXT)
    return blocks
