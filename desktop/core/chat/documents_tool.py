"""``search_documents``: the model searches the chat's document libraries itself, with
its own words, where the loaded model takes tools.

The session offers it on a turn whose chat has libraries (``session.retriever``) that
were searched for the question, beside the passages found for it. What the tool finds
is numbered after the passages the turn was given (a passage found again keeps its
number), so every [n] in the answer names one source, and the Sources under the answer
list them all.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from desktop.core.chat.grounding import Retriever, Source, numbered_passage
from desktop.core.errors import LlamaDeskError
from desktop.core.tools.base import (
    CallFailure,
    CallProblem,
    ToolResult,
    ToolRun,
    ToolSpec,
    failed,
    one_text_argument,
    shown_result,
)

SEARCH_DOCUMENTS = "search_documents"
SEARCH_DOCUMENTS_SPEC = ToolSpec(
    name=SEARCH_DOCUMENTS,
    title="Search your documents",
    summary="Lets the model search this chat's document libraries again, in its own words.",
    description=(
        "Search the user's documents (the libraries attached to this chat) for passages "
        "about a question or some words. Returns numbered passages with their file and "
        "page; cite them by number, like [3]. The passages given with the question came "
        "from the same documents: search for what they do not cover."
    ),
    parameters=one_text_argument("query", "What to look for: a question or the words to find."),
)


class DocumentsSearchTool:
    """The chat's libraries searched for one turn's tool calls (see the module)."""

    spec = SEARCH_DOCUMENTS_SPEC

    def __init__(self, retriever: Retriever, given: Sequence[Source] = ()) -> None:
        self._retriever = retriever
        self._lock = threading.Lock()  # calls run on the tool thread, read on the turn's
        self._sources: list[Source] = list(given)

    @property
    def sources(self) -> tuple[Source, ...]:
        """The passages given with the question, then those the tool found, numbered."""
        with self._lock:
            return tuple(self._sources)

    def run(self, call: ToolRun) -> ToolResult:
        query = call.text("query", "question")
        if query is None:
            return failed(
                "search_documents needs a query: the question or words to look for.",
                failure=CallFailure(CallProblem.NO_INPUT, name="query"),
            )
        try:
            found = self._retriever(query.strip())
        except LlamaDeskError as error:
            return failed(f"Your documents could not be searched: {error.message}")
        numbered = [self._numbered(source) for source in found]
        if not numbered:
            return shown_result(f"Nothing in the user's documents matches \u201c{query}\u201d.")
        text = "\n\n".join(numbered_passage(source) for source in numbered)
        return shown_result(text, {"sources": [source.as_record() for source in numbered]})

    def _numbered(self, source: Source) -> Source:
        with self._lock:
            for known in self._sources:
                if (known.file, known.page, known.text) == (source.file, source.page,
                                                            source.text):
                    return known
            renumbered = Source(len(self._sources) + 1, source.file, source.page,
                                source.heading, source.text, source.score)
            self._sources.append(renumbered)
            return renumbered
