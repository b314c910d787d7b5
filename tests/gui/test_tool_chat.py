"""Tool calls on the Chat page, through the real llama-server and the real starter
model: the chat's Tools button turns tools on, "Make the model use a tool first" makes
the starter call one (it rarely would by itself), and each call shows as a card in the
answer, live while it runs, asked about inline where it needs approval, and shown
again from the store when the chat is opened later."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.turns import ToolCallFinished, ToolCallStarted, ToolsNotice, TurnFinished
from desktop.core.settings import Settings
from desktop.core.tools.base import Policy
from desktop.core.tools.mcp_config import McpServerConfig, remove_server, save_server
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.tool_button import FORCE_TOOL_TEXT, ChatToolsButton
from desktop.gui.chat.tool_card import ToolCallCard
from desktop.gui.chat.tool_cards import cards_of
from desktop.gui.chat.tool_chat import toolbox_opener
from desktop.gui.chat.tool_choices import ChatTools, chat_tools_path, read_chat_tools
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import ask, last_message, open_chat_from_list
from tests.support.mcp_servers import tools_server

STORE_TIMEOUT_MS = 10_000
# A forced call is a grammar-constrained answer: on a 2-core machine shared with other
# test runs the starter has been seen writing under one token a second.
TOOL_TURN_TIMEOUT_MS = 300_000


def switch_on(chat: ChatView, *names: str, force: bool = True) -> None:
    """Tick ``names`` (and the force switch) in the chat's Tools menu, as a person does."""
    button = chat.tool_calls.button
    button.fill_menu()
    actions = button.actions_by_name()
    for name in names:
        assert actions[name].isEnabled(), f"{name} can't be switched on"
        actions[name].trigger()
    if force:
        actions[FORCE_TOOL_TEXT].trigger()


def answer_cards(chat: ChatView) -> list[ToolCallCard]:
    cards = cards_of(last_message(chat), create=False)
    return list(cards.cards.values()) if cards is not None else []


def deterministic(chat: ChatView) -> None:
    # The same words from the starter on every run: the call it writes is the same.
    # Room for the call's JSON; the answer after it is not what these tests look at.
    chat.temperature.setValue(0.0)
    chat.max_tokens.setValue(48)


def test_a_forced_python_call_shows_a_live_card_that_ends_done_and_shows_again_on_reopen(
    qtbot: QtBot, chat: ChatView, window: MainWindow
) -> None:
    controller = window.services.controller
    deterministic(chat)
    switch_on(chat, "python")
    assert chat.tool_calls.button.text() == "Tools: 1 on"
    seen_running: list[str] = []

    def on_started(started: ToolCallStarted) -> None:
        # At the moment the call runs, its card is there and says so.
        seen_running.extend(card.toggle.text() for card in answer_cards(chat))

    controller.tool_call_started.connect(on_started)
    notices: list[ToolsNotice] = []
    controller.tools_noticed.connect(notices.append)
    with (
        qtbot.waitSignal(controller.reply_finished, timeout=TOOL_TURN_TIMEOUT_MS) as finished_turn,
        qtbot.waitSignal(controller.tool_call_finished, timeout=TOOL_TURN_TIMEOUT_MS) as done,
    ):
        ask(qtbot, chat, "Use python to print the sum of 2 and 3.")
    controller.tool_call_started.disconnect(on_started)
    controller.tools_noticed.disconnect(notices.append)
    call = done.args[0]
    assert isinstance(call, ToolCallFinished)
    assert seen_running == ["Run Python code: running"]

    turn = finished_turn.args[0]
    assert isinstance(turn, TurnFinished)
    cards = answer_cards(chat)
    assert cards, "no tool card in the answer"
    first = cards[0]
    assert call.status == "done", f"the starter's code failed: {call.error}"
    assert first.toggle.text() == "Run Python code: done"
    assert first.result_view.toPlainText() == call.result
    assert first.time_shown()
    # The starter's own template takes no tools: they were offered through a substitute
    # (the core says so), which the window keeps to itself: nothing to act on, and no
    # words about chat templates in an answer.
    assert notices and notices[0].tools_on
    note = cards_of(last_message(chat), create=False)
    assert note is not None and not note.note.isVisible()
    # The chat keeps its tools: the choice is saved with the chat's id.
    conversation_id = chat.conversation_id
    assert conversation_id is not None
    qtbot.waitUntil(
        lambda: read_chat_tools(chat_tools_path()).get(conversation_id) is not None,
        timeout=STORE_TIMEOUT_MS,
    )
    assert read_chat_tools(chat_tools_path())[conversation_id].names == ("python",)

    shown = [(card.state.name, card.state.status, card.state.result) for card in cards]
    qtbot.mouseClick(chat.new_button, Qt.MouseButton.LeftButton)
    assert chat.tool_calls.button.text() == "Tools"
    open_chat_from_list(qtbot, chat, conversation_id)
    reopened = answer_cards(chat)
    assert [(card.state.name, card.state.status, card.state.result) for card in reopened] == shown
    assert chat.tool_calls.button.text() == "Tools: 1 on"


@pytest.fixture
def shell_on(window: MainWindow) -> None:
    # Off by default; asks before every command whatever is set.
    window.services.settings.shell_tool_enabled = True


def _ask_for_shell(qtbot: QtBot, chat: ChatView, window: MainWindow) -> ToolCallCard:
    deterministic(chat)
    switch_on(chat, "shell")
    with qtbot.waitSignal(
        window.services.controller.tool_approval_needed, timeout=TOOL_TURN_TIMEOUT_MS
    ):
        ask(qtbot, chat, "List the files in this folder with the shell.")
    cards = answer_cards(chat)
    assert len(cards) == 1
    card = cards[0]
    assert card.toggle.text() == "Run commands on this computer: waiting for you"
    assert card.approval_box.isVisible() and card.arguments_view.isVisible()
    assert "command" in card.arguments_view.toPlainText()
    return card


def _end_waiting_call(
    qtbot: QtBot, window: MainWindow, act: Callable[[], None]
) -> tuple[TurnFinished, ToolCallFinished]:
    """Do ``act`` to the call waiting for approval; wait for it and the answer to end."""
    controller = window.services.controller
    with (
        qtbot.waitSignal(controller.reply_finished, timeout=TOOL_TURN_TIMEOUT_MS) as finished,
        qtbot.waitSignal(controller.tool_call_finished, timeout=TOOL_TURN_TIMEOUT_MS) as ended,
    ):
        act()
    turn, call = finished.args[0], ended.args[0]
    assert isinstance(turn, TurnFinished) and isinstance(call, ToolCallFinished)
    return turn, call


def _deny(qtbot: QtBot, chat: ChatView, card: ToolCallCard) -> None:
    qtbot.mouseClick(card.deny_button, Qt.MouseButton.LeftButton)


def _stop(qtbot: QtBot, chat: ChatView, card: ToolCallCard) -> None:
    qtbot.keyClick(chat.input, Qt.Key.Key_Escape)


@pytest.mark.usefixtures("shell_on")
@pytest.mark.parametrize(
    ("end", "status", "cancelled"),
    [(_deny, "refused", False), (_stop, "failed", True)],
    ids=["denied, the answer goes on", "stopped, the answer ends"],
)
def test_a_call_waiting_for_approval_shows_how_it_ended_and_the_chat_takes_input_again(
    qtbot: QtBot,
    chat: ChatView,
    window: MainWindow,
    end: Callable[[QtBot, ChatView, ToolCallCard], None],
    status: str,
    cancelled: bool,
) -> None:
    card = _ask_for_shell(qtbot, chat, window)
    turn, call = _end_waiting_call(qtbot, window, lambda: end(qtbot, chat, card))
    assert call.status == status
    assert turn.finished.cancelled is cancelled
    assert card.toggle.text() == f"Run commands on this computer: {status}"
    assert card.approval_box.isHidden()
    assert card.error_label.isVisible() and card.error_label.text() == call.error
    if status == "refused":
        # What the model was told instead of a result, there for the user to read too.
        assert call.result and card.result_view.toPlainText() == call.result
    assert chat.send_button.isEnabled()


def test_tools_the_settings_keep_off_cannot_be_switched_on(window: MainWindow) -> None:
    button = window.chat_view.tool_calls.button
    button.fill_menu()
    actions = button.actions_by_name()
    for name in ("shell", "web_search", "fetch_url"):
        assert actions[name].isEnabled() is False
        assert "(off in Settings)" in actions[name].text()
    assert actions["python"].isEnabled() and actions["read_file"].isEnabled()


def test_allow_in_this_chat_runs_the_call_and_is_not_asked_again_in_the_chat(
    qtbot: QtBot, chat: ChatView, window: MainWindow
) -> None:
    controller = window.services.controller
    window.services.settings.tool_policies["python"] = "ask"
    deterministic(chat)
    switch_on(chat, "python")
    with qtbot.waitSignal(controller.tool_approval_needed, timeout=TOOL_TURN_TIMEOUT_MS):
        ask(qtbot, chat, "Use python to print the sum of 2 and 3.")
    (card,) = answer_cards(chat)
    assert card.toggle.text() == "Run Python code: waiting for you"
    with (
        qtbot.waitSignal(controller.reply_finished, timeout=TOOL_TURN_TIMEOUT_MS),
        qtbot.waitSignal(controller.tool_call_finished, timeout=TOOL_TURN_TIMEOUT_MS) as ended,
    ):
        qtbot.mouseClick(card.allow_in_chat_button, Qt.MouseButton.LeftButton)
        assert card.toggle.text() == "Run Python code: running"
    call = ended.args[0]
    assert isinstance(call, ToolCallFinished) and call.status != "refused"
    assert card.toggle.text() == f"Run Python code: {call.status}"

    asked_again: list[object] = []
    controller.tool_approval_needed.connect(asked_again.append)
    with qtbot.waitSignal(controller.reply_finished, timeout=TOOL_TURN_TIMEOUT_MS):
        ask(qtbot, chat, "Use python to print the product of 4 and 5.")
    controller.tool_approval_needed.disconnect(asked_again.append)
    assert asked_again == []
    (second,) = answer_cards(chat)
    assert second.state.status.value in ("done", "failed")


def switch_on_new_server(qtbot: QtBot, button: ChatToolsButton, name: str) -> None:
    """Add MCP server ``name`` to mcp.json and switch it on in the chat's Tools menu."""
    save_server(McpServerConfig(name, command=sys.executable, args=("server.py",)))
    # Opening the menu reads mcp.json again (in the background): the next look lists it.
    button.menu_.aboutToShow.emit()

    def listed() -> bool:
        button.fill_menu()
        return f"mcp:{name}" in button.actions_by_name()

    qtbot.waitUntil(listed, timeout=STORE_TIMEOUT_MS)
    button.actions_by_name()[f"mcp:{name}"].trigger()


def test_the_mcp_servers_of_mcp_json_can_be_switched_on_per_chat(
    qtbot: QtBot, window: MainWindow
) -> None:
    button = window.chat_view.tool_calls.button
    switch_on_new_server(qtbot, button, "testtools")
    assert button.tools.names == ("mcp:testtools",)
    assert button.text() == "Tools: 1 on"


def test_a_turn_opens_the_chat_s_tools_with_those_allowed_in_the_chat_allowed_again() -> None:
    server = Path(tools_server.__file__)
    save_server(McpServerConfig("testtools", command=sys.executable, args=(str(server),)))
    chat_tools = ChatTools(("python", "mcp:testtools"), "auto")
    settings = Settings()
    open_tools = toolbox_opener(chat_tools, settings, ["testtools__add"])
    settings.tool_policies["python"] = "ask"  # after the turn was asked for: not seen
    toolbox = open_tools()  # what the host thread runs at the start of the turn
    try:
        names = {spec.name for spec in toolbox.specs()}
        assert {"python", "testtools__add", "testtools__hang"} <= names
        assert toolbox.policy("testtools__add") is Policy.ALWAYS  # allowed in this chat
        assert toolbox.policy("testtools__hang") is Policy.ASK  # an MCP tool asks
        assert toolbox.policy("python") is Policy.ALWAYS
    finally:
        toolbox.close()


def test_a_chat_whose_mcp_server_is_gone_still_answers_and_says_why_without_tools(
    qtbot: QtBot, chat: ChatView, window: MainWindow
) -> None:
    switch_on_new_server(qtbot, chat.tool_calls.button, "gone")
    remove_server("gone")  # removed in Settings (or by hand) after it was switched on
    deterministic(chat)
    controller = window.services.controller
    with (
        qtbot.waitSignal(controller.reply_finished, timeout=TOOL_TURN_TIMEOUT_MS),
        qtbot.waitSignal(controller.tools_unavailable, timeout=TOOL_TURN_TIMEOUT_MS) as why,
    ):
        ask(qtbot, chat, "Say hello.")
    cards = cards_of(last_message(chat), create=False)
    assert cards is not None and cards.note.isVisible()
    assert cards.note.text() == why.args[0]
    assert "gone" in why.args[0]
    assert not cards.cards  # no call was made
    assert last_message(chat).text().strip()  # the answer was written all the same


def test_a_file_attached_to_the_chat_is_what_read_file_reads(
    qtbot: QtBot, chat: ChatView, window: MainWindow, tmp_path: Path
) -> None:
    """read_file could never work in the window: no file reached it (issue 25)."""
    note = tmp_path / "shopping.txt"
    note.write_text("Oat milk, lemons and basil.", encoding="utf-8")
    controller = window.services.controller
    deterministic(chat)
    button = chat.tool_calls.button
    button.attach_files([note])  # what "Attach a file…" in the Tools menu does
    assert button.tools.files == (str(note.resolve()),) and "read_file" in button.tools.names
    button.fill_menu()
    assert button.actions_by_name()[f"file:{note.resolve()}"].isChecked()
    switch_on(chat)  # only the force switch: read_file is on with its file
    with qtbot.waitSignal(controller.tool_call_finished, timeout=TOOL_TURN_TIMEOUT_MS) as done:
        ask(qtbot, chat, "Read the attached file shopping.txt.")
    call = done.args[0]
    assert isinstance(call, ToolCallFinished)
    assert call.name == "read_file" and call.error is None, call.error
    assert call.result == "Oat milk, lemons and basil."
    qtbot.waitUntil(lambda: not controller.generating, timeout=TOOL_TURN_TIMEOUT_MS)
    # Kept with the chat, and taken away with a tick.
    chat_id = chat.conversation_id
    assert chat_id is not None
    qtbot.waitUntil(
        lambda: read_chat_tools(chat_tools_path()).get(chat_id, ChatTools()).files
        == (str(note.resolve()),),
        timeout=STORE_TIMEOUT_MS,
    )
    button.fill_menu()
    button.actions_by_name()[f"file:{note.resolve()}"].trigger()
    assert button.tools.files == ()
