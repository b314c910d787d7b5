"""``shell``: the model runs one command in the computer's shell, after the user approves.

Off by default (a setting turns it on) and ``changes_computer``: every call starts at
"ask", so the user sees the exact command before it runs. It runs behind the same
operating-system fence as ``python`` (``os_fence``), except that the system's programs
may run: it reads the system's folders, the attached files and its scratch folder,
writes only there, opens no socket and signals nothing else. Where the fence can't be
set up (no Landlock; Windows, for now), it is off and says why. It runs in the chat's
scratch folder with the call's time limit, its output cut, and its whole process tree
ended on cancel.
"""

from __future__ import annotations

import os
import sys

from desktop.core.tools.base import (
    CallFailure,
    CallProblem,
    ToolResult,
    ToolRun,
    ToolSpec,
    failed,
    one_text_argument,
)
from desktop.core.tools.python_tool import run_fenced

SHELL_SPEC = ToolSpec(
    name="shell",
    title="Run commands on this computer",
    summary=(
        "Lets the model run commands on your computer, in a folder of its own. It asks "
        "you before every command."
    ),
    description=(
        "Run one command in the computer's shell (/bin/sh) and get back its output. The "
        "user sees and approves every command first. It runs in this chat's own working "
        "folder, the only place it may write; it can read the attached files and the "
        "system's programs, and has no network."
    ),
    parameters=one_text_argument("command", "The command line to run."),
    changes_computer=True,
)


class ShellTool:
    """Runs an approved command; see the module docstring."""

    spec = SHELL_SPEC

    def run(self, call: ToolRun) -> ToolResult:
        command = call.text("command")
        if command is None:
            return failed(
                "The shell tool needs the command to run, as a string in 'command'.",
                failure=CallFailure(CallProblem.NO_INPUT, name="command"),
            )
        if sys.platform == "win32":
            return failed(
                "The shell tool is off on Windows for now: LlamaDesk can't fence it "
                "there yet, and it never runs unfenced.",
                failure=CallFailure(CallProblem.SHELL_OFF_ON_WINDOWS),
            )
        return run_fenced({"shell": command}, call, what="The command", env=dict(os.environ))
