"""The MCP servers the user configured: ``mcp.json``, in the shape other apps use.

``{"mcpServers": {"NAME": {"command": ..., "args": [...], "env": {...}}
                  | {"url": ..., "headers": {...}}}}``

The file in the config folder is the app's own (Settings adds and removes servers
there); a file given on the command line (``ask --mcp-config``) adds its servers and
wins for a name in both. A damaged file is reported in plain words and never
overwritten: Settings refuses to save over it until the user fixes or removes it.
Keys the app does not know (other apps' options) are kept when it writes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from desktop.core import paths
from desktop.core.safe_files import write_atomically
from desktop.core.tools.base import ToolsError, ToolsProblem

SERVERS_KEY = "mcpServers"


@dataclass(frozen=True)
class McpServerConfig:
    """One server: a command started over stdio, or a streamable-HTTP address."""

    name: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)

    @property
    def is_http(self) -> bool:
        return self.url is not None

    def describe(self) -> str:
        """What it runs or where it is, for Settings' list."""
        if self.url is not None:
            return self.url
        return " ".join([self.command or "", *self.args]).strip()

    def as_json(self) -> dict[str, object]:
        if self.url is not None:
            data: dict[str, object] = {"url": self.url}
            if self.headers:
                data["headers"] = dict(self.headers)
            return data
        data = {"command": self.command, "args": list(self.args)}
        if self.env:
            data["env"] = dict(self.env)
        return data


def read_servers(path: Path) -> dict[str, McpServerConfig]:
    """The servers in one ``mcp.json``; none for a missing file. Raises ToolsError for
    a file that cannot be read or is not of the shape above."""
    raw = _read_raw(path)
    servers = raw.get(SERVERS_KEY, {})
    if not isinstance(servers, dict):
        raise _damaged(path, f'"{SERVERS_KEY}" is not an object')
    return {name: _server(path, name, entry) for name, entry in servers.items()}


def list_servers(extra: Path | None = None) -> list[McpServerConfig]:
    """Every configured server: the config folder's, then ``extra``'s (which win)."""
    servers = read_servers(paths.mcp_config_path())
    if extra is not None:
        if not extra.is_file():
            raise ToolsError(
                f"The MCP configuration file {extra} does not exist.",
                problem=ToolsProblem.NO_CONFIG_FILE,
                path=extra,
            )
        servers.update(read_servers(extra))
    return list(servers.values())


def find_server(name: str, extra: Path | None = None) -> McpServerConfig:
    for server in list_servers(extra):
        if server.name == name:
            return server
    where = f"{paths.mcp_config_path()}" + (f" or {extra}" if extra is not None else "")
    raise ToolsError(
        f"There is no MCP server named '{name}'. Add it in Settings > Tools, or in {where}.",
        problem=ToolsProblem.NO_SERVER,
        name=name,
    )


def save_server(server: McpServerConfig, path: Path | None = None) -> None:
    """Add ``server`` to the app's ``mcp.json`` (replacing one of the same name)."""
    if not server.name.strip():
        raise ToolsError("An MCP server needs a name.", problem=ToolsProblem.NO_NAME)
    if (server.command is None) == (server.url is None):
        raise ToolsError(
            "An MCP server needs either a command to start or an address (URL).",
            problem=ToolsProblem.NO_COMMAND,
        )
    _update(
        path or paths.mcp_config_path(),
        lambda servers: servers.update({server.name: server.as_json()}),
    )


def remove_server(name: str, path: Path | None = None) -> None:
    """Remove the server ``name`` from the app's ``mcp.json`` (nothing if absent)."""
    _update(path or paths.mcp_config_path(), lambda servers: servers.pop(name, None))


def _update(path: Path, change: Callable[[dict[str, object]], object]) -> None:
    raw = _read_raw(path)  # raises for a damaged file: it is never written over
    servers = raw.setdefault(SERVERS_KEY, {})
    if not isinstance(servers, dict):
        raise _damaged(path, f'"{SERVERS_KEY}" is not an object')
    change(servers)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Private: a server's env or headers may hold an API key.
        write_atomically(path, json.dumps(raw, indent=2, ensure_ascii=False) + "\n", private=True)
    except OSError as error:
        reason = str(error.strerror or error)
        raise ToolsError(
            f"The MCP servers could not be saved to {path}: {reason}.",
            problem=ToolsProblem.NOT_SAVED,
            path=path,
            reason=reason,
        ) from error


def _read_raw(path: Path) -> dict[str, object]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as error:
        raise ToolsError(
            f"The MCP configuration file {path} could not be read: {error}.",
            problem=ToolsProblem.NOT_READ,
            path=path,
            reason=str(error),
        ) from error
    if not text.strip():
        return {}
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise _damaged(path, f"it is not valid JSON (line {error.lineno}: {error.msg})") from error
    if not isinstance(raw, dict):
        raise _damaged(path, "it is not a JSON object")
    return raw


def _server(path: Path, name: str, entry: object) -> McpServerConfig:
    if not isinstance(entry, dict):
        raise _damaged(path, f"the server '{name}' is not an object")
    url = entry.get("url")
    command = entry.get("command")
    if isinstance(url, str) and url.strip():
        headers = entry.get("headers") or {}
        if not _strings(headers):
            raise _damaged(path, f"the headers of '{name}' are not all text")
        return McpServerConfig(name, url=url.strip(), headers=dict(headers))
    if not isinstance(command, str) or not command.strip():
        raise _damaged(path, f"the server '{name}' has neither a command nor a url")
    args = entry.get("args") or []
    env = entry.get("env") or {}
    if not isinstance(args, list) or not all(isinstance(arg, str) for arg in args):
        raise _damaged(path, f"the args of '{name}' are not a list of text")
    if not _strings(env):
        raise _damaged(path, f"the env of '{name}' is not all text")
    return McpServerConfig(name, command=command.strip(), args=tuple(args), env=dict(env))


def _strings(value: object) -> bool:
    return isinstance(value, dict) and all(
        isinstance(key, str) and isinstance(item, str) for key, item in value.items()
    )


def _damaged(path: Path, why: str) -> ToolsError:
    return ToolsError(
        f"The MCP configuration file {path} is damaged: {why}. Fix or remove it; "
        "LlamaDesk will not write over it.",
        problem=ToolsProblem.DAMAGED,
        path=path,
        reason=why,
    )
