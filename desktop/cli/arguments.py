"""Arguments several ``llamadesk`` commands take, written once so that each reads and
behaves the same in every command's ``--help``."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from desktop.core.runtime.rpc_hosts import RpcHostError, parse_hosts

# The shortest context a command-line load accepts: below it no prompt and answer fit.
MIN_CLI_CONTEXT = 64


def add_command(
    commands: Any, name: str, summary: str, description: str | None = None
) -> argparse.ArgumentParser:
    """A new ``llamadesk NAME`` command. ``commands`` is the subparsers action of
    ``llamadesk`` or of a command group; argparse keeps its class private, hence ``Any``."""
    parser: argparse.ArgumentParser = commands.add_parser(
        name, help=summary, description=description
    )
    return parser


def add_action(
    actions: Any,
    name: str,
    handler: Callable[[argparse.Namespace], int],
    summary: str,
    description: str | None = None,
) -> argparse.ArgumentParser:
    """A new action of a command group (``llamadesk runtime NAME``), run by ``handler``.
    ``actions`` is the group's subparsers action (its class is private, hence ``Any``)."""
    parser = add_command(actions, name, summary, description)
    parser.set_defaults(handler=handler)
    return parser


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json", action="store_true", help="print one JSON document instead of plain lines"
    )


def add_verbose_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--verbose", action="store_true", help="show details of failures")


def add_runtime_option(parser: argparse.ArgumentParser, purpose: str, default: str = "") -> None:
    """``--runtime NAME|PATH``; ``purpose`` says what the command does with it, ``default``
    (in brackets) what it does without it."""
    parser.add_argument(
        "--runtime", metavar="NAME|PATH",
        help=f"{purpose}: a name from `llamadesk runtime list` or a llama-server's path"
        + (f" (default: {default})" if default else ""),
    )


def add_load_options(parser: argparse.ArgumentParser) -> None:
    """``--ctx`` and ``--rpc``, the load choices both ``ask`` and ``serve`` take."""
    parser.add_argument("--ctx", type=int, help="context length in tokens (default: automatic)")
    parser.add_argument("--rpc", metavar="HOST:PORT[,HOST:PORT...]",
                        help="also use these computers' devices (each running `llamadesk rpc "
                             "serve`); a trusted network only: llama.cpp's RPC has no password")


def load_options_error(args: argparse.Namespace) -> str | None:
    """What is wrong with ``--ctx`` or ``--rpc``, in a sentence; None when nothing is.
    Then ``args.rpc_hosts`` holds the computers ``--rpc`` named (none: an empty tuple)."""
    if args.ctx is not None and args.ctx < MIN_CLI_CONTEXT:
        return f"--ctx must be at least {MIN_CLI_CONTEXT} tokens."
    try:
        args.rpc_hosts = parse_hosts(args.rpc or "")
    except RpcHostError as error:
        return error.message
    return None
