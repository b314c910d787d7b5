"""``python``: the model runs Python code in a separate, fenced process.

The code runs in the chat's scratch folder with a time limit (the call's), a memory
limit (the setting), its output cut, no network and no user files but the attached
ones (``python_sandbox`` holds the fence). Cancel ends the process and all it started.

From source the child is this interpreter in isolated mode (``-I``). A frozen app has
no ``python`` of its own: the console executable runs the child when started with
``--run-python-tool`` (packaging/cli_entry.py), with the standard library modules
the bundle carries.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from desktop.core import paths
from desktop.core.tools import python_sandbox
from desktop.core.tools.base import (
    CallFailure,
    CallProblem,
    ToolResult,
    ToolRun,
    ToolSpec,
    failed,
    one_text_argument,
)
from desktop.core.tools.child_run import run_program

RUN_PYTHON_TOOL_FLAG = "--run-python-tool"
DEFAULT_MEMORY_MB = 1024
# Variables Windows needs to start any program; nothing else of ours is passed on.
_WINDOWS_ESSENTIALS = ("SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT")

PYTHON_SPEC = ToolSpec(
    name="python",
    title="Run Python code",
    summary=(
        "Lets the model run short Python programs to calculate or check its work. They "
        "run fenced off: they cannot start programs, use the internet, or read your files"
        " except the ones you attach."
    ),
    description=(
        "Run Python 3 code and get back what it prints (stdout and stderr). Use it for "
        "calculations, data processing and checking your work. Print the results you "
        "need (the value of a last line that is an expression is shown too). The code "
        "runs in its own empty folder, where it may write files; it has no "
        "internet access and can read only files the user attached to this chat. Each "
        "call starts a fresh interpreter: nothing is kept between calls except files."
    ),
    parameters=one_text_argument("code", "The Python code to run."),
)


def python_child_argv(config_path: Path) -> list[str]:
    """How to start the fenced child, from source or frozen."""
    if paths.is_frozen():
        name = "llamadesk-cli.exe" if sys.platform == "win32" else "llamadesk"
        return [str(paths.executable_dir() / name), RUN_PYTHON_TOOL_FLAG, str(config_path)]
    return [sys.executable, "-I", python_sandbox.__file__, str(config_path)]


def child_env(scratch: Path) -> dict[str, str]:
    """A small environment: no proxies, no credentials of ours, home and temp in scratch."""
    env = {name: os.environ[name] for name in _WINDOWS_ESSENTIALS if name in os.environ}
    scratch_text = str(scratch)
    env.update(
        {
            "PATH": os.defpath,
            "HOME": scratch_text,
            "USERPROFILE": scratch_text,
            "TMPDIR": scratch_text,
            "TEMP": scratch_text,
            "TMP": scratch_text,
            "MPLBACKEND": "Agg",
            "MPLCONFIGDIR": str(scratch / ".matplotlib"),
            # One thread: each BLAS thread reserves address space against the limit.
            "OPENBLAS_NUM_THREADS": "1",
            "OMP_NUM_THREADS": "1",
            "NO_PROXY": "*",
        }
    )
    return env


# The system would not let the program start (its reason is added by ``failed``).
_NOT_STARTED = CallFailure(CallProblem.NOT_STARTED)


class PythonTool:
    """Runs the model's code; see the module docstring."""

    spec = PYTHON_SPEC

    def __init__(self, memory_mb: int = DEFAULT_MEMORY_MB) -> None:
        self.memory_bytes = max(memory_mb, 64) * 1024 * 1024

    def run(self, call: ToolRun) -> ToolResult:
        code = call.text("code")
        if code is None:
            return failed(
                "The python tool needs the code to run, as a string in 'code'.",
                failure=CallFailure(CallProblem.NO_INPUT, name="code"),
            )
        context = call.context
        return run_fenced(
            {"code": code}, call, what="The Python code", env=child_env(context.scratch_dir),
            memory_bytes=self.memory_bytes,
        )


def run_fenced(
    task: dict[str, str],
    call: ToolRun,
    *,
    what: str,
    env: dict[str, str],
    memory_bytes: int | None = None,
) -> ToolResult:
    """Run ``task`` (``{"code"}`` or ``{"shell"}``) in the sandbox child, behind the
    operating system's fence, in the call's scratch folder with its attachments
    readable. Where the fence can't be set up nothing runs, and the result says why."""
    context = call.context
    config = {
        **task,
        "scratch": str(context.scratch_dir),
        "readable": [str(path) for path in context.attachments],
    }
    try:
        with tempfile.TemporaryDirectory(prefix="llamadesk-tool-") as folder:
            config_path = Path(folder) / "call.json"
            config_path.write_text(json.dumps(config), encoding="utf-8")
            result = run_program(
                python_child_argv(config_path), call, what=what, env=env,
                memory_bytes=memory_bytes, contained=True,
            )
    except OSError as error:
        return failed(f"{what} could not be run", error, failure=_NOT_STARTED)
    if result.details.get("exit_code") == python_sandbox.FENCE_UNAVAILABLE_EXIT:
        # The fence could not be set up, so nothing ran: the child said why.
        lines = result.text.strip().splitlines()
        line = lines[-1] if lines else "This tool is off on this computer."
        return failed(line, failure=CallFailure(CallProblem.FENCE_UNAVAILABLE, reason=line))
    refused = fence_refusal(result.failure)
    return result if refused is None else replace(result, failure=refused)


# The fence's refusals, as the sandbox child raises them (its last line of output).
_REFUSED_PATH = re.compile(
    r"PermissionError: LlamaDesk's python tool may not (read|write) (.+?)(?:: it works in|$)"
)
_REFUSALS = {
    python_sandbox.NO_NETWORK: CallProblem.FENCE_NO_NETWORK,
    python_sandbox.NO_PROCESSES: CallProblem.FENCE_NO_PROGRAMS,
    python_sandbox.NO_CTYPES: CallProblem.FENCE_NO_NATIVE_CODE,
}


def fence_refusal(failure: CallFailure | None) -> CallFailure | None:
    """The fence's refusal a failed run ended on (the code tried to read a file it may
    not, reach the network...), as its own kind; None for any other failure."""
    if failure is None or failure.kind is not CallProblem.EXIT_CODE:
        return None
    path = _REFUSED_PATH.search(failure.said)
    if path is not None:
        kind = CallProblem.FENCE_NO_WRITE if path[1] == "write" else CallProblem.FENCE_NO_READ
        return CallFailure(kind, name=path[2])
    for said, kind in _REFUSALS.items():
        if said in failure.said:
            return CallFailure(kind)
    return None
