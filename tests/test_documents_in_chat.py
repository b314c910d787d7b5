"""A chat's documents as the model gets them: a file that fits the loaded model's
context given whole (page by page, cited as the file and its page), anything larger
searched; and the model searching the libraries itself through ``search_documents``.
The real starter model's server (its own tokenizer counts), the real all-MiniLM-L6-v2,
real files."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.documents_tool import DocumentsSearchTool
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.grounding import ContextRoom, stored_sources
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import (
    CallStarted,
    ChatSettings,
    DirectStore,
    SendMessage,
    SourcesFound,
    TurnFinished,
)
from desktop.core.host.documents_host import DocumentsHost
from desktop.core.settings import Settings
from desktop.core.tools.base import CallFailure, CallProblem, ToolContext, ToolRun
from tests.support.document_files import note_text, write_pdf, write_text_folder
from tests.support.raw_server import RawServer

PAGES = [
    "Opening hours of the Riverside library: Monday to Friday from nine to six.",
    "Members may borrow up to twelve books at a time, for three weeks.",
    "The reading room on the second floor is silent; phones must be switched off.",
]
SHORT = ChatSettings("You are a helpful assistant.",
                     SamplingOptions(temperature=0.0, seed=7, max_tokens=16))


@pytest.fixture
def host(tmp_path: Path, llama_server_path: Path, embedding_model_path: Path,
         monkeypatch: pytest.MonkeyPatch) -> Iterator[DocumentsHost]:
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    made = DocumentsHost.for_settings(Settings(), index_path=tmp_path / "index.sqlite3",
                                      model=embedding_model_path)
    try:
        yield made
    finally:
        made.shut_down()


def _library(host: DocumentsHost, name: str, sources: list[Path]) -> None:
    host.add(name, sources)
    host.update(name)


@pytest.mark.server
def test_a_file_that_fits_is_given_whole_and_a_larger_one_or_a_folder_is_searched(
    tmp_path: Path, host: DocumentsHost, remote_llama_server: RawServer,
    store: ConversationStore,
) -> None:
    rules = write_pdf(tmp_path / "rules.pdf", PAGES)
    _library(host, "Rules", [rules])
    # 40 notes in one file: ~3,000 of the model's tokens, more than half its 1,024.
    handbook = tmp_path / "handbook.txt"
    handbook.write_text("\n\n".join(note_text(number) for number in range(40)),
                        encoding="utf-8")
    _library(host, "Handbook", [handbook])
    folder = tmp_path / "two files"
    folder.mkdir()
    write_pdf(folder / "rules.pdf", PAGES)
    (folder / "events.md").write_text("# Events\n\nThe book club meets on Tuesdays.\n",
                                      encoding="utf-8")
    _library(host, "Folder", [folder])

    server = remote_llama_server
    with ChatClient(server.base_url, server.api_key) as client:
        session = ChatSession(DirectStore(store), client, context=1024)
        room = session.context_room()
        assert room is not None and room.tokens == 512
        session.retriever = host.retriever(["Rules"])
        events = list(session.run(SendMessage(None, "How many books can I borrow?", (),
                                              SHORT), threading.Event()))
        # Too long for the room: searched, the right note first, passages not the file.
        searched = host.retriever(["Handbook"])("Which locker holds the harbour's bicycle?",
                                                room)
        # Two small files are a library, not a file: searched as well.
        two = host.retriever(["Folder"])("book club", room)
        # The same file with too little room: searched.
        tight = host.retriever(["Rules"])("books", ContextRoom(20, room.count))
    [found] = [event for event in events if isinstance(event, SourcesFound)]
    # The whole file, a source per page, in order: the answer cites the file and page.
    assert [(s.number, Path(s.file).name, s.page, s.text, s.whole) for s in found.sources] \
        == [(n, "rules.pdf", n, text, True) for n, text in enumerate(PAGES, start=1)]
    assert found.sources[1].label() == "rules.pdf, page 2"
    sent = next(event for event in events if isinstance(event, CallStarted)).messages[-1]
    assert all(text in sent.content for text in PAGES)
    finished = events[-1]
    assert isinstance(finished, TurnFinished)
    _question, answer = store.messages(finished.conversation_id)
    assert stored_sources(answer.stats) == list(found.sources)  # "whole" kept with it

    assert searched and not any(source.whole for source in searched)
    assert len(searched) <= 5 and "locker 1000" in searched[0].text
    assert two and not any(source.whole for source in two)
    assert tight and not any(source.whole for source in tight)
    # Without a known context (a remote server) the file is searched too.
    assert not any(s.whole for s in host.retriever(["Rules"])("books", None))

@pytest.mark.server
def test_the_model_search_tool_numbers_what_it_finds_after_what_was_given(
    tmp_path: Path, host: DocumentsHost, scratch: Path,
) -> None:
    folder = tmp_path / "notes"
    write_text_folder(folder, 30)
    _library(host, "Notes", [folder])
    retriever = host.retriever(["Notes"])
    given = retriever("Where is the harbour's bicycle kept?")
    assert [source.number for source in given] == [1, 2, 3, 4, 5]
    tool = DocumentsSearchTool(retriever, given)
    context = ToolContext(7, scratch)

    result = tool.run(ToolRun({"query": "inventory code INV-0017"}, context))
    assert result.error is None
    records = result.details["sources"]
    assert isinstance(records, list) and records
    first = records[0]
    assert isinstance(first, dict) and "INV-0017" in str(first["text"])
    assert first["number"] == 6 and result.text.startswith("[6] note-0017.txt")
    # A passage found again keeps its number; the answer's sources are all of them.
    again = tool.run(ToolRun({"query": "Where is the harbour's bicycle kept?"}, context))
    assert again.text.startswith(f"[{given[0].number}] ")
    numbers = [source.number for source in tool.sources]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) > 5

    blank = tool.run(ToolRun({"query": "  "}, context))
    assert blank.error == "search_documents needs a query: the question or words to look for."
    # The window words it from its kind (the model reads the English).
    assert blank.failure == CallFailure(CallProblem.NO_INPUT, name="query")
    host.store.remove_library("Notes")
    gone = tool.run(ToolRun({"query": "bicycle"}, context))
    assert gone.error is not None and gone.error.startswith(
        "Your documents could not be searched: ")
