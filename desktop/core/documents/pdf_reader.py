"""PDF files: the text of each page, its page number kept for citations; the outline
(bookmarks), where the file has one, gives the heading path."""

from __future__ import annotations

import re
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pypdf import PdfReader
from pypdf.errors import DependencyError, FileNotDecryptedError

from desktop.core.documents.errors import Unreadable, UnreadableDocumentError
from desktop.core.documents.text_blocks import TextBlock, heading_path

_HYPHEN_BREAK = re.compile(r"(\w)-\n(?=[a-z])")
_LINE_BREAK = re.compile(r"[ \t]*\n[ \t]*")
_BLANK_LINES = re.compile(r"\n[ \t]*\n")
_SPACES = re.compile(r"[ \t\u00a0]+")


def _page_paragraphs(text: str) -> list[str]:
    """A page's paragraphs: the lines a PDF breaks for layout joined back, words
    hyphenated across a line break made whole."""
    paragraphs = []
    for part in _BLANK_LINES.split(text.replace("\r\n", "\n").replace("\r", "\n")):
        joined = _LINE_BREAK.sub(" ", _HYPHEN_BREAK.sub(r"\1", part))
        joined = _SPACES.sub(" ", joined).strip()
        if joined:
            paragraphs.append(joined)
    return paragraphs


def _outline_entries(reader: PdfReader, outline: Sequence[Any], level: int,
                     found: list[tuple[int, int, str]]) -> None:
    """(page index, level, title) for each bookmark, in the outline's order. A nested
    list holds the children of the bookmark before it."""
    for item in outline:
        if isinstance(item, list):
            _outline_entries(reader, item, level + 1, found)
            continue
        page = reader.get_destination_page_number(item)
        title = str(getattr(item, "title", "") or "").strip()
        if page is not None and title:
            found.append((page, level, title))


def _headings_by_page(reader: PdfReader, page_count: int) -> list[tuple[str, ...]]:
    """The heading path in force at the top of each page's text: a bookmark counts from
    the page it points to (the exact spot within the page is not kept)."""
    entries: list[tuple[int, int, str]] = []
    try:
        _outline_entries(reader, reader.outline, 1, entries)
    except Exception:  # a damaged outline costs the headings, never the text
        entries = []
    entries.sort(key=lambda entry: entry[0])  # stable: the outline's order within a page
    paths: list[tuple[str, ...]] = []
    current: tuple[str, ...] = ()
    position = 0
    for page in range(page_count):
        while position < len(entries) and entries[position][0] <= page:
            _, level, title = entries[position]
            current = heading_path(current, level, title)
            position += 1
        paths.append(current)
    return paths


def read_pdf(path: Path) -> list[TextBlock]:
    """Each page's paragraphs with its page number (from 1). Raises UnreadableDocumentError
    for a damaged, locked or textless file."""
    # pypdf warns about every small flaw it works around; the text still comes.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _read(path)


def _read(path: Path) -> list[TextBlock]:
    try:
        reader = PdfReader(path, strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            raise UnreadableDocumentError(path, Unreadable.PASSWORD)
        pages = list(reader.pages)
    except UnreadableDocumentError:
        raise
    except FileNotFoundError as error:
        raise UnreadableDocumentError(path, Unreadable.GONE, str(error)) from error
    except PermissionError as error:
        raise UnreadableDocumentError(path, Unreadable.DENIED, str(error)) from error
    except (FileNotDecryptedError, DependencyError) as error:
        raise UnreadableDocumentError(path, Unreadable.PASSWORD, str(error)) from error
    except Exception as error:
        # A damaged file makes pypdf fail in many ways (its own errors, but also
        # KeyError, ValueError, RecursionError...): each means the same to a reader.
        raise UnreadableDocumentError(path, Unreadable.DAMAGED, repr(error)) from error
    if not pages:
        raise UnreadableDocumentError(path, Unreadable.NO_PAGES)
    headings = _headings_by_page(reader, len(pages))
    blocks: list[TextBlock] = []
    failed = 0
    for number, page in enumerate(pages, start=1):
        try:
            text = page.extract_text() or ""
        except Exception:  # one damaged page: the others are still worth reading
            failed += 1
            continue
        blocks.extend(TextBlock(paragraph, number, headings[number - 1])
                      for paragraph in _page_paragraphs(text))
    if not blocks:
        if failed == len(pages):
            raise UnreadableDocumentError(path, Unreadable.DAMAGED)
        raise UnreadableDocumentError(
            path, Unreadable.SCANNED
        )
    return blocks
