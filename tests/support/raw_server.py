"""Start the real llama-server binary directly, for tests and benchmarks.

Deliberately independent of desktop.core.runtime.server: the chat client's tests must not
depend on the launcher being finished (the lead may later swap this for it).
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import httpx


@dataclass
class RawServer:
    process: subprocess.Popen[bytes]
    base_url: str
    api_key: str
    log_path: Path

    def log_text(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log_text().splitlines()[-lines:])

    def stop(self) -> None:
        """Kill the server and reap it, so no child is left behind."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=10)

    def __enter__(self) -> RawServer:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_raw_server(
    binary: Path,
    model: Path,
    log_dir: Path,
    *,
    context: int = 2048,
    threads: int = 2,
    extra_args: tuple[str, ...] = (),
    ready_timeout_s: float = 60.0,
) -> RawServer:
    """Launch llama-server on a free port with a random key; wait until /health is 200."""
    api_key = secrets.token_urlsafe(24)
    port = free_port()
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"llama-server-{port}.log"
    command = [
        str(binary),
        "-m",
        str(model),
        "-c",
        str(context),
        "--parallel",
        "1",
        "--port",
        str(port),
        "--host",
        "127.0.0.1",
        "--no-webui",
        "--jinja",
        "-ngl",
        "0",
        "--threads",
        str(threads),
        *extra_args,
    ]
    env = {**os.environ, "LLAMA_API_KEY": api_key}
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            command, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env
        )
    server = RawServer(process, f"http://127.0.0.1:{port}", api_key, log_path)
    deadline = time.monotonic() + ready_timeout_s
    try:
        with httpx.Client(trust_env=False, timeout=2.0) as client:
            while True:
                if process.poll() is not None:
                    raise RuntimeError(
                        f"llama-server exited with code {process.returncode}:\n" + server.log_tail()
                    )
                try:
                    if client.get(f"{server.base_url}/health").status_code == 200:
                        return server
                except httpx.TransportError:
                    pass  # not listening yet
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"llama-server not ready after {ready_timeout_s} s:\n" + server.log_tail()
                    )
                time.sleep(0.02)  # polling interval, not synchronisation
    except BaseException:
        server.stop()
        raise
