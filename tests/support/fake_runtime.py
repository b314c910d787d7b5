"""Fake ``llama-server`` executables for discovery tests: tiny shell scripts.

They stand in for the binary only where the real one cannot show the behaviour
(GPU device lists, crashes); everything that the real binary can show is tested
against the real binary.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import BUILD_INFO_FILE, EXECUTABLE_NAME

CUDA_AND_VULKAN_DEVICES = """\
ggml_cuda_init: found 2 CUDA devices:
  Device 0: NVIDIA GeForce RTX 4060 Ti, compute capability 8.9, VMM: yes
Available devices:
  CUDA0: NVIDIA GeForce RTX 4060 Ti (16379 MiB, 14900 MiB free)
  CUDA1: NVIDIA RTX A2000 12GB (11938 MiB, 11800 MiB free)
  Vulkan0: AMD Radeon RX 7900 XTX (RADV NAVI31) (24560 MiB, 24000 MiB free)
"""


def write_script(path: Path, body: str) -> Path:
    """An executable /bin/sh script at ``path`` (folders created)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + body, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def write_fake_server(
    folder: Path,
    *,
    devices_output: str = "Available devices:\n  (none)\n",
    version_output: str = "version: 4273 (abc1234)\nbuilt with cc for x86_64\n",
) -> Path:
    """A llama-server that answers ``--list-devices`` and ``--version`` like the real one."""
    return write_script(
        folder / EXECUTABLE_NAME,
        f"""case "$1" in
  --list-devices) {_print(devices_output)} ;;
  --version) {_print(version_output)} >&2 ;;
  *) echo "unexpected arguments: $*" >&2; exit 2 ;;
esac
""",
    )


def write_crashing_server(folder: Path, signal_name: str) -> Path:
    """A llama-server that kills itself with a signal (no core file)."""
    return write_script(folder / EXECUTABLE_NAME, f"ulimit -c 0\nkill -{signal_name} $$\n")


def write_failing_server(folder: Path, stderr_text: str, exit_code: int) -> Path:
    """A llama-server that prints ``stderr_text`` and exits with ``exit_code``."""
    return write_script(
        folder / EXECUTABLE_NAME,
        f"{_print(stderr_text)} >&2\nexit {exit_code}\n",
    )


def _print(text: str) -> str:
    """A shell builtin command printing ``text`` (tests may empty PATH, so no ``cat``)."""
    quoted = text.replace("'", "'\\''")
    return f"printf '%s' '{quoted}'"


def write_managed_runtime(
    runtimes_dir: Path,
    name: str,
    *,
    backend: str = "cpu",
    installed_at: str = "2025-01-01T00:00:00+00:00",
    version: str = "11434.0.0",
) -> Path:
    """An installed runtime folder as ``llamadesk runtime install`` leaves it."""
    binary = write_fake_server(runtimes_dir / name)
    info = {"version": version, "backend": backend, "installed_at": installed_at}
    (runtimes_dir / name / BUILD_INFO_FILE).write_text(json.dumps(info), encoding="utf-8")
    return binary


def hide_every_runtime(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Leave the app no llama-server to find: the setting's path points nowhere and
    PATH holds an empty folder (the managed runtimes live in the test's data folder)."""
    monkeypatch.setenv(SERVER_PATH_ENV, str(tmp_path / "nowhere" / "llama-server"))
    empty_bin = tmp_path / "empty-bin"
    empty_bin.mkdir()
    monkeypatch.setenv("PATH", str(empty_bin))
