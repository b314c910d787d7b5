"""One message in a conversation: its role, its text (streamed cheaply, rendered as
Markdown once complete; see message_text.py), its thinking, figures, errors, pictures,
code blocks and actions."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QWidget,
)

from desktop.gui.chat.code_blocks import CodeBlock, fenced_code_blocks, highlight_code_blocks
from desktop.gui.chat.figures_words import FiguresWords
from desktop.gui.chat.message_text import (
    MARKDOWN_FEATURES,
    PROGRESSIVE_RENDER_CHARS,
    GrowingTextBrowser,
    MessageEditor,
    ProgressiveMarkdown,
    StreamingText,
)
from desktop.gui.chat.version_switch import VersionSwitch
from desktop.gui.widgets.box_layouts import column
from desktop.gui.widgets.form_controls import (
    action_button,
    copy_button,
    copy_to_clipboard,
    show_copied,
)
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

READ_ALOUD = QT_TRANSLATE_NOOP("MessageView", "Read aloud")
STOP_READING = QT_TRANSLATE_NOOP("MessageView", "Stop reading")
# Each author's name and each message's name for a screen reader, in English here;
# role_title and role_message_name give them in the window's language.
ROLE_TITLES = {
    "user": QT_TRANSLATE_NOOP("MessageView", "You"),
    "assistant": QT_TRANSLATE_NOOP("MessageView", "Assistant"),
    "system": QT_TRANSLATE_NOOP("MessageView", "System"),
    "tool": QT_TRANSLATE_NOOP("MessageView", "Tool"),
}
# Whole names, not "{author} message": word order differs between languages.
ROLE_MESSAGE_NAMES = {
    "user": QT_TRANSLATE_NOOP("MessageView", "Your message"),
    "assistant": QT_TRANSLATE_NOOP("MessageView", "Assistant message"),
    "system": QT_TRANSLATE_NOOP("MessageView", "System message"),
    "tool": QT_TRANSLATE_NOOP("MessageView", "Tool message"),
}


class _ThinkingParts(NamedTuple):
    toggle: QToolButton  # "Thinking", folded or not
    view: GrowingTextBrowser
    stream: StreamingText  # the thinking as it is written


class _EditParts(NamedTuple):
    editor: MessageEditor
    save: QPushButton
    cancel: QPushButton


class _ProblemParts(NamedTuple):
    label: QLabel  # what went wrong
    retry: QPushButton


def role_title(role: str) -> str:
    title = ROLE_TITLES.get(role)
    return QCoreApplication.translate("MessageView", title) if title else role.title()


def role_message_name(role: str) -> str:
    name = ROLE_MESSAGE_NAMES.get(role)
    return QCoreApplication.translate("MessageView", name) if name else role


class MessageWidget(QFrame):
    """A message with its role, its thinking (collapsible), figures, errors and actions."""

    retry_requested = Signal(int)  # message id of the reply to write again
    regenerate_requested = Signal(int)
    edit_submitted = Signal(int, str)  # message id, new text
    read_aloud_requested = Signal(int)  # message id: read it aloud, or stop if reading

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
        # Another answer is being written (MessageColumn.set_busy): nothing here may
        # start one too.
        self._busy = False
        self.setObjectName(f"message-{role}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(role_message_name(role))

        self._title = QLabel(role_title(role))
        self._title.setAccessibleName(self.tr("Author"))
        font = self._title.font()
        font.setBold(True)
        self._title.setFont(font)

        # ‹ 2/3 ›: this message's versions (an answer written again, a question edited).
        self.versions = VersionSwitch(role)

        # Most messages never show thinking, an editor or a problem: those parts are
        # made when first needed (see _thinking_parts, _edit_parts, _problem_parts). A
        # version chosen far up a long chat builds several messages at once, each
        # costing less so (tests/perf/run.py --only gui_switch_version).
        self._thinking: _ThinkingParts | None = None
        self._editing: _EditParts | None = None
        self._problem: _ProblemParts | None = None

        self.body = GrowingTextBrowser(
            self.tr("Answer") if role == "assistant" else self.tr("Message text")
        )
        self._stream = StreamingText(self.body)
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

        self.images_label = sentence_label(self.tr("Attached pictures"))
        self.images_label.hide()

        self.figures = QLabel()
        self.figures.setAccessibleName(self.tr("Answer figures"))
        self.figures.setObjectName("figures")
        # A long line (speed, first token, tokens, where it ran) wraps: unwrapped, its
        # width was every message's least width, and the chat scrolled sideways.
        self.figures.setWordWrap(True)
        self.figures.hide()

        self.copy_button = copy_button(self.tr("Copy message text"), self.content)
        self.regenerate_button = action_button(
            self.tr("Regenerate"),
            self.tr("Write this answer again"),
            lambda: self.regenerate_requested.emit(self.message_id),
        )
        self.edit_button = action_button(
            self.tr("Edit"), self.tr("Edit and send again"), self._begin_edit
        )
        self.read_aloud_button = action_button(
            QCoreApplication.translate("MessageView", READ_ALOUD),
            self.tr("Read this answer aloud"),
            lambda: self.read_aloud_requested.emit(self.message_id),
        )
        # hide(), never setVisible(True): showing a widget that has no parent yet
        # opens it as a window of its own and takes the focus from the main window.
        if role != "assistant":
            self.regenerate_button.hide()
            self.read_aloud_button.hide()
        if role != "user":
            self.edit_button.hide()

        header = QHBoxLayout()
        header.addWidget(self._title)
        header.addStretch(1)
        # The versions switch (shown where a message has several) on a line of its own
        # under the author: beside the four actions it scrolled the chat 18 px sideways
        # in an 800-px window in the app's look.
        versions_row = QHBoxLayout()
        versions_row.addWidget(self.versions)
        versions_row.addStretch(1)
        for button in (
            self.read_aloud_button,
            self.copy_button,
            self.edit_button,
            self.regenerate_button,
        ):
            button.setFlat(True)
            header.addWidget(button)
        # Made on demand, in this order: thinking (toggle, view) above the pictures'
        # line, the editor and its buttons above the figures, the problem row last.
        self._column = column(
            self,
            header,
            versions_row,
            self.images_label,
            self.body,
            self.code_buttons_box,
            self.figures,
        )
        self._column.setContentsMargins(16, 10, 16, 12)

    # -- parts made when first needed ------------------------------------------------

    def _thinking_parts(self) -> _ThinkingParts:
        if self._thinking is None:
            toggle = QToolButton()
            toggle.setText(self.tr("Thinking"))
            toggle.setCheckable(True)
            toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            toggle.setArrowType(Qt.ArrowType.RightArrow)
            toggle.setAccessibleName(self.tr("Show thinking"))
            toggle.toggled.connect(self._show_thinking)
            toggle.hide()
            view = GrowingTextBrowser(self.tr("Thinking"))
            view.hide()
            at = self._column.indexOf(self.images_label)
            self._column.insertWidget(at, toggle)
            self._column.insertWidget(at + 1, view)
            self._thinking = _ThinkingParts(toggle, view, StreamingText(view))
        return self._thinking

    def _edit_parts(self) -> _EditParts:
        if self._editing is None:
            editor = MessageEditor()
            editor.submit_requested.connect(self._submit_edit)
            editor.cancel_requested.connect(self._cancel_edit)
            editor.hide()
            save = action_button(
                self.tr("Save and send"),
                self.tr("Save and send the edited message"),
                self._submit_edit,
            )
            cancel = action_button(self.tr("Cancel"), self.tr("Cancel editing"), self._cancel_edit)
            save.hide()
            cancel.hide()
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(cancel)
            row.addWidget(save)
            at = self._column.indexOf(self.figures)
            self._column.insertWidget(at, editor)
            self._column.insertLayout(at + 1, row)
            self._editing = _EditParts(editor, save, cancel)
        return self._editing

    def _problem_parts(self) -> _ProblemParts:
        if self._problem is None:
            label = sentence_label(self.tr("Problem"))
            label.setObjectName("error")
            retry = action_button(
                self.tr("Retry"),
                self.tr("Retry this answer"),
                lambda: self.retry_requested.emit(self.message_id),
            )
            label.hide()
            retry.hide()
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(retry)
            self._column.addLayout(row)
            self._problem = _ProblemParts(label, retry)
        return self._problem

    @property
    def thinking_toggle(self) -> QToolButton:
        return self._thinking_parts().toggle

    @property
    def thinking_view(self) -> GrowingTextBrowser:
        return self._thinking_parts().view

    @property
    def editor(self) -> MessageEditor:
        return self._edit_parts().editor

    @property
    def save_edit_button(self) -> QPushButton:
        return self._edit_parts().save

    @property
    def cancel_edit_button(self) -> QPushButton:
        return self._edit_parts().cancel

    @property
    def error_label(self) -> QLabel:
        return self._problem_parts().label

    @property
    def retry_button(self) -> QPushButton:
        return self._problem_parts().retry

    def is_editing(self) -> bool:
        """Whether the message's editor is open."""
        return self._editing is not None and self._editing.editor.isVisible()

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
        if self._thinking is not None:
            self._thinking.stream.stop()
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
            self.body.document().setMarkdown(content, MARKDOWN_FEATURES)
            self._on_rendered()
        if self._reasoning:
            self.thinking_view.setPlainText(self._reasoning)
            self.thinking_toggle.show()
        self._set_figures(stats or {})
        self.show_error(error)
        self._show_actions()

    def begin_streaming(self, content: str = "", reasoning: str = "") -> None:
        """Start (or resume, with what is stored so far) an answer being written."""
        self.streaming = True
        self._markdown.stop()
        self._stream.stop()
        self._stream.deleteLater()
        self.body.clear()
        self._stream = StreamingText(self.body)
        if self._thinking is not None:
            self._thinking.stream.stop()
            self._thinking.stream.deleteLater()
            self._thinking.view.clear()
            self._thinking = self._thinking._replace(stream=StreamingText(self._thinking.view))
        self._content = ""
        self._reasoning = ""
        self._set_code_blocks([])
        self.show_error(None)
        self._set_figures({})
        self._show_actions()
        if reasoning:
            self.append_reasoning(reasoning)
        if content:
            self.append_content(content)

    def append_content(self, text: str) -> None:
        """Add streamed answer text; costs as much as ``text``, not the whole answer."""
        self._stream.append(text)

    def append_reasoning(self, text: str) -> None:
        thinking = self._thinking_parts()
        if not thinking.toggle.isVisible():
            thinking.toggle.show()
        thinking.stream.append(text)

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
        if not message and self._problem is None:
            return  # nothing to say, and nothing said before
        self.error_label.setText(message or "")
        self.error_label.setVisible(bool(message))
        self.retry_button.setVisible(bool(message) and self.role == "assistant")
        self.retry_button.setEnabled(not self._busy)

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
        if self.streaming:
            return self._thinking.stream.text() if self._thinking is not None else ""
        return self._reasoning

    def code_blocks(self) -> list[CodeBlock]:
        """The fenced code blocks of the finished message, one Copy button each."""
        return list(self._code_blocks)

    def show_images(self, paths: Sequence[str]) -> None:
        """Name the pictures sent with this message."""
        names = ", ".join(Path(path).name for path in paths)
        self.images_label.setText(self.tr("Pictures: {names}").format(names=names) if names else "")
        self.images_label.setToolTip("\n".join(paths))
        self.images_label.setVisible(bool(names))

    def figures_shown(self) -> str:
        return self.figures.text() if self.figures.isVisible() else ""

    # -- internals -------------------------------------------------------------------

    def _set_figures(self, stats: dict[str, object]) -> None:
        text = FiguresWords().line(stats)
        self.figures.setText(text)
        self.figures.setVisible(bool(text))

    def _set_code_blocks(self, blocks: list[CodeBlock]) -> None:
        self._code_blocks = blocks
        for button in self.code_buttons:
            self._code_row.removeWidget(button)
            button.deleteLater()
        self.code_buttons = []
        for index, block in enumerate(blocks):
            number, count = index + 1, len(blocks)
            label = (
                self.tr("Copy code")
                if count == 1
                else self.tr("Copy code {number}/{count}").format(number=number, count=count)
            )
            button = QPushButton(label)
            if block.language:
                name = self.tr("Copy code block {number} of {count} ({language})")
            else:
                name = self.tr("Copy code block {number} of {count}")
            button.setAccessibleName(
                name.format(number=number, count=count, language=block.language)
            )
            first_line = block.code.split("\n", 1)[0]
            button.setToolTip(
                self.tr("Copy: {line}").format(line=first_line[:60])
                if first_line
                else self.tr("Copy this code")
            )
            button.clicked.connect(lambda _checked=False, index=index: self.copy_code(index))
            self._code_row.insertWidget(index, button)
            self.code_buttons.append(button)
        self.code_buttons_box.setVisible(bool(blocks))

    def copy_code(self, index: int) -> None:
        """Put the code of block ``index`` on the clipboard, exactly as written."""
        if 0 <= index < len(self._code_blocks):
            copy_to_clipboard(self._code_blocks[index].code)
            if index < len(self.code_buttons):
                show_copied(self.code_buttons[index])

    @Slot()
    def _on_rendered(self) -> None:
        # Once per finished message, never per token: the rendered document's code
        # blocks get their tint and colours.
        if self._code_blocks or "    " in self._content:
            highlight_code_blocks(self.body.document())

    def _show_actions(self) -> None:
        """Copy once the text is whole; Regenerate and Edit then too, unless another
        answer is being written."""
        self.copy_button.setEnabled(not self.streaming)
        self.read_aloud_button.setEnabled(not self.streaming)
        self.regenerate_button.setEnabled(not self.streaming and not self._busy)
        self.edit_button.setEnabled(not self.streaming and not self._busy)
        self.versions.allow(not self.streaming and not self._busy)

    def set_reading(self, reading: bool) -> None:
        """Show whether this answer is being read aloud (its button then stops it)."""
        self.read_aloud_button.setText(
            QCoreApplication.translate("MessageView", STOP_READING)
            if reading
            else QCoreApplication.translate("MessageView", READ_ALOUD)
        )
        # An answer read as it is written can be stopped while it is written.
        self.read_aloud_button.setEnabled(reading or not self.streaming)
        self.read_aloud_button.setAccessibleName(
            self.tr("Stop reading this answer aloud")
            if reading
            else self.tr("Read this answer aloud")
        )

    def show_versions(self, version_ids: Sequence[int]) -> None:
        """Show which of ``version_ids`` this message is (nothing when it has one)."""
        self.versions.show_versions(version_ids, self.message_id)
        self.versions.allow(not self._busy and not self.streaming)

    def set_busy(self, busy: bool) -> None:
        """While another answer is written, this one can't be regenerated, edited,
        retried or switched to another version. Called for every message of a chat at
        each turn's start and end, so only the buttons this message shows are touched
        (a hidden one is set when shown)."""
        if busy == self._busy:
            return
        self._busy = busy
        if not self.versions.isHidden():
            self.versions.allow(not busy and not self.streaming)
        if self.role == "assistant":
            self.regenerate_button.setEnabled(not busy and not self.streaming)
            if self._problem is not None and not self._problem.retry.isHidden():
                self._problem.retry.setEnabled(not busy)
        elif self.role == "user":
            self.edit_button.setEnabled(not busy)

    @Slot(bool)
    def _show_thinking(self, shown: bool) -> None:
        self.thinking_view.setVisible(shown)
        self.thinking_toggle.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )
        self.thinking_toggle.setAccessibleName(
            self.tr("Hide thinking") if shown else self.tr("Show thinking")
        )

    @Slot()
    def _begin_edit(self) -> None:
        self.editor.setPlainText(self._content)
        for widget in (self.editor, self.save_edit_button, self.cancel_edit_button):
            widget.show()
        self.body.hide()
        self.editor.setFocus()

    @Slot()
    def _end_edit(self) -> None:
        if self._editing is not None:
            for widget in self._editing:
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
