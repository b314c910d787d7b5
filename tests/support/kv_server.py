"""Start the real llama-server on a model, read the memory it allocates from its
``-lv 4`` log (``llama_kv_cache: size = ...``, ``llama_memory_recurrent: size = ...``),
stop it, and compare with desktop.core.models.memory."""

from __future__ import annotations

import queue
import re
import socket
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from desktop.core.models.gguf import read_gguf
from desktop.core.models.memory import (
    MIB,
    KVCacheOptions,
    kv_cache_bytes,
    kv_cache_parts,
    recurrent_state_bytes,
)

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
    # How the server was started: the estimate is asked for the same cache.
    context: int
    cache_type: str
    parallel: int
    flash_attention: bool
    unified: bool


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
    server: Path,
    model: Path,
    context: int,
    cache_type: str,
    *,
    parallel: int = 1,
    flash_attention: bool = True,
    unified: bool = False,
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
        "on" if flash_attention else "off",
        "-lv",
        "4",
        "--threads",
        "1",
        "--port",
        str(_free_port()),
        "--host",
        "127.0.0.1",
        "--no-webui",
        "--kv-unified" if unified else "--no-kv-unified",
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
    return ServerMemory(
        tuple(kv), tuple(recurrent), context, cache_type, parallel, flash_attention, unified
    )


def assert_estimate_matches(model: Path, measured: ServerMemory) -> None:
    """Each cache the server printed matches ours, for the cache it was started with, in
    cells, layers and streams and in size to the printed precision; the totals (KV,
    recurrent) agree within 2%."""
    context, cache_type, parallel = measured.context, measured.cache_type, measured.parallel
    info = read_gguf(model)
    options: KVCacheOptions = {
        "sequences": parallel,
        "flash_attention": measured.flash_attention,
        "unified": measured.unified,
    }
    parts = kv_cache_parts(info, context, cache_type, cache_type, **options)
    assert [(line.cells, line.layers, line.streams) for line in measured.kv] == [
        (part.cells, part.layers, part.streams) for part in parts
    ]
    for line, part in zip(measured.kv, parts, strict=True):
        # Each printed size agrees with the estimate to the printed precision.
        assert abs(part.bytes / MIB - line.mib) <= PRINT_ROUNDING_MIB, (part, line)
    estimated = kv_cache_bytes(info, context, cache_type, cache_type, **options) / MIB
    printed = sum(line.mib for line in measured.kv)
    assert abs(estimated - printed) <= 0.02 * printed

    recurrent = recurrent_state_bytes(info, parallel) / MIB
    if measured.recurrent_mib:
        printed_recurrent = sum(measured.recurrent_mib)
        assert printed_recurrent > 0
        assert abs(recurrent - printed_recurrent) <= 0.02 * printed_recurrent
    else:
        assert recurrent == 0
