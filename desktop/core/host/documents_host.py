"""The user's documents, for every front end: the libraries' index, the embedding
model that reads them (started on first need), and a chat's retriever.

A chat whose libraries hold one file (a file added on its own) that fits the room the
loaded model's context leaves is given that file whole, page by page, as LM Studio
does; anything larger, or more files, is searched for each question.

Which embedding model: the one named in Settings, else the first embedding model in
the model folders. The window and ``llamadesk docs`` / ``ask --docs`` go through here,
so a library indexed in one is searched the same way in the other.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop.core import paths
from desktop.core.chat.grounding import ContextRoom, Retriever, Source
from desktop.core.documents import indexing
from desktop.core.documents.embedder import HttpEmbedder
from desktop.core.documents.errors import (
    DocumentsClosedError,
    LibraryError,
    LibraryProblem,
    NoEmbeddingModelError,
    UnreadableDocumentError,
)
from desktop.core.documents.indexing import IndexOutcome, IndexProgress
from desktop.core.documents.reranker import HttpReranker
from desktop.core.documents.search import Hit, search
from desktop.core.documents.store import DocumentStore
from desktop.core.documents.whole_text import WholePage, whole_pages
from desktop.core.errors import LlamaDeskError
from desktop.core.host.embedding_host import EmbeddingHost
from desktop.core.host.reranking_host import RerankingHost
from desktop.core.models.embedding_models import is_embedding_model, is_reranking_model
from desktop.core.models.library import scan_library
from desktop.core.runtime.discovery import Runtime, chosen_runtime_path, find_runtime
from desktop.core.settings import Settings

INDEX_FILE_NAME = "libraries.sqlite3"
_log = logging.getLogger(__name__)
# Passages given to the model for each question: enough to hold the answer and its
# neighbours, few enough to leave a small context room to answer.
PASSAGES_PER_QUESTION = 5
# No tokenizer makes a token of more characters than this, so a longer text is known not
# to fit without asking the model to count it.
MAX_CHARS_PER_TOKEN = 16
NO_EMBEDDING_MODEL = (
    "Documents need an embedding model, which turns text into numbers for searching. "
    "Download one in Discover (search \"embedding\", e.g. all-MiniLM-L6-v2, 46 MB), or "
    "choose one you have: \u201cEmbedding model\u2026\u201d in a chat's Documents window, "
    "or --embedding-model on the command line."
)


def default_index_path() -> Path:
    """Where the libraries' index lives: the app's data folder."""
    return paths.data_dir() / "documents" / INDEX_FILE_NAME


def embedding_model_for(settings: Settings, explicit: Path | None = None) -> Path:
    """The embedding model to use: ``explicit``, the one in Settings, else the first in
    the model folders; raises LlamaDeskError saying how to get one."""
    if explicit is not None:
        return explicit
    if settings.embedding_model:
        return Path(settings.embedding_model).expanduser()
    for entry in scan_library(settings=settings, include_starter=False):
        if entry.info is not None and is_embedding_model(entry.info):
            return entry.path
    raise NoEmbeddingModelError(NO_EMBEDDING_MODEL)


def reranking_models(settings: Settings) -> list[Path]:
    """The reranking models a person can choose: those in the model folders, and the
    one Settings name wherever it is. Reads headers: off a window's thread."""
    found = [entry.path for entry in scan_library(settings=settings, include_starter=False)
             if entry.info is not None and is_reranking_model(entry.info)]
    chosen = Path(settings.reranking_model).expanduser() if settings.reranking_model else None
    if chosen is not None and chosen not in found:
        found.append(chosen)
    return found


@dataclass(frozen=True)
class LibrarySummary:
    """A library as a front end lists it: its files, what was indexed, what was not."""

    name: str
    sources: tuple[Path, ...]
    files: int  # files recorded, read or not
    passages: int
    model_name: str | None  # None: never indexed
    problems: tuple[tuple[Path, str], ...]  # (file, why it could not be read)

    @property
    def indexed(self) -> bool:
        return self.model_name is not None


@dataclass(frozen=True)
class CatchUp:
    """A library brought up to date with its folders: ``outcome`` when it was indexed
    (something had changed), None when nothing had; the sources it could not reach
    (their passages kept), to be said."""

    name: str
    outcome: IndexOutcome | None
    unreachable_sources: tuple[Path, ...]

    def changed(self) -> bool:
        outcome = self.outcome
        return outcome is not None and bool(outcome.added or outcome.updated or outcome.removed)


def away_text(source: Path) -> str:
    """A source that cannot be reached, said plainly (the window and the command line)."""
    return (f"{source} cannot be reached (a disk unplugged or a folder moved?). Its "
            "passages are kept and searched as they were; they are brought up to date "
            "when it is back.")


def name_for(sources: Sequence[Path], taken: Sequence[str]) -> str:
    """A new library's name from what it is made of: the folder's (or the only
    file's) name, else the first one's folder; "Notes 2" where "Notes" is taken."""
    first = sources[0] if sources else Path("Documents")
    if len(sources) == 1:
        base = first.name if first.is_dir() else first.stem
    else:
        base = first.parent.name
    base = base.strip() or "Documents"
    name, number = base, 2
    lowered = {known.casefold() for known in taken}
    while name.casefold() in lowered:
        name, number = f"{base} {number}", number + 1
    return name


def _log_note(note: str) -> None:
    # In a chat the answer goes on from the fused order; the log keeps why.
    _log.warning("%s", note)


def source_of(number: int, hit: Hit) -> Source:
    """A found passage as the answer cites it ([number])."""
    return Source(number, str(hit.file), hit.page, hit.heading or None, hit.text, hit.score)


class DocumentsHost:
    """The libraries and the embedding model that indexes and searches them."""

    def __init__(
        self,
        store: DocumentStore,
        model_path: Callable[[], Path],
        *,
        runtime_for_load: Callable[[], Runtime] | None = None,
        reranking_model: Callable[[], Path | None] = lambda: None,
    ) -> None:
        # ``model_path``, ``reranking_model``: asked at each start and search (Settings
        # may name another meanwhile); a reranking model None: none chosen.
        self.store = store
        self._model_path = model_path
        self._reranking_model = reranking_model
        self._embedding = EmbeddingHost(runtime_for_load or find_runtime)
        self._reranking = RerankingHost(runtime_for_load or find_runtime)
        self._reranker: HttpReranker | None = None
        self._lock = threading.Lock()  # one embedder made at a time
        self._embedder: HttpEmbedder | None = None
        self._embedder_url: str | None = None
        # A file given whole is read for each question: its pages are kept while its
        # size and time stay the same.
        self._read_whole: dict[Path, tuple[tuple[int, int], list[WholePage]]] = {}

    @classmethod
    def for_settings(cls, settings: Settings, *, index_path: Path | None = None,
                     model: Path | None = None) -> DocumentsHost:
        """The host a front end makes: the app's index, Settings' model and runtime."""
        return cls(
            DocumentStore(index_path or default_index_path()),
            lambda: embedding_model_for(settings, model),
            runtime_for_load=lambda: find_runtime(chosen_runtime_path(settings)),
            reranking_model=lambda: (Path(settings.reranking_model).expanduser()
                                     if settings.reranking_model else None),
        )

    def embedder(self, cancel: threading.Event | None = None) -> HttpEmbedder:
        """The embedding model's client, its server started if it is not running."""
        with self._lock:
            endpoint = self._embedding.start(self._model_path(), cancel=cancel)
            if self._embedder is None or self._embedder_url != endpoint.base_url:
                if self._embedder is not None:
                    self._embedder.close()
                self._embedder = HttpEmbedder(endpoint.base_url, endpoint.api_key,
                                              endpoint.model_name, endpoint.dimensions)
                self._embedder_url = endpoint.base_url
            return self._embedder

    def add(self, name: str, sources: Sequence[Path]) -> None:
        """A new library of ``sources``, or more sources for an existing one."""
        try:
            library = self.store.library(name)
        except LibraryError:
            self.store.create_library(name, sources)
            return
        self.store.set_sources(library, [*library.sources, *sources])

    def check(self, names: Sequence[str]) -> None:
        """Raises LibraryError naming the libraries there are, for a name that is none."""
        known = [library.name for library in self.store.libraries()]
        for name in names:
            if name not in known:
                raise LibraryError(f"There is no library named \u201c{name}\u201d "
                                   f"(libraries: {', '.join(known) or 'none yet'}).",
                                   problem=LibraryProblem.MISSING, name=name,
                                   known=tuple(known))

    def summaries(self) -> list[LibrarySummary]:
        """Every library, by name, with its counts and unreadable files."""
        summaries = []
        for library in self.store.libraries():
            counts = self.store.counts(library)
            problems = tuple((record.path, record.problem or "")
                             for record in self.store.problems(library))
            summaries.append(LibrarySummary(library.name, library.sources, counts.files,
                                            counts.passages, library.model_name, problems))
        return summaries

    def update(
        self,
        name: str,
        *,
        on_progress: Callable[[IndexProgress], None] | None = None,
        cancel: threading.Event | None = None,
        again: bool = False,
    ) -> IndexOutcome:
        """Index the library: new and changed files read, deleted ones forgotten."""
        self.store.library(name)  # no such library: said before the model starts
        return indexing.index(self.store, name, self.embedder(cancel), on_progress, cancel,
                              reembed=again)

    def catch_up(
        self,
        name: str,
        *,
        on_progress: Callable[[IndexProgress], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> CatchUp:
        """Bring ``name`` up to date if its files changed since it was indexed (told by
        size and time: nothing read and no model started when nothing changed), as the
        app does at its start and on a folder's change, and the command line before it
        searches. ``outcome`` is None when nothing needed doing."""
        pending = indexing.pending_changes(self.store, name)
        if not pending.any:
            return CatchUp(name, None, pending.unreachable_sources)
        outcome = self.update(name, on_progress=on_progress, cancel=cancel)
        return CatchUp(name, outcome, outcome.unreachable_sources)

    def sources(self) -> dict[str, tuple[Path, ...]]:
        """Every library's files and folders, by name: what is watched."""
        return {library.name: library.sources for library in self.store.libraries()}

    def reranker(self, on_note: Callable[[str], None] | None = None) -> HttpReranker | None:
        """The reranking model's client, its server started, where one is chosen; None
        where none is, or it cannot start (said to ``on_note``: search goes on in the
        fused order)."""
        model = self._reranking_model()
        if model is None:
            return None
        with self._lock:
            try:
                endpoint = self._reranking.start(model)
            except LlamaDeskError as error:
                if on_note is not None:
                    on_note(f"The reranking model could not start: {error.message} The "
                            "passages are in the order search found them.")
                return None
            if self._reranker is None or self._reranker.base_url != endpoint.base_url:
                if self._reranker is not None:
                    self._reranker.close()
                self._reranker = HttpReranker(endpoint.base_url, endpoint.api_key,
                                              endpoint.model_name)
            return self._reranker

    def search(self, name: str, query: str, top: int = PASSAGES_PER_QUESTION,
               on_note: Callable[[str], None] | None = None) -> list[Hit]:
        """The ``top`` passages for ``query``, reranked where a reranking model is
        chosen; what goes wrong with reranking is said to ``on_note`` (logged when
        none is given), never raised: the fused order is kept."""
        self.store.library(name)
        note = on_note or _log_note
        return search(self.store, name, query, self.embedder(), top,
                      self.reranker(note), note)

    def whole_file(self, names: Sequence[str], room: ContextRoom) -> list[Source] | None:
        """The one file the libraries ``names`` hold, whole, one source per page (one in
        all without pages), numbered for citing; None where they hold more than one
        readable file or it does not fit ``room`` (then it is searched)."""
        files = [record.path for name in names for record in self.store.files(
            self.store.library(name)) if record.state == "indexed"]
        if len(files) != 1:
            return None
        pages = self._pages(files[0])
        if pages is None:
            return None
        text = "\n\n".join(page.text for page in pages)
        if len(text) > room.tokens * MAX_CHARS_PER_TOKEN:
            return None
        tokens = room.count(text)
        if tokens is None or tokens > room.tokens:
            return None
        return [Source(number, str(files[0]), page.page, None, page.text, 1.0, whole=True)
                for number, page in enumerate(pages, start=1)]

    def _pages(self, path: Path) -> list[WholePage] | None:
        """The file's pages as it is now; None where it can no longer be read (changed
        or gone since it was indexed: its indexed passages are searched instead)."""
        try:
            stat = path.stat()
            key = (stat.st_size, stat.st_mtime_ns)
            kept = self._read_whole.get(path)
            if kept is not None and kept[0] == key:
                return kept[1]
            pages = whole_pages(path)
        except (OSError, UnreadableDocumentError):
            return None
        self._read_whole = {path: (key, pages)}  # one chat's file at a time is enough
        return pages

    def retriever(self, names: Sequence[str], top: int = PASSAGES_PER_QUESTION) -> Retriever:
        """For a chat with these libraries: its one file whole where it fits ``room``,
        else each question's best passages over all of them; numbered for citing."""

        def retrieve(question: str, room: ContextRoom | None = None) -> list[Source]:
            if room is not None and (whole := self.whole_file(names, room)) is not None:
                return whole
            hits = [hit for name in names for hit in self.search(name, question, top)]
            hits.sort(key=lambda hit: hit.order)
            return [source_of(number, hit) for number, hit in enumerate(hits[:top], start=1)]

        return retrieve

    def shut_down(self) -> None:
        """Stop the embedding and reranking models and close the index. Thread-safe;
        at exit."""
        self._embedding.shut_down()
        self._reranking.shut_down()
        with self._lock:
            if self._embedder is not None:
                self._embedder.close()
                self._embedder = None
            if self._reranker is not None:
                self._reranker.close()
                self._reranker = None
        self.store.close()


class SharedDocuments:
    """One DocumentsHost for a whole app, made on first use by whichever thread asks
    first (opening the index reads the disk: never on a window's thread), shared by the
    thread that indexes and the one that answers (the store and the embedder each
    take a lock)."""

    def __init__(self, make: Callable[[], DocumentsHost]) -> None:
        self._make = make
        self._lock = threading.Lock()
        self._host: DocumentsHost | None = None
        self._closed = False

    def get(self) -> DocumentsHost:
        with self._lock:
            if self._closed:
                raise DocumentsClosedError("The app is closing; your documents are not searched.")
            if self._host is None:
                self._host = self._make()
            return self._host

    def opened(self) -> bool:
        """Whether the host was made (the index opened) already."""
        with self._lock:
            return self._host is not None

    def retriever(self, names: Sequence[str]) -> Retriever | None:
        """For a chat with the libraries ``names``: None when it has none; else each
        question is searched in them (the host made then, on the answering thread)."""
        chosen = tuple(names)
        if not chosen:
            return None

        def retrieve(question: str, room: ContextRoom | None = None) -> Sequence[Source]:
            host = self.get()
            # A library removed since the chat chose it is said by name, in words.
            host.check(chosen)
            return host.retriever(chosen)(question, room)

        return retrieve

    def shut_down(self) -> None:
        """Stop the embedding model and close the index, if they were opened. At exit."""
        with self._lock:
            self._closed = True
            host, self._host = self._host, None
        if host is not None:
            host.shut_down()
