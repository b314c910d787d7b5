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

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop.core.chat.tool_loop import failure_details
from desktop.gui.chat.message_text import GrowingTextBrowser
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.page_text import sentence_label

# How often the time of a running call is brought up to date.
TICK_MS = 200


class ToolStatus(enum.Enum):
    WAITING = "waiting for you"  # the user is asked to allow it
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    REFUSED = "refused"


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
        shown = value if isinstance(value, str) else json.dumps(value, indent=2,
                                                                ensure_ascii=False)
        blocks.append(f"{name}:\n{shown}")
    return "\n\n".join(blocks)


def seconds_text(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.1f} s"


class ToolCallCard(QFrame):
    """A tool call: collapsed to one line once it is done, open while it waits for you."""

    approval_answered = Signal(bool, bool)  # allowed, remember for this chat

    def __init__(self, state: ToolCallState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tool-call")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(f"Tool call: {state.name}")
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
        self.time_label.setAccessibleName("Tool call time")

        code_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.arguments_view = GrowingTextBrowser("Tool call arguments")
        self.result_view = GrowingTextBrowser("Tool call result")
        for view in (self.arguments_view, self.result_view):
            view.setFont(code_font)
            view.setOpenExternalLinks(False)
        self.arguments_title = QLabel("Arguments")
        self.result_title = QLabel("Result")
        self.error_label = sentence_label("Tool call problem")
        # Coloured as the messages' own problems are, by the app's style sheet.
        self.error_label.setObjectName("error")

        self.question = sentence_label("Approval question")
        self.allow_once_button = action_button(
            "Allow once", f"Allow this {state.name} call once", self._allow_once
        )
        self.allow_in_chat_button = action_button(
            "Allow in this chat",
            f"Allow {state.name} for the rest of this chat",
            self._allow_in_chat,
        )
        self.deny_button = action_button("Deny", f"Deny this {state.name} call", self._deny)
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
        self.toggle.setText(f"{state.name}: {state.status.value}")
        self.toggle.setAccessibleName(
            f"{'Hide' if self.toggle.isChecked() else 'Show'} the {state.name} call"
            f" ({state.status.value})"
        )
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
        risk = " (it can delete or overwrite things)" if state.asks_every_time else ""
        self.question.setText(
            f"The model wants to use {state.name}{risk} with the arguments below. Allow it?"
        )
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
        self.toggle.setAccessibleName(
            f"{'Hide' if shown else 'Show'} the {self.state.name} call"
            f" ({self.state.status.value})"
        )

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
