"""Why an answer failed is saved with the chat as the core's reason and figures beside
its English words, so that a chat opened again says it in the window's language (issue
29): the reason is kept, never guessed back from the words."""

from __future__ import annotations

import string
from pathlib import Path

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.failure_sentences import (
    Explained,
    FailureReason,
    from_record,
    reason_record,
)


def _figures(reason: FailureReason) -> dict[str, str]:
    names = [name for _t, name, _s, _c in string.Formatter().parse(reason.value) if name]
    # Figures as real ones look: numbers, a server's words with punctuation of its own.
    return {name: f'4,096 (and: "{index}").' for index, name in enumerate(names)}


def test_every_reason_comes_back_from_its_record_with_its_figures() -> None:
    for reason in FailureReason:
        explained = Explained(reason, **_figures(reason))
        again = from_record(str(explained), reason_record(explained))
        assert isinstance(again, Explained), reason
        assert again.reason is reason and dict(again.figures) == dict(explained.figures)
        assert again == explained


def test_words_without_a_reason_or_a_record_stay_as_they_were() -> None:
    assert reason_record("Bild kaputt") is None and reason_record(None) is None
    sentence = FailureReason.NO_MODEL.value
    for record in (None, "", "not json", "[]", '{"reason": "GONE_IN_A_LATER_VERSION"}',
                   '{"reason": "NO_MODEL", "figures": 3}'):
        kept = from_record(sentence, record)
        # An older file's failure, or a record this version cannot read: the saved words.
        assert kept == sentence and not isinstance(kept, Explained), record


def test_the_store_keeps_the_reason_across_a_reopening(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    explained = Explained(FailureReason.TOO_LONG_BY, context="4096", needed="5000")
    chats = []
    with ConversationStore(path) as store:
        for error in (explained, "The server's own words"):
            chat = store.create_conversation("Failed")
            store.add_message(chat.id, "user", "A very long question")
            store.finish_reply(store.begin_reply(chat.id), stats={}, error=error)
            chats.append(chat.id)
    with ConversationStore(path) as reopened:
        failed, plain = (reopened.messages(chat_id)[-1].error for chat_id in chats)
    assert isinstance(failed, Explained) and failed.reason is explained.reason
    assert dict(failed.figures) == {"context": "4096", "needed": "5000"}
    assert failed == explained  # the command line and exports read the same words
    assert plain == "The server's own words" and not isinstance(plain, Explained)
