"""Whether a download fits on the disk, and plain words when it does not."""

from __future__ import annotations

import errno
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from desktop.core.hub.errors import DownloadError, DownloadSaveError, NotEnoughSpaceError
from desktop.core.hub.part_files import part_path, safe_destination
from desktop.core.hub.variants import RepoDetails, RepoFile
from desktop.core.units import format_bytes

# Space kept free on the disk after a download, so the system is not starved. Every
# message about space says so, so the figures it gives add up for the user.
DISK_MARGIN_BYTES = 100 * 1024**2


class DiskUsage(NamedTuple):
    total: int
    used: int
    free: int


DiskUsageFn = Callable[[str], Any]  # shutil.disk_usage's shape: .free is read

Locate = Callable[[RepoFile], Path]  # where a repo file's finished copy lives


def human_size(count: float) -> str:
    """A size in a download message."""
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
        f"Not enough disk space: this download needs {human_size(needed)} and "
        f"{human_size(free_on_disk)} is free ({human_size(DISK_MARGIN_BYTES)} of it stays free "
        f"for your system). Free up {human_size(missing)} more."
    )
    fits_quant: str | None = None
    fits_size = 0
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
            fits_quant, fits_size = best.quant, best.size
            message += f" The largest version that fits is {best.quant} ({human_size(best.size)})."
        else:
            message += " No version of this model fits; free up some space."
    raise NotEnoughSpaceError(
        message,
        f"folder: {folder}, free: {free} bytes",
        missing_bytes=missing,
        fits_quant=fits_quant,
        fits_size=fits_size,
        needed_bytes=needed,
        free_bytes=free_on_disk,
        reserve_bytes=DISK_MARGIN_BYTES,
        variants_known=details is not None,
        folder=str(folder),
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
            f"The disk holding {folder} is full: this download still needs {human_size(needed)}, "
            f"and {human_size(DISK_MARGIN_BYTES)} more stays free for your system. Free up "
            f"{human_size(needed + DISK_MARGIN_BYTES)} there, then try again "
            "(what was downloaded is kept).",
            str(error),
            missing_bytes=needed,
            needed_bytes=needed,
            reserve_bytes=DISK_MARGIN_BYTES,
            disk_full=True,
            folder=str(folder),
        )
    return DownloadSaveError(
        f"The model could not be saved in {folder}: {error.strerror or error}. "
        "Check that the folder exists and you may write to it.",
        str(error),
        folder=str(folder),
    )
