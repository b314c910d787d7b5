"""The tool calls of one answer, a card each in call order, shown above its text.

The list is put into an answer's ``MessageWidget`` from outside (``cards_of``), so the
message widget itself knows nothing about tools.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QLayout, QVBoxLayout, QWidget

from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.chat.tool_card import FINAL_STATUSES, ToolCallCard, ToolCallState, ToolStatus
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

TOOL_CARDS_NAME = "tool-calls"
NOT_ANSWERED = QT_TRANSLATE_NOOP(
    "ToolCards", "The answer ended before this call was allowed, so it did not run."
)
STOPPED_WHILE_RUNNING = QT_TRANSLATE_NOOP(
    "ToolCards", "The answer ended while this call was running."
)


class ToolCardList(QWidget):
    """The cards of one answer, by call id."""

    approval_answered = Signal(str, bool, bool)  # call id, allowed, remember in this chat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(TOOL_CARDS_NAME)
        self.setAccessibleName(self.tr("Tool calls"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        # How this answer's tools stand, where there is something to say (offered
        # through a substitute template, or off and why).
        self.note = sentence_label(self.tr("Tools note"))
        self.note.hide()
        self._layout.addWidget(self.note)
        self.cards: dict[str, ToolCallCard] = {}
        self.hide()

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.show()

    def show_call(self, state: ToolCallState) -> ToolCallCard:
        """Add the card of ``state``'s call, or bring its card up to date."""
        card = self.cards.get(state.call_id)
        if card is None:
            card = ToolCallCard(state)
            card.approval_answered.connect(
                lambda allowed, remember, call_id=state.call_id: self.approval_answered.emit(
                    call_id, allowed, remember
                )
            )
            self._layout.addWidget(card)
            self.cards[state.call_id] = card
            # Now, not on the layout's next turn: the card is live from its first event.
            card.show()
            self.show()
        else:
            card.show_state(state)
        return card

    def state_of(self, call_id: str) -> ToolCallState | None:
        card = self.cards.get(call_id)
        return card.state if card is not None else None

    def states(self) -> list[ToolCallState]:
        return [card.state for card in self.cards.values()]

    def end_unfinished(self) -> None:
        """The answer ended (stopped, failed) while calls still ran or waited: they
        stop there, and say so."""
        for card in self.cards.values():
            state = card.state
            if state.status in FINAL_STATUSES:
                continue
            card.set_answerable(False)
            if state.status is ToolStatus.WAITING:
                state.status, state.error = (
                    ToolStatus.REFUSED,
                    QCoreApplication.translate("ToolCards", NOT_ANSWERED),
                )
            else:
                state.status, state.error = (
                    ToolStatus.FAILED,
                    QCoreApplication.translate("ToolCards", STOPPED_WHILE_RUNNING),
                )
            card.show_state(state)


def cards_of(message: MessageWidget, *, create: bool = True) -> ToolCardList | None:
    """The tool cards of ``message``, put in above its text the first time."""
    existing = message.findChild(ToolCardList, TOOL_CARDS_NAME)
    if existing is not None or not create:
        return existing
    cards = ToolCardList()
    _insert_before(message, message.body, cards)
    return cards


def _insert_before(message: MessageWidget, anchor: QWidget, widget: QWidget) -> None:
    # The message's layout may nest the text in rows of its own: look for the layout
    # that holds it; where none does, the cards go last.
    layout = _layout_holding(message.layout(), anchor)
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(layout.indexOf(anchor), widget)
        return
    top = message.layout()
    if top is not None:
        top.addWidget(widget)


def _layout_holding(layout: QLayout | None, widget: QWidget) -> QLayout | None:
    if layout is None:
        return None
    if layout.indexOf(widget) >= 0:
        return layout
    for index in range(layout.count()):
        item = layout.itemAt(index)
        child = item.layout() if item is not None else None
        if child is None and item is not None and item.widget() is not None:
            child = item.widget().layout()  # type: ignore[union-attr]
        found = _layout_holding(child, widget)
        if found is not None:
            return found
    return None
