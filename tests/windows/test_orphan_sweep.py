"""The orphan sweep on Windows: a llama-server left running by an app that was killed
is found from its record and stopped when the app starts again.

On Windows the app's Job Object ends its servers with it, so a server outlives the app
only where that job could not be made (``CreateJobObjectW`` failed: the app logs it and
runs on). The app killed here is the real one in that state: its job is taken away
before it starts the real llama-server.exe through ``LlamaServer``, as a failed
``CreateJobObjectW`` leaves it. Run by the Windows lane under Wine.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from desktop.core import paths
from tests.support.cli_process import run_cli

# The app whose Job Object could not be made: it serves until it is killed.
_APP_WITHOUT_A_JOB = """
import sys, time
from pathlib import Path
from desktop.core.runtime import lifetime
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server import LlamaServer

lifetime._windows_job = lambda: None  # what a failed CreateJobObjectW leaves
server = LlamaServer(Path(sys.argv[1]), LaunchOptions(Path(sys.argv[2]), context=512, threads=1))
server.start(timeout=180)
print(server.pid, flush=True)
time.sleep(600)
"""


def _wait_until_gone(pid: int, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not psutil.pid_exists(pid):
            return True
        time.sleep(0.2)
    return not psutil.pid_exists(pid)


@pytest.mark.server
def test_a_server_left_by_a_killed_app_is_stopped_when_the_app_starts_again(
    llama_server_path: Path, starter_model_path: Path
) -> None:
    app = subprocess.Popen(
        [sys.executable, "-c", _APP_WITHOUT_A_JOB, str(llama_server_path), str(starter_model_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    server_pid = 0
    try:
        assert app.stdout is not None
        line = app.stdout.readline().strip()
        assert line.isdigit(), f"the app never served: {line!r} {app.communicate(timeout=30)}"
        server_pid = int(line)
        record = paths.child_records_dir() / f"{server_pid}.json"
        assert record.is_file(), "the app wrote no record of its server"

        app.kill()  # TerminateProcess: the Task Manager's End task
        app.communicate(timeout=30)
        # The premise: with no job, nothing ended the server with the app.
        time.sleep(1.0)
        assert psutil.pid_exists(server_pid), "the server ended with the app: nothing to sweep"

        # The next start (``ask`` sweeps before anything else; a missing model ends it).
        started = run_cli(["ask", "hello", "--model", str(Path("C:/no/such/model.gguf"))])
        assert started.returncode != 0, started.stdout
        assert _wait_until_gone(server_pid, 15), "the next start left the orphaned server running"
        assert not record.exists(), "the swept server's record was kept"
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate(timeout=30)
        if server_pid and psutil.pid_exists(server_pid):
            psutil.Process(server_pid).kill()
