"""The Chat page's tools: the Tools button (which tools the open chat has on), and a
card in the answer for each call, live as the turn's events arrive, and the same cards
for the calls saved with an answer when a chat is opened again. Approvals are answered
here, on the GUI thread, through the decision the session waits on.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Slot

from desktop.core.chat.store_records import StoredMessage, StoredToolCall
from desktop.core.chat.tool_loop import failure_details
from desktop.core.chat.turns import (
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallStarted,
    ToolsNotice,
    TurnFailed,
    TurnFinished,
    TurnRequest,
    TurnStarted,
)
from desktop.core.settings import Settings
from desktop.core.tools.base import Policy, Toolbox, ToolsError
from desktop.core.tools.toolbox import builtin_specs, open_toolbox
from desktop.gui.chat.message_column import MessageColumn
from desktop.gui.chat.tool_button import ChatToolsButton
from desktop.gui.chat.tool_card import ToolCallState, ToolStatus
from desktop.gui.chat.tool_cards import ToolCardList, cards_of
from desktop.gui.chat.tool_choices import (
    ChatToolChoices,
    ChatTools,
    chat_tools_path,
    read_chat_tools,
)
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.announce import announce
from desktop.gui.widgets.tool_words import call_error_text

_STATUS_BY_NAME = {status.name.lower(): status for status in ToolStatus}


def ended_state(call: StoredToolCall | ToolCallFinished) -> ToolCallState:
    """A call that ended (just now, or saved with its answer) as its card shows it; an
    unknown status reads as done."""
    return ToolCallState(
        call_id=call.call_id,
        name=call.name,
        arguments=call.arguments,
        status=_STATUS_BY_NAME.get(call.status, ToolStatus.DONE),
        # The error line says why; the result shows only what led to it.
        result=failure_details(call.result, call.error),
        error=call_error_text(call.error, call.failure),
        seconds=call.seconds,
    )


def _server_names() -> list[str]:
    # Read on the probe thread, with the file: the chat page is built without it.
    from desktop.core.tools.mcp_config import list_servers

    try:
        return [server.name for server in list_servers()]
    except ToolsError:  # a damaged mcp.json: Settings says so; the menu lists none
        return []


def toolbox_opener(
    tools: ChatTools, settings: Settings, allowed_in_chat: Sequence[str]
) -> Callable[[], Toolbox]:
    """Opens ``tools`` on the host thread, with the tools the user allowed for the
    rest of the chat allowed again (a toolbox lasts one turn; the chat lasts longer)."""
    names, allowed = tools.names, tuple(allowed_in_chat)
    attached = tuple(Path(file) for file in tools.files)
    # The host thread reads its own copy: the page's settings change on the GUI's.
    settings = copy.deepcopy(settings)

    def open_tools() -> Toolbox:
        toolbox = open_toolbox(names, settings=settings, attached=attached)
        for name in allowed:
            toolbox.allow_in_chat(name)
        return toolbox

    return open_tools


class ChatToolCalls(QObject):
    """The open chat's Tools button, and its tool cards kept in step with the turn."""

    def __init__(
        self,
        services: AppServices,
        messages: MessageColumn,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        controller = services.controller
        self._services = services
        self._messages = messages
        self._chat_id: int | None = None
        self._allowed_in_chat: dict[int, set[str]] = {}
        self._choices = ChatToolChoices(chat_tools_path(), services.probes.post)
        path = chat_tools_path()
        services.probes.submit(lambda: read_chat_tools(path), self._choices.loaded)
        self._servers: list[str] = []
        self.button = ChatToolsButton(services.settings, builtin_specs, lambda: self._servers)
        self.button.changed.connect(self._on_tools_changed)
        self.button.menu_.aboutToShow.connect(self._refresh_servers)
        self._refresh_servers()
        # Said before the answer's widget exists (tools that could not be opened).
        self._pending_note = ""
        # What the answer being written says about its tools (kept for a new layout).
        self._note = ""
        # The reply being written and its calls so far, by call id: shown again when
        # the chat is laid out anew mid-turn (a call that runs is not saved yet).
        self._reply_id: int | None = None
        self._live: dict[str, ToolCallState] = {}
        self._decisions: dict[str, ToolApprovalNeeded] = {}
        controller.tools_noticed.connect(self._on_tools_noticed)
        controller.tools_unavailable.connect(self._on_tools_unavailable)
        controller.tool_approval_needed.connect(self._on_approval_needed)
        controller.tool_call_started.connect(self._on_call_started)
        controller.tool_call_finished.connect(self._on_call_finished)

    # -- the chat's tools ---------------------------------------------------------------

    def show_chat(self, chat_id: int | None, *, keep: bool = False) -> None:
        """Show the tools of chat ``chat_id`` (None: a new chat, none on unless
        ``keep``: the same tools, as for "start over in a new chat")."""
        if chat_id is None and keep:
            self._chat_id = None
            return
        if chat_id != self._chat_id or chat_id is None:
            self.button.show_tools(self._choices.get(chat_id))
        self._chat_id = chat_id

    def prepare(
        self, request: TurnRequest
    ) -> tuple[TurnRequest, Callable[[], Toolbox] | None, tuple[Path, ...]]:
        """``request`` with the chat's tool choice, what opens its tools (None: none
        on), and the files attached to the chat for them."""
        tools = self.button.tools
        settings = dataclasses.replace(request.settings, tool_choice=tools.tool_choice)
        request = dataclasses.replace(request, settings=settings)
        if not tools.names:
            return request, None, ()
        allowed = self._allowed_in_chat.get(self._chat_id, set()) if self._chat_id else set()
        files = tuple(Path(file) for file in tools.files)
        return request, toolbox_opener(tools, self._services.settings, sorted(allowed)), files

    @Slot(object)
    def _on_tools_changed(self, tools: ChatTools) -> None:
        if self._chat_id is not None:
            self._choices.set(self._chat_id, tools)

    @Slot()
    def _refresh_servers(self) -> None:
        self._services.probes.submit(_server_names, self._servers_read)

    def _servers_read(self, names: list[str]) -> None:
        self._servers = names

    # -- the cards -----------------------------------------------------------------------

    def show_conversation(self, chat_id: int, messages: Sequence[StoredMessage]) -> None:
        """Show chat ``chat_id``'s tools, and put the saved calls of ``messages`` (just
        laid out) into their answers."""
        self.show_chat(chat_id)
        for message in messages:
            live = message.id == self._reply_id
            calls = [ended_state(call) for call in message.tool_calls]
            if live:
                saved = {state.call_id for state in calls}
                calls += [state for call_id, state in self._live.items() if call_id not in saved]
            note = self._note if live else ""
            widget = self._messages.widget_for(message.id) if calls or note else None
            cards = cards_of(widget) if widget is not None else None
            if cards is None:
                continue
            self._connect(cards)
            if note:
                cards.show_note(note)
            for state in calls:
                cards.show_call(self._live.get(state.call_id, state) if live else state)

    def answer(self, call_id: str, allowed: bool, remember: bool) -> None:
        """The user's answer to the approval of ``call_id`` (from its card)."""
        asked = self._decisions.pop(call_id, None)
        if asked is None:
            return
        if allowed and remember:
            self._allowed_in_chat.setdefault(asked.conversation_id, set()).add(asked.name)
        asked.decision.answer(allowed, Policy.ALLOW_IN_CHAT if remember else None)
        if allowed:
            # It runs from now on; no other event says so before it ends.
            running = ToolCallState(asked.call_id, asked.name, asked.arguments)
            self._show(asked.reply_id, running)

    # -- the turn's events -------------------------------------------------------------

    def begin_reply(self, started: TurnStarted) -> None:
        """An answer began: told by the page before it lays the reply out."""
        self._reply_id = started.reply_id
        self._live = {}
        self._decisions = {}
        chat_id = started.conversation.id
        if self._chat_id is None:
            # A new chat's first answer: its tools are kept with it from now on.
            self._choices.set(chat_id, self.button.tools)
            self._chat_id = chat_id
        # Said before the reply existed; the page lays the reply out after this slot,
        # and show_conversation puts the note in then.
        self._note, self._pending_note = self._pending_note, ""

    @Slot(str)
    def _on_tools_unavailable(self, message: str) -> None:
        if self._reply_id is not None:
            self._show_note(self._reply_id, message)
        else:
            self._pending_note = message

    @Slot(object)
    def _on_tools_noticed(self, notice: ToolsNotice) -> None:
        # Tools offered through a substitute template (the starter's own takes none):
        # how LlamaDesk made them work is nothing a person acts on, so the window keeps
        # quiet (the app's log and `llamadesk ask` say it). Tools off is said, in the
        # window's words: the core's sentence names chat templates.
        if notice.tools_on or self._reply_id is None:
            return
        self._show_note(
            self._reply_id,
            self.tr("This model can't use tools, so this answer was written without them."),
        )

    @Slot(object)
    def _on_approval_needed(self, needed: ToolApprovalNeeded) -> None:
        self._decisions[needed.call_id] = needed
        state = ToolCallState(
            needed.call_id,
            needed.name,
            needed.arguments,
            ToolStatus.WAITING,
            asks_every_time=needed.destructive,
        )
        self._show(needed.reply_id, state)
        widget = self._messages.widget_for(needed.reply_id)
        cards = cards_of(widget, create=False) if widget is not None else None
        card = cards.cards.get(needed.call_id) if cards is not None else None
        if card is not None:
            # Away from the focus (the message box): a screen reader would never know.
            announce(
                card,
                self.tr(
                    "{text} Allow once, Allow in this chat or Deny, on the answer above the "
                    "message box."
                ).format(text=card.question.text()),
                urgent=True,
            )

    @Slot(object)
    def _on_call_started(self, started: ToolCallStarted) -> None:
        # Running, unless approval is asked next (ToolApprovalNeeded follows then).
        state = ToolCallState(started.call_id, started.name, started.arguments)
        self._show(started.reply_id, state)

    @Slot(object)
    def _on_call_finished(self, finished: ToolCallFinished) -> None:
        self._decisions.pop(finished.call_id, None)
        self._show(finished.reply_id, ended_state(finished))

    def end_reply(self, ended: TurnFinished | TurnFailed) -> None:
        """The answer ended: told by the page before it shows the end."""
        # A decision nobody answered is moot now (the session stopped waiting).
        self._decisions = {}
        reply_id = ended.message_id
        widget = self._messages.widget_for(reply_id) if reply_id is not None else None
        cards = cards_of(widget, create=False) if widget is not None else None
        if cards is not None:
            cards.end_unfinished()
        self._reply_id = None
        self._live = {}
        self._note = ""

    # -- internals ---------------------------------------------------------------------

    def _show_note(self, reply_id: int, text: str) -> None:
        if reply_id == self._reply_id:
            self._note = text
        widget = self._messages.widget_for(reply_id)
        cards = cards_of(widget) if widget is not None else None
        if cards is not None:
            cards.show_note(text)

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
