"""The whole path a user takes, against the real llama-server and the starter model:
load with the Load page's button, ask, read the answer; stop; the server dying; a
missing runtime; a damaged model."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.turns import TurnFailed, TurnFinished
from desktop.gui.bridge.host_worker import LoadFailure
from desktop.gui.bridge.threads import running_threads
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import (
    ask,
    last_message,
    load_starter,
    server_children,
    start_long_answer,
    wait_for_starter_selected,
)
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS, close_window, open_window
from tests.support.fake_runtime import hide_every_runtime


@pytest.mark.server
def test_load_with_the_button_and_chat(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    model = load_starter(qtbot, window, starter_model_path)
    view = window.load_view
    assert model.report.context > 0
    # Where it runs is said after the load: this machine has no GPU, so the processor.
    assert "processor" in view.where_label.text()
    # The load ends in the chat; the Load page keeps where it runs for a look back.
    qtbot.waitUntil(lambda: window.current_page() == "Chat")
    assert view.placement_box.isVisibleTo(view)
    assert view.unload_button.isEnabled()
    assert model.display_name in window.status.model_label.text()
    assert "CPU" in window.status.device_label.text()

    window.show_page("Chat")
    chat = window.chat_view
    # The 135M starter model rambles in French without a system prompt.
    chat.system_prompt.setText("You are a helpful assistant.")
    chat.temperature.setValue(0.0)
    chat.max_tokens.setValue(48)
    controller = window.services.controller
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        ask(qtbot, chat, "What is the capital of France?")
    result = finished.args[0]
    assert isinstance(result, TurnFinished)
    assert not result.finished.cancelled

    user, answer = chat.message_widgets()
    assert user.role == "user" and "capital of France" in user.text()
    assert answer.role == "assistant"
    assert "Paris" in answer.text()
    # The figures line is filled as the answer's widget finishes, which a busy run may
    # reach a turn of the event loop after the controller's signal.
    qtbot.waitUntil(lambda: "tokens/s" in answer.figures_shown(), timeout=5_000)
    figures = answer.figures_shown()
    assert "tokens/s" in figures and "first token" in figures and "token" in figures
    assert chat.send_button.isEnabled() and not chat.stop_button.isEnabled()
    # The conversation was saved and listed under a title taken from the question.
    qtbot.waitUntil(lambda: chat.conversation_list.count() == 1, timeout=10_000)
    assert "capital of France" in chat.conversation_list.item(0).text()


@pytest.mark.server
def test_escape_stops_a_long_answer_and_keeps_it(
    qtbot: QtBot, window: MainWindow, chat: ChatView
) -> None:
    controller = window.services.controller
    start_long_answer(qtbot, chat)
    assert chat.stop_button.isEnabled()
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.keyClick(chat.input, Qt.Key.Key_Escape)
    result = finished.args[0]
    assert result.finished.cancelled
    answer = last_message(chat)
    assert len(answer.text()) > 40
    assert answer.text().split()[0] in result.text
    assert "stopped" in answer.figures_shown()
    assert chat.send_button.isEnabled()


@pytest.mark.server
def test_escape_stops_the_answer_wherever_the_focus_is_on_the_chat_page(
    qtbot: QtBot, window: MainWindow, chat: ChatView
) -> None:
    start_long_answer(qtbot, chat)
    controller = window.services.controller
    # On another page Esc is that page's own: the answer goes on.
    window.show_page("Settings")
    window.navigation.setFocus()
    with qtbot.assertNotEmitted(controller.reply_finished, wait=300):
        qtbot.keyClick(window.navigation, Qt.Key.Key_Escape)
    assert controller.generating
    # Back on the chat, the focus still in the page list (where a click on "Chat" leaves
    # it), Esc stops the answer.
    window.show_page("Chat")
    window.navigation.setFocus()
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.keyClick(window.navigation, Qt.Key.Key_Escape)
    assert finished.args[0].finished.cancelled


@pytest.mark.server
def test_server_killed_mid_answer_shows_error_with_retry(
    qtbot: QtBot, window: MainWindow, chat: ChatView
) -> None:
    chat.temperature.setValue(0.0)
    controller = window.services.controller
    start_long_answer(qtbot, chat)
    servers = server_children()
    assert len(servers) == 1
    with qtbot.waitSignal(controller.reply_failed, timeout=ANSWER_TIMEOUT_MS) as failed:
        servers[0].kill()
    problem = failed.args[0]
    assert isinstance(problem, TurnFailed)
    assert problem.server_stopped

    answer = last_message(chat)
    assert answer.error_label.isVisible()
    message = answer.error_label.text()
    assert "stopped unexpectedly" in message and "Retry" in message
    assert "Traceback" not in message
    assert answer.retry_button.isVisible() and answer.retry_button.isEnabled()
    # What arrived before the crash stays on screen.
    assert len(answer.text()) > 40
    assert answer.text()[:20] == problem.partial_text[:20]
    assert window.services.controller.loaded_model is None

    # Retry loads the model again and writes the answer anew.
    chat.max_tokens.setValue(16)
    with qtbot.waitSignals(
        [controller.model_loaded, controller.reply_finished],
        timeout=LOAD_TIMEOUT_MS,
        order="strict",
    ):
        qtbot.mouseClick(answer.retry_button, Qt.MouseButton.LeftButton)
    retried = last_message(chat)
    assert not retried.error_label.isVisible()
    assert retried.text().strip()
    assert len(chat.message_widgets()) == 2


def test_missing_runtime_is_said_plainly(
    qtbot: QtBot,
    starter_model_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hide_every_runtime(monkeypatch, tmp_path)
    window = open_window(qtbot)
    try:
        qtbot.waitUntil(
            lambda: window.status.runtime_label.text() == "Runtime: none found", timeout=30_000
        )
        wait_for_starter_selected(qtbot, window, starter_model_path)
        controller = window.services.controller
        with qtbot.waitSignal(controller.load_failed, timeout=LOAD_TIMEOUT_MS) as failed:
            qtbot.mouseClick(window.load_view.load_button, Qt.MouseButton.LeftButton)
        failure = failed.args[0]
        assert isinstance(failure, LoadFailure) and not failure.cancelled
        shown = window.load_view.status_label.text()
        assert "No llama-server was found" in shown
        assert "Traceback" not in shown and "\n" not in shown
        assert window.load_view.load_button.isEnabled()
        # The list of models refreshed in the background (a download finished, a folder
        # was added) works the plan out again: the failure stays said.
        view = window.load_view
        previous = view.current_preview()
        view.refresh_models()
        qtbot.waitUntil(
            lambda: view.current_preview() is not None and view.current_preview() is not previous,
            timeout=LOAD_TIMEOUT_MS,
        )
        assert "No llama-server was found" in view.status_label.text()
        assert window.services.controller.loaded_model is None
    finally:
        close_window(qtbot, window)


def test_damaged_model_is_said_plainly(
    qtbot: QtBot, runtime_env: Path, tmp_path: Path, window: MainWindow
) -> None:
    damaged = tmp_path / "broken-model.gguf"
    damaged.write_bytes(b"GGUF" + bytes(range(256)) * 8)
    view = window.load_view
    qtbot.waitUntil(lambda: view.model_combo.count() > 0, timeout=30_000)
    view.choose_model_file(damaged)
    # The status line names the file while it is still being read: wait for the verdict.
    qtbot.waitUntil(
        lambda: (
            view.status_label.isVisible()
            and "broken-model" in view.status_label.text()
            and view.verdict_label.text() == "This model can't be used."
        ),
        timeout=30_000,
    )
    assert "Traceback" not in view.status_label.text()
    assert not view.load_button.isEnabled()
    assert view.verdict_label.text() == "This model can't be used."

    # Loading it anyway (from the Library, say) fails with the same kind of sentence.
    controller = window.services.controller
    with qtbot.waitSignal(controller.load_failed, timeout=LOAD_TIMEOUT_MS) as failed:
        window.services.loads.load_file(damaged)
    failure = failed.args[0]
    assert "broken-model.gguf" in failure.message
    assert "broken-model.gguf" in view.status_label.text()
    assert not server_children()


@pytest.mark.server
def test_closing_the_window_stops_server_and_threads(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path
) -> None:
    window = open_window(qtbot)
    load_starter(qtbot, window, starter_model_path)
    assert len(server_children()) == 1
    assert running_threads()
    close_window(qtbot, window)
    assert server_children() == []
    assert running_threads() == []
