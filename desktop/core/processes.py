"""Every external program the app runs is started and stopped here, one way.

Stopping escalates, as a person would: ask the program and everything it started to
end (terminate), give them a grace period, then kill whatever is left and wait once
more. Neither a stop nor a timed run raises: each returns a record of what happened
(``StopOutcome``, ``ProgramRun``), and the caller decides what to tell the user.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import psutil

from desktop.core import paths

# How long a killed program's pipes may stay open before its output is dropped.
_REAP_SECONDS = 2.0
# A tool that overran its deadline is probably hung: a short grace before the kill.
TIMED_RUN_GRACE_S = 0.5

Output = Literal["capture", "merge", "discard"]
# Windows only (0 elsewhere, where Popen refuses any other value).
_NO_CONSOLE_WINDOW: int = getattr(subprocess, "CREATE_NO_WINDOW", 0)
_SUSPENDED = 0x00000004  # CREATE_SUSPENDED


# --- the environment a child starts with -----------------------------------------------


def restore_loader_path(env: dict[str, str], frozen: bool) -> None:
    """Undo what a frozen (PyInstaller) app did to ``LD_LIBRARY_PATH``, in place.

    The bootloader puts the bundle first and keeps the user's value in
    ``LD_LIBRARY_PATH_ORIG``; a child that inherits the bundle's libraries (an old
    libstdc++, say) can fail to start.
    """
    if not frozen:
        return
    original = env.pop("LD_LIBRARY_PATH_ORIG", None)
    env.pop("LD_LIBRARY_PATH", None)
    if original:
        env["LD_LIBRARY_PATH"] = original


def child_environment(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """A copy of ``env`` (default: ours) that is safe to hand a child program."""
    child_env = dict(os.environ if env is None else env)
    restore_loader_path(child_env, paths.is_frozen())
    return child_env


# --- start -------------------------------------------------------------------------------


def start(
    args: Sequence[str | Path],
    *,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    output: Output = "capture",
    own_group: bool = False,
    preexec_fn: Callable[[], None] | None = None,
    suspended: bool = False,
) -> subprocess.Popen[bytes]:
    """Start ``args`` with stdin closed and no console window on Windows.

    ``output``: "capture" gives stdout and stderr pipes, "merge" one pipe for both,
    "discard" none. ``env`` is used as given (None: ours). ``own_group`` (POSIX) starts
    a session of its own, so a stop reaches grandchildren that left the tree.
    ``suspended`` (Windows): the child does not run until resumed, so it can be put in
    a Job Object before its first instruction (``windows_jobs.resume``).
    Raises what ``subprocess.Popen`` raises (FileNotFoundError, PermissionError...).
    """
    stdout = subprocess.DEVNULL if output == "discard" else subprocess.PIPE
    stderr = {
        "capture": subprocess.PIPE,
        "merge": subprocess.STDOUT,
        "discard": subprocess.DEVNULL,
    }[output]
    argv = [str(part) for part in args]
    windows = sys.platform == "win32"
    return subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=stderr,
        env=env,
        cwd=cwd,
        creationflags=_NO_CONSOLE_WINDOW | (_SUSPENDED if suspended and windows else 0),
        start_new_session=own_group and not windows,
        preexec_fn=None if windows else preexec_fn,  # Windows refuses any
    )


# --- stop --------------------------------------------------------------------------------


@dataclass(frozen=True)
class StopOutcome:
    """What stopping one program (and what it started) took."""

    pid: int
    returncode: int | None  # the program's exit status; None when it is not our child
    killed: bool  # terminate was not enough within the grace period
    survivors: tuple[int, ...] = ()  # pids still running after the kill

    @property
    def stopped(self) -> bool:
        return not self.survivors


def stop_tree(process: subprocess.Popen[bytes] | psutil.Process, *, grace_s: float) -> StopOutcome:
    """Terminate ``process`` and its descendants, wait ``grace_s``, kill what is left,
    wait ``grace_s`` again. A ``Popen`` is reaped (its returncode kept); safe to call
    on a program that has already exited."""
    popen = process if isinstance(process, subprocess.Popen) else None
    root_pid = process.pid
    others = _descendants(root_pid)
    if not isinstance(process, subprocess.Popen):
        others.append(process)
    group = _own_group(root_pid)

    root_alive = popen is not None and popen.poll() is None
    if not root_alive and not others:
        return StopOutcome(root_pid, popen.returncode if popen else None, killed=False)
    _send(popen if root_alive else None, others, group, _TERMINATE)
    root_alive, others = _wait(popen if root_alive else None, others, grace_s)
    killed = root_alive or bool(others)
    if killed:
        _send(popen if root_alive else None, others, group, _KILL)
        root_alive, others = _wait(popen if root_alive else None, others, grace_s)
    survivors = ([root_pid] if root_alive else []) + [member.pid for member in others]
    return StopOutcome(
        root_pid, popen.returncode if popen is not None else None, killed, tuple(survivors)
    )


_Signal = Literal["terminate", "kill"]
_TERMINATE: _Signal = "terminate"
_KILL: _Signal = "kill"


def _descendants(pid: int) -> list[psutil.Process]:
    try:
        return list(psutil.Process(pid).children(recursive=True))
    except psutil.Error:
        return []


def _own_group(pid: int) -> bool:
    """True when ``pid`` leads a process group of its own (POSIX ``own_group``)."""
    if sys.platform == "win32":
        return False
    try:
        return os.getpgid(pid) == pid
    except OSError:
        return False


def _send(
    root: subprocess.Popen[bytes] | None,
    others: list[psutil.Process],
    group: bool,
    how: _Signal,
) -> None:
    if group and root is not None and sys.platform != "win32":
        with contextlib.suppress(OSError):
            os.killpg(root.pid, signal.SIGTERM if how == _TERMINATE else signal.SIGKILL)
    if root is not None:
        with contextlib.suppress(OSError):
            if how == _TERMINATE:
                root.terminate()
            else:
                root.kill()
    for member in others:
        with contextlib.suppress(psutil.Error):
            if how == _TERMINATE:
                member.terminate()
            else:
                member.kill()


def _wait(
    root: subprocess.Popen[bytes] | None, others: list[psutil.Process], timeout: float
) -> tuple[bool, list[psutil.Process]]:
    """Whether the root is still running and which of the others are, after at most
    ``timeout`` seconds in all."""
    deadline = time.monotonic() + max(timeout, 0.0)
    root_alive = False
    if root is not None:
        try:
            root.wait(max(timeout, 0.0))
        except subprocess.TimeoutExpired:
            root_alive = True
    _gone, alive = psutil.wait_procs(others, timeout=max(0.0, deadline - time.monotonic()))
    return root_alive, list(alive)


# --- a timed run that collects the output ----------------------------------------------


@dataclass(frozen=True)
class ProgramRun:
    """The outcome of one timed run. ``returncode`` is None when it never finished."""

    argv: tuple[str, ...]
    returncode: int | None
    stdout: str
    stderr: str
    timed_out: bool = False
    start_error: str | None = None  # why it could not be started at all

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    @property
    def tool(self) -> str:
        return Path(self.argv[0]).name if self.argv else "tool"

    def failure_sentence(self, timeout: float) -> str:
        """A plain sentence for a run that did not succeed."""
        if self.start_error is not None:
            return f"{self.tool} could not be started: {self.start_error}."
        if self.timed_out:
            return f"{self.tool} did not answer within {timeout:.1f} seconds and was stopped."
        first_line = first_meaningful_line(self.stdout + "\n" + self.stderr)
        said = f": {first_line}" if first_line else ""
        return f"{self.tool} failed (exit code {self.returncode}){said}"


def first_meaningful_line(text: str) -> str:
    """The first non-blank line of a program's output, trimmed to a readable length."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped:
            return stripped[:200]
    return ""


def run_tool(
    argv: Sequence[str | Path], timeout: float, env: Mapping[str, str] | None = None
) -> ProgramRun:
    """Run ``argv`` in a group of its own and collect its output; at the deadline stop
    it and anything it started. ``env`` (default: ours) is made safe for a child."""
    args = tuple(str(part) for part in argv)
    try:
        process = start(args, env=child_environment(env), own_group=True)
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        return ProgramRun(args, None, "", "", start_error=reason)
    try:
        out, err = process.communicate(timeout=max(timeout, 0.0))
    except subprocess.TimeoutExpired:
        stop_tree(process, grace_s=TIMED_RUN_GRACE_S)
        out, err = _collect_after_stop(process)
        return ProgramRun(args, None, _decode(out), _decode(err), timed_out=True)
    return ProgramRun(args, process.returncode, _decode(out), _decode(err))


def _collect_after_stop(process: subprocess.Popen[bytes]) -> tuple[bytes, bytes]:
    try:
        return process.communicate(timeout=_REAP_SECONDS)
    except subprocess.TimeoutExpired:
        # Something outside the tree still holds the pipes; drop the output.
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()
        process.wait()
        return b"", b""


def _decode(data: bytes | None) -> str:
    return data.decode("utf-8", errors="replace") if data else ""
