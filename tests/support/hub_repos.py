"""A model repo put on the fake hub and read back as the app sees it."""

from __future__ import annotations

from pathlib import Path

from desktop.core.hub.download_queue import pull
from desktop.core.hub.variants import RepoDetails, Variant, repo_details
from tests.support.fake_hub import FakeHub


def model_repo(hub: FakeHub, repo_id: str, files: dict[str, bytes]) -> tuple[RepoDetails, Variant]:
    """Add ``repo_id`` with ``files`` to ``hub``; its details and its first variant."""
    hub.add_repo(repo_id, files)
    details = repo_details(repo_id)
    return details, details.variants[0]


def assert_pull_resumes_at(
    hub: FakeHub, repo_id: str, dest: Path, body: bytes, offset: int
) -> None:
    """Pulling ``repo_id``'s Q4_0 file into ``dest`` ends in exactly ``body``, and the only
    range asked for is the rest from ``offset`` on: what was kept was not fetched again."""
    result = pull(repo_id, "Q4_0", dest=dest, backoff_start=0.01)
    assert result.paths[0].read_bytes() == body
    assert hub.range_requests(result.paths[0].name) == [f"bytes={offset}-"]
