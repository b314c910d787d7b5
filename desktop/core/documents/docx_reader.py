"""Word files (.docx): paragraphs and table rows in order, under the headings their
paragraph styles mark (Title, Heading 1-9)."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import docx
from docx.opc.exceptions import PackageNotFoundError
from docx.table import Table
from docx.text.paragraph import Paragraph

from desktop.core.documents.errors import Unreadable, UnreadableDocumentError
from desktop.core.documents.text_blocks import TextBlock, heading_path

_HEADING_STYLE = re.compile(r"^heading\s*([1-9])$", re.IGNORECASE)


def _heading_level(paragraph: Paragraph) -> int | None:
    """1-9 for a heading paragraph, 0 for the document's title; None for body text.
    Built-in styles keep English names inside the file whatever language Word shows."""
    try:
        style = paragraph.style
    except (KeyError, ValueError):  # a style id the file does not define
        return None
    name = (style.name if style is not None else "") or ""
    if name.lower() == "title":
        return 0
    match = _HEADING_STYLE.match(name.strip())
    return int(match.group(1)) if match else None


def _row_texts(table: Table) -> list[str]:
    rows = []
    for row in table.rows:
        cells: list[str] = []
        for cell in row.cells:
            text = " ".join(cell.text.split())
            # A merged cell repeats in each row position it spans: keep it once.
            if text and (not cells or cells[-1] != text):
                cells.append(text)
        if cells:
            rows.append(" | ".join(cells))
    return rows


def read_docx(path: Path) -> list[TextBlock]:
    """The document's paragraphs and table rows under their headings."""
    try:
        document = docx.Document(str(path))
        content = list(document.iter_inner_content())
    except FileNotFoundError as error:
        raise UnreadableDocumentError(path, Unreadable.GONE, str(error)) from error
    except PermissionError as error:
        raise UnreadableDocumentError(path, Unreadable.DENIED, str(error)) from error
    except (PackageNotFoundError, zipfile.BadZipFile) as error:
        raise UnreadableDocumentError(path, Unreadable.NOT_WORD,
                                str(error)) from error
    except Exception as error:  # a damaged package fails in many ways; all mean the same
        raise UnreadableDocumentError(path, Unreadable.DAMAGED, repr(error)) from error
    blocks: list[TextBlock] = []
    title: tuple[str, ...] = ()  # above every heading: Heading 1 sits under it
    headings: tuple[str, ...] = ()
    for item in content:
        if isinstance(item, Table):
            blocks.extend(TextBlock(row, None, title + headings) for row in _row_texts(item))
            continue
        text = item.text.strip()
        if not text:
            continue
        level = _heading_level(item)
        if level == 0:
            title, headings = (" ".join(text.split()),), ()
        elif level is not None:
            headings = heading_path(headings, level, " ".join(text.split()))
        else:
            blocks.append(TextBlock(text, None, title + headings))
    return blocks
