"""The user's documents, for every front end: the libraries' index, the embedding
model that reads them (started on first need), and a chat's retriever.

Which embedding model: the one named in Settings, else the first embedding model in
the model folders. The window and ``llamadesk docs`` / ``ask --docs`` go through here,
so a library indexed in one is searched the same way in the other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from desktop.core import paths
from desktop.core.chat.grounding import Retriever, Source
from desktop.core.documents import indexing
from desktop.core.documents.embedder import HttpEmbedder
from desktop.core.documents.errors import LibraryError
from desktop.core.documents.indexing import IndexOutcome, IndexProgress
from desktop.core.documents.search import Hit, search
from desktop.core.documents.store import DocumentStore
from desktop.core.errors import LlamaDeskError
from desktop.core.host.embedding_host import EmbeddingHost
from desktop.core.models.embedding_models import is_embedding_model
from desktop.core.models.library import scan_library
from desktop.core.runtime.discovery import Runtime, chosen_runtime_path, find_runtime
from desktop.core.settings import Settings

INDEX_FILE_NAME = "libraries.sqlite3"
# Passages given to the model for each question: enough to hold the answer and its
# neighbours, few enough to leave a small context room to answer.
PASSAGES_PER_QUESTION = 5
NO_EMBEDDING_MODEL = (
    "Documents need an embedding model, which turns text into numbers for searching. "
    "Download one in Discover (search \"embedding\", e.g. all-MiniLM-L6-v2, 46 MB) or "
    "pick one in Settings."
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
    raise LlamaDeskError(NO_EMBEDDING_MODEL)


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
    ) -> None:
        # ``model_path``: asked at each start (Settings may name another meanwhile).
        self.store = store
        self._model_path = model_path
        self._embedding = EmbeddingHost(runtime_for_load or find_runtime)
        self._lock = threading.Lock()  # one embedder made at a time
        self._embedder: HttpEmbedder | None = None
        self._embedder_url: str | None = None

    @classmethod
    def for_settings(cls, settings: Settings, *, index_path: Path | None = None,
                     model: Path | None = None) -> DocumentsHost:
        """The host a front end makes: the app's index, Settings' model and runtime."""
        return cls(
            DocumentStore(index_path or default_index_path()),
            lambda: embedding_model_for(settings, model),
            runtime_for_load=lambda: find_runtime(chosen_runtime_path(settings)),
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
                                   f"(libraries: {', '.join(known) or 'none yet'}).")

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

    def search(self, name: str, query: str, top: int = PASSAGES_PER_QUESTION) -> list[Hit]:
        self.store.library(name)
        return search(self.store, name, query, self.embedder(), top)

    def retriever(self, names: Sequence[str], top: int = PASSAGES_PER_QUESTION) -> Retriever:
        """For a chat with these libraries: each question's best passages over all of
        them, numbered for citing."""

        def retrieve(question: str) -> list[Source]:
            hits = [hit for name in names for hit in self.search(name, question, top)]
            hits.sort(key=lambda hit: -hit.score)
            return [source_of(number, hit) for number, hit in enumerate(hits[:top], start=1)]

        return retrieve

    def shut_down(self) -> None:
        """Stop the embedding model and close the index. Thread-safe; at exit."""
        self._embedding.shut_down()
        with self._lock:
            if self._embedder is not None:
                self._embedder.close()
                self._embedder = None
        self.store.close()
