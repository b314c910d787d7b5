"""A person's words as an FTS5 query that cannot fail: each word quoted (so quotes,
colons, dashes, stars and words like NOT or NEAR are plain text), any of them may
match, and BM25 ranks passages with more of the rarer ones first."""

from __future__ import annotations

import re

_WORDS = re.compile(r"\w+")
# Words that match nearly every English passage: they only slow the match down and
# blur the ranking. Dropped unless the question has nothing else.
_COMMON = frozenset({
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "do", "does", "did", "for", "from",
    "had", "has", "have", "how", "i", "if", "in", "into", "is", "it", "its", "me", "my", "not",
    "of", "on", "or", "our", "so", "than", "that", "the", "their", "them", "then", "there",
    "these", "they", "this", "those", "to", "was", "we", "were", "what", "when", "where",
    "which", "who", "whom", "why", "will", "with", "you", "your",
})


def keyword_query(text: str) -> str | None:
    """The FTS5 MATCH expression for ``text``; None when it has no words."""
    words: list[str] = []
    for word in _WORDS.findall(text.lower()):
        if word not in words:
            words.append(word)
    kept = [word for word in words if word not in _COMMON] or words
    if not kept:
        return None
    # A quoted string is a phrase of one word: no operator or column filter inside.
    return " OR ".join(f'"{word}"' for word in kept)
