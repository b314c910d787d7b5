"""Tokens/s that another app gets through the served API against the app's own chat path.

One llama-server started as "Other apps" starts it (the user's port and key, through
the loader); another app is the ``openai`` package streaming from the base URL, the app
is ChatClient. Same question, temperature 0, fixed seed, 128 tokens, interleaved so that
drift in the machine's load hits both equally.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import openai

from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import ChatClient
from desktop.core.chat.events import (
    ChatMessage,
    ContentDelta,
    ContextFilled,
    ReplyFinished,
    SamplingOptions,
)
from desktop.core.models.load_choice import resolve_request
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.launch import pick_free_port
from desktop.core.runtime.loader import prepare_load, start_server
from desktop.core.runtime.serve_access import LOOPBACK, ServeAccess, new_api_key
from desktop.core.settings import ModelLoadSettings, Settings

ROUNDS = 7
TOKENS = 128
SYSTEM = "You are a helpful assistant."
QUESTION = "Write a long story about a dragon and a knight."
OPTIONS = SamplingOptions(temperature=0.0, seed=42, max_tokens=TOKENS)


def _rate(first: float | None, last: float, tokens: int) -> float:
    if first is None or tokens < 2:
        raise RuntimeError("the server sent no text to measure")
    # Client-side: tokens after the first over the time they took to arrive.
    return (tokens - 1) / (last - first)


def _app(client: ChatClient) -> tuple[float, float]:
    """(client-side tokens/s, the server's own generation tokens/s)."""
    first: float | None = None
    last, tokens = time.perf_counter(), 0
    messages = (ChatMessage("system", SYSTEM), ChatMessage("user", QUESTION))
    server_rate = 0.0
    for event in client.stream(ChatRequest(messages, OPTIONS)):
        if isinstance(event, ContentDelta):
            last = time.perf_counter()
            first = first if first is not None else last
            tokens += 1
        elif isinstance(event, ReplyFinished) and event.timings is not None:
            server_rate = event.timings.predicted_per_second
        elif not isinstance(event, ReplyFinished | ContextFilled):
            raise RuntimeError(f"stream failed: {event}")
    return _rate(first, last, tokens), server_rate


def _other_app(client: openai.OpenAI, model: str) -> tuple[float, float]:
    """(client-side tokens/s, the server's own generation tokens/s)."""
    first: float | None = None
    last, tokens = time.perf_counter(), 0
    stream = client.chat.completions.create(
        model=model, stream=True, temperature=0.0, seed=42, max_tokens=TOKENS,
        messages=[{"role": "system", "content": SYSTEM}, {"role": "user", "content": QUESTION}],
    )
    server_rate = 0.0
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            last = time.perf_counter()
            first = first if first is not None else last
            tokens += 1
        timings = (chunk.model_extra or {}).get("timings")
        if isinstance(timings, dict):
            server_rate = float(timings.get("predicted_per_second", 0.0))
    return _rate(first, last, tokens), server_rate


def serve_api() -> list[str]:
    model = find_starter_model()
    if model is None:
        raise RuntimeError("the starter model is not installed")
    access = ServeAccess(LOOPBACK, pick_free_port(), new_api_key())
    prepared = prepare_load(resolve_request(Settings(), model, ModelLoadSettings(context=2048)))
    server, _report = start_server(prepared, access=access)
    app_rates: list[tuple[float, float]] = []
    api_rates: list[tuple[float, float]] = []
    try:
        other = openai.OpenAI(base_url=access.base_url, api_key=access.api_key, max_retries=0)
        alias = prepared.options.alias or model.stem
        with ChatClient(server.base_url, server.api_key) as client:
            # Warm-up (not measured): the prompt lands in the server's cache for both.
            _other_app(other, alias)
            _app(client)
            for _ in range(ROUNDS):
                app_rates.append(_app(client))
                api_rates.append(_other_app(other, alias))
        other.close()
    finally:
        server.stop()
    app_tps = statistics.median(rate for rate, _ in app_rates)
    api_tps = statistics.median(rate for rate, _ in api_rates)
    app_server = statistics.median(rate for _, rate in app_rates)
    api_server = statistics.median(rate for _, rate in api_rates)
    return [
        f"serve_api_tokens_per_second_ratio: {api_tps / app_tps:.3f} "
        f"(other app through the API {api_tps:.1f} tok/s vs the app's chat "
        f"{app_tps:.1f} tok/s, as each client receives them, target >= 0.99)",
        f"serve_api_server_tokens_per_second_ratio: {api_server / app_server:.3f} "
        f"(the server's own figure: {api_server:.1f} vs {app_server:.1f} tok/s, "
        "target >= 0.99)",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"serve_api": serve_api}
