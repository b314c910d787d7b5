"""The wheel holds the app and nothing of the checkout's development scripts
(desktop/bootstrap: setting up a checkout, test models, screenshots)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]


def test_the_wheel_leaves_out_the_development_scripts(tmp_path: Path) -> None:
    # Built from a copy: setuptools writes build/ and *.egg-info beside the sources.
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(CHECKOUT / name, source / name)
    shutil.copytree(CHECKOUT / "desktop", source / "desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
         "-w", str(tmp_path / "wheel"), str(source)],
        capture_output=True, text=True, timeout=240, check=False,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr
    [wheel] = (tmp_path / "wheel").glob("llamadesk-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "desktop/core/host/chat_host.py" in names
    assert "desktop/gui/chat/chat_view.py" in names
    assert not [name for name in names if name.startswith("desktop/bootstrap")]
