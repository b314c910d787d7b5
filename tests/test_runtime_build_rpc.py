"""Every runtime build carries llama.cpp's RPC server next to llama-server, and the
two talk: a real RPC server on loopback shows up as llama-server's ``RPC0`` device.
"""

from __future__ import annotations

import socket
import subprocess
import time
from pathlib import Path

import pytest

from desktop.core import processes
from desktop.core.runtime.build_outputs import RPC_SERVER_NAME, rpc_server_beside
from desktop.core.runtime.build_toolchains import RPC_CMAKE_FLAG
from desktop.core.runtime.discovery import parse_device_list, read_build_info
from desktop.core.safe_files import sha256_of

LOOPBACK = "127.0.0.1"
READY_TIMEOUT_S = 30.0
RUN_TIMEOUT_S = 60.0


def _free_loopback_port() -> int:
    # rpc-server refuses port 0, so ask the system for a free one and hand it over.
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((LOOPBACK, 0))
        port: int = probe.getsockname()[1]
        return port


def _wait_until_listening(process: subprocess.Popen[bytes], port: int) -> None:
    """rpc-server's own 'listening' line sits in its stdout buffer while it runs:
    a connection that succeeds is the readiness signal."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    while time.monotonic() < deadline:
        assert process.poll() is None, f"rpc-server exited with {process.returncode}"
        try:
            with socket.create_connection((LOOPBACK, port), timeout=1.0):
                return
        except OSError:
            time.sleep(0.1)
    pytest.fail(f"rpc-server did not listen on {LOOPBACK}:{port} in {READY_TIMEOUT_S:.0f} s")


def test_the_cpu_runtime_has_its_rpc_server(llama_server_path: Path, rpc_server_path: Path) -> None:
    assert rpc_server_path == llama_server_path.parent / RPC_SERVER_NAME
    assert rpc_server_beside(llama_server_path) == rpc_server_path
    info = read_build_info(llama_server_path.parent)
    assert RPC_CMAKE_FLAG in info["cmake_flags"]  # type: ignore[operator]
    assert info["rpc_server"] == RPC_SERVER_NAME
    assert info["rpc_server_sha256"] == sha256_of(rpc_server_path)
    usage = subprocess.run(
        [str(rpc_server_path), "--help"],
        capture_output=True, text=True, timeout=RUN_TIMEOUT_S, check=False,
    )  # fmt: skip
    assert usage.returncode == 0, usage.stderr
    assert "--port" in usage.stderr and "--host" in usage.stderr


def test_llama_server_lists_a_loopback_rpc_server_as_a_device(
    llama_server_path: Path, rpc_server_path: Path
) -> None:
    port = _free_loopback_port()
    rpc = processes.start(
        [rpc_server_path, "--host", LOOPBACK, "--port", str(port), "--threads", "1"],
        env=processes.child_environment(),
        output="discard",  # its printf lines stay in its buffer until it exits
    )
    try:
        _wait_until_listening(rpc, port)
        # --rpc must come before --list-devices, which acts as soon as it is read.
        listed = processes.run_tool(
            [llama_server_path, "--rpc", f"{LOOPBACK}:{port}", "--list-devices"],
            timeout=RUN_TIMEOUT_S,
        )
    finally:
        outcome = processes.stop_tree(rpc, grace_s=5.0)
    assert outcome.stopped
    assert listed.ok, listed.stdout + listed.stderr
    devices = parse_device_list(listed.stdout + listed.stderr)
    rpc_devices = [device for device in devices if device.name == "RPC0"]
    assert len(rpc_devices) == 1, listed.stdout + listed.stderr
    assert rpc_devices[0].description == f"{LOOPBACK}:{port}"
    # The memory figure came over the wire from the RPC server: the link really works.
    assert rpc_devices[0].total_bytes and rpc_devices[0].total_bytes > 0
