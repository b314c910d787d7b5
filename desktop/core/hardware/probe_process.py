"""Finding and running a hardware tool (nvidia-smi, rocminfo, hipinfo) under a hard time limit.

Driver tools hang or crash on broken machines, so every run has a deadline, its whole
process group is killed when the deadline passes, and nothing here raises: the caller
gets a ``ToolRun`` that says what happened.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

# How long we wait for a killed tool's pipes to close before giving up on its output.
_REAP_SECONDS = 2.0
_DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD"


@dataclass(frozen=True)
class ToolRun:
    """The outcome of one tool run. ``returncode`` is None when it never finished."""

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
    """The first non-blank line of a tool's output, trimmed to a readable length."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped:
            return stripped[:200]
    return ""


def env_value(env: Mapping[str, str], key: str, platform: str) -> str | None:
    """``env[key]``, ignoring case on Windows (where ``Path`` and ``PATH`` are one variable)."""
    if key in env:
        return env[key]
    if platform == "win32":
        upper = key.upper()
        for name, value in env.items():
            if name.upper() == upper:
                return value
    return None


def path_list(value: str | None, platform: str) -> list[Path]:
    """Split a PATH-like variable with the separator of ``platform``."""
    if not value:
        return []
    separator = ";" if platform == "win32" else ":"
    return [Path(part) for part in value.split(separator) if part.strip()]


def find_tool(
    name: str,
    *,
    platform: str,
    env: Mapping[str, str],
    extra_dirs: Iterable[Path] = (),
) -> Path | None:
    """The first executable called ``name`` on ``env``'s PATH, then in ``extra_dirs``."""
    names = [name]
    if platform == "win32" and not Path(name).suffix:
        extensions = (env_value(env, "PATHEXT", platform) or _DEFAULT_PATHEXT).split(";")
        names = [name + ext.lower() for ext in extensions if ext]
        names += [name + ext for ext in extensions if ext and ext != ext.lower()]
    directories = path_list(env_value(env, "PATH", platform), platform) + list(extra_dirs)
    for directory in directories:
        for candidate_name in names:
            candidate = directory / candidate_name
            try:
                if candidate.is_file() and os.access(candidate, os.X_OK):
                    return candidate
            except OSError:
                continue
    return None


def run_tool(argv: Sequence[str], timeout: float, env: Mapping[str, str] | None = None) -> ToolRun:
    """Run ``argv`` with stdin closed; stop it (and anything it started) after ``timeout``."""
    args = tuple(str(part) for part in argv)
    try:
        process = _start(args, env)
    except (OSError, ValueError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        return ToolRun(args, None, "", "", start_error=reason)
    try:
        out, err = process.communicate(timeout=max(timeout, 0.0))
    except subprocess.TimeoutExpired:
        _kill_tree(process)
        out, err = _collect_after_kill(process)
        return ToolRun(args, None, _decode(out), _decode(err), timed_out=True)
    return ToolRun(args, process.returncode, _decode(out), _decode(err))


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


def _start(args: tuple[str, ...], env: Mapping[str, str] | None) -> subprocess.Popen[bytes]:
    child_env = dict(os.environ if env is None else env)
    restore_loader_path(child_env, bool(getattr(sys, "frozen", False)))
    if sys.platform == "win32":
        return subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=child_env,
            creationflags=subprocess.CREATE_NO_WINDOW,
        )
    else:
        # A session of its own, so a timeout can kill the tool's children with it.
        return subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=child_env,
            start_new_session=True,
        )


def _kill_tree(process: subprocess.Popen[bytes]) -> None:
    if sys.platform == "win32":
        process.kill()
    else:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            process.kill()


def _collect_after_kill(process: subprocess.Popen[bytes]) -> tuple[bytes, bytes]:
    try:
        return process.communicate(timeout=_REAP_SECONDS)
    except subprocess.TimeoutExpired:
        # Something outside the process group still holds the pipes; drop the output.
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()
        process.wait()
        return b"", b""


def _decode(data: bytes | None) -> str:
    return data.decode("utf-8", errors="replace") if data else ""
