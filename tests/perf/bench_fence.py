"""What the python tool's operating-system fence costs a call: the same code through
the same sandbox child, with its fence (``os_fence.install``: Landlock rules, the
seccomp filter) and with the install replaced by nothing, interleaved; medians."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

from desktop.core.tools import python_sandbox
from tests.perf.interleaved import interleaved_medians

ROUNDS = 11
CODE = "import json\nprint(json.dumps({'answer': 6 * 7}))"


def _child(config: Path, fenced: bool) -> float:
    tools = Path(python_sandbox.__file__).parent
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(tools)!r})
        import python_sandbox
        if not {fenced!r}:
            python_sandbox.os_fence.install = lambda *args: None
        sys.exit(python_sandbox.main([{str(config)!r}]))
        """)
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True,
                          timeout=60, check=False)  # fmt: skip
    elapsed = (time.perf_counter() - began) * 1000
    if done.returncode != 0 or "42" not in done.stdout:
        raise RuntimeError(f"the sandbox failed: {done.stderr[-500:]}")
    return elapsed


def python_tool_fence() -> list[str]:
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-fence-") as root:
        scratch = Path(root) / "chat"
        scratch.mkdir()
        config = Path(root) / "call.json"
        config.write_text(json.dumps({"code": CODE, "scratch": str(scratch)}), encoding="utf-8")
        _child(config, True)  # warm-up: the OS file cache
        with_ms, without_ms = interleaved_medians(
            ROUNDS, lambda: _child(config, True), lambda: _child(config, False)
        )
    return [
        f"python_tool_fence_added_ms: {with_ms - without_ms:.1f} (target <= 100; a call "
        f"{with_ms:.0f} ms with the fence, {without_ms:.0f} ms without, median of {ROUNDS})"
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"python_tool_fence": python_tool_fence}
