"""Several runtimes side by side: listing them by name, picking one, removing one.

Each build lives in its own folder under ``paths.runtimes_dir()`` (backend, version and
portability in the name, see ``build.runtime_name``). The choice is one setting,
``Settings.runtime_path`` (the binary's path, read through
``discovery.chosen_runtime_path``), so the app, ``ask`` and ``doctor`` all launch the
same one. An install never writes into the folder of the runtime in use: it goes beside
it (``install_folder``), and a failed or cancelled build changes nothing.
"""

from __future__ import annotations

import os
import shutil
import uuid
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

import psutil

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.discovery import (
    Runtime,
    RuntimeNotFound,
    chosen_runtime_path,
    find_runtimes,
    resolved_path,
)
from desktop.core.runtime.lifetime import read_records
from desktop.core.settings import Settings, SettingsStore

# What a runtime found outside the runtimes folder is called, by where it was found.
_SOURCE_NAMES = {
    "setting": "chosen",
    "env": "environment",
    "bundled": "bundled",
    "path": "on-path",
}


# Start times are floats from clock ticks: the same process reads the same value.
_SAME_START_S = 0.05


class RuntimeChoiceError(LlamaDeskError):
    """A runtime name or path that names no runtime found here (``name``, when given)."""

    def __init__(self, message: str, details: str = "", *, name: str = "") -> None:
        super().__init__(message, details=details)
        self.name = name


class RemoveRefusal(Enum):
    """Why a runtime stays."""

    IN_USE = "it is the runtime in use"
    NOT_OURS = "LlamaDesk did not install it"
    RUNNING = "a llama-server from it is running"
    NOT_DELETED = "its folder could not be deleted"


class RuntimeRemoveError(LlamaDeskError):
    """A runtime that may not be removed: the one in use, or one we did not install.
    ``refusal`` is why (None when made with a message only), ``name`` the runtime,
    ``path`` its llama-server, ``only_one`` that it is the only runtime there is."""

    def __init__(self, message: str, details: str = "", *,
                 refusal: RemoveRefusal | None = None, name: str = "",
                 path: Path | None = None, only_one: bool = False) -> None:
        super().__init__(message, details=details)
        self.refusal = refusal
        self.name = name
        self.path = path
        self.only_one = only_one


@dataclass(frozen=True)
class RuntimeEntry:
    """One runtime as ``runtime list`` and Settings show it."""

    name: str  # unique among the entries: a folder name, or where it was found
    runtime: Runtime
    active: bool  # the one a load launches now
    portable: bool | None  # None: built elsewhere, unknown
    installed: bool  # in the runtimes folder, so ``remove`` may delete it

    @property
    def path(self) -> Path:
        return self.runtime.server_path

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "backend": self.runtime.backend,
            "version": self.runtime.version,
            "portable": self.portable,
            "path": str(self.path),
            "source": self.runtime.source,
            "active": self.active,
            "installed": self.installed,
        }


def list_runtimes(settings: Settings) -> list[RuntimeEntry]:
    """Every runtime found, the active one (the one a load would launch) first."""
    runtimes = find_runtimes(chosen_runtime_path(settings))
    entries: list[RuntimeEntry] = []
    taken: set[str] = set()
    for position, runtime in enumerate(runtimes):
        name = _unique(runtime.name or _SOURCE_NAMES[runtime.source], taken)
        taken.add(name)
        portable = runtime.build_info.get("portable")
        entries.append(
            RuntimeEntry(
                name=name,
                runtime=runtime,
                active=position == 0,
                portable=portable if isinstance(portable, bool) else None,
                installed=is_installed(runtime.server_path),
            )
        )
    return entries


def missing_choice(settings: Settings) -> Path | None:
    """The runtime picked in Settings when it is no longer there (loads then use the
    automatic choice); None when it is there or none was picked."""
    # Only the user's own pick: the check's pick that went away is simply checked again.
    chosen = Path(settings.runtime_path) if settings.runtime_path else None
    if chosen is None:
        return None
    found = find_runtimes(chosen)
    return None if found and found[0].source == "setting" else chosen


def resolve_runtime(choice: str, settings: Settings) -> Runtime:
    """The runtime ``choice`` names: an entry's name, or the path of a llama-server (or
    of a folder holding one). Raises RuntimeChoiceError naming the ones there are."""
    entries = list_runtimes(settings)
    for entry in entries:
        if entry.name == choice:
            return entry.runtime
    if os.sep in choice or "/" in choice or Path(choice).expanduser().exists():
        try:
            found = find_runtimes(Path(choice).expanduser())
        except RuntimeNotFound:
            found = []
        if found and found[0].source == "setting":
            return found[0]
        raise RuntimeChoiceError(
            f"There is no llama-server at {choice}. {_names_sentence(entries)}"
        )
    raise RuntimeChoiceError(f"No runtime is called '{choice}'. {_names_sentence(entries)}")


def use_runtime(choice: str | None, settings: Settings) -> Runtime | None:
    """Make ``choice`` (a name or path; None: choose automatically) the runtime every
    load launches, in ``settings``; the caller saves them. Returns the runtime chosen."""
    if choice is None:
        settings.runtime_path = None
        return None
    runtime = resolve_runtime(choice, settings)
    settings.runtime_path = str(runtime.server_path)
    return runtime


def remove_runtime(name: str, settings: Settings) -> RuntimeEntry:
    """Delete the installed runtime called ``name``; refuses the one in use, one a
    running server was started from, and one LlamaDesk did not install."""
    entries = list_runtimes(settings)
    entry = next((entry for entry in entries if entry.name == name), None)
    if entry is None:
        raise RuntimeChoiceError(
            f"No runtime is called '{name}'. {_names_sentence(entries)}", name=name
        )
    if entry.active:
        others = [other.name for other in entries if not other.active]
        hint = (
            f" Pick another first (`llamadesk runtime use {others[0]}`), then remove it."
            if others
            else " It is the only one there is."
        )
        raise RuntimeRemoveError(
            f"{name} is the runtime in use, so it stays.{hint}",
            refusal=RemoveRefusal.IN_USE, name=name, path=entry.path, only_one=not others,
        )
    if not entry.installed:
        raise RuntimeRemoveError(
            f"{name} ({entry.path}) was not installed by LlamaDesk, so LlamaDesk leaves it "
            "alone. Delete it yourself if you no longer want it.",
            refusal=RemoveRefusal.NOT_OURS, name=name, path=entry.path,
        )
    folder = entry.path.parent
    if _runs_a_server(folder):
        raise RuntimeRemoveError(
            f"A llama-server from {name} is running. Unload the model, then remove it.",
            refusal=RemoveRefusal.RUNNING, name=name, path=entry.path,
        )
    # One rename first: discovery skips dot-folders, so no one finds half a runtime.
    retired = folder.with_name(f".{folder.name}.removing-{uuid.uuid4().hex[:8]}")
    try:
        folder.rename(retired)
    except OSError as error:
        raise RuntimeRemoveError(
            f"{name} could not be removed: {error.strerror or error}.", str(error),
            refusal=RemoveRefusal.NOT_DELETED, name=name, path=entry.path,
        ) from None
    shutil.rmtree(retired, ignore_errors=True)
    return entry


def is_installed(server_path: Path) -> bool:
    """Whether this binary sits in a folder of its own in the runtimes folder."""
    folder = resolved_path(server_path.parent)
    return folder.parent == resolved_path(paths.runtimes_dir())


def install_folder(target: Path, settings: Settings | None = None) -> Path:
    """Where an install meant for ``target`` goes: ``target`` itself unless that folder
    holds the runtime in use (the active one, or one a running server started from),
    else the first numbered sibling (``<name>-2``, ...) that does not. ``settings``
    default to the saved ones."""
    active = _active_folder(settings if settings is not None else SettingsStore().load())
    candidate, number = target, 1
    while candidate.exists() and (
        resolved_path(candidate) == active or _runs_a_server(candidate)
    ):
        number += 1
        candidate = target.with_name(f"{target.name}-{number}")
    return candidate


def same_build_folders(target: Path) -> list[Path]:
    """``target`` and its numbered siblings that exist: where an earlier install of the
    same build may be (an install goes beside the runtime in use)."""
    folders = [target]
    number = 2
    while (sibling := target.with_name(f"{target.name}-{number}")).exists():
        folders.append(sibling)
        number += 1
    return folders


def _active_folder(settings: Settings) -> Path | None:
    try:
        runtimes = find_runtimes(chosen_runtime_path(settings))
    except RuntimeNotFound:
        return None
    return resolved_path(runtimes[0].server_path.parent) if runtimes else None


def _runs_a_server(folder: Path) -> bool:
    """Whether a live child recorded by this app (or another instance) runs a binary
    from ``folder``."""
    where = resolved_path(folder)
    for _, record in read_records():
        if record is None or Path(record.binary).parent != where:
            continue
        try:
            started = psutil.Process(record.pid).create_time()
        except psutil.Error:
            continue  # gone: a record a crash left behind
        # The same process, not a later one that got its number.
        if abs(started - record.create_time) <= _SAME_START_S:
            return True
    return False


def _names_sentence(entries: list[RuntimeEntry]) -> str:
    if not entries:
        return "No runtime is installed: install one with `llamadesk runtime install`."
    return "The runtimes here: " + ", ".join(entry.name for entry in entries) + "."


def _unique(name: str, taken: set[str]) -> str:
    candidate, number = name, 1
    while candidate in taken:
        number += 1
        candidate = f"{name}-{number}"
    return candidate
