"""``llamadesk doctor``: what this computer has, what LlamaDesk found, and what to fix."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from desktop.cli.arguments import add_command, add_json_flag
from desktop.cli.output import print_json
from desktop.core.runtime.diagnosis import describe, diagnose, write_report


def register(commands: Any) -> None:
    parser = add_command(
        commands, "doctor", "check hardware, libraries and runtimes, and say what to fix")
    add_json_flag(parser)
    parser.add_argument(
        "--report", action="store_true",
        help="also write a report to send when something went wrong (no keys or chats)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    report = diagnose(check_runtimes=True)
    if args.json:
        print_json(report)
    else:
        print("\n".join(describe(report)))
    if args.report:
        try:
            path = write_report()
        except OSError as error:
            print(f"llamadesk: the report could not be written: {error}")
            return 1
        # Beside the JSON, not in it: stdout stays one document.
        said = sys.stderr if args.json else sys.stdout
        print(f"A report to send was written to {path}", file=said)
    return 1 if report["problems"] else 0
