"""``llamadesk rpc serve``: share this computer's devices with LlamaDesk on another
computer (which adds this one with ``ask --rpc HOST:PORT``), until Ctrl+C or SIGTERM."""

from __future__ import annotations

import argparse
import signal
import sys
from types import FrameType
from typing import Any

from desktop.cli.arguments import add_action
from desktop.cli.output import fail
from desktop.core.runtime.rpc_hosts import DEFAULT_RPC_PORT
from desktop.core.runtime.rpc_server import (
    LOOPBACK,
    RPC_WARNING,
    RpcServer,
    find_rpc_server,
    on_network,
)


def register(commands: Any) -> None:
    parser: argparse.ArgumentParser = commands.add_parser(
        "rpc", help="share this computer's devices with LlamaDesk on another computer",
        description="llama.cpp's RPC: lend this computer's devices to a load elsewhere.",
    )
    actions = parser.add_subparsers(dest="rpc_command", metavar="ACTION", required=True)
    serve = add_action(
        actions, "serve", run_serve, "share this computer's devices until stopped (Ctrl+C)",
        description="Share this computer's devices until stopped. " + RPC_WARNING,
    )
    serve.add_argument("--host", default=LOOPBACK,
                       help=f"address to listen on ({LOOPBACK}: this computer only; "
                            "0.0.0.0: the local network, with no password)")
    serve.add_argument("--port", type=int, default=DEFAULT_RPC_PORT,
                       help=f"port to listen on ({DEFAULT_RPC_PORT})")
    serve.add_argument("--threads", type=int, help="processor threads lent (default: 1)")
    serve.add_argument("--verbose", action="store_true", help="show details of failures")


class _StoppedError(Exception):
    """SIGTERM arrived: stop as Ctrl+C does."""


def _on_sigterm(_number: int, _frame: FrameType | None) -> None:
    raise _StoppedError


def run_serve(args: argparse.Namespace) -> int:
    if args.threads is not None and args.threads < 1:
        return fail("--threads must be 1 or more.")
    server = RpcServer(find_rpc_server(), host=args.host, port=args.port, threads=args.threads)
    if on_network(args.host):
        print(f"llamadesk: {RPC_WARNING}", file=sys.stderr, flush=True)
    previous = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        server.start()
        print(f"Sharing this computer's devices at {server.address}. On the other "
              f"computer: llamadesk ask --rpc {server.address} ... Stop with Ctrl+C.",
              flush=True)
        code = server.wait()
        return fail(f"The RPC server stopped by itself (exit code {code}).", code=5)
    except (KeyboardInterrupt, _StoppedError):
        print("llamadesk: stopped sharing.", file=sys.stderr)
        return 0
    finally:
        server.stop()
        signal.signal(signal.SIGTERM, previous)
