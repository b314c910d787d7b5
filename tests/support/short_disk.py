"""A repo whose best variant does not fit the disk and whose next one does: for the
"download the version that fits instead" offer."""

from __future__ import annotations

from desktop.core.hub.disk_space import DISK_MARGIN_BYTES, DiskUsage, DiskUsageFn
from desktop.core.hub.variants import RepoDetails, Variant, repo_details
from tests.support.fake_hub import FakeHub, blob

SMALL_BODY = blob(150 * 1024, 2)


def repo_too_big_for_the_disk(
    hub: FakeHub, repo_id: str, prefix: str
) -> tuple[RepoDetails, Variant, DiskUsageFn]:
    """The repo (``<prefix>-Q8_0.gguf``, 300 KB, and ``<prefix>-Q4_K_M.gguf``, 150 KB:
    SMALL_BODY), its Q8_0 variant, and a disk with room for 200 KB beyond the margin."""
    hub.add_repo(repo_id, {f"{prefix}-Q8_0.gguf": blob(300 * 1024, 1),
                           f"{prefix}-Q4_K_M.gguf": SMALL_BODY})  # fmt: skip
    details = repo_details(repo_id)
    big = details.variant("Q8_0")
    assert big is not None
    free = DISK_MARGIN_BYTES + 200 * 1024

    def usage(_path: str) -> DiskUsage:
        return DiskUsage(10 * free, 9 * free, free)

    return details, big, usage
