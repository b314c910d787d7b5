"""Keeping libraries up to date with their folders while the app runs.

The folders are watched with ``watchdog`` (inotify on Linux, ReadDirectoryChangesW on
Windows, FSEvents on macOS: pure Python on the first two, wheels for all three). It
was weighed against polling every few seconds: a walk of a few hundred files is cheap,
but of a folder of tens of thousands it is not, and a poll notices a saved file only
at its next turn; the system's own change notices cost nothing while nothing changes.
What watchdog cannot see (a folder whose disk is unplugged stops sending anything) is
checked here by looking for each source every ``check_every`` seconds.

Decisions, all here and none in a front end:
- an event counts when it is under a library's source, in no hidden folder, and names
  a file of a kind the readers read (or a folder: moving one moves its files);
- a burst (a folder copied in, an editor's save-as-temp-then-rename) is one update:
  ``due`` is called once the library has been quiet for ``quiet`` seconds, or after
  ``longest_wait`` of unbroken changes, so a long copy is still indexed as it goes;
- a source that disappears is reported once (``away``) and its passages stay (the
  index keeps files under a source it cannot reach); when it is back it is watched
  again and the library is due, so what changed meanwhile, deletions included, is
  caught up then.

Threads: ``due`` and ``away`` are called on the watcher's own thread; a front end
hands them on (the window's documents thread, a queue).
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.core.documents.file_scan import is_under, is_unreachable
from desktop.core.documents.readers import is_supported

# Quiet seconds after the last change before a library is updated: long enough for
# an editor's save (write a temp file, rename it over) to be one change.
QUIET_SECONDS = 1.0
# However busy a folder stays, an update at least this often (a long copy is indexed
# as it goes, not only at its end).
LONGEST_WAIT_SECONDS = 10.0
# How often each source is looked for: an unplugged disk is noticed within this.
CHECK_EVERY_SECONDS = 2.0
_TICK_SECONDS = 0.2

if TYPE_CHECKING:
    from watchdog.events import FileSystemEvent
    from watchdog.observers.api import ObservedWatch

DueCallback = Callable[[str], None]
AwayCallback = Callable[[str, Path], None]


def counts(path: Path, sources: Sequence[Path], *, is_folder: bool) -> bool:
    """Whether a change at ``path`` can change what a library of ``sources`` holds."""
    for source in sources:
        if path == source:
            return True
        if not path.is_relative_to(source):
            continue
        if any(part.startswith((".", "~$")) for part in path.relative_to(source).parts):
            return False  # hidden, or Word's lock file beside an open document
        return is_folder or is_supported(path)
    return False


@dataclass
class _Library:
    sources: tuple[Path, ...]
    first_change: float | None = None
    last_change: float | None = None
    away: set[Path] = field(default_factory=set)


class FolderWatch:
    """Watches the sources of the libraries it is given; calls ``due(name)`` when one
    needs updating and ``away(name, source)`` when a source can no longer be reached."""

    def __init__(
        self,
        due: DueCallback,
        away: AwayCallback,
        *,
        quiet: float = QUIET_SECONDS,
        longest_wait: float = LONGEST_WAIT_SECONDS,
        check_every: float = CHECK_EVERY_SECONDS,
    ) -> None:
        from watchdog.observers import Observer

        self._due = due
        self._away = away
        self._quiet = quiet
        self._longest_wait = longest_wait
        self._check_every = check_every
        self._lock = threading.Lock()
        self._libraries: dict[str, _Library] = {}
        self._watches: dict[Path, ObservedWatch] = {}
        self._observer = Observer()
        self._observer.daemon = True
        self._observer.start()
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="llamadesk-folder-watch",
                                        daemon=True)
        self._thread.start()

    def watch(self, libraries: Mapping[str, Sequence[Path]]) -> None:
        """Watch exactly these libraries (name -> sources), replacing what was watched."""
        with self._lock:
            chosen: dict[str, _Library] = {}
            for name, sources in libraries.items():
                known = self._libraries.get(name)
                if known is None or known.sources != tuple(sources):
                    # Away at the start: the start's catch-up says so, not this watch.
                    known = _Library(tuple(sources), away={
                        source for source in sources if is_unreachable(source)})
                chosen[name] = known
            self._libraries = chosen
            self._schedule()

    def stop(self) -> None:
        """Stop watching; no callback runs after this returns (but one running)."""
        self._stopped.set()
        self._observer.stop()
        self._thread.join(timeout=5)
        self._observer.join(timeout=5)

    # -- the watcher's threads --------------------------------------------------------

    def _schedule(self) -> None:
        """Watch every reachable folder among the sources (under the lock). A file added
        on its own is watched through its folder."""
        from watchdog.events import FileSystemEventHandler

        wanted: set[Path] = set()
        for library in self._libraries.values():
            for source in library.sources:
                folder = source if source.is_dir() else source.parent
                if source not in library.away and folder.is_dir():
                    wanted.add(folder)
        # A folder inside another watched one is seen through it already.
        wanted = {folder for folder in wanted if not is_under(folder.parent, tuple(wanted))}
        watch = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event: FileSystemEvent) -> None:
                watch._on_event(event)

        for folder in set(self._watches) - wanted:
            # Its folder may have gone and taken the system's watch with it.
            with contextlib.suppress(KeyError, OSError):
                self._observer.unschedule(self._watches.pop(folder))
        for folder in wanted - set(self._watches):
            try:
                self._watches[folder] = self._observer.schedule(Handler(), str(folder),
                                                                recursive=True)
            except OSError:
                continue  # gone since it was looked for: the next check says so

    def _on_event(self, event: FileSystemEvent) -> None:
        if event.event_type in ("opened", "closed_no_write"):
            return  # reading a file changes nothing
        paths = [Path(os.fsdecode(path)) for path in (event.src_path, event.dest_path) if path]
        is_folder = event.is_directory
        now = time.monotonic()
        with self._lock:
            for library in self._libraries.values():
                if any(counts(path, library.sources, is_folder=is_folder) for path in paths):
                    library.last_change = now
                    if library.first_change is None:
                        library.first_change = now

    def _run(self) -> None:
        next_check = time.monotonic() + self._check_every
        while not self._stopped.wait(_TICK_SECONDS):
            now = time.monotonic()
            due: list[str] = []
            away: list[tuple[str, Path]] = []
            with self._lock:
                for name, library in self._libraries.items():
                    if library.first_change is not None and library.last_change is not None and (
                            now - library.last_change >= self._quiet
                            or now - library.first_change >= self._longest_wait):
                        library.first_change = library.last_change = None
                        due.append(name)
                if now >= next_check:
                    next_check = now + self._check_every
                    back = False
                    for name, library in self._libraries.items():
                        for source in library.sources:
                            if source in library.away and not is_unreachable(source):
                                library.away.discard(source)
                                back = True
                                if name not in due:
                                    due.append(name)
                            elif source not in library.away and is_unreachable(source):
                                library.away.add(source)
                                away.append((name, source))
                    if back or away:
                        self._schedule()
            for name, source in away:
                self._away(name, source)
            for name in due:
                self._due(name)
