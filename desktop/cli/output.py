"""How the CLI prints: plain lines for people, one JSON document with --json."""

from __future__ import annotations

import json
import sys
from typing import Any

# Exit code for bad input (a corrupt model, a wrong setting): distinct from crashes (1).
EXIT_BAD_INPUT = 2


def fail(message: str, details: str = "", code: int = EXIT_BAD_INPUT) -> int:
    """Print one plain line to stderr (plus details when asked) and return the exit code."""
    print(f"llamadesk: {message}", file=sys.stderr)
    if details:
        print(details, file=sys.stderr)
    return code


def print_json(document: Any) -> None:
    json.dump(document, sys.stdout, indent=2, default=str)
    sys.stdout.write("\n")


def human_bytes(count: int | float | None) -> str:
    if count is None:
        return "unknown"
    value = float(count)
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if abs(value) < 1024 or unit == "TB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    raise AssertionError("unreachable")
