"""Finding a hardware tool (nvidia-smi, rocminfo, hipinfo) the way the system would.

Running one is ``desktop.core.processes.run_tool``: driver tools hang or crash on
broken machines, so every run has a deadline, whatever the tool started is stopped
with it, and the caller gets a ``ProgramRun`` that says what happened.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path

_DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD"


def env_value(env: Mapping[str, str], key: str, platform: str) -> str | None:
    """``env[key]``, ignoring case on Windows (where ``Path`` and ``PATH`` are one variable)."""
    if key in env:
        return env[key]
    if platform == "win32":
        upper = key.upper()
        for name, value in env.items():
            if name.upper() == upper:
                return value
    return None


def path_list(value: str | None, platform: str) -> list[Path]:
    """Split a PATH-like variable with the separator of ``platform``."""
    if not value:
        return []
    separator = ";" if platform == "win32" else ":"
    return [Path(part) for part in value.split(separator) if part.strip()]


def find_tool(
    name: str,
    *,
    platform: str,
    env: Mapping[str, str],
    extra_dirs: Iterable[Path] = (),
) -> Path | None:
    """The first executable called ``name`` on ``env``'s PATH, then in ``extra_dirs``."""
    names = [name]
    if platform == "win32" and not Path(name).suffix:
        extensions = (env_value(env, "PATHEXT", platform) or _DEFAULT_PATHEXT).split(";")
        names = [name + ext.lower() for ext in extensions if ext]
        names += [name + ext for ext in extensions if ext and ext != ext.lower()]
    directories = path_list(env_value(env, "PATH", platform), platform) + list(extra_dirs)
    for directory in directories:
        for candidate_name in names:
            candidate = directory / candidate_name
            try:
                if candidate.is_file() and os.access(candidate, os.X_OK):
                    return candidate
            except OSError:
                continue
    return None
