"""The open chat's messages, one ``MessageWidget`` each, in a scroll area that follows
the answer as it grows (unless the reader scrolled up to read something earlier)."""

from __future__ import annotations

import bisect
import gc
import itertools
import time

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QVBoxLayout, QWidget

from desktop.core.chat.store_records import StoredMessage
from desktop.gui.chat.chat_welcome import ChatWelcome
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.theme import current_colours
from desktop.gui.widgets.failure_words import answer_failure_text
from desktop.gui.widgets.focus_ring import FocusRing
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

# How close to the bottom counts as "following" the answer as it grows.
FOLLOW_MARGIN_PX = 32
# Answers are read best in a column about 80 characters wide: on a wide window the
# messages keep to this width, centred, instead of running from edge to edge.
READABLE_WIDTH_PX = 860
SIDE_MARGIN_PX = 16
MESSAGE_SPACING_PX = 12
INTERRUPTED = QT_TRANSLATE_NOOP(
    "MessageColumn", "This answer was interrupted. Press Retry to write it again."
)
# A chat shown with this many new messages is followed by a full collection, once the
# event loop is idle: see show_messages.
COLLECT_AFTER_WIDGETS = 40
# A version chosen far up a long chat: at most SHOWN_AT_ONCE of the messages from there on
# are shown at once, of which at most BUILT_AT_ONCE laid out anew (the chosen version and
# what follows it in view; widgets put aside by an earlier switch cost little to show
# again), the rest a few at a time while the event loop is free, each batch taking at
# most BATCH_MS. Laying out the 98 messages after a version halfway up a 200-message chat
# at once kept the window frozen for ~2 s; six at once took ~100 ms before the chosen
# version was painted, two take ~40 (tests/perf/run.py --only gui_switch_version).
SHOWN_AT_ONCE = 6
BUILT_AT_ONCE = 2
BATCH_MS = 8.0
# What waits for the window to show the chosen version (the first batch, hiding what was
# put aside below the view) starts once the chat has been painted, or after this long if
# it is not painted (a hidden window). Started at once, a batch ran first and the version
# showed ~15 ms later.
AFTER_PAINT_FALLBACK_MS = 100


class MessageColumn(QScrollArea):
    """Shows a conversation's messages; passes on what is asked of one of them."""

    regenerate_requested = Signal(int)  # message id of an answer to write again
    edit_submitted = Signal(int, str)  # message id, new text
    read_aloud_requested = Signal(int)  # message id of an answer to read (or stop)
    version_chosen = Signal(int)  # message id of the version of a message to show
    # Messages laid out after show_messages returned (see SHOWN_AT_ONCE): their tool
    # cards and sources are put in as for those it laid out.
    more_shown = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets: list[MessageWidget] = []
        # The stored messages the first widgets show as they are (a reply still being
        # written, and what follows it, is not among them).
        self._shown: list[StoredMessage] = []
        # The messages the last ``show_messages`` laid out (made or brought back), the
        # ones whose widgets may still need their tool cards and sources put in.
        self.newly_shown: list[StoredMessage] = []
        self._busy = False  # another answer is being written: set_busy
        # Widgets of the open chat taken off the column (another version of a message
        # was chosen), kept hidden by message id with the message they show: switching
        # back shows them again instead of laying out every message after the switch
        # anew (~100 ms a long answer on a loaded 2-core machine). Dropped when another
        # chat is shown.
        self._put_aside: dict[int, tuple[StoredMessage, MessageWidget]] = {}
        # Widgets put aside below the view, hidden once the window has shown what
        # replaced them (see _drop_from).
        self._to_hide: list[MessageWidget] = []
        # Messages still to be laid out, in order, after those in ``widgets``.
        self._pending: list[StoredMessage] = []
        self._pending_timer = QTimer(self)
        self._pending_timer.setSingleShot(True)
        self._pending_timer.setInterval(0)
        self._pending_timer.timeout.connect(self._show_pending)
        # Set while the work above waits for the chat to be painted: _after_painted.
        self._waiting_for_paint = False
        self._paint_fallback = QTimer(self)
        self._paint_fallback.setSingleShot(True)
        self._paint_fallback.setInterval(AFTER_PAINT_FALLBACK_MS)
        self._paint_fallback.timeout.connect(self._after_painted)
        self.follow = True
        # A message kept where it is in the view while the chat is laid out anew around
        # it (keep_in_place), with its distance from the view's top; until the reader
        # scrolls.
        self._anchor: tuple[MessageWidget, int] | None = None
        self._box = QWidget()
        self._layout = QVBoxLayout(self._box)
        self._layout.setSpacing(MESSAGE_SPACING_PX)
        self.welcome = ChatWelcome()  # while the chat has no messages
        self._layout.addWidget(self.welcome)
        self._layout.addStretch(1)
        # Opaque: the column paints the page's colour itself (paintEvent). The style
        # sheet makes scroll areas transparent, so each update of a streaming answer
        # also repainted every widget behind it up to the window: five more paint
        # events an update (page, splitter, scroll area, stack, window), each drawing
        # its style-sheet background over the changed area. What that costs grows
        # with the area (a large or high-DPI window); offscreen at 1x on 2 cores the
        # window's thread spent the same per answer either way (54.7-62.7 ms before,
        # 56.0-58.5 ms after, 256 tokens, interleaved runs).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setWidgetResizable(True)
        self.setWidget(self._box)
        self.setAccessibleName(self.tr("Messages"))
        # Shown only while the column itself has the focus (hidden, it costs nothing).
        self.focus_ring = FocusRing(self)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_scroll_range_changed)
        # The reader's own scrolling (wheel, keys, the bar): no message is kept in place.
        bar.actionTriggered.connect(self._release_anchor)

    def show_messages(
        self,
        messages: list[StoredMessage],
        streaming_id: int | None,
        *,
        gradually: bool = False,
    ) -> MessageWidget | None:
        """Show ``messages``; returns the widget of the reply ``streaming_id`` being
        written (it shows what arrived so far and grows from there).

        The messages already shown as they are stay as they are: a new turn in a long
        chat adds its question and answer, instead of laying out every earlier answer
        again (markdown, code blocks, pictures) before its first token can show.

        ``gradually`` (nothing being written): only the first SHOWN_AT_ONCE new
        messages are laid out now, the others soon after (``more_shown``)."""
        self._anchor = None
        self._waiting_for_paint = False
        self._hide_put_aside()
        # Messages still waiting to be laid out have no widget: not shown as they are.
        self._pending = []
        self._pending_timer.stop()
        del self._shown[len(self.widgets) :]
        shown_chat = self._shown[0].conversation_id if self._shown else None
        if messages and shown_chat is not None and messages[0].conversation_id != shown_chat:
            self._forget_put_aside()
        kept = 0
        for shown, message in zip(self._shown, messages, strict=False):
            # The store hands out the same objects for unchanged messages: ``is`` first.
            if (shown is not message and shown != message) or message.id == streaming_id:
                break
            kept += 1
        self._drop_from(kept, put_aside=True)
        self.newly_shown = messages[kept:]
        streaming: MessageWidget | None = None
        new = messages[kept:]
        if gradually and streaming_id is None and (at_once := self._shown_at_once(new)) < len(new):
            self._pending = new[at_once:]
            self.newly_shown = new = new[:at_once]
        if len(messages) - kept >= COLLECT_AFTER_WIDGETS and not self._pending:
            # The widgets just made (tens of thousands of objects for a long chat) fill
            # the collector's young generations and make a full collection due: left to
            # itself, it fell in the next turn, between Send and the first token shown
            # (60-90 ms for a 200-message chat; the first-token benchmark's long rounds
            # took 1.18-1.52x a new chat's, 1.05-1.19x with the collection done here).
            # Done as soon as the event loop is free instead: part of opening the chat,
            # which took seconds.
            QTimer.singleShot(0, self, gc.collect)
        for message in new:
            widget = self._add_widget(message, streaming_id)
            if message.id == streaming_id:
                streaming = widget
        # A reply being written is not shown as stored: the next time it is laid out anew.
        self._shown = list(itertools.takewhile(lambda m: m.id != streaming_id, messages))
        self.welcome.setVisible(not self.widgets)
        if self._pending or self._to_hide:
            self._wait_for_paint()
        # Laid out gradually, the view stays on the version chosen (where the reader
        # is) instead of following each batch to the end.
        self.follow = self.follow or not self._pending
        return streaming

    def _shown_at_once(self, new: list[StoredMessage]) -> int:
        """How many of ``new`` to show now: see SHOWN_AT_ONCE."""
        built = 0
        for index, message in enumerate(new[:SHOWN_AT_ONCE]):
            aside = self._put_aside.get(message.id)
            if aside is None or aside[0] != message:
                built += 1
                if built > BUILT_AT_ONCE:
                    return index
        return min(len(new), SHOWN_AT_ONCE)

    def _add_widget(self, message: StoredMessage, streaming_id: int | None) -> MessageWidget:
        """Lay out ``message`` at the column's end (or show its widget put aside)."""
        aside = self._put_aside.pop(message.id, None)
        if aside is not None and message.id != streaming_id and aside[0] == message:
            widget = aside[1]
            widget.set_busy(self._busy)
            self._layout.insertWidget(self._layout.count() - 1, widget)
            widget.show()
            self.widgets.append(widget)
            return widget
        if aside is not None:
            _delete(aside[1])
        widget = MessageWidget(message.id, message.position, message.role)
        widget.retry_requested.connect(self.regenerate_requested)
        widget.regenerate_requested.connect(self.regenerate_requested)
        widget.edit_submitted.connect(self.edit_submitted)
        widget.read_aloud_requested.connect(self.read_aloud_requested)
        widget.versions.version_chosen.connect(self.version_chosen)
        if message.version_ids:
            widget.show_versions(message.version_ids)
        if message.images:
            widget.show_images(message.images)
        if message.id == streaming_id:
            widget.begin_streaming(message.content, message.reasoning or "")
        else:
            widget.show_complete(
                message.content,
                message.reasoning,
                message.stats,
                answer_failure_text(message.error) if message.error else _interrupted(message),
            )
        widget.set_busy(self._busy)
        self._layout.insertWidget(self._layout.count() - 1, widget)
        self.widgets.append(widget)
        return widget

    @Slot()
    def _show_pending(self) -> None:
        """Lay out the next few messages waiting (see SHOWN_AT_ONCE)."""
        self._hide_put_aside()  # before any new message takes their place
        began = time.perf_counter()
        shown: list[StoredMessage] = []
        while self._pending and (not shown or (time.perf_counter() - began) * 1000 < BATCH_MS):
            message = self._pending.pop(0)
            self._add_widget(message, None)
            shown.append(message)
        if self._pending:
            self._pending_timer.start(0)
        elif len(self.widgets) >= COLLECT_AFTER_WIDGETS:
            QTimer.singleShot(0, self, gc.collect)  # as in show_messages, once all are shown
        self.more_shown.emit(shown)

    def keep_in_place(self, widget: MessageWidget, offset: int) -> None:
        """Keep ``widget`` ``offset`` px below the top of the view while the chat is laid
        out anew (another version was chosen), until the reader scrolls.

        The messages after a switched version are taken off and others laid out: the
        chat is shorter for a moment, the view was pushed up with it and stayed there,
        so the chosen version ended out of sight in a small window."""
        self.follow = False
        self._anchor = (widget, offset)
        QTimer.singleShot(0, self, self._apply_anchor)

    @Slot()
    def _apply_anchor(self) -> None:
        if self._anchor is None:
            return
        widget, offset = self._anchor
        if widget not in self.widgets:
            self._anchor = None
        elif widget.isVisible():  # a widget just made has its place once it is shown
            self.verticalScrollBar().setValue(widget.y() - offset)

    @Slot()
    def _release_anchor(self) -> None:
        self._anchor = None

    @property
    def showing_all(self) -> bool:
        """Whether every message of the chat is laid out (none still waiting)."""
        return not self._pending

    def clear(self) -> None:
        self._anchor = None
        self._waiting_for_paint = False
        self._pending = []
        self._pending_timer.stop()
        self._drop_from(0)
        self._forget_put_aside()

    def _drop_from(self, index: int, *, put_aside: bool = False) -> None:
        """Take the widgets from ``index`` on off the column: deleted, or (``put_aside``)
        those showing a stored message as it is kept hidden for a switch back."""
        shown = dict(zip(self.widgets, self._shown, strict=False))
        # Hiding a message costs ~0.1 ms: the 194 below a version far up a long chat
        # took 15 ms before the chosen one could show. Those below the view are out of
        # sight until the chat is laid out again: hidden right after.
        view_bottom = self.verticalScrollBar().value() + self.viewport().height()
        for widget in self.widgets[index:]:
            self._layout.removeWidget(widget)
            message = shown.get(widget)
            if put_aside and message is not None and not widget.is_editing():
                if widget.y() > view_bottom:
                    self._to_hide.append(widget)
                else:
                    widget.hide()
                self._put_aside[message.id] = (message, widget)
            else:
                _delete(widget)
        del self.widgets[index:]
        del self._shown[index:]
        self.welcome.setVisible(not self.widgets)

    def _wait_for_paint(self) -> None:
        self._waiting_for_paint = True
        self._paint_fallback.start()

    @Slot()
    def _after_painted(self) -> None:
        """The chat as chosen is on screen: what was left for later goes on."""
        if not self._waiting_for_paint:
            return
        self._waiting_for_paint = False
        self._paint_fallback.stop()
        self._hide_put_aside()
        if self._pending:
            self._pending_timer.start(0)

    @Slot()
    def _hide_put_aside(self) -> None:
        """Hide the widgets put aside below the view (unless shown again since)."""
        if not self._to_hide:  # every turn asks; a set of a long chat's widgets is not free
            return
        in_use = set(self.widgets)
        for widget in self._to_hide:
            if widget not in in_use and shiboken6.isValid(widget):
                widget.hide()
        self._to_hide.clear()

    def _forget_put_aside(self) -> None:
        for _message, widget in self._put_aside.values():
            _delete(widget)
        self._put_aside.clear()
        self._to_hide.clear()

    def widget_for(self, message_id: int) -> MessageWidget | None:
        # From the end: the message asked for is nearly always the answer being written.
        for widget in reversed(self.widgets):
            if widget.message_id == message_id:
                return widget
        return None

    def last_text_of(self, role: str) -> str:
        """The text of the latest message by ``role`` ("" when there is none)."""
        return next((w.text() for w in reversed(self.widgets) if w.role == role), "")

    def turn_count(self) -> int:
        """How many questions and answers are shown."""
        return sum(widget.role in ("user", "assistant") for widget in self.widgets)

    def set_busy(self, busy: bool) -> None:
        """While an answer is written, no message's Regenerate, Edit or Retry works.

        The messages in view are told at once, the others as they scroll into view (and
        a new one when it is made): at every turn's start and end, a long chat would
        otherwise touch hundreds of widgets before the answer's first token showed. The
        chat page refuses those actions while busy whatever a button shows."""
        if busy == self._busy:
            return
        self._busy = busy
        self._tell_busy_in_view()

    def _tell_busy_in_view(self) -> None:
        top = self.verticalScrollBar().value()
        bottom = top + self.viewport().height()
        # The widgets lie top to bottom in list order: the first one reaching into view.
        first = bisect.bisect_left(self.widgets, top, key=lambda w: w.y() + w.height())
        for widget in self.widgets[first:]:
            if widget.y() > bottom:
                break
            widget.set_busy(self._busy)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        # A scroll area's paint event is its viewport's. The theme's page colour, what
        # the window paints behind the page (the style sheet's brushes here are clear).
        app = QApplication.instance()
        colour = current_colours(app).window if isinstance(app, QApplication) else "white"
        QPainter(self.viewport()).fillRect(event.rect(), QColor(colour))
        if self._waiting_for_paint:
            QTimer.singleShot(0, self, self._after_painted)  # once this paint is shown

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        left, right = self._side_margins()
        self._layout.setContentsMargins(left, SIDE_MARGIN_PX, right, SIDE_MARGIN_PX)
        super().resizeEvent(event)
        self._tell_busy_in_view()

    def _side_margins(self) -> tuple[int, int]:
        """Margins that keep the messages as wide with the scroll bar as without it.

        The bar appears when a streaming answer first outgrows the page; if the text
        then got narrower, the whole answer so far would be laid out again on the
        window's thread (measured: 15-25 ms for a long answer, a visible hitch)."""
        viewport = self.viewport().width()
        bar = self.verticalScrollBar()
        bar_width = 0 if bar.isVisibleTo(self) else bar.sizeHint().width()
        # Narrow window: the text takes what is left beside the bar, shown or not.
        width = max(0, min(READABLE_WIDTH_PX, viewport - bar_width - 2 * SIDE_MARGIN_PX))
        # Wide window: the readable width, centred in what the bar leaves.
        left = max(SIDE_MARGIN_PX, (viewport - width) // 2)
        return left, max(0, viewport - left - width)

    @Slot(int)
    def _on_scrolled(self, value: int) -> None:
        self.follow = value >= self.verticalScrollBar().maximum() - FOLLOW_MARGIN_PX
        self._tell_busy_in_view()

    @Slot(int, int)
    def _on_scroll_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._anchor is not None:
            # The messages' places are set once the box is laid out, after this.
            self._apply_anchor()
            QTimer.singleShot(0, self, self._apply_anchor)
        elif self.follow:
            self.verticalScrollBar().setValue(maximum)
        self._tell_busy_in_view()  # laid out anew: other messages may be in view


def _delete(widget: MessageWidget) -> None:
    # Hidden now: deleteLater waits for the event loop, and until then the old message
    # would still be painted under the new ones.
    widget.hide()
    widget.deleteLater()


def _interrupted(message: StoredMessage) -> str | None:
    # A reply left incomplete by a crash: its text is kept, say what happened.
    if message.role == "assistant" and not message.complete:
        return QCoreApplication.translate("MessageColumn", INTERRUPTED)
    return None
