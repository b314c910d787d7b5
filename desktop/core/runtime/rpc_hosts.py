"""Using other computers' devices through llama.cpp's RPC backend: the ``host:port``
list passed to llama-server as ``--rpc``, checked before a load, and the devices those
hosts lend (``llama-server --rpc HOSTS --list-devices``, ``RPC0: 127.0.0.1:50052
(24105 MiB, 24105 MiB free)``), for the planner to count.

llama-server aborts (``Failed to connect to HOST:PORT``) when a host cannot be reached,
and aborts mid-answer when one goes away: every host is tried first here, so the user
reads which computer is missing rather than a crash, and after a failed answer
``unreachable_hosts`` names the one that went.
"""

from __future__ import annotations

import dataclasses
import re
import socket
from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import GpuInfo, HardwareInfo

if TYPE_CHECKING:
    from desktop.core.runtime.discovery import Runtime, RuntimeDevice

# ggml-rpc-server's own default port.
DEFAULT_RPC_PORT = 50052
CONNECT_TIMEOUT_S = 3.0
RPC_SOURCE = "llama-server --rpc --list-devices"
_HOST_PORT = re.compile(r"^(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.\-]+)(?::(?P<port>\d+))?$")


class RpcHostProblem(StrEnum):
    """What kind of problem an ``RpcHostError`` is, for the window to word."""

    NOT_AN_ADDRESS = "not_an_address"  # ``hosts``: the entry as typed
    UNREACHABLE = "unreachable"  # ``hosts``: those that can't be reached
    NO_RPC_BACKEND = "no_rpc_backend"  # the runtime is built without it


class RpcHostError(LlamaDeskError):
    """An RPC host that is malformed, cannot be reached, or went away; ``problem`` says
    which (None when made without one) and ``hosts`` names them."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: RpcHostProblem | None = None,
        hosts: Sequence[str] = (),
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.hosts = tuple(hosts)


def parse_hosts(text: str | Sequence[str]) -> tuple[str, ...]:
    """``host:port`` entries from a comma-separated list (or a list of them); a missing
    port is ggml-rpc-server's default. Raises ``RpcHostError`` naming a bad entry."""
    parts = text.split(",") if isinstance(text, str) else list(text)
    hosts: list[str] = []
    for part in (entry.strip() for entry in parts):
        if not part:
            continue
        match = _HOST_PORT.match(part)
        port = int(match.group("port")) if match and match.group("port") else DEFAULT_RPC_PORT
        if match is None or not 0 < port < 65536:
            raise RpcHostError(
                f"{part} is not a computer's address and port, like "
                f"192.168.1.20:{DEFAULT_RPC_PORT}.",
                problem=RpcHostProblem.NOT_AN_ADDRESS,
                hosts=(part,),
            )
        entry = f"{match.group('host')}:{port}"
        if entry not in hosts:
            hosts.append(entry)
    return tuple(hosts)


def _split(host: str) -> tuple[str, int]:
    name, _, port = host.rpartition(":")
    return name.strip("[]"), int(port)


def unreachable_hosts(hosts: Sequence[str], timeout: float = CONNECT_TIMEOUT_S) -> list[str]:
    """The hosts whose RPC server does not accept a connection now."""
    missing = []
    for host in hosts:
        try:
            with socket.create_connection(_split(host), timeout=timeout):
                pass
        except OSError:
            missing.append(host)
    return missing


def unreachable_message(hosts: Sequence[str]) -> str:
    named = ", ".join(hosts)
    return (
        f"Can't reach the computer sharing its devices at {named}. Start LlamaDesk's "
        "'Share this computer' (or ggml-rpc-server) there, or remove it from the "
        "computers to use."
    )


def check_hosts(hosts: Sequence[str]) -> None:
    """Raise ``RpcHostError`` naming every host that cannot be reached."""
    missing = unreachable_hosts(hosts)
    if missing:
        raise RpcHostError(
            unreachable_message(missing), problem=RpcHostProblem.UNREACHABLE, hosts=missing
        )


def rpc_devices(
    runtime: Runtime, hosts: Sequence[str], timeout: float = 30.0
) -> list[RuntimeDevice]:
    """The devices ``hosts`` lend, as this runtime lists them (``RPC0``, ``RPC1``...).

    ``--rpc`` must come before ``--list-devices``: llama-server acts on the latter as
    soon as it reads it."""
    # Imported here: the chat's failures read this module's messages without them.
    from desktop.core import processes
    from desktop.core.runtime.discovery import parse_device_list

    check_hosts(hosts)
    run = processes.run_tool(
        [runtime.server_path, "--rpc", ",".join(hosts), "--list-devices"], timeout
    )
    output = run.stdout + run.stderr
    if run.returncode != 0:
        if "Failed to connect" in output or run.timed_out:
            missing = unreachable_hosts(hosts) or list(hosts)
            raise RpcHostError(
                unreachable_message(missing), output[-2000:],
                problem=RpcHostProblem.UNREACHABLE, hosts=missing,
            )  # fmt: skip
        raise RpcHostError(
            f"The llama-server at {runtime.server_path} could not use other computers: it "
            "may be built without llama.cpp's RPC backend. Install the runtime again.",
            output[-2000:],
            problem=RpcHostProblem.NO_RPC_BACKEND,
            hosts=hosts,
        )
    return [device for device in parse_device_list(output) if device.name.startswith("RPC")]


def rpc_gpus(devices: Sequence[RuntimeDevice], first_index: int) -> tuple[GpuInfo, ...]:
    """The lent devices as cards the planner counts, numbered after the local ones."""
    return tuple(
        GpuInfo(
            index=first_index + number,
            vendor="other",
            backend="rpc",
            name=f"{device.name} ({device.description})",
            total_bytes=device.total_bytes or 0,
            free_bytes=(
                device.free_bytes if device.free_bytes is not None else device.total_bytes or 0
            ),
            source=RPC_SOURCE,
        )
        for number, device in enumerate(devices)
    )


def with_lent_devices(
    hardware: HardwareInfo, runtime: Runtime, hosts: Sequence[str]
) -> HardwareInfo:
    """``hardware`` with the devices ``hosts`` lend added as cards after the local ones
    (raises ``RpcHostError`` naming a host that cannot be reached)."""
    lent = rpc_gpus(rpc_devices(runtime, hosts), first_index=len(hardware.gpus))
    return dataclasses.replace(hardware, gpus=(*hardware.gpus, *lent))


def load_failure_named(error: LlamaDeskError, hosts: Sequence[str]) -> LlamaDeskError:
    """A failed load as said to the user: naming the host that went away, if one did."""
    missing = unreachable_hosts(hosts) if hosts else []
    if not missing:
        return error
    return RpcHostError(
        f"The computer sharing its devices at {', '.join(missing)} went away while "
        "the model was loading. Start its sharing again, or load without it.",
        f"{error.message}\n{error.details}",
    )
