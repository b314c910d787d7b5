"""The conversation store, used from its own thread ("llamadesk-store").

A streaming reply must be begun, appended to and finished on the same
``ConversationStore``, and a call into it may wait on SQLite (or on a repair of a
damaged file). So one store lives on one thread, and everyone (views, the backend
worker) reaches it through here: the GUI never waits on SQLite, and the backend never
waits on the GUI. (The store's own save timers write from their threads; the store
serializes that itself.)
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, Signal

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.store_errors import ConversationStoreError, ConversationStoreRecoveredError
from desktop.gui.bridge.background_calls import BackgroundCalls
from desktop.gui.widgets.store_words import recovered_text

T = TypeVar("T")
STORE_THREAD_NAME = "llamadesk-store"


class _StoreHolder:
    """Opens the store lazily, on the store thread, and keeps any repair notice."""

    def __init__(
        self,
        factory: Callable[[], ConversationStore],
        on_recovered: Callable[[ConversationStoreRecoveredError], None],
    ) -> None:
        self._factory = factory
        self._on_recovered = on_recovered
        self._store: ConversationStore | None = None
        self.recovered: ConversationStoreRecoveredError | None = None

    def get(self) -> ConversationStore:
        if self._store is None:
            try:
                store = self._factory()
            except ConversationStoreRecoveredError as problem:
                self.recovered = problem
                store = self._factory()
            # Damage met later is repaired by the store, which tells us through this.
            store.on_recovered = self._on_recovered
            self._store = store
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None


class ConversationCalls(QObject):
    """Asynchronous access to the one ``ConversationStore``."""

    # The plain sentence to show when the chats file turned out damaged while in use
    # and was repaired (emitted from the store's threads, delivered on the GUI's).
    store_recovered = Signal(str)

    def __init__(
        self,
        factory: Callable[[], ConversationStore] = ConversationStore,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._holder = _StoreHolder(
            factory, lambda problem: self.store_recovered.emit(recovered_text(problem))
        )
        self._calls = BackgroundCalls(STORE_THREAD_NAME, self)
        # Set once the thread has stopped: nothing posted after that would ever run.
        self._stopped = threading.Event()

    def submit(
        self,
        function: Callable[[ConversationStore], T],
        on_done: Callable[[T], None],
        on_error: Callable[[Exception], None] | None = None,
    ) -> None:
        """Run ``function(store)`` on the store thread; ``on_done`` gets its result."""
        holder = self._holder
        self._calls.submit(lambda: function(holder.get()), on_done, on_error)

    def post(self, function: Callable[[ConversationStore], object]) -> None:
        """Run ``function(store)`` on the store thread; no answer. Safe from any thread."""
        holder = self._holder
        self._calls.post(lambda: function(holder.get()))

    def call(self, function: Callable[[ConversationStore], T]) -> T:
        """Run ``function(store)`` on the store thread and wait for its answer; its
        exception is raised here. For other threads (the chat session's), never the
        GUI's: the window must not wait on SQLite."""
        holder = self._holder
        done = threading.Event()
        answer: list[T] = []
        failure: list[BaseException] = []

        def run() -> None:
            try:
                answer.append(function(holder.get()))
            except BaseException as error:  # raised again on the caller's thread
                failure.append(error)
            finally:
                done.set()

        if not self._stopped.is_set():
            self._calls.post(run)
        # Calls queued before a shutdown still run; after it, nothing does.
        while not done.wait(0.05) and not self._stopped.is_set():
            pass
        if failure:
            raise failure[0]
        if not answer:
            raise ConversationStoreError(self.tr("The saved chats were already closed."))
        return answer[0]

    def recovery_notice(self, on_done: Callable[[str | None], None]) -> None:
        """The plain sentence to show when the store had to be repaired at open."""
        holder = self._holder

        def notice() -> str | None:
            holder.get()
            return recovered_text(holder.recovered) if holder.recovered else None

        self._calls.submit(notice, on_done)

    def pending(self) -> int:
        """Calls submitted whose answer has not come back yet."""
        return self._calls.pending()

    def shutdown(self) -> None:
        """Finish queued work, write and close the store, stop the thread."""
        self._calls.shutdown(last=self._holder.close)
        self._stopped.set()
