"""Running Windows programs under Wine 8 (Debian's ``wine64``) in the lane's own prefix.

What Wine 8 needs that Windows does not (measured, see the lane's notes):
- a program's standard handles must be pipes or the null device: a redirected regular
  file reaches CPython as a handle it cannot use, so every run here captures through
  pipes and gives stdin the null device;
- Wine drops ``QT_*`` variables on the way to a Windows program, but passes
  ``WINEQT_*`` ones on without the prefix (``WINEQT_QPA_PLATFORM`` arrives as
  ``QT_QPA_PLATFORM``): ``qt_env`` spells them that way.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path, PurePath

from desktop.bootstrap.windows.layout import PREFIX

WINE = Path("/usr/lib/wine/wine64")  # Debian puts no wine64 on PATH
WINESERVER = Path("/usr/lib/wine/wineserver")
DEBIAN_PACKAGES = ("wine64",)


def available() -> bool:
    return WINE.is_file() and WINESERVER.is_file()


def windows_path(path: PurePath | str) -> str:
    """A Linux path as a Windows program sees it (Wine maps ``/`` to drive Z:)."""
    return "Z:" + str(path).replace("/", "\\")


def qt_env(values: Mapping[str, str]) -> dict[str, str]:
    """``QT_*`` variables spelled so Wine hands them to the Windows program."""
    return {f"WINE{name}": value for name, value in values.items()}


def base_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of every Wine call: our prefix, quiet, no desktop menu entries,
    no Mono or Gecko installer prompts (nothing here needs .NET or a browser engine)."""
    keep = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "USER")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    env.update(
        {
            "WINEPREFIX": str(PREFIX),
            "WINEDEBUG": "-all",
            "WINEDLLOVERRIDES": "winemenubuilder.exe=d;mscoree=d;mshtml=d",
            "WINEARCH": "win64",
        }
    )
    if extra:
        env.update(extra)
    return env


def run(
    program: Sequence[str],
    *,
    env: Mapping[str, str] | None = None,
    timeout: float = 300.0,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run a Windows program to its end, output captured through pipes."""
    return subprocess.run(
        [str(WINE), *program],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=base_env(env),
        cwd=cwd,
        timeout=timeout,
        check=False,
    )


def start(
    program: Sequence[str], *, env: Mapping[str, str] | None = None, cwd: Path | None = None
) -> subprocess.Popen[str]:
    """Start a Windows program and return at once (its output through pipes)."""
    return subprocess.Popen(
        [str(WINE), *program],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=base_env(env),
        cwd=cwd,
    )


def wait_server(timeout: float = 120.0) -> None:
    """Wait until every program in the prefix has ended."""
    subprocess.run([str(WINESERVER), "-w"], env=base_env(), timeout=timeout, check=False)


def kill_all() -> None:
    """End every program in the prefix (a step that failed may leave some)."""
    subprocess.run([str(WINESERVER), "-k"], env=base_env(), timeout=60, check=False,
                   capture_output=True)  # fmt: skip


def ensure_prefix() -> bool:
    """Create the prefix once (``wineboot --init``); True when it was made now."""
    if (PREFIX / "system.reg").is_file() and (PREFIX / "drive_c" / "windows").is_dir():
        return False
    PREFIX.mkdir(parents=True, exist_ok=True)
    done = run(["wineboot", "--init"], timeout=600)
    wait_server(timeout=600)
    if not (PREFIX / "system.reg").is_file():
        raise RuntimeError(f"wineboot --init made no prefix: {done.stderr[-800:]}")
    return True


def system32() -> Path:
    return PREFIX / "drive_c" / "windows" / "system32"


def tasklist() -> list[str]:
    """The names of the Windows programs running in the prefix (Wine's tasklist)."""
    listing = run(["tasklist.exe"], timeout=60).stdout
    return [line.split()[0].lower() for line in listing.splitlines() if ".exe" in line.lower()]
