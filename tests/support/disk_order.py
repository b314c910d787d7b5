"""What reaches the disk in which order: each ``os.fsync`` and ``os.replace`` recorded
by inode, which a rename keeps, so a test can check that a file was synced before it
got its final name and its folder after."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

DiskEvents = list[tuple[str, int]]


def record_syncs_and_renames(
    monkeypatch: pytest.MonkeyPatch, *, onto: Path | None = None
) -> DiskEvents:
    """Record ("fsync", inode synced) and ("rename", inode renamed) as they happen;
    with ``onto``, only the renames onto that path."""
    events: DiskEvents = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(descriptor: int) -> None:
        events.append(("fsync", os.fstat(descriptor).st_ino))
        real_fsync(descriptor)

    def replace(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
        if onto is None or Path(target) == onto:
            events.append(("rename", Path(source).stat().st_ino))
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    return events
