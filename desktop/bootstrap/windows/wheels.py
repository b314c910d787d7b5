"""The project's dependencies as win_amd64 wheels in the Windows Python.

pip itself runs under Wine (from its wheel), because Linux's pip evaluates markers for
Linux and so misses Windows-only dependencies (``mcp`` needs pywin32, pytest
colorama). It downloads into a folder once, then installs offline from it; a stamp of
the requirements makes a warm run skip both.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tomllib
from pathlib import Path

from desktop.bootstrap.windows import wine
from desktop.bootstrap.windows.layout import DOWNLOADS, PYTHON_DIR, ROOT, WHEELS_DIR
from desktop.bootstrap.windows.python import python_args

# The tests' tools that the lane's subset uses (the rest of [dev] lints, builds or
# writes models on Linux).
TEST_REQUIREMENTS = ("pytest>=8", "pytest-qt>=4.4", "pytest-timeout>=2.3")
# numpy (2.2 to 2.4) installs but aborts on import under Wine 8: its OpenBLAS calls
# ucrtbase's crealf, which Wine 8 lacks (measured). The app imports it only for
# documents, so the lane leaves out the tests that need it (test_subset.py).
_STAMP = ROOT / "wheels-installed.txt"


def requirements(checkout: Path) -> list[str]:
    project = tomllib.loads((checkout / "pyproject.toml").read_text(encoding="utf-8"))
    return [*project["project"]["dependencies"], *TEST_REQUIREMENTS]


def _pip_wheel() -> Path:
    found = sorted(DOWNLOADS.glob("pip-*.whl"))
    if not found:
        DOWNLOADS.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary",
             ":all:", "-d", str(DOWNLOADS), "pip"],
            check=True,
        )  # fmt: skip
        found = sorted(DOWNLOADS.glob("pip-*.whl"))
    return found[-1]


def _pip_env() -> dict[str, str]:
    # Windows' certificate store in the prefix lacks this machine's CA: hand pip the
    # host's bundle, and none of the host's Linux-only pip settings.
    return {
        "PIP_CERT": wine.windows_path("/etc/ssl/certs/ca-certificates.crt"),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        "PIP_NO_WARN_SCRIPT_LOCATION": "1",
        "PIP_DEFAULT_TIMEOUT": "180",
        "PIP_CONFIG_FILE": "NUL",
    }


def pip(*arguments: str, timeout: float) -> None:
    """pip run under Wine by the Windows Python (Windows markers, win_amd64 wheels)."""
    pip = wine.windows_path(_pip_wheel()) + "\\pip"
    done = wine.run(python_args(pip, *arguments), env=_pip_env(), timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(
            f"pip {arguments[0]} under Wine failed ({done.returncode}):\n"
            + (done.stdout + done.stderr)[-2000:]
        )


def ensure_wheels(checkout: Path) -> bool:
    """Install the requirements into the Windows Python; True when pip ran now."""
    wanted = requirements(checkout)
    fingerprint = hashlib.sha256("\n".join(wanted).encode()).hexdigest()
    site_packages = PYTHON_DIR / "Lib" / "site-packages"
    if _STAMP.is_file() and _STAMP.read_text() == fingerprint and site_packages.is_dir():
        return False
    WHEELS_DIR.mkdir(parents=True, exist_ok=True)
    listing = ROOT / "requirements-windows.txt"
    listing.write_text("\n".join(wanted) + "\n", encoding="utf-8")
    folder = wine.windows_path(WHEELS_DIR)
    pip("download", "-q", "--only-binary", ":all:", "-d", folder, "-r",
         wine.windows_path(listing), timeout=900)  # fmt: skip
    pip("install", "-q", "--no-index", "--find-links", folder, "-r",
         wine.windows_path(listing), timeout=900)  # fmt: skip
    _STAMP.write_text(fingerprint)
    return True
