"""KV-cache and recurrent-state estimates against what the real llama-server allocates.

Every case starts the real binary on a tiny random-weight model (or the real starter
model), reads the ``llama_kv_cache: size = ...`` / ``llama_memory_recurrent: size = ...``
lines it prints at ``-lv 4``, stops it, and compares them with desktop.core.models.memory.
"""

from __future__ import annotations

import queue
import re
import socket
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import pytest

from desktop.core.models.gguf import read_gguf
from desktop.core.models.memory import MIB, kv_cache_bytes, kv_cache_parts, recurrent_state_bytes
from tests.support.tiny_models import TINY_ARCHITECTURES, write_tiny_model

pytestmark = pytest.mark.server

CONTEXTS = (512, 4096, 32768)
CACHE_TYPES = ("f16", "q8_0")
STARTUP_DEADLINE_S = 60.0
# The server prints sizes in MiB with two decimals.
PRINT_ROUNDING_MIB = 0.005 + 1e-9

_KV_LINE = re.compile(
    r"llama_kv_cache: size =\s*(?P<mib>[\d.]+) MiB \(\s*(?P<cells>\d+) cells,\s*"
    r"(?P<layers>\d+) layers,\s*(?P<seqs>\d+)/(?P<streams>\d+) seqs\)"
)
_RECURRENT_LINE = re.compile(r"llama_memory_recurrent: size =\s*(?P<mib>[\d.]+) MiB")


@dataclass(frozen=True)
class KVLine:
    mib: float
    cells: int
    layers: int
    streams: int


@dataclass(frozen=True)
class ServerMemory:
    kv: tuple[KVLine, ...]
    recurrent_mib: tuple[float, ...]


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _pump(stream: IO[str], lines: queue.Queue[str | None]) -> None:
    for line in iter(stream.readline, ""):
        lines.put(line)
    lines.put(None)


def server_memory(
    server: Path, model: Path, context: int, cache_type: str, *, parallel: int = 1
) -> ServerMemory:
    """Start llama-server, collect its memory lines until it listens, then stop it."""
    command = [
        str(server),
        "-m",
        str(model),
        "-c",
        str(context),
        "--parallel",
        str(parallel),
        "-ctk",
        cache_type,
        "-ctv",
        cache_type,
        "-fa",
        "on",
        "-lv",
        "4",
        "--threads",
        "1",
        "--port",
        str(_free_port()),
        "--host",
        "127.0.0.1",
        "--no-webui",
    ]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        text=True,
        errors="replace",
    )
    assert process.stdout is not None
    lines: queue.Queue[str | None] = queue.Queue()
    reader = threading.Thread(target=_pump, args=(process.stdout, lines), daemon=True)
    reader.start()
    kv: list[KVLine] = []
    recurrent: list[float] = []
    log: list[str] = []
    listening = False
    try:
        deadline = time.monotonic() + STARTUP_DEADLINE_S
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            if line is None:
                break
            log.append(line)
            if match := _KV_LINE.search(line):
                kv.append(
                    KVLine(
                        float(match["mib"]),
                        int(match["cells"]),
                        int(match["layers"]),
                        int(match["streams"]),
                    )
                )
            elif match := _RECURRENT_LINE.search(line):
                recurrent.append(float(match["mib"]))
            elif "listening on" in line:
                listening = True
                break
    finally:
        process.kill()
        process.wait(timeout=10)
        reader.join(timeout=10)
        process.stdout.close()
    assert listening, f"llama-server did not start:\n{''.join(log[-20:])}"
    return ServerMemory(tuple(kv), tuple(recurrent))


@pytest.fixture(scope="session")
def tiny_models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("tiny-models")
    return {arch: write_tiny_model(arch, folder / f"{arch}.gguf") for arch in TINY_ARCHITECTURES}


def _assert_matches(
    model: Path,
    measured: ServerMemory,
    context: int,
    cache_type: str,
    *,
    parallel: int = 1,
) -> None:
    info = read_gguf(model)
    parts = kv_cache_parts(info, context, cache_type, cache_type, sequences=parallel)
    assert [(line.cells, line.layers, line.streams) for line in measured.kv] == [
        (part.cells, part.layers, part.streams) for part in parts
    ]
    for line, part in zip(measured.kv, parts, strict=True):
        # Each printed size agrees with the estimate to the printed precision.
        assert abs(part.bytes / MIB - line.mib) <= PRINT_ROUNDING_MIB, (part, line)
    estimated = kv_cache_bytes(info, context, cache_type, cache_type, sequences=parallel) / MIB
    printed = sum(line.mib for line in measured.kv)
    assert printed > 0
    assert abs(estimated - printed) <= 0.02 * printed

    recurrent = recurrent_state_bytes(info, parallel) / MIB
    if measured.recurrent_mib:
        printed_recurrent = sum(measured.recurrent_mib)
        assert printed_recurrent > 0
        assert abs(recurrent - printed_recurrent) <= 0.02 * printed_recurrent
    else:
        assert recurrent == 0


@pytest.mark.parametrize("cache_type", CACHE_TYPES)
@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize("arch", TINY_ARCHITECTURES)
def test_kv_estimate_matches_server(
    llama_server_path: Path,
    tiny_models: dict[str, Path],
    arch: str,
    context: int,
    cache_type: str,
) -> None:
    model = tiny_models[arch]
    measured = server_memory(llama_server_path, model, context, cache_type)
    _assert_matches(model, measured, context, cache_type)


def test_hybrid_model_reports_recurrent_state(
    llama_server_path: Path, tiny_models: dict[str, Path]
) -> None:
    measured = server_memory(llama_server_path, tiny_models["granitehybrid"], 4096, "f16")
    assert measured.recurrent_mib, "the hybrid model should allocate a recurrent state"
    _assert_matches(tiny_models["granitehybrid"], measured, 4096, "f16")


@pytest.mark.parametrize(
    ("arch", "context", "parallel", "pattern"),
    [
        ("llama", 4096, 2, None),
        ("gemma3", 4096, 2, None),
        ("gemma3", 1000, 1, None),  # not a multiple of 256: llama.cpp pads it
        # An explicit per-layer pattern overrides gemma3's built-in one.
        ("gemma3", 4096, 1, (True, False, True, False, True, True)),
    ],
)
def test_kv_estimate_variants_match_server(
    llama_server_path: Path,
    tmp_path: Path,
    arch: str,
    context: int,
    parallel: int,
    pattern: Sequence[bool] | None,
) -> None:
    model = write_tiny_model(arch, tmp_path / f"{arch}.gguf", sliding_window_pattern=pattern)
    measured = server_memory(llama_server_path, model, context, "f16", parallel=parallel)
    _assert_matches(model, measured, context, "f16", parallel=parallel)


def test_starter_model_kv_cache_is_90_mib(
    llama_server_path: Path, starter_model_path: Path
) -> None:
    measured = server_memory(llama_server_path, starter_model_path, 4096, "f16")
    assert [line.mib for line in measured.kv] == [90.00]
    assert kv_cache_bytes(read_gguf(starter_model_path), 4096) == 90 * MIB
    _assert_matches(starter_model_path, measured, 4096, "f16")


@pytest.mark.parametrize(
    ("context", "cache_type", "parallel"),
    [(4096, "f16", 1), (32768, "q8_0", 1), (2048, "f16", 2), (1000, "f16", 1)],
)
def test_gemma3_270m_sliding_window_cache_matches_server(
    llama_server_path: Path,
    gemma3_model_path: Path,
    context: int,
    cache_type: str,
    parallel: int,
) -> None:
    """The real Gemma 3 270M: 18 layers, every 6th global, a 512-token window. The
    server's full cache and its window-sized cache both match ours."""
    measured = server_memory(
        llama_server_path, gemma3_model_path, context, cache_type, parallel=parallel
    )
    _assert_matches(gemma3_model_path, measured, context, cache_type, parallel=parallel)
    full, sliding = kv_cache_parts(
        read_gguf(gemma3_model_path), context, cache_type, cache_type, sequences=parallel
    )
    assert (full.layers, sliding.layers) == (3, 15)
    # The window (512) plus one 512-token batch, never more than the full cache.
    assert sliding.cells == min(full.cells, 1024)
