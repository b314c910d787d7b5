"""MCP servers from the MCP project's npm packages, installed once beside the build
cache (``<cache>/test-npm``), outside the checkout, with the registry's npm."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from desktop.core import paths

# Taken at import, before the tests' autouse fixture points the app folders elsewhere.
NPM_CACHE = paths.cache_dir() / "test-npm"
FILESYSTEM_SERVER = (
    "@modelcontextprotocol/server-filesystem", "2026.8.31", "mcp-server-filesystem"
)


def installed_program(package: str, version: str, program: str) -> Path:
    """``program`` of ``package``==``version``, installed on first use (about 10 s)."""
    folder = NPM_CACHE / f"{package.replace('/', '+')}-{version}"
    found = folder / "node_modules" / ".bin" / program
    if not found.exists():
        npm = shutil.which("npm")
        if npm is None:
            raise RuntimeError("npm is needed for the MCP project's servers; install nodejs")
        subprocess.run(
            [npm, "install", "--no-audit", "--no-fund", "--prefix", str(folder),
             f"{package}@{version}"],
            check=True, capture_output=True, timeout=600,
        )  # fmt: skip
    return found
