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

This module chooses the variant; every download, the app's queue and ``llamadesk
models pull`` alike, runs as a job (``download_queue.run_job``, ``pull``); the HTTP loop
is ``file_fetch``, the files kept on disk ``part_files``, the space checks
``disk_space``, the progress and stop flags ``download_progress``.
"""

from __future__ import annotations

from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.disk_space import human_size
from desktop.core.hub.errors import DownloadError, VariantNeededError, VariantNotFoundError
from desktop.core.hub.variants import RepoDetails, RepoFile, Variant
from desktop.core.hub.verdicts import recommend


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
                f"{details.repo_id} has no {quant.upper()} version (it has {names}).",
                repo_id=details.repo_id,
                quant=quant.upper(),
                available=tuple(v.quant for v in details.variants),
            )
        return found
    if len(details.variants) == 1:
        return details.variants[0]
    smallest = min(details.variants, key=lambda v: v.size)
    if hardware is None:
        raise VariantNeededError(
            f"{details.repo_id} has several versions; name one, e.g. "
            f"{details.repo_id}:{smallest.quant}.",
            repo_id=details.repo_id,
            example=smallest.quant,
            example_size=smallest.size,
        )
    best = recommend(
        details, hardware, token=token, requested_context=requested_context,
        cache_type=cache_type,
    ).variant  # fmt: skip
    if best is None:
        raise VariantNeededError(
            f"No version of {details.repo_id} fits in this computer's memory, so none is "
            f"recommended. To download one anyway, name it, e.g. "
            f"{details.repo_id}:{smallest.quant} (the smallest, {human_size(smallest.size)}).",
            repo_id=details.repo_id,
            example=smallest.quant,
            example_size=smallest.size,
            none_fits=True,
        )
    return best
