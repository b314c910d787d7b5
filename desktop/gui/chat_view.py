"""The Chat page: saved conversations on the left, the open one on the right.

Every store access goes to the store thread (``ConversationCalls``); every answer goes
through the backend controller. The view only keeps widgets and ids.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.chat.chat_settings import default_sampling, sampling_from_record, sampling_record
from desktop.core.chat.conversations import Conversation, ConversationStore, StoredMessage
from desktop.core.chat.events import FailureKind, SamplingOptions
from desktop.core.chat.figures import tokens_used
from desktop.core.chat.turns import (
    ChatSettings,
    DropOldestTurns,
    Regenerate,
    ResendEdited,
    SendMessage,
    TurnRequest,
    TurnsDropped,
    TurnStarted,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.loader import LoadRequest
from desktop.gui.attachments import IMAGE_FILTER, AttachmentStrip
from desktop.gui.backend import LoadedModel, ReplyProblem, ReplyResult
from desktop.gui.context_meter import ContextChoices, ContextMeter, longer_context
from desktop.gui.export_actions import (
    FILE_FILTERS,
    SUFFIXES,
    ExportDone,
    ExportFormat,
    export_conversation,
    with_suffix,
)
from desktop.gui.message_view import MessageWidget
from desktop.gui.sampling_controls import SamplingControls
from desktop.gui.services import AppServices

TITLE_WORDS = 8
SEARCH_DELAY_MS = 200
# How close to the bottom counts as "following" the answer as it grows.
FOLLOW_MARGIN_PX = 32
NO_VISION_TIP = (
    "The loaded model can't read pictures. Load a model that supports images, "
    "with its vision projector file, to attach one."
)
VISION_TIP = "Add a picture for the model to look at."


def title_from(text: str) -> str:
    """A conversation title from its first message: the first few words."""
    words = text.split()
    title = " ".join(words[:TITLE_WORDS])
    return title + ("…" if len(words) > TITLE_WORDS else "") if title else "New chat"


def has_vision(loaded: LoadedModel | None, request: LoadRequest | None) -> bool:
    """True when the loaded model can read pictures: it was loaded with a projector."""
    return (
        loaded is not None
        and request is not None
        and request.model_path == loaded.model_path
        and request.mmproj_path is not None
    )


class _TitleEditing(QStyledItemDelegate):
    """Renaming in the list: the line edit that opens gets a name screen readers say."""

    def createEditor(  # noqa: N802 (Qt's name)
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = super().createEditor(parent, option, index)
        editor.setAccessibleName("New name for the chat")
        return editor


class ChatView(QWidget):
    """Conversations, messages, and the box to write in."""

    load_page_requested = Signal()
    problem_shown = Signal(str)  # a store problem, shown in the banner

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._controller = services.controller
        self._conversations = services.conversations
        self.conversation_id: int | None = None
        self._conversation: Conversation | None = None
        self._widgets: list[MessageWidget] = []
        self._streaming_reply_id: int | None = None
        self._streaming_widget: MessageWidget | None = None
        self._follow = True
        self._filling_list = False

        self._list_pane = self._build_conversation_list()
        self._conversation_pane = self._build_conversation_pane()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._list_pane)
        splitter.addWidget(self._conversation_pane)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 760])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.refresh_conversations)

        self._send_shortcuts = [
            QShortcut(QKeySequence(sequence), self, self.send)
            for sequence in ("Ctrl+Return", "Ctrl+Enter")
        ]
        for shortcut in self._send_shortcuts:
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._stop_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.stop)
        self._stop_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._stop_shortcut.setEnabled(False)

        controller = self._controller
        controller.reply_started.connect(self._on_reply_started)
        controller.turns_dropped.connect(self._on_turns_dropped)
        controller.token_received.connect(self._on_token)
        controller.reasoning_received.connect(self._on_reasoning)
        controller.reply_finished.connect(self._on_reply_finished)
        controller.reply_failed.connect(self._on_reply_failed)
        controller.model_loaded.connect(self._on_model_changed)
        controller.model_unloaded.connect(self._on_model_changed)
        controller.load_failed.connect(self._on_model_changed)
        controller.load_started.connect(self._on_model_changed)
        controller.model_loaded.connect(self._on_context_changed)
        controller.model_unloaded.connect(self._on_context_changed)

        self._show_chat_settings(
            services.settings.default_system_prompt, default_sampling(services.settings)
        )
        self.sampling.changed.connect(self._save_chat_settings)
        self.system_prompt.editingFinished.connect(self._save_chat_settings)
        self._on_model_changed()
        self._set_busy(False)
        self.refresh_conversations()
        self._conversations.recovery_notice(self._show_problem_if_any)
        self._conversations.store_recovered.connect(self._show_problem_if_any)

    # -- building --------------------------------------------------------------------

    def _build_conversation_list(self) -> QWidget:
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search chats")
        self.search.setAccessibleName("Search chats")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self._search_timer.start())
        self.conversation_list = QListWidget()
        self.conversation_list.setAccessibleName("Saved chats")
        self.conversation_list.setItemDelegate(_TitleEditing(self.conversation_list))
        self.conversation_list.currentItemChanged.connect(self._on_current_item_changed)
        self.conversation_list.itemChanged.connect(self._on_item_renamed)
        self.new_button = QPushButton("New chat")
        self.new_button.setAccessibleName("New chat")
        self.new_button.setToolTip("Start a new chat (Ctrl+N)")
        self.new_button.clicked.connect(self.new_chat)
        self.rename_button = QPushButton("Rename")
        self.rename_button.setAccessibleName("Rename chat")
        self.rename_button.clicked.connect(self._begin_rename)
        self.delete_button = QPushButton("Delete")
        self.delete_button.setAccessibleName("Delete chat")
        self.delete_button.clicked.connect(lambda: self.delete_current_conversation(confirm=True))
        buttons = QHBoxLayout()
        buttons.addWidget(self.rename_button)
        buttons.addWidget(self.delete_button)
        pane = QWidget()
        layout = QVBoxLayout(pane)
        layout.addWidget(self.new_button)
        layout.addWidget(self.search)
        layout.addWidget(self.conversation_list, 1)
        layout.addLayout(buttons)
        return pane

    def _build_conversation_pane(self) -> QWidget:
        self.banner = QFrame()
        self.banner.setObjectName("banner")
        self.banner_label = QLabel()
        self.banner_label.setWordWrap(True)
        self.banner_label.setAccessibleName("Model status")
        self.banner_button = QPushButton("Go to Load")
        self.banner_button.setAccessibleName("Go to the Load page")
        self.banner_button.clicked.connect(self.load_page_requested)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.banner_label, 1)
        banner_layout.addWidget(self.banner_button)

        self.title_label = QLabel("New chat")
        self.title_label.setAccessibleName("Chat title")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title_label.setFont(font)
        self.context_meter = ContextMeter()
        self.export_button = QToolButton()
        self.export_button.setText("Export…")
        self.export_button.setAccessibleName("Export chat")
        self.export_button.setToolTip("Save this chat as a Markdown or JSON file.")
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        export_menu = QMenu(self.export_button)
        self.export_markdown_action = export_menu.addAction("Export as Markdown…")
        self.export_markdown_action.triggered.connect(lambda: self.export_chat("markdown"))
        self.export_json_action = export_menu.addAction("Export as JSON…")
        self.export_json_action.triggered.connect(lambda: self.export_chat("json"))
        self.export_button.setMenu(export_menu)
        title_row = QHBoxLayout()
        title_row.addWidget(self.title_label, 1)
        title_row.addWidget(self.context_meter)
        title_row.addWidget(self.export_button)
        self.export_status = QLabel()
        self.export_status.setAccessibleName("Export result")
        self.export_status.setWordWrap(True)
        self.export_status.hide()
        self.context_note = QLabel()
        self.context_note.setAccessibleName("Context note")
        self.context_note.setWordWrap(True)
        self.context_note.hide()
        self.context_choices = ContextChoices()
        self.context_choices.new_chat_requested.connect(self.start_over_in_new_chat)
        self.context_choices.drop_oldest_requested.connect(self.drop_oldest_turns)
        self.context_choices.longer_context_requested.connect(self.reload_with_longer_context)

        self._messages_box = QWidget()
        self._messages_layout = QVBoxLayout(self._messages_box)
        self._messages_layout.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self._messages_box)
        self.scroll_area.setAccessibleName("Messages")
        bar = self.scroll_area.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_scroll_range_changed)

        self.system_prompt = QLineEdit()
        self.system_prompt.setPlaceholderText("Instructions for the assistant (optional)")
        self.system_prompt.setAccessibleName("Instructions for the assistant")
        self.sampling = SamplingControls()
        # The two settings most people touch, by the names tests and scripts know.
        self.temperature = self.sampling.temperature
        self.max_tokens = self.sampling.max_tokens
        settings_row = QHBoxLayout()
        settings_row.addWidget(self.system_prompt, 1)
        settings_row.addWidget(self.sampling)

        self.input = QPlainTextEdit()
        self.input.setPlaceholderText("Write a message. Ctrl+Enter sends, Esc stops.")
        self.input.setAccessibleName("Message to send")
        self.input.setTabChangesFocus(True)
        self.input.setMaximumHeight(120)
        self.send_button = QPushButton("Send")
        self.send_button.setAccessibleName("Send message")
        self.send_button.setToolTip("Send (Ctrl+Enter)")
        self.send_button.clicked.connect(self.send)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setAccessibleName("Stop the answer")
        self.stop_button.setToolTip("Stop (Esc)")
        self.stop_button.clicked.connect(self.stop)
        self.attach_button = QPushButton("Attach image…")
        self.attach_button.setAccessibleName("Attach image")
        self.attach_button.clicked.connect(self.choose_images)
        self.attachments = AttachmentStrip()
        input_row = QHBoxLayout()
        input_row.addWidget(self.input, 1)
        side = QVBoxLayout()
        side.addWidget(self.send_button)
        side.addWidget(self.stop_button)
        side.addWidget(self.attach_button)
        side.addStretch(1)
        input_row.addLayout(side)

        pane = QWidget()
        layout = QVBoxLayout(pane)
        layout.addWidget(self.banner)
        layout.addLayout(title_row)
        layout.addWidget(self.export_status)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.context_note)
        layout.addWidget(self.context_choices)
        layout.addLayout(settings_row)
        layout.addWidget(self.sampling.details)
        layout.addWidget(self.attachments)
        layout.addLayout(input_row)
        return pane

    # -- public actions --------------------------------------------------------------

    @Slot()
    def new_chat(self, *, keep_settings: bool = False) -> None:
        """An empty chat with the default settings (or, ``keep_settings``, the open
        chat's); it is saved when the first message is sent."""
        if not keep_settings:
            self._show_chat_settings(
                self._services.settings.default_system_prompt,
                default_sampling(self._services.settings),
            )
        self.conversation_id = None
        self._conversation = None
        self._clear_messages()
        self.title_label.setText("New chat")
        self._hide_context_notices()
        self._show_meter(None)
        self.export_status.hide()
        self.conversation_list.blockSignals(True)
        self.conversation_list.setCurrentRow(-1)
        self.conversation_list.blockSignals(False)
        self.input.setFocus()

    @Slot()
    def send(self) -> None:
        """Send what is in the box (Ctrl+Enter)."""
        text = self.input.toPlainText().strip()
        images = [str(path) for path in self.attachments.paths()]
        if not (text or images) or self._controller.generating:
            return
        if not self._can_answer():
            self.banner.show()
            return
        self.input.clear()
        self.attachments.clear()
        title = title_from(text or Path(images[0]).name)
        self._start_turn(
            SendMessage(self.conversation_id, text, tuple(images), self._chat_settings(), title)
        )

    @Slot()
    def choose_images(self) -> None:
        """Ask which pictures to send with the next message."""
        chosen, _filter = QFileDialog.getOpenFileNames(self, "Attach image", "", IMAGE_FILTER)
        self.attach_images([Path(path) for path in chosen])

    def attach_images(self, paths: list[Path]) -> None:
        """Add pictures to the next message (shown as thumbnails until it is sent)."""
        if paths:
            self.attachments.add(paths)

    @Slot()
    def stop(self) -> None:
        """Stop the answer being written (Esc); what was written is kept."""
        self._controller.stop_generation()

    def regenerate(self, message_id: int) -> None:
        """Write the answer ``message_id`` again (also Retry after a failure)."""
        widget = self._widget_for(message_id)
        conversation_id = self.conversation_id
        if widget is None or conversation_id is None:
            return
        if self._controller.generating or not self._can_answer():
            return
        self._start_turn(Regenerate(conversation_id, message_id, self._chat_settings()))

    def resend_edited(self, message_id: int, text: str) -> None:
        """Replace a message of yours, forget what followed it, and ask again."""
        widget = self._widget_for(message_id)
        conversation_id = self.conversation_id
        if widget is None or conversation_id is None:
            return
        if self._controller.generating or not self._can_answer():
            # Nothing can answer it now: the edit stays open as typed, not thrown away.
            widget.reopen_edit(text)
            if not self._can_answer():
                self.banner.show()
            return
        # The editor is about to be replaced with the new messages: without the focus
        # in the page, Esc could not stop the answer.
        self.input.setFocus()
        self._start_turn(ResendEdited(conversation_id, message_id, text, self._chat_settings()))

    def open_conversation(self, conversation_id: int) -> None:
        """Show a saved conversation."""

        def load(store: ConversationStore) -> tuple[Conversation, list[StoredMessage]]:
            return store.get_conversation(conversation_id), store.messages(conversation_id)

        def show(result: tuple[Conversation, list[StoredMessage]]) -> None:
            self._show_conversation(*result)
            if not self._select_in_list(conversation_id):
                self.refresh_conversations()

        self._conversations.submit(load, show, self._show_error)

    def rename_conversation(self, conversation_id: int, title: str) -> None:
        title = title.strip()
        if not title:
            self.refresh_conversations()
            return
        self._conversations.submit(
            lambda store: store.rename_conversation(conversation_id, title),
            lambda _none: self._after_rename(conversation_id, title),
            self._show_error,
        )

    def delete_current_conversation(self, *, confirm: bool) -> None:
        """Delete the open conversation (asking first when ``confirm``)."""
        conversation_id = self.conversation_id
        if conversation_id is None:
            return
        if confirm:
            answer = QMessageBox.question(
                self,
                "Delete chat",
                f"Delete the chat “{self.title_label.text()}”? This can't be undone.",
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        if self._streaming_reply_id is not None and self._streaming_widget in self._widgets:
            self.stop()
        self._conversations.submit(
            lambda store: store.delete_conversation(conversation_id),
            lambda _none: self._after_delete(),
            self._show_error,
        )

    @Slot()
    def refresh_conversations(self) -> None:
        search = self.search.text()
        self._conversations.submit(
            lambda store: store.list_conversations(search), self._fill_list, self._show_error
        )

    def message_widgets(self) -> list[MessageWidget]:
        return list(self._widgets)

    # -- export ----------------------------------------------------------------------

    def export_chat(self, export_format: ExportFormat) -> None:
        """Ask where to save the open chat, then write it in the background."""
        conversation_id = self.conversation_id
        if conversation_id is None:
            self._show_export_status("There is nothing to export yet: send a message first.")
            return
        suggested = _file_name(self.title_label.text()) + SUFFIXES[export_format]
        chosen, _filter = QFileDialog.getSaveFileName(
            self, "Export chat", suggested, FILE_FILTERS[export_format]
        )
        if not chosen:
            return
        path = with_suffix(Path(chosen), export_format)
        self._show_export_status(f"Saving the chat to {path}…")
        export_conversation(
            self._services,
            conversation_id,
            export_format,
            path,
            self._on_exported,
            self._on_export_failed,
        )

    def _on_exported(self, done: ExportDone) -> None:
        self._show_export_status(f"Saved the chat to {done.path}.")

    def _on_export_failed(self, error: Exception) -> None:
        self._show_export_status(
            error.message
            if isinstance(error, LlamaDeskError)
            else "The chat could not be saved because of an unexpected problem."
        )

    def _show_export_status(self, text: str) -> None:
        self.export_status.setText(text)
        self.export_status.show()

    # -- a chat too long for the context ---------------------------------------------

    @Slot()
    def start_over_in_new_chat(self) -> None:
        """Open a new chat with your last message in the box, ready to send again."""
        last_user = next(
            (widget.text() for widget in reversed(self._widgets) if widget.role == "user"), ""
        )
        # The same conversation, continued: it keeps its instructions and settings.
        self.new_chat(keep_settings=True)
        self.input.setPlainText(last_user)

    @Slot()
    def drop_oldest_turns(self) -> None:
        """Stop sending the oldest turns so the chat fits; answer again if it failed."""
        conversation_id = self.conversation_id
        context = self.context_meter.context
        if conversation_id is None or context <= 0 or self._controller.generating:
            return

        self._start_turn(DropOldestTurns(conversation_id, self._chat_settings()))

    @Slot(object)
    def _on_turns_dropped(self, dropped: TurnsDropped) -> None:
        if dropped.conversation_id == self.conversation_id:
            self.context_choices.hide()
            self.context_note.setText(
                f"The {dropped.dropped} oldest messages are no longer sent to the model, so "
                "the chat fits; they stay saved here."
                if dropped.dropped > 0
                else "There are no older messages to drop; start a new chat or shorten "
                "your message."
            )
            self.context_note.show()
        if not dropped.retrying:
            self._set_busy(False)

    @Slot()
    def reload_with_longer_context(self) -> None:
        """Load the same model again with a longer context."""
        loaded = self._controller.loaded_model
        request = self._controller.last_load_request
        if loaded is None or request is None:
            return
        context = longer_context(loaded)
        if context is None:
            return
        self.context_choices.hide()
        self.context_note.setText(
            f"Loading the model again with {context:,} tokens of context. "
            "Press Retry on the answer when it is ready."
        )
        self.context_note.show()
        self._controller.load(dataclasses.replace(request, context=context))

    def _offer_context_choices(self, text: str) -> None:
        loaded = self._controller.loaded_model
        turns = [widget for widget in self._widgets if widget.role in ("user", "assistant")]
        self.context_choices.offer(
            text,
            can_drop=len(turns) > 2,
            longer=longer_context(loaded) if loaded is not None else None,
        )

    def _hide_context_notices(self) -> None:
        self.context_choices.hide()
        self.context_note.hide()

    def _show_meter(self, used: int | None) -> None:
        loaded = self._controller.loaded_model
        self.context_meter.show_usage(used, loaded.report.context if loaded is not None else 0)

    @Slot()
    def _on_context_changed(self, *_args: object) -> None:
        self._show_meter(self.context_meter.used)

    # -- replies ---------------------------------------------------------------------

    def _start_turn(self, request: TurnRequest) -> None:
        self._controller.send(request)
        self._set_busy(True)

    @Slot(object)
    def _on_reply_started(self, started: TurnStarted) -> None:
        self._streaming_reply_id = started.reply_id
        self._show_conversation(started.conversation, started.messages)
        self.refresh_conversations()
        self._follow = True

    def _chat_settings(self) -> ChatSettings:
        return ChatSettings(self.system_prompt.text(), self.sampling.options(), self._model_name())

    @Slot(str)
    def _on_token(self, text: str) -> None:
        if self._streaming_widget is not None:
            self._streaming_widget.append_content(text)

    @Slot(str)
    def _on_reasoning(self, text: str) -> None:
        if self._streaming_widget is not None:
            self._streaming_widget.append_reasoning(text)

    @Slot(object)
    def _on_reply_finished(self, result: ReplyResult) -> None:
        widget = self._widget_for(result.message_id)
        if widget is not None:
            widget.finish_streaming(result.text, result.reasoning, result.stats)
        if result.conversation_id == self.conversation_id:
            self._show_meter(tokens_used(result.stats))
            if self.context_meter.nearly_full():
                self._offer_context_choices(
                    "This chat nearly fills what the model can keep in mind; "
                    "the next message may not fit."
                )
        self._end_reply()

    @Slot(object)
    def _on_reply_failed(self, problem: ReplyProblem) -> None:
        if problem.message_id is None:
            # The store could not prepare the answer: nothing was shown for it.
            self._show_error(LlamaDeskError(problem.message, problem.details))
        widget = self._widget_for(problem.message_id) if problem.message_id is not None else None
        if widget is not None:
            widget.fail_streaming(problem.message, problem.partial_text, problem.partial_reasoning)
        overflow = problem.kind is FailureKind.CONTEXT_OVERFLOW
        if problem.conversation_id == self.conversation_id and overflow:
            self._offer_context_choices("This chat is too long for the model's context.")
        self._end_reply()

    def _end_reply(self) -> None:
        self._streaming_reply_id = None
        self._streaming_widget = None
        self._set_busy(False)
        self.refresh_conversations()

    # -- showing ---------------------------------------------------------------------

    def _show_conversation(self, conversation: Conversation, messages: list[StoredMessage]) -> None:
        if conversation.id != self.conversation_id:
            self._hide_context_notices()
            self.export_status.hide()
        used = next(
            (
                tokens_used(message.stats)
                for message in reversed(messages)
                if tokens_used(message.stats) is not None
            ),
            None,
        )
        self._show_meter(used)
        self.conversation_id = conversation.id
        self._conversation = conversation
        self.title_label.setText(conversation.title)
        self._show_chat_settings(
            conversation.system_prompt,
            sampling_from_record(conversation.sampling, default_sampling(self._services.settings)),
        )
        self._clear_messages()
        for message in messages:
            widget = MessageWidget(message.id, message.position, message.role)
            widget.retry_requested.connect(self.regenerate)
            widget.regenerate_requested.connect(self.regenerate)
            widget.edit_submitted.connect(self.resend_edited)
            if message.images:
                widget.show_images(message.images)
            if message.id == self._streaming_reply_id:
                widget.begin_streaming(message.content, message.reasoning or "")
                self._streaming_widget = widget
            else:
                widget.show_complete(
                    message.content,
                    message.reasoning,
                    message.stats,
                    message.error or self._interrupted(message),
                )
            self._messages_layout.insertWidget(self._messages_layout.count() - 1, widget)
            self._widgets.append(widget)
        self._select_in_list(conversation.id)
        self._update_message_actions()
        self._follow = True

    def _interrupted(self, message: StoredMessage) -> str | None:
        # A reply left incomplete by a crash: its text is kept, say what happened.
        if message.role == "assistant" and not message.complete:
            return "This answer was interrupted. Press Retry to write it again."
        return None

    def _clear_messages(self) -> None:
        for widget in self._widgets:
            self._messages_layout.removeWidget(widget)
            # Hidden now: deleteLater waits for the event loop, and until then the old
            # message would still be painted under the new ones.
            widget.hide()
            widget.deleteLater()
        self._widgets = []
        self._streaming_widget = None

    def _widget_for(self, message_id: int) -> MessageWidget | None:
        for widget in self._widgets:
            if widget.message_id == message_id:
                return widget
        return None

    def _fill_list(self, conversations: list[Conversation]) -> None:
        self._filling_list = True
        self.conversation_list.blockSignals(True)
        self.conversation_list.clear()
        for conversation in conversations:
            item = QListWidgetItem(conversation.title)
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setToolTip(conversation.title)
            self.conversation_list.addItem(item)
            if conversation.id == self.conversation_id:
                self.conversation_list.setCurrentItem(item)
        self.conversation_list.blockSignals(False)
        self._filling_list = False
        has_current = self.conversation_id is not None
        self.rename_button.setEnabled(has_current)
        self.delete_button.setEnabled(has_current)

    def _select_in_list(self, conversation_id: int) -> bool:
        """Select the conversation's row; False when the list does not show it yet."""
        found = False
        self.conversation_list.blockSignals(True)
        for row in range(self.conversation_list.count()):
            item = self.conversation_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == conversation_id:
                self.conversation_list.setCurrentItem(item)
                found = True
        self.conversation_list.blockSignals(False)
        self.rename_button.setEnabled(True)
        self.delete_button.setEnabled(True)
        return found

    def _after_rename(self, conversation_id: int, title: str) -> None:
        if conversation_id == self.conversation_id:
            self.title_label.setText(title)
        self.refresh_conversations()

    def _after_delete(self) -> None:
        self.new_chat()
        self.refresh_conversations()

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_current_item_changed(
        self, current: QListWidgetItem | None, _previous: QListWidgetItem | None
    ) -> None:
        if current is None or self._filling_list:
            return
        conversation_id = current.data(Qt.ItemDataRole.UserRole)
        if isinstance(conversation_id, int) and conversation_id != self.conversation_id:
            self.open_conversation(conversation_id)

    @Slot(QListWidgetItem)
    def _on_item_renamed(self, item: QListWidgetItem) -> None:
        conversation_id = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(conversation_id, int):
            self.rename_conversation(conversation_id, item.text())

    @Slot()
    def _begin_rename(self) -> None:
        item = self.conversation_list.currentItem()
        if item is not None:
            self.conversation_list.editItem(item)

    # -- state -----------------------------------------------------------------------

    def _set_busy(self, busy: bool) -> None:
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)
        self._stop_shortcut.setEnabled(busy)
        self._update_message_actions()

    def _update_message_actions(self) -> None:
        busy = self._controller.generating
        for widget in self._widgets:
            widget.set_busy(busy)

    def _can_answer(self) -> bool:
        controller = self._controller
        return (
            controller.loaded_model is not None
            or controller.loading
            or controller.last_load_request is not None
        )

    @Slot()
    def _on_model_changed(self, *_args: object) -> None:
        controller = self._controller
        loaded = controller.loaded_model
        vision = has_vision(loaded, controller.last_load_request)
        self.attach_button.setEnabled(vision)
        self.attach_button.setToolTip(VISION_TIP if vision else NO_VISION_TIP)
        if loaded is not None:
            self.banner.hide()
            return
        if controller.loading:
            self.banner_label.setText("The model is loading. You can write already.")
            self.banner_button.hide()
        elif controller.last_load_request is not None:
            name = controller.last_load_request.model_path.name
            self.banner_label.setText(f"No model is loaded. Sending will load {name} again.")
            self.banner_button.show()
        else:
            self.banner_label.setText("Load a model to start chatting.")
            self.banner_button.show()
        self.banner.show()

    def _model_name(self) -> str | None:
        loaded: LoadedModel | None = self._controller.loaded_model
        return loaded.display_name if loaded is not None else None

    def _sampling_options(self) -> SamplingOptions:
        return self.sampling.options()

    def _show_chat_settings(self, system_prompt: str, options: SamplingOptions) -> None:
        self.system_prompt.setText(system_prompt)
        self.sampling.set_options(options)

    @Slot()
    def _save_chat_settings(self) -> None:
        """Keep a change to the open chat's instructions or sampling with that chat, so
        it is there when the chat is opened again, whether or not a message was sent."""
        conversation = self._conversation
        if conversation is None or conversation.id != self.conversation_id:
            return
        system_prompt = self.system_prompt.text()
        sampling = sampling_record(self.sampling.options())
        if system_prompt == conversation.system_prompt and sampling == conversation.sampling:
            return
        self._conversation = dataclasses.replace(
            conversation, system_prompt=system_prompt, sampling=sampling
        )
        conversation_id = conversation.id
        self._conversations.submit(
            lambda store: store.update_conversation_settings(
                conversation_id, system_prompt=system_prompt, sampling=sampling
            ),
            lambda _none: None,
            self._show_error,
        )

    def _show_error(self, error: Exception) -> None:
        message = (
            error.message
            if isinstance(error, LlamaDeskError)
            else ("Your chats could not be read or saved because of an unexpected problem.")
        )
        self.banner_label.setText(message)
        self.banner_button.hide()
        self.banner.show()
        self.problem_shown.emit(message)

    def _show_problem_if_any(self, message: str | None) -> None:
        if message:
            self._show_error(LlamaDeskError(message))

    # -- following the answer --------------------------------------------------------

    @Slot(int)
    def _on_scrolled(self, value: int) -> None:
        bar = self.scroll_area.verticalScrollBar()
        self._follow = value >= bar.maximum() - FOLLOW_MARGIN_PX

    @Slot(int, int)
    def _on_scroll_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.scroll_area.verticalScrollBar().setValue(maximum)


def _file_name(title: str) -> str:
    """A file name from a chat title: no characters that some systems refuse."""
    name = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", title).strip(" .…")
    return " ".join(name.split())[:80] or "chat"
