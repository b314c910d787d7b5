"""One non-streamed chat completion from a running llama-server, for tests and
benchmarks that need an answer and the server's own timings, not the app's client;
and the tokens per second of a few such answers, for the benchmarks."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import httpx

from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server import LlamaServer


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


def server_rates(
    server_path: Path,
    options: LaunchOptions,
    *,
    rounds: int,
    prompt: str,
    tokens: int,
    env: Mapping[str, str] | None = None,
) -> tuple[list[float], list[float]]:
    """(generation, prompt) tokens/s of each of ``rounds`` answers to ``prompt`` from a
    server started with ``options``, from the server's own timings."""
    generation: list[float] = []
    processing: list[float] = []
    with LlamaServer(server_path, options, env=env) as server:
        server.start()
        for _ in range(rounds):
            # cache_prompt off: each round processes the prompt again.
            answer = complete(
                server.base_url, server.api_key, prompt, tokens, seed=42, cache_prompt=False
            )
            timings = answer["timings"]
            generation.append(float(timings["predicted_per_second"]))
            processing.append(float(timings["prompt_per_second"]))
    return generation, processing
