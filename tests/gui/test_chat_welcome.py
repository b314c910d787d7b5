"""An empty chat welcomes a newcomer with questions to try (issue 26, item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.chat_welcome import EXAMPLE_PROMPTS
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import ANSWER_TIMEOUT_MS


def test_an_empty_chat_shows_the_welcome_and_an_example_without_a_model_stays_typed(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    welcome = chat.messages.welcome
    assert welcome.isVisible()
    assert [button.text() for button in welcome.example_buttons] == list(EXAMPLE_PROMPTS)
    qtbot.mouseClick(welcome.example_buttons[0], Qt.MouseButton.LeftButton)
    # Nothing can answer: the question waits in the box and the banner says why.
    assert chat.input.toPlainText() == EXAMPLE_PROMPTS[0]
    assert chat.banner.isVisible()
    assert welcome.isVisible() and chat.message_widgets() == []


@pytest.mark.server
def test_an_example_asked_is_answered_and_the_welcome_gives_way(
    qtbot: QtBot, chat: ChatView, starter_model_path: Path
) -> None:
    welcome = chat.messages.welcome
    chat.new_chat()
    assert welcome.isVisible()
    chat.max_tokens.setValue(48)  # a short answer: the starter can ramble for minutes
    with qtbot.waitSignal(chat._controller.reply_finished, timeout=ANSWER_TIMEOUT_MS):
        qtbot.mouseClick(welcome.example_buttons[2], Qt.MouseButton.LeftButton)
    assert not welcome.isVisible()
    question, answer = chat.message_widgets()
    assert question.text() == EXAMPLE_PROMPTS[2]
    assert answer.content().strip()
    assert chat.input.toPlainText() == ""
    chat.new_chat()  # a new chat welcomes again
    assert welcome.isVisible()
