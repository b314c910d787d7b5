"""The files a download keeps on disk: ``<name>.part`` with its ``<name>.part.json``
sidecar (the expected size, sha256 and etag, and whether the part is verified), the
lock that makes one process the only writer of a file, and the renames that give
verified parts their final names together."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath
from typing import Any

from filelock import FileLock
from filelock import Timeout as LockTimeout

from desktop.core import paths
from desktop.core.hub.download_progress import Controls, Meter, NoteKind
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.errors import DownloadCancelledError, DownloadError
from desktop.core.safe_files import fsync_file, fsync_folder

# How often a writer waiting for another one's lock on the same file looks again.
LOCK_POLL_S = 0.2


def repo_folder(repo_id: str, base: Path | None = None) -> Path:
    """Where the app keeps a repo's files: <base or models>/<owner>__<name>/."""
    return (base if base is not None else paths.models_dir()) / repo_id.replace("/", "__")


def part_path(final: Path) -> Path:
    return final.with_name(final.name + ".part")


def lock_path(final: Path) -> Path:
    """The lock that one writer of ``final`` holds, shared by every process of this user
    (app and CLI alike). Kept in the cache folder, not beside the model, so a model
    folder holds nothing but models and a cancelled download leaves no litter."""
    key = os.path.normcase(str(final.absolute()))
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return paths.cache_dir() / "download-locks" / f"{digest}.lock"


def safe_destination(folder: Path, relative: str) -> Path:
    """``folder / relative`` for a file name from a repo listing, refusing names that
    would land outside ``folder`` (``../``, absolute paths, drive letters, backslashes):
    a mirror set as HF_ENDPOINT decides those names, and must not choose where we write."""
    pure = PurePosixPath(relative)
    unsafe = (
        not relative
        or "\\" in relative
        or "\x00" in relative
        or pure.is_absolute()
        or any(part in ("", ".", "..") or ":" in part for part in relative.split("/"))
    )
    if unsafe:
        raise DownloadError(
            f"The model's file list names a file that would be saved outside its folder "
            f"({relative!r}), so nothing was downloaded. The server at "
            f"{hub_endpoint()} may not be trustworthy.",
            f"folder: {folder}",
        )
    return folder.joinpath(*pure.parts)


def sidecar_path(final: Path) -> Path:
    return final.with_name(final.name + ".part.json")


@contextlib.contextmanager
def hold_target(final: Path, controls: Controls, meter: Meter | None = None) -> Iterator[None]:
    """Be the one writer of ``final`` (across processes) while the block runs; while
    another process writes it, wait (saying so), stoppable by pause or cancel."""
    where = lock_path(final)
    where.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(str(where))
    said = False
    while True:
        try:
            lock.acquire(timeout=LOCK_POLL_S)
            break
        except LockTimeout:
            if controls.stopped():
                # The part belongs to the other writer: a cancel here must not delete it.
                raise DownloadCancelledError(
                    "The download was stopped while another download of the same file was running."
                ) from None
            if not said and meter is not None:
                meter.note(
                    final.name,
                    "Waiting for another download of the same file",
                    NoteKind.WAITING_FOR_OTHER,
                )
                said = True
    try:
        yield
    finally:
        lock.release()


def finalise_files(finals: Sequence[Path]) -> None:
    """Give every verified part its final name, after all of them are verified: a
    library scan never sees a split model with some shards, or a vision model without
    its projector (only the moments between these renames remain).

    Each part's data reaches the disk before its rename, and the folder's entry after
    it: otherwise a crash soon after could leave a truncated file under the final name
    (the rename can be written before the data it names)."""
    folders: set[Path] = set()
    for final in finals:
        part = part_path(final)
        if part.is_file():
            fsync_file(part)
            part.replace(final)
            folders.add(final.parent)
        sidecar_path(final).unlink(missing_ok=True)
    for folder in folders:
        fsync_folder(folder)


def first_missing_folder(folder: Path) -> Path | None:
    """The outermost of ``folder`` and its parents that does not exist yet, if any."""
    missing: Path | None = None
    probe = folder
    while not probe.exists() and probe != probe.parent:
        missing, probe = probe, probe.parent
    return missing


def remove_empty_folders(folder: Path, up_to: Path | None) -> None:
    """Remove ``folder`` and its parents up to ``up_to`` (the ones a download made) while
    each is empty; ``up_to`` None: the download made none."""
    if up_to is None or not folder.is_relative_to(up_to):
        return
    probe = folder
    while True:
        try:
            probe.rmdir()
        except OSError:
            return  # not empty (or already gone): it holds other files
        if probe == up_to:
            return
        probe = probe.parent


def verified_part(part: Path, sidecar: Path, *, size: int | None, sha256: str | None) -> bool:
    """Whether ``part`` holds a file already verified (and untouched since): a pause or
    restart between verifying a shard and finishing the model need not hash it again."""
    try:
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
        stat = part.stat()
    except (OSError, ValueError):
        return False
    verified = meta.get("verified") if isinstance(meta, dict) else None
    return (
        isinstance(verified, dict)
        and meta.get("sha256") == sha256
        and meta.get("size") == size
        and verified.get("size") == stat.st_size
        and verified.get("mtime_ns") == stat.st_mtime_ns
        and (size is None or stat.st_size == size)
    )


def stopped_error(controls: Controls, part: Path, sidecar: Path) -> DownloadCancelledError:
    """The error for a download stopped by ``controls``: a cancel deletes the part and
    its sidecar, a pause keeps them for the next start."""
    if controls.cancel.is_set():
        part.unlink(missing_ok=True)
        sidecar.unlink(missing_ok=True)
        return DownloadCancelledError("The download was cancelled.")
    return DownloadCancelledError("The download was paused; start it again to continue.")


def kept_length(part: Path, sidecar: Path, *, size: int | None, sha256: str | None) -> int:
    """How much of the file a kept part holds; a part known to be of another file (or
    longer than this one) is dropped. A sidecar that can't be read keeps the part: the
    hash of the finished file decides, and throwing gigabytes away on a damaged note
    would cost more than a rare re-download."""
    if not part.is_file():
        return 0
    try:
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        meta = None
    have = part.stat().st_size
    other_file = isinstance(meta, dict) and (
        meta.get("sha256") != sha256 or meta.get("size") != size
    )
    if other_file or (size is not None and have > size):
        part.unlink()
        return 0
    return have


def write_sidecar(
    sidecar: Path,
    *,
    url: str,
    size: int | None,
    sha256: str | None,
    etag: str | None,
    verified: os.stat_result | None = None,
) -> None:
    document: dict[str, Any] = {
        "url": url.split("?")[0], "size": size, "sha256": sha256, "etag": etag,
    }  # fmt: skip
    if verified is not None:
        document["verified"] = {"size": verified.st_size, "mtime_ns": verified.st_mtime_ns}
    sidecar.write_text(json.dumps(document), encoding="utf-8")
