"""The real llama-server ended from outside on Windows, as the Task Manager ends it.

Runs where it means something: under Windows Python (the Windows lane runs it under
Wine with the cross-built llama-server.exe). Elsewhere tests/test_server.py kills with
SIGKILL, POSIX's way.
"""

from __future__ import annotations

import os
from pathlib import Path

import psutil
import pytest

from desktop.core import paths
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server import LlamaServer
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind

# Exit code 1: what the Task Manager's End task and ``taskkill /F`` give TerminateProcess.
TASK_MANAGER_EXIT_CODE = 1


@pytest.mark.server
def test_a_server_ended_by_the_task_manager_mid_load_says_stopped_from_outside(
    llama_server_path: Path, starter_model_path: Path
) -> None:
    holder: list[LlamaServer] = []
    ended_after: list[str] = []

    def end_once_tensors_load(line: str) -> None:
        if not ended_after and "load_tensors:" in line:
            ended_after.append(line)
            pid = holder[0].pid
            assert pid is not None
            # On Windows os.kill is TerminateProcess with this exit code.
            os.kill(pid, TASK_MANAGER_EXIT_CODE)

    options = LaunchOptions(starter_model_path, context=512, threads=2)
    server = LlamaServer(llama_server_path, options, on_log=end_once_tensors_load)
    holder.append(server)
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=120)
    assert ended_after, "llama-server never reached the tensor load"
    assert caught.value.kind is ServerFailureKind.KILLED
    assert caught.value.message.startswith(
        "The model server was stopped from outside while loading (it was ended, as the "
        "Task Manager's End task does). Nothing is wrong with the model; load it again."
    )
    assert server.pid is not None and not psutil.pid_exists(server.pid)
    assert not list(paths.child_records_dir().glob("*.json"))
