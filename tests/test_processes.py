"""The one way the app starts and stops external programs (desktop/core/processes.py)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from desktop.core import processes

# A program that starts a child of its own, says both pids, and then waits forever.
_PARENT_WITH_CHILD = """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
print(child.pid, flush=True)
time.sleep(120)
"""
# A program that ignores the polite request to stop.
_STUBBORN = """
import signal, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
print("ready", flush=True)
time.sleep(120)
"""


def _started(code: str) -> tuple[subprocess.Popen[bytes], str]:
    process = processes.start([sys.executable, "-c", code], output="merge", own_group=True)
    assert process.stdout is not None
    return process, process.stdout.readline().decode().strip()


def test_stop_tree_ends_the_program_and_what_it_started() -> None:
    process, child_pid = _started(_PARENT_WITH_CHILD)
    child = psutil.Process(int(child_pid))

    outcome = processes.stop_tree(process, grace_s=5.0)

    assert outcome.stopped and not outcome.killed
    assert outcome.returncode == process.returncode == -signal.SIGTERM
    assert not child.is_running() or child.status() == psutil.STATUS_ZOMBIE
    assert process.stdout is not None
    process.stdout.close()


@pytest.mark.skipif(sys.platform == "win32", reason="Windows has no signal to ignore")
def test_stop_tree_kills_what_ignores_terminate_after_the_grace_period() -> None:
    process, said = _started(_STUBBORN)
    assert said == "ready"

    began = time.monotonic()
    outcome = processes.stop_tree(process, grace_s=0.3)

    assert outcome.killed and outcome.stopped
    assert outcome.returncode == -signal.SIGKILL
    assert 0.3 <= time.monotonic() - began < 5.0
    assert process.stdout is not None
    process.stdout.close()


def test_stopping_a_program_that_already_ended_only_reports_it() -> None:
    process = processes.start([sys.executable, "-c", "raise SystemExit(3)"], output="discard")
    process.wait()

    outcome = processes.stop_tree(process, grace_s=1.0)

    assert outcome == processes.StopOutcome(process.pid, 3, killed=False)


def test_stop_tree_stops_a_process_that_is_not_our_child() -> None:
    process = processes.start(
        [sys.executable, "-c", "import time; time.sleep(120)"], output="discard"
    )
    outcome = processes.stop_tree(psutil.Process(process.pid), grace_s=5.0)
    process.wait()  # reaped here: psutil cannot reap what it did not start

    assert outcome.stopped and outcome.returncode is None


def test_run_tool_collects_output_and_exit_code() -> None:
    run = processes.run_tool([sys.executable, "-c", "print('hello'); raise SystemExit(2)"], 10)

    assert run.returncode == 2 and run.stdout.strip() == "hello" and not run.timed_out
    assert run.failure_sentence(10).endswith("failed (exit code 2): hello")


def test_run_tool_stops_a_tool_that_overruns_its_deadline() -> None:
    run = processes.run_tool([sys.executable, "-c", _PARENT_WITH_CHILD], timeout=1.0)

    assert run.timed_out and run.returncode is None
    child_pid = int(run.stdout.split()[0])
    assert not psutil.pid_exists(child_pid) or (
        psutil.Process(child_pid).status() == psutil.STATUS_ZOMBIE
    )


def test_a_frozen_apps_library_path_is_not_handed_to_children() -> None:
    env = {"LD_LIBRARY_PATH": "/bundle", "LD_LIBRARY_PATH_ORIG": "/usr/lib/mine"}
    processes.restore_loader_path(env, frozen=True)
    assert env == {"LD_LIBRARY_PATH": "/usr/lib/mine"}

    untouched = {"LD_LIBRARY_PATH": "/x"}
    processes.restore_loader_path(untouched, frozen=False)
    assert untouched == {"LD_LIBRARY_PATH": "/x"}


def test_a_program_that_cannot_start_is_a_run_that_says_so(tmp_path: Path) -> None:
    run = processes.run_tool([str(tmp_path / "nothing-here")], timeout=5)
    assert run.start_error and run.returncode is None
