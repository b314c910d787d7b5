"""The built-in tools' names and what each does, in the window's language.

The core's tool specs carry two kinds of words: the ``description`` the model reads
(English, for the model) and the ``title``/``summary`` a person reads. The window shows
the built-in tools' person words from this table, translated; a tool from an MCP server
brings its own words, shown as its server wrote them.

A ``ToolsError`` (a tool set that could not be put together) says its kind by its
``problem`` and carries its figures (the tool's or server's name, the file); the window
words it from them (``tools_error_text``), and shows an error it does not know as the
core wrote it.
"""

from __future__ import annotations

from desktop.core.chat.tool_loop import NOT_RUN_AGAIN, REFUSED_BY_USER, STOPPED_BY_USER
from desktop.core.errors import LlamaDeskError
from desktop.core.tools.base import ToolsError, ToolSpec, ToolsProblem
from desktop.gui.widgets.documents_words import search_failure_text
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


# A tool call's fixed sentences for the user (its card's problem line), in the window's
# words; a tool's own sentences (its server's, or a built-in tool's) show as written.
CALL_SENTENCES: dict[str, str] = {
    STOPPED_BY_USER: QT_TRANSLATE_NOOP("ToolWords", "Stopped by the user."),
    REFUSED_BY_USER: QT_TRANSLATE_NOOP("ToolWords", "You refused this call."),
    NOT_RUN_AGAIN: QT_TRANSLATE_NOOP("ToolWords", "Not run again: the same call was made before."),
}


def call_error_text(error: str | None) -> str | None:
    """A tool call's problem line in the window's language where the core's sentence is
    one it knows; as written otherwise."""
    if error is None:
        return None
    words = CALL_SENTENCES.get(error)
    # The documents' search tool leads with the core's words, then the documents error
    # (already the window's: see host_worker's retriever).
    return _t(words) if words is not None else search_failure_text(error)
