"""Every control of the chat page has an accessible name in every state it shows up
in, not only at rest: the finer settings, renaming in the list, editing a message,
a picture waiting to be sent, an answer being written, and after an error (Retry,
the plain choices for a chat too long for the context)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import FailureKind
from desktop.core.chat.turns import TurnFailed
from desktop.core.models.load_choice import LoadRequest
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import (
    ask,
    from_store,
    last_message,
    open_chat_from_list,
    start_long_answer,
    unnamed_controls,
)
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS

SMALL_CONTEXT = 512
# Well over SMALL_CONTEXT tokens: the server refuses it.
TOO_LONG = "Summarise this: " + "The quick brown fox jumps over the lazy dog. " * 60
ANSWER_WITH_EVERYTHING = "Here it is:\n\n```python\nprint('hi')\n```\n\nAnd again:\n\n```\nhi\n```"


def _assert_all_named(chat: ChatView, state: str) -> None:
    unnamed, checked = unnamed_controls(chat)
    assert checked > 10, state
    assert unnamed == [], state


def _saved_chat(qtbot: QtBot, window: MainWindow) -> int:
    """A chat whose answer has thinking, two code blocks and an error (so Retry)."""

    def create(store: ConversationStore) -> int:
        conversation = store.create_conversation(title="Python", system_prompt="Be brief.")
        store.add_message(conversation.id, "user", "Show me Python.")
        reply = store.begin_reply(conversation.id)
        store.append_reply(reply, ANSWER_WITH_EVERYTHING, "Let me think about it.")
        store.finish_reply(
            reply, stats={}, error="The answer stopped. Press Retry to write it again."
        )
        return conversation.id

    return from_store(qtbot, window, create)


@pytest.mark.server
def test_every_chat_control_is_named_in_every_state(
    qtbot: QtBot,
    runtime_env: Path,
    starter_model_path: Path,
    tmp_path: Path,
    window: MainWindow,
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    conversation_id = _saved_chat(qtbot, window)
    chat.refresh_conversations()
    qtbot.waitUntil(lambda: chat.conversation_list.count() == 1, timeout=10_000)
    open_chat_from_list(qtbot, chat, conversation_id)

    # A finished answer with its thinking open, code blocks, a problem and Retry; the
    # finer settings open; no model loaded, so the banner's button too.
    answer = last_message(chat)
    qtbot.mouseClick(answer.thinking_toggle, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(chat.sampling.more_button, Qt.MouseButton.LeftButton)
    assert answer.thinking_view.isVisible() and answer.retry_button.isVisible()
    assert len(answer.code_buttons) == 2 and answer.code_buttons[0].isVisible()
    assert chat.sampling.seed.isVisible() and chat.banner_button.isVisible()
    _assert_all_named(chat, "a finished answer with a problem")

    # Renaming in the list: the line edit that opens there.
    qtbot.mouseClick(chat.rename_button, Qt.MouseButton.LeftButton)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and chat.conversation_list.isAncestorOf(editor)
    _assert_all_named(chat, "renaming a chat")
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not editor.isVisible(), timeout=10_000)

    # Editing a question: the editor and its two buttons.
    question = chat.message_widgets()[0]
    qtbot.mouseClick(question.edit_button, Qt.MouseButton.LeftButton)
    assert question.editor.isVisible() and question.save_edit_button.isVisible()
    _assert_all_named(chat, "editing a message")
    qtbot.mouseClick(question.cancel_edit_button, Qt.MouseButton.LeftButton)

    # A picture waiting to be sent, with its remove button.
    picture = tmp_path / "red.png"
    image = QImage(32, 32, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    assert image.save(str(picture))
    chat.attach_images([picture])
    chips = chat.attachments.chips()
    qtbot.waitUntil(lambda: chips[0].has_thumbnail(), timeout=10_000)
    assert chips[0].remove_button.isVisible()
    _assert_all_named(chat, "a picture attached")
    qtbot.mouseClick(chips[0].remove_button, Qt.MouseButton.LeftButton)
    assert chat.attachments.paths() == []

    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        controller.load(LoadRequest(starter_model_path, context=SMALL_CONTEXT, threads=2))

    # An answer being written: Stop enabled, the answer's own buttons waiting.
    start_long_answer(qtbot, chat, messages_shown=4, min_chars=20)
    _assert_all_named(chat, "mid-answer")
    assert chat.stop_button.isEnabled() and last_message(chat).streaming
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS):
        qtbot.keyClick(chat.input, Qt.Key.Key_Escape)

    # Too long for the context: the error with Retry, and the plain choices.
    with qtbot.waitSignal(controller.reply_failed, timeout=ANSWER_TIMEOUT_MS) as failed:
        ask(qtbot, chat, TOO_LONG)
    problem = failed.args[0]
    assert isinstance(problem, TurnFailed) and problem.kind is FailureKind.CONTEXT_OVERFLOW
    choices = chat.context_choices
    assert choices.new_chat_button.isVisible() and choices.drop_button.isVisible()
    assert choices.longer_button.isVisible()
    assert last_message(chat).retry_button.isVisible()
    _assert_all_named(chat, "a chat too long for the context")
