"""A failure's English sentence, as a chat's file keeps it, is known again when the chat
is opened: the window can then say it in its language (issue 29)."""

from __future__ import annotations

import string

from desktop.core.chat.failure_sentences import Explained, FailureReason, recognise


def _figures(reason: FailureReason) -> dict[str, str]:
    names = [name for _t, name, _s, _c in string.Formatter().parse(reason.value) if name]
    # Figures as real ones look: numbers, a server's words with punctuation of its own.
    return {name: f"4,096 (and: {index})." for index, name in enumerate(names)}


def test_every_saved_sentence_is_known_again_with_its_figures() -> None:
    for reason in FailureReason:
        figures = _figures(reason)
        saved = str(Explained(reason, **figures))  # what the chat's file holds
        known = recognise(saved)
        assert isinstance(known, Explained), reason
        assert known.reason is reason and dict(known.figures) == figures
        assert known == saved


def test_other_words_stay_as_they_were() -> None:
    for words in ("", "Bild kaputt", "The model server couldn't answer",
                  FailureReason.NO_MODEL.value + " And more."):
        known = recognise(words)
        assert known == words and not isinstance(known, Explained)
    already = Explained(FailureReason.NO_MODEL)
    assert recognise(already) is already
