"""A fence made by the operating system around the code a tool runs (Linux).

Set up in the tool's own process, just before the code runs, and kept by everything it
starts; it cannot be taken off again. Python's audit hook (``python_sandbox``) stays as
a second layer, but hooks do not see everything (``_posixsubprocess.fork_exec``, any C
function through ``ctypes``); the kernel does:

- **Landlock** (Linux 5.13+, the LSM an unprivileged process may use on itself): files
  may be read only under the folders given (Python's own), read and written only in
  the scratch folder, and read one by one where attached; nothing may be executed, so
  no program can be started, however it is asked for. Links are followed by the
  kernel before the check: a link in the scratch folder to another file gets nothing.
- **seccomp** (a filter on system calls): no ``socket()`` at all (a local
  ``socketpair()`` still works), no io_uring (it could open sockets behind the
  filter's back), no signal to any process but this one, no system calls of another
  architecture's table.
- ``PR_SET_NO_NEW_PRIVS``, which both need: nothing the code runs gains privileges.

Weighed against the alternatives: bubblewrap and user namespaces need unprivileged user
namespaces, which Ubuntu 24.04 and others turn off for ordinary programs; Landlock and
seccomp need nothing but the kernel, and this module needs nothing but ``ctypes``.
Where the kernel lacks them, ``install`` raises ``FenceUnavailableError`` with the reason,
and the tool is off: it never runs without its fence.

Stdlib only, and importable on its own (``python -I`` runs the sandbox with nothing of
the app on the path).
"""

from __future__ import annotations

import ctypes
import errno
import os
import platform
import stat
import struct
import sys
from collections.abc import Sequence

# System call numbers: Landlock's are the same on every architecture.
_SYS_LANDLOCK_CREATE_RULESET = 444
_SYS_LANDLOCK_ADD_RULE = 445
_SYS_LANDLOCK_RESTRICT_SELF = 446
_LANDLOCK_CREATE_RULESET_VERSION = 1
_LANDLOCK_RULE_PATH_BENEATH = 1

# Landlock's file rights in bit order (uapi/linux/landlock.h): ABI 1 has the first 13,
# ABI 2 adds refer, ABI 3 truncate, ABI 5 ioctl_dev.
_FS_RIGHTS = (
    "execute", "write_file", "read_file", "read_dir", "remove_dir", "remove_file",
    "make_char", "make_dir", "make_reg", "make_sock", "make_fifo", "make_block", "make_sym",
    "refer", "truncate", "ioctl_dev",
)  # fmt: skip
_RIGHT = {name: 1 << bit for bit, name in enumerate(_FS_RIGHTS)}
_EXECUTE, _WRITE_FILE, _READ_FILE, _READ_DIR = (
    _RIGHT[name] for name in ("execute", "write_file", "read_file", "read_dir")
)
_REFER, _TRUNCATE, _IOCTL_DEV = (_RIGHT[name] for name in ("refer", "truncate", "ioctl_dev"))
_ABI_1_RIGHTS = (1 << 13) - 1
_FILE_ONLY_RIGHTS = _EXECUTE | _WRITE_FILE | _READ_FILE | _TRUNCATE | _IOCTL_DEV

# Read as well, beside the folders given: the system's shared libraries, which Python's
# own modules load (zlib, ssl, sqlite...), the loader's index of them, and the time
# zones. Programs and libraries, never a person's files.
SYSTEM_READ_ROOTS = (
    "/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib",
    "/etc/ld.so.cache", "/etc/localtime", "/usr/share/zoneinfo",
)  # fmt: skip

_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_SECCOMP = 22
_SECCOMP_MODE_FILTER = 2

# seccomp: classic BPF over struct seccomp_data {int nr; u32 arch; u64 ip; u64 args[6]}.
_BPF_LD_W_ABS = 0x20
_BPF_JEQ_K = 0x15
_BPF_JGE_K = 0x35
_BPF_RET_K = 0x06
_SECCOMP_RET_ALLOW = 0x7FFF0000
_SECCOMP_RET_ERRNO = 0x00050000
_X32_SYSCALL_BIT = 0x40000000


class FenceUnavailableError(Exception):
    """The kernel can't fence the code here; the message says why, for the user."""


# Per architecture: its audit id, and its numbers for the calls the filter looks at.
_ARCHITECTURES = {
    "x86_64": (
        0xC000003E,
        {"socket": 41, "io_uring_setup": 425, "kill": 62, "tkill": 200, "tgkill": 234,
         "rt_sigqueueinfo": 129, "rt_tgsigqueueinfo": 297, "pidfd_send_signal": 424},
    ),
    "aarch64": (
        0xC00000B7,
        {"socket": 198, "io_uring_setup": 425, "kill": 129, "tkill": 130, "tgkill": 131,
         "rt_sigqueueinfo": 138, "rt_tgsigqueueinfo": 240, "pidfd_send_signal": 424},
    ),
}  # fmt: skip
_SIGNAL_CALLS = ("kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo")


# For the shell: where the system's programs and what they read live. They may run
# (with the libraries and the loader they need); none of them is a person's file.
PROGRAM_ROOTS = (
    "/bin", "/sbin", "/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/libexec",
    "/lib", "/lib64", "/usr/lib", "/usr/lib64", "/usr/local/lib",
)  # fmt: skip
PROGRAM_READ_ROOTS = ("/usr", "/etc")


def install(
    scratch: str,
    read_roots: Sequence[str],
    readable_files: Sequence[str],
    run_roots: Sequence[str] = (),
) -> None:
    """Fence this process and all it starts from now on (see the module docstring).

    ``scratch``: read, write, make and remove; ``read_roots`` (and the system's
    libraries, ``SYSTEM_READ_ROOTS``): read beneath; ``readable_files``: read, each
    alone; ``run_roots``: read and run beneath (nowhere else can a program start).
    Raises FenceUnavailableError when the kernel can't, having changed nothing that
    matters (no_new_privs alone)."""
    if not sys.platform.startswith("linux"):
        raise FenceUnavailableError("this fence is made by Linux")
    machine = platform.machine()
    if machine not in _ARCHITECTURES:
        raise FenceUnavailableError(f"the fence knows no system calls of {machine} yet")
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    abi = libc.syscall(ctypes.c_long(_SYS_LANDLOCK_CREATE_RULESET), None, ctypes.c_size_t(0),
                       ctypes.c_uint32(_LANDLOCK_CREATE_RULESET_VERSION))  # fmt: skip
    if abi < 1:
        reason = os.strerror(ctypes.get_errno())
        raise FenceUnavailableError(
            f"this system's kernel offers no Landlock ({reason}); it needs Linux 5.13 or "
            "newer with Landlock turned on"
        )
    handled = _ABI_1_RIGHTS | (_REFER if abi >= 2 else 0) | (_TRUNCATE if abi >= 3 else 0)
    handled |= _IOCTL_DEV if abi >= 5 else 0
    ruleset = _ruleset(libc, handled)
    try:
        read = _READ_FILE | _READ_DIR
        everything_but_running = handled & ~_EXECUTE
        _allow(libc, ruleset, scratch, everything_but_running)
        for root in (*SYSTEM_READ_ROOTS, *read_roots):
            _allow(libc, ruleset, root, read)
        for root in run_roots:
            _allow(libc, ruleset, root, read | _EXECUTE)
        for path in readable_files:
            _allow(libc, ruleset, path, _READ_FILE)
        _allow(libc, ruleset, os.devnull, _READ_FILE | _WRITE_FILE | (handled & _TRUNCATE))
        if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            raise FenceUnavailableError("the system refused no_new_privs")
        _install_seccomp(libc, *_ARCHITECTURES[machine])
        if libc.syscall(ctypes.c_long(_SYS_LANDLOCK_RESTRICT_SELF), ctypes.c_int(ruleset),
                        ctypes.c_uint32(0)) != 0:  # fmt: skip
            raise FenceUnavailableError(
                f"Landlock refused the rules ({os.strerror(ctypes.get_errno())})"
            )
    finally:
        os.close(ruleset)


def _ruleset(libc: ctypes.CDLL, handled: int) -> int:
    attribute = struct.pack("=Q", handled)  # handled_access_fs: the only field needed
    buffer = ctypes.create_string_buffer(attribute, len(attribute))
    ruleset = libc.syscall(ctypes.c_long(_SYS_LANDLOCK_CREATE_RULESET), buffer,
                           ctypes.c_size_t(len(attribute)), ctypes.c_uint32(0))  # fmt: skip
    if ruleset < 0:
        raise FenceUnavailableError(
            f"Landlock would not make a ruleset ({os.strerror(ctypes.get_errno())})"
        )
    return int(ruleset)


def _allow(libc: ctypes.CDLL, ruleset: int, path: str, rights: int) -> None:
    """Allow ``rights`` beneath ``path`` (a file gets only the rights a file can have);
    a path that does not exist is left out (nothing there to allow)."""
    try:
        descriptor = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return
    try:
        if not stat.S_ISDIR(os.fstat(descriptor).st_mode):
            rights &= _FILE_ONLY_RIGHTS
        attribute = struct.pack("=Qi", rights, descriptor)  # packed path_beneath_attr
        buffer = ctypes.create_string_buffer(attribute, len(attribute))
        done = libc.syscall(ctypes.c_long(_SYS_LANDLOCK_ADD_RULE), ctypes.c_int(ruleset),
                            ctypes.c_int(_LANDLOCK_RULE_PATH_BENEATH), buffer,
                            ctypes.c_uint32(0))  # fmt: skip
        if done != 0:
            raise FenceUnavailableError(
                f"Landlock refused a rule for {path} ({os.strerror(ctypes.get_errno())})"
            )
    finally:
        os.close(descriptor)


def _install_seccomp(libc: ctypes.CDLL, audit_arch: int, numbers: dict[str, int]) -> None:
    """No socket(), no io_uring, signals only to this process; other tables refused."""
    refuse = _SECCOMP_RET_ERRNO | errno.EACCES
    own_pid = os.getpid()
    program: list[tuple[int, int, int, int]] = []

    def load(offset: int) -> None:
        program.append((_BPF_LD_W_ABS, 0, 0, offset))

    def give(value: int) -> None:
        program.append((_BPF_RET_K, 0, 0, value))

    load(4)  # arch
    program.append((_BPF_JEQ_K, 1, 0, audit_arch))
    give(refuse)
    load(0)  # nr
    program.append((_BPF_JGE_K, 0, 1, _X32_SYSCALL_BIT))  # x32's table on x86_64
    give(refuse)
    for name in ("socket", "io_uring_setup", "pidfd_send_signal"):
        program.append((_BPF_JEQ_K, 0, 1, numbers[name]))
        give(refuse)
    # The signal calls: allowed only when their first argument is this process.
    checks = [numbers[name] for name in _SIGNAL_CALLS]
    for index, number in enumerate(checks):
        # On a match jump to the pid check after the remaining comparisons.
        program.append((_BPF_JEQ_K, len(checks) - index, 0, number))
    give(_SECCOMP_RET_ALLOW)
    load(16)  # args[0], its low 32 bits (little-endian)
    program.append((_BPF_JEQ_K, 1, 0, own_pid))
    give(refuse)
    load(20)  # and its high 32 bits: a pid is an int, so 0 there
    program.append((_BPF_JEQ_K, 1, 0, 0))
    give(refuse)
    give(_SECCOMP_RET_ALLOW)

    raw = b"".join(struct.pack("=HBBI", *instruction) for instruction in program)
    filters = ctypes.create_string_buffer(raw, len(raw))
    fprog = struct.pack("@HP", len(program), ctypes.addressof(filters))  # sock_fprog
    prog_buffer = ctypes.create_string_buffer(fprog, len(fprog))
    if libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, prog_buffer, 0, 0) != 0:
        raise FenceUnavailableError(
            f"the system refused the system-call filter ({os.strerror(ctypes.get_errno())})"
        )
