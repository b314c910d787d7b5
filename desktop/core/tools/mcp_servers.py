"""MCP servers' tools, through the official SDK, for a loop that runs on plain threads.

The SDK is asyncio; the chat's tool loop calls ``Tool.run`` from a thread of its own.
So each server gets one ``McpConnection``: an event loop on a thread of its own that
holds the session for the toolbox's life. Calls are handed to that loop and waited
for with the call's time limit and cancel event. Closing cancels the session, which
ends a stdio server's process; anything still alive after that (a server that ignores
its stdin closing) is stopped with its whole tree. A server that will not start,
crashes, hangs or answers junk gives a plain message, never an exception out of
``run``, and leaves no process behind.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import re
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import psutil

from desktop.core import processes
from desktop.core.tools.base import (
    CallFailure,
    CallProblem,
    Tool,
    ToolResult,
    ToolRun,
    ToolsError,
    ToolSpec,
    ToolsProblem,
    failed,
    shown_result,
)
from desktop.core.tools.mcp_config import McpServerConfig, find_server

# A server gets this long to start and list its tools (a first `npx` or `uvx` run
# downloads its package, which is why it is long).
START_TIME_LIMIT_S = 60.0
_STOP_WAIT_S = 5.0
_POLL_S = 0.05
_SDK_TIMEOUT_MARGIN_S = 5.0
_NAME_LIMIT = 64
# Serialises "which children did this start?" between connections opening at once.
_SPAWN_LOCK = threading.Lock()


class McpConnection:
    """One server's session, on an event loop of its own (see the module docstring)."""

    def __init__(self, config: McpServerConfig) -> None:
        self.config = config
        self.tools: list[Any] = []  # the SDK's Tool objects, once started
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._client: Any = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._children: list[psutil.Process] = []
        # Closed in close(): it lives as long as the server does.
        self._errlog = tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace")  # noqa: SIM115
        self.closed = False
        # Set once the server died: why (the sentence and its kind), for every call.
        self._broken: tuple[str, CallFailure] | None = None

    # --- start and stop ----------------------------------------------------------------

    def start(self, time_limit_s: float = START_TIME_LIMIT_S) -> None:
        """Start the server and list its tools. Raises ToolsError, leaving nothing running."""
        with _SPAWN_LOCK:
            before = _child_pids()
            self._thread = threading.Thread(
                target=asyncio.run,
                args=(self._main(),),
                name=f"mcp-{self.config.name}",
                daemon=True,
            )
            self._thread.start()
            ready = self._ready.wait(time_limit_s)
            self._children = [
                proc for proc in _children() if proc.pid not in before and self._started(proc)
            ]
        if ready and self._failure is None and self._client is not None:
            return
        line = self._last_line()  # before close(), which ends the server and its log
        said = f" It said: {line}" if line else ""
        self.close()
        if not ready:
            raise ToolsError(
                f"The MCP server '{self.config.name}' did not answer within "
                f"{time_limit_s:g} seconds and was stopped.{said}",
                problem=ToolsProblem.SERVER_SILENT,
                name=self.config.name,
                seconds=time_limit_s,
                said=line,
            )
        reason = _reason(self._failure)
        raise ToolsError(
            f"The MCP server '{self.config.name}' could not be started: {reason}.{said}",
            problem=ToolsProblem.SERVER_FAILED,
            name=self.config.name,
            reason=reason,
            said=line,
        )

    def _started(self, proc: psutil.Process) -> bool:
        """Whether a new child of ours is this server (another thread may have started
        a program meanwhile): its command line names the configured command."""
        command = Path(self.config.command or "").name
        try:
            return bool(command) and any(command in part for part in proc.cmdline())
        except psutil.Error:
            return False

    async def _main(self) -> None:
        from mcp import Client  # the SDK is large: loaded only when a server is used

        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        try:
            async with Client(self._target(), raise_exceptions=False) as client:
                listed: list[Any] = []
                cursor: str | None = None
                while True:
                    page = await client.list_tools(cursor=cursor)
                    listed.extend(page.tools)
                    cursor = page.next_cursor
                    if not cursor:
                        break
                self.tools = listed
                self._client = client
                self._ready.set()
                await asyncio.Event().wait()  # held open until close() cancels this task
        except BaseException as error:  # recorded for start(); the thread just ends
            self._failure = error
        finally:
            self._client = None
            self._ready.set()

    def _target(self) -> Any:
        from mcp import StdioServerParameters
        from mcp.client.streamable_http import streamable_http_client
        from mcp.shared._httpx_utils import create_mcp_http_client

        config = self.config
        if config.url is not None:
            http = create_mcp_http_client(headers=dict(config.headers) or None)
            return streamable_http_client(config.url, http_client=http)
        from mcp.client.stdio import stdio_client

        parameters = StdioServerParameters(
            command=config.command or "", args=list(config.args), env=dict(config.env) or None
        )
        # Its stderr is kept, so a failure can quote the server's own last words.
        return stdio_client(parameters, errlog=self._errlog)

    def close(self) -> None:
        """End the session and the server; safe to call twice and from any thread."""
        if self.closed:
            return
        self.closed = True
        loop, task = self._loop, self._task
        if loop is not None and task is not None:
            with contextlib.suppress(RuntimeError):  # the loop has already ended
                loop.call_soon_threadsafe(task.cancel)
        if self._thread is not None:
            self._thread.join(_STOP_WAIT_S)
        for child in self._children:  # a server that outlived its session's end
            if child.is_running():
                processes.stop_tree(child, grace_s=1.0)
        self._errlog.close()

    # --- calls -------------------------------------------------------------------------

    def call(self, tool: str, call: ToolRun) -> Any:
        """The SDK's CallToolResult for ``call`` of the server's ``tool``. Raises
        McpCallError with a plain sentence."""
        time_limit_s = call.time_limit_s
        client, loop = self._client, self._loop
        name = self.config.name
        if client is None or loop is None or self.closed:
            raise McpCallError(
                f"The MCP server '{name}' is not running any more.{self._said()}",
                CallFailure(CallProblem.SERVER_GONE, server=name, said=self._last_line()),
            )
        if self._broken is not None:
            raise McpCallError(*self._broken)
        # The SDK's own timeout is a backstop: ours comes first and says it plainly.
        coroutine = client.call_tool(
            tool, dict(call.arguments), read_timeout_seconds=time_limit_s + _SDK_TIMEOUT_MARGIN_S
        )
        future = asyncio.run_coroutine_threadsafe(coroutine, loop)
        deadline = time.monotonic() + time_limit_s
        while True:
            try:
                return future.result(_POLL_S)
            except concurrent.futures.TimeoutError:
                pass
            except concurrent.futures.CancelledError as error:
                raise McpCallError(
                    f"The call to '{name}' was stopped.",
                    CallFailure(CallProblem.SERVER_STOPPED_CALL, server=name),
                ) from error
            except Exception as error:
                raise McpCallError(*self._failed_call(tool, error)) from error
            if call.cancel.is_set():
                future.cancel()
                raise McpCallError(
                    f"The call to '{name}' was stopped: the answer was cancelled.",
                    CallFailure(CallProblem.CANCELLED),
                )
            if self._client is None:
                future.cancel()
                raise McpCallError(*self._failed_call(tool, RuntimeError("connection closed")))
            if time.monotonic() >= deadline:
                future.cancel()
                limit = f"{time_limit_s:g} seconds"
                raise McpCallError(
                    f"The MCP server '{name}' did not answer {tool} within {limit}.",
                    CallFailure(
                        CallProblem.SERVER_SLOW, server=name, name=tool, seconds=time_limit_s
                    ),
                )

    def _failed_call(self, tool: str, error: BaseException) -> tuple[str, CallFailure]:
        reason = _reason(error)
        server = self.config.name
        if self._client is None or "connection closed" in reason.lower():
            # The server is gone (crashed, or closed its end): later calls say so at once.
            self._broken = (
                f"The MCP server '{server}' stopped during a call and is not "
                f"running any more.{self._said()}",
                CallFailure(CallProblem.SERVER_GONE, server=server, said=self._last_line()),
            )
            return self._broken
        return (
            f"The MCP server '{server}' could not run {tool}: {reason}.",
            CallFailure(CallProblem.SERVER_FAILED_CALL, server=server, name=tool, reason=reason),
        )

    def _said(self) -> str:
        """The last lines the server wrote to stderr, if any, as a sentence's tail."""
        line = self._last_line()
        return f" It said: {line}" if line else ""

    def _last_line(self) -> str:
        """The last line the server wrote to stderr (its own words), or ""."""
        with contextlib.suppress(OSError, ValueError):
            self._errlog.flush()
            self._errlog.seek(0)
            lines = [line.strip() for line in self._errlog.read().splitlines() if line.strip()]
            if lines:
                return lines[-1][:300]
        return ""


class McpCallError(Exception):
    """A call that failed; the message is the plain English sentence for the model and
    the log, ``failure`` its kind and figures for the window's words."""

    def __init__(self, message: str, failure: CallFailure) -> None:
        super().__init__(message)
        self.failure = failure


def _plain_title(tool: Any, hints: Any) -> str:
    for title in (getattr(tool, "title", None), getattr(hints, "title", None)):
        if isinstance(title, str) and title.strip():
            return title.strip()
    return ""


class McpTool:
    """One tool of one server, as the chat's loop sees it."""

    def __init__(self, connection: McpConnection, tool: Any, name: str) -> None:
        self._connection = connection
        self._remote_name: str = tool.name
        server = connection.config.name
        description = (tool.description or "").strip() or f"The {tool.name} tool."
        schema = tool.input_schema if isinstance(tool.input_schema, dict) else {}
        # The server's own safety hints (MCP tool annotations): a tool it marks read-only
        # runs without asking; any other can change things, and is destructive unless
        # the server says it is not (the protocol's default for destructiveHint is true).
        hints = getattr(tool, "annotations", None)
        read_only = getattr(hints, "read_only_hint", None) is True
        self.spec = ToolSpec(
            name=name,
            description=f"{description} (from the MCP server '{server}')",
            parameters=schema or {"type": "object", "properties": {}},
            source=f"mcp:{server}",
            changes_computer=not read_only,
            destructive=not read_only and getattr(hints, "destructive_hint", None) is not False,
            # The server's name for people, where it gives one (annotations or the tool).
            title=_plain_title(tool, hints),
            summary=description,
        )

    def run(self, call: ToolRun) -> ToolResult:
        # The call's context is not passed on: a server works where it was configured to.
        try:
            result = self._connection.call(self._remote_name, call)
            text = _result_text(result)
        except McpCallError as error:
            return failed(str(error), failure=error.failure)
        except Exception as error:  # junk from the server: whatever the SDK raises
            server = self._connection.config.name
            reason = _reason(error)
            message = (
                f"The MCP server '{server}' sent an answer LlamaDesk could not read ({reason})."
            )
            failure = CallFailure(CallProblem.SERVER_UNREADABLE, server=server, reason=reason)
            return failed(message, failure=failure)
        shown = shown_result(text)
        if getattr(result, "is_error", False):
            first = shown.text.strip().splitlines()[0] if shown.text.strip() else ""
            error_text = f"{self._remote_name} reported an error: {first[:300] or 'no details'}"
            failure = CallFailure(CallProblem.TOOL_SAID, name=self._remote_name, said=first[:300])
            return replace(shown, text=shown.text or error_text, error=error_text, failure=failure)
        return shown


def _result_text(result: Any) -> str:
    parts: list[str] = []
    for block in getattr(result, "content", None) or []:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(str(block.text))
        elif kind in ("image", "audio"):
            parts.append(f"[{kind}: {getattr(block, 'mime_type', 'unknown type')}]")
        elif kind == "resource_link":
            parts.append(f"[resource: {getattr(block, 'uri', '')}]")
        else:
            parts.append(f"[{kind or 'content'}]")
    structured = getattr(result, "structured_content", None)
    if not parts and structured is not None:
        parts.append(str(structured))
    return "\n".join(parts) if parts else "(no output)"


def model_tool_name(server: str, tool: str, taken: set[str]) -> str:
    """``SERVER__TOOL`` as the model may see it: [a-zA-Z0-9_-], at most 64, unique."""
    base = re.sub(r"[^a-zA-Z0-9_-]", "_", f"{server}__{tool}")[:_NAME_LIMIT] or "tool"
    name, counter = base, 1
    while name in taken:
        counter += 1
        suffix = f"_{counter}"
        name = base[: _NAME_LIMIT - len(suffix)] + suffix
    taken.add(name)
    return name


def open_server_tools(
    server: str, mcp_config: Path | None = None
) -> tuple[list[Tool], Callable[[], None]]:
    """Start ``server`` and give its tools and the closer that stops it (ToolsError)."""
    connection = McpConnection(find_server(server, mcp_config))
    connection.start()
    taken: set[str] = set()
    tools: list[Tool] = [
        McpTool(connection, tool, model_tool_name(server, tool.name, taken))
        for tool in connection.tools
    ]
    return tools, connection.close


def test_server(
    name: str, mcp_config: Path | None = None, time_limit_s: float = START_TIME_LIMIT_S
) -> tuple[bool, list[tuple[str, bool]] | ToolsError]:
    """For Settings' Test button: (True, its tools as (name, whether it can change
    things)) or (False, the error that says why not)."""
    try:
        connection = McpConnection(find_server(name, mcp_config))
        connection.start(time_limit_s)
    except ToolsError as error:
        return False, error
    try:
        return True, [
            (
                tool.name,
                not getattr(getattr(tool, "annotations", None), "read_only_hint", None),
            )
            for tool in connection.tools
        ]
    finally:
        connection.close()


def _reason(error: BaseException | None) -> str:
    if error is None:
        return "no reason given"
    if isinstance(error, BaseExceptionGroup):
        return "; ".join(_reason(inner) for inner in error.exceptions)
    text = str(error).strip() or type(error).__name__
    return text.rstrip(".")


def _child_pids() -> set[int]:
    return {proc.pid for proc in _children()}


def _children() -> list[psutil.Process]:
    try:
        return psutil.Process().children(recursive=True)
    except psutil.Error:
        return []
