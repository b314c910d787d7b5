"""ChatClient's streaming against a bare httpx read of the same request's SSE.

Both sides send the identical JSON body to the same real llama-server (starter
model, temperature 0, fixed seed, 128 tokens), interleaved so that drift in the
machine's load hits both equally.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import httpx

from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import ChatClient
from desktop.core.chat.events import ChatMessage, ContentDelta, ReplyFailed, SamplingOptions
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.discovery import find_runtime
from tests.support.raw_server import start_raw_server

ROUNDS = 5
TOKENS = 128
MESSAGES = (
    ChatMessage("system", "You are a helpful assistant."),
    ChatMessage("user", "Write a long story about a dragon and a knight."),
)
REQUEST = ChatRequest(MESSAGES, SamplingOptions(temperature=0.0, seed=42, max_tokens=TOKENS))


class Measurement:
    def __init__(self) -> None:
        self.ttft_ms: list[float] = []
        self.tokens_per_second: list[float] = []

    def add(self, sent: float, first: float | None, last: float, tokens: int) -> None:
        if first is None or tokens < 2:
            raise RuntimeError("the server sent no text to measure")
        self.ttft_ms.append((first - sent) * 1000.0)
        # Client-side rate: tokens after the first over the time they took to arrive.
        self.tokens_per_second.append((tokens - 1) / (last - first))


def _ours(client: ChatClient, into: Measurement) -> None:
    sent = time.perf_counter()
    first: float | None = None
    last = sent
    tokens = 0
    for event in client.stream(REQUEST):
        if isinstance(event, ContentDelta):
            last = time.perf_counter()
            if first is None:
                first = last
            tokens += 1
        elif isinstance(event, ReplyFailed):
            raise RuntimeError(f"stream failed: {event}")
    into.add(sent, first, last, tokens)


def _raw(http: httpx.Client, url: str, body: dict[str, object], into: Measurement) -> None:
    sent = time.perf_counter()
    first: float | None = None
    last = sent
    tokens = 0
    with http.stream("POST", url, json=body) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            choices = json.loads(line[6:]).get("choices")
            if choices and choices[0]["delta"].get("content"):
                last = time.perf_counter()
                if first is None:
                    first = last
                tokens += 1
    into.add(sent, first, last, tokens)


def stream_client() -> list[str]:
    binary = find_runtime().server_path
    model = find_starter_model()
    if model is None:
        raise RuntimeError("the starter model is not installed")
    ours, raw = Measurement(), Measurement()
    with (
        tempfile.TemporaryDirectory() as logs,
        start_raw_server(binary, model, Path(logs), context=2048) as server,
        ChatClient(server.base_url, server.api_key) as client,
        httpx.Client(
            headers={"Authorization": f"Bearer {server.api_key}"}, timeout=None, trust_env=False
        ) as http,
    ):
        url = f"{server.base_url}/v1/chat/completions"
        body = client.request_body(REQUEST)
        # Warm-up (not measured): loads the prompt into the server's cache for both.
        _raw(http, url, body, Measurement())
        _ours(client, Measurement())
        for _ in range(ROUNDS):
            _ours(client, ours)
            _raw(http, url, body, raw)

    ours_tps = statistics.median(ours.tokens_per_second)
    raw_tps = statistics.median(raw.tokens_per_second)
    ours_ttft = statistics.median(ours.ttft_ms)
    raw_ttft = statistics.median(raw.ttft_ms)
    return [
        f"stream_tokens_per_second_ratio: {ours_tps / raw_tps:.3f} "
        f"(ours {ours_tps:.1f} tok/s vs raw {raw_tps:.1f} tok/s, target >= 0.98)",
        f"stream_ttft_difference_ms: {ours_ttft - raw_ttft:.2f} "
        f"(ours {ours_ttft:.2f} ms vs raw {raw_ttft:.2f} ms, target <= 10)",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"stream_client": stream_client}
