"""The Chat page's left pane: the saved chats, a search box, and the buttons for a new
chat, renaming and deleting. It only shows and asks: the page does the work.

Each chat is two lines: its title, cut short with "…" to the pane's width (never a
sideways scroll), and under it, smaller, when it was last used and with which model."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.chat.store_records import Conversation
from desktop.gui.bridge.conversation_calls import ConversationCalls
from desktop.gui.chat.chat_header import shown_title
from desktop.gui.widgets.form_controls import text_field
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.text_direction import in_own_direction
from desktop.gui.widgets.yes_no_question import confirmed

SEARCH_DELAY_MS = 200
# The second line of a chat's row: "25 Nov 2026 · SmolLM2-135M-Instruct".
DETAILS_ROLE = Qt.ItemDataRole.UserRole + 1
_PADDING = 4  # pixels around a row's two lines


def details_text(conversation: Conversation) -> str:
    """When the chat was last used, and with which model when it has one."""
    moment = QDateTime.fromSecsSinceEpoch(int(conversation.updated_at)).date()
    # Qt's date format codes, given to the translator: each language orders and names
    # the day, month and year its own way; QLocale writes the month's name.
    when = QLocale().toString(moment, QCoreApplication.translate("ChatList", "d MMM yyyy"))
    return f"{when} · {conversation.model_name}" if conversation.model_name else when


class _ChatRows(QStyledItemDelegate):
    """Paints a chat as its elided title over its date and model; renaming opens a
    line edit with a name screen readers say."""

    def row_lines(self, index: QModelIndex | QPersistentModelIndex, width: int,
                  font: QFont) -> tuple[str, str]:  # fmt: skip
        """The two lines as shown in ``width`` pixels, each cut short with "…"."""
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        details = str(index.data(DETAILS_ROLE) or "")
        room = max(width - 2 * _PADDING, 0)
        elide = Qt.TextElideMode.ElideRight
        return (
            QFontMetrics(font).elidedText(title, elide, room),
            QFontMetrics(_details_font(font)).elidedText(details, elide, room),
        )

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        self.initStyleOption(option, index)
        option.text = ""  # the background, selection and focus only; the lines below
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
        rect = option.rect
        title, details = self.row_lines(index, rect.width(), option.font)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = option.palette
        text_role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        title_font = option.font
        line = QFontMetrics(title_font).height()
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        painter.setFont(title_font)
        painter.setPen(palette.color(text_role))
        # An English title in an Arabic window keeps its "…" at its end.
        painter.drawText(
            rect.adjusted(_PADDING, _PADDING, -_PADDING, 0), top_left, in_own_direction(title)
        )
        painter.setFont(_details_font(option.font))
        quiet = text_role if selected else QPalette.ColorRole.PlaceholderText
        painter.setPen(palette.color(quiet))
        painter.drawText(
            rect.adjusted(_PADDING, _PADDING + line, -_PADDING, 0),
            top_left,
            in_own_direction(details),
        )
        painter.restore()

    def sizeHint(  # noqa: N802 (Qt's name)
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        font: QFont = option.font
        height = QFontMetrics(font).height() + QFontMetrics(_details_font(font)).height()
        # The width is the pane's: a long title is cut short, never scrolled to.
        return QSize(0, height + 2 * _PADDING)

    def createEditor(  # noqa: N802 (Qt's name)
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = super().createEditor(parent, option, index)
        editor.setAccessibleName(self.tr("New name for the chat"))
        return editor


class ChatList(QWidget):
    """The list of saved chats; says which one was picked, renamed, or searched for."""

    chat_chosen = Signal(int)
    chat_renamed = Signal(int, str)  # saved under its new name
    problem_met = Signal(object)  # an Exception from the store, for the page to show

    def __init__(self, conversations: ConversationCalls, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._conversations = conversations
        self.current_id: int | None = None  # the chat the page shows
        self._filling = False
        self.search = text_field(self.tr("Search chats"), self.tr("Search chats"))
        self.search.setClearButtonEnabled(True)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.refresh)
        self.search.textChanged.connect(lambda _text: self._search_timer.start())
        # A search that finds nothing says so, rather than an empty list.
        self.no_match_label = sentence_label(self.tr("Search result"))
        self.no_match_label.hide()
        self.conversation_list = QListWidget()
        self.conversation_list.setAccessibleName(self.tr("Saved chats"))
        self.conversation_list.setItemDelegate(_ChatRows(self.conversation_list))
        self.conversation_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.conversation_list.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.conversation_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.conversation_list.currentItemChanged.connect(self._on_current_item_changed)
        self.conversation_list.itemChanged.connect(self._on_item_renamed)

        self.new_button = QPushButton(self.tr("New chat"))
        self.new_button.setAccessibleName(self.tr("New chat"))
        self.new_button.setToolTip(self.tr("Start a new chat (Ctrl+N)"))
        self.rename_button = QPushButton(self.tr("Rename"))
        self.rename_button.setAccessibleName(self.tr("Rename chat"))
        self.rename_button.clicked.connect(self._begin_rename)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete chat"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.rename_button)
        buttons.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.new_button)
        layout.addWidget(self.search)
        layout.addWidget(self.no_match_label)
        layout.addWidget(self.conversation_list, 1)
        layout.addLayout(buttons)

    @Slot()
    def refresh(self) -> None:
        """List the saved chats again (those the search matches)."""
        search = self.search.text()
        self._conversations.submit(
            lambda store: store.list_conversations(search), self.fill, self.problem_met.emit
        )

    def rename(self, conversation_id: int, title: str) -> None:
        """Save a chat's new name (an empty one is not taken)."""
        title = title.strip()
        if not title:
            self.refresh()
            return

        def renamed(_none: None) -> None:
            self.chat_renamed.emit(conversation_id, title)
            self.refresh()

        self._conversations.submit(
            lambda store: store.rename_conversation(conversation_id, title),
            renamed,
            self.problem_met.emit,
        )

    def confirm_delete(self, title: str) -> bool:
        """Ask before a chat is deleted for good (Enter answers No)."""
        return confirmed(
            self,
            self.tr("Delete chat"),
            self.tr("Delete the chat “{title}”? This can't be undone.").format(title=title),
        )

    def fill(self, conversations: list[Conversation]) -> None:
        """Show ``conversations``, the current one selected."""
        self._filling = True
        self.conversation_list.blockSignals(True)
        self.conversation_list.clear()
        for conversation in conversations:
            item = QListWidgetItem(shown_title(conversation.title))
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            details = details_text(conversation)
            item.setData(DETAILS_ROLE, details)
            item.setToolTip(f"{conversation.title}\n{details}")
            self.conversation_list.addItem(item)
            if conversation.id == self.current_id:
                self.conversation_list.setCurrentItem(item)
        self.conversation_list.blockSignals(False)
        self._filling = False
        search = self.search.text().strip()
        self.no_match_label.setText(
            self.tr("No chats match “{search}”.").format(search=search) if search else ""
        )
        self.no_match_label.setVisible(bool(search) and not conversations)
        has_current = self.current_id is not None
        self.rename_button.setEnabled(has_current)
        self.delete_button.setEnabled(has_current)

    def select(self, conversation_id: int) -> bool:
        """Select the conversation's row; False when the list does not show it yet."""
        self.current_id = conversation_id
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

    def clear_selection(self) -> None:
        """No chat is shown (a new one, not saved yet)."""
        self.current_id = None
        self.conversation_list.blockSignals(True)
        self.conversation_list.setCurrentRow(-1)
        self.conversation_list.blockSignals(False)

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_current_item_changed(
        self, current: QListWidgetItem | None, _previous: QListWidgetItem | None
    ) -> None:
        if current is None or self._filling:
            return
        conversation_id = current.data(Qt.ItemDataRole.UserRole)
        if isinstance(conversation_id, int) and conversation_id != self.current_id:
            self.chat_chosen.emit(conversation_id)

    @Slot(QListWidgetItem)
    def _on_item_renamed(self, item: QListWidgetItem) -> None:
        conversation_id = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(conversation_id, int):
            self.rename(conversation_id, item.text())

    @Slot()
    def _begin_rename(self) -> None:
        item = self.conversation_list.currentItem()
        if item is not None:
            self.conversation_list.editItem(item)


def _details_font(font: QFont) -> QFont:
    smaller = QFont(font)
    smaller.setPointSizeF(max(font.pointSizeF() * 0.85, 6.0))
    return smaller
