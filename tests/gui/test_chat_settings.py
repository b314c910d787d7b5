"""Each chat keeps its own instructions and sampling settings: a new chat starts from
the Settings defaults, switching chats shows exactly each chat's values (a "no limit"
chat included), and an answer is asked for with the open chat's values."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.chat_settings import default_sampling, sampling_from_record
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.turns import CallStarted, TurnFinished
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import (
    ask_and_wait,
    from_store,
    last_message,
    open_chat_from_list,
    type_into,
)
from tests.gui.conftest import ANSWER_TIMEOUT_MS

FRUIT_PROMPT = "You are a helpful assistant who loves fruit."
# At this temperature two answers differ unless the seed is the same.
FRUIT = SamplingOptions(
    temperature=0.9, top_p=0.9, top_k=20, min_p=0.1, repeat_penalty=1.1, seed=1234, max_tokens=24
)
GREETING = SamplingOptions(
    temperature=0.3, top_p=0.95, top_k=40, min_p=0.05, repeat_penalty=1.0, seed=None, max_tokens=16
)


def _shown(chat: ChatView) -> tuple[str, SamplingOptions]:
    return chat.system_prompt.text(), chat.sampling.options()


def _choose(qtbot: QtBot, chat: ChatView, options: SamplingOptions) -> None:
    """Type each setting into its box, the way a person would."""
    sampling = chat.sampling
    if not sampling.details.isVisible():
        qtbot.mouseClick(sampling.more_button, Qt.MouseButton.LeftButton)
    assert sampling.details.isVisible()
    type_into(qtbot, sampling.temperature, f"{options.temperature:.2f}")
    type_into(qtbot, sampling.top_p, f"{options.top_p:.2f}")
    type_into(qtbot, sampling.top_k, str(options.top_k))
    type_into(qtbot, sampling.min_p, f"{options.min_p:.2f}")
    type_into(qtbot, sampling.repeat_penalty, f"{options.repeat_penalty:.2f}")
    type_into(qtbot, sampling.seed, str(options.seed if options.seed is not None else -1))
    type_into(qtbot, sampling.max_tokens, str(options.max_tokens or 0))


def _stored(
    qtbot: QtBot, window: MainWindow, conversation_id: int | None
) -> tuple[str, SamplingOptions]:
    """The chat's instructions and settings as saved (every field, none defaulted)."""
    assert conversation_id is not None
    defaults = SamplingOptions()

    def read(store: ConversationStore) -> tuple[str, SamplingOptions]:
        conversation = store.get_conversation(conversation_id)
        assert set(conversation.sampling) == set(SamplingOptions.__dataclass_fields__)
        return conversation.system_prompt, sampling_from_record(conversation.sampling, defaults)

    return from_store(qtbot, window, read)


@pytest.mark.server
def test_each_chat_keeps_shows_and_sends_its_own_settings(
    qtbot: QtBot, window: MainWindow, chat: ChatView
) -> None:
    settings = window.services.settings
    defaults = default_sampling(settings)
    assert _shown(chat) == (settings.default_system_prompt, defaults)
    sent: list[CallStarted] = []
    window.services.controller.call_started.connect(sent.append)

    # The first chat: every setting chosen, a seed, a limit of 24 tokens.
    type_into(qtbot, chat.system_prompt, FRUIT_PROMPT)
    _choose(qtbot, chat, FRUIT)
    first_answer = ask_and_wait(qtbot, window, "Name three fruits.")
    fruit_id = chat.conversation_id
    assert fruit_id is not None
    assert sent[-1].sampling == FRUIT
    assert sent[-1].messages[0].content == FRUIT_PROMPT
    assert first_answer.finished.usage is not None
    assert first_answer.finished.usage.completion_tokens <= 24

    # A new chat starts from the defaults, not from the chat open before.
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert _shown(chat) == (settings.default_system_prompt, defaults)
    assert chat.sampling.seed.text() == "random"
    _choose(qtbot, chat, GREETING)
    ask_and_wait(qtbot, window, "Say hello.")
    greeting_id = chat.conversation_id
    assert greeting_id not in (None, fruit_id)
    assert sent[-1].sampling == GREETING
    # Changed after the answer: kept with the chat without another message sent.
    type_into(qtbot, chat.max_tokens, "0")
    assert chat.max_tokens.text() == "no limit"
    unlimited = dataclasses.replace(GREETING, max_tokens=None)
    assert _stored(qtbot, window, greeting_id) == (settings.default_system_prompt, unlimited)

    # Back and forth: each chat shows exactly its own values.
    for _ in range(2):
        open_chat_from_list(qtbot, chat, fruit_id)
        assert _shown(chat) == (FRUIT_PROMPT, FRUIT)
        assert chat.max_tokens.text() == "24 tokens"  # a unit on every number (issue 26)
        open_chat_from_list(qtbot, chat, greeting_id)
        assert _shown(chat) == (settings.default_system_prompt, unlimited)
        assert chat.max_tokens.text() == "no limit"
    assert _stored(qtbot, window, fruit_id) == (FRUIT_PROMPT, FRUIT)

    # The answer written again with the first chat's seed, at temperature 0.9, is
    # the same answer: the request carried the chat's own settings.
    open_chat_from_list(qtbot, chat, fruit_id)
    controller = window.services.controller
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.mouseClick(last_message(chat).regenerate_button, Qt.MouseButton.LeftButton)
    again = finished.args[0]
    assert isinstance(again, TurnFinished)
    assert sent[-1].sampling == FRUIT
    assert again.text == first_answer.text
    assert again.text.strip()
