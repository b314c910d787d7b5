"""The real llama-server ended from outside on Windows, as the Task Manager ends it.

Runs where it means something: under Windows Python (the Windows lane runs it under
Wine with the cross-built llama-server.exe). Elsewhere tests/test_server.py kills with
SIGKILL, POSIX's way.
"""

from __future__ import annotations

import functools
from pathlib import Path

import psutil
import pytest

from desktop.core import paths
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server import LlamaServer
from desktop.core.runtime.server_failures import ServerFailureKind
from tests.support.ended_mid_load import start_ended_mid_load

# Exit code 1: what the Task Manager's End task and ``taskkill /F`` give TerminateProcess.
TASK_MANAGER_EXIT_CODE = 1


@pytest.mark.server
def test_a_server_ended_by_the_task_manager_mid_load_says_stopped_from_outside(
    llama_server_path: Path, starter_model_path: Path
) -> None:
    options = LaunchOptions(starter_model_path, context=512, threads=2)
    # On Windows os.kill is TerminateProcess with this exit code.
    server, failure = start_ended_mid_load(
        functools.partial(LlamaServer, llama_server_path, options), TASK_MANAGER_EXIT_CODE
    )
    assert failure.kind is ServerFailureKind.KILLED
    assert failure.message.startswith(
        "The model server was stopped from outside while loading (it was ended, as the "
        "Task Manager's End task does). Nothing is wrong with the model; load it again."
    )
    assert server.pid is not None and not psutil.pid_exists(server.pid)
    assert not list(paths.child_records_dir().glob("*.json"))
