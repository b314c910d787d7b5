"""``llamadesk runtime``: build llama-server, and show which ones are installed."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from desktop.cli.output import print_json
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.build import BuildProgress, install_runtime
from desktop.core.runtime.discovery import chosen_runtime_path, find_runtimes, list_devices
from desktop.core.settings import SettingsStore


def register(commands: Any) -> None:
    parser: argparse.ArgumentParser = commands.add_parser(
        "runtime", help="install or inspect llama-server")
    sub = parser.add_subparsers(dest="runtime_command", metavar="COMMAND", required=True)

    install = sub.add_parser("install", help="build llama-server from the pinned llama.cpp source")
    install.add_argument("--backend", choices=["auto", "cpu", "cuda", "vulkan", "rocm"],
                         default="auto")
    install.add_argument("--portable", action="store_true",
                         help="build CPU code for every processor generation (no SIGILL)")
    install.add_argument("--jobs", type=int, help="parallel compile jobs")
    install.set_defaults(handler=run_install)

    status = sub.add_parser("status", help="list the runtimes found and what they can drive")
    status.add_argument("--json", action="store_true")
    status.set_defaults(handler=run_status)


def _print_progress(progress: BuildProgress) -> None:
    print(f"  {progress}", file=sys.stderr, flush=True)


def run_install(args: argparse.Namespace) -> int:
    runtime = install_runtime(args.backend, portable=args.portable, jobs=args.jobs,
                              progress=_print_progress)
    print(f"llama-server ready: {runtime.server_path} ({runtime.backend})")
    return 0


def run_status(args: argparse.Namespace) -> int:
    # The one the app and ``ask`` would launch: the runtime picked in Settings first.
    runtimes = find_runtimes(chosen_runtime_path(SettingsStore().load()))
    documents: list[dict[str, Any]] = []
    for position, runtime in enumerate(runtimes):
        try:
            devices = [vars(device) for device in list_devices(runtime)]
            device_error = None
        except LlamaDeskError as error:
            devices, device_error = [], error.message
        documents.append({
            "path": str(runtime.server_path),
            "active": position == 0,
            "source": runtime.source,
            "backend": runtime.backend,
            "version": runtime.version,
            "devices": devices,
            "error": device_error,
        })
    if args.json:
        print_json(documents)
        return 0
    if not documents:
        print("No llama-server found. Install one with: llamadesk runtime install")
        return 1
    for document in documents:
        marker = "*" if document["active"] else " "
        print(f"{marker} {document['path']}  [{document['source']}, "
              f"{document['backend'] or 'unknown backend'}]")
        if document["error"]:
            print(f"    problem: {document['error']}")
        elif document["devices"]:
            for device in document["devices"]:
                print(f"    {device['name']}: {device['description']}")
        else:
            print("    runs on the CPU only")
    return 0
