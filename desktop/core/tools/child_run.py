"""One limited run of a tool's program (python, shell): time, memory, output, cancel.

The program runs in a process group of its own with stdin closed; its output (stdout
and stderr together, as a terminal shows them) is read as it comes, keeping the first
``output_limit_bytes`` and counting the rest, so megabytes of output cost no memory.
At the time limit, on cancel, or over the memory limit the whole tree is stopped
(``processes.stop_tree``): nothing it started is left running.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import psutil

from desktop.core import processes, windows_jobs
from desktop.core.tools.base import (
    MAX_RESULT_CHARS,
    CallFailure,
    CallProblem,
    ToolResult,
    ToolRun,
    failed,
)
from desktop.core.tools.python_sandbox import FENCE_UNAVAILABLE_EXIT
from desktop.core.units import format_bytes

# Output kept for the model: what it can be shown, plus room for multi-byte characters.
OUTPUT_LIMIT_BYTES = 4 * MAX_RESULT_CHARS
_POLL_S = 0.05
_STOP_GRACE_S = 0.5
# Linux enforces RLIMIT_AS in the kernel; elsewhere the tree's memory is watched instead.
_KERNEL_MEMORY_LIMIT = sys.platform.startswith("linux")

Stopped = Literal["time", "cancel", "memory"]


@dataclass(frozen=True)
class ChildOutcome:
    """What one run gave: the kept output, how much there was, how it ended."""

    output: str
    output_bytes: int  # all the program printed, kept or not
    returncode: int | None
    stopped: Stopped | None = None  # why it was stopped; None when it ended by itself
    start_error: str | None = None


def run_limited(
    argv: Sequence[str],
    *,
    cwd: Path,
    env: Mapping[str, str],
    cancel: threading.Event,
    time_limit_s: float,
    memory_bytes: int | None = None,
    output_limit_bytes: int = OUTPUT_LIMIT_BYTES,
    contained: bool = False,
) -> ChildOutcome:
    """Run ``argv`` under the limits above; never raises. ``contained`` (Windows): the
    program runs in a Job Object of its own from its first instruction (``_contain``);
    where Windows refuses one it does not run at all, and the outcome says why."""
    windows_job = contained and sys.platform == "win32"
    try:
        process = processes.start(
            argv,
            env=processes.child_environment(env),
            cwd=cwd,
            output="merge",
            own_group=True,
            preexec_fn=_address_space_limit(memory_bytes),
            suspended=windows_job,
        )
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        return ChildOutcome("", 0, None, start_error=reason)
    job = None
    if windows_job:
        try:
            job = _contain(process, memory_bytes)
        except OSError as error:
            process.kill()
            process.wait()
            said = f"This tool is off on this computer: Windows would not fence it ({error})."
            return ChildOutcome(said, len(said), FENCE_UNAVAILABLE_EXIT)
    reader = _OutputReader(process, output_limit_bytes)
    reader.start()
    stopped = _watch(process, cancel, time_limit_s, memory_bytes)
    # Stopped, or ended by itself: either way nothing it started may stay behind.
    processes.stop_tree(process, grace_s=_STOP_GRACE_S)
    if job is not None:
        windows_jobs.close_job(job)  # kill on close: whatever is left in it ends now
    reader.finish()
    return ChildOutcome(
        reader.text(), reader.total, process.returncode if stopped is None else None, stopped
    )


def _contain(process: subprocess.Popen[bytes], memory_bytes: int | None) -> int:
    """Put a suspended child in a job of its own, then let it run: it may start no other
    process (the job holds one, with no breakaway), nor use more than ``memory_bytes``,
    nor touch other programs' windows or the clipboard; the job ends it when closed,
    and with the app. The handle stays here: the child cannot lift its own limits."""
    flags = (
        windows_jobs.ACTIVE_PROCESS
        | windows_jobs.KILL_ON_JOB_CLOSE
        | windows_jobs.DIE_ON_UNHANDLED_EXCEPTION
        | (windows_jobs.PROCESS_MEMORY if memory_bytes else 0)
    )
    job = windows_jobs.create_job(
        flags, active_processes=1, process_memory=memory_bytes or 0,
        ui_restrictions=windows_jobs.UI_LOCKDOWN,
    )  # fmt: skip
    try:
        windows_jobs.assign(job, process)
        windows_jobs.resume(process)
    except OSError:
        windows_jobs.close_job(job)
        raise
    return job


def _watch(
    process: subprocess.Popen[bytes],
    cancel: threading.Event,
    time_limit_s: float,
    memory_bytes: int | None,
) -> Stopped | None:
    deadline = time.monotonic() + max(time_limit_s, 0.0)
    while True:
        try:
            process.wait(_POLL_S)
            return None
        except subprocess.TimeoutExpired:
            pass
        if cancel.is_set():
            return "cancel"
        if time.monotonic() >= deadline:
            return "time"
        watched = memory_bytes is not None and not _KERNEL_MEMORY_LIMIT
        if watched and _tree_memory(process.pid) > (memory_bytes or 0):
            return "memory"


def _tree_memory(pid: int) -> int:
    """Resident memory of a process and its descendants (0 for those already gone)."""
    total = 0
    try:
        root = psutil.Process(pid)
        members = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0
    for member in members:
        with contextlib.suppress(psutil.Error):
            total += member.memory_info().rss
    return total


def _address_space_limit(memory_bytes: int | None) -> Callable[[], None] | None:
    """A preexec function that caps the child's address space (Linux; None elsewhere)."""
    if memory_bytes is None or not _KERNEL_MEMORY_LIMIT:
        return None
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core dump of a memory bomb

    return limit


class _OutputReader:
    """Reads the merged output pipe on a thread, keeping the first ``limit`` bytes."""

    def __init__(self, process: subprocess.Popen[bytes], limit: int) -> None:
        self._pipe = process.stdout
        self._limit = limit
        self._kept = bytearray()
        self.total = 0
        self._thread = threading.Thread(target=self._read, name="tool-output", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _read(self) -> None:
        if self._pipe is None:
            return
        with contextlib.suppress(OSError, ValueError):
            while chunk := self._pipe.read1(65536):  # type: ignore[attr-defined]
                self.total += len(chunk)
                room = self._limit - len(self._kept)
                if room > 0:
                    self._kept += chunk[:room]

    def finish(self) -> None:
        """Wait for the pipe to close; a grandchild that escaped the tree and still holds
        it cannot keep the call waiting: the pipe is closed under it."""
        self._thread.join(2.0)
        if self._thread.is_alive() and self._pipe is not None:
            with contextlib.suppress(OSError):
                self._pipe.close()
            self._thread.join(2.0)
        elif self._pipe is not None:
            self._pipe.close()

    def text(self) -> str:
        return self._kept.decode("utf-8", errors="replace")


def run_program(
    argv: Sequence[str],
    call: ToolRun,
    *,
    what: str,
    env: Mapping[str, str],
    memory_bytes: int | None = None,
    contained: bool = False,
) -> ToolResult:
    """Run a tool's program for ``call`` in the chat's scratch folder (made here) under
    the call's limits, and give its result; ``what`` names the program in messages,
    ``contained`` asks for the Windows job (``run_limited``)."""
    scratch = call.context.scratch_dir
    try:
        scratch.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        failure = CallFailure(CallProblem.FOLDER_NOT_MADE)
        return failed("The chat's working folder could not be made", error, failure=failure)
    outcome = run_limited(
        argv,
        cwd=scratch,
        env=env,
        cancel=call.cancel,
        time_limit_s=call.time_limit_s,
        memory_bytes=memory_bytes,
        contained=contained,
    )
    return outcome_result(
        outcome, what=what, time_limit_s=call.time_limit_s, memory_bytes=memory_bytes
    )


def outcome_result(
    outcome: ChildOutcome,
    *,
    what: str,
    time_limit_s: float,
    memory_bytes: int | None = None,
) -> ToolResult:
    """The tool result of a run: its output (cut with a note) and, where it failed, a
    plain sentence for the model and the user. ``what`` names the program ("The Python
    code", "The command")."""
    text = outcome.output
    truncated = False
    if outcome.output_bytes > len(outcome.output.encode("utf-8")) or len(text) > MAX_RESULT_CHARS:
        text = text[:MAX_RESULT_CHARS] + (
            f"\n[... cut: the output was {format_bytes(outcome.output_bytes)};"
            f" only the first {MAX_RESULT_CHARS:,} characters are shown]"
        )
        truncated = True
    found = _failure(outcome, what, time_limit_s, memory_bytes)
    details: dict[str, object] = {"exit_code": outcome.returncode}
    if found is None:
        return ToolResult(text=text or "(no output)", truncated=truncated, details=details)
    # The sentence is said once (the tool loop heads the model's text with it); the
    # output is what led to it.
    error, failure = found
    return ToolResult(
        text=text or error, error=error, truncated=truncated, details=details, failure=failure
    )


def _failure(
    outcome: ChildOutcome, what: str, time_limit_s: float, memory_bytes: int | None
) -> tuple[str, CallFailure] | None:
    """Why the run failed: the English sentence and its kind, or None when it did not."""
    if outcome.start_error is not None:
        return (
            f"{what} could not be started: {outcome.start_error}.",
            CallFailure(CallProblem.NOT_STARTED, reason=outcome.start_error),
        )
    if outcome.stopped == "time":
        return (
            f"{what} ran longer than its limit of {time_limit_s:g} seconds and was stopped.",
            CallFailure(CallProblem.RAN_TOO_LONG, seconds=time_limit_s),
        )
    if outcome.stopped == "cancel":
        return f"{what} was stopped: the answer was cancelled.", CallFailure(CallProblem.CANCELLED)
    out_of_memory = outcome.returncode not in (0, None) and "MemoryError" in outcome.output[-2000:]
    if outcome.stopped == "memory" or (memory_bytes and out_of_memory):
        limit = format_bytes(memory_bytes) if memory_bytes else "its limit"
        return (
            f"{what} used more memory than its limit of {limit} and was stopped.",
            CallFailure(CallProblem.OUT_OF_MEMORY, size=memory_bytes or 0),
        )
    if outcome.returncode not in (0, None):
        lines = [line.strip() for line in outcome.output.splitlines() if line.strip()]
        last = lines[-1][:300] if lines else ""
        said = f": {last}" if last else "."
        return (
            f"{what} failed (exit code {outcome.returncode}){said}",
            CallFailure(CallProblem.EXIT_CODE, code=outcome.returncode, said=last),
        )
    return None
