"""Tokens per second of the starter model over loopback RPC against the same runtime
with every layer here.

The RPC side is llama-server with every layer on one ``ggml-rpc-server`` on this
computer (``--rpc 127.0.0.1:PORT``, all layers offloaded, as ``ask --rpc`` plans it);
the local side is the same llama-server with no RPC. Both answer the same prompt at
temperature 0 with the same context, and the server's own timings are read back.
Loopback measures the protocol's own cost, not a network's: for the record, no target.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.build_outputs import rpc_server_beside
from desktop.core.runtime.discovery import find_runtime
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.rpc_server import RpcServer
from tests.support.completion import server_rates
from tests.support.raw_server import free_port

ROUNDS = 3
TOKENS = 32
CONTEXT = 512
PROMPT = "Write one sentence about the sea."


def _rates(
    server_path: Path, model: Path, gpu_layers: Literal["all"] | None, rpc: tuple[str, ...]
) -> tuple[list[float], list[float]]:
    """(generation, prompt) tokens/s of each round, from the server's own timings."""
    # One thread on both sides: ggml-rpc-server computes on one by default, and on a
    # busy small machine more threads than free cores cost llama.cpp far more than RPC.
    options = LaunchOptions(
        model_path=model, context=CONTEXT, gpu_layers=gpu_layers, rpc_hosts=rpc, threads=1
    )
    return server_rates(server_path, options, rounds=ROUNDS, prompt=PROMPT, tokens=TOKENS)


def bench_rpc_vs_local() -> list[str]:
    model = find_starter_model()
    if model is None:
        return ["rpc_vs_local: skipped (the starter model is not installed)"]
    runtime = find_runtime()
    program = rpc_server_beside(runtime.server_path)
    if program is None:
        return [f"rpc_vs_local: skipped (no ggml-rpc-server beside {runtime.server_path})"]
    lender = RpcServer(program, port=free_port())
    lender.start()
    try:
        rpc_gen, rpc_prompt = _rates(runtime.server_path, model, "all", (lender.address,))
    finally:
        lender.stop()
    local_gen, local_prompt = _rates(runtime.server_path, model, None, ())
    median = statistics.median
    return [
        f"rpc_vs_local.generation: loopback RPC {median(rpc_gen):.2f} tok/s, "
        f"local {median(local_gen):.2f} tok/s "
        f"(ratio {median(rpc_gen) / median(local_gen):.3f}; for the record, no target)",
        f"rpc_vs_local.prompt: loopback RPC {median(rpc_prompt):.2f} tok/s, "
        f"local {median(local_prompt):.2f} tok/s",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"rpc_vs_local": bench_rpc_vs_local}
