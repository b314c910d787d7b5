"""One non-streamed chat completion from a running llama-server, for tests and
benchmarks that need an answer and the server's own timings, not the app's client."""

from __future__ import annotations

from typing import Any

import httpx


def complete(
    base_url: str, api_key: str, question: str, max_tokens: int, **extra: object
) -> dict[str, Any]:
    """The server's JSON answer to ``question`` at temperature 0 (``extra`` adds fields)."""
    response = httpx.post(
        f"{base_url}/v1/chat/completions",
        headers={"Authorization": f"Bearer {api_key}"},
        json={
            "messages": [{"role": "user", "content": question}],
            "temperature": 0,
            "max_tokens": max_tokens,
            **extra,
        },
        timeout=600,
        trust_env=False,
    )
    response.raise_for_status()
    answer: dict[str, Any] = response.json()
    return answer
