"""The window's document libraries: listing, making, indexing and removing them, on
a thread of their own ("llamadesk-documents"), never the window's.

Indexing a folder reads every file and embeds every passage: minutes for a big one.
It runs here rather than on the host thread, so a chat keeps answering meanwhile (the
libraries' index and the embedding model are shared with the host thread through the
core's ``SharedDocuments``, which takes its own locks). Progress and results come back
as signals; a stop flag (``threading.Event``) read between batches stops an index,
which ``update`` resumes where it stopped.

Libraries follow their folders without Update being pressed (``follow``, once the
window's pages are built): each is caught up at the start (only files changed while
the app was closed are read, and the embedding model starts only if there are any),
then the core's ``FolderWatch`` says when one is due again or a folder went away; this
class only turns those into calls on the documents thread and sentences for the panel.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from desktop.core.errors import LlamaDeskError
from desktop.gui.bridge.background_calls import BackgroundCalls
from desktop.gui.widgets.documents_words import away_text, documents_error_text

if TYPE_CHECKING:
    from desktop.core.documents.indexing import IndexOutcome
    from desktop.core.documents.watching import FolderWatch
    from desktop.core.host.documents_host import LibrarySummary, SharedDocuments
    from desktop.core.settings import Settings

DOCUMENTS_THREAD_NAME = "llamadesk-documents"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class IndexEnded:
    """Worker -> GUI: one library's index ended: ``outcome`` when it ran (maybe stopped
    early), else ``problem`` in words (no embedding model, the index unwritable)."""

    name: str
    outcome: IndexOutcome | None
    problem: str = ""  # in the window's language


class DocumentsCalls(QObject):
    """The GUI's handle on the libraries; made on first use by the app's services."""

    libraries_listed = Signal(object)  # list[LibrarySummary], after every change
    index_started = Signal(str)  # library name: its embedding model is being started
    index_progressed = Signal(str, object)  # library name, IndexProgress
    index_ended = Signal(object)  # IndexEnded
    problem_met = Signal(str)  # something asked could not be done, in words
    rerankers_listed = Signal(object)  # list[Path]: the reranking models to choose from
    # A library's folder is due for catching up (from the watcher's thread: queued).
    _due = Signal(str)

    def __init__(self, shared: SharedDocuments, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.shared = shared
        self._calls = BackgroundCalls(DOCUMENTS_THREAD_NAME, parent)
        # Set to stop the index running (Stop, or the app closing); cleared for the next.
        self._stop = threading.Event()
        self.indexing: str | None = None  # the library being indexed now
        self.libraries: list[LibrarySummary] = []
        self._watch: FolderWatch | None = None  # made by ``follow``, on the documents thread
        # The last folder found away, said again when the Documents window opens.
        self.away_note = ""
        # Libraries whose index the person stopped: not caught up behind their back
        # until they press Update (a pause is a pause; the next start goes on).
        self._paused: set[str] = set()
        self._closing = threading.Event()  # set at shutdown: no watch is made after it
        self._due.connect(self._catch_up)
        self.libraries_listed.connect(self._keep_list)
        # Connected first: views told of a start see ``indexing`` already set.
        self.index_started.connect(self._on_started)

    # -- asked from the window ------------------------------------------------------

    def refresh(self) -> None:
        """List the libraries again (``libraries_listed``)."""
        self._calls.submit(self._summaries, self.libraries_listed.emit, self._failed)

    def add(self, sources: Sequence[Path]) -> None:
        """A new library of ``sources`` (named after them), then indexed."""
        chosen = tuple(sources)

        def make() -> str:
            from desktop.core.host.documents_host import name_for

            host = self.shared.get()
            name = name_for(chosen, [library.name for library in host.store.libraries()])
            host.add(name, chosen)
            return name

        self._calls.submit(make, self._made, self._failed)

    def update(self, name: str) -> None:
        """Bring ``name`` up to date with its files (new, changed, deleted), or go on
        with an index that was stopped; with another embedding model chosen since it
        was indexed, read it all again with that one (what Update is pressed for then)."""
        self._paused.discard(name)
        self._index(name, again=True)

    def list_rerankers(self, settings: Settings) -> None:
        """The reranking models there are (``rerankers_listed``); headers read here."""

        def find() -> list[Path]:
            from desktop.core.host.documents_host import reranking_models

            return reranking_models(settings)

        self._calls.submit(find, self.rerankers_listed.emit, self._failed)

    def follow(self) -> None:
        """Keep every library up to date with its folders from now on: each caught up
        now (changes made while the app was closed), then its folders watched. Does
        nothing until a library was made (no index is opened for nothing)."""
        from desktop.core.host.documents_host import default_index_path

        if self.shared.opened() or default_index_path().exists():
            self._calls.submit(self._watch_libraries, self._catch_up_all, self._failed)

    def stop(self) -> None:
        """Stop the index running; what was indexed is kept, Update goes on from there."""
        if self.indexing is not None:
            self._paused.add(self.indexing)
        self._stop.set()

    def remove(self, name: str) -> None:
        """Forget ``name`` and its index (the files themselves are untouched)."""

        def remove() -> list[LibrarySummary]:
            host = self.shared.get()
            host.store.remove_library(name)
            return host.summaries()

        def removed(libraries: list[LibrarySummary]) -> None:
            self.libraries_listed.emit(libraries)
            if self._watch is not None:
                self._rewatch()

        self._calls.submit(remove, removed, self._failed)

    def shutdown(self) -> None:
        """Stop watching and indexing, skip what was queued, wait for the thread; the
        shared host is shut down by its owner (the host thread may have used it too)."""

        def interrupt() -> None:
            self._closing.set()
            self._stop.set()
            if self._watch is not None:
                self._watch.stop()

        self._calls.shutdown(discard_queued=True, interrupt=interrupt)

    # -- on the documents thread ------------------------------------------------------

    def _summaries(self) -> list[LibrarySummary]:
        return self.shared.get().summaries()

    def _made(self, name: str) -> None:
        self.refresh()
        self._index(name)
        self._rewatch()

    def _rewatch(self) -> None:
        """Watch the libraries as they are now: a library made in the window is
        followed from then on, a removed one no longer."""
        self._calls.submit(self._watch_libraries, lambda _names: None, self._failed)

    def _watch_libraries(self) -> list[str]:
        """Watch every library's folders (made here on first use); their names."""
        from desktop.core.documents.watching import FolderWatch

        if self._closing.is_set():
            return []
        sources = self.shared.get().sources()
        if self._watch is None:
            self._watch = FolderWatch(self._due.emit, self._away)
            if self._closing.is_set():  # shut down while it was being made
                self._watch.stop()
                return []
        self._watch.watch(sources)
        return list(sources)

    def _catch_up_all(self, names: list[str]) -> None:
        for name in names:
            self._catch_up(name)

    def _away(self, _name: str, source: Path) -> None:
        # On the watcher's thread: the signal is queued to the window's.
        self.away_note = away_text(source)
        self.problem_met.emit(self.away_note)

    @Slot(str)
    def _catch_up(self, name: str) -> None:
        """Bring ``name`` up to date if its files changed, as an Update would; when
        nothing changed nothing is said (and no model started)."""
        self._index(name, only_if_changed=True)

    def _index(self, name: str, *, again: bool = False, only_if_changed: bool = False) -> None:
        stop = self._stop

        def run() -> IndexEnded | None:
            if only_if_changed and name in self._paused:
                return None
            if only_if_changed:
                from desktop.core.documents.indexing import pending_changes

                try:
                    pending = pending_changes(self.shared.get().store, name)
                except LlamaDeskError:
                    return None  # removed meanwhile: nothing to keep up to date
                if not pending.any:
                    for source in pending.unreachable_sources:
                        self.away_note = away_text(source)
                        self.problem_met.emit(self.away_note)
                    return None
            stop.clear()
            # Emitted from this thread: queued to the window's, in order.
            self.index_started.emit(name)
            try:
                outcome = self.shared.get().update(
                    name,
                    on_progress=lambda step: self.index_progressed.emit(name, step),
                    cancel=stop,
                    again=again,
                )
            except LlamaDeskError as error:
                return IndexEnded(name, None, documents_error_text(error))
            return IndexEnded(name, outcome)

        def ended(result: IndexEnded | None) -> None:
            if result is None:
                return
            self.indexing = None
            self.index_ended.emit(result)
            self.refresh()

        def failed(error: Exception) -> None:
            _log.error("indexing %s failed", name, exc_info=error)
            ended(
                IndexEnded(
                    name,
                    None,
                    self.tr("Indexing stopped because of an unexpected problem in LlamaDesk."),
                )
            )

        self._calls.submit(run, ended, failed)

    def _failed(self, error: Exception) -> None:
        if isinstance(error, LlamaDeskError):
            self.problem_met.emit(documents_error_text(error))
            return
        _log.error("a documents call failed", exc_info=error)
        self.problem_met.emit(
            self.tr(
                "Your documents could not be reached because of an unexpected problem in LlamaDesk."
            )
        )

    def _on_started(self, name: str) -> None:
        # Set here, not when asked: an index asked while another runs waits its turn.
        self.indexing = name

    def _keep_list(self, libraries: list[LibrarySummary]) -> None:
        self.libraries = list(libraries)
