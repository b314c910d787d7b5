"""``llamadesk ask --tools``: the tools one question may use, and what it shows of them.

Tools named on the command line count as approved (none asks), except an MCP server's
tool that can change things (its server does not mark it read-only): that one is
refused, the model told it is not allowed, unless ``--allow-tool`` names it. Each call
is reported
on stderr as it starts and ends; ``--json`` lists them in call order under
``tool_calls``, the final answer staying in ``text``.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import (
    ToolApprovalNeeded,
    ToolCallFinished,
    ToolCallStarted,
    ToolsNotice,
    TurnEvent,
)
from desktop.core.tools.base import Toolbox, ToolContext
from desktop.core.tools.toolbox import BUILTIN_TOOL_NAMES, open_toolbox

# Longest argument text shown on stderr per call; --json has it whole.
SHOWN_ARGUMENTS_CHARS = 200


def add_arguments(parser: argparse.ArgumentParser) -> None:
    names = ", ".join(BUILTIN_TOOL_NAMES)
    parser.add_argument(
        "--tools",
        metavar="NAME[,NAME...]",
        help=f"tools the model may call, approved: {names}, or mcp:SERVER",
    )
    parser.add_argument(
        "--allow-tool",
        action="append",
        default=[],
        metavar="NAME",
        help="let an MCP tool that can change things run (SERVER__TOOL, or mcp:SERVER "
        "for all of a server's); without it such a call is refused",
    )
    parser.add_argument(
        "--attach",
        action="append",
        default=[],
        type=Path,
        metavar="FILE",
        help="a file the read_file tool may read (again for more); nothing else can be",
    )
    parser.add_argument(
        "--mcp-config",
        type=Path,
        metavar="FILE",
        help="an mcp.json-shaped file of MCP servers (for mcp:SERVER)",
    )
    parser.add_argument(
        "--tool-choice",
        choices=["auto", "required"],
        default="auto",
        help="required: the model's first step is a tool call (auto)",
    )


def tool_names(args: argparse.Namespace) -> list[str]:
    return [name.strip() for name in (args.tools or "").split(",") if name.strip()]


def open_tools(args: argparse.Namespace) -> Toolbox | None:
    """The toolbox ``--tools`` names (None: no tools); raises ToolsError."""
    names = tool_names(args)
    if not names:
        return None
    return open_toolbox(
        names, mcp_config=args.mcp_config, approved=True, allowed=tuple(args.allow_tool),
        attached=tuple(args.attach),
    )


def scratch_folder(toolbox: Toolbox | None) -> AbstractContextManager[str | None]:
    """A scratch folder for the tools, gone at exit as the question is."""
    if not toolbox:
        return nullcontext(None)
    return tempfile.TemporaryDirectory(prefix="llamadesk-ask-tools-")


def attachments_problem(args: argparse.Namespace) -> str | None:
    """Why ``--attach`` can't be used as given (said before anything loads), or None."""
    for path in args.attach:
        if not path.is_file():
            return f"The file to attach was not found: {path}"
    if args.attach and "read_file" not in tool_names(args):
        return "--attach gives files to the read_file tool: add --tools read_file."
    return None


def equip(
    session: ChatSession, toolbox: Toolbox | None, scratch: str | None,
    attachments: Sequence[Path] = (),
) -> None:  # fmt: skip
    """Give ``session`` the command's tools and the files ``read_file`` may read
    (whether the model's template takes tools was bound with the model)."""
    if not toolbox or scratch is None:
        return
    folder = Path(scratch)
    attached = tuple(path.resolve() for path in attachments)
    session.toolbox = toolbox
    session.tool_context = lambda conversation_id: ToolContext(conversation_id, folder, attached)


class ToolReport:
    """What the turn's tool events show: a line each on stderr, and the JSON list."""

    def __init__(self, quiet: bool) -> None:
        self._quiet = quiet
        self.calls: list[dict[str, Any]] = []

    def take(self, event: TurnEvent) -> bool:
        """Show ``event`` if it is a tool event (True)."""
        if isinstance(event, ToolApprovalNeeded):
            event.decision.answer(True)  # named on the command line: approved
        elif isinstance(event, ToolsNotice):
            print(f"llamadesk: {event.message}", file=sys.stderr, flush=True)
        elif isinstance(event, ToolCallStarted):
            self._say(f"[tool] {event.name} {_short(event.arguments)}")
        elif isinstance(event, ToolCallFinished):
            self.calls.append(
                {
                    "name": event.name,
                    "arguments": _parsed(event.arguments),
                    "result": event.result,
                    "error": event.error,
                    "seconds": event.seconds,
                }
            )
            outcome = event.status if event.error is None else f"{event.status}: {event.error}"
            self._say(f"[tool] {event.name}: {outcome} ({event.seconds:.1f} s)")
        else:
            return False
        return True

    def _say(self, line: str) -> None:
        if not self._quiet:
            print(line, file=sys.stderr, flush=True)


def _short(arguments: str) -> str:
    one_line = " ".join(arguments.split())
    if len(one_line) <= SHOWN_ARGUMENTS_CHARS:
        return one_line
    return one_line[:SHOWN_ARGUMENTS_CHARS] + "..."


def _parsed(arguments: str) -> object:
    """The arguments as JSON where they are JSON, else the text the model wrote."""
    try:
        return json.loads(arguments)
    except ValueError:
        return arguments
