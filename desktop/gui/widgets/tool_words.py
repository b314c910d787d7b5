"""The built-in tools' names and what each does, in the window's language.

The core's tool specs carry two kinds of words: the ``description`` the model reads
(English, for the model) and the ``title``/``summary`` a person reads. The window shows
the built-in tools' person words from this table, translated; a tool from an MCP server
brings its own words, shown as its server wrote them.

A ``ToolsError`` (a tool set that could not be put together) says its kind by its
``problem`` and carries its figures (the tool's or server's name, the file); the window
words it from them (``tools_error_text``), and shows an error it does not know as the
core wrote it.

A tool call's failure says its kind and figures too (``CallFailure``, saved with the
call): its card words it from them (``call_error_text``); a tool's own words (an MCP
server's error text) show as the tool wrote them, after "The tool said:".
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from desktop.core.chat.tool_loop import NOT_RUN_AGAIN, REFUSED_BY_USER, STOPPED_BY_USER
from desktop.core.errors import LlamaDeskError
from desktop.core.tools.base import CallFailure, CallProblem, ToolsError, ToolSpec, ToolsProblem
from desktop.gui.widgets.documents_words import search_failure_text
from desktop.gui.widgets.units import format_size
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("ToolWords")

# Tool name -> (title, summary), the same words as the tool's spec.
BUILTIN_TOOLS: dict[str, tuple[str, str]] = {
    "python": (
        QT_TRANSLATE_NOOP("ToolWords", "Run Python code"),
        QT_TRANSLATE_NOOP(
            "ToolWords",
            "Lets the model run short Python programs to calculate or check its work."
            " They run fenced off: they cannot start programs, use the internet, or "
            "read your files except the ones you attach.",
        ),
    ),
    "read_file": (
        QT_TRANSLATE_NOOP("ToolWords", "Read attached files"),
        QT_TRANSLATE_NOOP(
            "ToolWords",
            "Lets the model read the files you attach to this chat, and nothing else.",
        ),
    ),
    "web_search": (
        QT_TRANSLATE_NOOP("ToolWords", "Search the web"),
        QT_TRANSLATE_NOOP(
            "ToolWords",
            "Lets the model search the web and read the list of results. Uses the internet.",
        ),
    ),
    "fetch_url": (
        QT_TRANSLATE_NOOP("ToolWords", "Open web pages"),
        QT_TRANSLATE_NOOP(
            "ToolWords",
            "Lets the model read a web page's text. Uses the internet.",
        ),
    ),
    "shell": (
        QT_TRANSLATE_NOOP("ToolWords", "Run commands on this computer"),
        QT_TRANSLATE_NOOP(
            "ToolWords",
            "Lets the model run commands on your computer, in a folder of its own. It"
            " asks you before every command.",
        ),
    ),
}


def call_title(name: str) -> str:
    """A call's tool as a person reads it: a built-in tool's title ("Run Python code"),
    another tool's name as its server gave it."""
    words = BUILTIN_TOOLS.get(name)
    return _t(words[0]) if words else name


def tool_title(spec: ToolSpec) -> str:
    """The name a person reads: "Run Python code"."""
    words = BUILTIN_TOOLS.get(spec.name)
    return _t(words[0]) if words else spec.label


def tool_summary(spec: ToolSpec) -> str:
    """What the tool lets the model do, for a person."""
    words = BUILTIN_TOOLS.get(spec.name)
    return _t(words[1]) if words else spec.summary or spec.description


TOOLS_PROBLEMS: dict[ToolsProblem, str] = {
    ToolsProblem.UNKNOWN_TOOL: QT_TRANSLATE_NOOP(
        "ToolWords", "“{name}” is not a tool LlamaDesk knows."
    ),
    ToolsProblem.TOOL_OFF: QT_TRANSLATE_NOOP(
        "ToolWords", "The tool “{name}” is off. Turn it on in Settings → Tools."
    ),
    ToolsProblem.NO_CONFIG_FILE: QT_TRANSLATE_NOOP(
        "ToolWords", "The MCP configuration file {path} does not exist."
    ),
    ToolsProblem.NO_SERVER: QT_TRANSLATE_NOOP(
        "ToolWords", "There is no MCP server named “{name}”. Add it in Settings → Tools."
    ),
    ToolsProblem.NO_NAME: QT_TRANSLATE_NOOP("ToolWords", "An MCP server needs a name."),
    ToolsProblem.NO_COMMAND: QT_TRANSLATE_NOOP(
        "ToolWords", "An MCP server needs either a command to start or an address (URL)."
    ),
    ToolsProblem.NOT_SAVED: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The MCP servers could not be saved to {path}. Check that the disk has free space "
        "and you may write to that folder.",
    ),
    ToolsProblem.NOT_READ: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The MCP configuration file {path} could not be read. Check that you may read it.",
    ),
    ToolsProblem.DAMAGED: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The MCP configuration file {path} is damaged. Fix or remove it; LlamaDesk will not "
        "write over it.",
    ),
    ToolsProblem.SERVER_SILENT: QT_TRANSLATE_NOOP(
        "ToolWords", "The MCP server “{name}” did not answer in time and was stopped."
    ),
    ToolsProblem.SERVER_FAILED: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The MCP server “{name}” could not be started ({reason}). Check its command or "
        "address in Settings → Tools.",
    ),
}
# The server's last line on its error output (its own words), after the sentence.
SERVER_SAID = QT_TRANSLATE_NOOP("ToolWords", "It said: “{said}”")


def tools_error_text(error: LlamaDeskError) -> str:
    """Why the tools could not be put together, for a person: ``error``'s kind and
    figures in the window's language; ``error.message`` for an error this does not know."""
    if not isinstance(error, ToolsError) or error.problem is None:
        return error.message
    name = call_title(error.name) if error.problem is ToolsProblem.TOOL_OFF else error.name
    text = _t(TOOLS_PROBLEMS[error.problem]).format(
        name=name, path=error.path or "", reason=error.reason
    )
    if error.said:
        text = f"{text} {_t(SERVER_SAID).format(said=error.said)}"
    return text


# A failed tool call's words for the user (its card's problem line), by the failure's
# kind; the figures are filled in (names, addresses and the system's, a program's or a
# server's own words as they are).
CALL_PROBLEMS: dict[CallProblem, str] = {
    CallProblem.NO_TOOL_NAME: QT_TRANSLATE_NOOP(
        "ToolWords", "The model asked for a tool without naming it, so nothing ran."
    ),
    CallProblem.NO_SUCH_TOOL: QT_TRANSLATE_NOOP(
        "ToolWords", "The model asked for a tool named “{name}”, which this chat does not have."
    ),
    CallProblem.BAD_ARGUMENTS: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The model's request could not be read, so the tool did not run ({reason}).",
    ),
    CallProblem.NOT_RUN_AGAIN: QT_TRANSLATE_NOOP(
        "ToolWords", "Not run again: the same call was made before."
    ),
    CallProblem.NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "ToolWords",
        "Not allowed: “{name}” can change things on this computer and was not allowed for "
        "this question, so it did not run.",
    ),
    CallProblem.REFUSED_BY_USER: QT_TRANSLATE_NOOP("ToolWords", "You refused this call."),
    CallProblem.STOPPED_BY_USER: QT_TRANSLATE_NOOP("ToolWords", "Stopped by the user."),
    CallProblem.TOO_SLOW: QT_TRANSLATE_NOOP(
        "ToolWords", "“{name}” took longer than {seconds} seconds and was stopped."
    ),
    CallProblem.TOOL_BROKE: QT_TRANSLATE_NOOP(
        "ToolWords", "“{name}” failed with an error of its own: {reason}"
    ),
    CallProblem.NO_INPUT: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The model did not give the tool what it needs (“{name}”), so it did not run.",
    ),
    CallProblem.NOT_ATTACHED: QT_TRANSLATE_NOOP(
        "ToolWords", "“{name}” is not a file attached to this chat."
    ),
    CallProblem.SHELL_OFF_ON_WINDOWS: QT_TRANSLATE_NOOP(
        "ToolWords",
        "Running commands is off on Windows for now: LlamaDesk can't fence it off there "
        "yet, and it never runs without the fence.",
    ),
    CallProblem.FENCE_UNAVAILABLE: QT_TRANSLATE_NOOP(
        "ToolWords",
        "This tool is off on this computer: LlamaDesk could not fence it off here, so "
        "nothing ran ({reason}).",
    ),
    CallProblem.FENCE_NO_READ: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The code may not read {name}: it works in its own folder and may read only the "
        "files attached to the chat.",
    ),
    CallProblem.FENCE_NO_WRITE: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The code may not write {name}: it may change only the files in its own folder.",
    ),
    CallProblem.FENCE_NO_NETWORK: QT_TRANSLATE_NOOP(
        "ToolWords", "The code tried to use the network, which it may not."
    ),
    CallProblem.FENCE_NO_PROGRAMS: QT_TRANSLATE_NOOP(
        "ToolWords", "The code tried to start another program, which it may not."
    ),
    CallProblem.FENCE_NO_NATIVE_CODE: QT_TRANSLATE_NOOP(
        "ToolWords", "The code tried to call native code (ctypes), which it may not."
    ),
    CallProblem.FOLDER_NOT_MADE: QT_TRANSLATE_NOOP(
        "ToolWords", "The chat's working folder could not be made ({reason})."
    ),
    CallProblem.NOT_STARTED: QT_TRANSLATE_NOOP(
        "ToolWords", "It could not be started ({reason})."
    ),
    CallProblem.RAN_TOO_LONG: QT_TRANSLATE_NOOP(
        "ToolWords", "It ran longer than its limit of {seconds} seconds and was stopped."
    ),
    CallProblem.CANCELLED: QT_TRANSLATE_NOOP(
        "ToolWords", "It was stopped: the answer was cancelled."
    ),
    CallProblem.OUT_OF_MEMORY: QT_TRANSLATE_NOOP(
        "ToolWords", "It used more memory than its limit of {size} and was stopped."
    ),
    CallProblem.EXIT_CODE: QT_TRANSLATE_NOOP("ToolWords", "It failed (exit code {code})."),
    CallProblem.FILE_UNREADABLE: QT_TRANSLATE_NOOP(
        "ToolWords", "The attached file {name} could not be read ({reason})."
    ),
    CallProblem.BINARY_FILE: QT_TRANSLATE_NOOP(
        "ToolWords", "{name} is not a text file ({size}); only text files can be read."
    ),
    CallProblem.NOT_WEB_ADDRESS: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The model did not give a full web address (one starting with http:// or https://).",
    ),
    CallProblem.HTTP_STATUS: QT_TRANSLATE_NOOP(
        "ToolWords", "{address} answered with an error (HTTP {code})."
    ),
    CallProblem.WEB_SLOW: QT_TRANSLATE_NOOP("ToolWords", "{address} did not answer in time."),
    CallProblem.UNREACHABLE: QT_TRANSLATE_NOOP(
        "ToolWords", "{address} could not be reached ({reason})."
    ),
    CallProblem.NOT_TEXT: QT_TRANSLATE_NOOP(
        "ToolWords", "{address} is not a text page ({reason}, {size})."
    ),
    CallProblem.NO_SEARCH_SERVICE: QT_TRANSLATE_NOOP(
        "ToolWords", "No search service is set. Enter a SearXNG search address in Settings → Tools."
    ),
    CallProblem.BAD_SEARCH_ANSWER: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The search service at {address} did not answer with search results. Check its "
        "address in Settings → Tools.",
    ),
    CallProblem.SERVER_GONE: QT_TRANSLATE_NOOP(
        "ToolWords", "The MCP server “{server}” stopped and is not running any more."
    ),
    CallProblem.SERVER_SLOW: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The MCP server “{server}” did not answer {name} within {seconds} seconds.",
    ),
    CallProblem.SERVER_FAILED_CALL: QT_TRANSLATE_NOOP(
        "ToolWords", "The MCP server “{server}” could not run {name} ({reason})."
    ),
    CallProblem.SERVER_STOPPED_CALL: QT_TRANSLATE_NOOP(
        "ToolWords", "The call to the MCP server “{server}” was stopped."
    ),
    CallProblem.SERVER_UNREADABLE: QT_TRANSLATE_NOOP(
        "ToolWords",
        "The MCP server “{server}” sent an answer LlamaDesk could not read ({reason}).",
    ),
    CallProblem.TOOL_SAID: QT_TRANSLATE_NOOP(
        "ToolWords", "The tool reported an error without saying more."
    ),
}
# The kinds said another way when a figure is not known.
NO_MEMORY_LIMIT = QT_TRANSLATE_NOOP(
    "ToolWords", "It used more memory than its limit and was stopped."
)
# A program's last line of output (the Python code's error, a command's), as it wrote it.
PROGRAM_SAID = QT_TRANSLATE_NOOP("ToolWords", "Its last line of output: “{said}”")
# Before a tool's own words (an MCP server's error), shown as the tool wrote them.
TOOL_SAID_LEAD = QT_TRANSLATE_NOOP("ToolWords", "The tool said: {said}")

# A tool call's fixed sentences as calls saved before failures had kinds wrote them.
CALL_SENTENCES: dict[str, str] = {
    STOPPED_BY_USER: CALL_PROBLEMS[CallProblem.STOPPED_BY_USER],
    REFUSED_BY_USER: CALL_PROBLEMS[CallProblem.REFUSED_BY_USER],
    NOT_RUN_AGAIN: CALL_PROBLEMS[CallProblem.NOT_RUN_AGAIN],
}


def call_error_text(error: str | None, failure: CallFailure | None = None) -> str | None:
    """A tool call's problem line in the window's language: worded from ``failure``'s
    kind and figures (a tool's own words after "The tool said:"); without one (a call
    saved before kinds were, the documents' search), a fixed sentence the core writes
    translated, else ``error`` as written."""
    if failure is not None:
        return _call_failure_text(failure)
    if error is None:
        return None
    words = CALL_SENTENCES.get(error)
    # The documents' search tool leads with the core's words, then the documents error
    # (already the window's: see host_worker's retriever).
    return _t(words) if words is not None else search_failure_text(error)


def _call_failure_text(failure: CallFailure) -> str:
    kind = failure.kind
    if kind is CallProblem.TOOL_SAID and failure.said:
        return _t(TOOL_SAID_LEAD).format(said=failure.said)
    if kind is CallProblem.OUT_OF_MEMORY and not failure.size:
        return _t(NO_MEMORY_LIMIT)
    locale = QLocale()
    name = failure.name
    if kind in (CallProblem.TOO_SLOW, CallProblem.TOOL_BROKE, CallProblem.NOT_ALLOWED):
        name = call_title(name)
    text = _t(CALL_PROBLEMS[kind]).format(
        name=name,
        server=failure.server,
        address=failure.address,
        reason=failure.reason,
        seconds=locale.toString(float(failure.seconds), "g", 6),
        size=format_size(failure.size, decimals=1),
        code=failure.code,
    )
    # A program's or a server's own last words, after the sentence.
    if kind is CallProblem.EXIT_CODE and failure.said:
        text = f"{text} {_t(PROGRAM_SAID).format(said=failure.said)}"
    elif kind is CallProblem.SERVER_GONE and failure.said:
        text = f"{text} {_t(SERVER_SAID).format(said=failure.said)}"
    return text
