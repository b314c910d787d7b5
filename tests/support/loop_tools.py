"""Small real tools for the tool loop's tests and benchmark: they do their work (add,
wait in a child process, fail, print megabytes) as a built-in tool would."""

from __future__ import annotations

import subprocess
import sys
import threading
import time

from desktop.core.tools.base import ToolResult, ToolRun, ToolSpec

NUMBERS = {
    "type": "object",
    "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
    "required": ["a", "b"],
}


class AddTool:
    spec = ToolSpec("add", "Adds the numbers a and b.", NUMBERS)

    def __init__(self) -> None:
        self.seconds = 0.0  # time spent in its calls, for the benchmark

    def run(self, call: ToolRun) -> ToolResult:
        started = time.perf_counter()
        try:
            a, b = call.arguments.get("a"), call.arguments.get("b")
            if not isinstance(a, int | float) or not isinstance(b, int | float):
                return ToolResult("a and b must be numbers", error="a and b must be numbers")
            return ToolResult(f"{a + b:g}")
        finally:
            self.seconds += time.perf_counter() - started


class SleepInAProcess:
    """Waits in a child process, as a real tool's work would; ends it on cancel."""

    spec = ToolSpec("wait", "Waits a while.", {"type": "object", "properties": {}})

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stopped_by: str | None = None

    def run(self, call: ToolRun) -> ToolResult:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
        self.started.set()
        try:
            call.cancel.wait()  # ignores its time limit on purpose: the loop enforces it
            self.stopped_by = "cancel"
            return ToolResult("stopped", error="stopped")
        finally:
            child.kill()
            child.wait()


class RaisingTool:
    spec = ToolSpec("explode", "Always fails.", {"type": "object", "properties": {}})

    def run(self, call: ToolRun) -> ToolResult:
        raise RuntimeError("disk on fire")


class ChattyTool:
    spec = ToolSpec("chatty", "Prints a lot.", {"type": "object", "properties": {}})

    def run(self, call: ToolRun) -> ToolResult:
        return ToolResult("x" * 3_000_000)
