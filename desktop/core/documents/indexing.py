"""Bringing a library's index up to date with its files: new and changed files read,
split and embedded, deleted ones dropped, with progress, pause and resume.

Files go in path order. Passages are embedded in batches that span files (a folder
of small notes still fills each request), one batch in flight while the next files
are read and the last batch's files written, so the embedding server never waits on
the disk. A file is written whole once all its passages have vectors; stopping
(``cancel``, a crash, a full disk) loses only the files not yet written, and the
next run starts with them. The result is the same passages and vectors however many
times it was stopped.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from desktop.core.documents.embedder import Embedder, Vectors
from desktop.core.documents.errors import Unreadable, UnreadableDocumentError
from desktop.core.documents.file_scan import Scan, ScannedFile, is_under, scan_sources
from desktop.core.documents.model_match import needs_reembedding, require_same_model
from desktop.core.documents.passages import Passage, split_passages
from desktop.core.documents.readers import read_document
from desktop.core.documents.store import DocumentStore, FileContent, FileRecord, Library
from desktop.core.safe_files import sha256_of

# Passages per embedding request: enough to keep every server slot busy, few enough
# that a pause waits for at most one request.
BATCH_SIZE = 64


@dataclass(frozen=True)
class IndexProgress:
    """Where indexing stands: files done of all the library's files (unchanged ones
    count as done), passages embedded in this run, and the file being read."""

    files_done: int
    files_total: int
    passages_done: int
    current: Path | None


@dataclass(frozen=True)
class FileProblem:
    """A file that could not be read, and why, in one line (``error``: the kind and
    figures, for words in another language)."""

    path: Path
    message: str
    error: UnreadableDocumentError | None = None


@dataclass(frozen=True)
class IndexOutcome:
    """What a run did. ``cancelled``: stopped early; running again goes on."""

    files_total: int
    added: int
    updated: int
    removed: int
    unchanged: int
    passages_written: int
    problems: tuple[FileProblem, ...]
    unreachable_sources: tuple[Path, ...]
    cancelled: bool
    seconds: float


ProgressCallback = Callable[[IndexProgress], None]


@dataclass
class _Work:
    scanned: ScannedFile
    sha256: str
    passages: list[Passage]
    is_new: bool


@dataclass
class _Batches:
    """Files read and waiting for their passages' vectors, oldest first."""

    dimensions: int
    works: list[_Work] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)  # of the waiting files, in order
    sent: int = 0  # texts handed to the embedder so far
    vectors: list[Vectors] = field(default_factory=list)  # received, in order
    received: int = 0

    def add(self, work: _Work) -> None:
        self.works.append(work)
        self.texts.extend(passage.embedding_text for passage in work.passages)

    def next_batch(self, size: int, final: bool) -> list[str] | None:
        waiting = len(self.texts) - self.sent
        if waiting >= size or (final and waiting > 0):
            batch = self.texts[self.sent:self.sent + size]
            self.sent += len(batch)
            return batch
        return None

    def receive(self, vectors: Vectors) -> None:
        self.vectors.append(vectors)
        self.received += vectors.shape[0]

    def completed(self) -> list[tuple[_Work, Vectors]]:
        """The files at the head whose passages all have vectors, taken out."""
        count = 0
        used = 0
        while count < len(self.works) and used + len(self.works[count].passages) <= self.received:
            used += len(self.works[count].passages)
            count += 1
        if count == 0:
            return []
        joined = (np.concatenate(self.vectors) if self.vectors
                  else np.zeros((0, self.dimensions), dtype=np.float32))
        done = []
        offset = 0
        for work in self.works[:count]:
            done.append((work, joined[offset:offset + len(work.passages)]))
            offset += len(work.passages)
        del self.works[:count]
        del self.texts[:used]
        self.sent -= used
        self.received -= used
        self.vectors = [joined[used:]] if used < joined.shape[0] else []
        return done


class _Run:
    def __init__(self, store: DocumentStore, library: Library, embedder: Embedder,
                 on_progress: ProgressCallback | None, batch_size: int) -> None:
        self.store = store
        self.library = library
        self.embedder = embedder
        self.on_progress = on_progress
        self.batch_size = batch_size
        self.batches = _Batches(embedder.dimensions)
        self.files_total = 0
        self.files_done = 0
        self.passages_done = 0
        self.added = 0
        self.updated = 0
        self.problems: list[FileProblem] = []
        self.in_flight: Future[Vectors] | None = None

    def report(self, current: Path | None) -> None:
        if self.on_progress is not None:
            self.on_progress(IndexProgress(self.files_done, self.files_total, self.passages_done,
                                           current))

    def prepare(self, scanned: ScannedFile, known: FileRecord | None) -> _Work | None:
        """The file read and split, or None when there is nothing to embed (its
        content unchanged, or unreadable: recorded as such)."""
        try:
            sha256 = sha256_of(scanned.path)
        except OSError as error:
            self.record_problem(scanned, "", UnreadableDocumentError(
                scanned.path, Unreadable.DISK, repr(error)))
            return None
        if known is not None and known.sha256 == sha256:
            # Touched (copied, saved unchanged): same passages, nothing to embed.
            self.store.touch_file(self.library, scanned.path, scanned.size, scanned.mtime_ns)
            self.files_done += 1
            return None
        try:
            passages = split_passages(read_document(scanned.path))
        except UnreadableDocumentError as error:
            self.record_problem(scanned, sha256, error)
            return None
        return _Work(scanned, sha256, passages, is_new=known is None)

    def record_problem(self, scanned: ScannedFile, sha256: str,
                       error: UnreadableDocumentError) -> None:
        self.store.save_problem(self.library, scanned.path, scanned.size, scanned.mtime_ns,
                                sha256, error.message)
        self.problems.append(FileProblem(scanned.path, error.message, error))
        self.files_done += 1

    def dispatch(self, executor: ThreadPoolExecutor, batch: list[str]) -> None:
        """Send ``batch``; the batch before it, which was in flight, is written once
        this one is on its way."""
        previous = self.in_flight
        if previous is not None:
            self.in_flight = None
            vectors = previous.result()
        self.in_flight = executor.submit(self.embedder.embed, batch)
        if previous is not None:
            self.batches.receive(vectors)
        self.write_completed()

    def drain(self) -> None:
        """Wait for the batch in flight and write the files it completes."""
        if self.in_flight is not None:
            future, self.in_flight = self.in_flight, None
            self.batches.receive(future.result())
        self.write_completed()

    def write_completed(self) -> None:
        done = self.batches.completed()
        if not done:
            return
        self.store.save_files(self.library, [
            FileContent(work.scanned.path, work.scanned.size, work.scanned.mtime_ns,
                        work.sha256, work.passages, vectors)
            for work, vectors in done])
        for work, _vectors in done:
            self.files_done += 1
            self.passages_done += len(work.passages)
            if work.is_new:
                self.added += 1
            else:
                self.updated += 1
        self.report(None)


@dataclass(frozen=True)
class PendingChanges:
    """What an index would do now, told by size and time alone (nothing read, no
    embedding model needed): files to read (new, or changed on disk), files gone, and
    sources that cannot be reached (their files kept)."""

    to_read: tuple[Path, ...]
    gone: tuple[Path, ...]
    unreachable_sources: tuple[Path, ...]
    never_indexed: bool

    @property
    def any(self) -> bool:
        return self.never_indexed or bool(self.to_read or self.gone)


def _compare(store: DocumentStore, library: Library,
             ) -> tuple[Scan, list[tuple[ScannedFile, FileRecord | None]], list[Path]]:
    """The library's files now against its index: the scan, the files whose size or
    time differ from what was indexed (with their record, None when new), and the
    indexed files no longer there. A file under a source that cannot be reached is
    not gone: an unplugged disk must not empty a library."""
    scan = scan_sources(library.sources)
    known = {record.path: record for record in store.files(library)}
    found = {scanned.path for scanned in scan.files}
    gone = [path for path in known
            if path not in found and not is_under(path, scan.unreachable)]
    todo = []
    for scanned in scan.files:
        record = known.get(scanned.path)
        if record is None or (record.size, record.mtime_ns) != (scanned.size, scanned.mtime_ns):
            todo.append((scanned, record))
    return scan, todo, gone


def pending_changes(store: DocumentStore, library_name: str) -> PendingChanges:
    """What ``index`` would read and forget now, without reading a file: a library kept
    up to date asks this first, so the embedding model starts only when something
    changed (a rescan at the app's start is a folder walk)."""
    library = store.library(library_name)
    scan, todo, gone = _compare(store, library)
    return PendingChanges(tuple(scanned.path for scanned, _record in todo), tuple(gone),
                          scan.unreachable, library.model_name is None)


def index(
    store: DocumentStore,
    library_name: str,
    embedder: Embedder,
    on_progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    *,
    reembed: bool = False,
    batch_size: int = BATCH_SIZE,
) -> IndexOutcome:
    """Bring the library's index up to date with its files.

    Raises EmbeddingModelChangedError when the library was indexed with another model
    (unless ``reembed``: then every file is embedded again), EmbeddingError when the
    embedder fails and DocumentStoreError when the index cannot be written; the files
    written before any of these are kept. Unreadable files are recorded, not raised.
    """
    began = time.monotonic()
    cancel = cancel or threading.Event()
    library = store.library(library_name)
    if library.model_name is None or (reembed and needs_reembedding(library, embedder)):
        library = store.set_embedding_model(library, embedder.model_name, embedder.dimensions)
    require_same_model(library, embedder)

    scan, todo, gone = _compare(store, library)
    store.remove_files(library, gone)

    run = _Run(store, library, embedder, on_progress, max(1, batch_size))
    run.files_done = len(scan.files) - len(todo)
    unchanged_before = run.files_done
    run.files_total = len(scan.files)
    run.report(None)

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="documents-embed") as executor:
        try:
            for scanned, record in todo:
                if cancel.is_set():
                    break
                run.report(scanned.path)
                work = run.prepare(scanned, record)
                if work is not None:
                    run.batches.add(work)
                while not cancel.is_set() and (
                        batch := run.batches.next_batch(run.batch_size, final=False)):
                    run.dispatch(executor, batch)
                run.write_completed()  # files with no passages, next in line
            while not cancel.is_set() and (
                    batch := run.batches.next_batch(run.batch_size, final=True)):
                run.dispatch(executor, batch)
            run.drain()
        finally:
            if run.in_flight is not None:
                run.in_flight.cancel()
    run.report(None)
    touched = run.files_done - unchanged_before - run.added - run.updated - len(run.problems)
    return IndexOutcome(
        files_total=run.files_total,
        added=run.added,
        updated=run.updated,
        removed=len(gone),
        unchanged=unchanged_before + touched,
        passages_written=run.passages_done,
        problems=tuple(run.problems),
        unreachable_sources=scan.unreachable,
        cancelled=cancel.is_set() and run.files_done < run.files_total,
        seconds=time.monotonic() - began,
    )
