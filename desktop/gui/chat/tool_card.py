"""One tool call in an answer, as a collapsible card: the tool's name, its status
(waiting for you / running / done / failed / refused) and time in the header; the exact
arguments and the result inside.

A call that needs the user's approval shows the arguments opened, with Allow once /
Allow in this chat / Deny; the card only says what was chosen (``approval_answered``):
the chat page hands the answer to the core's decision.
"""

from __future__ import annotations

import enum
import json
import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop.core.chat.tool_loop import failure_details
from desktop.gui.chat.message_text import GrowingTextBrowser
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.tool_words import call_title
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

# How often the time of a running call is brought up to date.
TICK_MS = 200


class ToolStatus(enum.Enum):
    # The values are the words shown (status_words): marked here, translated there.
    WAITING = QT_TRANSLATE_NOOP("ToolCallCard", "waiting for you")  # asked to allow it
    RUNNING = QT_TRANSLATE_NOOP("ToolCallCard", "running")
    DONE = QT_TRANSLATE_NOOP("ToolCallCard", "done")
    FAILED = QT_TRANSLATE_NOOP("ToolCallCard", "failed")
    REFUSED = QT_TRANSLATE_NOOP("ToolCallCard", "refused")

    def words(self) -> str:
        """How the card says it, in the window's language."""
        return QCoreApplication.translate("ToolCallCard", self.value)


FINAL_STATUSES = frozenset({ToolStatus.DONE, ToolStatus.FAILED, ToolStatus.REFUSED})


@dataclass
class ToolCallState:
    """What a card shows of one call; filled from the turn's events or from the store."""

    call_id: str
    name: str
    arguments: str  # JSON text, as the model wrote it
    status: ToolStatus = ToolStatus.RUNNING
    result: str = ""
    error: str | None = None  # the plain sentence for the user when it failed or was refused
    seconds: float | None = None  # None while it runs
    # Waiting on a tool that may delete or overwrite: asked at every call.
    asks_every_time: bool = False


def readable_arguments(arguments: str) -> str:
    """The arguments as a person reads them: each one named on a line of its own, then
    its value as it is (code and commands with their real line breaks, not JSON's
    escapes); as written when they are not a JSON object (the card must show exactly
    what the model sent, even when it is not valid)."""
    try:
        parsed = json.loads(arguments)
    except ValueError:
        return arguments
    if not isinstance(parsed, dict):
        return json.dumps(parsed, indent=2, ensure_ascii=False)
    blocks = []
    for name, value in parsed.items():
        shown = value if isinstance(value, str) else json.dumps(value, indent=2, ensure_ascii=False)
        blocks.append(f"{name}:\n{shown}")
    return "\n\n".join(blocks)


def seconds_text(seconds: float) -> str:
    """250 ms, 1.5 s: the number in the window's language's way (QLocale)."""
    if seconds < 1:
        return QCoreApplication.translate("ToolCallCard", "{ms} ms").format(
            ms=QLocale().toString(seconds * 1000, "f", 0)
        )
    return QCoreApplication.translate("ToolCallCard", "{seconds} s").format(
        seconds=QLocale().toString(seconds, "f", 1)
    )


class ToolCallCard(QFrame):
    """A tool call: collapsed to one line once it is done, open while it waits for you."""

    approval_answered = Signal(bool, bool)  # allowed, remember for this chat

    def __init__(self, state: ToolCallState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tool-call")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Tool call: {name}").format(name=state.name))
        self.state = state
        self._started = time.monotonic()
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._show_time)

        self.toggle = QToolButton()
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self._show_details)
        self.time_label = QLabel()
        self.time_label.setAccessibleName(self.tr("Tool call time"))

        code_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.arguments_view = GrowingTextBrowser(self.tr("Tool call arguments"))
        self.result_view = GrowingTextBrowser(self.tr("Tool call result"))
        for view in (self.arguments_view, self.result_view):
            view.setFont(code_font)
            view.setOpenExternalLinks(False)
        self.arguments_title = QLabel(self.tr("Arguments"))
        self.result_title = QLabel(self.tr("Result"))
        self.error_label = sentence_label(self.tr("Tool call problem"))
        # Coloured as the messages' own problems are, by the app's style sheet.
        self.error_label.setObjectName("error")

        self.question = sentence_label(self.tr("Approval question"))
        self.allow_once_button = action_button(
            self.tr("Allow once"),
            self.tr("Allow this {name} call once").format(name=state.name),
            self._allow_once,
        )
        self.allow_in_chat_button = action_button(
            self.tr("Allow in this chat"),
            self.tr("Allow {name} for the rest of this chat").format(name=state.name),
            self._allow_in_chat,
        )
        self.deny_button = action_button(
            self.tr("Deny"), self.tr("Deny this {name} call").format(name=state.name), self._deny
        )
        self.approval_box = QWidget()
        approval = QVBoxLayout(self.approval_box)
        approval.setContentsMargins(0, 0, 0, 0)
        approval.addWidget(self.question)
        approval_row = QHBoxLayout()
        approval_row.addStretch(1)
        for button in (self.allow_once_button, self.allow_in_chat_button, self.deny_button):
            approval_row.addWidget(button)
        approval.addLayout(approval_row)

        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.arguments_title,
            self.arguments_view,
            self.result_title,
            self.result_view,
        ):
            details.addWidget(widget)

        header = QHBoxLayout()
        header.addWidget(self.toggle)
        header.addStretch(1)
        header.addWidget(self.time_label)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.error_label)
        layout.addWidget(self.approval_box)
        layout.addWidget(self.details)
        self.details.hide()
        self.show_state(state)

    # -- filling -----------------------------------------------------------------------

    def show_state(self, state: ToolCallState) -> None:
        """Show ``state`` (the same call, further along)."""
        self.state = state
        self.toggle.setText(
            self.tr("{name}: {status}").format(
                name=call_title(state.name), status=state.status.words()
            )
        )
        self.toggle.setAccessibleName(self._toggle_name(self.toggle.isChecked()))
        self.arguments_view.setPlainText(readable_arguments(state.arguments))
        # A failure's sentence is in the error line: the result shows only what led to it.
        result = failure_details(state.result, state.error)
        self.result_view.setPlainText(result)
        has_result = bool(result)
        self.result_title.setVisible(has_result)
        self.result_view.setVisible(has_result)
        self.error_label.setText(state.error or "")
        self.error_label.setVisible(bool(state.error))
        waiting = state.status is ToolStatus.WAITING
        if state.asks_every_time:
            question = self.tr(
                "The model wants to use {name} (it can delete or overwrite things) with the "
                "arguments below. Allow it?"
            )
        else:
            question = self.tr("The model wants to use {name} with the arguments below. Allow it?")
        self.question.setText(question.format(name=state.name))
        self.allow_in_chat_button.setVisible(not state.asks_every_time)
        self.approval_box.setVisible(waiting)
        if waiting:
            # The exact arguments are what the user decides on: never hidden then.
            self.toggle.setChecked(True)
        if state.status is ToolStatus.RUNNING:
            self._started = time.monotonic()
            self._ticker.start()
        else:
            self._ticker.stop()
        self._show_time()

    def set_answerable(self, answerable: bool) -> None:
        """Allow / Deny stop working once the turn is over (stopped, failed)."""
        for button in (self.allow_once_button, self.allow_in_chat_button, self.deny_button):
            button.setEnabled(answerable)

    def is_expanded(self) -> bool:
        return self.toggle.isChecked()

    def time_shown(self) -> str:
        return self.time_label.text()

    # -- internals ---------------------------------------------------------------------

    @Slot()
    def _show_time(self) -> None:
        state = self.state
        if state.status is ToolStatus.REFUSED:
            self.time_label.setText("")  # it never ran
        elif state.seconds is not None:
            self.time_label.setText(seconds_text(state.seconds))
        elif state.status is ToolStatus.RUNNING:
            self.time_label.setText(seconds_text(time.monotonic() - self._started))
        else:
            self.time_label.setText("")

    @Slot(bool)
    def _show_details(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.toggle.setAccessibleName(self._toggle_name(shown))

    def _toggle_name(self, shown: bool) -> str:
        if shown:
            words = self.tr("Hide the {name} call ({status})")
        else:
            words = self.tr("Show the {name} call ({status})")
        return words.format(name=self.state.name, status=self.state.status.words())

    def _answer(self, allowed: bool, remember: bool) -> None:
        self.set_answerable(False)
        self.approval_box.hide()
        self.approval_answered.emit(allowed, remember)

    @Slot()
    def _allow_once(self) -> None:
        self._answer(True, False)

    @Slot()
    def _allow_in_chat(self) -> None:
        self._answer(True, True)

    @Slot()
    def _deny(self) -> None:
        self._answer(False, False)
