"""desktop/core must stay plain Python: the CLI and tests use it without a GUI."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "desktop" / "core"


def test_no_core_module_imports_qt() -> None:
    offenders = []
    for module in sorted(CORE.rglob("*.py")):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{module.name}: {n}" for n in names if n.split(".")[0] == "PySide6"]
    assert offenders == []


def test_importing_the_whole_core_loads_no_qt() -> None:
    modules = sorted(
        ".".join(("desktop", *p.relative_to(CORE.parent).with_suffix("").parts))
        for p in CORE.rglob("*.py")
    )
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True,
        cwd=CORE.parents[1],
    )
    assert result.stdout.strip() == "[]"
