"""Arguments several ``llamadesk`` commands take, written once so that each reads and
behaves the same in every command's ``--help``."""

from __future__ import annotations

import argparse
from typing import Any


def add_command(
    commands: Any, name: str, summary: str, description: str | None = None
) -> argparse.ArgumentParser:
    """A new ``llamadesk NAME`` command. ``commands`` is the subparsers action of
    ``llamadesk`` or of a command group; argparse keeps its class private, hence ``Any``."""
    parser: argparse.ArgumentParser = commands.add_parser(
        name, help=summary, description=description
    )
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
