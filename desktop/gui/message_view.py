"""One message in a conversation: streamed cheaply, rendered as Markdown once complete.

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
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import (
    QGuiApplication,
    QKeyEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.gui.code_blocks import CodeBlock, fenced_code_blocks, highlight_code_blocks
from desktop.gui.markdown_chunks import markdown_pieces
from desktop.gui.reply_figures import figures_text

ROLE_TITLES = {"user": "You", "assistant": "Assistant", "system": "System", "tool": "Tool"}

# Work done on the GUI thread per turn of the event loop: well under a 60 Hz frame.
TURN_BUDGET_S = 0.008
# Streamed text is inserted at most this much at a time, the budget checked between.
SLICE_CHARS = 2048
# Shorter answers are rendered in one go: it costs less than a frame.
PROGRESSIVE_RENDER_CHARS = 8000


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
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        # Keyboard users reach the text with Tab; the page keeps scrolling with the wheel.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet("QTextBrowser { background: transparent; }")
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
        fragment = QTextDocumentFragment.fromMarkdown(piece)
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
        self.setAccessibleName("Edit message")
        self.setToolTip("Ctrl+Enter saves and sends again, Esc cancels.")

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


class MessageWidget(QFrame):
    """A message with its role, its thinking (collapsible), figures, errors and actions."""

    retry_requested = Signal(int)  # message id of the reply to write again
    regenerate_requested = Signal(int)
    edit_submitted = Signal(int, str)  # message id, new text

    def __init__(
        self,
        message_id: int,
        position: int,
        role: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.message_id = message_id
        self.position = position
        self.role = role
        self._content = ""
        self._reasoning = ""
        self.streaming = False
        self.setObjectName(f"message-{role}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(f"{ROLE_TITLES.get(role, role)} message")

        self._title = QLabel(ROLE_TITLES.get(role, role.title()))
        self._title.setAccessibleName("Author")
        font = self._title.font()
        font.setBold(True)
        self._title.setFont(font)

        self.thinking_toggle = QToolButton()
        self.thinking_toggle.setText("Thinking")
        self.thinking_toggle.setCheckable(True)
        self.thinking_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.thinking_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.thinking_toggle.setAccessibleName("Show thinking")
        self.thinking_toggle.toggled.connect(self._show_thinking)
        self.thinking_toggle.hide()
        self.thinking_view = GrowingTextBrowser("Thinking")
        self.thinking_view.hide()

        self.body = GrowingTextBrowser("Answer" if role == "assistant" else "Message text")
        self._stream = StreamingText(self.body)
        self._thinking_stream = StreamingText(self.thinking_view)
        self._markdown = ProgressiveMarkdown(self.body)
        self._markdown.finished.connect(self._on_rendered)

        # One "Copy code" button per fenced block, filled when the message is complete.
        self.code_buttons_box = QWidget()
        self._code_row = QHBoxLayout(self.code_buttons_box)
        self._code_row.setContentsMargins(0, 0, 0, 0)
        self._code_row.addStretch(1)
        self.code_buttons: list[QPushButton] = []
        self._code_blocks: list[CodeBlock] = []
        self.code_buttons_box.hide()

        self.images_label = QLabel()
        self.images_label.setAccessibleName("Attached pictures")
        self.images_label.setWordWrap(True)
        self.images_label.hide()

        self.editor = MessageEditor()
        self.editor.submit_requested.connect(self._submit_edit)
        self.editor.cancel_requested.connect(self._cancel_edit)
        self.editor.hide()
        self.save_edit_button = QPushButton("Save and send")
        self.save_edit_button.setAccessibleName("Save and send the edited message")
        self.save_edit_button.clicked.connect(self._submit_edit)
        self.cancel_edit_button = QPushButton("Cancel")
        self.cancel_edit_button.setAccessibleName("Cancel editing")
        self.cancel_edit_button.clicked.connect(self._cancel_edit)
        self.save_edit_button.hide()
        self.cancel_edit_button.hide()

        self.figures = QLabel()
        self.figures.setAccessibleName("Answer figures")
        self.figures.setObjectName("figures")
        self.figures.hide()

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setObjectName("error")
        self.error_label.setAccessibleName("Problem")
        self.error_label.setStyleSheet("color: #b3261e;")
        self.retry_button = QPushButton("Retry")
        self.retry_button.setAccessibleName("Retry this answer")
        self.retry_button.clicked.connect(lambda: self.retry_requested.emit(self.message_id))
        self.error_label.hide()
        self.retry_button.hide()

        self.copy_button = QPushButton("Copy")
        self.copy_button.setAccessibleName("Copy message text")
        self.copy_button.clicked.connect(self._copy)
        self.regenerate_button = QPushButton("Regenerate")
        self.regenerate_button.setAccessibleName("Write this answer again")
        self.regenerate_button.clicked.connect(
            lambda: self.regenerate_requested.emit(self.message_id)
        )
        self.edit_button = QPushButton("Edit")
        self.edit_button.setAccessibleName("Edit and send again")
        self.edit_button.clicked.connect(self._begin_edit)
        # hide(), never setVisible(True): showing a widget that has no parent yet
        # opens it as a window of its own and takes the focus from the main window.
        if role != "assistant":
            self.regenerate_button.hide()
        if role != "user":
            self.edit_button.hide()

        header = QHBoxLayout()
        header.addWidget(self._title)
        header.addStretch(1)
        for button in (self.copy_button, self.edit_button, self.regenerate_button):
            button.setFlat(True)
            header.addWidget(button)
        error_row = QHBoxLayout()
        error_row.addWidget(self.error_label, 1)
        error_row.addWidget(self.retry_button)
        edit_row = QHBoxLayout()
        edit_row.addStretch(1)
        edit_row.addWidget(self.cancel_edit_button)
        edit_row.addWidget(self.save_edit_button)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.thinking_toggle)
        layout.addWidget(self.thinking_view)
        layout.addWidget(self.images_label)
        layout.addWidget(self.body)
        layout.addWidget(self.code_buttons_box)
        layout.addWidget(self.editor)
        layout.addLayout(edit_row)
        layout.addWidget(self.figures)
        layout.addLayout(error_row)

    # -- filling ---------------------------------------------------------------------

    def show_complete(
        self,
        content: str,
        reasoning: str | None,
        stats: dict[str, object] | None = None,
        error: str | None = None,
    ) -> None:
        """Show a finished message (from the store, or at the end of a stream)."""
        # The answer as streamed is on screen already when it is all there: a long
        # one is then rendered in place, piece by piece, never reset to empty.
        shown_as_plain_text = (
            self.streaming and self._stream.is_shown() and self._stream.text() == content
        )
        self._stream.stop()
        self._thinking_stream.stop()
        self._markdown.stop()
        self.streaming = False
        self._content = content
        self._reasoning = reasoning or ""
        self._set_code_blocks(
            fenced_code_blocks(content) if "```" in content or "~~~" in content else []
        )
        if len(content) > PROGRESSIVE_RENDER_CHARS:
            self._markdown.start(content, shown_as_plain_text=shown_as_plain_text)
        else:
            self.body.document().setMarkdown(content)
            self._on_rendered()
        if self._reasoning:
            self.thinking_view.setPlainText(self._reasoning)
            self.thinking_toggle.show()
        self._set_figures(stats or {})
        self.show_error(error)
        self._set_actions_enabled(True)

    def begin_streaming(self, content: str = "", reasoning: str = "") -> None:
        """Start (or resume, with what is stored so far) an answer being written."""
        self.streaming = True
        self._markdown.stop()
        for stream in (self._stream, self._thinking_stream):
            stream.stop()
            stream.deleteLater()
        self.body.clear()
        self.thinking_view.clear()
        self._stream = StreamingText(self.body)
        self._thinking_stream = StreamingText(self.thinking_view)
        self._content = ""
        self._reasoning = ""
        self._set_code_blocks([])
        self.show_error(None)
        self._set_figures({})
        self._set_actions_enabled(False)
        if reasoning:
            self.append_reasoning(reasoning)
        if content:
            self.append_content(content)

    def append_content(self, text: str) -> None:
        """Add streamed answer text; costs as much as ``text``, not the whole answer."""
        self._stream.append(text)

    def append_reasoning(self, text: str) -> None:
        if not self.thinking_toggle.isVisible():
            self.thinking_toggle.show()
        self._thinking_stream.append(text)

    def finish_streaming(self, content: str, reasoning: str, stats: dict[str, object]) -> None:
        """The answer is complete: render it once as Markdown and show its figures."""
        if content.strip():
            self.show_complete(content, reasoning, stats)
        else:
            # Some models write their whole answer as thinking: show it as the answer.
            self.show_complete(reasoning.strip(), None, stats)

    def fail_streaming(self, message: str, partial_text: str, partial_reasoning: str) -> None:
        """The answer broke off: keep what arrived and say why, with Retry."""
        self.show_complete(partial_text, partial_reasoning, None, message)

    def show_error(self, message: str | None) -> None:
        self.error_label.setText(message or "")
        self.error_label.setVisible(bool(message))
        self.retry_button.setVisible(bool(message) and self.role == "assistant")

    # -- reading (tests, copy) -------------------------------------------------------

    def is_rendering(self) -> bool:
        """True while a long answer's Markdown is still being rendered."""
        return self._markdown.is_rendering()

    def text(self) -> str:
        """The text as shown (streamed text while streaming)."""
        return self._stream.text() if self.streaming else self.body.toPlainText()

    def content(self) -> str:
        """The message's source text (Markdown)."""
        return self._stream.text() if self.streaming else self._content

    def reasoning(self) -> str:
        return self._thinking_stream.text() if self.streaming else self._reasoning

    def code_blocks(self) -> list[CodeBlock]:
        """The fenced code blocks of the finished message, one Copy button each."""
        return list(self._code_blocks)

    def show_images(self, paths: Sequence[str]) -> None:
        """Name the pictures sent with this message."""
        names = ", ".join(Path(path).name for path in paths)
        self.images_label.setText(f"Pictures: {names}" if names else "")
        self.images_label.setToolTip("\n".join(paths))
        self.images_label.setVisible(bool(names))

    def figures_shown(self) -> str:
        return self.figures.text() if self.figures.isVisible() else ""

    # -- internals -------------------------------------------------------------------

    def _set_figures(self, stats: dict[str, object]) -> None:
        text = figures_text(stats)
        self.figures.setText(text)
        self.figures.setVisible(bool(text))

    def _set_code_blocks(self, blocks: list[CodeBlock]) -> None:
        self._code_blocks = blocks
        for button in self.code_buttons:
            self._code_row.removeWidget(button)
            button.deleteLater()
        self.code_buttons = []
        for index, block in enumerate(blocks):
            label = "Copy code" if len(blocks) == 1 else f"Copy code {index + 1}/{len(blocks)}"
            button = QPushButton(label)
            button.setAccessibleName(
                f"Copy code block {index + 1} of {len(blocks)}"
                + (f" ({block.language})" if block.language else "")
            )
            first_line = block.code.split("\n", 1)[0]
            button.setToolTip(f"Copy: {first_line[:60]}" if first_line else "Copy this code")
            button.clicked.connect(lambda _checked=False, index=index: self.copy_code(index))
            self._code_row.insertWidget(index, button)
            self.code_buttons.append(button)
        self.code_buttons_box.setVisible(bool(blocks))

    def copy_code(self, index: int) -> None:
        """Put the code of block ``index`` on the clipboard, exactly as written."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None and 0 <= index < len(self._code_blocks):
            clipboard.setText(self._code_blocks[index].code)

    @Slot()
    def _on_rendered(self) -> None:
        # Once per finished message, never per token: the rendered document's code
        # blocks get their tint and colours.
        if self._code_blocks or "    " in self._content:
            highlight_code_blocks(self.body.document())

    def _set_actions_enabled(self, enabled: bool) -> None:
        for button in (self.copy_button, self.regenerate_button, self.edit_button):
            button.setEnabled(enabled)

    def set_busy(self, busy: bool) -> None:
        """While another answer is written, this one can't be regenerated or edited."""
        self.regenerate_button.setEnabled(not busy and not self.streaming)
        self.edit_button.setEnabled(not busy)
        self.retry_button.setEnabled(not busy)

    @Slot(bool)
    def _show_thinking(self, shown: bool) -> None:
        self.thinking_view.setVisible(shown)
        self.thinking_toggle.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )
        self.thinking_toggle.setAccessibleName("Hide thinking" if shown else "Show thinking")

    @Slot()
    def _copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.content())

    @Slot()
    def _begin_edit(self) -> None:
        self.editor.setPlainText(self._content)
        for widget in (self.editor, self.save_edit_button, self.cancel_edit_button):
            widget.show()
        self.body.hide()
        self.editor.setFocus()

    @Slot()
    def _end_edit(self) -> None:
        for widget in (self.editor, self.save_edit_button, self.cancel_edit_button):
            widget.hide()
        self.body.show()

    @Slot()
    def _cancel_edit(self) -> None:
        self._end_edit()
        # The editor that had the focus is gone: give it back where editing began.
        self.edit_button.setFocus()

    @Slot()
    def _submit_edit(self) -> None:
        text = self.editor.toPlainText().strip()
        if not text:
            return
        self._end_edit()
        self.edit_submitted.emit(self.message_id, text)

    def begin_edit(self) -> None:
        """Open the editor (keyboard and tests reach it here too)."""
        self._begin_edit()

    def reopen_edit(self, text: str) -> None:
        """Open the editor again on an edit that could not be sent, as it was typed."""
        self._begin_edit()
        self.editor.setPlainText(text)

    def submit_edit(self, text: str) -> None:
        self.editor.setPlainText(text)
        self._submit_edit()
