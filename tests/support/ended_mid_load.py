"""The real llama-server ended from outside while it reads the model's weights, as a task
manager ends it: tests/test_server.py kills it with SIGKILL, POSIX's way, and
tests/windows/test_ended_from_outside.py with the exit code the Task Manager gives."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest

from desktop.core.runtime.server import LlamaServer
from desktop.core.runtime.server_failures import ServerFailure


def start_ended_mid_load(
    make_server: Callable[..., LlamaServer], how: int
) -> tuple[LlamaServer, ServerFailure]:
    """Starts the server ``make_server(on_log=...)`` makes, ends it with
    ``os.kill(pid, how)`` as soon as it says it is loading the weights, and gives back the
    server and the failure its start raised."""
    holder: list[LlamaServer] = []
    ended_after: list[str] = []

    def end_once_tensors_load(line: str) -> None:
        # The drain thread reads this line as llama-server prints it: the end lands
        # while the weights are being read, as a task manager's would.
        if not ended_after and "load_tensors:" in line:
            ended_after.append(line)
            pid = holder[0].pid
            assert pid is not None
            os.kill(pid, how)

    server = make_server(on_log=end_once_tensors_load)
    holder.append(server)
    with pytest.raises(ServerFailure) as caught:
        server.start(timeout=120)
    assert ended_after, "llama-server never reached the tensor load"
    return server, caught.value
