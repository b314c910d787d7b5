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
            )
        except (KeyError, TypeError, ValueError):
            return None


# Given the question, the passages to answer it from (best first); may raise
# LlamaDeskError (the embedding model could not start, the library is gone).
Retriever = Callable[[str], Sequence[Source]]


def grounded_question(question: str, sources: Sequence[Source]) -> str:
    """The message the model reads: the instructions, the numbered passages, then the
    question; the question alone when nothing was found."""
    if not sources:
        return question
    passages = []
    for source in sources:
        where = source.label() + (f" ({source.heading})" if source.heading else "")
        passages.append(f"[{source.number}] {where}\n{source.text.strip()}")
    return (f"{_INSTRUCTIONS}\n\n" + "\n\n".join(passages)
            + f"\n\nQuestion: {question}")


def sources_record(sources: Sequence[Source]) -> list[dict[str, object]]:
    """The sources as stored in an answer's figures (``stats["sources"]``)."""
    return [source.as_record() for source in sources]


def stored_sources(stats: dict[str, object]) -> list[Source]:
    """The sources an answer was given, from its stored figures (none: an empty list)."""
    raw = stats.get("sources")
    if not isinstance(raw, list):
        return []
    return [source for source in map(Source.from_record, raw) if source is not None]
