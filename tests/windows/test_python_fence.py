"""The python tool's fence on Windows (desktop/core/tools/windows_fence.py): the Job
Object the app puts the tool's process in, and low integrity, with the audit hook
behind them. Run by the Windows lane under Wine, and meant for Windows as well.

What Wine 8 enforces and what it does not, said where each test meets it:
- Wine's Job Objects have no one-process limit (measured: every way of starting a
  program works inside the job); what Wine enforces is the rest of the job: a program
  started inside stays in it (no breakaway), and closing the job ends it;
- Wine accepts a lower integrity level and never applies it, and refuses the low
  integrity label the scratch folder needs (access denied): so under Wine the fence
  cannot be set up, and the tool must be off with a plain reason, the code never run.
  The escapes low integrity stops on Windows (writes outside the scratch folder, ending
  another process) and the audit hook's (sockets, reading a person's file) are
  asserted where the fence is set up; under Wine, through the tool being off.
"""

from __future__ import annotations

import ctypes
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil

from desktop.core.tools.base import ToolContext, ToolResult, ToolRun
from desktop.core.tools.child_run import run_limited
from desktop.core.tools.python_tool import PythonTool, child_env

LIMIT_S = 30.0
LOW_INTEGRITY = "S-1-16-4096"
# Wine marks itself in ntdll; Windows has no such export.
UNDER_WINE = sys.platform == "win32" and hasattr(ctypes.WinDLL("ntdll"), "wine_get_version")
WINE_REFUSES_THE_LABEL = "Windows refused to mark the tool's folder for low integrity"

# Each way Python (and native code through ctypes) can start a program. The program
# started is a launcher that starts a sleeper and ends at once: the sleeper, whose
# parent is gone, is out of reach of a stop that follows the process tree; only the
# job can end it. Prints one line per way (refused, or STARTED) and the sleepers' pids.
_START_PROGRAMS = r"""
import ctypes, os, subprocess, sys, time
from ctypes import wintypes
folder = {folder!r}
def launcher(name):
    marker = os.path.join(folder, name + ".pid")
    sleeper = f"import os, time; open({{marker!r}}, 'w').write(str(os.getpid())); time.sleep(120)"
    code = f"import subprocess, sys; subprocess.Popen([sys.executable, '-c', {{sleeper!r}}])"
    return [sys.executable, "-c", code]
def create_process(argv, flags):
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    class StartupInfo(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD)] + [("r%d" % i, ctypes.c_void_p) for i in range(12)]
    class ProcessInformation(ctypes.Structure):
        _fields_ = [("hProcess", wintypes.HANDLE), ("hThread", wintypes.HANDLE),
                    ("pid", wintypes.DWORD), ("tid", wintypes.DWORD)]
    info, started = StartupInfo(), ProcessInformation()
    info.cb = ctypes.sizeof(info)
    line = ctypes.create_unicode_buffer(subprocess.list2cmdline(argv))
    if not kernel32.CreateProcessW(None, line, None, None, False, flags, None, None,
                                   ctypes.byref(info), ctypes.byref(started)):
        raise OSError(ctypes.get_last_error(), "CreateProcessW refused")
WAYS = {{
    "subprocess": lambda argv: subprocess.Popen(argv),
    # spawnv passes its arguments as they are: quoted here as a command line needs.
    "os.spawnv": lambda argv: os.spawnv(os.P_NOWAIT, argv[0],
                                        [subprocess.list2cmdline([a]) for a in argv]),
    "CreateProcessW": lambda argv: create_process(argv, 0),
    "breakaway": lambda argv: create_process(argv, 0x01000000),  # CREATE_BREAKAWAY_FROM_JOB
}}
started = []
for way, start in WAYS.items():
    try:
        start(launcher(way))
        started.append(way)
        print(way, "STARTED", flush=True)
    except BaseException as error:
        print(way, "refused:", type(error).__name__, error, flush=True)
deadline = time.monotonic() + 15
for way in started:
    marker = os.path.join(folder, way + ".pid")
    while not os.path.exists(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    if os.path.exists(marker):
        time.sleep(0.2)
        print("pid", open(marker).read(), flush=True)
print("done", flush=True)
"""


def _under_the_tools_job(code: str, cwd: Path, memory_bytes: int | None = None) -> str:
    """``code`` in a child inside the Job Object the app makes for the tool (the same
    ``run_limited(contained=True)`` the tool's call goes through); its output."""
    outcome = run_limited(
        [sys.executable, "-I", "-c", code],
        cwd=cwd,
        env=child_env(cwd),
        cancel=threading.Event(),
        time_limit_s=LIMIT_S,
        memory_bytes=memory_bytes,
        contained=True,
    )
    assert outcome.start_error is None, outcome.start_error
    return outcome.output


def _run_tool(code: str, scratch: Path) -> ToolResult:
    call = ToolRun({"code": code}, ToolContext(7, scratch), LIMIT_S, threading.Event())
    return PythonTool(256).run(call)


def test_no_program_started_inside_the_tools_job_outlives_it(tmp_path: Path) -> None:
    output = _under_the_tools_job(_START_PROGRAMS.format(folder=str(tmp_path)), tmp_path)
    assert output.strip().endswith("done"), output
    said = dict(line.split(" ", 1) for line in output.strip().splitlines() if " " in line)
    # No way out of the job: Windows and Wine both refuse a breakaway.
    assert said["breakaway"].startswith("refused"), output
    if UNDER_WINE:
        # Wine's jobs have no active-process limit (measured: each way STARTED), so the
        # programs run; what Wine enforces is the rest of the job: they are in it, and
        # closing it at the run's end ends them, though their parent is gone.
        pids = [int(line.split()[1]) for line in output.splitlines() if line.startswith("pid ")]
        assert len(pids) == 3, output
        deadline = time.monotonic() + 10
        while any(psutil.pid_exists(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not [pid for pid in pids if psutil.pid_exists(pid)], "a program outlived the job"
        return
    # Windows: the job holds one process, so no way starts one.
    for way in ("subprocess", "os.spawnv", "CreateProcessW"):
        assert said[way].startswith("refused"), output
    assert not list(tmp_path.glob("*.pid")), output


def test_the_tools_job_ends_with_the_run_leaving_nothing(tmp_path: Path) -> None:
    # A program stuck in a loop until its time limit: stopped, and nothing of it left.
    started = time.monotonic()
    outcome = run_limited(
        [sys.executable, "-I", "-c", "import os; print(os.getpid(), flush=True)\nwhile True: pass"],
        cwd=tmp_path,
        env=child_env(tmp_path),
        cancel=threading.Event(),
        time_limit_s=3,
        contained=True,
    )
    assert outcome.stopped == "time"
    assert time.monotonic() - started < 20
    assert not psutil.pid_exists(int(outcome.output.split()[0]))


def test_the_tool_is_fenced_or_off_with_a_plain_reason(
    scratch: Path, tmp_path: Path, beside: Path
) -> None:
    outside = tmp_path / "outside.txt"
    code = (
        "import ctypes, os\n"
        "from ctypes import wintypes\n"
        "open('inside.txt', 'w').write('kept')\n"
        "kernel32 = ctypes.WinDLL('kernel32', use_last_error=True)\n"
        "kernel32.CreateFileW.restype = wintypes.HANDLE\n"
        # Natively, past the audit hook: GENERIC_WRITE, CREATE_ALWAYS.
        f"handle = kernel32.CreateFileW({str(outside)!r}, 0x40000000, 0, None, 2, 0x80, None)\n"
        "print('write outside:', 'refused' if handle in (None, -1, 2**64 - 1) else 'DONE')\n"
        # PROCESS_TERMINATE on the test's own process.
        f"victim = kernel32.OpenProcess(0x0001, False, {psutil.Process().pid})\n"
        "print('end another process:', 'refused' if not victim else 'OPENED')\n"
        # The audit hook, the second layer: sockets and reading a person's file.
        "import socket\n"
        "try:\n    socket.socket()\n    print('socket: OPENED')\n"
        "except PermissionError:\n    print('socket: refused')\n"
        f"try:\n    open({str(beside)!r}).read()\n    print('read beside: DONE')\n"
        "except PermissionError:\n    print('read beside: refused')\n"
    )
    result = _run_tool(code, scratch)
    if UNDER_WINE:
        # Wine cannot set up the low half of the fence: the tool is off, nothing ran.
        assert result.error is not None and result.error.startswith(
            "The python tool is off on this computer: " + WINE_REFUSES_THE_LABEL
        ), result.text
        assert not (scratch / "inside.txt").exists()
        assert not outside.exists()
        return
    assert result.error is None, result.text
    assert "write outside: refused" in result.text
    assert "end another process: refused" in result.text
    assert "socket: refused" in result.text
    assert "read beside: refused" in result.text
    assert (scratch / "inside.txt").read_text() == "kept"
    assert not outside.exists()


def test_a_tool_started_outside_its_job_does_not_run_its_code(tmp_path: Path) -> None:
    # The child's half checks the app's half: started without the job, it refuses.
    from desktop.core.tools import python_sandbox

    config = tmp_path / "call.json"
    marker = tmp_path / "ran.txt"
    code = f"open({str(marker)!r}, 'w').write('ran')"
    config.write_text(
        json.dumps({"code": code, "scratch": str(tmp_path), "readable": []}), encoding="utf-8"
    )
    done = subprocess.run(
        [sys.executable, "-I", python_sandbox.__file__, str(config)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == python_sandbox.FENCE_UNAVAILABLE_EXIT, done.stderr
    assert (
        "The python tool is off on this computer: the tool was started outside its Job "
        "Object." in done.stderr
    )
    assert not marker.exists()
