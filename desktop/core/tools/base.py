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
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

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


class CallProblem(enum.StrEnum):
    """Why a tool call failed, for words in the window's language (the English
    ``error`` sentence stays what the model and the log read). The figures each kind
    carries (``CallFailure``'s fields) are named beside it. Saved with the call by value:
    a value, once written, is never renamed."""

    # The tool loop's own.
    NO_TOOL_NAME = "no_tool_name"
    NO_SUCH_TOOL = "no_such_tool"  # name
    BAD_ARGUMENTS = "bad_arguments"  # reason
    NOT_RUN_AGAIN = "not_run_again"
    NOT_ALLOWED = "not_allowed"  # name
    REFUSED_BY_USER = "refused_by_user"
    STOPPED_BY_USER = "stopped_by_user"
    TOO_SLOW = "too_slow"  # name, seconds
    TOOL_BROKE = "tool_broke"  # name, reason (the exception, as Python wrote it)
    # What a built-in tool needs and did not get.
    NO_INPUT = "no_input"  # name (the argument the model left out)
    NOT_ATTACHED = "not_attached"  # name (the file the model asked for)
    SHELL_OFF_ON_WINDOWS = "shell_off_on_windows"
    FENCE_UNAVAILABLE = "fence_unavailable"  # reason (the fence's own words)
    # The fence refused what the code tried (it ended there).
    FENCE_NO_READ = "fence_no_read"  # name (the path)
    FENCE_NO_WRITE = "fence_no_write"  # name (the path)
    FENCE_NO_NETWORK = "fence_no_network"
    FENCE_NO_PROGRAMS = "fence_no_programs"
    FENCE_NO_NATIVE_CODE = "fence_no_native_code"
    # Programs (the Python code, a command).
    FOLDER_NOT_MADE = "folder_not_made"  # reason
    NOT_STARTED = "not_started"  # reason
    RAN_TOO_LONG = "ran_too_long"  # seconds
    CANCELLED = "cancelled"
    OUT_OF_MEMORY = "out_of_memory"  # size (bytes; 0 when not known)
    EXIT_CODE = "exit_code"  # code, said (the program's last line)
    # Files.
    FILE_UNREADABLE = "file_unreadable"  # name, reason
    BINARY_FILE = "binary_file"  # name, size
    # The web.
    NOT_WEB_ADDRESS = "not_web_address"
    HTTP_STATUS = "http_status"  # address, code
    WEB_SLOW = "web_slow"  # address
    UNREACHABLE = "unreachable"  # address, reason
    NOT_TEXT = "not_text"  # address, reason (the content type), size
    NO_SEARCH_SERVICE = "no_search_service"
    BAD_SEARCH_ANSWER = "bad_search_answer"  # address
    # MCP servers.
    SERVER_GONE = "server_gone"  # server, said (its last line on stderr)
    SERVER_SLOW = "server_slow"  # server, name (its tool), seconds
    SERVER_FAILED_CALL = "server_failed_call"  # server, name, reason
    SERVER_STOPPED_CALL = "server_stopped_call"  # server
    SERVER_UNREADABLE = "server_unreadable"  # server, reason
    # The tool's own error, in its own words (an MCP server's): shown as written.
    TOOL_SAID = "tool_said"  # name, said


@dataclass(frozen=True)
class CallFailure:
    """A failed call's kind and figures (which apply: see ``CallProblem``). ``reason``
    and ``said`` are the system's, a program's or a server's own words, shown as they
    are."""

    kind: CallProblem
    name: str = ""  # the tool's, argument's or file's name
    server: str = ""  # the MCP server's name
    address: str = ""  # a web address
    reason: str = ""
    said: str = ""
    seconds: float = 0.0
    size: int = 0  # bytes
    code: int = 0  # an exit code, an HTTP status

    def record(self) -> dict[str, object]:
        """For the saved tool call: the kind and the figures that are set."""
        record: dict[str, object] = {"kind": self.kind.value}
        for key, default in _FIGURE_DEFAULTS.items():
            value = getattr(self, key)
            if value != default:
                record[key] = value
        return record

    @classmethod
    def from_record(cls, record: object) -> CallFailure | None:
        """A saved failure back, or None where there is none or it cannot be read (a
        kind this version does not know: its English sentence is shown instead)."""
        if not isinstance(record, Mapping):
            return None
        try:
            kind = CallProblem(str(record.get("kind")))
        except ValueError:
            return None
        figures: dict[str, Any] = {}
        for key, default in _FIGURE_DEFAULTS.items():
            value = record.get(key)
            if isinstance(default, str):
                if isinstance(value, str):
                    figures[key] = value
            elif isinstance(value, int | float) and not isinstance(value, bool):
                figures[key] = type(default)(value)
        return cls(kind, **figures)


_FIGURE_DEFAULTS: dict[str, str | float | int] = {
    "name": "", "server": "", "address": "", "reason": "", "said": "",
    "seconds": 0.0, "size": 0, "code": 0,
}  # fmt: skip


@dataclass(frozen=True)
class ToolResult:
    """What one call gave back. ``text`` goes to the model as the tool message; with
    ``error`` set it explains the failure (``error`` is the plain English sentence, for
    the model and the log; ``failure`` its kind and figures, for the window's words)."""

    text: str
    error: str | None = None
    truncated: bool = False  # ``text`` was cut to MAX_RESULT_CHARS
    details: Mapping[str, object] = field(default_factory=dict)  # e.g. sources of a search
    failure: CallFailure | None = None


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
        reason = f"{type(error).__name__}: {error}"
        return failed(
            f"The tool {tool.spec.name} failed: {reason}",
            failure=CallFailure(CallProblem.TOOL_BROKE, name=tool.spec.name, reason=reason),
        )


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


def failed(
    message: str, cause: OSError | None = None, *, failure: CallFailure | None = None
) -> ToolResult:
    """A call that did not work: one plain English sentence, for the model and the log,
    and its kind and figures (``failure``) for the window's words. With ``cause`` (the
    system refused), ``message`` says what went wrong and the system's own reason
    follows it (and is the failure's ``reason`` where it has none)."""
    if cause is not None:
        why = str(cause.strerror or cause)
        message = f"{message}: {why}."
        if failure is not None and not failure.reason:
            failure = replace(failure, reason=why)
    return ToolResult(text=message, error=message, failure=failure)
