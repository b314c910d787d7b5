"""The python tool's fence on Windows, the child's half (the app's half is the Job Object
``child_run`` puts the child in before its first instruction).

Set up in the tool's process before the model's code runs, and not to be taken off:

- **Its Job Object** (made by the app, checked here): one process and no more, so no
  program can be started however it is asked for (``CreateProcess`` through ctypes
  included); no breakaway; a memory limit; no clipboard or other programs' windows;
  everything in it ends when the app closes the job or exits. The child holds no
  handle to it, so it cannot lift the limits.
- **Low integrity** (the mandatory integrity control of Windows Vista and later, as
  Chromium's and Internet Explorer's sandboxes use it): the process lowers its own token
  to Low, after marking the scratch folder Low. Windows then refuses it every write to
  files, folders and registry keys of the user's (Medium) level, so it writes only in
  the scratch folder, and refuses it opening other processes to end, signal or write
  them.

Weighed: an AppContainer also stops reading the user's files and every socket, but it
must be made by the parent through ``CreateProcess`` with attribute lists Python's
``subprocess`` cannot pass, needs the app's own folders and every attached file opened
to the container by changing their permissions, and Wine implements none of it, so no
test here could see it work. A restricted token (restricting SIDs) needs the same
``CreateProcessAsUser`` path and blocks Python's own files in a per-user install. Low
integrity needs neither. What it leaves open on Windows, reading the user's files and
opening sockets through native calls, stays behind the audit hook (``python_sandbox``)
alone: an AppContainer is the next step.

Stdlib only, importable on its own (``python -I`` runs the sandbox with nothing of the
app on the path).
"""

from __future__ import annotations

import ctypes
import sys

_LOW_INTEGRITY_SID = "S-1-16-4096"
# A mandatory label ACE: Low, inherited by every file and folder made inside, no write up.
_LOW_LABEL_SDDL = "S:(ML;OICI;NW;;;LW)"
_SE_FILE_OBJECT = 1
_LABEL_SECURITY_INFORMATION = 0x10
_TOKEN_QUERY = 0x0008
_TOKEN_ADJUST_DEFAULT = 0x0080
_TOKEN_INTEGRITY_LEVEL = 25
_SE_GROUP_INTEGRITY = 0x20
_SDDL_REVISION_1 = 1


class FenceUnavailableError(Exception):
    """Windows can't fence the code here; the message says why, for the user."""


def install(scratch: str) -> None:
    """Fence this process (see the module docstring); raises FenceUnavailableError."""
    if sys.platform == "win32":
        _install(scratch)
    else:
        raise FenceUnavailableError("this fence is made by Windows")


if sys.platform == "win32":  # the ctypes calls below exist only there

    def _install(scratch: str) -> None:
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
        handle, dword, pointer, void = (
            wintypes.HANDLE,
            wintypes.DWORD,
            ctypes.POINTER,
            ctypes.c_void_p,
        )
        # Declared in full: a 64-bit handle passed as a plain int would be truncated.
        declarations = [  # (function, result, arguments): ctypes functions are unhashable
            (kernel32.GetCurrentProcess, handle, ()),
            (kernel32.IsProcessInJob, wintypes.BOOL, (handle, handle, pointer(wintypes.BOOL))),
            (kernel32.LocalFree, void, (void,)),
            (kernel32.CloseHandle, wintypes.BOOL, (handle,)),
            (
                advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW,
                wintypes.BOOL,
                (wintypes.LPCWSTR, dword, pointer(void), void),
            ),
            (
                advapi32.GetSecurityDescriptorSacl,
                wintypes.BOOL,
                (void, pointer(wintypes.BOOL), pointer(void), pointer(wintypes.BOOL)),
            ),
            (
                advapi32.SetNamedSecurityInfoW,
                dword,
                (wintypes.LPWSTR, ctypes.c_int, dword, void, void, void, void),
            ),
            (advapi32.OpenProcessToken, wintypes.BOOL, (handle, dword, pointer(handle))),
            (advapi32.ConvertStringSidToSidW, wintypes.BOOL, (wintypes.LPCWSTR, pointer(void))),
            (advapi32.GetLengthSid, dword, (void,)),
            (advapi32.SetTokenInformation, wintypes.BOOL, (handle, ctypes.c_int, void, dword)),
        ]
        for function, result, arguments in declarations:
            function.restype, function.argtypes = result, list(arguments)

        def refused(what: str, code: int | None = None) -> FenceUnavailableError:
            error = ctypes.get_last_error() if code is None else code
            return FenceUnavailableError(
                f"Windows refused {what} ({ctypes.FormatError(error).strip()})"
            )

        in_job = wintypes.BOOL()
        if not kernel32.IsProcessInJob(kernel32.GetCurrentProcess(), None, ctypes.byref(in_job)):
            raise refused("to say whether the tool runs in its Job Object")
        if not in_job:
            raise FenceUnavailableError("the tool was started outside its Job Object")

        descriptor = ctypes.c_void_p()
        if not advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(
            _LOW_LABEL_SDDL, _SDDL_REVISION_1, ctypes.byref(descriptor), None
        ):
            raise refused("the low integrity label")
        try:
            present, defaulted, sacl = wintypes.BOOL(), wintypes.BOOL(), ctypes.c_void_p()
            if not advapi32.GetSecurityDescriptorSacl(
                descriptor, ctypes.byref(present), ctypes.byref(sacl), ctypes.byref(defaulted)
            ):
                raise refused("the low integrity label")
            code = advapi32.SetNamedSecurityInfoW(
                scratch, _SE_FILE_OBJECT, _LABEL_SECURITY_INFORMATION, None, None, None, sacl
            )
            if code != 0:
                raise refused("to mark the tool's folder for low integrity", code)
        finally:
            kernel32.LocalFree(descriptor)

        token = wintypes.HANDLE()
        if not advapi32.OpenProcessToken(
            kernel32.GetCurrentProcess(), _TOKEN_QUERY | _TOKEN_ADJUST_DEFAULT, ctypes.byref(token)
        ):
            raise refused("to open the tool's own token")
        low = ctypes.c_void_p()
        try:
            if not advapi32.ConvertStringSidToSidW(_LOW_INTEGRITY_SID, ctypes.byref(low)):
                raise refused("the low integrity level")

            class _SidAndAttributes(ctypes.Structure):  # TOKEN_MANDATORY_LABEL's one member
                _fields_ = [("Sid", ctypes.c_void_p), ("Attributes", wintypes.DWORD)]

            label = _SidAndAttributes(low, _SE_GROUP_INTEGRITY)
            size = ctypes.sizeof(label) + advapi32.GetLengthSid(low)
            if not advapi32.SetTokenInformation(
                token, _TOKEN_INTEGRITY_LEVEL, ctypes.byref(label), size
            ):
                raise refused("to lower the tool to low integrity")
        finally:
            kernel32.LocalFree(low)
            kernel32.CloseHandle(token)
