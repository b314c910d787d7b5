"""Two tiny DLLs that stand in for what Windows 10 has and Wine 8 lacks, built with
mingw-w64 (C sources in ``standins/``) and copied into the prefix's system32:

- ``icuuc.dll``: Qt6Core imports ICU's converter functions from the system ICU;
- ``bcryptprimitives.dll``: ``ProcessPrng``, which Rust-built wheels import.

Neither is needed on a real Windows 10 or 11: this is a Wine gap, not a project one.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from desktop.bootstrap.windows import wine
from desktop.bootstrap.windows.layout import STANDIN_BUILD

SOURCES = Path(__file__).with_name("standins")
CC = "x86_64-w64-mingw32-gcc-posix"
# DLL name -> extra libraries it links.
STANDINS: dict[str, tuple[str, ...]] = {"icuuc": (), "bcryptprimitives": ("-lbcrypt",)}
# Load ours, not a builtin Wine may grow later, in this prefix.
DLL_OVERRIDES = "icuuc,bcryptprimitives=n,b"


def ensure_standins() -> list[str]:
    """Build (when the source is newer) and install each stand-in; the names built now."""
    built = []
    STANDIN_BUILD.mkdir(parents=True, exist_ok=True)
    for name, libraries in STANDINS.items():
        source = SOURCES / f"{name}.c"
        dll = STANDIN_BUILD / f"{name}.dll"
        if not dll.is_file() or dll.stat().st_mtime < source.stat().st_mtime:
            subprocess.run(
                [CC, "-O2", "-shared", "-s", "-o", str(dll), str(source), *libraries],
                check=True,
            )
            built.append(name)
        target = wine.system32() / dll.name
        if not target.is_file() or target.read_bytes() != dll.read_bytes():
            shutil.copyfile(dll, target)
    return built
