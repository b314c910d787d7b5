"""A load that pools other computers' devices (``rpc_hosts``): their devices join the
cards the planner counts, the launch passes ``--rpc``, and a computer that goes away
while loading or answering is named in the message, not left to llama-server's abort.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.load_choice import LoadRequest
from desktop.core.runtime.discovery import Runtime, find_runtime
from desktop.core.runtime.loader import (
    PreparedLoad,
    _child_environment,  # the same environment a load without other computers gets
    prepare_load,
    start_server,
)
from desktop.core.runtime.rpc_hosts import (
    RpcHostError,
    rpc_devices,
    rpc_gpus,
    unreachable_hosts,
)
from desktop.core.runtime.runtime_devices import hardware_for_runtime
from desktop.core.runtime.server import LlamaServer, LoadReport


def prepare_pooled_load(
    request: LoadRequest,
    hosts: Sequence[str],
    *,
    runtime: Runtime | None = None,
    hardware: HardwareInfo | None = None,
) -> PreparedLoad:
    """``prepare_load`` with ``hosts``' devices counted and passed as ``--rpc``; without
    hosts, exactly ``prepare_load``. Raises ``RpcHostError`` naming a missing host."""
    if not hosts:
        return prepare_load(request, hardware=hardware, runtime=runtime)
    runtime = runtime or find_runtime(request.runtime_path)
    lent = rpc_devices(runtime, hosts)
    local = hardware or hardware_for_runtime(detect_hardware(), runtime)
    pooled = dataclasses.replace(
        local, gpus=(*local.gpus, *rpc_gpus(lent, first_index=len(local.gpus)))
    )
    prepared = prepare_load(request, hardware=pooled, runtime=runtime)
    # The lent devices are not this computer's cards: only local ones may be pinned.
    local_indices = tuple(
        index for index in prepared.options.gpu_indices if index < len(local.gpus)
    )
    options = dataclasses.replace(
        prepared.options, rpc_hosts=tuple(hosts), gpu_indices=local_indices
    )
    env = _child_environment(runtime, local_indices)
    return dataclasses.replace(prepared, options=options, env=env)


def start_pooled_server(
    prepared: PreparedLoad, *, cancel: threading.Event | None = None
) -> tuple[LlamaServer, LoadReport]:
    """``start_server``; a load that failed because a host went away says which."""
    try:
        return start_server(prepared, cancel=cancel)
    except LlamaDeskError as error:
        missing = unreachable_hosts(prepared.options.rpc_hosts)
        if not missing:
            raise
        raise RpcHostError(
            f"The computer sharing its devices at {', '.join(missing)} went away while "
            "the model was loading. Start its sharing again, or load without it.",
            f"{error.message}\n{error.details}",
        ) from error


def vanished_host_message(hosts: Sequence[str]) -> str | None:
    """After an answer broke off: which computer went away, in a sentence; None when
    every host still answers (the break was something else)."""
    missing = unreachable_hosts(hosts) if hosts else []
    if not missing:
        return None
    return (
        f"The computer sharing its devices at {', '.join(missing)} went away while "
        "answering, and the model stopped. What it wrote so far is kept; start that "
        "computer's sharing again and load the model, or load it without that computer."
    )
