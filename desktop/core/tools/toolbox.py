"""Putting a turn's tools together from names: the built-in ones and ``mcp:SERVER``.

``open_toolbox`` is what the chat page (from a chat's Tools control) and ``ask
--tools`` call; ``builtin_specs`` is what Settings lists. Names that are not tools,
servers that are not configured or do not start, and tools switched off in Settings
raise ``ToolsError`` with a plain message, after closing whatever was already opened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from desktop.core.settings import Settings, SettingsStore
from desktop.core.tools.base import Policy, Tool, Toolbox, ToolsError, ToolSpec, ToolsProblem

MCP_PREFIX = "mcp:"
BUILTIN_TOOL_NAMES: tuple[str, ...] = ("python", "read_file", "web_search", "fetch_url", "shell")
# Built-in tools a setting must turn on first (the app works offline; the shell is
# not fenced), and the sentence saying which setting.
_SWITCHED_OFF: dict[str, tuple[Callable[[Settings], bool], str]] = {
    "web_search": (lambda s: s.web_tools_enabled, "Turn on the web tools in Settings > Tools."),
    "fetch_url": (lambda s: s.web_tools_enabled, "Turn on the web tools in Settings > Tools."),
    "shell": (lambda s: s.shell_tool_enabled, "Turn on the shell tool in Settings > Tools."),
}


def _builtin(name: str, settings: Settings, attached: Sequence[Path] = ()) -> Tool:
    # The tools' own modules (the sandbox, processes, psutil, HTML parsing: ~35 ms) load
    # when a tool is first made, not with the Chat page that can offer them.
    from desktop.core.tools.python_tool import PythonTool
    from desktop.core.tools.read_file import ReadFileTool
    from desktop.core.tools.shell_tool import ShellTool
    from desktop.core.tools.web_tools import FetchUrlTool, WebSearchTool

    if name == "python":
        return PythonTool(settings.python_tool_memory_mb)
    if name == "read_file":
        return ReadFileTool(attached)
    if name == "web_search":
        return WebSearchTool(settings.search_url)
    if name == "fetch_url":
        return FetchUrlTool()
    if name == "shell":
        return ShellTool()
    raise ToolsError(_unknown_message(name), problem=ToolsProblem.UNKNOWN_TOOL, name=name)


def builtin_specs() -> list[ToolSpec]:
    """Every built-in tool as the model would see it, in a fixed order (for Settings)."""
    settings = Settings()
    return [_builtin(name, settings).spec for name in BUILTIN_TOOL_NAMES]


def is_switched_on(name: str, settings: Settings) -> bool:
    """Whether the settings allow the built-in tool ``name`` (web tools, shell: off by
    default); other tools are always allowed."""
    switch = _SWITCHED_OFF.get(name)
    return switch is None or switch[0](settings)


def enabled_builtin_names(settings: Settings) -> list[str]:
    """The built-in tools a chat may switch on with today's settings."""
    return [name for name in BUILTIN_TOOL_NAMES if is_switched_on(name, settings)]


def open_toolbox(
    names: Sequence[str],
    *,
    mcp_config: Path | None = None,
    approved: bool = False,
    allowed: Sequence[str] = (),
    attached: Sequence[Path] = (),
    settings: Settings | None = None,
) -> Toolbox:
    """The tools ``names`` asks for: built-in names and ``mcp:SERVER`` (every tool of
    that server, configured in the config folder's ``mcp.json`` or in ``mcp_config``,
    which wins for a name in both). MCP servers are started here and stopped by the
    toolbox's ``close``.

    ``approved``: the user named these tools themselves (``ask --tools``) and nobody is
    there to ask: none asks for approval, and a built-in switched off in Settings is
    allowed for this toolbox; but an MCP server's tool that can change things (its
    server does not mark it read-only) is refused unless ``allowed`` names it
    (``SERVER__TOOL``) or its server (``mcp:SERVER``): naming a server is not naming
    what each of its tools may do. Raises ToolsError (after stopping any server it
    started). ``attached``: the files read_file may read, where known already (its
    spec then names them).
    """
    settings = settings if settings is not None else SettingsStore().load()
    tools: list[Tool] = []
    closers: list[Callable[[], None]] = []
    try:
        for raw in _unique(names):
            if raw.startswith(MCP_PREFIX):
                server_tools, closer = _open_mcp(raw[len(MCP_PREFIX) :].strip(), mcp_config)
                closers.append(closer)
                tools.extend(server_tools)
                continue
            if raw not in BUILTIN_TOOL_NAMES:
                raise ToolsError(_unknown_message(raw), problem=ToolsProblem.UNKNOWN_TOOL, name=raw)
            if not approved and not is_switched_on(raw, settings):
                raise ToolsError(
                    f"The {raw} tool is off. {_SWITCHED_OFF[raw][1]}",
                    problem=ToolsProblem.TOOL_OFF,
                    name=raw,
                )
            tools.append(_builtin(raw, settings, attached))
    except BaseException:
        for close in closers:
            close()
        raise
    return Toolbox(tools, _policies(tools, settings, approved, allowed), closers)


def _open_mcp(server: str, mcp_config: Path | None) -> tuple[list[Tool], Callable[[], None]]:
    from desktop.core.tools.mcp_servers import open_server_tools

    return open_server_tools(server, mcp_config)


def _policies(
    tools: Sequence[Tool], settings: Settings, approved: bool, allowed: Sequence[str]
) -> dict[str, Policy]:
    """Each tool's approval: for tools the user named themselves, ALWAYS (REFUSE for an
    MCP tool that can change things, unless allowed by name); else the user's setting
    for the tool's name or its server ("mcp:SERVER"), else the toolbox's default."""
    policies: dict[str, Policy] = {}
    for tool in tools:
        spec = tool.spec
        if approved:
            named = spec.name in allowed or spec.source in allowed
            refused = spec.source != "builtin" and spec.changes_computer and not named
            policies[spec.name] = Policy.REFUSE if refused else Policy.ALWAYS
            continue
        chosen = settings.tool_policies.get(spec.name) or settings.tool_policies.get(spec.source)
        if chosen is not None:
            policies[spec.name] = Policy(chosen)
    return policies


def _unique(names: Sequence[str]) -> list[str]:
    seen: list[str] = []
    for name in names:
        cleaned = name.strip()
        if cleaned and cleaned not in seen:
            seen.append(cleaned)
    return seen


def _unknown_message(name: str) -> str:
    return (
        f"'{name}' is not a tool. The built-in tools are {', '.join(BUILTIN_TOOL_NAMES)};"
        f" an MCP server's tools are named {MCP_PREFIX}SERVER."
    )
