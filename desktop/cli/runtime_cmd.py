"""``llamadesk runtime``: build llama-server, list the ones installed side by side, pick the
one to use, remove one."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from desktop.cli.arguments import add_action, add_command, add_json_flag
from desktop.cli.output import print_json
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.build import install_runtime
from desktop.core.runtime.build_progress import BuildProgress
from desktop.core.runtime.discovery import chosen_runtime_path, find_runtimes, list_devices
from desktop.core.runtime.installed import (
    RuntimeEntry,
    list_runtimes,
    missing_choice,
    remove_runtime,
    use_runtime,
)
from desktop.core.runtime.runtime_check import check_and_remember, describe_check
from desktop.core.settings import SettingsStore


def register(commands: Any) -> None:
    parser = add_command(commands, "runtime", "install or inspect llama-server")
    sub = parser.add_subparsers(dest="runtime_command", metavar="COMMAND", required=True)

    install = add_action(sub, "install", run_install,
                         "build llama-server from the pinned llama.cpp source")
    install.add_argument("--backend", choices=["auto", "cpu", "cuda", "vulkan", "rocm"],
                         default="auto")
    install.add_argument("--portable", action="store_true",
                         help="build CPU code for every processor generation (no SIGILL)")
    install.add_argument("--jobs", type=int, help="parallel compile jobs")

    status = add_action(sub, "status", run_status,
                        "list the runtimes found and what they can drive")
    add_json_flag(status)

    listing = add_action(sub, "list", run_list, "list every runtime found and which one is in use")
    add_json_flag(listing)

    use = add_action(sub, "use", run_use, "use this runtime from now on (the app, ask, inspect)")
    use.add_argument("choice", metavar="NAME|PATH",
                     help="a name from `runtime list`, a llama-server's path, or 'auto'")

    check = add_action(sub, "check", run_check,
                       "try each runtime with the starter model and use the fastest that works")
    check.add_argument("--again", action="store_true",
                       help="check again even when nothing changed since the last check")
    add_json_flag(check)

    remove = add_action(sub, "remove", run_remove,
                        "delete an installed runtime (not the one in use)")
    remove.add_argument("name", metavar="NAME", help="a name from `runtime list`")


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


def _portability(entry: RuntimeEntry) -> str:
    if entry.portable is None:
        return "unknown"
    return "portable" if entry.portable else "native"


def run_list(args: argparse.Namespace) -> int:
    settings = SettingsStore().load()
    entries = list_runtimes(settings)
    if (gone := missing_choice(settings)) is not None:
        # Said on stderr, so --json stays one document.
        print(f"llamadesk: the runtime picked in Settings ({gone}) is gone; the one marked * "
              "is used instead. Pick one with `llamadesk runtime use NAME`.", file=sys.stderr)
    if args.json:
        print_json([entry.as_json() for entry in entries])
        return 0
    if not entries:
        print("No llama-server found. Install one with: llamadesk runtime install")
        return 1
    for entry in entries:
        marker = "*" if entry.active else " "
        backend = entry.runtime.backend or "unknown backend"
        version = entry.runtime.version or "unknown version"
        print(f"{marker} {entry.name}  [{backend}, {version}, {_portability(entry)}]")
        print(f"    {entry.path}")
    return 0


def run_use(args: argparse.Namespace) -> int:
    store = SettingsStore()
    settings = store.load()
    choice = None if args.choice == "auto" else args.choice
    chosen = use_runtime(choice, settings)
    store.save(settings)
    if chosen is None:
        print("The runtime is chosen automatically from now on.")
    else:
        print(f"Using {chosen.name or chosen.server_path} from now on ({chosen.server_path}).")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    removed = remove_runtime(args.name, SettingsStore().load())
    print(f"Removed {removed.name} ({removed.path.parent}).")
    return 0


def run_check(args: argparse.Namespace) -> int:
    # Each step on stderr as it happens (a slow card takes a few seconds), so --json
    # stays one document.
    check = check_and_remember(
        again=args.again, on_step=lambda line: print(f"  {line}", file=sys.stderr, flush=True)
    )
    if args.json:
        print_json(check.as_json())
    else:
        print("\n".join(describe_check(check, SettingsStore().load())))
    return 0 if check.chosen_path else 1
