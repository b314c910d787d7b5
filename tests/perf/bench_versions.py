"""Switching between versions of an answer (issue 26): from the press on ‹ or › to the
other version painted, in a 200-message chat, against the same in a chat of one turn.

- the last answer's versions: one message laid out anew;
- an answer halfway up: each version owns a continuation of 98 messages, all laid out
  anew (what the chat shows changes from there on);
- an answer far up (the third): a continuation of 194 messages. The chosen version and
  the messages in view show at once, the rest is laid out a few at a time after (the
  first switch there took 2,129 ms while everything was laid out at once); the time
  until the whole chat is laid out is printed too.

Before each press the message is scrolled into view, as a reader has it, and the time
ends when the other version is painted (a widget is "visible" before that; measured so,
a switch that left the view elsewhere was never counted as shown). Each chat is switched
back and forth in turn in one window (not interleaved: another
chat shown between two switches would be a chat opened, not a version switched).
Everything runs offscreen in throwaway app folders, through the real store thread and
chat page; the answers are the first-token benchmark's (Markdown, a list, code).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

from desktop.core.chat.conversations import ConversationStore
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.main_window import MainWindow
from tests.perf.bench_gui import (
    LONG_CHAT_ANSWER,
    LONG_CHAT_MESSAGES,
    isolated_app_dirs,
    main_window,
    settle,
    wait_until,
)

SWITCH_ROUNDS = 11
TARGET_MS = 50


def _chat_with_versions(window: MainWindow, pairs: int, at: int) -> tuple[int, int, int]:
    """A chat of ``pairs`` questions and answers whose answer ``at`` has two versions,
    each followed by the rest of the chat; returns (chat, first version, second)."""

    def make(store: ConversationStore) -> tuple[int, int, int]:
        chat = store.create_conversation("Versions")

        def turns(start: int, label: str) -> int:
            first_answer = 0
            for index in range(start, pairs):
                store.add_message(chat.id, "user", f"Question {index}: and then what?")
                answer = store.add_message(chat.id, "assistant", f"{label} {index}. "
                                           + LONG_CHAT_ANSWER)
                first_answer = first_answer or answer.id
            return first_answer

        for index in range(at):
            store.add_message(chat.id, "user", f"Question {index}: and then what?")
            store.add_message(chat.id, "assistant", LONG_CHAT_ANSWER)
        first = turns(at, "One")
        reply = store.begin_reply(chat.id, version_of=first)
        store.append_reply(reply, f"Two {at}. " + LONG_CHAT_ANSWER)
        store.finish_reply(reply, stats={})
        for index in range(at + 1, pairs):
            store.add_message(chat.id, "user", f"Question {index}: and then what?")
            store.add_message(chat.id, "assistant", f"Two {index}. " + LONG_CHAT_ANSWER)
        return chat.id, first, reply

    return window.services.conversations.call(make)


class _PaintWatch(QObject):
    """When the message widget showing version ``message_id`` was first painted: the
    moment the reader sees it (visible alone is earlier: set before the paint)."""

    def __init__(self, message_id: int) -> None:
        super().__init__()
        self._message_id = message_id
        self.at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self.at is None and event.type() == QEvent.Type.Paint:
            # The message or any part of it (its text covers most of it).
            part: QObject | None = watched
            while part is not None and not isinstance(part, MessageWidget):
                part = part.parent()
            if part is not None and part.message_id == self._message_id:
                self.at = time.perf_counter()
        return False


def _until(condition: Callable[[], bool]) -> None:
    """Run the event loop until ``condition`` holds, checked every millisecond."""
    if condition():
        return
    loop = QEventLoop()
    poll = QTimer()
    poll.setTimerType(Qt.TimerType.PreciseTimer)
    poll.setInterval(1)
    poll.timeout.connect(lambda: loop.quit() if condition() else None)
    poll.start()
    give_up = QTimer()
    give_up.setSingleShot(True)
    give_up.timeout.connect(loop.quit)
    give_up.start(60_000)
    loop.exec()
    poll.stop()
    if not condition():
        raise RuntimeError("the other version was not shown")


def _switches(window: MainWindow, chat_id: int, versions: tuple[int, int],
              messages: int) -> tuple[list[float], float]:
    """Open the chat, then press ‹ or › on the shown version, back and forth; the ms
    until the other version is shown, each time (the first: never shown before), and
    the ms until the whole chat was laid out after the first."""
    chat = window.chat_view
    chat.open_conversation(chat_id)
    wait_until(lambda: len(chat.message_widgets()) >= messages, "the chat")
    settle()
    times = []
    all_shown_ms = 0.0
    for _ in range(SWITCH_ROUNDS):
        shown = next(w for w in chat.message_widgets() if w.message_id in versions)
        target = versions[1] if shown.message_id == versions[0] else versions[0]
        button = (shown.versions.next_button if target == versions[1]
                  else shown.versions.previous_button)
        # As a reader does: the message in view first (a switch does not scroll). Again
        # until it is: a switch back lays the chat out anew after the first try.
        for _ in range(20):
            chat.messages.ensureWidgetVisible(shown, 0, 0)
            settle(0.1)
            if not shown.visibleRegion().isEmpty():
                break
        painted = _PaintWatch(target)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(painted)
        began = time.perf_counter()
        button.click()
        _until(lambda: painted.at is not None)  # noqa: B023
        app.removeEventFilter(painted)
        assert painted.at is not None
        times.append((painted.at - began) * 1000)
        if len(times) == 1:
            _until(lambda: chat.messages.showing_all)
            all_shown_ms = (time.perf_counter() - began) * 1000
        settle(0.1)
    return times, all_shown_ms


def _measure(at: int) -> tuple[list[float], list[float], float]:
    """Switch times in a 2-message chat, then in the 200-message one (same window)."""
    with isolated_app_dirs(), main_window() as window:
        long_chat, *long_versions = _chat_with_versions(window, LONG_CHAT_MESSAGES // 2, at)
        short_chat, *short_versions = _chat_with_versions(window, 1, 0)
        short, _ = _switches(window, short_chat, (short_versions[0], short_versions[1]), 2)
        long, all_shown_ms = _switches(window, long_chat, (long_versions[0], long_versions[1]),
                                       LONG_CHAT_MESSAGES)
        return short, long, all_shown_ms


def gui_switch_version() -> list[str]:
    """Switching versions of an answer in a 200-message chat, against a 2-message chat."""
    lines = []
    for at, where in ((LONG_CHAT_MESSAGES // 2 - 1, "the last answer"),
                      (LONG_CHAT_MESSAGES // 4, "an answer halfway up, 98 messages after"),
                      (2, "an answer far up, 194 messages after")):
        short, long, all_shown_ms = _measure(at)
        short_ms, long_ms = statistics.median(short[1:]), statistics.median(long[1:])
        lines.append(
            f"gui_switch_version_ms: {long_ms:.1f} ({where}, {LONG_CHAT_MESSAGES}-message "
            f"chat, target < {TARGET_MS}; a 2-message chat {short_ms:.1f} ms, ratio "
            f"{long_ms / short_ms:.2f}; median of {SWITCH_ROUNDS - 1} switches back and "
            f"forth; the first, to a version not shown before: {long[0]:.1f} ms vs "
            f"{short[0]:.1f} ms; the whole chat laid out after it: {all_shown_ms:.0f} ms)"
        )
    return lines


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"gui_switch_version": gui_switch_version}
