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

This module chooses the variant and pulls it; the HTTP loop is ``file_fetch``, the
files kept on disk ``part_files``, the space checks ``disk_space``, the progress and
stop flags ``download_progress``.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Unpack

from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.disk_space import DiskUsageFn, check_disk, human_size, saving_error
from desktop.core.hub.download_progress import Controls, ProgressFn
from desktop.core.hub.endpoint import resolve_url
from desktop.core.hub.errors import DownloadError, VariantNeededError, VariantNotFoundError
from desktop.core.hub.file_fetch import FileTarget, RetryOptions, fetch_files
from desktop.core.hub.part_files import repo_folder, safe_destination
from desktop.core.hub.variants import RepoDetails, RepoFile, Variant, repo_details
from desktop.core.hub.verdicts import recommend


@dataclass(frozen=True)
class PullResult:
    repo_id: str
    quant: str
    paths: tuple[Path, ...]  # model shards in order
    projector_path: Path | None
    folder: Path


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
            f"{details.repo_id}:{smallest.quant} (the smallest, {human_size(smallest.size)})."
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
    **retry: Unpack[RetryOptions],
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
    return fetch_files(targets, token=token, progress=progress, controls=controls, **retry)


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
            disk_usage=disk_usage, **retry,
        )  # fmt: skip
    except OSError as error:
        raise saving_error(error, files, folder) from error
    shards = tuple(done[: len(variant.files)])
    projector = done[len(variant.files)] if len(done) > len(variant.files) else None
    return PullResult(details.repo_id, variant.quant, shards, projector, folder)
