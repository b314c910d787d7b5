"""Where the Hub is, and the address of one of its files."""

from __future__ import annotations

from urllib.parse import quote

from huggingface_hub import constants as hf_constants


def hub_endpoint() -> str:
    """The Hub's address; ``HF_ENDPOINT`` (read by huggingface_hub at import) moves it."""
    return str(hf_constants.ENDPOINT).rstrip("/")


def resolve_url(repo_id: str, revision: str, filename: str, endpoint: str | None = None) -> str:
    """The download address of one file at one revision."""
    base = (endpoint or hub_endpoint()).rstrip("/")
    return f"{base}/{repo_id}/resolve/{quote(revision, safe='')}/{quote(filename)}"


def auth_headers(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}
