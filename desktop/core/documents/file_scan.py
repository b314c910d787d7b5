"""Which files a library's sources hold now: folders walked (hidden ones skipped),
files of the kinds the readers read, each with its size and modification time."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop.core.documents.readers import is_supported


@dataclass(frozen=True)
class ScannedFile:
    path: Path
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class Scan:
    """The files found, by path; and the sources that could not be reached (a drive
    unplugged: their files are kept, not taken for deleted)."""

    files: tuple[ScannedFile, ...]
    unreachable: tuple[Path, ...]


def _skipped(name: str) -> bool:
    # Hidden files and folders, and the lock files Word leaves beside an open document.
    return name.startswith((".", "~$"))


def _stat(path: Path) -> ScannedFile | None:
    try:
        found = path.stat()
    except OSError:
        return None
    if not path.is_file():
        return None
    return ScannedFile(path, found.st_size, found.st_mtime_ns)


def scan_sources(sources: Sequence[Path]) -> Scan:
    """The supported files under ``sources``, sorted by path so every run goes through
    them in the same order."""
    found: dict[Path, ScannedFile] = {}
    unreachable: list[Path] = []
    for source in sources:
        if not source.exists():
            if is_unreachable(source):
                unreachable.append(source)
            continue
        if source.is_file():
            scanned = _stat(source)
            if scanned is not None:
                found[source] = scanned
            continue
        for folder, subfolders, names in os.walk(source, onerror=lambda _error: None):
            subfolders[:] = sorted(name for name in subfolders if not _skipped(name))
            for name in names:
                path = Path(folder, name)
                if _skipped(name) or not is_supported(path):
                    continue
                scanned = _stat(path)
                if scanned is not None:
                    found[path] = scanned
    return Scan(tuple(found[path] for path in sorted(found)), tuple(unreachable))


def is_unreachable(source: Path) -> bool:
    """A source that is not there is away, not deleted: a folder (an unplugged disk, a
    share offline, a mount point left empty) is only ever away, since its files are
    kept until they are seen gone from the folder itself; a file added on its own is
    away only with its folder (the folder there without it: it was deleted)."""
    if source.exists():
        return False
    return not is_supported(source) or not source.parent.exists()


def is_under(path: Path, folders: Sequence[Path]) -> bool:
    return any(path == folder or path.is_relative_to(folder) for folder in folders)

