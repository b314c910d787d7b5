"""Answers grounded in the user's documents: the passages found for a question, given
to the model with numbers it cites, and kept with the answer.

The session asks its ``retriever`` (bound by the host to the chat's document libraries)
for the passages that best answer the question, puts them before the question in the
message the model reads (the stored question stays as the user wrote it), and records
them with the answer, so a front end can show which file and page each [n] names and
what the model read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Protocol

# Told to the model before the passages: cite by number, and say so when the passages
# do not hold the answer instead of making one up.
_INSTRUCTIONS = (
    "Answer the question using the numbered passages from the user's documents below. "
    "After each fact you take from a passage, cite it by its number in square brackets, "
    "like [1]. If the passages do not contain the answer, say that the documents do not "
    "say, then answer from what you know if you can."
)


@dataclass(frozen=True)
class Source:
    """One passage given to the model, as the answer cites it: [number]."""

    number: int
    file: str  # the document's path
    page: int | None  # 1-based; None where the document has no pages
    heading: str | None  # the section it sits in ("Chapter 2 › Safety"), if any
    text: str
    score: float
    # Given whole (a small file, page by page), not found by a search.
    whole: bool = False

    def label(self) -> str:
        """Where it came from, for a person: "manual.pdf, page 12"."""
        name = self.file.replace("\\", "/").rsplit("/", 1)[-1]
        return f"{name}, page {self.page}" if self.page is not None else name

    def as_record(self) -> dict[str, object]:
        """As stored with the answer and exported (JSON)."""
        return asdict(self)

    @staticmethod
    def from_record(record: object) -> Source | None:
        """A stored source back; None for a record this version cannot read."""
        if not isinstance(record, dict):
            return None
        try:
            page = record.get("page")
            heading = record.get("heading")
            return Source(
                number=int(record["number"]),
                file=str(record["file"]),
                page=int(page) if isinstance(page, int) else None,
                heading=str(heading) if isinstance(heading, str) else None,
                text=str(record["text"]),
                score=float(record.get("score", 0.0)),
                whole=record.get("whole") is True,
            )
        except (KeyError, TypeError, ValueError):
            return None


# Of the loaded model's context, the share a document given whole may take: the rest
# is the conversation's, the instructions' and the answer's.
WHOLE_DOCUMENT_SHARE = 0.5


@dataclass(frozen=True)
class ContextRoom:
    """What a document given whole may take of the loaded model's context, and how that
    model counts tokens (its own tokenizer; None: it could not count)."""

    tokens: int
    count: Callable[[str], int | None]

    @staticmethod
    def of(context: int, count: Callable[[str], int | None] | None) -> ContextRoom | None:
        """The room in a loaded ``context``; None where the context or a counter is not
        known (a remote server): then documents are only searched."""
        if context <= 0 or count is None:
            return None
        return ContextRoom(int(context * WHOLE_DOCUMENT_SHARE), count)


class Retriever(Protocol):
    """Given the question, the passages to answer it from (best first). With ``room``,
    a document that fits in it may be given whole instead (its pages in order). May
    raise LlamaDeskError (the embedding model could not start, the library is gone)."""

    def __call__(self, question: str, room: ContextRoom | None = None) -> Sequence[Source]: ...


def grounded_question(question: str, sources: Sequence[Source]) -> str:
    """The message the model reads: the instructions, the numbered passages, then the
    question; the question alone when nothing was found."""
    if not sources:
        return question
    passages = "\n\n".join(numbered_passage(source) for source in sources)
    return f"{_INSTRUCTIONS}\n\n{passages}\n\nQuestion: {question}"


def numbered_passage(source: Source) -> str:
    """A source as the model reads it: its number, where it is from, its text."""
    where = source.label() + (f" ({source.heading})" if source.heading else "")
    return f"[{source.number}] {where}\n{source.text.strip()}"


def sources_record(sources: Sequence[Source]) -> list[dict[str, object]]:
    """The sources as stored in an answer's figures (``stats["sources"]``)."""
    return [source.as_record() for source in sources]


def stored_sources(stats: dict[str, object]) -> list[Source]:
    """The sources an answer was given, from its stored figures (none: an empty list)."""
    raw = stats.get("sources")
    if not isinstance(raw, list):
        return []
    return [source for source in map(Source.from_record, raw) if source is not None]
