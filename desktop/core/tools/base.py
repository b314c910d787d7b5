"""What every tool is, whatever runs it: a built-in tool or one of an MCP server.

The chat session's tool loop sees only these shapes: it offers ``ToolSpec``s to the
model, asks the user where a ``Policy`` says so, and runs ``Tool.run`` on its own
thread with one ``ToolRun`` (the arguments, where it runs, its time limit and cancel
event). A tool never raises for bad input or a failure of its own: it returns a
``ToolResult`` with ``error`` set, in words the model and the user can both read
(``run_guarded`` turns a tool's bug into such a result too).
"""

from __future__ import annotations

import enum
import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from desktop.core.errors import LlamaDeskError

_log = logging.getLogger(__name__)
# What the model sees of one result at most; the rest is cut with a note saying so.
MAX_RESULT_CHARS = 16_000
# Each call's own limit unless a tool or the user sets another.
DEFAULT_TIME_LIMIT_S = 60.0


class Policy(enum.Enum):
    """Whether a call of a tool needs the user's approval first."""

    ASK = "ask"  # every call is shown and waits for Allow / Deny
    ALLOW_IN_CHAT = "allow_in_chat"  # asked once, then allowed for the rest of this chat
    ALWAYS = "always"  # never asked
    # Refused without asking: a tool that can change things, where nobody is there to
    # ask (``llamadesk ask``) and it was not allowed by name (``--allow-tool``).
    REFUSE = "refuse"


@dataclass(frozen=True)
class ToolSpec:
    """A tool as the model sees it (an OpenAI-style function) and as Settings lists it."""

    name: str  # unique in one turn's toolbox; what the model calls
    description: str  # plain words: what it does, when to use it
    parameters: Mapping[str, object]  # JSON Schema of the arguments object
    source: str = "builtin"  # "builtin", or "mcp:SERVER"
    changes_computer: bool = False  # True: starts at Policy.ASK (shell, MCP tools)
    # May delete or overwrite (an MCP tool not marked read-only, unless its server says
    # it is not destructive): asked at every call, never "allowed in this chat".
    destructive: bool = False
    # For people (the Tools menu, approval cards): a plain name ("Run Python code") and
    # what it can do and touch; ``description`` is written for the model.
    title: str = ""
    summary: str = ""

    @property
    def label(self) -> str:
        """The name a person reads: the plain title, else the tool's own name."""
        return self.title or self.name

    def as_openai_function(self) -> dict[str, object]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": dict(self.parameters),
            },
        }


def one_text_argument(name: str, description: str) -> dict[str, object]:
    """The JSON Schema of an arguments object that holds one required string, ``name``
    (what most built-in tools take: the code, the command, the address...)."""
    return {
        "type": "object",
        "properties": {name: {"type": "string", "description": description}},
        "required": [name],
    }


@dataclass(frozen=True)
class ToolContext:
    """Where a call runs: its chat's scratch folder and the files the user attached."""

    conversation_id: int | None
    scratch_dir: Path  # the chat's own folder; created by the caller
    attachments: Sequence[Path] = ()  # the only user files a tool may read


@dataclass(frozen=True)
class ToolResult:
    """What one call gave back. ``text`` goes to the model as the tool message; with
    ``error`` set it explains the failure (``error`` is the plain sentence for the user)."""

    text: str
    error: str | None = None
    truncated: bool = False  # ``text`` was cut to MAX_RESULT_CHARS
    details: Mapping[str, object] = field(default_factory=dict)  # e.g. sources of a search


@dataclass(frozen=True)
class ToolRun:
    """One call of a tool: what the model asked for, where it runs, and its limits.
    The tool returns within ``time_limit_s`` (plus a moment to clean up) and soon after
    ``cancel`` is set, leaving no process behind."""

    arguments: Mapping[str, object]
    context: ToolContext
    time_limit_s: float = DEFAULT_TIME_LIMIT_S
    cancel: threading.Event = field(default_factory=threading.Event)

    def text(self, *names: str) -> str | None:
        """The argument under the first of ``names`` the model gave, when it is a string
        with more than white space in it; None when it is missing, blank or not text."""
        value = next((self.arguments[name] for name in names if name in self.arguments), None)
        return value if isinstance(value, str) and value.strip() else None


class Tool(Protocol):
    @property
    def spec(self) -> ToolSpec: ...

    def run(self, call: ToolRun) -> ToolResult:
        """Carry out one call (see ``ToolRun`` for the limits it keeps)."""
        ...


def run_guarded(tool: Tool, call: ToolRun) -> ToolResult:
    """``tool.run(call)``, with a tool's own bug (an exception) given back as its
    call's failure rather than the turn's."""
    try:
        return tool.run(call)
    except Exception as error:
        _log.warning("tool %s raised", tool.spec.name, exc_info=True)
        return failed(f"The tool {tool.spec.name} failed: {type(error).__name__}: {error}")


def cut_result(text: str, limit: int = MAX_RESULT_CHARS) -> tuple[str, bool]:
    """``text`` cut to ``limit`` characters with a note to the model that it was."""
    if len(text) <= limit:
        return text, False
    note = (
        f"\n[... cut: the result was {len(text):,} characters;"
        f" only the first {limit:,} are shown]"
    )
    return text[:limit] + note, True


def shown_result(text: str, details: Mapping[str, object] | None = None) -> ToolResult:
    """A successful call's result, its text cut to what the model is shown."""
    shown, truncated = cut_result(text)
    return ToolResult(text=shown, truncated=truncated, details=dict(details or {}))


class Toolbox:
    """The tools one turn may call, by name, with the approval each needs.

    Built by whoever starts the turn (the chat page from the chat's Tools control, ``ask``
    from ``--tools``); the chat session only reads it. ``close`` ends what the tools hold
    open (MCP server processes and connections).
    """

    def __init__(
        self,
        tools: Sequence[Tool] = (),
        policies: Mapping[str, Policy] | None = None,
        closers: Sequence[Callable[[], None]] = (),
    ) -> None:
        self._tools = {tool.spec.name: tool for tool in tools}
        self._policies = dict(policies or {})
        self._closers = list(closers)

    def __bool__(self) -> bool:
        return bool(self._tools)

    def specs(self) -> list[ToolSpec]:
        return [tool.spec for tool in self._tools.values()]

    def including(self, tool: Tool) -> Toolbox:
        """This toolbox with ``tool`` added for one turn, the approvals as they are; what
        this one holds open is still closed by this one's ``close``."""
        return Toolbox([*self._tools.values(), tool], self._policies)

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def policy(self, name: str) -> Policy:
        """What a call of ``name`` needs: the user's setting, else ASK for a tool that can
        change the computer and ALWAYS for one that can't."""
        if name in self._policies:
            return self._policies[name]
        tool = self._tools.get(name)
        if tool is None or tool.spec.changes_computer:
            return Policy.ASK
        return Policy.ALWAYS

    def allow_in_chat(self, name: str) -> None:
        """The user chose "allow in this chat": later calls of ``name`` go ahead, except
        of a destructive tool, which asks every time unless allowed by name in Settings."""
        tool = self._tools.get(name)
        if tool is not None and tool.spec.destructive and self.policy(name) is Policy.ASK:
            return
        self._policies[name] = Policy.ALWAYS

    def close(self) -> None:
        closers, self._closers = self._closers, []
        for close in closers:
            close()


class ToolsProblem(enum.Enum):
    """Why a tool set could not be put together, for words in another language than
    the message's English (the figures each kind carries are named beside it)."""

    UNKNOWN_TOOL = "not a tool"  # ``name``
    TOOL_OFF = "the tool is switched off"  # ``name``
    NO_CONFIG_FILE = "the MCP configuration file does not exist"  # ``path``
    NO_SERVER = "no MCP server has that name"  # ``name``
    NO_NAME = "the MCP server has no name"
    NO_COMMAND = "the MCP server has neither a command nor an address"
    NOT_SAVED = "the MCP servers could not be saved"  # ``path``, ``reason``
    NOT_READ = "the MCP configuration file could not be read"  # ``path``, ``reason``
    DAMAGED = "the MCP configuration file is damaged"  # ``path``, ``reason``
    SERVER_SILENT = "the MCP server did not answer in time"  # ``name``, ``seconds``, ``said``
    SERVER_FAILED = "the MCP server could not be started"  # ``name``, ``reason``, ``said``


class ToolsError(LlamaDeskError):
    """A tool set could not be put together (an unknown tool or MCP server, a damaged
    ``mcp.json``, a server that would not start); the CLI maps it to exit code 2.
    ``problem`` is the kind (None when made with a message only) and its figures:
    ``name`` the tool's or server's name, ``path`` the configuration file, ``reason``
    the system's or server's own words (English or the server's), ``seconds`` the wait,
    ``said`` the server's last line on stderr (its own words)."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: ToolsProblem | None = None,
        name: str = "",
        path: Path | None = None,
        reason: str = "",
        seconds: float = 0.0,
        said: str = "",
    ) -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.name = name
        self.path = path
        self.reason = reason
        self.seconds = seconds
        self.said = said


def failed(message: str, cause: OSError | None = None) -> ToolResult:
    """A call that did not work: one plain sentence, for the model and the user alike.
    With ``cause`` (the system refused), ``message`` says what went wrong and the
    system's own reason follows it."""
    if cause is not None:
        message = f"{message}: {cause.strerror or cause}."
    return ToolResult(text=message, error=message)
