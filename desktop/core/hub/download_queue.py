"""The download queue: jobs that survive an app restart, and running one of them.

A job is one variant of one repo (every shard, then the projector of a vision model)
bound for either the app's models folder or the Hugging Face cache. The queue is kept
as JSON in the data folder; a job that was downloading when the app stopped comes back
queued, and running it again reuses the kept ``.part`` files (see downloads.py).

In the Hugging Face cache the files are laid out as ``huggingface_hub`` itself writes
and reads them: ``models--owner--name/blobs/<sha256>`` holds the data (downloaded via
``<sha256>.part`` with our resumable, verified download), ``snapshots/<revision>/<path>``
is a relative link to the blob (the blob itself, moved there, where links are not
allowed), and ``refs/main`` names the revision.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import shutil
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, Unpack

import httpx
from huggingface_hub import constants as hf_constants
from huggingface_hub.file_download import are_symlinks_supported

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.disk_space import DiskUsageFn, check_disk, saving_error
from desktop.core.hub.download_progress import Controls, ProgressFn
from desktop.core.hub.downloads import choose_variant, files_for
from desktop.core.hub.endpoint import resolve_url
from desktop.core.hub.errors import (
    DownloadCancelledError,
    NotEnoughSpaceError,
    error_from_record,
    error_record,
)
from desktop.core.hub.file_fetch import FileTarget, RetryOptions, fetch_files
from desktop.core.hub.part_files import part_path, repo_folder, safe_destination, sidecar_path
from desktop.core.hub.variants import RepoDetails, RepoFile, Variant, repo_details
from desktop.core.safe_files import keep_aside, write_atomically
from desktop.core.settings import Settings

log = logging.getLogger(__name__)

QUEUE_FILE_NAME = "downloads.json"
FORMAT_VERSION = 1
# Short enough that pausing (or closing the app) on a stalled connection is quick,
# long enough for a slow link; a timeout is only a retry, resumed with a Range request.
JOB_TIMEOUT = httpx.Timeout(5.0)

Target = Literal["models", "hf_cache"]


class JobState(StrEnum):
    QUEUED = "queued"
    DOWNLOADING = "downloading"
    # Hugging Face can't be reached: kept, and resumed when it answers again.
    WAITING = "waiting"
    PAUSED = "paused"
    FAILED = "failed"
    DONE = "done"
    CANCELLED = "cancelled"


class DownloadQueueError(LlamaDeskError):
    """The download list could not be saved."""


@dataclass
class DownloadJob:
    """One variant of one repo to download; what the queue file keeps."""

    job_id: str
    repo_id: str
    revision: str  # the commit the listing came from
    quant: str
    files: tuple[RepoFile, ...]  # the variant's shards in order, then the projector if any
    shard_count: int  # how many of ``files`` are model shards
    target: Target
    # For "models": the folder the files go to; for "hf_cache": the cache's root folder.
    folder: str
    state: JobState = JobState.QUEUED
    bytes_done: int = 0
    total: int = 0
    message: str | None = None  # why it failed, in a plain sentence (English)
    # The error it failed with, for the window to word in its language from its class
    # and figures. Saved as its kind and figures (``errors.error_record``); a job saved
    # by an older version, or with a kind not saved, reads back with ``message`` only.
    error: LlamaDeskError | None = field(default=None, compare=False, repr=False)
    # A smaller variant of the repo that fits the disk, when this job failed for space.
    alternative_quant: str | None = None
    paths: list[str] = field(default_factory=list)  # finished files, model shards first
    created: float = field(default_factory=time.time)

    @classmethod
    def from_variant(
        cls, details: RepoDetails, variant: Variant, *, to_hf_cache: bool, folder: Path
    ) -> DownloadJob:
        """A queued job for ``variant`` (and the F16 projector of a vision model).

        ``folder`` is where the files go for the models folder; the Hugging Face cache
        target uses ``HF_HUB_CACHE`` as it is now.
        """
        files = tuple(files_for(details, variant))
        return cls(
            job_id=uuid.uuid4().hex,
            repo_id=details.repo_id,
            revision=details.revision,
            quant=variant.quant,
            files=files,
            shard_count=len(variant.files),
            target="hf_cache" if to_hf_cache else "models",
            folder=str(Path(hf_constants.HF_HUB_CACHE) if to_hf_cache else folder),
            total=sum(f.size or 0 for f in files),
        )

    @classmethod
    def for_settings(
        cls, details: RepoDetails, variant: Variant, settings: Settings
    ) -> DownloadJob:
        """A queued job going where the settings say: the Hugging Face cache, or the
        models folder (the one chosen in Settings, else the app's) under the repo's name."""
        base = (
            Path(settings.models_download_dir).expanduser()
            if settings.models_download_dir
            else paths.models_dir()
        )
        return cls.from_variant(
            details,
            variant,
            to_hf_cache=settings.download_to_hf_cache,
            folder=repo_folder(details.repo_id, base),
        )

    @property
    def name(self) -> str:
        """How the job is shown: "owner/name Q4_K_M"."""
        return f"{self.repo_id} {self.quant}"

    @property
    def active(self) -> bool:
        """Queued, downloading, waiting or paused: not finished one way or another."""
        return self.state in (
            JobState.QUEUED, JobState.DOWNLOADING, JobState.WAITING, JobState.PAUSED,
        )  # fmt: skip


# -- the queue file ---------------------------------------------------------------------


@dataclass(frozen=True)
class QueueDamage:
    """What loading the saved list had to leave out: ``some`` of its downloads (else all
    of it); ``kept_as``: the name the old file was kept under (None: not kept)."""

    some: bool
    kept_as: str | None


class DownloadQueueStore:
    """Loads and saves the download jobs at one path (default: the data folder)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.data_dir() / QUEUE_FILE_NAME
        # A plain sentence for the user when the last load had to drop something, and
        # the same as figures for the window to word.
        self.problem: str | None = None
        self.damage: QueueDamage | None = None

    def load(self) -> list[DownloadJob]:
        """The saved jobs; a job that was downloading comes back queued. A damaged file
        gives no jobs (or only the readable ones) and is kept aside."""
        self.problem = None
        self.damage = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except (OSError, UnicodeDecodeError) as error:
            self._damaged(f"({error})", copy=False)
            return []
        try:
            raw = json.loads(text)
        except ValueError:
            raw = None
        entries = raw.get("jobs") if isinstance(raw, dict) else None
        if not isinstance(entries, list):
            self._damaged("", copy=False)
            return []
        jobs: list[DownloadJob] = []
        for entry in entries:
            try:
                job = _job_from_dict(entry)
            except (KeyError, TypeError, ValueError):
                continue
            if job.state in (JobState.DOWNLOADING, JobState.WAITING):
                # The app stopped mid-download (or offline): try again at the start.
                job.state = JobState.QUEUED
            jobs.append(job)
        if len(jobs) < len(entries):
            self._damaged("", copy=True, some=True)
        return jobs

    def save(self, jobs: Sequence[DownloadJob]) -> None:
        """Write the jobs atomically (a crash leaves the old list or the new one)."""
        document = {"version": FORMAT_VERSION, "jobs": [_job_to_dict(job) for job in jobs]}
        text = json.dumps(document, indent=1, ensure_ascii=False) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, text)
        except OSError as error:
            raise DownloadQueueError(
                f"The list of downloads could not be saved to {self.path}; "
                "downloads still run but will not be resumed after a restart.",
                str(error),
            ) from error

    def _damaged(self, reason: str, *, copy: bool, some: bool = False) -> None:
        try:
            kept: Path | None = keep_aside(self.path, copy=copy)
        except OSError:
            kept = None
        self.damage = QueueDamage(some=some, kept_as=kept.name if kept is not None else None)
        what = "Some downloads in the list" if some else "The list of downloads"
        self.problem = f"{what} could not be read and {'were' if some else 'was'} left out."
        if kept is not None:
            self.problem += f" The old file was kept as {kept.name}."
        elif reason:
            self.problem += f" {reason}"


def _job_to_dict(job: DownloadJob) -> dict[str, Any]:
    data = dataclasses.asdict(dataclasses.replace(job, error=None))
    del data["error"]
    data["state"] = str(job.state)
    record = error_record(job.error) if job.error is not None else None
    if record is not None:
        data["error"] = record
    return data


def _job_from_dict(data: Any) -> DownloadJob:
    if not isinstance(data, dict):
        raise TypeError("a job is an object")
    files = tuple(
        RepoFile(str(f["path"]), _optional_int(f.get("size")), _optional_str(f.get("sha256")))
        for f in data["files"]
    )
    target = data["target"]
    if target not in ("models", "hf_cache") or not files:
        raise ValueError("unknown target or no files")
    message = _optional_str(data.get("message"))
    return DownloadJob(
        job_id=str(data["job_id"]),
        repo_id=str(data["repo_id"]),
        revision=str(data["revision"]),
        quant=str(data["quant"]),
        files=files,
        shard_count=int(data["shard_count"]),
        target=target,
        folder=str(data["folder"]),
        state=JobState(data["state"]),
        bytes_done=int(data.get("bytes_done", 0)),
        total=int(data.get("total", 0)),
        message=message,
        error=error_from_record(data.get("error"), message or ""),
        alternative_quant=_optional_str(data.get("alternative_quant")),
        paths=[str(p) for p in data.get("paths", [])],
        created=float(data.get("created", 0.0)),
    )


def _optional_int(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not a whole number")
    return value


def _optional_str(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError("not text")
    return value


# -- where a job's files go -------------------------------------------------------------


def hf_repo_cache(cache: Path, repo_id: str) -> Path:
    """A model repo's folder in the Hugging Face cache: models--owner--name."""
    return cache / ("models--" + repo_id.replace("/", "--"))


def _blob_path(job: DownloadJob, file: RepoFile) -> Path:
    blobs = hf_repo_cache(Path(job.folder), job.repo_id) / "blobs"
    if file.sha256:
        return blobs / file.sha256.lower()  # an LFS file's etag is its sha256
    # A file kept in git is named by its git blob hash, known once it is here.
    key = hashlib.sha1(f"{job.revision}/{file.path}".encode()).hexdigest()
    return blobs / f"pending-{key}"


def _pointer_path(job: DownloadJob, file: RepoFile) -> Path:
    repo = hf_repo_cache(Path(job.folder), job.repo_id)
    return safe_destination(repo / "snapshots" / job.revision, file.path)


def final_path(job: DownloadJob, file: RepoFile) -> Path:
    """Where the finished copy of ``file`` is (or will be) while the job runs: the file
    in the folder, or for the cache its snapshot entry if there, else its blob."""
    if job.target == "models":
        return safe_destination(Path(job.folder), file.path)
    pointer = _pointer_path(job, file)
    return pointer if pointer.is_file() else _blob_path(job, file)


def downloaded_quants(details: RepoDetails, settings: Settings) -> frozenset[str]:
    """The versions of ``details`` already on this computer: every model file where a
    download would put it, in the models folder or in the Hugging Face cache (the
    setting may have changed since). Only verified files get that name, so being there
    at the right size is being downloaded. A few file checks: fine on any thread."""
    found = set()
    for variant in details.variants:
        for to_cache in (settings.download_to_hf_cache, not settings.download_to_hf_cache):
            wanted = dataclasses.replace(settings, download_to_hf_cache=to_cache)
            job = DownloadJob.for_settings(details, variant, wanted)
            if all(_is_complete(job, file) for file in variant.files):
                found.add(variant.quant)
                break
    return frozenset(found)


def _is_complete(job: DownloadJob, file: RepoFile) -> bool:
    try:
        path = final_path(job, file)
        return path.is_file() and (file.size is None or path.stat().st_size == file.size)
    except (OSError, LlamaDeskError):  # unreadable, or a name leading outside the folder
        return False


def discard_job_files(job: DownloadJob) -> None:
    """Delete what an unfinished job left: kept partial files, and finished files it
    wrote itself (modified since it was queued), so a cancelled split model leaves no
    half. Files that were there before the job are never touched."""
    for file in job.files:
        final = final_path(job, file)
        for leftover in (part_path(final), sidecar_path(final)):
            leftover.unlink(missing_ok=True)
        if job.target == "hf_cache" and final == _pointer_path(job, file):
            continue  # already in the cache: it belongs to the cache now
        try:
            if final.is_file() and final.stat().st_mtime >= job.created:
                final.unlink()
        except OSError as error:
            log.warning("could not delete %s: %s", final, error)


def fitting_alternative(
    job: DownloadJob, details: RepoDetails, *, disk_usage: DiskUsageFn = shutil.disk_usage
) -> str | None:
    """The largest variant of ``details`` (the job's repo) that fits the disk where
    ``job`` goes, when the job itself does not fit; None when it fits, or none does."""
    try:
        check_disk(job.files, Path(job.folder), details, disk_usage=disk_usage,
                   locate=lambda f: final_path(job, f))  # fmt: skip
    except NotEnoughSpaceError as error:
        return error.fits_quant
    return None


# -- running one job --------------------------------------------------------------------


def run_job(
    job: DownloadJob,
    *,
    token: str | None,
    progress: ProgressFn | None = None,
    controls: Controls | None = None,
    details: RepoDetails | None = None,
    disk_usage: DiskUsageFn = shutil.disk_usage,
    **retry: Unpack[RetryOptions],
) -> list[Path]:
    """Download every file of ``job``; returns the finished files, model shards first.

    Checks the disk first (naming the largest variant of ``details`` that fits, when
    given). Raises a DownloadError subclass (or a Hub error for a gated repo) with a
    plain message, DownloadOfflineError when Hugging Face can't be reached; a pause
    (or going offline) keeps the partial files, a cancel deletes them. When the
    disk is short, ``job.alternative_quant`` is set to the largest variant that fits.
    """
    controls = controls or Controls.new()
    folder = Path(job.folder)
    job.alternative_quant = None
    try:
        check_disk(job.files, folder, details, disk_usage=disk_usage,
                   locate=lambda f: final_path(job, f))  # fmt: skip
        targets = [
            FileTarget(resolve_url(job.repo_id, job.revision, f.path), final_path(job, f), f)
            for f in job.files
        ]
        blobs_before = {t.final for t in targets if t.final.is_file()}
        fetched = fetch_files(
            targets, token=token, progress=progress, controls=controls, timeout=JOB_TIMEOUT,
            **retry,
        )  # fmt: skip
        if job.target == "models":
            return fetched
        return _into_snapshot(job, fetched, blobs_before)
    except NotEnoughSpaceError as error:
        job.alternative_quant = error.fits_quant
        raise
    except DownloadCancelledError:
        if controls.cancel.is_set():
            discard_job_files(job)
        raise
    except OSError as error:
        raise saving_error(error, job.files, folder, locate=lambda f: final_path(job, f)) from error



@dataclass(frozen=True)
class PullResult:
    repo_id: str
    quant: str
    paths: tuple[Path, ...]  # model shards in order
    projector_path: Path | None
    folder: Path


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
    details: RepoDetails | None = None,
    **retry: Unpack[RetryOptions],
) -> PullResult:
    """Download one variant of a repo into a folder (every shard, and the projector of
    a vision model), as a job the way the app's queue runs one; ``quant`` None: the one
    ``choose_variant`` picks for ``hardware``. ``details``: the repo's listing when
    already at hand."""
    details = details or repo_details(repo_id, token=token)
    variant = choose_variant(details, quant, hardware, token=token)
    folder = dest or repo_folder(details.repo_id)
    job = DownloadJob.from_variant(details, variant, to_hf_cache=False, folder=folder)
    done = run_job(
        job, token=token, progress=progress, controls=controls, details=details,
        disk_usage=disk_usage, **retry,
    )  # fmt: skip
    shards = tuple(done[: job.shard_count])
    projector = done[job.shard_count] if len(done) > job.shard_count else None
    return PullResult(details.repo_id, variant.quant, shards, projector, folder)

def _into_snapshot(
    job: DownloadJob, fetched: Sequence[Path], blobs_before: set[Path]
) -> list[Path]:
    """Link each fetched blob into the job's snapshot and point refs/main at it."""
    repo = hf_repo_cache(Path(job.folder), job.repo_id)
    done: list[Path] = []
    for file, got in zip(job.files, fetched, strict=True):
        pointer = _pointer_path(job, file)
        if got == pointer:
            done.append(pointer)
            continue
        blob = got
        if not file.sha256:
            blob = got.replace(got.with_name(_git_blob_sha1(got)))
        pointer.parent.mkdir(parents=True, exist_ok=True)
        _link(blob, pointer, new_blob=got not in blobs_before)
        done.append(pointer)
    if job.revision != "main":
        _write_ref(repo, job.revision)
    return done


def _link(blob: Path, pointer: Path, *, new_blob: bool) -> None:
    """What huggingface_hub's _create_symlink does: a relative link to the blob; where
    links are not allowed (Windows without the right), the blob itself, moved there
    when new, else copied (another snapshot may use it)."""
    pointer.unlink(missing_ok=True)
    common = Path(os.path.commonpath([blob.absolute(), pointer.absolute()]))
    if are_symlinks_supported(common):
        try:
            pointer.symlink_to(os.path.relpath(blob, pointer.parent))
            return
        except OSError as error:
            log.info("could not link %s (%s); storing the file itself", pointer, error)
    if new_blob:
        shutil.move(blob, pointer)
    else:
        shutil.copyfile(blob, pointer)


def _write_ref(repo: Path, revision: str) -> None:
    """Point the repo's ``refs/main`` at ``revision`` in one step that reaches the disk:
    a crash leaves the old ref or the new one, never an empty or half-written file
    (huggingface_hub would take its text for a revision and find no such snapshot)."""
    ref = repo / "refs" / "main"
    ref.parent.mkdir(parents=True, exist_ok=True)
    if ref.is_file() and ref.read_text(encoding="utf-8") == revision:
        return
    # Beside refs/, not in it: huggingface_hub reads every file in refs/ as a ref, so a
    # temporary file a crash left there would show up as one. Same disk: replace is atomic.
    write_atomically(ref, revision, temp_folder=repo)


def _git_blob_sha1(path: Path) -> str:
    """The hash git (and so the Hub's etag) gives a file kept in the repo itself."""
    digest = hashlib.sha1(f"blob {path.stat().st_size}\0".encode())
    with path.open("rb") as handle:
        while chunk := handle.read(1024 * 1024):
            digest.update(chunk)
    return digest.hexdigest()
