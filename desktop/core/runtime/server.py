"""The one owner of a llama-server child: launch, readiness, load progress, stop.

The server binds 127.0.0.1 on a port picked just before launch and requires a fresh
random key, handed over in the child's environment (argv is visible to every local
user). Readiness is event-driven: the log drain thread wakes the waiter when the
server says it is listening, then /health and one keyed request confirm that the
server on that port is ours.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import secrets
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Literal

import psutil

from desktop.core import processes
from desktop.core.errors import LlamaDeskError
from desktop.core.models.memory import CACHE_TYPES, needs_flash_attention
from desktop.core.models.split_names import split_parts
from desktop.core.runtime import lifetime, oom_kills
from desktop.core.runtime.server_failures import (
    FailureKind,
    ServerFailure,
    classify_failure,
    parse_context_size,
    parse_load_log,
)
from desktop.core.runtime.server_log import ServerLog

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

HOST = "127.0.0.1"
API_KEY_ENV = "LLAMA_API_KEY"
# llama.cpp's own INFO messages (offloaded layers, buffer and KV sizes) map to
# verbosity 4; the extra lines are a few hundred per load and a few per request.
LOG_VERBOSITY = 4
MAX_PORT_ATTEMPTS = 4  # the first try plus three retries on another port
PROGRESS_INTERVAL_S = 0.1
# Only a safety net when a build words its "ready" lines differently.
FALLBACK_HEALTH_INTERVAL_S = 2.0
STARTUP_LINES_KEPT = 50_000

# Arguments LlamaDesk sets itself; passing them again could expose the server.
_RESERVED_EXTRA_ARGS = frozenset({"--host", "--port", "--api-key", "--api-key-file", "--path"})
_READY_MARKERS = ("server is listening", "listening on http", "model loaded")
_KEY_SUFFIX = re.compile(r"(api_keys?: \*{4})\S+")


class LaunchOptionsError(LlamaDeskError):
    """A launch setting llama-server would reject or that would be unsafe."""


@dataclass(frozen=True)
class LaunchOptions:
    """How to start llama-server for one model."""

    model_path: Path
    context: int  # -c; 0 means the model's native context
    gpu_layers: int | Literal["all", "auto"] | None = None  # None: CPU only (-ngl 0)
    use_fit: bool = False  # --fit on: llama.cpp shrinks offload/context to fit memory
    gpu_indices: tuple[int, ...] = ()  # physical GPU ids the child may use
    cache_type_k: str = "f16"
    cache_type_v: str = "f16"
    flash_attention: Literal["auto", "on", "off"] = "auto"
    threads: int | None = None
    parallel: int = 1
    mmproj_path: Path | None = None
    chat_template_file: Path | None = None
    chat_template_kwargs: dict[str, object] | None = None
    speculative_ngram: bool = False  # ignored with mmproj (not supported for vision)
    alias: str | None = None  # default: the model file's stem
    extra_args: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.context < 0:
            raise LaunchOptionsError(f"The context size must be 0 or more, not {self.context}.")
        if self.parallel < 1:
            raise LaunchOptionsError(f"Parallel slots must be 1 or more, not {self.parallel}.")
        if self.threads is not None and self.threads < 1:
            raise LaunchOptionsError(f"Threads must be 1 or more, not {self.threads}.")
        if isinstance(self.gpu_layers, int) and self.gpu_layers < 0:
            raise LaunchOptionsError(
                f"GPU layers must be 0 or more, 'all' or 'auto', not {self.gpu_layers}."
            )
        for name, value in (("K", self.cache_type_k), ("V", self.cache_type_v)):
            if value not in CACHE_TYPES:
                raise LaunchOptionsError(
                    f"Unknown KV cache type {value!r} for {name}; use one of "
                    f"{', '.join(sorted(CACHE_TYPES))}."
                )
        if needs_flash_attention(self.cache_type_v) and self.flash_attention == "off":
            raise LaunchOptionsError(
                "A quantized V cache needs flash attention; turn flash attention on or auto."
            )
        reserved = _RESERVED_EXTRA_ARGS.intersection(
            arg.split("=", 1)[0] for arg in self.extra_args
        )
        if reserved:
            raise LaunchOptionsError(
                f"Extra arguments may not set {', '.join(sorted(reserved))}: LlamaDesk sets them."
            )

    def model_files(self) -> list[Path]:
        """Every file the server reads: all shards of a split model, plus the projector."""
        files = list(split_parts(self.model_path))
        if self.mmproj_path is not None:
            files.append(self.mmproj_path)
        return files


@dataclass(frozen=True)
class LoadProgress:
    loaded_bytes: int
    total_bytes: int
    elapsed_s: float

    @property
    def fraction(self) -> float:
        if self.total_bytes <= 0:
            return 0.0
        return min(1.0, self.loaded_bytes / self.total_bytes)


@dataclass(frozen=True)
class LoadReport:
    port: int
    base_url: str
    seconds: float
    context: int
    gpu_layers_offloaded: int | None
    total_layers: int | None
    devices: tuple[str, ...]  # model buffer devices, e.g. ("CUDA0", "CPU_Mapped")
    kv_cache_bytes: int | None
    warnings: tuple[str, ...]  # plain sentences


def pick_free_port() -> int:
    """A port free on 127.0.0.1 right now (bind port 0, read it, close)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        port: int = probe.getsockname()[1]
        return port


def build_command(server_path: Path, options: LaunchOptions, port: int) -> list[str]:
    """llama-server's argv for these options (never contains the API key)."""
    # Always explicit: without -ngl some builds offload nothing and the user never knows.
    gpu_layers = "0" if options.gpu_layers is None else str(options.gpu_layers)
    command = [
        str(server_path),
        "-m",
        str(options.model_path),
        "--host",
        HOST,
        "--port",
        str(port),
        "--alias",
        options.alias or options.model_path.stem,
        "-c",
        str(options.context),
        "--parallel",
        str(options.parallel),
        "-ngl",
        gpu_layers,
        "--fit",
        "on" if options.use_fit else "off",
        "-fa",
        options.flash_attention,
        "-ctk",
        options.cache_type_k,
        "-ctv",
        options.cache_type_v,
        "--jinja",
        "--no-context-shift",
        "--no-webui",
        "-lv",
        str(LOG_VERBOSITY),
    ]
    if options.threads is not None:
        command += ["--threads", str(options.threads)]
    if options.mmproj_path is not None:
        command += ["--mmproj", str(options.mmproj_path)]
    elif options.speculative_ngram:
        command += ["--spec-type", "ngram-mod"]
    if options.chat_template_file is not None:
        command += ["--chat-template-file", str(options.chat_template_file)]
    if options.chat_template_kwargs:
        command += ["--chat-template-kwargs", json.dumps(options.chat_template_kwargs)]
    command += list(options.extra_args)
    return command


def build_environment(
    base: Mapping[str, str] | None, options: LaunchOptions, api_key: str
) -> dict[str, str]:
    """The child's environment: ``base`` as given (else ours plus GPU pinning), and the key."""
    env = dict(base) if base is not None else dict(os.environ)
    # llama.cpp reads LLAMA_ARG_* as defaults for its flags; an inherited one (a host,
    # a key file) must not change what we launch.
    for name in [name for name in env if name.startswith("LLAMA_ARG_")]:
        del env[name]
    if options.gpu_indices and base is None:
        # A prepared ``base`` (gpu_libraries.child_environment) already pins the GPUs,
        # translated through any mask; here only a mask the user has not set is added.
        visible = ",".join(str(index) for index in options.gpu_indices)
        env.setdefault("CUDA_DEVICE_ORDER", "PCI_BUS_ID")  # so ids match nvidia-smi's
        env.setdefault("CUDA_VISIBLE_DEVICES", visible)
        env.setdefault("HIP_VISIBLE_DEVICES", visible)
    env[API_KEY_ENV] = api_key
    return env


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
    ) -> None:
        """``port``: try this port first (another is chosen if it is taken)."""
        self._server_path = Path(server_path)
        self._options = options
        self._base_env = dict(env) if env is not None else None
        self._on_log = on_log
        self._on_progress = on_progress
        self._preferred_port = port
        self._api_key = secrets.token_urlsafe(32)

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
        return f"http://{HOST}:{self._port}"

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
                if failure.kind is not FailureKind.PORT_IN_USE:
                    raise
                last_failure = failure
            else:
                # Someone else's server answers on this port (possible on Windows,
                # where two programs can share a port).
                last_failure = ServerFailure(
                    FailureKind.PORT_IN_USE,
                    f"Another program answers on port {port}; try again.",
                    self.log_tail(),
                )
                self._halt()
            log.info("port %s was taken; retrying on another port", port)
        assert last_failure is not None
        raise last_failure

    def _check_files(self) -> None:
        server = self._server_path
        if not server.is_file():
            raise ServerFailure(
                FailureKind.MISSING_BINARY,
                f"llama-server was not found at {server}; install a runtime with "
                "`llamadesk runtime install`.",
            )
        if sys.platform != "win32" and not os.access(server, os.X_OK):
            raise ServerFailure(
                FailureKind.MISSING_BINARY,
                f"{server} is not executable; reinstall the runtime with "
                "`llamadesk runtime install`.",
            )
        for path in self._options.model_files():
            if not path.is_file():
                raise ServerFailure(
                    FailureKind.BAD_MODEL,
                    f"The model file {path.name} is missing (expected at {path}); "
                    "download the model again.",
                )

    def _launch(self, port: int) -> None:
        self._ready.clear()
        self._wake.clear()
        with self._lock:
            self._startup_lines = []
        self._port = port
        command = build_command(self._server_path, self._options, port)
        env = build_environment(self._base_env, self._options, self._api_key)
        log.info("starting %s", " ".join(command))
        # Read before the launch: the child joins our memory cgroup, and a SIGKILL
        # during the load is only blamed on memory if this count has grown by then.
        self._oom_kills = oom_kills.start_counting()
        try:
            process = lifetime.spawn_child(command, env=env)
        except OSError as error:
            raise ServerFailure(
                FailureKind.MISSING_BINARY,
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
        # End of output: the process is exiting; wake the waiter at once.
        self._wake.set()

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
                    FailureKind.CANCELLED, "Loading the model was cancelled.", self.log_tail()
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
                    FailureKind.TIMEOUT,
                    f"llama-server did not finish loading {self._options.model_path.name} "
                    f"within {deadline - began:.0f} seconds; try a smaller model or context.",
                    self.log_tail(),
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
                FailureKind.CANCELLED, "Loading the model was cancelled.", self.log_tail()
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
                        FailureKind.TIMEOUT,
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
        warnings: list[str] = []
        requested = self._options.gpu_layers
        wants_gpu = requested is not None and requested != 0
        if wants_gpu and facts.offloaded == 0:
            warnings.append(
                "No model layers were put on the GPU: this llama.cpp build may not support "
                "your graphics card (a CPU-only build?), so the model runs on the CPU."
            )
        elif (
            requested == "all"
            and facts.offloaded is not None
            and facts.total_layers is not None
            and facts.offloaded < facts.total_layers
        ):
            warnings.append(
                f"Only {facts.offloaded} of {facts.total_layers} layers fit on the GPU; "
                "the rest run on the CPU, which is slower."
            )
        if self._options.context and context < self._options.context:
            warnings.append(
                f"The context was reduced from {self._options.context} to {context} tokens "
                "to fit in memory."
            )
        if self._options.speculative_ngram and self._options.mmproj_path is not None:
            warnings.append("Speculative decoding is off because it does not work with images.")
        if any("cuda driver version is insufficient" in line.lower() for line in lines):
            warnings.append(
                "Your NVIDIA driver is too old for this CUDA build, so the GPU is not used; "
                "update the driver."
            )
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
            warnings=tuple(warnings),
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
