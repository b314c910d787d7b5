"""The Chat page's tool calls: a card in the answer for each call, live as the turn's
events arrive, and the same cards for the calls saved with an answer when a chat is
opened again. Approvals are answered here, on the GUI thread, through the decision the
session waits on.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Slot

from desktop.core.chat.conversations import StoredMessage
from desktop.core.chat.store_records import StoredToolCall
from desktop.core.chat.turns import (
    ApprovalDecision,
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallStarted,
    TurnFailed,
    TurnFinished,
    TurnStarted,
)
from desktop.core.tools.base import Policy
from desktop.gui.backend_controller import BackendController
from desktop.gui.message_column import MessageColumn
from desktop.gui.tool_card import ToolCallState, ToolStatus
from desktop.gui.tool_cards import ToolCardList, cards_of

_STATUS_BY_NAME = {status.name.lower(): status for status in ToolStatus}


def state_from_stored(call: StoredToolCall) -> ToolCallState:
    """A saved call as its card shows it (an unknown status reads as done)."""
    return ToolCallState(
        call_id=call.call_id,
        name=call.name,
        arguments=call.arguments,
        status=_STATUS_BY_NAME.get(call.status, ToolStatus.DONE),
        result=call.result,
        error=call.error,
        seconds=call.seconds,
    )


class ChatToolCalls(QObject):
    """Keeps the open chat's tool cards in step with the turn being written."""

    def __init__(
        self,
        controller: BackendController,
        messages: MessageColumn,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._messages = messages
        # The reply being written and its calls so far, by call id: shown again when
        # the chat is laid out anew mid-turn (a call that runs is not saved yet).
        self._reply_id: int | None = None
        self._live: dict[str, ToolCallState] = {}
        self._decisions: dict[str, ApprovalDecision] = {}
        controller.reply_started.connect(self._on_reply_started)
        controller.tool_approval_needed.connect(self._on_approval_needed)
        controller.tool_call_started.connect(self._on_call_started)
        controller.tool_call_finished.connect(self._on_call_finished)
        controller.reply_finished.connect(self._on_reply_ended)
        controller.reply_failed.connect(self._on_reply_ended)

    def show_stored(self, messages: Sequence[StoredMessage]) -> None:
        """Put the saved calls of ``messages`` (just laid out) into their answers."""
        for message in messages:
            live = message.id == self._reply_id
            calls = [state_from_stored(call) for call in message.tool_calls]
            if live:
                saved = {state.call_id for state in calls}
                calls += [state for call_id, state in self._live.items() if call_id not in saved]
            widget = self._messages.widget_for(message.id) if calls else None
            cards = cards_of(widget) if widget is not None else None
            if cards is None:
                continue
            self._connect(cards)
            for state in calls:
                cards.show_call(self._live.get(state.call_id, state) if live else state)

    def answer(self, call_id: str, allowed: bool, remember: bool) -> None:
        """The user's answer to the approval of ``call_id`` (from its card)."""
        decision = self._decisions.pop(call_id, None)
        if decision is not None:
            decision.answer(allowed, Policy.ALLOW_IN_CHAT if remember else None)

    # -- the turn's events -------------------------------------------------------------

    @Slot(object)
    def _on_reply_started(self, started: TurnStarted) -> None:
        self._reply_id = started.reply_id
        self._live = {}
        self._decisions = {}

    @Slot(object)
    def _on_approval_needed(self, needed: ToolApprovalNeeded) -> None:
        self._decisions[needed.call_id] = needed.decision
        state = ToolCallState(needed.call_id, needed.name, needed.arguments, ToolStatus.WAITING)
        self._show(needed.reply_id, state)

    @Slot(object)
    def _on_call_started(self, started: ToolCallStarted) -> None:
        self._decisions.pop(started.call_id, None)
        state = ToolCallState(started.call_id, started.name, started.arguments)
        self._show(started.reply_id, state)

    @Slot(object)
    def _on_call_finished(self, finished: ToolCallFinished) -> None:
        self._decisions.pop(finished.call_id, None)
        state = ToolCallState(
            call_id=finished.call_id,
            name=finished.name,
            arguments=finished.arguments,
            status=_STATUS_BY_NAME.get(finished.status, ToolStatus.DONE),
            result=finished.result,
            error=finished.error,
            seconds=finished.seconds,
        )
        self._show(finished.reply_id, state)

    @Slot(object)
    def _on_reply_ended(self, ended: TurnFinished | TurnFailed) -> None:
        # A decision nobody answered is moot now (the session stopped waiting).
        self._decisions = {}
        reply_id = ended.message_id
        widget = self._messages.widget_for(reply_id) if reply_id is not None else None
        cards = cards_of(widget, create=False) if widget is not None else None
        if cards is not None:
            cards.end_unfinished()
        self._reply_id = None
        self._live = {}

    # -- internals ---------------------------------------------------------------------

    def _show(self, reply_id: int, state: ToolCallState) -> None:
        if reply_id == self._reply_id:
            self._live[state.call_id] = state
        widget = self._messages.widget_for(reply_id)
        cards = cards_of(widget) if widget is not None else None
        if cards is not None:
            self._connect(cards)
            cards.show_call(state)

    def _connect(self, cards: ToolCardList) -> None:
        if not cards.property("answered-here"):
            cards.approval_answered.connect(self.answer)
            cards.setProperty("answered-here", True)
