"""``llamadesk tools run``: one tool call, exactly as a chat's call runs it (the same
fence, limits and working folder; nobody is asked: a tool that can change things runs
only when ``--allow-tool`` names it, as with ``ask``), its result printed."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from desktop.cli.arguments import add_action, add_json_flag
from desktop.cli.exit_codes import EXIT_BAD_INPUT, EXIT_FAILURE
from desktop.cli.output import fail, print_json
from desktop.core.chat.conversations import IN_MEMORY, ConversationStore
from desktop.core.chat.events import ToolCall
from desktop.core.chat.tool_loop import ToolRunner, failure_details
from desktop.core.chat.turns import DirectStore, ToolCallFinished
from desktop.core.tools.base import DEFAULT_TIME_LIMIT_S, Toolbox, ToolContext, ToolsError
from desktop.core.tools.toolbox import BUILTIN_TOOL_NAMES, MCP_PREFIX, open_toolbox


def register(commands: Any) -> None:
    parser: argparse.ArgumentParser = commands.add_parser(
        "tools", help="run one of the model's tools yourself",
        description="Run one tool call as a chat's call runs it, and print its result.",
    )
    actions = parser.add_subparsers(dest="tools_command", metavar="ACTION", required=True)
    run = add_action(actions, "run", run_tool, "run one tool call and print its result")
    run.add_argument("name", metavar="NAME",
                     help=f"{', '.join(BUILTIN_TOOL_NAMES)}, or an MCP server's SERVER__TOOL")
    given = run.add_mutually_exclusive_group(required=True)
    given.add_argument("--code", help="the code (python) or command (shell) to run")
    given.add_argument("--arguments", metavar="JSON", help="the call's arguments object")
    run.add_argument("--attach", action="append", default=[], type=Path, metavar="FILE",
                     help="a file the tool may read (again for more)")
    run.add_argument("--allow-tool", action="append", default=[], metavar="NAME",
                     help="let an MCP tool that can change things run")
    run.add_argument("--mcp-config", type=Path, metavar="FILE",
                     help="an mcp.json-shaped file of MCP servers")
    run.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT_S, metavar="S",
                     help=f"seconds the call may take ({DEFAULT_TIME_LIMIT_S:g})")
    add_json_flag(run)


def run_tool(args: argparse.Namespace) -> int:
    arguments = _arguments(args)
    if isinstance(arguments, str):
        return fail(arguments, code=EXIT_BAD_INPUT)
    if missing := [str(path) for path in args.attach if not path.is_file()]:
        return fail(f"The file to attach was not found: {missing[0]}", code=EXIT_BAD_INPUT)
    name: str = args.name
    server, _, _tool = name.partition("__")
    opened = name if name in BUILTIN_TOOL_NAMES or not _tool else MCP_PREFIX + server
    try:
        toolbox = open_toolbox([opened], mcp_config=args.mcp_config, approved=True,
                               allowed=tuple(args.allow_tool), attached=tuple(args.attach))
    except ToolsError as error:
        return fail(error.message, code=EXIT_BAD_INPUT)
    try:
        if toolbox.get(name) is None:
            offered = ", ".join(spec.name for spec in toolbox.specs())
            return fail(f"There is no tool named {name} (offered: {offered}).",
                        code=EXIT_BAD_INPUT)
        finished = _run(toolbox, ToolCall("cli", name, json.dumps(arguments)), args)
    finally:
        toolbox.close()
    if args.json:
        print_json({"name": name, "result": finished.result, "error": finished.error,
                    "status": finished.status, "seconds": finished.seconds})
    else:
        # A failure's sentence once, on stderr; stdout holds what the tool printed.
        shown = failure_details(finished.result, finished.error)
        if shown:
            print(shown)
        if finished.error is not None:
            print(f"llamadesk: {finished.error}", file=sys.stderr)
    return 0 if finished.error is None else EXIT_FAILURE


def _arguments(args: argparse.Namespace) -> dict[str, object] | str:
    """The call's arguments, or what is wrong with them."""
    if args.code is not None:
        key = "command" if args.name == "shell" else "code"
        return {key: args.code}
    try:
        parsed = json.loads(args.arguments)
    except json.JSONDecodeError as error:
        return f"--arguments is not JSON: {error.msg} (at character {error.pos})."
    return parsed if isinstance(parsed, dict) else "--arguments must be a JSON object."


def _run(toolbox: Toolbox, call: ToolCall, args: argparse.Namespace) -> ToolCallFinished:
    """The call through the chat's own tool loop, in a scratch folder gone at exit."""
    attached = tuple(path.resolve() for path in args.attach)
    with ConversationStore(IN_MEMORY) as store, \
            tempfile.TemporaryDirectory(prefix="llamadesk-tool-run-") as scratch:
        chat = store.create_conversation("tools run")
        reply = store.begin_reply(chat.id)
        runner = ToolRunner(
            toolbox, DirectStore(store), chat.id, reply, threading.Event(),
            context_for=lambda conversation_id: ToolContext(
                conversation_id, Path(scratch), attached),
            time_limit_s=args.time_limit,
        )
        finished = [event for event in runner.run_calls((call,), 0, 0)
                    if isinstance(event, ToolCallFinished)]
    return finished[0]
