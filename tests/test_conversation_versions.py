"""Nothing thrown away (issue 26): an answer written again and an edited question are
new versions beside the old ones; each version keeps what followed it; the chat shows
the versions chosen. Stored across restarts, old files and repairs; searched."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.store_errors import ConversationStoreRecoveredError
from desktop.core.chat.store_records import StoredMessage
from desktop.core.chat.store_schema import SCHEMA_VERSION
from tests.support.damaged_files import damage_page_holding, many_chats
from tests.support.old_chat_files import write_old_chats


def _answer(store: ConversationStore, chat_id: int, text: str,
            version_of: int | None = None) -> int:
    """An answer streamed and finished as a turn writes it."""
    reply = store.begin_reply(chat_id, version_of=version_of)
    store.append_reply(reply, text)
    store.finish_reply(reply, stats={"completion_tokens": 3})
    return reply


def _texts(messages: list[StoredMessage]) -> list[str]:
    return [message.content for message in messages]


def _colour_answered_twice(store: ConversationStore, first_text: str) -> tuple[int, int, int]:
    """A chat "Colours": a question answered ``first_text``, then again "Blue." (shown);
    returns (chat, first answer, second answer)."""
    chat = store.create_conversation("Colours")
    store.add_message(chat.id, "user", "Name a colour.")
    first = _answer(store, chat.id, first_text)
    return chat.id, first, _answer(store, chat.id, "Blue.", version_of=first)


def _versions(messages: list[StoredMessage]) -> list[str]:
    return [f"{m.version}/{m.version_count}" for m in messages]


def test_an_answer_written_again_keeps_the_first_and_either_can_be_shown(
    store: ConversationStore,
) -> None:
    chat_id, first, second = _colour_answered_twice(store, "Red.")
    chat = store.get_conversation(chat_id)

    shown = store.messages(chat.id)
    assert _texts(shown) == ["Name a colour.", "Blue."]
    assert _versions(shown) == ["1/1", "2/2"]
    assert shown[1].version_ids == (first, second)

    assert _texts(store.choose_version(first)) == ["Name a colour.", "Red."]
    assert _versions(store.messages(chat.id)) == ["1/1", "1/2"]
    third = _answer(store, chat.id, "Green.", version_of=first)
    assert _versions(store.messages(chat.id)) == ["1/1", "3/3"]
    assert store.messages(chat.id)[1].version_ids == (first, second, third)


def test_each_version_keeps_what_followed_it(store: ConversationStore) -> None:
    chat = store.create_conversation("Story")
    store.add_message(chat.id, "user", "Begin a story.")
    first = _answer(store, chat.id, "A knight rode out.")
    store.add_message(chat.id, "user", "Go on.")
    _answer(store, chat.id, "He met a dragon.")

    second = _answer(store, chat.id, "A ship set sail.", version_of=first)
    assert _texts(store.messages(chat.id)) == ["Begin a story.", "A ship set sail."]
    store.add_message(chat.id, "user", "And then?")
    _answer(store, chat.id, "A storm came.")

    assert _texts(store.choose_version(first)) == [
        "Begin a story.", "A knight rode out.", "Go on.", "He met a dragon."]
    assert _texts(store.choose_version(second)) == [
        "Begin a story.", "A ship set sail.", "And then?", "A storm came."]
    # Positions stay the place in the chat shown, whichever version is chosen.
    assert [m.position for m in store.messages(chat.id)] == [0, 1, 2, 3]


def test_an_edited_question_is_a_new_version_and_the_title_follows_the_first(
    store: ConversationStore,
) -> None:
    chat = store.create_conversation("Name a fruit.")
    question = store.add_message(chat.id, "user", "Name a fruit.", images=["/a/pear.png"])
    _answer(store, chat.id, "Apple.")
    edited = store.add_version(question.id, "Name a vegetable for soup tonight please, quickly now")
    _answer(store, chat.id, "Leek.")

    shown = store.messages(chat.id)
    assert _texts(shown) == ["Name a vegetable for soup tonight please, quickly now", "Leek."]
    assert shown[0].images == ["/a/pear.png"]  # the pictures go with the edited question
    assert _versions(shown) == ["2/2", "1/1"]
    title = "Name a vegetable for soup tonight please, quickly…"
    assert store.get_conversation(chat.id).title == title
    # Showing the old question again brings its answer and its title back.
    assert _texts(store.choose_version(question.id)) == ["Name a fruit.", "Apple."]
    assert store.get_conversation(chat.id).title == "Name a fruit."
    store.choose_version(edited.id)
    assert store.get_conversation(chat.id).title == title


def test_a_chat_the_user_renamed_keeps_its_name_when_the_first_question_changes(
    store: ConversationStore,
) -> None:
    chat = store.create_conversation("Name a fruit.")
    question = store.add_message(chat.id, "user", "Name a fruit.")
    _answer(store, chat.id, "Apple.")
    store.rename_conversation(chat.id, "Shopping list")
    store.add_version(question.id, "Name a vegetable.")
    assert store.get_conversation(chat.id).title == "Shopping list"
    store.choose_version(question.id)
    assert store.get_conversation(chat.id).title == "Shopping list"


def test_editing_a_later_question_leaves_the_title(store: ConversationStore) -> None:
    chat = store.create_conversation("Name a fruit.")
    store.add_message(chat.id, "user", "Name a fruit.")
    _answer(store, chat.id, "Apple.")
    later = store.add_message(chat.id, "user", "Another?")
    store.add_version(later.id, "One more?")
    assert store.get_conversation(chat.id).title == "Name a fruit."
    assert _versions(store.messages(chat.id)) == ["1/1", "1/1", "2/2"]


def test_a_failed_answer_with_nothing_in_it_is_replaced_not_kept(
    store: ConversationStore,
) -> None:
    chat = store.create_conversation("x")
    store.add_message(chat.id, "user", "Hi")
    failed = store.begin_reply(chat.id)
    store.finish_reply(failed, stats={}, error="The model stopped.")
    retried = _answer(store, chat.id, "Hello!", version_of=failed)
    (_question, answer) = store.messages(chat.id)
    assert (answer.id, answer.version_count) == (retried, 1)
    # One with some text is a version like any other.
    cut = store.begin_reply(chat.id, version_of=retried)
    store.append_reply(cut, "Hel")
    store.finish_reply(cut, stats={}, error="Stopped.")
    again = _answer(store, chat.id, "Hi there!", version_of=cut)
    assert store.messages(chat.id)[1].version_ids == (retried, cut, again)


def test_versions_and_the_choice_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    with ConversationStore(path) as store:
        chat = store.create_conversation("Colours")
        store.add_message(chat.id, "user", "Name a colour.")
        first = _answer(store, chat.id, "Red.")
        _answer(store, chat.id, "Blue.", version_of=first)
        store.add_message(chat.id, "user", "Why?")
        store.choose_version(first)
        before = store.messages(chat.id)
    with ConversationStore(path) as reopened:
        assert reopened.messages(chat.id) == before
        assert _texts(before) == ["Name a colour.", "Red."]
        assert _versions(before) == ["1/1", "1/2"]


def test_a_chat_read_again_agrees_with_the_file_after_every_change_of_version(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chats.sqlite3"
    store = ConversationStore(path)
    chat = store.create_conversation("x")

    def agrees() -> None:
        store.flush()
        with ConversationStore(path) as fresh:
            assert store.messages(chat.id) == fresh.messages(chat.id)
            assert store.every_version(chat.id) == fresh.every_version(chat.id)

    question = store.add_message(chat.id, "user", "Q")
    first = _answer(store, chat.id, "A1")
    agrees()
    second = store.begin_reply(chat.id, version_of=first)
    store.append_reply(second, "A2 so far")
    agrees()
    store.finish_reply(second, stats={})
    store.add_version(question.id, "Q2")
    agrees()
    store.choose_version(question.id)
    agrees()
    store.choose_version(first)
    agrees()
    store.delete_messages_from(chat.id, 1)
    agrees()
    assert _texts(store.messages(chat.id)) == ["Q"]
    # Another process (a second app) chooses a version: seen at the next read.
    with ConversationStore(path) as other:
        other_question = next(m for m in other.every_version(chat.id) if m.content == "Q2")
        other.choose_version(other_question.id)
    assert _texts(store.messages(chat.id)) == ["Q2"]
    store.close()


def test_search_finds_text_in_a_version_not_shown(store: ConversationStore) -> None:
    chat_id, _first, _second = _colour_answered_twice(store, "Vermilion.")
    chat = store.get_conversation(chat_id)
    question = store.messages(chat.id)[0]
    store.add_version(question.id, "Name a turquoise thing.")
    assert [found.id for found in store.list_conversations("vermilion")] == [chat.id]
    assert [found.id for found in store.list_conversations("Name a colour")] == [chat.id]
    assert [found.id for found in store.list_conversations("turquoise")] == [chat.id]


def test_a_chat_found_by_a_version_not_shown_opens_with_that_version(
    store: ConversationStore,
) -> None:
    chat_id, _first, _second = _colour_answered_twice(store, "Vermilion.")
    chat = store.get_conversation(chat_id)
    store.add_message(chat.id, "user", "Another?")
    _answer(store, chat.id, "Green.")
    # Shown already, or found by nothing: the chat as it was.
    assert _texts(store.messages_showing(chat.id, "blue")) == [
        "Name a colour.", "Blue.", "Another?", "Green."]
    assert _texts(store.messages_showing(chat.id, "")) == _texts(store.messages(chat.id))
    assert _texts(store.messages_showing(chat.id, "Colours")) == _texts(store.messages(chat.id))
    # Only the answer not shown holds it: that version is chosen, and stays chosen.
    assert _texts(store.messages_showing(chat.id, "VERMILION")) == ["Name a colour.",
                                                                   "Vermilion."]
    assert _texts(store.messages(chat.id)) == ["Name a colour.", "Vermilion."]
    # Deeper: the hit follows a question not shown; both are chosen.
    question = store.messages(chat.id)[0]
    edited = store.add_version(question.id, "Name a turquoise thing.")
    _answer(store, chat.id, "The sea near Capri.")
    store.choose_version(question.id)
    assert _texts(store.messages_showing(chat.id, "capri")) == [
        "Name a turquoise thing.", "The sea near Capri."]
    assert store.messages(chat.id)[0].id == edited.id


def test_a_file_of_the_old_schema_opens_with_every_chat_intact_and_takes_versions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chats.sqlite3"
    old_chats = [
        ("Bread", [("user", "How long to knead?"), ("assistant", "Ten minutes."),
                   ("user", "And to rest?"), ("assistant", "An hour.")]),
        ("Shopping list", [("user", "Name a fruit."), ("assistant", "Apple.")]),
        ("Empty", []),
    ]
    ids = write_old_chats(path, 3, old_chats)
    with ConversationStore(path) as store:
        for chat_id, (title, messages) in zip(ids, old_chats, strict=True):
            shown = store.messages(chat_id)
            assert [(m.role, m.content) for m in shown] == list(messages)
            assert [m.position for m in shown] == list(range(len(messages)))
            assert _versions(shown) == ["1/1"] * len(messages)
            assert shown == store.every_version(chat_id)
            assert store.get_conversation(chat_id).title == title
        # Versions work on an old chat like on any other.
        bread = store.messages(ids[0])
        _answer(store, ids[0], "Eight minutes.", version_of=bread[1].id)
        assert _texts(store.messages(ids[0])) == ["How long to knead?", "Eight minutes."]
        assert _texts(store.choose_version(bread[1].id)) == _texts(bread)
        # A title the user gave (not the first question's words) is kept.
        store.add_version(store.messages(ids[1])[0].id, "Name a vegetable.")
        assert store.get_conversation(ids[1]).title == "Shopping list"
    with contextlib.closing(sqlite3.connect(path)) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert raw.execute("PRAGMA foreign_key_check").fetchall() == []
        assert raw.execute("SELECT name FROM sqlite_master WHERE name LIKE"
                           " 'messages_before%'").fetchall() == []


def test_a_damaged_file_is_repaired_with_every_version_that_could_be_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chats.sqlite3"
    written = many_chats(path, chats=30)
    with ConversationStore(path) as store:
        chat = store.create_conversation("Versions")
        question = store.add_message(chat.id, "user", "Name a colour.")
        first = _answer(store, chat.id, "Red.")
        store.add_message(chat.id, "user", "Why red?")
        _answer(store, chat.id, "It is warm.")
        second = _answer(store, chat.id, "Blue.", version_of=first)
        store.add_version(question.id, "Name a metal.")
        _answer(store, chat.id, "Iron.")
        store.choose_version(question.id)
        store.choose_version(second)
        before = store.messages(chat.id)
        every_before = store.every_version(chat.id)
    # A damaged page in the middle of a long chat of the same file.
    lost = damage_page_holding(path, b"<m15.5>")
    assert lost

    with pytest.raises(ConversationStoreRecoveredError):
        ConversationStore(path)
    with ConversationStore(path) as repaired:
        assert repaired.messages(chat.id) == before
        assert repaired.every_version(chat.id) == every_before
        assert _texts(repaired.choose_version(first)) == [
            "Name a colour.", "Red.", "Why red?", "It is warm."]
        # The chat that lost messages: what is left reads in order, one line.
        remaining = [text for text in written[sorted(written)[15]]
                     if text.split()[0].encode() not in lost]
        assert _texts(repaired.messages(sorted(written)[15])) == remaining
        # And it goes on: a new turn follows the last message shown.
        damaged_chat = sorted(written)[15]
        repaired.add_message(damaged_chat, "user", "Still here?")
        assert _texts(repaired.messages(damaged_chat))[-1] == "Still here?"
