"""The child side of the ``python`` tool: runs the model's code behind a fence.

Started as ``python -I python_sandbox.py CONFIG`` (from source) or as the frozen CLI
with ``--run-python-tool CONFIG``; stdlib only, because ``-I`` keeps the app's own
packages off the path. CONFIG is a JSON file: ``{"code", "scratch", "readable"}``, or
``{"shell", "scratch", "readable"}`` for the shell tool: the same fence, except that
the system's programs may run (``os_fence.PROGRAM_ROOTS``), then ``/bin/sh -c`` runs
the command in this process's place.

The fence is made by the operating system (``os_fence``: Landlock and seccomp on
Linux; ``windows_fence``: a Job Object and low integrity on Windows, which fence less,
see there), set up before the code runs and kept by all it starts: files may be read only
in the scratch folder, the attached files and the Python installation, and written
only in the scratch folder; no program may be started, no socket opened but a local
pair, no signal sent to another process. Where it can't be set up, the tool is off,
with the reason (exit code ``FENCE_UNAVAILABLE_EXIT``). An audit hook (PEP 578) stays
as a second layer with the same rules, which says in plain words what was refused. The
OS limits on time, memory and the process group are in ``child_run``.
"""

# os.path rather than pathlib throughout: the audit hook runs on every file event, and
# this file should load nothing the code it fences has not asked for.
# ruff: noqa: PTH100, PTH110, PTH120, PTH123

from __future__ import annotations

import ast
import json
import os
import socket
import sys
import sysconfig
import traceback
from types import CodeType

try:  # the frozen app: the package's modules
    from desktop.core.tools import os_fence, windows_fence
except ImportError:  # python -I python_sandbox.py: the modules beside this file
    import os_fence  # type: ignore[import-not-found,no-redef]
    import windows_fence  # type: ignore[import-not-found,no-redef]

# The tool's process ends with this when the operating system's fence can't be set up.
FENCE_UNAVAILABLE_EXIT = 70
NO_NETWORK = "LlamaDesk's python tool has no network access"
NO_PROCESSES = "LlamaDesk's python tool may not start programs or signal other processes"
NO_CTYPES = "LlamaDesk's python tool may not call native code through ctypes"

_PROCESS_EVENTS = frozenset(
    {
        "subprocess.Popen",
        "os.system",
        "os.exec",
        "os.posix_spawn",
        "os.spawn",
        "os.fork",
        "os.forkpty",
        "os.startfile",
        "os.kill",
        "os.killpg",
        "signal.pthread_kill",
        "pty.spawn",
    }
)
_NETWORK_EVENTS = frozenset(
    {
        "socket.connect",
        "socket.bind",
        "socket.sendto",
        "socket.sendmsg",
        "socket.getaddrinfo",
        "socket.gethostbyname",
        "socket.gethostbyaddr",
        "socket.getnameinfo",
    }
)
# Events whose first argument is a path that is written (or removed).
_WRITE_PATH_EVENTS = frozenset(
    {
        "os.remove",
        "os.rmdir",
        "os.mkdir",
        "os.chmod",
        "os.chown",
        "os.truncate",
        "os.utime",
        "shutil.rmtree",
    }
)
_TWO_PATH_EVENTS = frozenset({"os.rename", "os.link", "shutil.copyfile", "shutil.move"})
_READ_PATH_EVENTS = frozenset({"os.listdir", "os.scandir", "glob.glob"})
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


class _Fence:
    def __init__(self, scratch: str, readable: list[str], installation: list[str]) -> None:
        self.scratch = scratch
        self.readable_files = frozenset(readable)
        self.read_roots = (scratch, *installation)

    def check(self, event: str, args: tuple[object, ...]) -> None:
        if event in _PROCESS_EVENTS:
            raise PermissionError(NO_PROCESSES)
        if event in _NETWORK_EVENTS:
            raise PermissionError(NO_NETWORK)
        local_pair = len(args) > 1 and args[1] == getattr(socket, "AF_UNIX", -1)
        if event == "socket.__new__" and not local_pair:
            raise PermissionError(NO_NETWORK)
        if event == "ctypes.call_function":
            raise PermissionError(NO_CTYPES)
        if event == "open":
            path, mode, flags = [*args, None, None, None][:3]
            writes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
                isinstance(flags, int) and flags & _WRITE_FLAGS != 0
            )
            self._check_path(path, writes=writes)
        elif event in _WRITE_PATH_EVENTS and args:
            self._check_path(args[0], writes=True)
        elif event in _TWO_PATH_EVENTS and len(args) > 1:
            self._check_path(args[0], writes=event != "shutil.copyfile")
            self._check_path(args[1], writes=True)
        elif event == "os.symlink" and len(args) > 1:
            self._check_path(args[1], writes=True)
        elif event in _READ_PATH_EVENTS and args:
            self._check_path(args[0] if args[0] is not None else ".", writes=False)

    def _check_path(self, path: object, *, writes: bool) -> None:
        if path is None or isinstance(path, int):
            return  # an already open descriptor: it passed this check when opened
        try:
            full = os.path.realpath(os.fsdecode(path))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return
        if _inside(full, self.scratch) or full == os.devnull:
            return
        installation = any(_inside(full, root) for root in self.read_roots[1:])
        if not writes and (full in self.readable_files or installation):
            return
        raise PermissionError(
            f"LlamaDesk's python tool may not {'write' if writes else 'read'} {full}: "
            "it works in its own folder and may read only the files attached to the chat"
        )


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def _installation_roots(script_dir: str) -> list[str]:
    """Where Python's own modules live: the standard library, site-packages, the path."""
    found: list[str] = []
    names = ("stdlib", "platstdlib", "purelib", "platlib")
    candidates = [sysconfig.get_paths().get(name, "") for name in names]
    candidates += [entry for entry in sys.path if entry and os.path.realpath(entry) != script_dir]
    meipass = getattr(sys, "_MEIPASS", None)  # a frozen app's own modules
    if meipass:
        candidates.append(meipass)
    for candidate in candidates:
        if candidate and os.path.exists(candidate):
            real = os.path.realpath(candidate)
            if real not in found:
                found.append(real)
    return found


def _split_last_expression(source: str) -> tuple[CodeType, CodeType | None]:
    """The code, and its last line apart when that is an expression: its value is printed,
    as in an interactive session (small models often write `6 * 7` and no print)."""
    tree = ast.parse(source, "<python tool>")
    last: CodeType | None = None
    final = tree.body[-1] if tree.body else None
    if isinstance(final, ast.Expr):
        tree.body.pop()
        last = compile(ast.Expression(final.value), "<python tool>", "eval")
    return compile(tree, "<python tool>", "exec"), last


def _run_shell(command: str, scratch: str, readable: list[str]) -> int:
    """The shell tool's command, fenced, in this process's place (returns only when the
    fence can't be set up)."""
    try:
        os_fence.install(scratch, os_fence.PROGRAM_READ_ROOTS, readable, os_fence.PROGRAM_ROOTS)
    except os_fence.FenceUnavailableError as error:
        print(f"The shell tool is off on this computer: {error}.", file=sys.stderr)
        return FENCE_UNAVAILABLE_EXIT
    sys.stdout.flush()
    os.execv("/bin/sh", ["/bin/sh", "-c", command])  # this process is the shell from here


def main(argv: list[str]) -> int:
    with open(argv[0], encoding="utf-8") as handle:
        config = json.load(handle)
    scratch = os.path.realpath(config["scratch"])
    script_dir = os.path.realpath(os.path.dirname(os.path.abspath(__file__)))
    # -I put this script's folder (the app's source) first on the path; the code gets
    # its scratch folder there instead, so it can import modules it wrote.
    sys.path[:] = [entry for entry in sys.path if os.path.realpath(entry or ".") != script_dir]
    sys.path.insert(0, scratch)
    readable = [os.path.realpath(path) for path in config.get("readable", [])]
    if getattr(sys, "frozen", False):  # a frozen app's modules are archived in the exe
        readable.append(os.path.realpath(sys.executable))
    installation = _installation_roots(script_dir)
    fence = _Fence(scratch, readable, installation)
    os.chdir(scratch)
    if "shell" in config:
        return _run_shell(str(config["shell"]), scratch, readable)
    # -I ignores PYTHONIOENCODING and PYTHONUNBUFFERED: the same, said here. UTF-8 on
    # every platform, and flushed at each line, so prints and a traceback keep their order.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors="backslashreplace", line_buffering=True)
    sys.dont_write_bytecode = True
    body, last = _split_last_expression(config["code"])
    try:
        # Before the hook: the fence is set up through ctypes, which the hook refuses.
        if sys.platform == "win32":
            windows_fence.install(scratch)
        else:
            os_fence.install(scratch, installation, readable)
    except (os_fence.FenceUnavailableError, windows_fence.FenceUnavailableError) as error:
        print(f"The python tool is off on this computer: {error}.", file=sys.stderr)
        return FENCE_UNAVAILABLE_EXIT
    sys.addaudithook(fence.check)
    namespace: dict[str, object] = {"__name__": "__main__", "__builtins__": __builtins__}
    try:
        exec(body, namespace)
        if last is not None:
            value = eval(last, namespace)
            if value is not None:
                print(repr(value))
    except SystemExit as exit_request:
        code_value = exit_request.code
        return code_value if isinstance(code_value, int) else (0 if code_value is None else 1)
    except BaseException as error:
        # From the model's code down: this file's own frame would only confuse it.
        traceback.print_exception(
            type(error), error, error.__traceback__.tb_next if error.__traceback__ else None
        )
        return 1
    finally:
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
