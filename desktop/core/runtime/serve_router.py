"""Serving several models to other apps: llama-server's own router mode.

The router is llama-server started without a model and with a preset file: one section
per model, which it starts as a child of its own on the first request naming it (the
request's ``model`` field) and stops again to make room. Each section holds the flags
the app itself would launch that model with (its load decision: load_choice, then
loader.prepare_load, then launch.build_command), so a model answers other apps exactly
as it answers in the app.

At most ``max_models`` are loaded at once, one by default: every load decision plans
with the whole of this computer's free memory, so two decided alone need not fit side
by side.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.launch import LaunchOptions, build_command
from desktop.core.runtime.load_report import LoadReport
from desktop.core.runtime.loader import PreparedLoad
from desktop.core.runtime.serve_access import ServeAccess
from desktop.core.runtime.server import LlamaServer
from desktop.core.safe_files import write_atomically

PRESET_FILE_NAME = "models-preset.ini"
# What the router sets for every child itself (address, name, log level, no web page).
_ROUTER_KEYS = frozenset({"host", "port", "alias", "lv", "webui"})
_SECTION_UNSAFE = re.compile(r"[\[\]\r\n;#=]")


class RouterError(LlamaDeskError):
    """The models cannot be served together (none given, two runtimes)."""


def preset_section(options: LaunchOptions) -> dict[str, str]:
    """One model's preset keys: the flags of its own single-model launch."""
    # Host and port are placeholders here: the router gives each child its own.
    argv = build_command(Path("llama-server"), options, 0)[1:]
    section: dict[str, str] = {}
    index = 0
    while index < len(argv):
        flag = argv[index].lstrip("-")
        following = argv[index + 1] if index + 1 < len(argv) else None
        if following is not None and not following.startswith("-"):
            value, index = following, index + 2
        elif flag.startswith("no-"):  # --no-context-shift: the preset's negation
            flag, value, index = flag[3:], "false", index + 1
        else:  # a switch: --jinja
            value, index = "true", index + 1
        key = "model" if flag == "m" else flag
        if key not in _ROUTER_KEYS:
            section[key] = value
    return section


def model_names(
    loads: Sequence[PreparedLoad], beside: Sequence[LaunchOptions] = ()
) -> list[str]:
    """The name other apps pick each model by (``loads``, then ``beside``): its alias,
    made unique and INI-safe."""
    names: list[str] = []
    every = [load.options for load in loads] + list(beside)
    for options in every:
        base = _SECTION_UNSAFE.sub("_", options.alias or options.model_path.stem)
        name, number = base, 2
        while name in names:
            name, number = f"{base}-{number}", number + 1
        names.append(name)
    return names


def preset_text(sections: Mapping[str, Mapping[str, str]]) -> str:
    """The preset file: a version line, then one section per model, none loaded at start."""
    lines = ["version = 1", "", "[*]", "load-on-startup = false", ""]
    for name, keys in sections.items():
        lines.append(f"[{name}]")
        lines += [f"{key} = {value}" for key, value in keys.items()]
        lines.append("")
    return "\n".join(lines)


def router_options(
    loads: Sequence[PreparedLoad],
    folder: Path,
    max_models: int = 1,
    beside: Sequence[LaunchOptions] = (),
) -> LaunchOptions:
    """Write the preset for ``loads`` into ``folder``; the router's launch options.

    ``beside``: models served with no load plan of their own and kept loaded beyond
    ``max_models`` (an embedding model, small, next to the chat models)."""
    if not loads:
        raise RouterError("Name at least one model to serve.")
    if len({load.runtime.server_path for load in loads}) > 1:
        raise RouterError("The models would need different llama-server runtimes; "
                          "serve them one at a time.")
    if max_models < 1:
        raise RouterError(f"The number of models loaded at once must be 1 or more, "
                          f"not {max_models}.")
    every = [load.options for load in loads] + list(beside)
    names = model_names(loads, beside)
    sections = {name: preset_section(options) for name, options in zip(names, every, strict=True)}
    preset = folder / PRESET_FILE_NAME
    write_atomically(preset, preset_text(sections), private=True)
    first = loads[0].options
    return replace(first, router_preset=preset, router_max_models=max_models + len(beside))


def start_router(
    loads: Sequence[PreparedLoad],
    folder: Path,
    access: ServeAccess,
    *,
    max_models: int = 1,
    beside: Sequence[LaunchOptions] = (),
    cancel: threading.Event | None = None,
) -> tuple[LlamaServer, LoadReport]:
    """Start the router serving ``loads`` (and ``beside``) at ``access``; the caller stops
    the server.

    The models load on their first request, so this returns as soon as it listens."""
    options = router_options(loads, folder, max_models, beside)
    server = LlamaServer(loads[0].runtime.server_path, options, env=loads[0].env, access=access)
    return server, server.start(cancel=cancel)
