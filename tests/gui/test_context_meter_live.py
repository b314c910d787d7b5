"""The context meter against the real server: while an answer streams it shows the
server's own count (the prompt plus the answer so far) and it grows; after Stop it keeps
what the stopped answer used, also when the server reused the chat from its cache."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.figures import tokens_used
from desktop.core.chat.turns import TurnFinished
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.context_meter import meter_text
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import start_long_answer
from tests.gui.conftest import ANSWER_TIMEOUT_MS


def _stop_and_wait(qtbot: QtBot, window: MainWindow, chat: ChatView) -> TurnFinished:
    with qtbot.waitSignal(
        window.services.controller.reply_finished, timeout=ANSWER_TIMEOUT_MS
    ) as finished:
        qtbot.mouseClick(chat.stop_button, Qt.MouseButton.LeftButton)
    result = finished.args[0]
    assert isinstance(result, TurnFinished)
    assert result.stats["cancelled"] is True
    return result


def _used(chat: ChatView) -> int:
    return chat.context_meter.used or 0


def test_the_meter_counts_while_answering_and_keeps_the_count_after_stop(
    qtbot: QtBot, chat: ChatView, window: MainWindow
) -> None:
    meter = chat.context_meter
    # The loaded model's context reaches the meter with the load's signal.
    qtbot.waitUntil(lambda: meter.context > 0)
    context = meter.context
    start_long_answer(qtbot, chat)
    # Never "0 of 4,096" while answering: the prompt alone is dozens of tokens.
    qtbot.waitUntil(lambda: _used(chat) > 20, timeout=ANSWER_TIMEOUT_MS)
    first = _used(chat)
    qtbot.waitUntil(lambda: _used(chat) > first + 5, timeout=ANSWER_TIMEOUT_MS)
    assert chat.stop_button.isEnabled()  # still answering: counted as it went
    assert meter.text() == meter_text(_used(chat), context)

    stopped = _stop_and_wait(qtbot, window, chat)
    used = tokens_used(stopped.stats)
    assert used is not None and used >= first + 5
    assert _used(chat) == used
    assert meter.text() == meter_text(used, context)

    # The next answer reuses the chat from the server's cache: the count still holds
    # everything before it, not just the tokens the server had to read again.
    start_long_answer(qtbot, chat, messages_shown=4)
    qtbot.waitUntil(lambda: _used(chat) > used, timeout=ANSWER_TIMEOUT_MS)
    again = _stop_and_wait(qtbot, window, chat)
    used_again = tokens_used(again.stats)
    assert used_again is not None and used_again > used
    assert _used(chat) == used_again
