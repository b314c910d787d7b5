"""``shell``: the model runs one command in the computer's shell, after the user approves.

Off by default (a setting turns it on) and ``changes_computer``: every call starts at
"ask", so the user sees the exact command before it runs. It is not fenced like
``python``: the approval is the guard. It runs in the chat's scratch folder with the
call's time limit, its output cut, and its whole process tree ended on cancel.
"""

from __future__ import annotations

import os
import sys

from desktop.core.tools.base import ToolResult, ToolRun, ToolSpec, failed, one_text_argument
from desktop.core.tools.child_run import run_program

SHELL_SPEC = ToolSpec(
    name="shell",
    description=(
        "Run one command in the computer's shell ("
        + ("cmd.exe" if sys.platform == "win32" else "/bin/sh")
        + ") and get back its output. The user sees and approves every command first. "
        "It starts in this chat's own working folder."
    ),
    parameters=one_text_argument("command", "The command line to run."),
    changes_computer=True,
)


def shell_argv(command: str) -> list[str]:
    if sys.platform == "win32":
        return [os.environ.get("COMSPEC", "cmd.exe"), "/d", "/s", "/c", command]
    return ["/bin/sh", "-c", command]


class ShellTool:
    """Runs an approved command; see the module docstring."""

    spec = SHELL_SPEC

    def run(self, call: ToolRun) -> ToolResult:
        command = call.text("command")
        if command is None:
            return failed("The shell tool needs the command to run, as a string in 'command'.")
        return run_program(shell_argv(command), call, what="The command", env=dict(os.environ))
