"""The Chat page's documents: the Documents button and its window, which libraries
each chat answers from (told to the host with every turn; the core searches them),
and the Sources row under each answer given from them, live as the turn's events
arrive and from the stored figures when a chat is opened again.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Slot

from desktop.core.chat.grounding import Source, stored_sources
from desktop.core.chat.store_records import StoredMessage
from desktop.core.chat.turns import SourcesFound, TurnFailed, TurnFinished, TurnStarted
from desktop.gui.chat.chat_libraries import ChatLibraries, chat_libraries_path, read_chat_libraries
from desktop.gui.chat.documents_panel import (
    DocumentsButton,
    DocumentsPanel,
    with_model,
    with_reranker,
)
from desktop.gui.chat.message_column import MessageColumn
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.chat.sources_view import SourcesList, sources_of
from desktop.gui.shell.services import AppServices

# Up to this many messages to show sources for (a turn's question and answer, a few
# more for a tool round), each is looked for from the column's end.
FOUND_FROM_THE_END = 4


class ChatDocuments(QObject):
    """The open chat's libraries, and the sources of its answers."""

    def __init__(
        self, services: AppServices, messages: MessageColumn, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._messages = messages
        self._chat_id: int | None = None
        # A new chat's libraries until its first answer gives it an id.
        self._unsaved: tuple[str, ...] = ()
        self._choices = ChatLibraries(chat_libraries_path(), services.probes.post)
        path = chat_libraries_path()
        services.probes.submit(lambda: read_chat_libraries(path), self._loaded)
        self.button = DocumentsButton()
        self.button.clicked.connect(self.open_panel)
        self.panel: DocumentsPanel | None = None
        # The answer being written and the passages it was given (shown again when the
        # chat is laid out anew mid-turn: they are stored only at its end).
        self._reply_id: int | None = None
        self._live: tuple[Source, ...] = ()
        services.controller.sources_found.connect(self._on_sources_found)

    # -- the chat's libraries -----------------------------------------------------------

    def chosen(self) -> tuple[str, ...]:
        """The libraries the open chat answers from."""
        return self._choices.get(self._chat_id) if self._chat_id is not None else self._unsaved

    def choose(self, names: Sequence[str]) -> None:
        """The open chat answers from ``names`` from its next question on."""
        if self._chat_id is None:
            self._unsaved = tuple(names)
        else:
            self._choices.set(self._chat_id, names)
        self.button.show_chosen(self.chosen())

    def show_chat(self, chat_id: int | None, *, keep: bool = False) -> None:
        """Show chat ``chat_id``'s libraries (None: a new chat, none unless ``keep``:
        the same, as for "start over in a new chat")."""
        if chat_id is None:
            self._unsaved = self.chosen() if keep else ()
        self._chat_id = chat_id
        self.button.show_chosen(self.chosen())
        if self.panel is not None:
            self.panel.show_chat()

    @Slot()
    def open_panel(self) -> DocumentsPanel:
        """The Documents window, made the first time (the libraries' thread with it)."""
        if self.panel is None:
            panel = DocumentsPanel(self._services.documents, self._services.settings,
                                   self.chosen, self.button.window())
            panel.chosen_changed.connect(self.choose)
            panel.library_removed.connect(self._on_library_removed)
            panel.model_chosen.connect(self._on_model_chosen)
            panel.reranker_chosen.connect(self._on_reranker_chosen)
            self.panel = panel
        self.panel.show()
        self.panel.raise_()
        self.panel.activateWindow()
        return self.panel

    def _loaded(self, choices: dict[int, tuple[str, ...]]) -> None:
        self._choices.loaded(choices)
        self.button.show_chosen(self.chosen())

    @Slot(str)
    def _on_library_removed(self, name: str) -> None:
        self._choices.forget_library(name)
        self._unsaved = tuple(known for known in self._unsaved if known != name)
        self.button.show_chosen(self.chosen())

    @Slot(object)
    def _on_model_chosen(self, model: Path) -> None:
        services = self._services
        if services.update_settings(with_model(services.settings, model)):
            services.save_settings()

    @Slot(object)
    def _on_reranker_chosen(self, model: Path | None) -> None:
        # The documents host reads Settings at each search: the next question uses it.
        services = self._services
        if services.update_settings(with_reranker(services.settings, model)):
            services.save_settings()

    # -- the sources ------------------------------------------------------------------

    def begin_reply(self, started: TurnStarted) -> None:
        """An answer began: told by the page before it lays the reply out."""
        self._reply_id = started.reply_id
        self._live = ()
        if self._chat_id is None:
            # A new chat's first answer: its libraries are kept with it from now on.
            self._chat_id = started.conversation.id
            self._choices.set(self._chat_id, self._unsaved)
            self._unsaved = ()

    def show_conversation(self, chat_id: int, messages: Sequence[StoredMessage]) -> None:
        """Show chat ``chat_id``'s libraries, and the sources of ``messages`` (just laid
        out) under their answers."""
        if chat_id != self._chat_id:
            self.show_chat(chat_id)
        # A chat opened or a version switched: looked up by id once, not by a search
        # through the column per message (in a 200-message chat that search and a
        # recursive findChild per message took ~60 ms of a switch on a loaded machine).
        # A new turn's question and answer are found from the column's end at once.
        find = (
            self._messages.widget_for
            if len(messages) <= FOUND_FROM_THE_END
            else {widget.message_id: widget for widget in self._messages.widgets}.get
        )
        for message in messages:
            live = message.id == self._reply_id and not message.complete
            sources = self._live if live else tuple(stored_sources(message.stats))
            widget = find(message.id)
            # A finished answer's sources never change: one with none has no row to
            # empty (a row is put in only to show some), so it is not even looked for.
            if widget is not None and (sources or message.id == self._reply_id):
                _show_in(widget, sources)

    @Slot(object)
    def _on_sources_found(self, found: SourcesFound) -> None:
        if found.reply_id == self._reply_id:
            self._live = found.sources
        self._show(found.reply_id, found.sources)

    def end_reply(self, ended: TurnFinished | TurnFailed) -> None:
        """The answer ended: its stored sources stand (none when it failed first)."""
        if isinstance(ended, TurnFinished):
            self._show(ended.message_id, tuple(stored_sources(ended.stats)))
        self._reply_id = None
        self._live = ()

    def sources_shown(self, message_id: int) -> SourcesList | None:
        """The Sources row of answer ``message_id``, where it has one (tests)."""
        widget = self._messages.widget_for(message_id)
        return sources_of(widget, create=False) if widget is not None else None

    def _show(self, message_id: int, sources: tuple[Source, ...]) -> None:
        widget = self._messages.widget_for(message_id)
        if widget is not None:
            _show_in(widget, sources)


def _show_in(widget: MessageWidget, sources: tuple[Source, ...]) -> None:
    row = sources_of(widget, create=bool(sources))
    if row is not None:
        row.show_sources(sources)
