"""Choosing another version of an answer far up a long chat (issue 26): the chosen
version shows at once, what follows it in that version is laid out in the moments after,
a few messages at a time, instead of freezing the window while all of it is laid out
(~2 s for 188 messages; timings: tests/perf/run.py --only gui_switch_version)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.gui.chat.message_column import BUILT_AT_ONCE
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import from_store

PAIRS = 30
AT = 2  # the answer with two versions: the third


def _long_chat(store: ConversationStore) -> tuple[int, int]:
    """A chat of PAIRS turns whose answer AT has two versions, each followed by its own
    rest of the chat; returns (chat, the second version)."""
    chat = store.create_conversation("Versions")
    first = 0
    for index in range(PAIRS):
        store.add_message(chat.id, "user", f"Question {index}")
        answer = store.add_message(chat.id, "assistant", f"One {index}. **Bold** and `code`.")
        first = answer.id if index == AT else first
    reply = store.begin_reply(chat.id, version_of=first)
    store.append_reply(reply, f"Two {AT}.")
    store.finish_reply(reply, stats={})
    for index in range(AT + 1, PAIRS):
        store.add_message(chat.id, "user", f"Question {index} again")
        store.add_message(chat.id, "assistant", f"Two {index}.")
    return chat.id, reply


def test_a_version_far_up_shows_at_once_and_the_rest_follows(
    qtbot: QtBot, window: MainWindow
) -> None:
    chat_id, second = from_store(qtbot, window, _long_chat)
    window.show_page("Chat")
    chat = window.chat_view
    chat.open_conversation(chat_id)
    qtbot.waitUntil(lambda: len(chat.message_widgets()) == 2 * PAIRS, timeout=20_000)
    # Opened on the version written last: the second.
    assert chat.message_widgets()[-1].content() == f"Two {PAIRS - 1}."
    answer = chat.message_widgets()[2 * AT + 1]
    assert answer.versions.label.text() == "2/2"

    button = answer.versions.previous_button
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: any(w.content().startswith(f"One {AT}.")
                                for w in chat.message_widgets()), timeout=10_000)
    # Shown: the chosen version and what follows it in view; not yet the whole chat.
    shown = chat.message_widgets()
    assert shown[2 * AT + 1].versions.label.text() == "1/2"
    assert shown[2 * AT + 2].text() == f"Question {AT + 1}"
    assert len(shown) < 2 * PAIRS and not chat.messages.showing_all
    assert len(shown) >= 2 * AT + 1 + BUILT_AT_ONCE

    # Moments later the whole version is there, in order, nothing of the other one.
    qtbot.waitUntil(lambda: chat.messages.showing_all, timeout=20_000)
    widgets = chat.message_widgets()
    assert len(widgets) == 2 * PAIRS
    assert [w.text() for w in widgets[::2]] == [f"Question {i}" for i in range(PAIRS)]
    assert widgets[-1].content().startswith(f"One {PAIRS - 1}.")
    assert not any(w.content().startswith("Two") for w in widgets)

    # And back: the second version's messages, put aside, come back in order.
    button = widgets[2 * AT + 1].versions.next_button
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: chat.messages.showing_all and any(
        w.message_id == second for w in chat.message_widgets()), timeout=20_000)
    qtbot.waitUntil(lambda: len(chat.message_widgets()) == 2 * PAIRS, timeout=20_000)
    assert chat.message_widgets()[-1].content() == f"Two {PAIRS - 1}."


def test_the_chosen_version_takes_the_place_of_the_one_shown_in_view(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The messages after a switched version are taken off and others laid out: the chat
    is shorter for a moment. Before, the view was pushed up with it and stayed there, and
    in a small window the chosen version ended out of sight."""
    chat_id, _second = from_store(qtbot, window, _long_chat)
    window.resize(800, 500)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("Chat")
    chat = window.chat_view
    chat.open_conversation(chat_id)
    qtbot.waitUntil(lambda: len(chat.message_widgets()) == 2 * PAIRS, timeout=20_000)
    column = chat.messages
    for direction, wanted in (("previous", f"One {AT}."), ("next", f"Two {AT}.")):
        answer = chat.message_widgets()[2 * AT + 1]
        # The bar asked for each time, never kept across the event loop: PySide let go of
        # a kept wrapper of it while the test waited.
        qtbot.waitUntil(lambda: answer.isVisible()  # noqa: B023
                        and 0 < answer.y() < column.verticalScrollBar().maximum())  # noqa: B023
        # Scrolled to it, as a reader does, a little way down the view.
        column.verticalScrollBar().setValue(answer.y() - 40)
        qtbot.waitUntil(lambda: not answer.visibleRegion().isEmpty())  # noqa: B023
        offset = answer.y() - column.verticalScrollBar().value()
        assert column.verticalScrollBar().value() > 0 and offset == 40
        qtbot.mouseClick(getattr(answer.versions, f"{direction}_button"),
                         Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: column.showing_all and len(chat.message_widgets()) == 2 * PAIRS
                        and chat.message_widgets()[2 * AT + 1].content().startswith(wanted),  # noqa: B023
                        timeout=20_000)
        qtbot.wait(100)  # any later layout
        chosen = chat.message_widgets()[2 * AT + 1]
        assert chosen.y() - column.verticalScrollBar().value() == offset
        assert not chosen.visibleRegion().isEmpty()
