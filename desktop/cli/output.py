"""How the CLI prints: plain lines for people, one JSON document with --json."""

from __future__ import annotations

import json
import sys
from typing import Any

from desktop.cli.exit_codes import EXIT_BAD_INPUT
from desktop.core.units import format_bytes


class _ProgressLine:
    """The one line on stderr that progress rewrites with a carriage return. Whatever
    prints next must start on a line of its own, not over the end of that one."""

    open = False

    @classmethod
    def show(cls, text: str) -> None:
        sys.stderr.write(f"\r{text}\x1b[K" if sys.stderr.isatty() else f"\r{text}   ")
        sys.stderr.flush()
        cls.open = True

    @classmethod
    def end(cls) -> None:
        if cls.open:
            sys.stderr.write("\n")
            sys.stderr.flush()
            cls.open = False


show_progress_line = _ProgressLine.show
end_progress_line = _ProgressLine.end


def fail(message: str, details: str = "", code: int = EXIT_BAD_INPUT) -> int:
    """Print one plain line to stderr (plus details when asked) and return the exit code."""
    end_progress_line()
    print(f"llamadesk: {message}", file=sys.stderr)
    if details:
        print(details, file=sys.stderr)
    return code


def print_json(document: Any) -> None:
    json.dump(document, sys.stdout, indent=2, default=str)
    sys.stdout.write("\n")


def human_bytes(count: int | float | None) -> str:
    """A size with one decimal ("93.5 MB"), or "unknown"."""
    return "unknown" if count is None else format_bytes(count, decimals=1)
