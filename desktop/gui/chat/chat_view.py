"""The Chat page: saved conversations on the left, the open one on the right.

A turn (send, regenerate, edit and resend, drop the oldest turns) is asked of the chat
session through the backend controller, which runs it; the page shows its events.
Other store access goes to the store thread (``ConversationCalls``). The page keeps
widgets and ids only.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLayout,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.core.chat.chat_settings import default_sampling, sampling_from_record
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import ContextFilled, FailureKind
from desktop.core.chat.figures import last_tokens_used, tokens_used
from desktop.core.chat.store_records import Conversation, StoredMessage
from desktop.core.chat.titles import NEW_CHAT_TITLE, question_title
from desktop.core.chat.turns import (
    ChatSettings,
    DropOldestTurns,
    Regenerate,
    ResendEdited,
    SendMessage,
    TurnFailed,
    TurnFinished,
    TurnRequest,
    TurnsDropped,
    TurnStarted,
)
from desktop.core.errors import LlamaDeskError
from desktop.gui.bridge.model_state import ModelState
from desktop.gui.chat.attachments import IMAGE_FILTER
from desktop.gui.chat.chat_banner import ModelBanner
from desktop.gui.chat.chat_composer import Composer, has_vision
from desktop.gui.chat.chat_documents import ChatDocuments
from desktop.gui.chat.chat_export_button import ExportButton
from desktop.gui.chat.chat_header import shown_title, title_label
from desktop.gui.chat.chat_list import ChatList
from desktop.gui.chat.chat_model_switcher import ModelSwitcher
from desktop.gui.chat.chat_settings_saver import save_chat_settings
from desktop.gui.chat.context_meter import ContextNotices
from desktop.gui.chat.hands_free import HandsFreeControl
from desktop.gui.chat.message_column import MessageColumn
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.chat.read_aloud import ReadAloudControl
from desktop.gui.chat.tool_chat import ChatToolCalls
from desktop.gui.chat.voice_input import VoiceInput
from desktop.gui.chat.voice_note import VoiceNote
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.announce import announce
from desktop.gui.widgets.documents_words import search_failure_text
from desktop.gui.widgets.failure_words import answer_failure_text
from desktop.gui.widgets.flow_layout import FlowLayout
from desktop.gui.widgets.store_words import store_sentence_text

# The conversation's share of a wider window against the list's 1, and the widest the
# list grows (an 8-word title and its date line, whole).
CHAT_SHARE = 3
LIST_MOST_WIDTH = 380
QWIDGETSIZE_MAX = 16_777_215  # Qt's "no limit" for a widget's size
# The least width the chat is shown at beside the list of chats: narrower, the header's
# controls would wrap onto lines of their own (they can, so the chat's own least width
# no longer says when the list should give way).
CHAT_LEAST_WIDTH = 620



class _ConversationPane(QWidget):
    """The chat beside the list of chats. Its least height is what its rows need at its
    width: rows that wrap (the header, the answer settings) count all their lines.
    Without that the page reckoned one line each, and at 1024x600 with "More settings"
    open and a notice above, Send, Stop and Attach were squeezed to half their height
    instead of the page scrolling."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth() and self.width() > 0:
            hint.setHeight(max(hint.height(), layout.minimumHeightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # its least height changes with its width

class ChatView(QWidget):
    """Conversations, messages, and the box to write in."""

    load_page_requested = Signal()
    load_model_requested = Signal(Path)  # loaded as the Load page loads it
    problem_shown = Signal(str)  # a store problem, shown in the banner

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._controller = services.controller
        self._conversations = services.conversations
        self.conversation_id: int | None = None
        self._conversation: Conversation | None = None
        self._streaming_reply_id: int | None = None
        self._streaming_widget: MessageWidget | None = None
        self._busy = False  # an answer is being written

        self._list_pane = self._build_conversation_list()
        self._conversation_pane = self._build_conversation_pane()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._list_pane)
        splitter.addWidget(self._conversation_pane)
        # The list of chats takes a share of a wider window too (up to the width of a
        # whole title), so titles are not cut short beside an empty page.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, CHAT_SHARE)
        self._list_pane.setMaximumWidth(LIST_MOST_WIDTH)
        splitter.setSizes([240, 760])
        self._splitter = splitter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The page asks for the conversation's width alone (minimumSizeHint): where the
        # list of chats does not fit beside it, the list steps aside (resizeEvent).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.addWidget(splitter)
        # Narrow: the list of chats is shown instead of the conversation, on request.
        self._narrow = False
        self.chat_list.chat_chosen.connect(self._back_to_conversation)
        self.chat_list.new_button.clicked.connect(self._back_to_conversation)

        self._send_shortcuts = [
            QShortcut(QKeySequence(sequence), self, self.send)
            for sequence in ("Ctrl+Return", "Ctrl+Enter")
        ]
        for shortcut in self._send_shortcuts:
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._stop_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.stop)
        # Wherever the focus is in the window (the page list, the status bar), as long as
        # this page is the one shown: a window shortcut only counts while its widget is
        # visible. Boxes that use Esc themselves (an edit, a popup) still get it first.
        self._stop_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self._stop_shortcut.setEnabled(False)

        controller = self._controller
        controller.reply_started.connect(self._on_reply_started)
        controller.context_filled.connect(self._on_context_filled)
        controller.turns_dropped.connect(self._on_turns_dropped)
        controller.token_received.connect(self._on_token)
        controller.reasoning_received.connect(self._on_reasoning)
        controller.reply_finished.connect(self._on_reply_finished)
        controller.reply_failed.connect(self._on_reply_failed)

        self.composer.show_settings(
            services.settings.default_system_prompt, default_sampling(services.settings)
        )
        self.sampling.changed.connect(self._save_chat_settings)
        self.system_prompt.editingFinished.connect(self._save_chat_settings)
        self._model_state: ModelState = controller.state
        controller.model_state_changed.connect(self._on_model_changed)
        self._on_model_changed(self._model_state)
        self._set_busy(False)
        self.refresh_conversations()
        self._conversations.recovery_notice(self._show_problem_if_any)
        self._conversations.store_recovered.connect(self._show_problem_if_any)

    # -- building --------------------------------------------------------------------

    def _build_conversation_list(self) -> QWidget:
        self.chat_list = ChatList(self._conversations)
        self.chat_list.chat_chosen.connect(self.open_conversation)
        self.chat_list.chat_renamed.connect(self._after_rename)
        self.chat_list.problem_met.connect(self._show_error)
        self.chat_list.new_button.clicked.connect(self.new_chat)
        self.chat_list.delete_button.clicked.connect(
            lambda: self.delete_current_conversation(confirm=True)
        )
        # By the names tests and scripts know.
        self.search = self.chat_list.search
        self.conversation_list = self.chat_list.conversation_list
        self.new_button = self.chat_list.new_button
        self.rename_button = self.chat_list.rename_button
        self.delete_button = self.chat_list.delete_button
        return self.chat_list

    def _build_conversation_pane(self) -> QWidget:
        self.banner = ModelBanner()
        self.banner.load_page_requested.connect(self.load_page_requested)
        self.banner.load_model_requested.connect(self._load_and_send)
        self.model_switcher = ModelSwitcher(self._services)
        self.model_switcher.load_requested.connect(self.load_model_requested)
        self.banner_label = self.banner.label
        self.banner_button = self.banner.button

        self.title_label = title_label()
        self.context = ContextNotices(self._controller, self)
        self.context.new_chat_requested.connect(self.start_over_in_new_chat)
        self.context.drop_oldest_requested.connect(self.drop_oldest_turns)
        self.context_meter = self.context.meter
        self.export_button = ExportButton(
            self._services, lambda: (self.conversation_id, self.title_label.text())
        )
        title_row = QHBoxLayout()
        # Only where the window is too narrow for the list of chats beside the chat.
        self.chats_button = QPushButton(self.tr("Chats"))
        self.chats_button.setToolTip(self.tr("Show your saved chats"))
        self.chats_button.clicked.connect(self.show_chat_list)
        self.chats_button.hide()
        title_row.addWidget(self.chats_button)
        title_row.addWidget(self.title_label, 1)
        # The model, the context meter, Export and Tools wrap onto a second line where
        # the window is narrow: in one row, with a model loaded, they scrolled the page
        # sideways in an 800-px window (more so in German and Russian).
        self.header_controls = QWidget()
        header_flow = FlowLayout(self.header_controls)
        # The model box asks for the whole name it shows and makes do with a short one
        # on a small screen (chat_model_switcher._ModelBox).
        header_flow.addWidget(self.model_switcher)
        header_flow.addWidget(self.context_meter)
        header_flow.addWidget(self.export_button)
        title_row.addWidget(self.header_controls)
        self.export_status = self.export_button.status
        self.context_note = self.context.note
        self.context_choices = self.context.choices

        self.messages = MessageColumn()
        self.messages.regenerate_requested.connect(self.regenerate)
        self.messages.welcome.example_chosen.connect(self.ask_example)
        self.messages.edit_submitted.connect(self.resend_edited)
        self.messages.version_chosen.connect(self.choose_version)
        self.messages.more_shown.connect(self._show_extras)
        self.tool_calls = ChatToolCalls(self._services, self.messages, self)
        header_flow.addWidget(self.tool_calls.button)
        self.scroll_area = self.messages

        self.composer = Composer()
        composer = self.composer
        composer.send_button.clicked.connect(self.send)
        composer.send_requested.connect(self.send)
        composer.stop_button.clicked.connect(self.stop)
        composer.attach_button.clicked.connect(self.choose_images)
        # By the names tests and scripts know.
        self.system_prompt = composer.system_prompt
        self.sampling = composer.sampling
        self.temperature = composer.sampling.temperature
        self.max_tokens = composer.sampling.max_tokens
        self.input = composer.input
        self.send_button = composer.send_button
        self.stop_button = composer.stop_button
        self.attach_button = composer.attach_button
        self.attachments = composer.attachments
        # Voice: Read aloud on each answer, the microphone beside the box, one note line.
        self.voice_note = VoiceNote()
        self.read_aloud = ReadAloudControl(self._services, self.messages, self.voice_note, self)
        self.voice_input = VoiceInput(self._services, self.input, self.voice_note, self)
        composer.add_input_button(self.voice_input.button)
        self.hands_free = HandsFreeControl(
            self.voice_input, self.read_aloud, self.voice_note, self._send_hands_free,
            lambda: self._busy, self,
        )  # fmt: skip
        composer.add_input_button(self.hands_free.button)
        self.read_aloud.reading_changed.connect(self._enable_stop)
        self.voice_input.recording_changed.connect(self._enable_stop)
        self.hands_free.changed.connect(self._enable_stop)
        self.documents = ChatDocuments(self._services, self.messages, self)
        composer.chat_row.addWidget(self.documents.button)
        # Tab reads the Instructions row to its end before the row under it (made last,
        # the button came after the message box's buttons, back up the page).
        QWidget.setTabOrder(self.system_prompt, self.documents.button)

        pane = _ConversationPane()
        layout = QVBoxLayout(pane)
        # The banner under the header, not above it: when it goes (the model has
        # loaded) the messages grow into its place and the header stays put.
        layout.addLayout(title_row)
        layout.addWidget(self.banner)
        layout.addWidget(self.export_status)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.context_note)
        layout.addWidget(self.context_choices)
        layout.addWidget(self.voice_note)
        layout.addWidget(self.composer)
        return pane

    # -- narrow windows --------------------------------------------------------------

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # The conversation's own: the list of chats gives way where it does not fit.
        hint = self._conversation_pane.minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.chat_list.minimumSizeHint().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        both = (
            self.chat_list.minimumSizeHint().width()
            + self._splitter.handleWidth()
            + max(CHAT_LEAST_WIDTH, self._conversation_pane.minimumSizeHint().width())
        )
        narrow = self.width() < both
        if narrow != self._narrow:
            self._narrow = narrow
            # Side by side again when there is room; narrow, the chat stays on show.
            self.chat_list.setVisible(not narrow)
            # Shown alone, the list takes the whole page.
            self.chat_list.setMaximumWidth(QWIDGETSIZE_MAX if narrow else LIST_MOST_WIDTH)
            self._conversation_pane.show()
            self.chats_button.setVisible(narrow)

    def is_narrow(self) -> bool:
        """Too narrow for the list of chats beside the chat (each is shown alone)."""
        return self._narrow

    @Slot()
    def show_chat_list(self) -> None:
        """In a narrow window: the list of chats in place of the chat, until one is
        chosen (or a new one started)."""
        if self._narrow:
            self._conversation_pane.hide()
            self.chat_list.show()
            self.chat_list.conversation_list.setFocus()

    @Slot()
    def _back_to_conversation(self) -> None:
        if self._narrow and not self._conversation_pane.isVisible():
            self.chat_list.hide()
            self._conversation_pane.show()
            self.input.setFocus()

    # -- public actions --------------------------------------------------------------

    @Slot()
    def new_chat(self, *, keep_settings: bool = False) -> None:
        """An empty chat with the default settings (or, ``keep_settings``, the open
        chat's); it is saved when the first message is sent."""
        if not keep_settings:
            self.composer.show_settings(
                self._services.settings.default_system_prompt,
                default_sampling(self._services.settings),
            )
        self.conversation_id = None
        self._conversation = None
        self.messages.clear()
        self._streaming_widget = None
        self.title_label.setText(shown_title(NEW_CHAT_TITLE))
        self.tool_calls.show_chat(None, keep=keep_settings)
        self.documents.show_chat(None, keep=keep_settings)
        self.context.hide()
        self.context.show_usage(None)
        self.export_status.hide()
        self.chat_list.clear_selection()
        self.input.setFocus()

    @Slot()
    def send(self) -> None:
        """Send what is in the box (Enter or Ctrl+Enter)."""
        text = self.input.toPlainText().strip()
        images = [str(path) for path in self.attachments.paths()]
        if not (text or images) or self._controller.generating:
            return
        if not self._can_answer():
            self.banner.show_nothing_sent(self.model_switcher.model_to_offer())
            return
        self.input.clear()
        self.attachments.clear()
        title = question_title(text, images)
        self._start_turn(
            SendMessage(self.conversation_id, text, tuple(images), self._chat_settings(), title)
        )

    def _send_hands_free(self) -> bool:
        """Send what hands-free wrote down; True when an answer began."""
        self.send()
        return self._busy

    @Slot(str)
    def ask_example(self, prompt: str) -> None:
        """One of the welcome's questions, sent as if typed (with no model, it stays in
        the box and the banner says how to load one)."""
        self.input.setPlainText(prompt)
        self.send()
        self.input.setFocus()

    @Slot()
    def choose_images(self) -> None:
        """Ask which pictures to send with the next message."""
        chosen, _filter = QFileDialog.getOpenFileNames(
            self,
            self.tr("Attach image"),
            "",
            QCoreApplication.translate("Attachments", IMAGE_FILTER),
        )
        self.attach_images([Path(path) for path in chosen])

    def attach_images(self, paths: list[Path]) -> None:
        """Add pictures to the next message (shown as thumbnails until it is sent)."""
        if paths:
            self.attachments.add(paths)

    @Slot()
    def stop(self) -> None:
        """Stop the answer being written (Esc); what was written is kept. The voice
        reading an answer stops with it; a recording is cancelled, and only that.
        Hands-free is turned off, and everything it started stops."""
        if self.hands_free.on:
            self.hands_free.turn_off()
            self._controller.stop_generation()
            return
        if self.voice_input.recording:
            self.voice_input.cancel()
            return
        self._controller.stop_generation()
        self.read_aloud.stop()

    def regenerate(self, message_id: int) -> None:
        """Write the answer ``message_id`` again (also Retry after a failure)."""
        widget = self.messages.widget_for(message_id)
        conversation_id = self.conversation_id
        if widget is None or conversation_id is None:
            return
        if self._controller.generating or not self._can_answer():
            return
        self._start_turn(Regenerate(conversation_id, message_id, self._chat_settings()))

    def resend_edited(self, message_id: int, text: str) -> None:
        """Send an edited message of yours as its new version (the old one keeps what
        followed it) and ask again."""
        widget = self.messages.widget_for(message_id)
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

    def choose_version(self, message_id: int) -> None:
        """Show the version ``message_id`` of its message, and what followed it."""
        conversation_id = self.conversation_id
        widget = self.messages.widget_for(message_id) or self._widget_of_version(message_id)
        if conversation_id is None or widget is None or self._controller.generating:
            return
        # Where the focus was (‹ or ›), to give it back on the new version's switch:
        # keyboard users step through the versions with one key.
        went_back = widget.versions.previous_button.hasFocus()
        went_on = widget.versions.next_button.hasFocus()
        # The chosen version shows where this one is in the view: it takes its place.
        offset = widget.y() - self.messages.verticalScrollBar().value()

        def choose(store: ConversationStore) -> tuple[Conversation, list[StoredMessage]]:
            messages = store.choose_version(message_id)
            return store.get_conversation(conversation_id), messages

        def show(result: tuple[Conversation, list[StoredMessage]]) -> None:
            if result[0].id != self.conversation_id:
                return  # another chat was opened meanwhile
            # The chosen version and what is in view now, the rest of the chat soon after.
            self._show_conversation(*result, gradually=True)
            self.refresh_conversations()  # the title may follow the first question
            shown = self.messages.widget_for(message_id)
            if shown is not None:
                self.messages.keep_in_place(shown, offset)
            if shown is not None and (went_back or went_on):
                switch = shown.versions
                wanted = switch.previous_button if went_back else switch.next_button
                other = switch.next_button if went_back else switch.previous_button
                (wanted if wanted.isEnabled() else other).setFocus()

        self._conversations.submit(choose, show, self._show_error)

    def _widget_of_version(self, message_id: int) -> MessageWidget | None:
        """The widget showing another version of the message ``message_id``."""
        for widget in reversed(self.messages.widgets):
            if message_id in widget.versions.version_ids:
                return widget
        return None

    def open_conversation(self, conversation_id: int) -> None:
        """Show a saved conversation."""

        # Found by a search: opened with the version holding the text shown.
        search = self.chat_list.search.text()

        def load(store: ConversationStore) -> tuple[Conversation, list[StoredMessage]]:
            messages = store.messages_showing(conversation_id, search)
            return store.get_conversation(conversation_id), messages

        def show(result: tuple[Conversation, list[StoredMessage]]) -> None:
            self._show_conversation(*result)
            if not self.chat_list.select(conversation_id):
                self.refresh_conversations()

        self._conversations.submit(load, show, self._show_error)

    def delete_current_conversation(self, *, confirm: bool) -> None:
        """Delete the open conversation (asking first when ``confirm``)."""
        conversation_id = self.conversation_id
        if conversation_id is None:
            return
        if confirm and not self.chat_list.confirm_delete(self.title_label.text()):
            return
        if self._streaming_reply_id is not None and self._streaming_widget in self.messages.widgets:
            self.stop()
        self._conversations.submit(
            lambda store: store.delete_conversation(conversation_id),
            lambda _none: self._after_delete(),
            self._show_error,
        )

    @Slot()
    def refresh_conversations(self) -> None:
        self.chat_list.current_id = self.conversation_id
        self.chat_list.refresh()

    def message_widgets(self) -> list[MessageWidget]:
        return list(self.messages.widgets)

    # -- a chat too long for the context ---------------------------------------------

    @Slot()
    def start_over_in_new_chat(self) -> None:
        """Open a new chat with your last message in the box, ready to send again."""
        last_user = self.messages.last_text_of("user")
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
            self.context.show_dropped(dropped.dropped)
        if not dropped.retrying:
            self._set_busy(False)

    def _offer_context_choices(self, text: str) -> None:
        self.context.offer(text, turns=self.messages.turn_count())

    # -- replies ---------------------------------------------------------------------

    def _start_turn(self, request: TurnRequest) -> None:
        self._controller.send(*self.tool_calls.prepare(request), self.documents.chosen())
        self._set_busy(True)

    @Slot(object)
    def _on_reply_started(self, started: TurnStarted) -> None:
        self.tool_calls.begin_reply(started)
        self.documents.begin_reply(started)
        self._streaming_reply_id = started.reply_id
        self._show_conversation(started.conversation, started.messages)
        self.refresh_conversations()
        self.messages.follow = True
        self.read_aloud.answer_started(started.reply_id)
        # Once at the start and once at the end, never each piece as it streams in.
        announce(self, self.tr("Writing the answer…"))

    @property
    def export_markdown_action(self) -> QAction:
        return self.export_button.markdown_action

    @property
    def export_json_action(self) -> QAction:
        return self.export_button.json_action

    def _chat_settings(self) -> ChatSettings:
        return ChatSettings(self.system_prompt.text(), self.sampling.options(), self._model_name())

    @Slot(str)
    def _on_token(self, text: str) -> None:
        if self._streaming_widget is not None:
            self._streaming_widget.append_content(text)
        self.read_aloud.answer_grew(text)

    @Slot(str)
    def _on_reasoning(self, text: str) -> None:
        if self._streaming_widget is not None:
            self._streaming_widget.append_reasoning(text)

    @Slot(object)
    def _on_context_filled(self, filled: ContextFilled) -> None:
        if self._streaming_widget is not None:  # the open chat is the one answering
            self.context.show_usage(filled.tokens)

    @Slot(object)
    def _on_reply_finished(self, result: TurnFinished) -> None:
        self.tool_calls.end_reply(result)
        self.documents.end_reply(result)
        widget = self.messages.widget_for(result.message_id)
        if widget is not None:
            widget.finish_streaming(result.text, result.reasoning, result.stats)
        self.read_aloud.answer_finished(result.message_id, result.text)
        if result.conversation_id == self.conversation_id:
            announce(
                self,
                self.tr("Answer: {text}").format(text=result.text)
                if result.text
                else self.tr("The answer is empty."),
            )
        if result.conversation_id == self.conversation_id:
            # Stopped before the server counted anything: what was shown stands.
            self.context.show_usage(tokens_used(result.stats) or self.context_meter.used)
            if self.context_meter.nearly_full():
                self._offer_context_choices(
                    self.tr(
                        "This chat nearly fills what the model can keep in mind; "
                        "the next message may not fit."
                    )
                )
        self._end_reply()

    @Slot(object)
    def _on_reply_failed(self, problem: TurnFailed) -> None:
        self.tool_calls.end_reply(problem)
        self.documents.end_reply(problem)
        said = store_sentence_text(answer_failure_text(problem.message))
        if problem.kind is FailureKind.DOCUMENTS:
            said = search_failure_text(said)
        if problem.message_id is None:
            # The store could not prepare the answer: nothing was shown for it.
            self._show_error(LlamaDeskError(said, problem.details))
        widget = (
            self.messages.widget_for(problem.message_id) if problem.message_id is not None else None
        )
        if widget is not None:
            widget.fail_streaming(said, problem.partial_text, problem.partial_reasoning)
        self.read_aloud.answer_failed(problem.partial_text)
        announce(self, said, urgent=True)
        overflow = problem.kind is FailureKind.CONTEXT_OVERFLOW
        if problem.conversation_id == self.conversation_id and overflow:
            self._offer_context_choices(self.tr("This chat is too long for the model's context."))
        self._end_reply()

    def _end_reply(self) -> None:
        self._streaming_reply_id = None
        self._streaming_widget = None
        self._set_busy(False)
        self.refresh_conversations()
        self.hands_free.answer_ended()

    # -- showing ---------------------------------------------------------------------

    def _show_conversation(
        self,
        conversation: Conversation,
        messages: list[StoredMessage],
        *,
        gradually: bool = False,
    ) -> None:
        if conversation.id != self.conversation_id:
            self.context.hide()
            self.export_status.hide()
        self.context.show_usage(last_tokens_used(message.stats for message in reversed(messages)))
        self.conversation_id = conversation.id
        self._conversation = conversation
        self.title_label.setText(shown_title(conversation.title))
        self.composer.show_settings(
            conversation.system_prompt,
            sampling_from_record(conversation.sampling, default_sampling(self._services.settings)),
        )
        self._streaming_widget = self.messages.show_messages(
            messages, self._streaming_reply_id, gradually=gradually
        )
        self.read_aloud.show_reading()  # the answer being read may have a new widget
        # Only the messages just laid out can need their tool cards and sources: in a
        # 200-message chat, walking every message for them again took ~6 ms of each
        # turn's time to its first token.
        self._show_extras(self.messages.newly_shown)
        self.chat_list.select(conversation.id)
        self.messages.set_busy(self._controller.generating)

    @Slot(list)
    def _show_extras(self, messages: list[StoredMessage]) -> None:
        """Tool cards and sources of ``messages`` just laid out."""
        if self.conversation_id is not None:
            self.tool_calls.show_conversation(self.conversation_id, messages)
            self.documents.show_conversation(self.conversation_id, messages)

    def _after_rename(self, conversation_id: int, title: str) -> None:
        if conversation_id == self.conversation_id:
            self.title_label.setText(shown_title(title))

    def _after_delete(self) -> None:
        self.new_chat()
        self.refresh_conversations()

    def _set_busy(self, busy: bool) -> None:
        self.composer.set_busy(busy)
        self._busy = busy
        self._enable_stop()
        self.messages.set_busy(self._controller.generating)

    def _enable_stop(self, _changed: bool = False) -> None:
        # Esc stops whatever runs: an answer being written, the voice, a recording.
        self._stop_shortcut.setEnabled(
            self._busy
            or self.read_aloud.reading_id is not None
            or self.voice_input.recording
            or self.hands_free.on
        )

    def _can_answer(self) -> bool:
        return self._model_state.expected or self.model_switcher.remote.chosen is not None

    @Slot(object)
    def _on_model_changed(self, state: ModelState) -> None:
        self._model_state = state
        loaded = state.loaded
        self.composer.set_vision(has_vision(loaded, state.requested))
        self.sampling.show_template(loaded.template if loaded is not None else None)
        self.banner.show_model_state(loaded, state.loading, state.requested)

    @Slot(Path)
    def _load_and_send(self, path: Path) -> None:
        self.load_model_requested.emit(path)
        if self._model_state.loading:
            # The answer is asked for now and starts once the load is done.
            self.send()

    def _model_name(self) -> str | None:
        loaded = self._model_state.loaded
        return loaded.display_name if loaded is not None else self.model_switcher.remote_label()

    @Slot()
    def _save_chat_settings(self) -> None:
        """Keep a change to the open chat's instructions or sampling with that chat, so
        it is there when the chat is opened again, whether or not a message was sent."""
        conversation = self._conversation
        if conversation is None or conversation.id != self.conversation_id:
            return
        self._conversation = save_chat_settings(
            self._conversations,
            conversation,
            self.system_prompt.text(),
            self.sampling.options(),
            self._show_error,
        )

    def _show_error(self, error: Exception) -> None:
        message = self.banner.show_error(error)
        announce(self, message, urgent=True)
        self.problem_shown.emit(message)

    def _show_problem_if_any(self, message: str | None) -> None:
        if message:
            self._show_error(LlamaDeskError(message))
