"""Writing a file so a crash never leaves half of it, keeping a damaged file aside, and
the one way a file's content is hashed.

A write goes to a temporary file beside the target, reaches the disk, and then
replaces the target in one rename whose folder entry reaches the disk too: a crash
leaves the old file or the new one. A damaged file is never deleted: it is renamed
(or copied) to ``<name>.broken-<date>-<time>`` beside itself, for the user or a bug
report, and the app goes on with a fresh one.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

BROKEN_INFIX = ".broken-"
_HASH_PIECE = 1 << 20


class HashingStoppedError(Exception):
    """``sha256_of`` was told to stop part-way."""


def _never() -> bool:
    return False


def sha256_of(path: Path, *, stopped: Callable[[], bool] = _never) -> str:
    """The file's SHA-256 (hex), read a megabyte at a time. ``stopped`` is asked after
    each piece: hashing a big model takes seconds, and a pause or closing must not wait
    for it (then HashingStoppedError). Raises OSError."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while piece := handle.read(_HASH_PIECE):
            digest.update(piece)
            if stopped():
                raise HashingStoppedError(str(path))
    return digest.hexdigest()


def fsync_file(path: Path) -> None:
    """Make the file's data reach the disk."""
    # Opened for writing: Windows flushes only a handle with write access.
    with path.open("r+b") as handle:
        os.fsync(handle.fileno())


def fsync_folder(folder: Path) -> None:
    """Make the folder's entries (a rename into it) reach the disk; no-op on Windows."""
    if os.name != "posix":
        return  # Windows has no way to open a folder for fsync; NTFS logs renames
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def write_atomically(
    path: Path,
    content: str | bytes,
    *,
    private: bool = False,
    temp_folder: Path | None = None,
) -> None:
    """Replace ``path`` with ``content`` (text is written as UTF-8 with \\n newlines).

    ``private``: only the owner may read the file (it may hold a token).
    ``temp_folder``: where the temporary file goes when not beside the target (it must
    be on the same disk); for folders whose every file is read, like a git refs folder.
    Raises OSError; the temporary file never outlives a failure.
    """
    data = content.encode("utf-8") if isinstance(content, str) else content
    folder = temp_folder if temp_folder is not None else path.parent
    descriptor, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    temp_path = Path(temp_name)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if private:
            restrict_to_owner(temp_path)
        temp_path.replace(path)  # os.replace: atomic on the same disk
    except BaseException:
        temp_path.unlink(missing_ok=True)
        raise
    with contextlib.suppress(OSError):  # the data is safe; only the entry may lag
        fsync_folder(path.parent)


def restrict_to_owner(path: Path) -> None:
    """Only the file's owner may read or write it (no-op on Windows, where the user's
    profile folder already is private)."""
    if sys.platform != "win32":
        path.chmod(0o600)


def aside_name(path: Path) -> Path:
    """The free name ``<name>.broken-<date>-<time>[-n]`` beside ``path``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{BROKEN_INFIX}{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}{BROKEN_INFIX}{stamp}-{counter}")
    return target


def keep_aside(
    path: Path,
    *,
    copy: bool = False,
    private: bool = False,
    companions: Sequence[str] = (),
) -> Path:
    """Keep the damaged file at ``path`` under a ``.broken-`` name; returns that name.

    ``copy``: keep a copy and leave the file in place (its readable part is still in
    use), reusing an identical earlier copy so repeated loads do not pile up copies.
    ``private``: only the owner may read the kept file. ``companions``: suffixes of
    files that belong with it (a database's ``-wal``), moved along with it.
    Raises OSError when it could not be kept; nothing is ever deleted.
    """
    if copy:
        data = path.read_bytes()
        for earlier in sorted(path.parent.glob(f"{path.name}{BROKEN_INFIX}*")):
            with contextlib.suppress(OSError):
                if earlier.read_bytes() == data:
                    return earlier
        target = aside_name(path)
        descriptor = os.open(
            target,
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
            0o600 if private else 0o666,
        )
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        return target
    target = aside_name(path)
    path.replace(target)
    if private:
        with contextlib.suppress(OSError):  # kept already; it came with its own mode
            restrict_to_owner(target)
    for suffix in companions:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.replace(target.with_name(target.name + suffix))
    return target
