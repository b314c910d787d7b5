"""What the chat tests do the way a person does it: load with the Load page's button,
type and press Ctrl+Enter, pick a chat in the list, type into a setting; and what they
check: the store's own record, the controls a screen reader could not name."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import psutil
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QScrollBar,
    QWidget,
)
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.turns import TurnFinished
from desktop.core.host.loaded_model import LoadedModel
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS
from tests.gui.load_page import wait_until_ready_to_load

T = TypeVar("T")
STORE_TIMEOUT_MS = 10_000
LONG_PROMPT = "Write a very long story about a dragon who learns to bake bread."

# Widgets a person operates, so a screen reader must be able to name them.
CONTROL_KINDS = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
)


def server_children() -> list[psutil.Process]:
    servers = []
    for child in psutil.Process().children(recursive=True):
        try:
            if "llama-server" in child.name() and child.status() != psutil.STATUS_ZOMBIE:
                servers.append(child)
        except psutil.NoSuchProcess:  # a probe that ended while being listed
            continue
    return servers


def wait_for_starter_selected(qtbot: QtBot, window: MainWindow, starter: Path) -> None:
    """Wait until the Load page, opened on the starter, can load it."""
    wait_until_ready_to_load(qtbot, window.load_view, starter, timeout_ms=LOAD_TIMEOUT_MS)


def load_starter(qtbot: QtBot, window: MainWindow, starter: Path) -> LoadedModel:
    """Load the starter model with the Load page's button."""
    wait_for_starter_selected(qtbot, window, starter)
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        qtbot.mouseClick(window.load_view.load_button, Qt.MouseButton.LeftButton)
    model = loaded.args[0]
    assert isinstance(model, LoadedModel)
    return model


def open_chat_on_starter(qtbot: QtBot, window: MainWindow, starter: Path) -> ChatView:
    """Load the starter with the Load page's button and go to the Chat page."""
    load_starter(qtbot, window, starter)
    window.show_page("Chat")
    return window.chat_view


def start_long_answer(
    qtbot: QtBot, chat: ChatView, *, messages_shown: int = 2, min_chars: int = 40
) -> None:
    """Ask for a long story, with room for 4000 tokens of it, and wait until its answer
    is being written: ``messages_shown`` messages on screen, Stop enabled, and more than
    ``min_chars`` of the answer shown."""
    chat.max_tokens.setValue(4000)
    ask(qtbot, chat, LONG_PROMPT)
    qtbot.waitUntil(
        lambda: (
            len(chat.message_widgets()) == messages_shown
            and chat.stop_button.isEnabled()
            and len(last_message(chat).text()) > min_chars
        ),
        timeout=ANSWER_TIMEOUT_MS,
    )


def ask(qtbot: QtBot, chat: ChatView, text: str) -> None:
    """Type ``text`` in the message box and send it with Ctrl+Enter."""
    chat.input.setFocus()
    qtbot.keyClicks(chat.input, text)
    qtbot.keyClick(chat.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def last_message(chat: ChatView) -> MessageWidget:
    widgets = chat.message_widgets()
    assert widgets, "no message shown"
    return widgets[-1]


def shown_message(qtbot: QtBot, role: str = "assistant") -> MessageWidget:
    """One message on its own, shown (no chat page around it), closed after the test."""
    widget = MessageWidget(7, 1, role)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def type_into(qtbot: QtBot, field: QWidget, text: str) -> None:
    """Replace what ``field`` holds by typing ``text``, then press Enter."""
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def open_chat_from_list(qtbot: QtBot, chat: ChatView, conversation_id: int) -> None:
    """Click the chat's row in the list and wait until it is shown."""
    chat_list = chat.conversation_list
    rows = [
        row
        for row in range(chat_list.count())
        if chat_list.item(row).data(Qt.ItemDataRole.UserRole) == conversation_id
    ]
    assert rows, f"chat {conversation_id} is not listed"
    rect = chat_list.visualItemRect(chat_list.item(rows[0]))
    qtbot.mouseClick(chat_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    # A message added to a shown page is shown on the next turn of the event loop.
    qtbot.waitUntil(
        lambda: (
            chat.conversation_id == conversation_id
            and bool(chat.message_widgets())
            and all(widget.isVisible() for widget in chat.message_widgets())
        ),
        timeout=STORE_TIMEOUT_MS,
    )


def from_store(qtbot: QtBot, window: MainWindow, read: Callable[[ConversationStore], T]) -> T:
    """Run ``read`` on the store thread (where the store lives) and return its answer."""
    answers: list[T] = []
    window.services.conversations.submit(read, answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=STORE_TIMEOUT_MS)
    return answers[0]


def _part_of_compound(control: QWidget) -> bool:
    """Qt's own parts of compound widgets (a spin box's line edit, a combo's popup
    list, a scroll area's scroll bars) take their name from their owner."""
    owner = control.parent()
    if isinstance(owner, QAbstractSpinBox | QComboBox):
        return True
    # A scroll area keeps its scroll bars in containers of its own.
    return isinstance(control, QScrollBar) and isinstance(
        owner.parent() if owner is not None else None, QAbstractScrollArea
    )


def unnamed_controls(root: QWidget) -> tuple[list[str], int]:
    """The visible controls under ``root`` without an accessible name, and how many
    visible controls were checked."""
    unnamed: list[str] = []
    checked = 0
    for kind in CONTROL_KINDS:
        for control in root.findChildren(kind):
            if _part_of_compound(control) or not control.isVisible():
                continue
            checked += 1
            if not control.accessibleName():
                label = control.text() if isinstance(control, QAbstractButton) else ""
                unnamed.append(f"{type(control).__name__} {label}".strip())
    return unnamed, checked


def ask_and_wait(qtbot: QtBot, window: MainWindow, text: str) -> TurnFinished:
    """Ask ``text`` as a person does and wait for the whole answer; an answer that
    fails, or never comes, fails the test with what the app showed and the server said."""
    controller = window.services.controller
    outcomes: list[object] = []
    controller.reply_finished.connect(outcomes.append)
    controller.reply_failed.connect(outcomes.append)
    try:
        ask(qtbot, window.chat_view, text)
        try:
            qtbot.waitUntil(lambda: bool(outcomes), timeout=ANSWER_TIMEOUT_MS)
        except TimeoutError:
            outcomes.append(None)
    finally:
        controller.reply_finished.disconnect(outcomes.append)
        controller.reply_failed.disconnect(outcomes.append)
    result = outcomes[0]
    if not isinstance(result, TurnFinished):
        chat = window.chat_view
        log = "\n".join(controller.log_lines()[-30:])
        raise AssertionError(
            f"no answer to {text!r}: {result!r}; generating={controller.generating}, "
            f"box={chat.input.toPlainText()!r}, banner={chat.banner.label.text()!r} "
            f"(shown: {chat.banner.isVisible()}), "
            f"state={controller.state}\nserver log:\n{log}"
        )
    return result
