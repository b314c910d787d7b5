"""Loading the starter model through LlamaServer against a bare launch of the same argv.

Both sides run llama-server with identical flags and environment (from
``build_command``/``build_environment`` on the same prepared load). The raw side
polls ``GET /health`` every few milliseconds until it answers 200; ours is timed
from the ``start_server`` call to its return. Rounds are interleaved, and which side
goes first alternates, so drift in the machine's load hits both equally.
"""

from __future__ import annotations

import contextlib
import secrets
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import httpx

from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.discovery import find_runtime
from desktop.core.runtime.launch import HOST, build_command, build_environment, pick_free_port
from desktop.core.runtime.loader import PreparedLoad, prepare_load, start_server

ROUNDS = 5
CONTEXT = 2048
TARGET_RATIO = 1.10
RAW_POLL_INTERVAL_S = 0.005
RAW_TIMEOUT_S = 120.0


def _ours(prepared: PreparedLoad) -> float:
    began = time.perf_counter()
    server, _report = start_server(prepared)
    elapsed = time.perf_counter() - began
    server.stop()
    return elapsed


def _stop_raw(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
    process.wait(timeout=10)


def _raw(server_path: Path, prepared: PreparedLoad) -> float:
    port = pick_free_port()
    command = build_command(server_path, prepared.options, port)
    env = build_environment(prepared.env, prepared.options, secrets.token_urlsafe(32))
    url = f"http://{HOST}:{port}/health"
    with httpx.Client(timeout=2.0, trust_env=False) as http:
        began = time.perf_counter()
        process = subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = began + RAW_TIMEOUT_S
            while True:
                with contextlib.suppress(httpx.HTTPError):
                    if http.get(url).status_code == 200:
                        return time.perf_counter() - began
                if process.poll() is not None:
                    raise RuntimeError(f"raw llama-server exited with {process.returncode}")
                if time.perf_counter() >= deadline:
                    raise RuntimeError("raw llama-server did not become healthy in time")
                time.sleep(RAW_POLL_INTERVAL_S)
        finally:
            _stop_raw(process)


def load_time() -> list[str]:
    """Median start-to-ready seconds, ours vs raw, over interleaved rounds."""
    model = find_starter_model()
    if model is None:
        raise RuntimeError("the starter model is not installed")
    request = LoadRequest(model_path=model, context=CONTEXT)
    prepared = prepare_load(request, runtime=find_runtime())
    server_path = prepared.runtime.server_path
    ours: list[float] = []
    raw: list[float] = []
    _raw(server_path, prepared)  # warm the page cache; not counted
    for round_index in range(ROUNDS):
        sides: list[Callable[[], None]] = [
            lambda: ours.append(_ours(prepared)),
            lambda: raw.append(_raw(server_path, prepared)),
        ]
        if round_index % 2:
            sides.reverse()
        for side in sides:
            side()
    ours_s = statistics.median(ours)
    raw_s = statistics.median(raw)
    ratio = ours_s / raw_s
    return [
        f"load_time_ratio: {ratio:.2f} (ours {ours_s:.3f} s vs raw {raw_s:.3f} s, "
        f"target <= {TARGET_RATIO:.2f})"
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"load_time": load_time}
