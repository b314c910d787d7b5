"""A real MCP server for the tests, written with the official SDK (``MCPServer``, the
SDK's FastMCP). Run as a script:

    tools_server.py                 stdio (what most apps configure)
    tools_server.py --http PORT     streamable HTTP on 127.0.0.1:PORT/mcp
    tools_server.py --hang-at-start never answers (stdio; reads nothing)
    tools_server.py --junk          writes lines that are not JSON-RPC, then waits
    tools_server.py --only NAME     offers that one tool (stdio), so a model made to call
                                    a tool can only call this one

Tools: ``add`` (marked read-only) and ``shout`` answer; ``crash`` ends the process
mid-call; ``hang`` never answers; ``fail`` reports a tool error; ``spawn_child`` starts a grandchild
process (to prove stopping the server stops it too) and answers its pid.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def misbehave(argv: list[str]) -> None:
    """The modes that never get to the SDK (checked before its slow import)."""
    if argv[:1] == ["--hang-at-start"]:
        sys.stderr.write("tools_server: hanging before the handshake\n")
        sys.stderr.flush()
        while True:
            time.sleep(1)
    if argv[:1] == ["--junk"]:
        sys.stdout.write("hello, this is not JSON-RPC\n{broken json\n")
        sys.stdout.flush()
        while True:
            time.sleep(1)


if __name__ == "__main__":
    misbehave(sys.argv[1:])

from mcp.server.mcpserver import MCPServer  # noqa: E402 (after the misbehaving modes)
from mcp.types import ToolAnnotations  # noqa: E402

server = MCPServer("tools-for-tests")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))  # changes nothing
def add(a: int, b: int) -> str:
    """Add two whole numbers."""
    return str(a + b)


@server.tool(name="shout out")  # a name the model may not see as is (space)
def shout(text: str) -> str:
    """Say it louder."""
    return text.upper() + "!"


@server.tool()
def crash() -> str:
    """Ends the server's process in the middle of the call."""
    sys.stderr.write("tools_server: crashing on purpose\n")
    sys.stderr.flush()
    os._exit(3)


@server.tool()
def hang() -> str:
    """Never answers."""
    while True:
        time.sleep(1)


@server.tool()
def fail() -> str:
    """Reports an error from the tool itself."""
    raise ValueError("the disk is on fire")


@server.tool()
def spawn_child() -> str:
    """Starts a long-lived child process and answers its pid."""
    child = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(600)"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return str(child.pid)


def main(argv: list[str]) -> None:
    if argv[:1] == ["--only"]:
        for name in ("add", "shout out", "crash", "hang", "fail", "spawn_child"):
            if name != argv[1]:
                server.remove_tool(name)
        argv = argv[2:]
    if argv[:1] == ["--http"]:
        server.run("streamable-http", host="127.0.0.1", port=int(argv[1]))
        return
    server.run()


if __name__ == "__main__":
    main(sys.argv[1:])
