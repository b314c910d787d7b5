"""A message streams by appending at the end, and is rendered as Markdown once at the end."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPaintEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.chat.store_records import StoredMessage
from desktop.gui.chat.message_column import READABLE_WIDTH_PX, MessageColumn
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.theme import apply_theme
from tests.gui.chat_helpers import shown_message


def test_streaming_appends_without_touching_what_is_there(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.begin_streaming()
    document = widget.body.document()
    widget.append_content("**Hello**")
    changes: list[tuple[int, int, int]] = []
    document.contentsChange.connect(lambda at, removed, added: changes.append((at, removed, added)))
    widget.append_content(" there")
    widget.append_content("\nsecond line")
    # Each append inserts at the end and removes nothing: the cost is the delta's.
    assert changes == [(9, 0, 6), (15, 0, 12)]
    assert widget.text() == "**Hello** there\nsecond line"
    assert widget.streaming


def test_finishing_renders_markdown_and_shows_figures(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.begin_streaming()
    widget.append_content("**Paris** is the capital.")
    widget.finish_streaming(
        "**Paris** is the capital.",
        "",
        {"tokens_per_second": 80.0, "ttft_ms": 120.0, "completion_tokens": 6},
    )
    assert not widget.streaming
    assert widget.text() == "Paris is the capital."  # Markdown rendered: no asterisks
    assert widget.content() == "**Paris** is the capital."
    assert widget.figures_shown() == "80.0 tokens/s · first token after 120 ms · 6 tokens"
    assert widget.regenerate_button.isEnabled()


def test_thinking_is_collapsed_until_asked_for(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.begin_streaming()
    widget.append_reasoning("Let me think.")
    widget.append_content("Done.")
    widget.finish_streaming("Done.", "Let me think.", {})
    toggle = widget.thinking_toggle
    assert toggle.isVisible()
    assert not widget.thinking_view.isVisible()
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert widget.thinking_view.isVisible()
    assert widget.thinking_view.toPlainText() == "Let me think."
    assert toggle.accessibleName() == "Hide thinking"


def test_an_answer_made_only_of_thinking_is_shown_as_the_answer(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.begin_streaming()
    widget.finish_streaming("", "The answer is 4.", {})
    assert widget.text() == "The answer is 4."


def test_a_broken_answer_keeps_its_text_and_offers_retry(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.begin_streaming()
    widget.append_content("Once upon")
    widget.fail_streaming("The model stopped unexpectedly.", "Once upon", "")
    assert widget.text() == "Once upon"
    assert widget.error_label.isVisible()
    assert widget.error_label.text() == "The model stopped unexpectedly."
    with qtbot.waitSignal(widget.retry_requested) as retried:
        qtbot.mouseClick(widget.retry_button, Qt.MouseButton.LeftButton)
    assert retried.args == [7]


def test_editing_a_message_of_yours_submits_the_new_text(qtbot: QtBot) -> None:
    widget = shown_message(qtbot, "user")
    widget.show_complete("What is 2+2?", None)
    assert widget.edit_button.isVisible() and not widget.regenerate_button.isVisible()
    qtbot.mouseClick(widget.edit_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(widget.edit_submitted) as submitted:
        widget.submit_edit("What is 3+3?")
    assert submitted.args == [7, "What is 3+3?"]


def test_every_control_has_an_accessible_name(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QAbstractButton, QLabel, QPlainTextEdit, QTextBrowser

    widget = shown_message(qtbot)
    controls = [
        *widget.findChildren(QAbstractButton),
        *widget.findChildren(QTextBrowser),
        *widget.findChildren(QPlainTextEdit),
        *widget.findChildren(QLabel),
    ]
    assert controls

    def named(control: QWidget) -> bool:
        # A label is read by its words (Qt's name for it while none is set); an empty
        # status line by what it is for, its description.
        if isinstance(control, QLabel) and not control.accessibleName():
            return bool(control.text() or control.accessibleDescription())
        return bool(control.accessibleName())

    assert [control for control in controls if not named(control)] == []


def _stored_answer(content: str) -> StoredMessage:
    return StoredMessage(
        id=1,
        conversation_id=1,
        position=0,
        role="assistant",
        content=content,
        reasoning=None,
        images=[],
        created_at=0.0,
        stats={},
        complete=True,
    )


def _lines_shown(widget: MessageWidget) -> list[str]:
    """The text of each line as laid out on screen, across the body's blocks."""
    lines: list[str] = []
    block = widget.body.document().begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            lines.append(block.text()[line.textStart() : line.textStart() + line.textLength()])
        block = block.next()
    return lines


def test_a_single_line_break_in_an_answer_starts_a_new_line(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.resize(600, 200)
    widget.show_complete("Roses are red\nViolets are blue\n\n**New** paragraph", None)
    shown = [line.strip(" \u2028") for line in _lines_shown(widget)]
    assert shown == ["Roses are red", "Violets are blue", "New paragraph"]


def test_a_code_block_left_open_wraps_inside_the_message(qtbot: QtBot) -> None:
    column = MessageColumn()
    qtbot.addWidget(column)
    column.resize(700, 500)
    column.show()
    long_line = "value = '" + "abcdefgh " * 60 + "'"
    answer = f"Here is the code:\n```python\n{long_line}"  # never closed
    message = _stored_answer(answer)
    column.show_messages([message], None)
    widget = column.widgets[0]
    body = widget.body
    # Laid out once the column has given the message its width.
    qtbot.waitUntil(lambda: body.document().textWidth() > 0 and len(_lines_shown(widget)) > 1)
    # The whole line is laid out within the message's width, over several lines...
    assert body.document().size().width() <= body.viewport().width() + 1
    assert any(len(line) < len(long_line) for line in _lines_shown(widget))
    assert sum(long_line.startswith(line) for line in _lines_shown(widget)) == 1
    # ...and the chat is not widened: nothing to scroll sideways.
    assert widget.width() <= column.viewport().width()
    assert column.horizontalScrollBar().maximum() == 0
    assert widget.code_blocks()[0].code == long_line


def test_on_a_wide_window_messages_keep_a_readable_width_centred(qtbot: QtBot) -> None:
    column = MessageColumn()
    qtbot.addWidget(column)
    column.resize(1600, 500)
    column.show()
    message = _stored_answer("A short answer.")
    column.show_messages([message], None)
    widget = column.widgets[0]
    qtbot.waitUntil(lambda: widget.width() > 0 and widget.isVisible())
    assert widget.width() <= READABLE_WIDTH_PX
    left = widget.x()
    right = column.viewport().width() - (widget.x() + widget.width())
    assert abs(left - right) <= 2


def test_the_scroll_bar_appearing_does_not_narrow_the_answer(qtbot: QtBot) -> None:
    # On a narrow window (text narrower than the readable width) and on a wide one.
    for window_width in (500, 1600):
        column = MessageColumn()
        qtbot.addWidget(column)
        column.resize(window_width, 300)
        column.show()
        message = _stored_answer("")
        widget = column.show_messages([message], message.id)
        assert widget is not None
        body = widget.body
        # Laid out in the column (a new widget is 640 px wide until then).
        qtbot.waitUntil(lambda: widget.isVisible() and widget.width() < window_width)  # noqa: B023
        bar = column.verticalScrollBar()
        assert not bar.isVisible()
        width_before = body.width()
        # 300 px of page: a few dozen paragraphs outgrow it; fail rather than loop on.
        for _ in range(500):
            if bar.isVisible():
                break
            widget.append_content("A line of the answer that goes on.\n\n")
            qtbot.wait(1)
        assert bar.isVisible(), "the answer never outgrew the page"
        qtbot.wait(20)  # the layouts the bar's arrival set off
        # Same width, so the answer written so far is not laid out again.
        assert body.width() == width_before
        assert body.document().textWidth() == body.viewport().width()


class _Paints(QObject):
    """The rectangles of the paint events a widget receives, once installed on it."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if isinstance(event, QPaintEvent):
            self.rects.append(event.rect())
        return False


def _streaming_in_app_look(
    qtbot: QtBot, column: MessageColumn, shown: QWidget, theme: str
) -> tuple[MessageWidget, str]:
    """An empty answer being streamed in ``column`` (shown through ``shown``), in the
    app's own look: its cards, transparent scroll areas and text; and the page colour."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    colours = apply_theme(app, theme)
    shown.show()
    message = _stored_answer("")
    widget = column.show_messages([message], message.id)
    assert widget is not None
    qtbot.waitUntil(lambda: widget.isVisible() and widget.width() < shown.width())
    qtbot.wait(20)
    return widget, QColor(colours.window).name()


@pytest.mark.usefixtures("restore_theme")
def test_a_streaming_answer_repaints_the_messages_not_the_page_behind_them(
    qtbot: QtBot,
) -> None:
    # With a page behind the column as the window has: each update of a streaming
    # answer used to repaint that page too, and every widget up to the window.
    page = QWidget()
    qtbot.addWidget(page)
    column = MessageColumn(page)
    QVBoxLayout(page).addWidget(column)
    page.resize(800, 400)
    widget, page_colour = _streaming_in_app_look(qtbot, column, page, "dark")
    paints = _Paints()
    page.installEventFilter(paints)
    for _ in range(20):
        widget.append_content("more of the answer, ")
        qtbot.wait(5)
    assert widget.body.toPlainText().count("more of the answer") == 20
    assert paints.rects == []
    # The column paints the page's own colour where no message is.
    image = column.viewport().grab().toImage()
    assert image.pixelColor(2, image.height() - 2).name() == page_colour


@pytest.mark.usefixtures("restore_theme")
def test_a_new_line_of_a_streaming_answer_paints_the_text_once_not_twice(
    qtbot: QtBot,
) -> None:
    column = MessageColumn()
    qtbot.addWidget(column)
    column.resize(600, 900)
    widget, _ = _streaming_in_app_look(qtbot, column, column, "light")
    widget.append_content("A line of the answer that goes on.")
    for _ in range(15):
        widget.append_content("\nA line of the answer that goes on.")
        qtbot.wait(1)
    qtbot.wait(20)
    view = widget.body.viewport()
    paints = _Paints()
    view.installEventFilter(paints)
    height = widget.body.height()
    widget.append_content("\nOne more line.")
    qtbot.waitUntil(lambda: widget.body.height() > height)
    qtbot.waitUntil(lambda: bool(paints.rects))
    qtbot.wait(20)
    # The text grew by a line at the bottom. The card around it, a line taller, paints
    # all of it once; the text's own growth paints only the new line (it painted all
    # 17 lines a second time: 561 rows of 282 here, now 317).
    assert sum(rect.height() for rect in paints.rects) < 1.5 * view.height()


def _stored(
    message_id: int, role: str, content: str, *, complete: bool = True
) -> StoredMessage:
    return StoredMessage(message_id, 1, message_id, role, content, None, [], 0.0, {}, complete)


def test_a_new_turn_adds_its_messages_and_keeps_the_earlier_ones_as_they_are(
    qtbot: QtBot,
) -> None:
    column = MessageColumn()
    qtbot.addWidget(column)
    earlier = [
        _stored(index, "user" if index % 2 else "assistant", f"**Message** {index}")
        for index in range(1, 201)
    ]
    column.show_messages(earlier, None)
    shown = list(column.widgets)
    assert len(shown) == 200

    # A new turn: the question and the reply being written come after the 200.
    question = _stored(201, "user", "And then?")
    reply = _stored(202, "assistant", "", complete=False)
    streaming = column.show_messages([*earlier, question, reply], 202)
    assert column.widgets[:200] == shown  # the same widgets, not laid out again
    assert len(column.widgets) == 202 and streaming is column.widgets[-1]
    assert [w.message_id for w in column.widgets[-2:]] == [201, 202]

    # The reply written since, and the next turn: the reply is shown as stored now.
    finished = _stored(202, "assistant", "It rained.")
    next_question = _stored(203, "user", "Why?")
    next_reply = _stored(204, "assistant", "", complete=False)
    column.show_messages([*earlier, question, finished, next_question, next_reply], 204)
    assert column.widgets[:201] == [*shown, column.widgets[200]]
    assert column.widgets[201].text() == "It rained."
    assert len(column.widgets) == 204

    # An answer written again: from it on, the messages are new; before it, kept.
    rewritten = _stored(100, "assistant", "Another answer")
    column.show_messages([*earlier[:99], rewritten], None)
    assert column.widgets[:99] == shown[:99]
    assert column.widgets[99].text() == "Another answer"
    assert len(column.widgets) == 100

    # Another chat shares no message: everything is shown anew.
    column.show_messages([_stored(500, "user", "Hello")], None)
    assert [w.message_id for w in column.widgets] == [500]
    assert shown[0] not in column.widgets


def test_a_long_figures_line_wraps_instead_of_widening_the_chat(qtbot: QtBot) -> None:
    column = MessageColumn()
    qtbot.addWidget(column)
    column.resize(520, 400)
    column.show()
    stats: dict[str, object] = {
        "tokens_per_second": 4.3,
        "ttft_ms": 607.0,
        "completion_tokens": 52,
        "ran_on": {"devices": ["NVIDIA GeForce RTX 4060 Laptop GPU"], "context": 4096,
                   "layers": 31, "gpu_layers": 20},
    }
    answer = StoredMessage(2, 1, 1, "assistant", "Short answer.", None, [], 0.0, stats, True)
    column.show_messages([answer], None)
    [widget] = column.widgets
    qtbot.waitUntil(lambda: widget.figures.isVisible())
    QApplication.processEvents()
    # Nothing scrolls sideways: the figures wrap inside the column, which keeps its width.
    assert column.horizontalScrollBar().maximum() == 0
    assert widget.width() <= column.viewport().width()
    assert widget.figures.width() <= column.viewport().width()
    assert "4.3 tokens/s" in widget.figures_shown()


def test_a_long_chat_greys_out_the_actions_in_view_and_those_scrolled_to(qtbot: QtBot) -> None:
    """While an answer is written no message can be regenerated, edited or retried: the
    messages in view say so at once, the others as soon as they are scrolled to."""
    column = MessageColumn()
    qtbot.addWidget(column)
    column.resize(700, 500)
    column.show()
    messages = [
        StoredMessage(index, 1, index, "user" if index % 2 == 0 else "assistant",
                      f"Message {index}", None, [], 0.0, {}, True,
                      error="It broke off." if index == 1 else None)
        for index in range(200)
    ]  # fmt: skip
    column.show_messages(messages, None)
    bar = column.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())

    def actions(widget: MessageWidget) -> list[bool]:
        buttons = {"user": [widget.edit_button],
                   "assistant": [widget.regenerate_button, widget.retry_button]}[widget.role]
        return [button.isEnabled() for button in buttons if not button.isHidden()]

    question, answer = column.widgets[-2:]
    column.set_busy(True)
    assert actions(question) == [False] and actions(answer) == [False]
    bar.setValue(0)
    first_question, failed_answer = column.widgets[:2]
    assert actions(first_question) == [False]
    assert actions(failed_answer) == [False, False]  # Regenerate and Retry
    column.set_busy(False)
    assert actions(first_question) == [True] and actions(failed_answer) == [True, True]
    bar.setValue(bar.maximum())
    assert actions(question) == [True] and actions(answer) == [True]


def test_versions_are_shown_fit_a_narrow_chat_and_a_new_turn_keeps_them_as_they_are(
    qtbot: QtBot,
) -> None:
    column = MessageColumn()
    qtbot.addWidget(column)
    column.resize(520, 400)  # the messages' width in an 800-px window
    column.show()
    question = replace(_stored(2, "user", "Name a colour."), version_ids=(1, 2))
    answer = replace(_stored(5, "assistant", "Blue. " * 40), version_ids=(3, 4, 5, 6))
    column.show_messages([question, answer], None)
    widgets = list(column.widgets)
    qtbot.waitUntil(lambda: all(widget.isVisible() for widget in widgets))
    QApplication.processEvents()
    asked, answered = widgets
    assert asked.versions.label.text() == "2/2"
    assert asked.versions.label.accessibleName() == "Version 2 of 2 of this question"
    assert answered.versions.label.text() == "3/4"
    assert answered.versions.previous_button.isEnabled()
    assert answered.versions.next_button.isEnabled()
    assert not asked.versions.next_button.isEnabled()  # the newest: nothing after it
    # Every action whole, nothing scrolling sideways.
    assert column.horizontalScrollBar().maximum() == 0
    for button in (answered.versions.previous_button, answered.versions.next_button,
                   answered.read_aloud_button, answered.copy_button,
                   answered.regenerate_button, asked.edit_button):
        assert button.isVisible() and button.width() >= button.sizeHint().width()
    # While an answer is written the arrows are greyed, the version still readable.
    column.set_busy(True)
    assert not answered.versions.previous_button.isEnabled()
    assert answered.versions.label.text() == "3/4"
    column.set_busy(False)

    # A new turn: the store hands out equal copies of the messages with versions; their
    # widgets are kept as they are, the new messages added after them.
    reply = _stored(8, "assistant", "", complete=False)
    column.show_messages([replace(question), replace(answer), _stored(7, "user", "Why?"),
                          reply], 8)
    assert column.widgets[:2] == widgets
    assert [w.message_id for w in column.widgets] == [2, 5, 7, 8]
