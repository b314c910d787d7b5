"""The tool-call cards in an answer: what they show at each step of a call, and the
approval buttons' answers."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.gui.chat.tool_card import ToolCallState, ToolStatus, readable_arguments
from desktop.gui.chat.tool_cards import NOT_ANSWERED, STOPPED_WHILE_RUNNING, cards_of
from tests.gui.chat_helpers import shown_message


def test_a_running_call_shows_its_time_growing_then_done_collapsed(qtbot: QtBot) -> None:
    message = shown_message(qtbot)
    cards = cards_of(message)
    assert cards is not None and cards is cards_of(message)  # one list per answer
    assert cards.isVisible() is False  # nothing to show before the first call

    card = cards.show_call(ToolCallState("c1", "python", '{"code": "print(6*7)"}'))
    assert cards.isVisible()
    assert card.toggle.text() == "Run Python code: running"
    qtbot.waitUntil(lambda: card.time_shown().endswith("ms"), timeout=2_000)
    first = card.time_shown()
    qtbot.waitUntil(lambda: card.time_shown() != first, timeout=2_000)  # live

    cards.show_call(
        ToolCallState("c1", "python", '{"code": "print(6*7)"}', ToolStatus.DONE, "42\n", None, 0.25)
    )
    assert card.toggle.text() == "Run Python code: done"
    assert card.time_shown() == "250 ms"
    assert card.is_expanded() is False
    qtbot.mouseClick(card.toggle, Qt.MouseButton.LeftButton)
    assert card.details.isVisible()
    assert card.result_view.toPlainText() == "42\n"
    assert card.arguments_view.toPlainText() == "code:\nprint(6*7)"
    assert card.toggle.accessibleName().startswith("Hide the python call")


def test_the_cards_sit_above_the_answer_text(qtbot: QtBot) -> None:
    message = shown_message(qtbot)
    cards = cards_of(message)
    assert cards is not None
    cards.show_call(ToolCallState("c1", "read_file", "{}"))
    message.show_complete("The answer.", None)
    assert cards.geometry().bottom() <= message.body.geometry().top()


def test_a_failed_call_says_why_and_malformed_arguments_show_as_sent(qtbot: QtBot) -> None:
    cards = cards_of(shown_message(qtbot))
    assert cards is not None
    bad = '{"code": "print(1)"'
    card = cards.show_call(
        ToolCallState("c9", "python", bad, ToolStatus.FAILED, "", "Not JSON.", 0.0)
    )
    assert card.toggle.text() == "Run Python code: failed"
    assert card.error_label.isVisible()
    assert card.error_label.text() == "Not JSON."
    assert readable_arguments(bad) == bad
    assert card.arguments_view.toPlainText() == bad


def test_approval_is_asked_with_the_arguments_open_and_each_answer_is_passed_on(
    qtbot: QtBot,
) -> None:
    cards = cards_of(shown_message(qtbot))
    assert cards is not None
    answers: list[tuple[str, bool, bool]] = []
    cards.approval_answered.connect(lambda *answer: answers.append(answer))
    for call_id, button_name in (
        ("a", "allow_once_button"),
        ("b", "allow_in_chat_button"),
        ("c", "deny_button"),
    ):
        card = cards.show_call(
            ToolCallState(call_id, "shell", '{"command": "ls -l"}', ToolStatus.WAITING)
        )
        assert card.is_expanded() and card.approval_box.isVisible()
        assert "ls -l" in card.arguments_view.toPlainText()
        assert card.toggle.text() == "Run commands on this computer: waiting for you"
        qtbot.mouseClick(getattr(card, button_name), Qt.MouseButton.LeftButton)
        assert card.approval_box.isHidden()
    assert answers == [("a", True, False), ("b", True, True), ("c", False, False)]


def test_calls_left_unfinished_when_the_answer_ends_say_so(qtbot: QtBot) -> None:
    cards = cards_of(shown_message(qtbot))
    assert cards is not None
    waiting = cards.show_call(ToolCallState("w", "shell", "{}", ToolStatus.WAITING))
    done = cards.show_call(ToolCallState("d", "python", "{}", ToolStatus.DONE, "ok", None, 1.5))
    running = cards.show_call(ToolCallState("r", "python", "{}", ToolStatus.RUNNING))
    cards.end_unfinished()
    assert waiting.toggle.text() == "Run commands on this computer: refused"
    assert waiting.allow_once_button.isEnabled() is False
    assert waiting.error_label.text() == NOT_ANSWERED
    assert running.toggle.text() == "Run Python code: failed"
    assert running.error_label.text() == STOPPED_WHILE_RUNNING
    assert done.toggle.text() == "Run Python code: done"
    assert done.time_shown() == "1.5 s"


def test_arguments_read_as_a_person_reads_them_not_as_json() -> None:
    """Issue 26: the approval card showed raw JSON."""
    code = json.dumps({"code": "total = 0\nfor n in range(3):\n    total += n\nprint(total)"})
    assert readable_arguments(code) == (
        "code:\ntotal = 0\nfor n in range(3):\n    total += n\nprint(total)")
    assert readable_arguments('{"path": "a.txt", "lines": [1, 2]}') == (
        'path:\na.txt\n\nlines:\n[\n  1,\n  2\n]')
    assert readable_arguments("[1]") == "[\n  1\n]"


def test_a_failed_run_says_its_error_once_with_the_output_below(qtbot: QtBot) -> None:
    """Issue 26: a failed python run showed its error three times."""
    cards = cards_of(shown_message(qtbot))
    assert cards is not None
    error = "The Python code failed (exit code 1): ZeroDivisionError: division by zero"
    output = ("hi\nTraceback (most recent call last):\n  File \"<python tool>\", line 2, in "
              "<module>\nZeroDivisionError: division by zero")
    card = cards.show_call(ToolCallState(
        "c3", "python", '{"code": "1/0"}', ToolStatus.FAILED, f"Error: {error}\n{output}", error,
        0.1))
    assert card.error_label.text() == error
    assert card.result_view.toPlainText() == output
    assert error not in card.result_view.toPlainText()
    assert "desktop" not in output  # no path of the app's own files
