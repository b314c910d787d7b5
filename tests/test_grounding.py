"""Answers from the user's documents (desktop/core/chat/grounding.py) through the chat
session: the real llama-server and starter model, a real store. The passages come from
a retriever standing where the host binds the chat's libraries; the search itself is
tested with the real embedding model in the documents tests."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence

import pytest

from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import FailureKind, SamplingOptions
from desktop.core.chat.grounding import ContextRoom, Source, grounded_question, stored_sources
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import (
    CallStarted,
    ChatSettings,
    DirectStore,
    SendMessage,
    SourcesFound,
    TurnEvent,
    TurnFailed,
    TurnFinished,
)
from desktop.core.errors import LlamaDeskError
from tests.support.raw_server import RawServer

CONTEXT = 1024
SHORT = ChatSettings("You are a helpful assistant.",
                     SamplingOptions(temperature=0.0, seed=7, max_tokens=24))
QUESTION = "What colour is the boathouse door?"
SOURCES = (
    Source(1, "/home/ana/Notes/lake house.pdf", 3, "Outside", "The boathouse door is painted "
           "bright green, and the key hangs on a hook behind the woodpile.", 0.031),
    Source(2, "/home/ana/Notes/todo.md", None, None, "Buy green paint for the door.", 0.016),
)


@pytest.fixture
def session(remote_llama_server: RawServer, store: ConversationStore) -> Iterator[ChatSession]:
    # The starter model on a server of its own (1,024-token context), as a load gives it.
    server = remote_llama_server
    with ChatClient(server.base_url, server.api_key) as client:
        yield ChatSession(DirectStore(store), client, context=CONTEXT)


def _run(session: ChatSession) -> list[TurnEvent]:
    request = SendMessage(None, QUESTION, (), SHORT)
    return list(session.run(request, threading.Event()))


@pytest.mark.server
def test_the_model_reads_the_passages_found_and_the_answer_keeps_them(
    session: ChatSession, store: ConversationStore
) -> None:
    asked: list[str] = []
    rooms: list[ContextRoom | None] = []

    def retriever(question: str, room: ContextRoom | None = None) -> Sequence[Source]:
        asked.append(question)
        rooms.append(room)
        return SOURCES

    session.retriever = retriever
    events = _run(session)
    assert asked == [QUESTION]
    # The room a file given whole may take: half the loaded context, counted by the
    # loaded model itself.
    [room] = rooms
    assert room is not None and room.tokens == CONTEXT // 2
    assert room.count("Hello world") == 2
    found = [event for event in events if isinstance(event, SourcesFound)]
    assert len(found) == 1 and found[0].sources == SOURCES
    # Found before the model is called, so a front end shows them while it answers.
    assert events.index(found[0]) < next(
        index for index, event in enumerate(events) if isinstance(event, CallStarted))
    call = next(event for event in events if isinstance(event, CallStarted))
    sent = call.messages[-1].content
    assert sent == grounded_question(QUESTION, SOURCES)
    assert "[1] lake house.pdf, page 3 (Outside)\nThe boathouse door" in sent
    assert "[2] todo.md\nBuy green paint" in sent
    assert sent.endswith(f"Question: {QUESTION}")
    finished = events[-1]
    assert isinstance(finished, TurnFinished) and finished.text.strip()

    question, answer = store.messages(finished.conversation_id)
    assert question.content == QUESTION  # the user's words, not the passages
    assert stored_sources(answer.stats) == list(SOURCES)
    assert SOURCES[0].label() == "lake house.pdf, page 3"


@pytest.mark.server
def test_a_question_with_nothing_found_is_sent_as_asked(session: ChatSession) -> None:
    session.retriever = lambda _question, _room=None: ()
    events = _run(session)
    assert not any(isinstance(event, SourcesFound) for event in events)
    call = next(event for event in events if isinstance(event, CallStarted))
    assert call.messages[-1].content == QUESTION
    assert isinstance(events[-1], TurnFinished) and "sources" not in events[-1].stats


def test_documents_that_cannot_be_searched_fail_the_turn_in_words_and_keep_the_question(
    store: ConversationStore,
) -> None:
    def retriever(_question: str, _room: ContextRoom | None = None) -> Sequence[Source]:
        raise LlamaDeskError("The embedding model all-MiniLM-L6-v2.gguf is missing.")

    session = ChatSession(DirectStore(store), ChatClient("http://127.0.0.1:9", "unused"))
    session.retriever = retriever
    events = _run(session)
    failed = events[-1]
    assert isinstance(failed, TurnFailed) and failed.kind is FailureKind.DOCUMENTS
    assert failed.message == ("Your documents could not be searched: The embedding model "
                              "all-MiniLM-L6-v2.gguf is missing.")
    assert not any(isinstance(event, CallStarted) for event in events)
    assert failed.conversation_id is not None
    question, _reply = store.messages(failed.conversation_id)
    assert question.content == QUESTION


def test_stored_sources_skip_what_this_version_cannot_read() -> None:
    good = SOURCES[0].as_record()
    assert stored_sources({"sources": [good, {"number": "x"}, 7]}) == [SOURCES[0]]
    assert stored_sources({}) == [] and stored_sources({"sources": "nope"}) == []
