"""The built-in tools' names and what each does, in the window's language.

The core's tool specs carry two kinds of words: the ``description`` the model reads
(English, for the model) and the ``title``/``summary`` a person reads. The window shows
the built-in tools' person words from this table, translated; a tool from an MCP server
brings its own words, shown as its server wrote them.
"""

from __future__ import annotations

from desktop.core.tools.base import ToolSpec
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
