"""The ``llamadesk`` command: the app with no arguments, tools for the terminal otherwise."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from desktop import __version__
from desktop.cli import (
    ask,
    docs_cmd,
    doctor,
    models,
    rpc_cmd,
    runtime_cmd,
    serve_cmd,
    tools_cmd,
    voice_cmd,
)
from desktop.cli.exit_codes import EXIT_CANCELLED, exit_code_for
from desktop.cli.output import end_progress_line, fail
from desktop.core import app_log
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.lifetime import sweep_orphans
from desktop.core.settings import settings_notice


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="llamadesk",
        description="Chat with language models offline. With no command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"llamadesk {__version__}")
    parser.add_argument(
        "--load-starter", action="store_true", help="open the app with the starter model loaded"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    ask.register(commands)
    models.register(commands)
    runtime_cmd.register(commands)
    doctor.register(commands)
    tools_cmd.register(commands)
    docs_cmd.register(commands)
    serve_cmd.register(commands)
    rpc_cmd.register(commands)
    voice_cmd.register(commands)
    return parser


def _run_gui(load_starter: bool) -> int:
    try:
        from desktop.gui.shell.app import run_gui
    except ImportError as error:
        return fail(
            f"The desktop window could not start ({error}). "
            "The terminal commands still work: see `llamadesk --help`."
        )
    return run_gui(["--load-starter"] if load_starter else [])


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.command in (None, "ask", "serve"):
        # Servers left by a crashed earlier run hold memory the new load needs.
        sweep_orphans()
    if args.command is None:
        return _run_gui(args.load_starter)
    # A damaged settings file is repaired at its first load: say so once, up front.
    if (notice := settings_notice()) is not None:
        print(f"llamadesk: {notice.message}", file=sys.stderr)
    app_log.start_app_log()  # the same log file as the window's, for a report
    try:
        result: int = args.handler(args)
    except LlamaDeskError as error:
        return fail(
            error.message,
            error.details if getattr(args, "verbose", False) else "",
            code=exit_code_for(error),
        )
    except KeyboardInterrupt:
        end_progress_line()
        print("llamadesk: stopped.", file=sys.stderr)
        return EXIT_CANCELLED
    finally:
        app_log.stop_app_log()
    return result
