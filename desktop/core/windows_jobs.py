"""Windows Job Objects through ctypes: the kernel's way of holding processes together
under limits. Two users: the app's kill-on-close job, which ends every llama-server
with the app (``runtime.lifetime``), and the python tool's job, which is part of its
fence (``tools.child_run``): one process and no more, a memory limit, no breakaway.

Only Windows has them; elsewhere ``create_job`` raises ``OSError``. Handles are
declared as HANDLE throughout: a 64-bit handle passed as a plain int is truncated.
"""

from __future__ import annotations

import ctypes
import subprocess
import sys

KILL_ON_JOB_CLOSE = 0x2000
ACTIVE_PROCESS = 0x0008
PROCESS_MEMORY = 0x0100
DIE_ON_UNHANDLED_EXCEPTION = 0x0400
# UI limits: no reading or writing the clipboard, no windows of other processes, no
# desktop switch, no system-wide settings or atoms, no logging off the user.
UI_LOCKDOWN = 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0010 | 0x0020 | 0x0040 | 0x0080
_BASIC_UI_RESTRICTIONS = 4
_EXTENDED_LIMIT_INFORMATION = 9

if sys.platform == "win32":
    from ctypes import wintypes

    class _IoCounters(ctypes.Structure):
        _fields_ = [
            (name, ctypes.c_ulonglong)
            for name in (
                "ReadOperationCount",
                "WriteOperationCount",
                "OtherOperationCount",
                "ReadTransferCount",
                "WriteTransferCount",
                "OtherTransferCount",
            )
        ]

    class _BasicLimitInformation(ctypes.Structure):
        _fields_ = [
            ("PerProcessUserTimeLimit", ctypes.c_int64),
            ("PerJobUserTimeLimit", ctypes.c_int64),
            ("LimitFlags", wintypes.DWORD),
            ("MinimumWorkingSetSize", ctypes.c_size_t),
            ("MaximumWorkingSetSize", ctypes.c_size_t),
            ("ActiveProcessLimit", wintypes.DWORD),
            ("Affinity", ctypes.c_size_t),
            ("PriorityClass", wintypes.DWORD),
            ("SchedulingClass", wintypes.DWORD),
        ]

    class _ExtendedLimitInformation(ctypes.Structure):
        _fields_ = [
            ("BasicLimitInformation", _BasicLimitInformation),
            ("IoInfo", _IoCounters),
            ("ProcessMemoryLimit", ctypes.c_size_t),
            ("JobMemoryLimit", ctypes.c_size_t),
            ("PeakProcessMemoryUsed", ctypes.c_size_t),
            ("PeakJobMemoryUsed", ctypes.c_size_t),
        ]

    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _kernel32.CreateJobObjectW.argtypes = [wintypes.LPVOID, wintypes.LPCWSTR]
    _kernel32.CreateJobObjectW.restype = wintypes.HANDLE
    _kernel32.SetInformationJobObject.argtypes = [
        wintypes.HANDLE,
        ctypes.c_int,
        wintypes.LPVOID,
        wintypes.DWORD,
    ]
    _kernel32.SetInformationJobObject.restype = wintypes.BOOL
    _kernel32.AssignProcessToJobObject.argtypes = [wintypes.HANDLE, wintypes.HANDLE]
    _kernel32.AssignProcessToJobObject.restype = wintypes.BOOL
    _kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
    _kernel32.CloseHandle.restype = wintypes.BOOL
    _ntdll = ctypes.WinDLL("ntdll")
    # Undocumented but stable since Windows XP (Wine has it too): the one call that
    # resumes a process subprocess started suspended, whose thread handle it closed.
    _ntdll.NtResumeProcess.argtypes = [wintypes.HANDLE]
    _ntdll.NtResumeProcess.restype = ctypes.c_long

    def _failed(what: str) -> OSError:
        code = ctypes.get_last_error()
        return OSError(0, f"{what} failed: {ctypes.FormatError(code).strip()}", None, code)

    def create_job(
        limit_flags: int,
        *,
        active_processes: int = 0,
        process_memory: int = 0,
        ui_restrictions: int = 0,
    ) -> int:
        """A new unnamed job with these limits; its handle (close it with ``close_job``)."""
        job = _kernel32.CreateJobObjectW(None, None)
        if not job:
            raise _failed("CreateJobObjectW")
        info = _ExtendedLimitInformation()
        info.BasicLimitInformation.LimitFlags = limit_flags
        info.BasicLimitInformation.ActiveProcessLimit = active_processes
        info.ProcessMemoryLimit = process_memory
        done = _kernel32.SetInformationJobObject(
            job, _EXTENDED_LIMIT_INFORMATION, ctypes.byref(info), ctypes.sizeof(info)
        )
        if done and ui_restrictions:
            ui = wintypes.DWORD(ui_restrictions)
            done = _kernel32.SetInformationJobObject(
                job, _BASIC_UI_RESTRICTIONS, ctypes.byref(ui), ctypes.sizeof(ui)
            )
        if not done:
            error = _failed("SetInformationJobObject")
            _kernel32.CloseHandle(job)
            raise error
        return int(job)

    def assign(job: int, process: subprocess.Popen[bytes]) -> None:
        """Put a started child in ``job`` (raises OSError when Windows refuses)."""
        if not _kernel32.AssignProcessToJobObject(job, int(process._handle)):  # type: ignore[attr-defined]
            raise _failed("AssignProcessToJobObject")

    def resume(process: subprocess.Popen[bytes]) -> None:
        """Let a child started with ``CREATE_SUSPENDED`` run."""
        status = _ntdll.NtResumeProcess(int(process._handle))  # type: ignore[attr-defined]
        if status != 0:
            raise OSError(0, f"NtResumeProcess failed (status {status & 0xFFFFFFFF:#x})")

    def close_job(job: int) -> None:
        """Close our handle; a kill-on-close job then ends every process left in it."""
        _kernel32.CloseHandle(job)

else:

    def _no_jobs(*_: object, **__: object) -> int:  # raises: never returns
        raise OSError(0, "Job Objects exist only on Windows")

    create_job = assign = resume = _no_jobs

    def close_job(job: int) -> None:
        """Nothing to close where no job can be made."""
