"""Real runtimes installed side by side for a test: copies of a real runtime folder (the
CPU one of the ``llama_server_path`` fixture, the Vulkan test runtime) in the test's
own runtimes folder, with nothing found before them."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.build import runtime_name
from desktop.core.runtime.discovery import (
    BUILD_INFO_FILE,
    EXECUTABLE_NAME,
    LLAMA_CPP_DIR_ENV,
)

# The copies are of the portable runtimes the suite runs (llama_server_path), so they
# bear the names `runtime install --portable` gives those builds.
CPU = runtime_name("cpu", portable=True)
SECOND = f"{CPU}-2"  # an install beside it
VULKAN = runtime_name("vulkan", portable=True)


def install_copy(source: Path, name: str, installed_at: str) -> Path:
    """A copy of the real runtime folder ``source`` under ``name`` in the app's runtimes
    folder; its binary. Files are hard-linked where the file system allows (they are
    never written to); build-info.json is written anew with ``installed_at``, which
    decides which one is newest."""
    return copy_runtime_folder(source, paths.runtimes_dir() / name, installed_at)


def copy_runtime_folder(source: Path, target: Path, installed_at: str) -> Path:
    """``install_copy`` into any folder (``target``), such as beside the program."""
    target.mkdir(parents=True)
    for entry in source.iterdir():
        if entry.name == BUILD_INFO_FILE or not entry.is_file():
            continue
        try:
            os.link(entry, target / entry.name)
        except OSError:
            shutil.copy2(entry, target / entry.name)
    info = json.loads((source / BUILD_INFO_FILE).read_text(encoding="utf-8"))
    info["installed_at"] = installed_at
    (target / BUILD_INFO_FILE).write_text(json.dumps(info), encoding="utf-8")
    return target / EXECUTABLE_NAME


def only_installed_runtimes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Nothing found before the runtimes folder: no environment variable, nothing
    next to the program."""
    monkeypatch.delenv(SERVER_PATH_ENV, raising=False)
    monkeypatch.delenv(LLAMA_CPP_DIR_ENV, raising=False)
    program = tmp_path / "program"
    program.mkdir()
    monkeypatch.setattr(paths, "executable_dir", lambda: program)


def install_two_cpu_copies(llama_server_path: Path) -> tuple[Path, Path]:
    """``CPU`` and, installed later (so the automatic choice), ``SECOND``: both copies
    of the real CPU runtime; their binaries."""
    source = llama_server_path.resolve().parent
    assert (source / BUILD_INFO_FILE).is_file(), "the test runtime is an installed one"
    older = install_copy(source, CPU, "2026-01-01T00:00:00+00:00")
    newer = install_copy(source, SECOND, "2026-02-01T00:00:00+00:00")
    return older, newer


def two_cpu_runtimes_only(
    llama_server_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[Path, Path]:
    """``install_two_cpu_copies`` on a machine where nothing else is found first."""
    only_installed_runtimes(monkeypatch, tmp_path)
    return install_two_cpu_copies(llama_server_path)
