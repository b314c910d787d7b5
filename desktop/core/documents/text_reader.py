"""Plain text and Markdown: paragraphs split on blank lines; Markdown's ``#`` lines (and
underlined headings) give the heading path."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.core.documents.errors import Unreadable, UnreadableDocumentError
from desktop.core.documents.text_blocks import TextBlock, heading_path

_ATX_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SETEXT_UNDERLINE = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")


def decode_text(data: bytes, path: Path) -> str:
    """The file's text: UTF-8 (with or without a byte-order mark, or UTF-16 with one),
    else Windows-1252, which older editors wrote; NUL bytes mean it is not text."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as error:
            raise UnreadableDocumentError(path, Unreadable.TEXT_DAMAGED, str(error)) from error
    if b"\x00" in data:
        raise UnreadableDocumentError(path, Unreadable.NOT_TEXT)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        # cp1252 leaves five bytes undefined; latin-1 reads every byte.
        return data.decode("cp1252", errors="replace")


def read_bytes(path: Path) -> bytes:
    """The file's bytes, or a UnreadableDocumentError saying why not."""
    try:
        return path.read_bytes()
    except FileNotFoundError as error:
        raise UnreadableDocumentError(path, Unreadable.GONE, str(error)) from error
    except PermissionError as error:
        raise UnreadableDocumentError(path, Unreadable.DENIED, str(error)) from error
    except OSError as error:
        raise UnreadableDocumentError(path, Unreadable.DISK, str(error)) from error


def _paragraphs(text: str) -> list[str]:
    found: list[str] = []
    current: list[str] = []
    for line in text.splitlines():
        if line.strip():
            current.append(line.rstrip())
        elif current:
            found.append("\n".join(current))
            current = []
    if current:
        found.append("\n".join(current))
    return found


def parse_plain_text(text: str) -> list[TextBlock]:
    """Paragraphs of plain text, with no headings."""
    return [TextBlock(paragraph) for paragraph in _paragraphs(text)]


def read_plain_text(path: Path) -> list[TextBlock]:
    """A plain text file's paragraphs."""
    return parse_plain_text(decode_text(read_bytes(path), path))


def parse_markdown(text: str) -> list[TextBlock]:
    """Markdown's paragraphs under their headings. Headings inside fenced code are code."""
    blocks: list[TextBlock] = []
    headings: tuple[str, ...] = ()
    current: list[str] = []
    fence: str | None = None

    def flush() -> None:
        if current:
            blocks.append(TextBlock("\n".join(current), None, headings))
            current.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        fence_mark = _FENCE.match(line)
        if fence is not None:
            current.append(line)
            if fence_mark and fence_mark.group(1)[0] == fence[0] and \
                    len(fence_mark.group(1)) >= len(fence):
                fence = None
                flush()
            continue
        if fence_mark:
            flush()
            fence = fence_mark.group(1)
            current.append(line)
            continue
        heading = _ATX_HEADING.match(line)
        if heading:
            flush()
            title = (heading.group(2) or "").strip()
            if title:
                headings = heading_path(headings, len(heading.group(1)), title)
            continue
        underline = _SETEXT_UNDERLINE.match(line)
        if underline and len(current) == 1 and not current[0].lstrip().startswith(("-", "*")):
            # "Title\n=====": the one line above is the heading, not a paragraph.
            title = current.pop().strip()
            headings = heading_path(headings, 1 if underline.group(1)[0] == "=" else 2, title)
            continue
        if underline and not current:
            continue  # a thematic break ("---") between paragraphs: no text
        if line.strip():
            current.append(line)
        else:
            flush()
    flush()
    return blocks


def read_markdown(path: Path) -> list[TextBlock]:
    """A Markdown file's paragraphs under their headings."""
    return parse_markdown(decode_text(read_bytes(path), path))
