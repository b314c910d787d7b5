"""Child processes that die with the app, and a sweep for the few that did not.

Linux: each child asks the kernel for SIGTERM when its parent goes away
(``PR_SET_PDEATHSIG``). The kernel ties that to the *thread* that forked the child,
so every launch goes through one long-lived spawner thread (``ChildSpawner``).
Windows: every child joins a Job Object that kills its members when the app's
handle to it closes, which happens when the app exits in any way.

Elsewhere (macOS) and after hard crashes a child can still outlive the app, so each
child also gets a record on disk; ``sweep_orphans`` at startup kills only children
whose record, process identity and binary all still match and whose owner is gone.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import ClassVar

import psutil

from desktop.core import paths, processes, windows_jobs
from desktop.core.safe_files import write_atomically

log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1
# Create times are floats derived from clock ticks; the same process reads the same
# value every time, so a small tolerance only absorbs float formatting.
_CREATE_TIME_TOLERANCE_S = 0.05
_SWEEP_KILL_WAIT_S = 3.0


# --- Linux: parent-death signal -------------------------------------------------


def _load_prctl() -> Callable[..., int] | None:
    # Loaded once in the parent: the forked child must not do anything heavy.
    if sys.platform.startswith("linux"):
        try:
            prctl = ctypes.CDLL(None, use_errno=True).prctl
        except (OSError, AttributeError):
            return None
        prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4
        prctl.restype = ctypes.c_int
        return prctl
    else:
        return None


_PRCTL = _load_prctl()


def _die_with_parent_preexec(parent_pid: int) -> Callable[[], None] | None:
    """A preexec_fn (runs in the forked child, so it stays trivial) arming PDEATHSIG."""
    prctl = _PRCTL
    if prctl is None:
        return None

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        # The parent may have died between fork and prctl; then nobody would signal us.
        if os.getppid() != parent_pid:
            os.kill(os.getpid(), signal.SIGTERM)

    return preexec


# --- Windows: kill-on-close Job Object ------------------------------------------

_job_lock = threading.Lock()
_job_handle: int | None = None


def _windows_job() -> int | None:
    """The app-wide Job Object, created once and never closed while the app lives.

    Windows closes the handle when the app exits in any way, and then kills every
    process in the job.
    """
    global _job_handle
    with _job_lock:
        if _job_handle is None:
            try:
                _job_handle = windows_jobs.create_job(windows_jobs.KILL_ON_JOB_CLOSE)
            except OSError as error:
                log.warning("the app's Job Object could not be made: %s", error)
        return _job_handle


def _assign_to_job(process: subprocess.Popen[bytes]) -> None:
    """Put the child in the app's kill-on-close job (logged, not raised, on failure);
    Job Objects exist only on Windows, PDEATHSIG does this job on Linux."""
    job = _windows_job() if sys.platform == "win32" else None
    if job is None:
        return
    try:
        windows_jobs.assign(job, process)
    except OSError as error:
        log.warning("%s", error)


# --- The spawner thread ----------------------------------------------------------


@dataclass
class _SpawnRequest:
    args: list[str]
    env: dict[str, str] | None
    cwd: Path | None
    capture_output: bool
    result: Future[subprocess.Popen[bytes]]


class ChildSpawner:
    """Starts every child process from one thread that lives as long as the app.

    Use ``ChildSpawner.instance().spawn(...)`` (or ``spawn_child``) from any thread.
    """

    _instance: ClassVar[ChildSpawner | None] = None
    _instance_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self) -> None:
        self._requests: queue.Queue[_SpawnRequest] = queue.Queue()
        self._thread = threading.Thread(target=self._serve, name="child-spawner", daemon=True)
        self._thread.start()

    @classmethod
    def instance(cls) -> ChildSpawner:
        """The process-wide spawner, started on first use."""
        with cls._instance_lock:
            if cls._instance is None:
                cls._instance = ChildSpawner()
            return cls._instance

    @classmethod
    def _forget_after_fork(cls) -> None:
        # A forked child inherits the object but not its thread.
        cls._instance = None
        cls._instance_lock = threading.Lock()

    def spawn(
        self,
        args: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
        capture_output: bool = True,
    ) -> subprocess.Popen[bytes]:
        """Start ``args``; stdout+stderr merged into one pipe when ``capture_output``.

        Raises what ``subprocess.Popen`` raises (FileNotFoundError, PermissionError...).
        """
        request = _SpawnRequest(
            args=[str(arg) for arg in args],
            env=dict(env) if env is not None else None,
            cwd=cwd,
            capture_output=capture_output,
            result=Future(),
        )
        if threading.current_thread() is self._thread:
            self._run(request)
        else:
            self._requests.put(request)
        return request.result.result()

    def _serve(self) -> None:
        while True:
            self._run(self._requests.get())

    def _run(self, request: _SpawnRequest) -> None:
        try:
            process = _popen(request)
        except BaseException as error:  # handed to the caller, who re-raises it
            request.result.set_exception(error)
        else:
            request.result.set_result(process)


def _popen(request: _SpawnRequest) -> subprocess.Popen[bytes]:
    process = processes.start(
        request.args,
        env=request.env,
        cwd=request.cwd,
        output="merge" if request.capture_output else "discard",
        preexec_fn=_die_with_parent_preexec(os.getpid()),
    )
    _assign_to_job(process)
    return process


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=ChildSpawner._forget_after_fork)


def spawn_child(
    args: Sequence[str],
    *,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    capture_output: bool = True,
) -> subprocess.Popen[bytes]:
    """Start a child that dies with the app (through the shared ``ChildSpawner``)."""
    return ChildSpawner.instance().spawn(args, env=env, cwd=cwd, capture_output=capture_output)


# --- Records and the startup sweep ----------------------------------------------


@dataclass(frozen=True)
class ChildRecord:
    """Who a child is (pid + create time + binary) and who owns it (app pid + create time)."""

    pid: int
    create_time: float
    binary: str
    owner_pid: int
    owner_create_time: float
    port: int | None = None


def _record_path(pid: int) -> Path:
    return paths.child_records_dir() / f"{pid}.json"


def record_child(pid: int, binary: Path, port: int | None = None) -> Path:
    """Write the record for a child this app just started; returns its path."""
    me = psutil.Process()
    record = ChildRecord(
        pid=pid,
        create_time=psutil.Process(pid).create_time(),
        binary=str(Path(binary).resolve()),
        owner_pid=me.pid,
        owner_create_time=me.create_time(),
        port=port,
    )
    path = _record_path(pid)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(asdict(record)))
    return path


def forget_child(pid: int) -> None:
    """Remove a child's record after a clean stop (no error when it is already gone)."""
    with contextlib.suppress(FileNotFoundError):
        _record_path(pid).unlink()


def read_records() -> list[tuple[Path, ChildRecord | None]]:
    """Every record file with its parsed record (None when the file is unreadable)."""
    folder = paths.child_records_dir()
    if not folder.is_dir():
        return []
    found: list[tuple[Path, ChildRecord | None]] = []
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            port = data.get("port")
            record = ChildRecord(
                pid=int(data["pid"]),
                create_time=float(data["create_time"]),
                binary=str(data["binary"]),
                owner_pid=int(data["owner_pid"]),
                owner_create_time=float(data["owner_create_time"]),
                port=int(port) if port is not None else None,
            )
        except (OSError, ValueError, KeyError, TypeError):
            found.append((path, None))
        else:
            found.append((path, record))
    return found


def _same_create_time(process: psutil.Process, expected: float) -> bool:
    return abs(process.create_time() - expected) <= _CREATE_TIME_TOLERANCE_S


def _runs_binary(process: psutil.Process, binary: str) -> bool:
    expected = os.path.normcase(str(Path(binary).resolve()))
    candidates: list[str] = []
    with contextlib.suppress(psutil.Error, OSError):
        candidates.append(process.exe())
    with contextlib.suppress(psutil.Error, OSError, IndexError):
        candidates.append(process.cmdline()[0])
    for candidate in candidates:
        if not candidate:
            continue
        with contextlib.suppress(OSError):
            if os.path.normcase(str(Path(candidate).resolve())) == expected:
                return True
    return False


def _owner_alive(record: ChildRecord) -> bool:
    try:
        owner = psutil.Process(record.owner_pid)
        return owner.is_running() and _same_create_time(owner, record.owner_create_time)
    except psutil.NoSuchProcess:
        return False
    except psutil.Error:
        # Cannot inspect it (another user's process): assume alive, never kill on doubt.
        return True


def _kill_process(process: psutil.Process) -> None:
    """Terminate, wait, kill, wait: the same escalation as a normal stop."""
    outcome = processes.stop_tree(process, grace_s=_SWEEP_KILL_WAIT_S)
    if not outcome.stopped:
        log.warning("orphaned process %s still runs after being killed", process.pid)


def _is_orphan(record: ChildRecord) -> bool | None:
    """True: an orphan of ours to kill; False: leave it and keep the record;
    None: the record is stale (process gone or not ours any more)."""
    if record.pid < 2 or record.pid == os.getpid():
        return None
    try:
        process = psutil.Process(record.pid)
        if not _same_create_time(process, record.create_time):
            return None
        if not _runs_binary(process, record.binary):
            return None
    except psutil.NoSuchProcess:
        return None
    except psutil.Error:
        return None
    return not _owner_alive(record)


def sweep_orphans() -> list[int]:
    """Kill our servers left behind by app instances that are gone; returns killed pids.

    A process is killed only when its create time and binary still match its record
    and its owning app instance is dead. Records of other live instances stay; stale
    records are removed.
    """
    killed: list[int] = []
    for path, record in read_records():
        if record is None:
            with contextlib.suppress(OSError):
                path.unlink()
            continue
        verdict = _is_orphan(record)
        if verdict is False:
            continue
        if verdict is True:
            try:
                _kill_process(psutil.Process(record.pid))
            except psutil.Error as error:
                log.warning("Could not stop orphaned process %s: %s", record.pid, error)
                continue
            killed.append(record.pid)
        with contextlib.suppress(OSError):
            path.unlink()
    return killed
