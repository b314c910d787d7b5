"""Splitting a document into passages that an embedding model reads whole.

A passage never spans two pages or two sections (its citation names one page and one
heading path); within a section paragraphs are packed together up to a bound, long
paragraphs split between sentences, and each passage after the first of its section
begins with the end of the one before, so a sentence cut at the bound is whole in one.

The bound holds in characters and in an estimate of the model's tokens that errs high:
all-MiniLM-L6-v2 reads 512 tokens (anything beyond would be cut or refused), English
runs about 4-5 characters a token, but digits, accents and other scripts cost more.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from desktop.core.documents.text_blocks import TextBlock

MAX_CHARS = 1100
MAX_TOKENS = 340  # estimated, heading included: leaves margin under the model's 512
OVERLAP_CHARS = 150
HEADING_SEPARATOR = " > "
# The heading path given to the model with a passage is cut to this many characters.
MAX_HEADING_CHARS = 200

_TOKEN_PIECES = re.compile(r"[A-Za-z]+|[0-9]+|\S")
_SENTENCE_END = re.compile(r"(?<=[.!?;:。！？])[\"')\]]*\s+")


def approximate_tokens(text: str) -> int:
    """An estimate, on the high side, of how many WordPiece tokens ``text`` makes: a
    Latin word a token per 5 letters begun, a number one per 2 digits, every other
    character (punctuation, accents, CJK) one each."""
    count = 0
    for piece in _TOKEN_PIECES.findall(text):
        first = piece[0]
        if first.isascii() and first.isalpha():
            count += 1 + len(piece) // 5
        elif first.isascii() and first.isdigit():
            count += 1 + len(piece) // 2
        else:
            count += 1
    return count


@dataclass(frozen=True)
class Passage:
    """One passage of a file: what is searched, embedded and cited."""

    text: str
    page: int | None
    headings: tuple[str, ...]
    ordinal: int  # its place in the file, from 0

    @property
    def heading(self) -> str:
        """The heading path in one line ("Guide > Installation"); empty when none."""
        return HEADING_SEPARATOR.join(self.headings)

    @property
    def embedding_text(self) -> str:
        """What the embedding model reads: the headings tell it what the passage is about
        when the passage itself does not say."""
        heading = self.heading[:MAX_HEADING_CHARS]
        return f"{heading}\n{self.text}" if heading else self.text


@dataclass
class _Piece:
    text: str
    separator: str  # put before it when it follows another piece
    tokens: int = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = approximate_tokens(self.text)


def _fits(text: str, max_chars: int, max_tokens: int) -> bool:
    return len(text) <= max_chars and approximate_tokens(text) <= max_tokens


def _split_words(text: str, max_chars: int, max_tokens: int) -> Iterator[str]:
    """Pieces of ``text`` within the bounds, cut between words (inside a word only when
    one word alone is over the bound: a line of data, a long link)."""
    current = ""
    for word in text.split():
        while not _fits(word, max_chars, max_tokens):
            cut = max(1, min(max_chars, max_tokens) // 2)
            while cut > 1 and not _fits(word[:cut], max_chars, max_tokens):
                cut //= 2
            if current:
                yield current
                current = ""
            yield word[:cut]
            word = word[cut:]
        candidate = f"{current} {word}" if current else word
        if _fits(candidate, max_chars, max_tokens):
            current = candidate
        else:
            yield current
            current = word
    if current:
        yield current


def _pieces(paragraph: str, max_chars: int, max_tokens: int) -> Iterator[_Piece]:
    """A paragraph as one piece when it fits, else its sentences (and a sentence over
    the bound cut between words)."""
    if _fits(paragraph, max_chars, max_tokens):
        yield _Piece(paragraph, "\n\n")
        return
    separator = "\n\n"
    for sentence in _SENTENCE_END.split(paragraph):
        sentence = sentence.strip()
        if not sentence:
            continue
        if _fits(sentence, max_chars, max_tokens):
            yield _Piece(sentence, separator)
        else:
            for part in _split_words(sentence, max_chars, max_tokens):
                yield _Piece(part, separator)
                separator = " "
        separator = " "


def _overlap(text: str, overlap: int) -> str:
    """The end of ``text`` carried into the next passage: whole sentences when they fit
    in ``overlap`` characters, else whole words."""
    if overlap <= 0 or len(text) <= overlap:
        return ""
    tail = text[-overlap:]
    sentence = _SENTENCE_END.search(tail)
    if sentence is not None and sentence.end() < len(tail):
        return tail[sentence.end():].strip()
    space = tail.find(" ")
    return tail[space + 1:].strip() if space >= 0 else ""


def _section_chunks(paragraphs: list[str], budget_chars: int, budget_tokens: int,
                    overlap: int) -> Iterator[str]:
    current: list[str] = []
    size = 0
    tokens = 0
    for paragraph in paragraphs:
        for piece in _pieces(paragraph, budget_chars, budget_tokens):
            added = len(piece.separator) + len(piece.text) if current else len(piece.text)
            if current and (size + added > budget_chars or tokens + piece.tokens > budget_tokens):
                done = "".join(current)
                yield done
                carried = _overlap(done, overlap)
                current, size, tokens = [], 0, 0
                if carried and len(carried) + 1 + len(piece.text) <= budget_chars and \
                        approximate_tokens(carried) + piece.tokens <= budget_tokens:
                    current = [carried]
                    size, tokens = len(carried), approximate_tokens(carried)
                added = len(piece.separator) + len(piece.text) if current else len(piece.text)
            current.append(piece.separator + piece.text if current else piece.text)
            size += added
            tokens += piece.tokens
    if current:
        yield "".join(current)


def split_passages(
    blocks: Iterable[TextBlock],
    *,
    max_chars: int = MAX_CHARS,
    max_tokens: int = MAX_TOKENS,
    overlap: int = OVERLAP_CHARS,
) -> list[Passage]:
    """The document's passages in order, each within ``max_chars`` characters and about
    ``max_tokens`` tokens with its heading path."""
    sections: list[tuple[int | None, tuple[str, ...], list[str]]] = []
    for block in blocks:
        text = block.text.strip()
        if not text:
            continue
        if sections and sections[-1][0] == block.page and sections[-1][1] == block.headings:
            sections[-1][2].append(text)
        else:
            sections.append((block.page, block.headings, [text]))
    chunks: list[Passage] = []
    for page, headings, paragraphs in sections:
        heading_tokens = approximate_tokens(HEADING_SEPARATOR.join(headings)[:MAX_HEADING_CHARS])
        budget_tokens = max(max_tokens - heading_tokens, max_tokens // 2)
        for text in _section_chunks(paragraphs, max_chars, budget_tokens, overlap):
            chunks.append(Passage(text, page, headings, len(chunks)))
    return chunks
