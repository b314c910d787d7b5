"""Downloading a model from Hugging Face: resumable, verified, and never half-written.

``hf_hub_download`` resumes only inside one call, deletes its partial file on failure
and never checks the LFS sha256, so downloads use their own layer: ranged GETs of the
file's resolve URL into ``<name>.part`` (with a ``<name>.part.json`` sidecar holding the
expected size, sha256 and etag), resuming from the part's size after a dropped
connection or an app restart, retrying with exponential backoff, and renaming to the
final name only when the sha256 of the file on disk matches. The token travels as a
Bearer header and is never logged.

One writer per file across processes: two ``llamadesk models pull`` of one model, or a
pull beside the app, would otherwise append to the same part. Each target is held under
a file lock (in the cache folder, keyed by the target's path) from the first byte to
the rename; a second writer waits, then finds the finished file. The hash is taken
over the bytes on disk, not over the bytes one writer received, so nothing but the
file the Hub lists ever gets the final name.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import logging
import math
import os
import shutil
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, NamedTuple

import httpx
from filelock import FileLock
from filelock import Timeout as LockTimeout

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.endpoint import auth_headers, hub_endpoint, resolve_url
from desktop.core.hub.errors import retry_after_seconds, status_error
from desktop.core.hub.variants import RepoDetails, RepoFile, Variant, repo_details
from desktop.core.hub.verdicts import recommend
from desktop.core.safe_files import fsync_file as _fsync_file
from desktop.core.safe_files import fsync_folder
from desktop.core.units import format_bytes

log = logging.getLogger(__name__)

CHUNK_SIZE = 1024 * 1024
MAX_ATTEMPTS = 5  # attempts in a row that make no progress before giving up
BACKOFF_START = 1.0
BACKOFF_MAX = 30.0
# No byte for this long is a stalled connection: retried (with a Range request), and
# shown as such. With MAX_ATTEMPTS and the backoff, a connection that stays stalled is
# reported within about a minute (see ``worst_case_stall_seconds``).
READ_TIMEOUT_S = 10.0
CONNECT_TIMEOUT_S = 10.0
DEFAULT_TIMEOUT = httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
# A server's Retry-After is honoured up to this long; longer is its problem, not a wait.
RETRY_AFTER_MAX_S = 60.0
RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})
# Connections refused (or names not resolved, or connects timed out) in a row before a
# download is called offline: one such failure can be a server restarting.
OFFLINE_AFTER = 2
OFFLINE_MESSAGE = (
    "Can't reach Hugging Face. What was downloaded is kept; the download goes on from "
    "there once it can be reached again."
)
# Space kept free on the disk after a download, so the system is not starved. Every
# message about space says so, so the figures it gives add up for the user.
DISK_MARGIN_BYTES = 100 * 1024**2
# How often a writer waiting for another one's lock on the same file looks again.
LOCK_POLL_S = 0.2


class DiskUsage(NamedTuple):
    total: int
    used: int
    free: int


DiskUsageFn = Callable[[str], Any]  # shutil.disk_usage's shape: .free is read


class DownloadError(LlamaDeskError):
    """A download failed; what was already downloaded is kept where possible."""


class DownloadCancelledError(DownloadError):
    """The user cancelled (the partial file is removed) or paused (it is kept)."""


class DownloadOfflineError(DownloadError):
    """Hugging Face (or its file host) cannot be reached at all: the download waits for
    the connection rather than failing; what was downloaded is kept."""


class DownloadRetriesExhaustedError(DownloadError):
    """The host answered, but every try in a row failed (stalls, drops, 5xx, 429)."""


class VariantNotFoundError(DownloadError):
    """The repo has no version by the name asked for."""


class VariantNeededError(DownloadError):
    """No version was named, and none can be chosen for this computer: name one."""


class ChecksumMismatchError(DownloadError):
    """The downloaded bytes are not the file the Hub lists."""


class NotEnoughSpaceError(DownloadError):
    """The disk cannot hold the download.

    ``missing_bytes`` is how much more space it needs (0 when unknown, as for a disk
    that filled up mid-download); ``fits_quant`` names the largest variant of the same
    repo that fits, if one does and the repo's variants were known.
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        missing_bytes: int = 0,
        fits_quant: str | None = None,
    ) -> None:
        super().__init__(message, details)
        self.missing_bytes = missing_bytes
        self.fits_quant = fits_quant


@dataclass(frozen=True)
class Progress:
    filename: str
    bytes_done: int  # of all files of this download
    total: int
    rate: float  # bytes per second, recent
    eta_seconds: float | None
    # What the download is doing when it is not receiving bytes (retrying after a
    # stall, waiting for another download of the same file, checking the file), in
    # plain words; None while data flows.
    note: str | None = None


ProgressFn = Callable[[Progress], None]


@dataclass
class Controls:
    """Set ``cancel`` to stop and delete the partial file; ``pause`` to stop and keep it."""

    cancel: threading.Event
    pause: threading.Event

    @classmethod
    def new(cls) -> Controls:
        return cls(threading.Event(), threading.Event())

    def stopped(self) -> bool:
        return self.cancel.is_set() or self.pause.is_set()

    def wait(self, delay: float) -> bool:
        """Sleep up to ``delay`` seconds; True as soon as cancel or pause is set."""
        deadline = time.monotonic() + delay
        while not self.stopped():
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            # Two events, no shared one to wait on: poll, so a pause (or the app
            # closing) never waits out a long backoff.
            self.cancel.wait(min(left, 0.05))
        return True


@dataclass(frozen=True)
class PullResult:
    repo_id: str
    quant: str
    paths: tuple[Path, ...]  # model shards in order
    projector_path: Path | None
    folder: Path


@dataclass(frozen=True)
class FileTarget:
    """One file to fetch: its address, where it goes, and what the Hub says it is."""

    url: str
    final: Path
    file: RepoFile


Locate = Callable[[RepoFile], Path]  # where a repo file's finished copy lives


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


def worst_case_stall_seconds(
    max_attempts: int = MAX_ATTEMPTS, backoff_start: float = BACKOFF_START
) -> float:
    """How long a connection that never sends another byte takes to be reported: every
    attempt waits out the read timeout, with the backoff between them."""
    backoff = sum(min(backoff_start * 2.0**n, BACKOFF_MAX) for n in range(max_attempts - 1))
    return max_attempts * READ_TIMEOUT_S + backoff


def sidecar_path(final: Path) -> Path:
    return final.with_name(final.name + ".part.json")


def _human(count: float) -> str:
    return format_bytes(count, decimals=1)  # sizes in one message compare at a glance


def bytes_present(files: Sequence[RepoFile], folder: Path, *, locate: Locate | None = None) -> int:
    """Bytes of ``files`` already in ``folder`` (or where ``locate`` puts them): finished
    files and kept partial ones."""
    present = 0
    for file in files:
        final = locate(file) if locate is not None else safe_destination(folder, file.path)
        if final.is_file():
            present += final.stat().st_size
        elif part_path(final).is_file():
            present += min(part_path(final).stat().st_size, file.size or 0)
    return present


def check_disk(
    files: Sequence[RepoFile],
    folder: Path,
    details: RepoDetails | None = None,
    *,
    disk_usage: DiskUsageFn = shutil.disk_usage,
    locate: Locate | None = None,
) -> None:
    """Raise NotEnoughSpaceError when the files do not fit, naming the largest variant
    of ``details`` that does (also in its ``fits_quant``, with ``missing_bytes``).
    ``locate`` says where each file goes when that is not ``folder / file.path`` (the
    Hugging Face cache keeps data in blobs)."""
    needed = sum(f.size or 0 for f in files) - bytes_present(files, folder, locate=locate)
    if needed <= 0:
        return  # everything is here already: nothing to write, whatever the disk holds
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    free_on_disk = int(disk_usage(str(probe)).free)
    free = free_on_disk - DISK_MARGIN_BYTES
    if needed <= free:
        return
    missing = needed - max(free, 0)
    message = (
        f"Not enough disk space: this download needs {_human(needed)} and "
        f"{_human(free_on_disk)} is free ({_human(DISK_MARGIN_BYTES)} of it stays free "
        f"for your system). Free up {_human(missing)} more."
    )
    fits_quant: str | None = None
    if details is not None:
        projector = details.projector
        extra = projector.size or 0 if projector else 0
        fitting = [
            v
            for v in details.variants
            if v.size + extra - bytes_present(v.files, folder, locate=locate) <= free
        ]
        if fitting:
            best = max(fitting, key=lambda v: v.size)
            fits_quant = best.quant
            message += f" The largest version that fits is {best.quant} ({_human(best.size)})."
        else:
            message += " No version of this model fits; free up some space."
    raise NotEnoughSpaceError(
        message,
        f"folder: {folder}, free: {free} bytes",
        missing_bytes=missing,
        fits_quant=fits_quant,
    )


def saving_error(
    error: OSError,
    files: Sequence[RepoFile],
    folder: Path,
    *,
    locate: Locate | None = None,
) -> DownloadError:
    """A plain error for a file that could not be written: for a disk that filled up
    mid-download (the check before it saw enough room, then something else took it),
    how much more the download needs and where; what was downloaded is kept."""
    if error.errno == errno.ENOSPC:
        total = sum(f.size or 0 for f in files)
        needed = max(total - bytes_present(files, folder, locate=locate), 0)
        return NotEnoughSpaceError(
            f"The disk holding {folder} is full: this download still needs {_human(needed)}, "
            f"and {_human(DISK_MARGIN_BYTES)} more stays free for your system. Free up "
            f"{_human(needed + DISK_MARGIN_BYTES)} there, then try again "
            "(what was downloaded is kept).",
            str(error),
            missing_bytes=needed,
        )
    return DownloadError(
        f"The model could not be saved in {folder}: {error.strerror or error}. "
        "Check that the folder exists and you may write to it.",
        str(error),
    )


class Meter:
    """Progress over all files of one download, with a smoothed rate."""

    def __init__(self, total: int, done: int, callback: ProgressFn | None) -> None:
        self.total = total
        self.done = done
        self.callback = callback
        self._window: list[tuple[float, int]] = [(time.monotonic(), done)]
        self._last_report = 0.0

    def note(self, filename: str, text: str) -> None:
        """Report that no bytes flow, and why (always reported, never rate-limited)."""
        if self.callback is not None:
            self.callback(Progress(filename, self.done, self.total, 0.0, None, text))

    def add(self, filename: str, count: int, *, force: bool = False) -> None:
        self.done += count
        now = time.monotonic()
        if self.callback is None or (not force and now - self._last_report < 0.1):
            return
        self._last_report = now
        self._window.append((now, self.done))
        self._window = [(t, d) for t, d in self._window if now - t <= 5.0] or [(now, self.done)]
        first_time, first_done = self._window[0]
        elapsed = now - first_time
        rate = (self.done - first_done) / elapsed if elapsed > 0 else 0.0
        left = max(self.total - self.done, 0)
        eta = left / rate if rate > 0 else None
        self.callback(Progress(filename, self.done, self.total, rate, eta))


def download_file(
    url: str,
    final: Path,
    *,
    size: int | None,
    sha256: str | None,
    token: str | None = None,
    controls: Controls | None = None,
    meter: Meter | None = None,
    client: httpx.Client | None = None,
    max_attempts: int = MAX_ATTEMPTS,
    backoff_start: float = BACKOFF_START,
    finalise: bool = True,
) -> Path:
    """Download ``url`` to ``final`` via ``final.part``, resuming a kept part.

    Returns ``final``. Raises DownloadCancelledError (pause keeps the part), a gated-repo
    error for 401/403, ChecksumMismatchError (the part is deleted), DownloadOfflineError
    when the host cannot be connected to at all (the part is kept), or DownloadError
    after ``max_attempts`` tries in a row without progress. With ``finalise`` False the
    verified bytes stay in the part, marked verified, for ``finalise_files`` to rename
    together with the rest of the model (the caller then holds ``hold_target``).
    """
    controls = controls or Controls.new()
    meter = meter or Meter(size or 0, 0, None)
    with hold_target(final, controls, meter) if finalise else contextlib.nullcontext():
        return _download_held(
            url, final, size=size, sha256=sha256, token=token, controls=controls,
            meter=meter, client=client, max_attempts=max_attempts,
            backoff_start=backoff_start, finalise=finalise,
        )  # fmt: skip


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
                    "The download was stopped while another download of the same file "
                    "was running."
                ) from None
            if not said and meter is not None:
                meter.note(final.name, "Waiting for another download of the same file")
                said = True
    try:
        yield
    finally:
        lock.release()


def _download_held(
    url: str,
    final: Path,
    *,
    size: int | None,
    sha256: str | None,
    token: str | None,
    controls: Controls,
    meter: Meter,
    client: httpx.Client | None,
    max_attempts: int,
    backoff_start: float,
    finalise: bool,
) -> Path:
    """``download_file`` for a caller that holds ``hold_target(final)``."""
    if final.is_file() and (size is None or final.stat().st_size == size):
        meter.add(final.name, final.stat().st_size, force=True)
        return final  # only verified files ever get the final name
    made = _first_missing(final.parent)
    final.parent.mkdir(parents=True, exist_ok=True)
    part, sidecar = part_path(final), sidecar_path(final)
    if _verified_part(part, sidecar, size=size, sha256=sha256):
        meter.add(final.name, part.stat().st_size, force=True)
        if finalise:
            finalise_files([final])
        return final
    have = _kept_length(part, sidecar, size=size, sha256=sha256)
    meter.add(final.name, have, force=True)
    _write_sidecar(sidecar, url=url, size=size, sha256=sha256, etag=None)
    try:
        _fetch_until_complete(
            url, final, size=size, token=token, controls=controls, meter=meter,
            client=client, have=have, max_attempts=max_attempts,
            backoff_start=backoff_start,
        )  # fmt: skip
    except BaseException:
        if not part.exists():
            # Nothing was downloaded (refused with 401/403, offline from the start,
            # stopped at once): a sidecar describing no data, and the folders made for
            # it, would only be litter.
            sidecar.unlink(missing_ok=True)
            _remove_empty_folders(final.parent, made)
        raise

    if sha256 is not None:
        meter.note(final.name, "Checking the downloaded file")
        digest = _sha256_of(part, controls)
        if digest is None:
            raise _stopped(controls, part, sidecar)
        if digest != sha256.lower():
            part.unlink(missing_ok=True)
            sidecar.unlink(missing_ok=True)
            raise ChecksumMismatchError(
                f"{final.name} arrived damaged (its checksum does not match Hugging "
                "Face's), so it was not added. Download it again.",
                f"expected sha256 {sha256}, got {digest}",
            )
    if finalise:
        finalise_files([final])
    else:
        _write_sidecar(sidecar, url=url, size=size, sha256=sha256, etag=None,
                       verified=part.stat())  # fmt: skip
    return final


def _sha256_of(path: Path, controls: Controls) -> str | None:
    """The sha256 of the file as it is on disk; None when stopped part-way (hashing a
    big model takes seconds, and a pause or closing must not wait for it)."""
    hasher = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(CHUNK_SIZE):
            hasher.update(chunk)
            if controls.stopped():
                return None
    return hasher.hexdigest()


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
            _fsync_file(part)
            part.replace(final)
            folders.add(final.parent)
        sidecar_path(final).unlink(missing_ok=True)
    for folder in folders:
        fsync_folder(folder)


def _fetch_until_complete(
    url: str,
    final: Path,
    *,
    size: int | None,
    token: str | None,
    controls: Controls,
    meter: Meter,
    client: httpx.Client | None,
    have: int,
    max_attempts: int,
    backoff_start: float,
) -> int:
    """GETs from ``have`` on, retried with backoff, until the part holds the whole
    file; returns its length."""
    part, sidecar = part_path(final), sidecar_path(final)
    own_client = client is None
    http = client or httpx.Client(follow_redirects=True, timeout=DEFAULT_TIMEOUT)
    try:
        failures = 0
        unreachable = 0
        delay = backoff_start
        while True:
            if controls.stopped():
                raise _stopped(controls, part, sidecar)
            before = have
            try:
                have, complete = _fetch(http, url, part, have, token, controls, meter)
                if complete and size is not None and have < size:
                    # The server ended the body early without dropping the connection
                    # (a proxy's limit, a restart): the rest comes with a Range request.
                    raise _RetryableError(f"the response ended after {have} of {size} bytes")
            except _RetryableError as error:
                have = part.stat().st_size if part.exists() else 0
                if have > before:
                    failures, delay = 0, backoff_start
                failures += 1
                unreachable = unreachable + 1 if error.unreachable else 0
                if unreachable >= OFFLINE_AFTER:
                    # Retrying for half a minute would only fail: the caller waits for
                    # the connection instead, and the kept part makes that cheap.
                    raise DownloadOfflineError(OFFLINE_MESSAGE, str(error)) from error
                if failures >= max_attempts:
                    raise DownloadRetriesExhaustedError(
                        f"The download of {final.name} keeps failing ({error.plain}); "
                        "try again later (what was downloaded is kept).",
                        str(error),
                    ) from error
                wait = delay if error.retry_after is None else max(delay, error.retry_after)
                log.info("download of %s interrupted (%s); retrying in %.1f s", final.name,
                         error, wait)  # fmt: skip
                said = error.plain[:1].upper() + error.plain[1:]
                meter.note(
                    final.name,
                    f"{said}; trying again in {math.ceil(wait)} s "
                    f"(attempt {failures + 1} of {max_attempts})",
                )
                if controls.wait(wait):
                    raise _stopped(controls, part, sidecar) from None
                delay = min(delay * 2, BACKOFF_MAX)
                continue
            if complete:
                return have
            if controls.stopped():
                raise _stopped(controls, part, sidecar)
    finally:
        if own_client:
            http.close()


def _first_missing(folder: Path) -> Path | None:
    """The outermost of ``folder`` and its parents that does not exist yet, if any."""
    missing: Path | None = None
    probe = folder
    while not probe.exists() and probe != probe.parent:
        missing, probe = probe, probe.parent
    return missing


def _remove_empty_folders(folder: Path, up_to: Path | None) -> None:
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


def _verified_part(part: Path, sidecar: Path, *, size: int | None, sha256: str | None) -> bool:
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


class _RetryableError(Exception):
    """A failure worth another try: a dropped or stalled connection, 5xx, 408, 429, an
    expired file-host link.

    ``unreachable``: no connection could be made at all (refused, unknown name,
    connect timeout), unlike a connection that broke or an HTTP error. ``plain``: what
    happened, in words for the progress line. ``retry_after``: the server's own wait.
    """

    def __init__(
        self,
        message: str,
        *,
        plain: str = "the connection was interrupted",
        unreachable: bool = False,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.plain = plain
        self.unreachable = unreachable
        self.retry_after = retry_after


def _stopped(controls: Controls, part: Path, sidecar: Path) -> DownloadCancelledError:
    if controls.cancel.is_set():
        part.unlink(missing_ok=True)
        sidecar.unlink(missing_ok=True)
        return DownloadCancelledError("The download was cancelled.")
    return DownloadCancelledError("The download was paused; start it again to continue.")


def _kept_length(part: Path, sidecar: Path, *, size: int | None, sha256: str | None) -> int:
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


def _write_sidecar(
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


def _fetch(
    http: httpx.Client,
    url: str,
    part: Path,
    have: int,
    token: str | None,
    controls: Controls,
    meter: Meter,
) -> tuple[int, bool]:
    """One GET from ``have`` on; returns (bytes now in the part, body fully read)."""
    headers = auth_headers(token)
    if have:
        headers["Range"] = f"bytes={have}-"
    try:
        with http.stream("GET", url, headers=headers) as response:
            status = response.status_code
            if status == 403 and _from_file_host(response, url):
                # The Hub's signed link to its file host has expired (it lasts about an
                # hour; a long pause outlives it). Asking the Hub again gives a new one.
                raise _RetryableError("HTTP 403 from the file host",
                                      plain="the download link expired")  # fmt: skip
            if status in (401, 403):
                raise _refusal(response, url, with_token=bool(token))
            if status in RETRY_STATUS:
                raise _RetryableError(
                    f"HTTP {status}",
                    plain=_busy_words(status),
                    retry_after=_retry_after(response),
                )
            if status == 416 and have:
                return have, True  # the part already holds the whole file
            if status not in (200, 206):
                raise DownloadError(
                    f"Hugging Face refused the download (HTTP {status}).",
                    url.split("?")[0],
                )
            mode = "ab"
            if status == 200 and have:
                # The server ignored the range: start over.
                meter.add(part.name, -have)
                have, mode = 0, "wb"
            with part.open(mode) as handle:
                for chunk in response.iter_bytes():
                    handle.write(chunk)
                    have += len(chunk)
                    meter.add(part.name[: -len(".part")], len(chunk))
                    if controls.stopped():
                        return have, False
            return have, True
    except httpx.TransportError as error:
        # A DNS failure is a ConnectError too.
        unreachable = isinstance(error, httpx.ConnectError | httpx.ConnectTimeout)
        stalled = isinstance(error, httpx.ReadTimeout)
        raise _RetryableError(
            f"{type(error).__name__}: {error}",
            plain="no data arrived for a while" if stalled else "the connection was interrupted",
            unreachable=unreachable,
        ) from error


def _from_file_host(response: httpx.Response, url: str) -> bool:
    """Whether the answer came from the host the Hub redirected to, not from the Hub:
    only the Hub itself says anything about tokens and terms."""
    return bool(response.history) and response.url.netloc != httpx.URL(url).netloc


def _busy_words(status: int) -> str:
    if status == 429:
        return "Hugging Face asked to slow down"
    if status == 408:
        return "the request timed out"
    return f"Hugging Face had a problem on its side (HTTP {status})"


def _retry_after(response: httpx.Response) -> float | None:
    seconds = retry_after_seconds(response.headers)
    return None if seconds is None else min(seconds, RETRY_AFTER_MAX_S)


def _refusal(response: httpx.Response, url: str, *, with_token: bool) -> LlamaDeskError:
    """The Hub's 401/403 in words: a missing repo, a token needed, terms to accept."""
    repo_id = "/".join(url.split("/resolve/")[0].rsplit("/", 2)[-2:])
    return status_error(response.status_code, response.headers, repo_id,
                        with_token=with_token, details=url.split("?")[0])  # fmt: skip


def files_for(details: RepoDetails, variant: Variant, *, projector: bool = True) -> list[RepoFile]:
    """Every shard of ``variant`` plus, for a vision model, its preferred projector."""
    chosen = list(variant.files)
    if projector and details.projector is not None:
        chosen.append(details.projector)
    return chosen


def choose_variant(
    details: RepoDetails,
    quant: str | None,
    hardware: HardwareInfo | None,
    *,
    token: str | None = None,
    requested_context: int | None = None,
    cache_type: str = "f16",
) -> Variant:
    """The variant named by ``quant``, else the one ``recommend`` suggests for
    ``hardware`` (the only one, without hardware). Raises DownloadError when none is
    named and none can be suggested, rather than guessing."""
    if not details.variants:
        raise DownloadError(f"{details.repo_id} has no GGUF model files.")
    if quant:
        found = details.variant(quant)
        if found is None:
            names = ", ".join(v.quant for v in details.variants)
            raise VariantNotFoundError(
                f"{details.repo_id} has no {quant.upper()} version (it has {names})."
            )
        return found
    if len(details.variants) == 1:
        return details.variants[0]
    smallest = min(details.variants, key=lambda v: v.size)
    if hardware is None:
        raise VariantNeededError(
            f"{details.repo_id} has several versions; name one, e.g. "
            f"{details.repo_id}:{smallest.quant}."
        )
    best = recommend(
        details, hardware, token=token, requested_context=requested_context,
        cache_type=cache_type,
    ).variant  # fmt: skip
    if best is None:
        raise VariantNeededError(
            f"No version of {details.repo_id} fits in this computer's memory, so none is "
            f"recommended. To download one anyway, name it, e.g. "
            f"{details.repo_id}:{smallest.quant} (the smallest, {_human(smallest.size)})."
        )
    return best


def download_files(
    details: RepoDetails,
    files: Sequence[RepoFile],
    folder: Path,
    *,
    token: str | None = None,
    progress: ProgressFn | None = None,
    controls: Controls | None = None,
    disk_usage: DiskUsageFn = shutil.disk_usage,
    max_attempts: int = MAX_ATTEMPTS,
    backoff_start: float = BACKOFF_START,
) -> list[Path]:
    """Check the disk, then download ``files`` of ``details`` into ``folder`` in order."""
    check_disk(files, folder, details, disk_usage=disk_usage)
    targets = [
        FileTarget(
            resolve_url(details.repo_id, details.revision, f.path),
            safe_destination(folder, f.path),
            f,
        )
        for f in files
    ]
    return fetch_files(
        targets, token=token, progress=progress, controls=controls,
        max_attempts=max_attempts, backoff_start=backoff_start,
    )  # fmt: skip


def fetch_files(
    targets: Sequence[FileTarget],
    *,
    token: str | None = None,
    progress: ProgressFn | None = None,
    controls: Controls | None = None,
    timeout: httpx.Timeout | None = None,
    max_attempts: int = MAX_ATTEMPTS,
    backoff_start: float = BACKOFF_START,
) -> list[Path]:
    """Download every target in order over one connection pool, with one progress
    over all of them; a target whose final file is already there counts as done.
    Files get their final names together, once every one is verified."""
    total = sum(t.file.size or 0 for t in targets)
    meter = Meter(total, 0, progress)
    controls = controls or Controls.new()
    done: list[Path] = []
    timeout = timeout or DEFAULT_TIMEOUT
    # Every file stays held until all are renamed: another process must not finish
    # (or restart) a shard this one has verified but not yet given its final name.
    with contextlib.ExitStack() as held, httpx.Client(
        follow_redirects=True, timeout=timeout
    ) as http:
        for target in targets:
            final, file = target.final, target.file
            held.enter_context(hold_target(final, controls, meter))
            fetched = _download_held(
                target.url, final, size=file.size, sha256=file.sha256, token=token,
                controls=controls, meter=meter, client=http, max_attempts=max_attempts,
                backoff_start=backoff_start, finalise=False,
            )  # fmt: skip
            done.append(fetched)
        finalise_files(done)
    meter.add(targets[-1].final.name if targets else "", 0, force=True)
    return done


def pull(
    repo_id: str,
    quant: str | None = None,
    *,
    dest: Path | None = None,
    token: str | None = None,
    hardware: HardwareInfo | None = None,
    progress: ProgressFn | None = None,
    controls: Controls | None = None,
    disk_usage: DiskUsageFn = shutil.disk_usage,
    max_attempts: int = MAX_ATTEMPTS,
    backoff_start: float = BACKOFF_START,
    details: RepoDetails | None = None,
) -> PullResult:
    """Download one variant of a repo (every shard, and the projector of a vision model);
    ``quant`` None: the one ``choose_variant`` picks for ``hardware``. ``details``: the
    repo's listing when already at hand."""
    details = details or repo_details(repo_id, token=token)
    variant = choose_variant(details, quant, hardware, token=token)
    folder = dest or repo_folder(details.repo_id)
    files = files_for(details, variant)
    try:
        done = download_files(
            details, files, folder, token=token, progress=progress, controls=controls,
            disk_usage=disk_usage, max_attempts=max_attempts, backoff_start=backoff_start,
        )  # fmt: skip
    except OSError as error:
        raise saving_error(error, files, folder) from error
    shards = tuple(done[: len(variant.files)])
    projector = done[len(variant.files)] if len(done) > len(variant.files) else None
    return PullResult(details.repo_id, variant.quant, shards, projector, folder)
