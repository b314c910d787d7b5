"""The text of a message: a browser that grows with its text, streamed text inserted
at the end a slice at a time, Markdown rendered a piece per turn of the event loop,
and the editor for changing a sent message.

While an answer streams, each batch of text is inserted at the end of the document
with a cursor kept there: the cost of a batch depends on the batch, not on how long
the answer already is, and a big batch is inserted a slice per turn of the event
loop. Markdown is rendered once, when the answer is complete; a long answer is
rendered a piece per turn, each piece replacing its own plain text, so no turn lays
out the whole answer.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import (
    QKeyEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QSizePolicy, QTextBrowser, QWidget

from desktop.gui.chat.markdown_chunks import markdown_pieces

# Work done on the GUI thread per turn of the event loop: with the layout and paint
# that follow it, under one 60 Hz frame (16 ms; an 8 ms budget and 2 KB slices left
# 18-20 ms turns in the stall benchmark, this 11-18 ms, both on a loaded machine).
TURN_BUDGET_S = 0.004
# Streamed text is inserted at most this much at a time, the budget checked between.
SLICE_CHARS = 1024
# Shorter answers are rendered in one go: it costs less than a frame.
PROGRESSIVE_RENDER_CHARS = 8000
# GitHub's Markdown, where a single line break stays a line break, as in the chat
# apps people know (CommonMark would join the lines). Qt passes its feature bits to
# its Markdown reader (md4c) as they are: 0x8000 is md4c's MD_FLAG_HARD_SOFT_BREAKS,
# which Qt has no name for.
_HARD_LINE_BREAKS = 0x8000
MARKDOWN_FEATURES = QTextDocument.MarkdownFeature(
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub.value | _HARD_LINE_BREAKS
)


def _utf16_length(text: str) -> int:
    """Qt counts document positions in UTF-16 code units, Python in code points."""
    return len(text.encode("utf-16-le")) // 2


class GrowingTextBrowser(QTextBrowser):
    """A read-only text view as tall as its text, for stacking in a scroll area."""

    def __init__(self, accessible_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(accessible_name)
        self.setOpenExternalLinks(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # The text is anchored top left and grows downwards: when it gets a line taller,
        # its own resize paints only the new strip. Without this, each new line of a
        # streaming answer painted all the text twice (for the card's new size, then
        # for the view's): the window's thread spent 0.35-0.40 ms per update, with it
        # 0.29-0.30 (a synthetic stream in the window at 1200x780, interleaved runs); in
        # a real answer 27.5-28.3 ms per second of streaming against 28.4-29.1, most of
        # that thread's time there going elsewhere (tests/perf/bench_pace.py).
        # Not on the card: its border would stay behind where its bottom edge was.
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        # Keyboard users reach the text with Tab; the page keeps scrolling with the wheel.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # The app's style sheet draws it without a frame, on its card's background.
        self.setObjectName("messageText")
        layout = self.document().documentLayout()
        layout.documentSizeChanged.connect(self._fit_height)
        self._fit_height()

    @Slot()
    def _fit_height(self) -> None:
        height = self.document().size().height()
        margins = self.contentsMargins()
        self.setFixedHeight(math.ceil(height) + margins.top() + margins.bottom() + 2)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(super().sizeHint().width(), self.height())


class StreamingText(QObject):
    """Appends text at the end of a document without touching what is already there.

    A batch larger than a slice is inserted a slice at a time across turns of the
    event loop, in order; ``text()`` is always everything appended so far.
    """

    def __init__(self, view: QTextBrowser) -> None:
        super().__init__(view)
        self._cursor = QTextCursor(view.document())
        self._cursor.movePosition(QTextCursor.MoveOperation.End)
        self._parts: list[str] = []
        self._pending: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._insert_pending)

    def append(self, text: str) -> None:
        if not text:
            return
        self._parts.append(text)
        if not self._pending and len(text) <= SLICE_CHARS:
            self._cursor.insertText(text)
            return
        self._pending.append(text)
        if not self._timer.isActive():
            self._insert_pending()

    def text(self) -> str:
        return "".join(self._parts)

    def is_shown(self) -> bool:
        """True once the document holds everything appended."""
        return not self._pending

    def stop(self) -> None:
        """Drop what is not inserted yet (the document is about to be replaced)."""
        self._pending.clear()
        self._timer.stop()

    @Slot()
    def _insert_pending(self) -> None:
        began = time.perf_counter()
        while self._pending:
            text = self._pending[0]
            self._cursor.insertText(text[:SLICE_CHARS])
            if len(text) > SLICE_CHARS:
                self._pending[0] = text[SLICE_CHARS:]
            else:
                self._pending.pop(0)
            if time.perf_counter() - began >= TURN_BUDGET_S:
                break
        if self._pending:
            self._timer.start()


class ProgressiveMarkdown(QObject):
    """Renders Markdown into a view a piece per turn of the event loop.

    When the view already shows the source as plain text (the streamed answer), each
    piece replaces its own plain text, so the reader sees the answer throughout;
    otherwise rendered pieces are added at the end of an emptied view.
    """

    finished = Signal()

    def __init__(self, view: QTextBrowser) -> None:
        super().__init__(view)
        self._view = view
        self._pieces: list[str] = []
        self._replace_plain = False
        self._cursor = QTextCursor(view.document())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._render_some)

    def start(self, markdown: str, *, shown_as_plain_text: bool) -> None:
        """Begin rendering ``markdown``; ``shown_as_plain_text``: the view holds it."""
        self.stop()
        document = self._view.document()
        if not shown_as_plain_text:
            document.clear()
        self._pieces = markdown_pieces(markdown)
        self._pieces.reverse()  # popped from the end, first piece first
        self._replace_plain = shown_as_plain_text
        self._cursor = QTextCursor(document)
        self._cursor.movePosition(QTextCursor.MoveOperation.Start)
        self._render_some()

    def is_rendering(self) -> bool:
        return bool(self._pieces)

    def stop(self) -> None:
        self._pieces = []
        self._timer.stop()

    @Slot()
    def _render_some(self) -> None:
        began = time.perf_counter()
        while self._pieces:
            self._render_piece(self._pieces.pop())
            if time.perf_counter() - began >= TURN_BUDGET_S:
                break
        if self._pieces:
            self._timer.start()
        else:
            self.finished.emit()

    def _render_piece(self, piece: str) -> None:
        cursor = self._cursor
        fragment = QTextDocumentFragment.fromMarkdown(piece, MARKDOWN_FEATURES)
        if not self._replace_plain:
            if not cursor.atStart():
                cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
            cursor.insertFragment(fragment)
            return
        # The piece's plain text ends with a line break unless it is the last piece:
        # remove it, keep the following plain text in a block of its own (with a
        # plain format), and put the rendered piece in the empty block before it.
        cursor.movePosition(
            QTextCursor.MoveOperation.NextCharacter,
            QTextCursor.MoveMode.KeepAnchor,
            _utf16_length(piece),
        )
        cursor.removeSelectedText()
        if self._pieces:
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
            cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
            cursor.setBlockFormat(QTextBlockFormat())
            cursor.insertFragment(fragment)
            cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
        else:
            cursor.setBlockFormat(QTextBlockFormat())
            cursor.insertFragment(fragment)


class MessageEditor(QPlainTextEdit):
    """The box for editing a sent message: Ctrl+Enter saves and sends, Esc cancels.

    It claims those keys before shortcuts see them: the chat page's own Ctrl+Enter
    would send the main message box instead, and its Esc would stop an answer.
    """

    submit_requested = Signal()
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Edit message"))
        self.setToolTip(self.tr("Ctrl+Enter saves and sends again, Esc cancels."))

    def _signal_for(self, event: QKeyEvent) -> SignalInstance | None:
        # The Enter key of the number pad comes with the keypad modifier.
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if modifiers == Qt.KeyboardModifier.ControlModifier:
                return self.submit_requested
        elif event.key() == Qt.Key.Key_Escape and modifiers == Qt.KeyboardModifier.NoModifier:
            return self.cancel_requested
        return None

    def event(self, event: QEvent) -> bool:
        # An accepted ShortcutOverride turns the key into a key press for this box
        # instead of the shortcut it would otherwise trigger.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._signal_for(event) is not None
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        signal = self._signal_for(event)
        if signal is None:
            super().keyPressEvent(event)
            return
        event.accept()
        signal.emit()
