"""The llamadesk command in its own process, as a user runs it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence

# `llamadesk` from this checkout, whatever is installed on PATH.
CLI_COMMAND = (sys.executable, "-m", "desktop.cli")


def run_cli(
    args: Sequence[str], *, env_extra: Mapping[str, str] | None = None, timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    """Run ``llamadesk <args>`` to the end; ``env_extra`` is laid over this environment
    (whose app folders are the test's own)."""
    env = {**os.environ, **(env_extra or {})}
    return subprocess.run(
        [*CLI_COMMAND, *args], capture_output=True, text=True, timeout=timeout, env=env, check=False
    )


def hub_env(endpoint: str) -> dict[str, str]:
    """Point huggingface_hub in the child at ``endpoint`` (a fake hub), telemetry off."""
    return {"HF_ENDPOINT": endpoint, "HF_HUB_DISABLE_TELEMETRY": "1"}


def start_cli(
    args: Sequence[str], *, env_extra: Mapping[str, str] | None = None
) -> subprocess.Popen[str]:
    """Start ``llamadesk <args>`` and return at once, its output piped, for a test that
    acts on the process while it runs (interrupts it, kills it, watches its files)."""
    env = {**os.environ, **(env_extra or {})}
    return subprocess.Popen(
        [*CLI_COMMAND, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=_take_ctrl_c if sys.platform != "win32" else None,
    )


def _take_ctrl_c() -> None:
    """In the child before it runs: Ctrl+C (SIGINT) back to its default, as in a terminal.
    A test run started in the background by a shell without job control (``cmd &`` in a
    script) ignores SIGINT, every child inherits that, and Python then never turns
    Ctrl+C into KeyboardInterrupt: the tests that press Ctrl+C would test nothing."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
