"""A person's words as an FTS5 query that cannot fail, and how many of them a passage
must hold to count as found by its words.

Each word is quoted, so quotes, colons, dashes, stars and words like NOT or NEAR are
plain text; words joined by punctuation (a code such as WX-1138, an address) stand
together as a phrase. Any of them may match, and BM25 ranks passages with more of the
rarer ones first, but a passage holding one word of a long question ("kept", "go")
says nothing about it: of three words or more, half must be there.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

_WORDS = re.compile(r"\w+")
_POSSESSIVE = re.compile(r"['\u2019]s$")
# Words nearly every English passage has: they only slow the match down and blur the
# ranking. Dropped unless the question has nothing else.
_COMMON = frozenset({
    "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at",
    "be", "been", "before", "being", "both", "but", "by", "can", "could", "did", "do", "does",
    "down", "each", "few", "for", "from", "get", "gets", "go", "had", "has", "have", "he",
    "her", "here", "him", "his", "how", "i", "if", "in", "into", "is", "it", "its", "just",
    "know", "me", "more", "most", "much", "my", "need", "no", "nor", "not", "of", "off", "on",
    "only", "or", "other", "our", "out", "over", "please", "she", "should", "so", "some",
    "such", "tell", "than", "that", "the", "their", "them", "then", "there", "these", "they",
    "this", "those", "to", "too", "up", "us", "very", "want", "was", "we", "were", "what",
    "when", "where", "which", "who", "whom", "why", "will", "with", "would", "you", "your",
})


@dataclass(frozen=True)
class KeywordQuery:
    """The words (and phrases) searched for, lower case, each once, in order."""

    terms: tuple[str, ...]

    @property
    def match(self) -> str:
        """The FTS5 MATCH expression: any of the terms."""
        # Inside quotes only letters, digits and spaces: nothing FTS5 reads as syntax.
        return " OR ".join(f'"{term}"' for term in self.terms)

    @property
    def required(self) -> int:
        """How many of the terms a passage must hold: one of one or two, else half."""
        count = len(self.terms)
        return 1 if count <= 2 else math.ceil(count / 2)


def keyword_query(text: str) -> KeywordQuery | None:
    """The query for ``text``; None when it has no words."""
    terms: list[str] = []
    for piece in text.lower().split():
        # "valve's" is about a valve: the passage need not say "valve's".
        term = " ".join(_WORDS.findall(_POSSESSIVE.sub("", piece)))
        if term and term not in terms:
            terms.append(term)
    kept = [term for term in terms if term not in _COMMON] or terms
    return KeywordQuery(tuple(kept)) if kept else None
