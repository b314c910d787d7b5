"""The Chat page's list of chats: a long title is cut short with "…" to the pane's
width (no sideways scrolling), with the chat's date and model under it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.gui.bridge.conversation_calls import ConversationCalls
from desktop.gui.chat.chat_list import DETAILS_ROLE, ChatList

MODEL = "SmolLM2-135M-Instruct.Q4_1"
LONG_TITLE = ("What the capital of France is, and why it is that city " * 5)[:200]


@pytest.fixture
def calls(tmp_path: Path) -> Iterator[ConversationCalls]:
    made = ConversationCalls(lambda: ConversationStore(tmp_path / "chats.sqlite3"))
    yield made
    made.shutdown()


def test_a_long_title_is_elided_over_its_date_and_model(
    qtbot: QtBot, calls: ConversationCalls
) -> None:
    assert len(LONG_TITLE) == 200
    saved = calls.call(lambda store: store.create_conversation(LONG_TITLE, model_name=MODEL))
    calls.call(lambda store: store.create_conversation("Short", model_name=None))
    chats = ChatList(calls)
    qtbot.addWidget(chats)
    chats.resize(260, 400)
    chats.show()
    qtbot.waitExposed(chats)
    chats.refresh()
    listing = chats.conversation_list
    qtbot.waitUntil(lambda: listing.count() == 2, timeout=10_000)

    long_row = next(
        listing.item(row)
        for row in range(listing.count())
        if listing.item(row).data(Qt.ItemDataRole.UserRole) == saved.id
    )
    index = listing.indexFromItem(long_row)
    delegate = listing.itemDelegate()
    rect = listing.visualRect(index)
    title, details = delegate.row_lines(index, rect.width(), listing.font())  # type: ignore[attr-defined]

    # Cut short to the pane, never scrolled sideways to.
    assert title.endswith("…") and LONG_TITLE.startswith(title[:-1])
    assert listing.fontMetrics().horizontalAdvance(title) <= listing.viewport().width()
    assert rect.right() <= listing.viewport().width()
    assert listing.horizontalScrollBar().maximum() == 0
    assert not listing.horizontalScrollBar().isVisible()
    # Under it: when it was last used, and with which model.
    when = datetime.fromtimestamp(saved.updated_at)
    expected = f"{when.day} {when:%b %Y} · {MODEL}"
    assert long_row.data(DETAILS_ROLE) == expected
    # Shown whole, or cut short the same way where the theme's font leaves no room.
    assert details == expected or (details.endswith("…") and expected.startswith(details[:-1]))
    assert LONG_TITLE in long_row.toolTip()  # the whole title is one hover away
    # Two lines tall, and the short chat without a model has just its date.
    assert rect.height() >= 2 * listing.fontMetrics().height()
    short_row = next(
        listing.item(row) for row in range(listing.count()) if listing.item(row) is not long_row
    )
    assert short_row.data(DETAILS_ROLE) == f"{when.day} {when:%b %Y}"


def test_a_search_that_finds_nothing_says_so(qtbot: QtBot, calls: ConversationCalls) -> None:
    calls.call(lambda store: store.create_conversation("Tea", model_name=None))
    chats = ChatList(calls)
    qtbot.addWidget(chats)
    chats.show()
    qtbot.waitExposed(chats)
    chats.refresh()
    qtbot.waitUntil(lambda: chats.conversation_list.count() == 1, timeout=10_000)
    assert not chats.no_match_label.isVisible()

    chats.search.setText("volcano")
    qtbot.waitUntil(lambda: chats.conversation_list.count() == 0, timeout=10_000)
    qtbot.waitUntil(chats.no_match_label.isVisible, timeout=10_000)
    assert chats.no_match_label.text() == "No chats match “volcano”."

    chats.search.clear()
    qtbot.waitUntil(lambda: chats.conversation_list.count() == 1, timeout=10_000)
    assert not chats.no_match_label.isVisible()


def test_enter_in_the_delete_question_keeps_the_chat(
    qtbot: QtBot, calls: ConversationCalls
) -> None:
    chats = ChatList(calls)
    qtbot.addWidget(chats)
    chats.show()
    qtbot.waitExposed(chats)
    asked: list[str] = []

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press_enter)
            return
        asked.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, press_enter)
    assert chats.confirm_delete("Tea") is False
    assert asked and "Tea" in asked[0]
