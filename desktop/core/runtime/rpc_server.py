"""Sharing this computer's devices with a LlamaDesk on another computer: llama.cpp's RPC
server (``ggml-rpc-server``, installed beside llama-server by every runtime build) run
as one owned child process.

It listens on loopback unless the user asks for the local network, and then the user
is told plainly (``RPC_WARNING``) that llama.cpp's RPC protocol has no password and no
encryption: anyone who can reach the port can use this computer's memory and devices.
"""

from __future__ import annotations

import socket
import subprocess
import threading
import time
from enum import StrEnum
from pathlib import Path

from desktop.core import processes
from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.build_outputs import RPC_SERVER_NAME, rpc_server_beside
from desktop.core.runtime.discovery import find_runtime
from desktop.core.runtime.rpc_hosts import DEFAULT_RPC_PORT

LOOPBACK = "127.0.0.1"
STOP_GRACE_S = 2.0
RPC_WARNING = (
    "Warning: llama.cpp's RPC has no password and no encryption. Anyone who can reach "
    "this port can use this computer's memory and devices. Share on a trusted home or "
    "office network only, never on public Wi-Fi or the internet."
)


class ShareProblem(StrEnum):
    """Why this computer's devices could not be shared: an ``RpcShareError``'s kind."""

    NO_RPC_SERVER = "no_rpc_server"  # the runtime has none beside llama-server
    BAD_PORT = "bad_port"
    PORT_IN_USE = "port_in_use"
    CANNOT_START = "cannot_start"
    CANNOT_LISTEN = "cannot_listen"  # the port is taken, or the address is not ours
    STOPPED = "stopped"  # it ended as it started
    TOO_SLOW = "too_slow"  # not listening within ``seconds``


class RpcShareError(LlamaDeskError):
    """This computer's devices could not be shared; the message says why, ``problem``
    the same as a kind (None when made without one), with the ``port`` and the
    ``address`` it was to listen on and the ``seconds`` it was given."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: ShareProblem | None = None,
        port: int = 0,
        address: str = "",
        seconds: float = 0.0,
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.port = port
        self.address = address
        self.seconds = seconds


def find_rpc_server(runtime_path: Path | None = None) -> Path:
    """The RPC server beside the llama-server a load would use."""
    server = find_runtime(runtime_path).server_path
    found = rpc_server_beside(server)
    if found is None:
        raise RpcShareError(
            f"The runtime at {server.parent} has no {RPC_SERVER_NAME}, which shares this "
            "computer's devices. Install the runtime again: llamadesk runtime install.",
            problem=ShareProblem.NO_RPC_SERVER,
        )
    return found


def on_network(host: str) -> bool:
    """Whether listening on ``host`` lets other computers in (anything but loopback)."""
    return host not in (LOOPBACK, "localhost", "::1")


class RpcServer:
    """One ggml-rpc-server: ``start()`` returns once it accepts connections; ``stop()``
    ends it and anything it started. Starts once."""

    def __init__(
        self,
        program: Path,
        *,
        host: str = LOOPBACK,
        port: int = DEFAULT_RPC_PORT,
        threads: int | None = None,
    ) -> None:
        self.program = program
        self.host = host
        self.port = port
        self.threads = threads
        self._process: subprocess.Popen[bytes] | None = None
        self._output: list[str] = []
        self._drain: threading.Thread | None = None

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    def command(self) -> list[str]:
        command = [str(self.program), "-H", self.host, "-p", str(self.port)]
        if self.threads is not None:
            command += ["-t", str(self.threads)]
        return command

    def start(self, timeout: float = 20.0) -> None:
        """Start it and wait until it accepts connections; raises ``RpcShareError``."""
        if not 0 < self.port < 65536:
            raise RpcShareError(
                f"The port must be a number from 1 to 65535, not {self.port}.",
                problem=ShareProblem.BAD_PORT,
                port=self.port,
            )
        if self._accepts():  # else the other program's answer would read as ours
            raise RpcShareError(
                f"Port {self.port} is already in use on this computer. Pick another port.",
                problem=ShareProblem.PORT_IN_USE,
                port=self.port,
            )
        try:
            process = processes.start(
                self.command(), env=processes.child_environment(), output="merge",
                own_group=True,
            )
        except OSError as error:
            raise RpcShareError(
                f"{self.program.name} could not be started: {error.strerror or error}.",
                problem=ShareProblem.CANNOT_START,
            ) from error
        self._process = process
        self._drain = threading.Thread(
            target=self._read_output, args=(process,), name="rpc-server-output", daemon=True
        )
        self._drain.start()
        deadline = time.monotonic() + timeout
        while not self._accepts():
            if process.poll() is not None:
                self._reap()
                message, problem = self._exit_message()
                raise RpcShareError(
                    message, "\n".join(self._output[-20:]), problem=problem,
                    port=self.port, address=self.address,
                )  # fmt: skip
            if time.monotonic() >= deadline:
                self.stop()
                raise RpcShareError(
                    f"{self.program.name} did not start listening on {self.address} within "
                    f"{timeout:g} seconds.",
                    "\n".join(self._output[-20:]),
                    problem=ShareProblem.TOO_SLOW,
                    address=self.address,
                    seconds=timeout,
                )
            time.sleep(0.1)

    def is_running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def wait(self, timeout: float | None = None) -> int | None:
        """Wait for it to end (None: still running at the timeout)."""
        if self._process is None:
            return None
        try:
            return self._process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        """End it (terminate, then kill) and reap it; safe to call twice."""
        if self._process is None:
            return
        if self._process.poll() is None:
            processes.stop_tree(self._process, grace_s=STOP_GRACE_S)
        self._reap()

    def output(self) -> list[str]:
        return list(self._output)

    def _accepts(self) -> bool:
        connect_to = LOOPBACK if self.host in ("0.0.0.0", "") else self.host
        try:
            with socket.create_connection((connect_to, self.port), timeout=0.5):
                return True
        except OSError:
            return False

    def _read_output(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        for raw in process.stdout:
            self._output.append(raw.decode("utf-8", "replace").rstrip())
            del self._output[:-200]  # the start and the latest lines are what matter

    def _reap(self) -> None:
        if self._process is None:
            return
        self._process.wait()
        if self._drain is not None:
            self._drain.join(timeout=2.0)
        if self._process.stdout is not None:
            self._process.stdout.close()

    def _exit_message(self) -> tuple[str, ShareProblem]:
        if any("failed to create server socket" in line.lower() for line in self._output):
            return (
                f"Can't listen on {self.address}: the port is in use, or {self.host} is not "
                "an address of this computer. Pick another port or address.",
                ShareProblem.CANNOT_LISTEN,
            )
        return (
            f"{self.program.name} stopped as it started (see the details).",
            ShareProblem.STOPPED,
        )
