"""A model repo put on the fake hub and read back as the app sees it."""

from __future__ import annotations

from desktop.core.hub.variants import RepoDetails, Variant, repo_details
from tests.support.fake_hub import FakeHub


def model_repo(hub: FakeHub, repo_id: str, files: dict[str, bytes]) -> tuple[RepoDetails, Variant]:
    """Add ``repo_id`` with ``files`` to ``hub``; its details and its first variant."""
    hub.add_repo(repo_id, files)
    details = repo_details(repo_id)
    return details, details.variants[0]
