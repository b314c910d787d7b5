"""HTML pages: the text a browser shows, in paragraphs, under its h1-h6 headings.
Scripts, styles and other parts never shown are skipped."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from desktop.core.documents.text_blocks import TextBlock, heading_path
from desktop.core.documents.text_reader import decode_text, read_bytes

_HEADINGS = {f"h{level}": level for level in range(1, 7)}
# Their content is never shown as text.
_HIDDEN = frozenset({"script", "style", "noscript", "template", "head", "svg", "iframe",
                     "object"})
# Each of these starts and ends a paragraph of its own.
_BLOCKS = frozenset({
    "p", "div", "li", "ul", "ol", "dl", "dt", "dd", "br", "hr", "tr", "table", "section",
    "article", "aside", "header", "footer", "nav", "main", "blockquote", "pre", "figure",
    "figcaption", "form", "fieldset", "address", "details", "summary", "caption", "body",
    "html", "title",
})
_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "area", "base", "col",
                   "embed", "source", "track", "wbr"})
_SPACES = re.compile(r"\s+")


class _PageText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[TextBlock] = []
        self._headings: tuple[str, ...] = ()
        self._hidden: list[str] = []  # open hidden elements, innermost last
        self._heading_level: int | None = None
        self._text: list[str] = []
        self._preformatted = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HIDDEN and tag not in _VOID:
            self._hidden.append(tag)
            return
        if self._hidden:
            return
        if tag in _HEADINGS:
            self._flush()
            self._heading_level = _HEADINGS[tag]
        elif tag in _BLOCKS:
            self._flush()
            if tag == "pre":
                self._preformatted += 1
        elif tag in {"td", "th"} and self._text:
            self._text.append(" ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        # <br/> and the like: a break, never an element left open.
        if not self._hidden and tag in _BLOCKS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if self._hidden:
            if tag == self._hidden[-1]:
                self._hidden.pop()
            elif tag in self._hidden:
                # A page that closes an outer element first: close up to it.
                del self._hidden[self._hidden.index(tag):]
            return
        if tag in _HEADINGS and self._heading_level is not None:
            title = _SPACES.sub(" ", "".join(self._text)).strip()
            self._text = []
            if title:
                self._headings = heading_path(self._headings, self._heading_level, title)
            self._heading_level = None
        elif tag in _BLOCKS:
            self._flush()
            if tag == "pre" and self._preformatted:
                self._preformatted -= 1

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self._text.append(data)

    def _flush(self) -> None:
        if self._heading_level is not None:
            return  # a block inside a heading belongs to the heading's title
        joined = "".join(self._text)
        self._text = []
        if self._preformatted:
            text = "\n".join(line.rstrip() for line in joined.strip("\n").splitlines())
        else:
            text = _SPACES.sub(" ", joined).strip()
        if text.strip():
            self.blocks.append(TextBlock(text, None, self._headings))

    def close(self) -> None:
        super().close()
        self._heading_level = None
        self._flush()


def parse_html(text: str) -> list[TextBlock]:
    """The page's shown text in paragraphs under its headings."""
    parser = _PageText()
    parser.feed(text)
    parser.close()
    return parser.blocks


def read_html(path: Path) -> list[TextBlock]:
    """An HTML file's shown text in paragraphs under its headings."""
    return parse_html(decode_text(read_bytes(path), path))
