"""What a person does with answers, against the real llama-server and starter model:
regenerate and edit an earlier message (both keeping the earlier version, shown again
with ‹ ›, also after a restart), and close the window while an
answer is being written (then open the app again on the same chats)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.store_records import StoredMessage
from desktop.core.chat.turns import CallStarted, TurnFinished
from desktop.gui.bridge.threads import running_threads
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import (
    LONG_PROMPT,
    ask_and_wait,
    from_store,
    last_message,
    open_chat_from_list,
    open_chat_on_starter,
    server_children,
    start_long_answer,
    type_into,
)
from tests.gui.conftest import ANSWER_TIMEOUT_MS, close_window, open_window


def _stored_messages(qtbot: QtBot, window: MainWindow, conversation_id: int) -> list[StoredMessage]:
    return from_store(qtbot, window, lambda store: store.messages(conversation_id))


def _answer_capital_of_france(qtbot: QtBot, window: MainWindow, chat: ChatView) -> None:
    """Have the starter answer "What is the capital of France?" in short, repeatable
    words."""
    _short_answers(chat)
    chat.temperature.setValue(0.0)
    ask_and_wait(qtbot, window, "What is the capital of France?")


def _short_answers(chat: ChatView) -> None:
    chat.system_prompt.setText("You are a helpful assistant.")
    chat.max_tokens.setValue(24)


@contextmanager
def _app_on_starter(qtbot: QtBot, starter: Path) -> Iterator[ChatView]:
    """A window of its own (closed, server and all, at the end) on the starter model."""
    window = open_window(qtbot)
    try:
        yield open_chat_on_starter(qtbot, window, starter)
    finally:
        close_window(qtbot, window)


@contextmanager
def _app_opened_again(qtbot: QtBot, conversation_id: int) -> Iterator[MainWindow]:
    """The app opened again on the same data folder, showing the chat (its only one)."""
    reopened = open_window(qtbot)
    try:
        reopened.show_page("Chat")
        chat = reopened.chat_view
        qtbot.waitUntil(lambda: chat.conversation_list.count() == 1, timeout=10_000)
        open_chat_from_list(qtbot, chat, conversation_id)
        yield reopened
    finally:
        close_window(qtbot, reopened)


def _switch_to(qtbot: QtBot, chat: ChatView, widget: MessageWidget, step: str) -> MessageWidget:
    """Press ‹ ("previous") or › ("next") on ``widget``'s versions with the keyboard,
    as a person tabbing to it does; returns the message's widget as shown after."""
    switch = widget.versions
    button = switch.previous_button if step == "previous" else switch.next_button
    target = switch.version_ids[switch.version_ids.index(widget.message_id)
                                + (-1 if step == "previous" else 1)]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    # A message added to a shown page is shown on the next turn of the event loop, and
    # what follows it a few at a time after the chat was painted (MessageColumn).
    qtbot.waitUntil(lambda: chat.messages.showing_all and any(
        w.message_id == target and w.isVisible() for w in chat.message_widgets()),
        timeout=10_000)
    return next(w for w in chat.message_widgets() if w.message_id == target)


def _version_shown(widget: MessageWidget) -> str:
    """The ‹ n/m › as shown, and as a screen reader says it."""
    switch = widget.versions
    assert switch.isVisible()
    return f"{switch.label.text()} · {switch.label.accessibleName()}"


@pytest.mark.server
def test_regenerate_keeps_the_first_answer_and_either_can_be_shown(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path
) -> None:
    with _app_on_starter(qtbot, starter_model_path) as chat:
        window = chat.window()
        assert isinstance(window, MainWindow)
        _short_answers(chat)
        # Two seeds: two different answers, the same ones every run.
        qtbot.mouseClick(chat.sampling.more_button, Qt.MouseButton.LeftButton)
        type_into(qtbot, chat.sampling.seed, "1")
        first = ask_and_wait(qtbot, window, "Tell me a fact about cats.")
        conversation_id = first.conversation_id
        assert not last_message(chat).versions.isVisible()  # one version: no ‹ 1/1 ›

        type_into(qtbot, chat.sampling.seed, "2")
        controller = window.services.controller
        with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as done:
            qtbot.mouseClick(last_message(chat).regenerate_button, Qt.MouseButton.LeftButton)
        again = done.args[0]
        assert isinstance(again, TurnFinished)
        assert again.conversation_id == conversation_id
        assert again.text.strip() and again.text != first.text

        # On screen: the question and the new answer, marked as the second of two.
        question, answer = chat.message_widgets()
        assert answer.message_id == again.message_id and answer.content() == again.text
        assert _version_shown(answer) == "2/2 · Version 2 of 2 of this answer"
        assert answer.versions.previous_button.accessibleName() == (
            "Previous version of this answer")
        assert not answer.versions.next_button.isEnabled()
        assert not question.versions.isVisible()

        # The first answer is a key press away, and back again.
        answer = _switch_to(qtbot, chat, answer, "previous")
        assert answer.content() == first.text
        assert _version_shown(answer) == "1/2 · Version 1 of 2 of this answer"
        # The focus stays on the switch, so the next press goes on from there.
        assert QApplication.focusWidget() is answer.versions.next_button
        stored = _stored_messages(qtbot, window, conversation_id)
        assert [m.content for m in stored] == ["Tell me a fact about cats.", first.text]
        answer = _switch_to(qtbot, chat, answer, "next")
        assert answer.content() == again.text

    # After a restart the chat shows the version chosen, and both are there.
    with _app_opened_again(qtbot, conversation_id) as reopened:
        chat = reopened.chat_view
        _question, answer = chat.message_widgets()
        assert answer.content() == again.text
        assert _version_shown(answer) == "2/2 · Version 2 of 2 of this answer"
        assert _switch_to(qtbot, chat, answer, "previous").content() == first.text


@pytest.mark.server
def test_editing_an_earlier_message_answers_anew_and_keeps_what_followed_the_old_one(
    qtbot: QtBot, window: MainWindow, chat: ChatView
) -> None:
    _answer_capital_of_france(qtbot, window, chat)
    ask_and_wait(qtbot, window, "And of Spain?")
    assert len(chat.message_widgets()) == 4
    assert chat.title_label.text() == "What is the capital of France?"

    question = chat.message_widgets()[0]
    # Scrolled to, as a person does: a message out of view hears that the answer is
    # done when it comes into view (MessageColumn.set_busy), its Edit enabled then.
    chat.messages.ensureWidgetVisible(question)
    qtbot.waitUntil(question.edit_button.isEnabled)
    qtbot.mouseClick(question.edit_button, Qt.MouseButton.LeftButton)
    assert question.editor.isVisible() and QApplication.focusWidget() is question.editor
    assert question.editor.toPlainText() == "What is the capital of France?"
    question.editor.selectAll()
    qtbot.keyClicks(question.editor, "What is the capital of Italy?")

    controller = window.services.controller
    streamed: list[str] = []
    controller.token_received.connect(streamed.append)
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.mouseClick(question.save_edit_button, Qt.MouseButton.LeftButton)
    result = finished.args[0]
    assert isinstance(result, TurnFinished)
    # The new answer was streamed piece by piece into the chat.
    assert len(streamed) > 1 and "".join(streamed) == result.text
    assert "Rom" in result.text  # Rome, or Roma when the small model slips into Italian

    widgets = chat.message_widgets()
    assert [widget.role for widget in widgets] == ["user", "assistant"]
    assert widgets[0].text() == "What is the capital of Italy?"
    assert _version_shown(widgets[0]) == "2/2 · Version 2 of 2 of this question"
    assert widgets[1].content() == result.text
    # The title was made from the first question: it follows the edit, list and all.
    assert chat.title_label.text() == "What is the capital of Italy?"
    qtbot.waitUntil(lambda: chat.conversation_list.item(0).text().startswith(
        "What is the capital of Italy?"), timeout=10_000)

    # The old question comes back with both its turns.
    old = _switch_to(qtbot, chat, widgets[0], "previous")
    assert old.text() == "What is the capital of France?"
    assert [w.text() for w in chat.message_widgets()][2] == "And of Spain?"
    assert len(chat.message_widgets()) == 4
    assert chat.title_label.text() == "What is the capital of France?"
    stored = _stored_messages(qtbot, window, result.conversation_id)
    assert [m.content for m in stored][::2] == ["What is the capital of France?", "And of Spain?"]


@pytest.mark.server
def test_keys_in_the_message_editor_act_on_the_edit_not_the_message_box(
    qtbot: QtBot, window: MainWindow, chat: ChatView
) -> None:
    _answer_capital_of_france(qtbot, window, chat)
    controller = window.services.controller
    sent: list[CallStarted] = []
    controller.call_started.connect(sent.append)
    # Half a message written in the box below, not meant to be sent yet.
    draft = "And what is the capital of Spain?"
    chat.input.setFocus()
    qtbot.keyClicks(chat.input, draft)

    # Esc closes the editor, changing nothing and sending nothing.
    question = chat.message_widgets()[0]
    qtbot.mouseClick(question.edit_button, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is question.editor
    qtbot.keyClicks(question.editor, " Or of Germany?")
    qtbot.keyClick(question.editor, Qt.Key.Key_Escape)
    assert not question.editor.isVisible() and not question.save_edit_button.isVisible()
    assert question.body.isVisible()
    assert question.text() == "What is the capital of France?"
    assert QApplication.focusWidget() is question.edit_button
    assert chat.input.toPlainText() == draft
    assert sent == [] and not controller.generating

    # Ctrl+Enter in the editor sends the edit; the draft stays where it is.
    qtbot.mouseClick(question.edit_button, Qt.MouseButton.LeftButton)
    assert question.editor.toPlainText() == "What is the capital of France?"
    question.editor.selectAll()
    qtbot.keyClicks(question.editor, "What is the capital of Italy?")
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.keyClick(question.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    result = finished.args[0]
    assert isinstance(result, TurnFinished)
    assert len(sent) == 1
    assert [message.content for message in sent[0].messages][-1] == (
        "What is the capital of Italy?"
    )
    assert chat.input.toPlainText() == draft
    question, answer = chat.message_widgets()
    assert question.text() == "What is the capital of Italy?"
    assert answer.content() == result.text
    # The focus is back in the message box, so Esc can stop the next answer.
    assert QApplication.focusWidget() is chat.input

    # The message box's own Ctrl+Enter still sends the draft.
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS):
        qtbot.keyClick(chat.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert [message.content for message in sent[-1].messages][-1] == draft
    assert chat.input.toPlainText() == ""
    assert [widget.role for widget in chat.message_widgets()] == [
        "user",
        "assistant",
        "user",
        "assistant",
    ]


@pytest.mark.server
def test_closing_mid_answer_stops_everything_and_keeps_the_partial_answer(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path
) -> None:
    with _app_on_starter(qtbot, starter_model_path) as chat:
        start_long_answer(qtbot, chat)
        shown = last_message(chat).text()
        conversation_id = chat.conversation_id
        assert conversation_id is not None
    # Closing mid-answer left nothing running: no server, no thread of the app.
    assert server_children() == []
    assert running_threads() == []

    # The app opened again on the same data folder shows the answer as far as it got.
    with _app_opened_again(qtbot, conversation_id) as reopened:
        chat = reopened.chat_view
        question, answer = chat.message_widgets()
        assert question.text() == LONG_PROMPT
        assert answer.content().startswith(shown)
        assert "stopped" in answer.figures_shown()

        def read(store: ConversationStore) -> StoredMessage:
            return store.messages(conversation_id)[-1]

        stored = from_store(qtbot, reopened, read)
        assert stored.stats.get("cancelled") is True and stored.content.startswith(shown)
        # What was stopped can be written again.
        assert answer.regenerate_button.isVisible() and answer.regenerate_button.isEnabled()
