"""The python tool's fence is the operating system's (issue 25): code that walks past
Python's audit hook (native calls through ctypes, a fork and exec of its own) still
can't start a program, open a socket of any family, read or write outside its
folders (links included) or signal another process. Each escape is tried for real in
the tool's own process, as a chat's call runs it."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from desktop.core.tools import python_sandbox
from desktop.core.tools.base import ToolContext, ToolRun
from desktop.core.tools.python_tool import PythonTool

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's fence")

# Native calls straight to the C library: the audit hook sees none of them.
PRELUDE = """
import ctypes, json, os
libc = ctypes.CDLL(None, use_errno=True)
def call(name, *args):
    result = getattr(libc, name)(*args)
    return [result, ctypes.get_errno() if result < 0 else 0]
"""


def escape(code: str, scratch: Path, attachments: tuple[Path, ...] = ()) -> dict[str, object]:
    """Run ``code`` (it prints one JSON object last) in the python tool; what it printed."""
    call = ToolRun({"code": PRELUDE + textwrap.dedent(code)},
                   ToolContext(7, scratch, attachments), 30)  # fmt: skip
    result = PythonTool().run(call)
    assert result.error is None, result.text
    found: dict[str, object] = json.loads(result.text.strip().splitlines()[-1])
    return found


def test_no_program_starts_whichever_way_it_is_asked_for(scratch: Path, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    found = escape(f"""
        status = libc.system(b"touch {marker}")
        pid = libc.fork()
        if pid == 0:
            argv = (ctypes.c_char_p * 4)(b"/bin/sh", b"-c", b"touch {marker}", None)
            libc.execv(b"/bin/sh", argv)
            libc._exit(99)  # only reached when the exec was refused
        waited = ctypes.c_int()
        libc.waitpid(pid, ctypes.byref(waited), 0)
        print(json.dumps({{"system": status, "child": waited.value >> 8}}))
        """, scratch)  # fmt: skip
    assert found == {"system": 127 << 8, "child": 99}  # the shell could not be executed
    assert not marker.exists()


def test_no_socket_of_any_family_but_a_local_pair(scratch: Path) -> None:
    found = escape("""
        import socket
        families = {"inet": 2, "inet6": 10, "unix": 1, "netlink": 16, "packet": 17}
        opened = {name: call("socket", family, 1 if name != "netlink" else 3, 0)
                  for name, family in families.items()}
        left, right = socket.socketpair()
        left.sendall(b"ok")
        opened["pair"] = right.recv(2).decode()
        print(json.dumps(opened))
        """, scratch)  # fmt: skip
    pair = found.pop("pair")
    assert pair == "ok"
    assert found == {name: [-1, 13] for name in ("inet", "inet6", "unix", "netlink", "packet")}


def test_files_outside_its_folders_are_out_of_reach_links_included(
    scratch: Path, tmp_path: Path, beside: Path
) -> None:
    attached = tmp_path / "attached.txt"
    attached.write_text("shared with the model", encoding="utf-8")
    outside = tmp_path / "written.txt"
    found = escape(f"""
        O_RDONLY, O_WRONLY_CREAT = 0, 0o101
        os.symlink("{beside}", "through-a-link")
        results = {{
            "read outside": call("open", b"{beside}", O_RDONLY),
            "read through a link": call("open", b"through-a-link", O_RDONLY),
            "hard link": call("link", b"{beside}", b"hard"),
            "write outside": call("open", b"{outside}", O_WRONLY_CREAT, 0o600),
            "read the attached file": call("open", b"{attached}", O_RDONLY)[0] >= 0,
            "write in its folder": call("open", b"mine.txt", O_WRONLY_CREAT, 0o600)[0] >= 0,
        }}
        print(json.dumps(results))
        """, scratch, (attached,))  # fmt: skip
    assert found == {
        "read outside": [-1, 13],
        "read through a link": [-1, 13],
        "hard link": [-1, 18],  # EXDEV: Landlock refuses a link that would carry a file in
        "write outside": [-1, 13],
        "read the attached file": True,
        "write in its folder": True,
    }
    assert not outside.exists()


def test_no_signal_reaches_another_process(scratch: Path) -> None:
    bystander = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        found = escape(f"""
            print(json.dumps({{"other": call("kill", {bystander.pid}, 15),
                               "parent": call("kill", os.getppid(), 0),
                               "itself": call("kill", os.getpid(), 0)}}))
            """, scratch)  # fmt: skip
        assert bystander.poll() is None  # still running
    finally:
        bystander.kill()
        bystander.wait()
    assert found == {"other": [-1, 13], "parent": [-1, 13], "itself": [0, 0]}


def test_a_fence_that_cannot_be_set_up_keeps_the_code_from_running(
    scratch: Path, tmp_path: Path
) -> None:
    """As on a kernel without Landlock: the tool says it is off, and nothing ran."""
    marker = scratch / "ran"
    config = tmp_path / "call.json"
    code = f"open({str(marker)!r}, 'w')"
    config.write_text(json.dumps({"code": code, "scratch": str(scratch)}), encoding="utf-8")
    tools = Path(python_sandbox.__file__).parent
    without_landlock = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(tools)!r})
        import python_sandbox
        fence = python_sandbox.os_fence  # whichever copy the sandbox imported
        def unavailable(*_args):
            raise fence.FenceUnavailableError("this system's kernel offers no Landlock")
        fence.install = unavailable
        sys.exit(python_sandbox.main([{str(config)!r}]))
        """)
    done = subprocess.run([sys.executable, "-I", "-c", without_landlock],
                          capture_output=True, text=True, timeout=60, check=False)  # fmt: skip
    assert done.returncode == python_sandbox.FENCE_UNAVAILABLE_EXIT
    assert "The python tool is off on this computer: this system's kernel offers no Landlock" in (
        done.stderr
    )
    assert not marker.exists()


def test_the_shell_runs_the_systems_programs_behind_the_same_fence(
    scratch: Path, tmp_path: Path, beside: Path
) -> None:
    from desktop.core.tools.shell_tool import ShellTool

    outside = tmp_path / "written.txt"
    bystander = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])

    def shell(command: str) -> str:
        result = ShellTool().run(ToolRun({"command": command}, ToolContext(7, scratch), 30))
        return result.text

    try:
        assert shell("echo made > made.txt && cat made.txt && ls /usr/bin | grep -c .").startswith(
            "made\n"
        )
        assert "Permission denied" in shell(f"cat {beside}")
        assert "Permission denied" in shell(f"echo x > {outside}")
        shell(f"kill {bystander.pid}")
        assert bystander.poll() is None  # still running
        network = shell("/usr/bin/python3 -I -c 'import socket; socket.socket()'")
        assert "PermissionError" in network and "Permission denied" in network
    finally:
        bystander.kill()
        bystander.wait()
    assert not outside.exists()
