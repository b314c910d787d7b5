"""Conversations without a model: list, search, rename, delete; and what Send says when
no model is loaded. Every store call goes through the store thread."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.store_errors import ConversationStoreError, UnknownConversationError
from desktop.gui.bridge.conversation_calls import ConversationCalls
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.main_window import PAGES, MainWindow
from tests.gui.chat_helpers import from_store, open_chat_from_list, type_into, unnamed_controls

TIMEOUT_MS = 10_000


def _seed(qtbot: QtBot, window: MainWindow, titles: list[str]) -> list[int]:
    ids: list[int] = []

    def create(store: ConversationStore) -> list[int]:
        made = []
        for title in titles:
            conversation = store.create_conversation(title=title)
            store.add_message(conversation.id, "user", f"Tell me about {title.lower()}")
            store.add_message(conversation.id, "assistant", f"**{title}** is lovely.")
            made.append(conversation.id)
        return made

    window.services.conversations.submit(create, ids.extend)
    qtbot.waitUntil(lambda: len(ids) == len(titles), timeout=TIMEOUT_MS)
    window.chat_view.refresh_conversations()
    qtbot.waitUntil(
        lambda: window.chat_view.conversation_list.count() == len(titles), timeout=TIMEOUT_MS
    )
    return ids


def _titles(window: MainWindow) -> list[str]:
    chat_list = window.chat_view.conversation_list
    return [chat_list.item(row).text() for row in range(chat_list.count())]


def _stored_titles(qtbot: QtBot, window: MainWindow) -> list[str]:
    return from_store(
        qtbot,
        window,
        lambda store: [conversation.title for conversation in store.list_conversations()],
    )


def test_open_search_rename_delete(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    first, _second = _seed(qtbot, window, ["Tea", "Coffee"])
    assert _titles(window) == ["Coffee", "Tea"]  # most recent first

    chat.conversation_list.setCurrentRow(1)
    qtbot.waitUntil(lambda: chat.conversation_id == first, timeout=TIMEOUT_MS)
    widgets = chat.message_widgets()
    assert [widget.role for widget in widgets] == ["user", "assistant"]
    assert widgets[1].text() == "Tea is lovely."
    assert chat.title_label.text() == "Tea"

    qtbot.keyClicks(chat.search, "coff")
    qtbot.waitUntil(lambda: _titles(window) == ["Coffee"], timeout=TIMEOUT_MS)
    chat.search.clear()
    qtbot.waitUntil(lambda: len(_titles(window)) == 2, timeout=TIMEOUT_MS)

    # Rename: the button opens the chat's name for editing in the list, Enter keeps it.
    qtbot.mouseClick(chat.rename_button, Qt.MouseButton.LeftButton)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and editor.text() == "Tea"
    assert chat.conversation_list.isAncestorOf(editor)
    type_into(qtbot, editor, "Green tea")
    qtbot.waitUntil(lambda: chat.title_label.text() == "Green tea", timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: sorted(_titles(window)) == ["Coffee", "Green tea"], timeout=TIMEOUT_MS)
    assert sorted(_stored_titles(qtbot, window)) == ["Coffee", "Green tea"]

    # Delete asks first, naming the chat: No keeps it, Yes removes it.
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(
        _parent: QWidget, _title: str, text: str, *_buttons: object
    ) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    qtbot.mouseClick(chat.delete_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Green tea" in asked[0]
    assert sorted(_stored_titles(qtbot, window)) == ["Coffee", "Green tea"]
    assert chat.conversation_id == first and len(chat.message_widgets()) == 2

    qtbot.mouseClick(chat.delete_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2
    qtbot.waitUntil(lambda: _titles(window) == ["Coffee"], timeout=TIMEOUT_MS)
    assert _stored_titles(qtbot, window) == ["Coffee"]
    assert chat.conversation_id is None and chat.message_widgets() == []
    assert chat.title_label.text() == "New chat"


def test_a_chat_found_by_text_in_a_version_not_shown_opens_with_that_version(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    _seed(qtbot, window, ["Tea"])

    def colours(store: ConversationStore) -> None:
        found = store.create_conversation(title="Colours")
        store.add_message(found.id, "user", "Name a colour.")
        first = store.add_message(found.id, "assistant", "Vermilion.")
        reply = store.begin_reply(found.id, version_of=first.id)
        store.append_reply(reply, "Blue.")
        store.finish_reply(reply, stats={})

    from_store(qtbot, window, colours)
    qtbot.keyClicks(chat.search, "vermilion")
    qtbot.waitUntil(lambda: _titles(window) == ["Colours"], timeout=TIMEOUT_MS)
    chat.conversation_list.setCurrentRow(0)
    # The answer that holds the text is shown (the first of two), not the latest one.
    qtbot.waitUntil(lambda: [w.text() for w in chat.message_widgets()]
                    == ["Name a colour.", "Vermilion."], timeout=TIMEOUT_MS)
    assert chat.message_widgets()[1].versions.label.text() == "1/2"


def test_ctrl_n_starts_a_new_chat_from_any_page(qtbot: QtBot, window: MainWindow) -> None:
    first, _second = _seed(qtbot, window, ["Tea", "Coffee"])
    chat = window.chat_view
    chat.open_conversation(first)
    qtbot.waitUntil(lambda: chat.conversation_id == first, timeout=TIMEOUT_MS)
    window.show_page("Library")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.current_page() == "Chat"
    assert chat.conversation_id is None
    assert chat.message_widgets() == []
    assert chat.title_label.text() == "New chat"


def test_send_without_a_model_keeps_the_text_and_points_to_load(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    chat.input.setPlainText("Hello?")
    qtbot.mouseClick(chat.send_button, Qt.MouseButton.LeftButton)
    assert chat.input.toPlainText() == "Hello?"
    assert chat.banner.isVisible()
    assert chat.banner_label.text().startswith("Nothing was sent: no model is loaded.")
    qtbot.mouseClick(chat.banner_button, Qt.MouseButton.LeftButton)
    assert window.current_page() == "Load"


def test_an_edit_sent_without_a_model_stays_open_as_typed(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_page("Chat")
    chat = window.chat_view

    def seed(store: ConversationStore) -> int:
        conversation = store.create_conversation(title="Tea")
        store.add_message(conversation.id, "user", "How do I make tea?")
        store.add_message(conversation.id, "assistant", "Boil water first.")
        return conversation.id

    conversation_id = from_store(qtbot, window, seed)
    chat.refresh_conversations()
    qtbot.waitUntil(lambda: chat.conversation_list.count() == 1)
    open_chat_from_list(qtbot, chat, conversation_id)
    mine = next(w for w in chat.findChildren(MessageWidget) if w.role == "user")
    qtbot.mouseClick(mine.edit_button, Qt.MouseButton.LeftButton)
    mine.editor.setPlainText("How do I make green tea?")
    qtbot.keyClick(mine.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    # Nothing was thrown away: the edit is still open with what was typed, and the page
    # says why it was not sent.
    assert mine.editor.isVisible()
    assert mine.editor.toPlainText() == "How do I make green tea?"
    assert chat.banner.isVisible()
    assert chat.banner_label.text() == "Load a model to start chatting."
    stored = from_store(qtbot, window, lambda store: store.messages(conversation_id))
    assert [message.content for message in stored] == ["How do I make tea?", "Boil water first."]


def test_every_control_of_every_page_has_an_accessible_name(window: MainWindow) -> None:
    unnamed: list[str] = []
    checked = 0
    for page in PAGES:
        window.show_page(page)
        page_unnamed, page_checked = unnamed_controls(window)
        unnamed += [f"{page}: {control}" for control in page_unnamed]
        checked += page_checked
    assert checked > 20
    assert unnamed == []


def test_the_sessions_store_calls_wait_for_an_answer_and_never_after_shutdown(
    tmp_path: Path,
) -> None:
    # The chat session, on the host thread, reaches the store thread through these.
    calls = ConversationCalls(lambda: ConversationStore(tmp_path / "chats.sqlite3"))
    try:
        assert calls.call(lambda store: store.create_conversation("First").title) == "First"
        with pytest.raises(UnknownConversationError):
            calls.call(lambda store: store.get_conversation(999))
    finally:
        calls.shutdown()
    # A turn asked for while the app closes gets an answer, not a wait without end.
    with pytest.raises(ConversationStoreError, match="already closed"):
        calls.call(lambda store: store.list_conversations())
