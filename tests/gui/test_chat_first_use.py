"""What a first-time user meets on the Chat page: Enter sends and Shift+Enter starts a
new line, Send without a model says so and offers one, the model box loads as the Load
page does, and the instructions box has a label."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.turns import TurnFinished
from desktop.core.models.load_choice import resolve_request
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import from_store, last_message
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS

SCAN_TIMEOUT_MS = 30_000
# Short answers: the starter model may ramble, and the machine may be busy.
SHORT_ANSWER_TOKENS = 40


def _chat_page(qtbot: QtBot, window: MainWindow) -> ChatView:
    window.show_page("Chat")
    chat = window.chat_view
    chat.max_tokens.setValue(SHORT_ANSWER_TOKENS)
    # The model box lists the models found, the starter among them, in the background.
    qtbot.waitUntil(lambda: chat.model_switcher.starter is not None, timeout=SCAN_TIMEOUT_MS)
    return chat


def test_shift_enter_starts_a_new_line_and_enter_sends(
    qtbot: QtBot, chat: ChatView, window: MainWindow
) -> None:
    chat.max_tokens.setValue(SHORT_ANSWER_TOKENS)
    chat.input.setFocus()
    qtbot.keyClicks(chat.input, "Say hello")
    qtbot.keyClick(chat.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(chat.input, "in one word")
    assert chat.input.toPlainText() == "Say hello\nin one word"
    assert chat.message_widgets() == []
    controller = window.services.controller
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.keyClick(chat.input, Qt.Key.Key_Return)
    assert isinstance(finished.args[0], TurnFinished)
    assert chat.input.toPlainText() == ""
    assert [widget.role for widget in chat.message_widgets()] == ["user", "assistant"]
    assert chat.message_widgets()[0].text() == "Say hello\nin one word"
    assert last_message(chat).text().strip()


def test_keypad_enter_sends_and_ctrl_enter_still_sends(
    qtbot: QtBot, chat: ChatView, window: MainWindow
) -> None:
    controller = window.services.controller
    chat.max_tokens.setValue(SHORT_ANSWER_TOKENS)
    presses = (
        (Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier),
        (Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
    )
    for key, modifiers in presses:
        chat.input.setFocus()
        qtbot.keyClicks(chat.input, "Hi")
        with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS):
            qtbot.keyClick(chat.input, key, modifiers)
        assert chat.input.toPlainText() == ""
    assert len(chat.message_widgets()) == 4


def test_enter_without_a_model_says_nothing_was_sent_and_offers_the_starter(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    chat = _chat_page(qtbot, window)
    chat.input.setFocus()
    qtbot.keyClicks(chat.input, "Name a colour.")
    qtbot.keyClick(chat.input, Qt.Key.Key_Return)
    # Said plainly, never silently nothing; the message is kept.
    assert chat.input.toPlainText() == "Name a colour."
    assert chat.banner.isVisible()
    assert chat.banner_label.text().startswith("Nothing was sent: no model is loaded.")
    assert starter_model_path.stem in chat.banner_label.text()
    assert chat.banner.load_button.isVisible()
    assert chat.banner_button.isVisible()  # Go to Load
    # One click loads the starter and sends what was written.
    controller = window.services.controller
    timeout = LOAD_TIMEOUT_MS + ANSWER_TIMEOUT_MS
    with qtbot.waitSignal(controller.reply_finished, timeout=timeout) as finished:
        qtbot.mouseClick(chat.banner.load_button, Qt.MouseButton.LeftButton)
    result = finished.args[0]
    assert isinstance(result, TurnFinished)
    assert controller.loaded_model is not None
    assert controller.loaded_model.model_path == starter_model_path
    assert chat.input.toPlainText() == ""
    stored = from_store(qtbot, window, lambda store: store.messages(result.conversation_id))
    assert stored[0].content == "Name a colour."
    assert not chat.banner.isVisible()


def test_the_model_box_loads_the_model_picked_as_the_load_page_does(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    chat = _chat_page(qtbot, window)
    switcher = chat.model_switcher
    assert switcher.combo.currentText() == "No model loaded"
    assert starter_model_path in switcher.paths()
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        assert switcher.choose(starter_model_path)
    assert loaded.args[0].model_path == starter_model_path
    # The load page's own decision for the model (its remembered settings or the
    # defaults), not one of the chat page's making.
    request = controller.last_load_request
    assert request is not None
    decided = resolve_request(window.services.settings, starter_model_path)
    assert (request.model_path, request.context) == (decided.model_path, decided.context)
    assert switcher.combo.currentData() == str(starter_model_path)
    assert "starter" in switcher.combo.currentText()
    # The Load page shows the same model.
    assert window.load_view.selected_path() == starter_model_path


def test_the_instructions_box_has_a_label(qtbot: QtBot, window: MainWindow) -> None:
    chat = _chat_page(qtbot, window)
    label = chat.composer.system_prompt_label
    assert label.isVisible() and label.text().replace("&", "") == "Instructions"
    assert label.buddy() is chat.system_prompt
    # Alt+I, the label's shortcut, puts the cursor in the box.
    qtbot.keyClick(chat, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)
    assert chat.system_prompt.hasFocus()
