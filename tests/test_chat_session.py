"""The chat session (desktop/core/chat/session.py): whole turns against the real
llama-server and the starter model, saved in a real store; no Qt.

The starter model's exact words differ between CPU builds, so these check what is
robust: that text arrived, that what was shown is what was saved, the figures, the
kinds of failure, and what was sent.
"""

from __future__ import annotations

import sqlite3
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import FailureKind, ReplyFinished, SamplingOptions, Timings, Usage
from desktop.core.chat.figures import tokens_used, turn_stats
from desktop.core.chat.session import SERVER_STOPPED_MESSAGE, ChatSession
from desktop.core.chat.store_records import Conversation, StoredMessage
from desktop.core.chat.store_schema import MIGRATIONS
from desktop.core.chat.trimming import messages_to_send
from desktop.core.chat.turns import (
    CallStarted,
    ChatSettings,
    DirectStore,
    DropOldestTurns,
    Regenerate,
    ResendEdited,
    SendMessage,
    TextArrived,
    TurnEvent,
    TurnFailed,
    TurnFinished,
    TurnsDropped,
    TurnStarted,
)
from tests.support.raw_server import RawServer, start_raw_server

CONTEXT = 512
SYSTEM = "You are a helpful assistant."
SHORT = ChatSettings(SYSTEM, SamplingOptions(temperature=0.0, seed=7, max_tokens=24))
SENTENCE = "The quick brown fox jumps over the lazy dog near the old river bank. "


@pytest.fixture(scope="module")
def server(
    llama_server_path: Path, starter_model_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RawServer]:
    # Module scope: set up before the first test's leak check takes its snapshot.
    with start_raw_server(
        llama_server_path, starter_model_path, tmp_path_factory.mktemp("server"), context=CONTEXT
    ) as running:
        yield running


@pytest.fixture
def session(server: RawServer, store: ConversationStore) -> Iterator[ChatSession]:
    with ChatClient(server.base_url, server.api_key) as client:
        yield ChatSession(DirectStore(store), client, context=CONTEXT)


def run(
    session: ChatSession, request: object, cancel: threading.Event | None = None
) -> list[TurnEvent]:
    return list(session.run(request, cancel or threading.Event()))  # type: ignore[arg-type]


def finished_turn(session: ChatSession, request: object) -> TurnFinished:
    """Run ``request`` to its end; the turn must have finished with an answer."""
    last = run(session, request)[-1]
    assert isinstance(last, TurnFinished), last
    return last


def one(events: list[TurnEvent], kind: type[object]) -> object:
    found = [event for event in events if isinstance(event, kind)]
    assert len(found) == 1, events
    return found[0]


def shown_text(events: list[TurnEvent]) -> str:
    return "".join(
        event.text
        for event in events
        if isinstance(event, TextArrived) and event.channel == "content"
    )


@pytest.mark.server
def test_a_turn_saves_the_question_the_answer_and_its_figures(
    session: ChatSession, store: ConversationStore
) -> None:
    events = run(session, SendMessage(None, "What is the capital of France?", (), SHORT, "Capital"))
    assert isinstance(events[0], TurnStarted) and isinstance(events[1], CallStarted)
    assert isinstance(events[-1], TurnFinished)
    started, call, finished = events[0], events[1], events[-1]
    # What was sent: the instructions, then the question.
    assert [(m.role, m.content) for m in call.messages] == [
        ("system", SYSTEM),
        ("user", "What is the capital of France?"),
    ]
    assert call.sampling == SHORT.sampling
    assert finished.text.strip() and finished.text == shown_text(events)
    assert finished.stats["completion_tokens"] == finished.finished.usage.completion_tokens  # type: ignore[union-attr]
    assert isinstance(finished.stats["tokens_per_second"], float)
    assert isinstance(finished.stats["ttft_ms"], float)
    assert tokens_used(finished.stats) is not None

    conversation = store.get_conversation(started.conversation.id)
    assert conversation.title == "Capital" and conversation.system_prompt == SYSTEM
    question, answer = store.messages(conversation.id)
    assert question.content == "What is the capital of France?"
    assert answer.id == finished.message_id == started.reply_id
    assert answer.content == finished.text and answer.complete and answer.error is None
    assert answer.stats == finished.stats


@pytest.mark.server
def test_regenerate_writes_the_answer_again_and_keeps_the_first(
    session: ChatSession, store: ConversationStore
) -> None:
    first = finished_turn(session, SendMessage(None, "Name a colour.", (), SHORT))
    again = run(session, Regenerate(first.conversation_id, first.message_id, SHORT))
    finished = again[-1]
    assert isinstance(finished, TurnFinished)
    # Same seed at temperature 0: the same answer, in the answer's place, as version 2.
    assert finished.text == first.text
    messages = store.messages(first.conversation_id)
    assert [m.role for m in messages] == ["user", "assistant"]
    assert messages[-1].id == finished.message_id
    assert messages[-1].version_ids == (first.message_id, finished.message_id)
    assert (messages[-1].version, messages[-1].version_count) == (2, 2)
    # The first answer is still there, and can be shown again.
    shown = store.choose_version(first.message_id)
    assert [m.id for m in shown][-1] == first.message_id and shown[-1].content == first.text
    call = one(again, CallStarted)
    assert isinstance(call, CallStarted) and call.messages[-1].content == "Name a colour."


@pytest.mark.server
def test_edit_and_resend_answers_the_new_question_and_keeps_the_old_one_with_its_turns(
    session: ChatSession, store: ConversationStore
) -> None:
    first = finished_turn(session, SendMessage(None, "Name a fruit.", (), SHORT, "Name a fruit."))
    chat_id = first.conversation_id
    finished_turn(session, SendMessage(chat_id, "Name another one.", (), SHORT))
    question_id = store.messages(chat_id)[0].id

    events = run(session, ResendEdited(chat_id, question_id, "Name a vegetable.", SHORT))
    assert isinstance(events[-1], TurnFinished)
    call = one(events, CallStarted)
    assert isinstance(call, CallStarted)
    assert [m.content for m in call.messages] == [SYSTEM, "Name a vegetable."]
    messages = store.messages(chat_id)
    assert [(m.role, m.content) for m in messages] == [
        ("user", "Name a vegetable."),
        ("assistant", events[-1].text),
    ]
    assert messages[0].version_ids == (question_id, messages[0].id)
    # The chat's title was made from the first question: it follows the edit.
    assert store.get_conversation(chat_id).title == "Name a vegetable."
    # The old question is kept with both its turns.
    old = store.choose_version(question_id)
    assert [m.content for m in old][::2] == ["Name a fruit.", "Name another one."]
    assert store.get_conversation(chat_id).title == "Name a fruit."


@pytest.mark.server
def test_dropping_the_oldest_turns_is_kept_with_the_chat(
    session: ChatSession, store: ConversationStore, tmp_path: Path
) -> None:
    chat = store.create_conversation("Long", system_prompt=SYSTEM)
    for index in range(4):
        store.add_message(chat.id, "user", f"Question {index}: " + SENTENCE * 4)
        store.add_message(chat.id, "assistant", f"Answer {index}: " + SENTENCE * 4)

    # Together with the turns before it, this question does not fit the context.
    failed = run(session, SendMessage(chat.id, "Summarise: " + SENTENCE * 2, (), SHORT))[-1]
    assert isinstance(failed, TurnFailed)
    assert failed.kind is FailureKind.CONTEXT_OVERFLOW
    assert store.messages(chat.id)[-1].error == failed.message

    events = run(session, DropOldestTurns(chat.id, SHORT))
    dropped = events[0]
    assert isinstance(dropped, TurnsDropped) and dropped.retrying and dropped.dropped > 0
    finished = events[-1]
    assert isinstance(finished, TurnFinished) and finished.text.strip()
    call = one(events, CallStarted)
    assert isinstance(call, CallStarted)
    assert call.messages[0].content == SYSTEM
    assert call.messages[-1].content == "Summarise: " + SENTENCE * 2
    assert "Question 0" not in " ".join(m.content for m in call.messages)
    messages = store.messages(chat.id)
    # Nothing was deleted: the dropped turns stay saved and shown.
    assert len(messages) == 10 and messages[0].content.startswith("Question 0")
    first_sent = store.get_conversation(chat.id).first_sent_position
    assert first_sent == messages[dropped.dropped].position > 0

    # Kept in the file: a store opened again sends from the same place.
    store.close()
    with ConversationStore(tmp_path / "chats.sqlite3") as reopened:
        assert reopened.get_conversation(chat.id).first_sent_position == first_sent
        session.store = DirectStore(reopened)
        after = run(session, SendMessage(chat.id, "Thanks.", (), SHORT))
        later = one(after, CallStarted)
        assert isinstance(later, CallStarted) and isinstance(after[-1], TurnFinished)
        assert "Question 0" not in " ".join(m.content for m in later.messages)
        assert later.messages[-1].content == "Thanks."

    # With nothing older left to drop, it says so and answers nothing.
    nothing = ChatSession(DirectStore(ConversationStore(tmp_path / "chats.sqlite3")), None)
    nothing.context = CONTEXT
    short_chat = nothing.store.call(lambda s: s.create_conversation("Short").id)
    assert run(nothing, DropOldestTurns(short_chat, SHORT)) == [
        TurnsDropped(short_chat, 0, retrying=False)
    ]


@pytest.mark.server
def test_cancel_keeps_what_arrived_and_marks_it_stopped(
    session: ChatSession, store: ConversationStore
) -> None:
    cancel = threading.Event()
    story = ChatSettings(SYSTEM, SamplingOptions(temperature=0.0, max_tokens=400))
    events: list[TurnEvent] = []
    for event in session.run(SendMessage(None, "Tell a long story.", (), story), cancel):
        events.append(event)
        if sum(isinstance(e, TextArrived) for e in events) == 5:
            cancel.set()
    finished = events[-1]
    assert isinstance(finished, TurnFinished) and finished.finished.cancelled
    assert finished.text == shown_text(events) and finished.text
    saved = store.messages(finished.conversation_id)[-1]
    assert saved.content == finished.text and saved.complete
    assert saved.stats["cancelled"] is True


@pytest.mark.server
def test_server_killed_mid_answer_keeps_the_partial_answer(
    llama_server_path: Path, starter_model_path: Path, tmp_path: Path, store: ConversationStore
) -> None:
    story = ChatSettings(SYSTEM, SamplingOptions(temperature=0.0, max_tokens=600))
    explained: list[TurnFailed] = []

    with (
        start_raw_server(llama_server_path, starter_model_path, tmp_path, context=1024) as doomed,
        ChatClient(doomed.base_url, doomed.api_key) as client,
    ):

        def alive() -> bool:
            # A killed server closes its socket a moment before it can be seen to exit.
            try:
                doomed.process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                return True
            return False

        session = ChatSession(DirectStore(store), client, server_alive=alive)
        explain = session.explain

        def spy(failure: TurnFailed) -> TurnFailed:
            explained.append(failure)  # what the connection reported, before the session
            return explain(failure)

        session.explain = spy  # type: ignore[method-assign]
        events: list[TurnEvent] = []
        for event in session.run(SendMessage(None, "Tell a story.", (), story), threading.Event()):
            events.append(event)
            if sum(isinstance(e, TextArrived) for e in events) == 5:
                doomed.process.kill()
    failed = events[-1]
    assert isinstance(failed, TurnFailed)
    assert explained[0].kind is FailureKind.SERVER_GONE
    assert failed.kind is FailureKind.SERVER_GONE and failed.server_stopped
    assert failed.message == SERVER_STOPPED_MESSAGE
    assert failed.partial_text == shown_text(events) and failed.partial_text
    saved = store.messages(failed.conversation_id or 0)[-1]
    assert saved.content == failed.partial_text
    assert saved.error == SERVER_STOPPED_MESSAGE and saved.complete


def test_without_a_model_the_question_is_kept_and_the_failure_says_so(
    store: ConversationStore,
) -> None:
    session = ChatSession(DirectStore(store))
    events = run(session, SendMessage(None, "Hello?", (), SHORT))
    assert [type(event) for event in events] == [TurnStarted, TurnFailed]
    failed = events[-1]
    assert isinstance(failed, TurnFailed) and failed.kind is FailureKind.NO_MODEL
    question, reply = store.messages(failed.conversation_id or 0)
    assert question.content == "Hello?" and reply.error == failed.message


def test_a_chat_that_is_gone_fails_before_any_answer(store: ConversationStore) -> None:
    session = ChatSession(DirectStore(store))
    events = run(session, Regenerate(12345, 1, SHORT))
    assert len(events) == 1
    failed = events[0]
    assert isinstance(failed, TurnFailed)
    assert failed.kind is FailureKind.STORE and failed.message_id is None


def test_figures_of_several_calls_add_up() -> None:
    def call(prompt: int, completion: int, ms: float, ttft: float | None) -> ReplyFinished:
        timings = Timings(prompt, 10.0, completion, ms, completion / (ms / 1000))
        usage = Usage(prompt, completion, prompt + completion)
        return ReplyFinished("stop", usage, timings, ttft, completion / (ms / 1000), False)

    stats = turn_stats([call(100, 20, 1000.0, 50.0), call(150, 30, 500.0, 40.0)])
    assert stats["completion_tokens"] == 50
    assert stats["prompt_tokens"] == 150  # the last call's prompt holds the whole turn
    assert stats["tokens_per_second"] == round(50 / 1.5, 2)
    assert stats["ttft_ms"] == 50.0 and stats["calls"] == 2
    assert tokens_used(stats) == 200
    single = turn_stats([call(100, 20, 1000.0, 50.0)])
    assert "calls" not in single and single["tokens_per_second"] == 20.0


def test_what_is_sent_always_holds_the_question_being_answered() -> None:
    conversation = Conversation(1, "t", 0.0, 0.0, "", {}, None, first_sent_position=4)

    def message(position: int, role: str) -> StoredMessage:
        return StoredMessage(
            position + 10, 1, position, role, f"m{position}", None, [], 0.0, {}, True
        )

    messages = [
        message(position, "user" if position % 2 == 0 else "assistant") for position in range(6)
    ]
    # Everything from position 4 on.
    assert [m.content for m in messages_to_send(conversation, messages, None)] == ["m4", "m5"]
    # Writing the answer at position 1 again (older than what is sent): its question
    # is sent, not nothing.
    assert [m.content for m in messages_to_send(conversation, messages, 11)] == ["m0"]


def test_a_chats_file_from_before_dropped_turns_were_kept_opens_and_upgrades(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path, isolation_level=None) as raw:
        MIGRATIONS[0](raw)
        raw.execute("PRAGMA user_version=1")
        raw.execute(
            "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (1, 'Old', 1, 1)"
        )
    raw.close()
    with ConversationStore(path) as store:
        assert store.get_conversation(1).first_sent_position == 0
        store.set_first_sent_position(1, 3)
        assert store.get_conversation(1).first_sent_position == 3
