"""The one owner of a llama-server child: launch, readiness, load progress, stop.

The server binds 127.0.0.1 on a port picked just before launch and requires a fresh
random key, handed over in the child's environment (argv is visible to every local
user). Readiness is event-driven: the log drain thread wakes the waiter when the
server says it is listening, then /health and one keyed request confirm that the
server on that port is ours.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING

import psutil

from desktop.core import processes
from desktop.core.runtime import lifetime, oom_kills
from desktop.core.runtime.launch import (
    HOST,
    LaunchOptions,
    build_command,
    build_environment,
    pick_free_port,
)
from desktop.core.runtime.load_report import LoadProgress, LoadReport, load_warnings
from desktop.core.runtime.serve_access import ServeAccess
from desktop.core.runtime.server_failures import (
    ServerFailure,
    ServerFailureKind,
    classify_failure,
    parse_context_size,
    parse_load_log,
)
from desktop.core.runtime.server_log import ServerLog

if TYPE_CHECKING:
    import httpx




log = logging.getLogger(__name__)
MAX_PORT_ATTEMPTS = 4  # the first try plus three retries on another port
PROGRESS_INTERVAL_S = 0.1
# Only a safety net when a build words its "ready" lines differently.
FALLBACK_HEALTH_INTERVAL_S = 2.0
STARTUP_LINES_KEPT = 50_000
_READY_MARKERS = ("server is listening", "listening on http", "model loaded")
_KEY_SUFFIX = re.compile(r"(api_keys?: \*{4})\S+")


class LlamaServer:
    """One llama-server child: ``start()`` blocks until it serves, ``stop()`` ends it.

    A LlamaServer starts once; make a new one to start again.
    """

    def __init__(
        self,
        server_path: Path,
        options: LaunchOptions,
        *,
        env: Mapping[str, str] | None = None,
        on_log: Callable[[str], None] | None = None,
        on_progress: Callable[[LoadProgress], None] | None = None,
        port: int | None = None,
        access: ServeAccess | None = None,
    ) -> None:
        """``port``: try this port first (another is chosen if it is taken).
        ``access``: serve other apps there, with that key; its port is kept or the start
        fails (the other apps were told it)."""
        self._server_path = Path(server_path)
        self._options = options
        self._base_env = dict(env) if env is not None else None
        self._on_log = on_log
        self._on_progress = on_progress
        self._access = access
        self._preferred_port = access.port if access is not None else port
        self._host = access.host if access is not None else HOST
        self._connect_host = access.connect_host if access is not None else HOST
        self._api_key = access.api_key if access is not None else secrets.token_urlsafe(32)

        self._lock = threading.Lock()
        self._log = ServerLog()
        # Every line until ready: the load facts sit early in a long log.
        self._startup_lines: list[str] | None = []
        self._process: subprocess.Popen[bytes] | None = None
        self._drain: threading.Thread | None = None
        self._port: int | None = None
        self._started = False
        self._ready = threading.Event()
        self._wake = threading.Event()
        self._stop_requested = threading.Event()
        self._stop_lock = threading.RLock()
        self._reaped = False
        self._oom_kills: oom_kills.OomKillCounter | None = None

    # --- public state ---------------------------------------------------------

    @property
    def api_key(self) -> str:
        return self._api_key

    @property
    def port(self) -> int | None:
        return self._port

    @property
    def base_url(self) -> str:
        if self._port is None:
            raise RuntimeError("llama-server has not been started")
        host = f"[{self._connect_host}]" if ":" in self._connect_host else self._connect_host
        return f"http://{host}:{self._port}"

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def is_running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def log_tail(self, lines: int = 40) -> list[str]:
        """The last ``lines`` lines the server printed (key redacted)."""
        return self._log.tail(lines)

    # --- start ----------------------------------------------------------------

    def start(self, *, cancel: threading.Event | None = None, timeout: float = 600.0) -> LoadReport:
        """Launch and wait until the server answers; raises ServerFailure otherwise.

        ``cancel`` (or ``stop()`` from another thread) ends the load with kind CANCELLED.
        """
        if self._started:
            raise RuntimeError("a LlamaServer starts once; create a new one to start again")
        self._started = True
        self._check_files()
        began = time.monotonic()
        deadline = began + timeout
        try:
            return self._start_on_some_port(began, deadline, cancel)
        except BaseException:
            self._halt()
            raise

    def _start_on_some_port(
        self, began: float, deadline: float, cancel: threading.Event | None
    ) -> LoadReport:
        last_failure: ServerFailure | None = None
        for attempt in range(MAX_PORT_ATTEMPTS):
            port = (
                self._preferred_port
                if attempt == 0 and self._preferred_port is not None
                else pick_free_port()
            )
            self._launch(port)
            try:
                lines = self._wait_until_ready(began, deadline, cancel)
                if self._confirm_ours(deadline):
                    return self._report(lines, began)
            except ServerFailure as failure:
                if failure.kind is not ServerFailureKind.PORT_IN_USE:
                    raise
                last_failure = failure
            else:
                # Someone else's server answers on this port (possible on Windows,
                # where two programs can share a port).
                last_failure = ServerFailure(
                    ServerFailureKind.PORT_IN_USE,
                    f"Another program answers on port {port}; try again.",
                    self.log_tail(),
                    {"port": str(port)},
                )
                self._halt()
            if self._access is not None:
                # Other apps were told this port: moving elsewhere would lose them.
                raise ServerFailure(
                    ServerFailureKind.PORT_IN_USE,
                    f"Port {port} is already used by another program, so other apps can't "
                    "reach LlamaDesk there. Pick another port (Settings → Other apps, or "
                    "--port) or close that program.",
                    last_failure.log_tail,
                    {"port": str(port), "fixed_port": str(port)},
                )
            log.info("port %s was taken; retrying on another port", port)
        assert last_failure is not None
        raise last_failure

    def _check_files(self) -> None:
        server = self._server_path
        if not server.is_file():
            raise ServerFailure(
                ServerFailureKind.MISSING_BINARY,
                f"llama-server was not found at {server}; install a runtime with "
                "`llamadesk runtime install`.",
            )
        if sys.platform != "win32" and not os.access(server, os.X_OK):
            raise ServerFailure(
                ServerFailureKind.MISSING_BINARY,
                f"{server} is not executable; reinstall the runtime with "
                "`llamadesk runtime install`.",
            )
        for path in self._options.model_files():
            if not path.is_file():
                raise ServerFailure(
                    ServerFailureKind.BAD_MODEL,
                    f"The model file {path.name} is missing (expected at {path}); "
                    "download the model again.",
                    figures={"model": path.name, "missing": str(path)},
                )

    def _launch(self, port: int) -> None:
        self._ready.clear()
        self._wake.clear()
        with self._lock:
            self._startup_lines = []
        self._port = port
        command = build_command(self._server_path, self._options, port, self._host)
        env = build_environment(self._base_env, self._options, self._api_key)
        log.info("starting %s", " ".join(command))
        # Read before the launch: the child joins our memory cgroup, and a SIGKILL
        # during the load is only blamed on memory if this count has grown by then.
        self._oom_kills = oom_kills.start_counting()
        try:
            process = lifetime.spawn_child(command, env=env)
        except OSError as error:
            raise ServerFailure(
                ServerFailureKind.MISSING_BINARY,
                f"llama-server at {self._server_path} could not be started "
                f"({error.strerror or error}); reinstall it with `llamadesk runtime install`.",
            ) from error
        self._process = process
        self._reaped = False
        try:
            lifetime.record_child(process.pid, self._server_path, port)
        except (OSError, psutil.Error) as error:
            log.warning("could not record child %s: %s", process.pid, error)
        assert process.stdout is not None
        self._drain = threading.Thread(
            target=self._drain_output,
            args=(process.stdout,),
            name=f"llama-server-log-{process.pid}",
            daemon=True,
        )
        self._drain.start()

    def _drain_output(self, stream: IO[bytes]) -> None:
        # The pipe may break rather than end: Wine 8 reports the pipe of a process ended
        # by TerminateProcess as ERROR_INVALID_ACCESS instead of the broken pipe Python
        # reads as the end. Either way nothing more will come.
        with contextlib.suppress(OSError):
            self._drain_lines(stream)
        # End of output: the process is exiting; wake the waiter at once.
        self._wake.set()

    def _drain_lines(self, stream: IO[bytes]) -> None:
        for raw in iter(stream.readline, b""):
            line = self._redact(raw.decode("utf-8", errors="replace").rstrip("\r\n"))
            with self._lock:
                self._log.append(line)
                if (
                    self._startup_lines is not None
                    and len(self._startup_lines) < STARTUP_LINES_KEPT
                ):
                    self._startup_lines.append(line)
            if not self._ready.is_set() and any(marker in line for marker in _READY_MARKERS):
                self._ready.set()
                self._wake.set()
            if self._on_log is not None:
                try:
                    self._on_log(line)
                except Exception:  # a faulty listener must not stop the drain (the pipe would fill)
                    log.exception("on_log callback failed")

    def _redact(self, line: str) -> str:
        if self._api_key in line:
            line = line.replace(self._api_key, "****")
        return _KEY_SUFFIX.sub(r"\1", line)

    def _wait_until_ready(
        self, began: float, deadline: float, cancel: threading.Event | None
    ) -> list[str]:
        """Wait for the ready lines; returns the log so far. Raises ServerFailure."""
        process = self._process
        assert process is not None
        total_bytes = sum(path.stat().st_size for path in self._options.model_files())
        watcher = _MemoryWatcher(process.pid)
        best = 0
        next_health_probe = time.monotonic() + FALLBACK_HEALTH_INTERVAL_S
        self._emit_progress(0, total_bytes, began)
        while True:
            if self._stop_requested.is_set() or (cancel is not None and cancel.is_set()):
                self._halt()
                raise ServerFailure(
                    ServerFailureKind.CANCELLED, "Loading the model was cancelled.", self.log_tail()
                )
            if process.poll() is not None:
                raise self._failure_after_exit(process)
            if self._ready.is_set():
                self._emit_progress(total_bytes, total_bytes, began)
                with self._lock:
                    return list(self._startup_lines or self._log.lines())
            now = time.monotonic()
            if now >= deadline:
                self._halt()
                raise ServerFailure(
                    ServerFailureKind.TIMEOUT,
                    f"llama-server did not finish loading {self._options.model_path.name} "
                    f"within {deadline - began:.0f} seconds; try a smaller model or context.",
                    self.log_tail(),
                    {"model": self._options.model_path.name},
                )
            if now >= next_health_probe:
                next_health_probe = now + FALLBACK_HEALTH_INTERVAL_S
                if self._health_ok():
                    self._ready.set()
                    continue
            best = max(best, min(watcher.resident_bytes(), total_bytes))
            self._emit_progress(best, total_bytes, began)
            if self._wake.wait(min(PROGRESS_INTERVAL_S, max(0.0, deadline - now))):
                self._wake.clear()

    def _failure_after_exit(self, process: subprocess.Popen[bytes]) -> ServerFailure:
        if self._stop_requested.is_set():
            self._halt()
            return ServerFailure(
                ServerFailureKind.CANCELLED, "Loading the model was cancelled.", self.log_tail()
            )
        returncode = process.wait()
        # The drain thread ends right after the pipe closes; its last lines hold the cause.
        self._finish_stop()
        lines = self._log.lines()
        return classify_failure(
            returncode,
            lines,
            model_path=self._options.model_path,
            server_path=self._server_path,
            oom_kills=self._oom_kills.kills_since_start() if self._oom_kills else None,
        )

    def _emit_progress(self, loaded: int, total: int, began: float) -> None:
        if self._on_progress is not None:
            self._on_progress(LoadProgress(loaded, total, time.monotonic() - began))

    def _client(self, timeout: float) -> httpx.Client:
        # trust_env=False: a proxy from the environment must never see local traffic.
        # verify=False: the URL is plain http on loopback, so TLS never happens, and
        # loading the CA bundle would add 40-90 ms to every load.
        import httpx  # deferred: importing it costs the window's start ~70 ms

        return httpx.Client(base_url=self.base_url, timeout=timeout, trust_env=False, verify=False)

    def _health_ok(self) -> bool:
        import httpx  # deferred: importing it costs the window's start ~70 ms

        try:
            with self._client(2.0) as client:
                return client.get("/health").status_code == 200
        except httpx.HTTPError:
            return False

    def _confirm_ours(self, deadline: float) -> bool:
        import httpx  # deferred: importing it costs the window's start ~70 ms

        """/health answers 200 and our key is accepted: the server on the port is ours."""
        process = self._process
        assert process is not None
        headers = {"Authorization": f"Bearer {self._api_key}"}
        with self._client(5.0) as client:
            while True:
                if process.poll() is not None:
                    raise self._failure_after_exit(process)
                try:
                    if client.get("/health").status_code == 200:
                        return client.get("/props", headers=headers).status_code != 401
                except httpx.HTTPError as error:
                    log.debug("health check failed: %s", error)
                if time.monotonic() >= deadline:
                    raise ServerFailure(
                        ServerFailureKind.TIMEOUT,
                        "llama-server said it was ready but does not answer; try again.",
                        self.log_tail(),
                    )
                # Ready was announced, so this waits a few milliseconds at most; a stop
                # request ends the wait early and the poll above then reports it.
                self._stop_requested.wait(0.02)

    def _report(self, lines: list[str], began: float) -> LoadReport:
        with self._lock:
            self._startup_lines = None
        facts = parse_load_log(lines)
        context = parse_context_size(lines) or self._options.context
        assert self._port is not None
        return LoadReport(
            port=self._port,
            base_url=self.base_url,
            seconds=time.monotonic() - began,
            context=context,
            gpu_layers_offloaded=facts.offloaded,
            total_layers=facts.total_layers,
            devices=facts.devices,
            kv_cache_bytes=facts.kv_bytes,
            warnings=load_warnings(self._options, facts, context, lines),
        )

    # --- stop -----------------------------------------------------------------

    def stop(self, timeout: float = 5.0) -> None:
        """Terminate, wait, kill, wait; always reaps the child. Safe to call twice.

        Called while ``start()`` waits in another thread, it makes start raise CANCELLED.
        """
        if self._started:
            self._stop_requested.set()
        self._halt(timeout)

    def _halt(self, timeout: float = 5.0) -> None:
        with self._stop_lock:
            process = self._process
            if process is None or self._reaped:
                return
            if process.poll() is None:
                processes.stop_tree(process, grace_s=timeout)
                if process.poll() is None:
                    log.error("llama-server %s did not exit after being killed", process.pid)
                    return
            self._finish_stop()

    def _finish_stop(self) -> None:
        with self._stop_lock:
            process = self._process
            if process is None or self._reaped:
                return
            process.wait()
            self._reaped = True
            if self._drain is not None:
                self._drain.join(timeout=5.0)
            if process.stdout is not None:
                with contextlib.suppress(OSError):
                    process.stdout.close()
            lifetime.forget_child(process.pid)

    def __enter__(self) -> LlamaServer:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()


class _MemoryWatcher:
    """Resident memory of the loading child: mapped model pages count as loaded."""

    def __init__(self, pid: int) -> None:
        try:
            self._process: psutil.Process | None = psutil.Process(pid)
        except psutil.Error:
            self._process = None

    def resident_bytes(self) -> int:
        if self._process is None:
            return 0
        try:
            return int(self._process.memory_info().rss)
        except psutil.Error:
            return 0
