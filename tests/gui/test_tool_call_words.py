"""A tool call's failure on its card, in the window's language (issue 29): the core gives
each failure a kind and figures (``CallFailure``), saved with the call, and the card
words it from them, after a restart too; the model's text stays English. A call saved
before kinds were shows its English sentence as it was written."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import ToolCall
from desktop.core.chat.store_records import StoredToolCall
from desktop.core.chat.tool_loop import ToolRunner
from desktop.core.chat.turns import DirectStore, ToolApprovalNeeded, ToolCallFinished
from desktop.core.tools.base import CallFailure, CallProblem, Policy, Toolbox, ToolContext
from desktop.core.tools.python_tool import PythonTool
from desktop.core.tools.read_file import ReadFileTool
from desktop.gui.chat.tool_card import ToolCallCard
from desktop.gui.chat.tool_cards import cards_of
from desktop.gui.chat.tool_chat import ended_state
from desktop.gui.widgets import tool_words
from desktop.gui.widgets.tool_words import call_error_text
from tests.gui.chat_helpers import last_message, open_chat_from_list
from tests.gui.conftest import close_window, open_window
from tests.support.core_english import word_runs
from tests.support.language_window import installed_language

# Every kind with every figure set: each sentence is filled in, whichever it takes.
FIGURES = {"name": "notes.md", "server": "Dateiablage", "address": "https://example.org/x",
           "reason": "Errno 13", "said": "Zugriff verweigert", "seconds": 2.5,
           "size": 300 * 1024 * 1024, "code": 404}  # fmt: skip


def every_failure() -> list[CallFailure]:
    return [CallFailure(kind, **FIGURES) for kind in CallProblem]  # type: ignore[arg-type]


def test_every_kind_has_a_sentence_and_its_figures_are_filled_in(qapp: QApplication) -> None:
    assert set(tool_words.CALL_PROBLEMS) == set(CallProblem)
    for failure in every_failure():
        shown = call_error_text("The English sentence.", failure)
        assert shown and "{" not in shown and shown != "The English sentence.", failure.kind
    slow = call_error_text("", CallFailure(CallProblem.RAN_TOO_LONG, seconds=2.5))
    assert slow == "It ran longer than its limit of 2.5 seconds and was stopped."
    memory = call_error_text("", CallFailure(CallProblem.OUT_OF_MEMORY, size=300 * 1024 * 1024))
    assert memory == "It used more memory than its limit of 300.0 MB and was stopped."
    # A built-in tool is named by its title; a tool's own words as it wrote them.
    too_slow = call_error_text("", CallFailure(CallProblem.TOO_SLOW, name="python", seconds=60))
    assert too_slow == "“Run Python code” took longer than 60 seconds and was stopped."
    said = CallFailure(CallProblem.TOOL_SAID, name="read", said="ENOENT: no such file")
    assert call_error_text("read reported an error: ENOENT", said) == (
        "The tool said: ENOENT: no such file"
    )
    # Saved before kinds were: the English sentence, as written.
    assert call_error_text("The Python code failed (exit code 1).") == (
        "The Python code failed (exit code 1)."
    )


def test_a_failure_record_survives_junk_and_kinds_it_does_not_know() -> None:
    failure = CallFailure(CallProblem.HTTP_STATUS, address="https://example.org", code=404)
    assert failure.record() == {"kind": "http_status", "address": "https://example.org",
                                "code": 404}  # fmt: skip
    assert CallFailure.from_record(failure.record()) == failure
    assert CallFailure.from_record({"kind": "from_a_newer_version"}) is None
    assert CallFailure.from_record("junk") is None
    odd = CallFailure.from_record({"kind": "too_slow", "name": 7, "seconds": "60", "code": True})
    assert odd == CallFailure(CallProblem.TOO_SLOW)


def test_in_german_every_kind_is_said_in_german(german: None) -> None:
    for failure in every_failure():
        shown = call_error_text("", failure)
        assert shown is not None
        with _english():
            english = call_error_text("", failure)
        assert english is not None and shown != english, failure.kind
        english_shown = word_runs(english) & word_runs(shown) - word_runs(str(FIGURES["said"]))
        assert not english_shown, (shown, english)
    memory = call_error_text("", CallFailure(CallProblem.OUT_OF_MEMORY, size=300 * 1024 * 1024))
    assert memory == "Es hat mehr Speicher als sein Limit von 300,0 MB belegt und wurde beendet."


@contextmanager
def _english() -> Iterator[None]:
    """English for a moment (the sentences the German ones are compared with)."""
    saved = tool_words._t
    tool_words._t = lambda text: text
    try:
        yield
    finally:
        tool_words._t = saved


def _failed_calls(store: ConversationStore, scratch: Path, attached: Path) -> int:
    """A chat whose answer made real calls that failed (through the real tool loop and
    tools), and one call saved the way an older version saved it; its id."""
    chat = store.create_conversation("Werkzeuge")
    store.add_message(chat.id, "user", "Lies meine Notizen.")
    reply = store.begin_reply(chat.id)
    toolbox = Toolbox([ReadFileTool([attached]), PythonTool()], {"python": Policy.ASK})
    runner = ToolRunner(toolbox, DirectStore(store), chat.id, reply, threading.Event(),
                        context_for=lambda cid: ToolContext(cid, scratch, (attached,)))  # fmt: skip
    calls = (
        ToolCall("c1", "read_file", '{"name": "tagebuch.txt"}'),
        ToolCall("c2", "multiply", "{}"),
        ToolCall("c3", "python", '{"code": "print(6 * 7)"}'),
    )
    finished: list[ToolCallFinished] = []
    for event in runner.run_calls(calls, 0, 0):
        if isinstance(event, ToolApprovalNeeded):
            event.decision.answer(False)  # the user says no
        elif isinstance(event, ToolCallFinished):
            finished.append(event)
    assert [call.failure.kind for call in finished if call.failure] == [
        CallProblem.NOT_ATTACHED, CallProblem.NO_SUCH_TOOL, CallProblem.REFUSED_BY_USER
    ]  # fmt: skip
    old = StoredToolCall("c4", "python", "{}", "Error: The Python code failed (exit code 1).",
                         "The Python code failed (exit code 1).", 0.5, "failed", 0, 0)  # fmt: skip
    store.set_tool_calls(reply, [*runner.records, old])
    store.finish_reply(reply, stats={})
    return chat.id


def test_a_german_window_shows_a_saved_calls_failure_in_german_after_a_restart(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    notes = tmp_path / "notizen.md"
    notes.write_text("Hafermilch kaufen.", encoding="utf-8")
    scratch = tmp_path / "chat"
    scratch.mkdir()
    with ConversationStore() as store:  # the app's own store, closed: a restart
        chat_id = _failed_calls(store, scratch, notes)
    with installed_language("de", qapp, tmp_path):
        window = open_window(qtbot)
        try:
            window.show_page("Chat")
            chat = window.chat_view
            listed = chat.conversation_list
            qtbot.waitUntil(  # the list is read on the store's thread
                lambda: any(
                    listed.item(row).data(Qt.ItemDataRole.UserRole) == chat_id
                    for row in range(listed.count())
                ),
                timeout=10_000,
            )
            open_chat_from_list(qtbot, chat, chat_id)
            cards_list = cards_of(last_message(chat), create=False)
            assert cards_list is not None
            cards = list(cards_list.cards.values())
            errors = [card.error_label.text() for card in cards]
            assert errors == [
                "„tagebuch.txt“ ist keine an diesen Chat angehängte Datei.",
                "Das Modell hat ein Werkzeug namens „multiply“ angefordert, das es in diesem "
                "Chat nicht gibt.",
                "Sie haben diesen Aufruf abgelehnt.",
                # Saved before kinds were: as it was written.
                "The Python code failed (exit code 1).",
            ]
            # The card's result shows what the tool gave beyond the sentence (as the model
            # read it), not the English sentence again.
            first = cards[0]
            qtbot.mouseClick(first.toggle, Qt.MouseButton.LeftButton)
            assert first.result_view.toPlainText() == "Files you may read: notizen.md."
        finally:
            close_window(qtbot, window)


def test_a_card_shows_a_tools_own_words_after_a_german_lead(german: None, qtbot: QtBot) -> None:
    said = CallFailure(CallProblem.TOOL_SAID, name="read_text_file",
                       said="Access denied - path outside allowed directories")  # fmt: skip
    call = StoredToolCall("c1", "files__read_text_file", "{}", "Error: read_text_file reported "
                          "an error: Access denied", "read_text_file reported an error: Access "
                          "denied", 0.1, "failed", 0, 0, said)  # fmt: skip
    card = ToolCallCard(ended_state(call))
    qtbot.addWidget(card)
    assert card.error_label.text() == (
        "Das Werkzeug meldete: Access denied - path outside allowed directories"
    )
    failed = CallFailure(CallProblem.EXIT_CODE, code=1, said="ZeroDivisionError")
    program = dataclasses.replace(call, name="python", failure=failed)
    card.show_state(ended_state(program))
    assert card.error_label.text() == (
        "Es ist fehlgeschlagen (Exit-Code 1). Seine letzte Ausgabezeile: „ZeroDivisionError“"
    )
