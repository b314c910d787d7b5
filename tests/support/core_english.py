"""Finding the core's English in what the window shows: the words tests of each area
(hub, documents, runtime, voice, tools, ...) compare a sentence the window shows in
German with the core's English sentence for the same error."""

from __future__ import annotations

import re

# Carried as they are in any language, so not English showing through: a path or a web
# address, and the name "Hugging Face" (which ends a phrase, as punctuation does).
_CARRIED = r"\S*/\S*"
_PHRASE_ENDS = r"Hugging[ -]Face|[.;:,()“”„'’\"]"


def word_runs(text: str, *, carried: str = "") -> set[tuple[str, ...]]:
    """Every three words in a row within a phrase of ``text``, lower-cased: a run the
    core's English and the window's words share is English showing through (whatever
    single words the languages share: Computer, Problem, Version). ``carried``: a pattern
    for more that a sentence carries as it is (a server's name)."""
    text = re.sub(f"{_CARRIED}|{carried}" if carried else _CARRIED, " ", text)
    runs: set[tuple[str, ...]] = set()
    for phrase in re.split(_PHRASE_ENDS, text):
        words = [word.lower() for word in re.findall(r"[^\W\d_]+", phrase)]
        runs |= {tuple(words[i : i + 3]) for i in range(len(words) - 2)}
    return runs
