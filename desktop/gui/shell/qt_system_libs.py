"""Before Qt starts on X11: are the system libraries its xcb platform plugin needs there?

On a bare Linux system Qt aborts with "Could not load the Qt platform plugin "xcb"",
naming one missing library at a time (``libxcb-cursor0``, then ``libxcb-icccm4``, then
``libxcb-keysyms1``). This check reads the plugin's dependencies with ``ldd`` first and
names every missing package at once, with the command that installs them.

    python -m desktop.gui.shell.qt_system_libs   # silent and exit 0 when all is there

It checks only where Qt will use xcb (X11): not offscreen, not Wayland, not Windows.
Nothing here imports Qt: it runs before the first Qt library is loaded.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

# The files whose dependencies decide whether the xcb plugin loads, under PySide6/Qt.
XCB_FILES = (Path("plugins/platforms/libqxcb.so"), Path("lib/libQt6XcbQpa.so.6"))
LDD_TIMEOUT_S = 10.0

# Library file -> (Debian/Ubuntu apt package, Fedora dnf package, Arch pacman package).
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": (
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
    ),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libXau.so.6": ("libxau6", "libXau", "libxau"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp", "libxdmcp"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
}
_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


@dataclass(frozen=True)
class MissingSystemLibraries:
    """Library files the xcb plugin needs that this system lacks."""

    files: tuple[str, ...]

    def message(self) -> str:
        """What to tell the user: every missing package and how to install them."""
        known = [name for name in self.files if name in PACKAGES]
        unknown = [name for name in self.files if name not in PACKAGES]
        lines = [
            "LlamaDesk can't open its window: Qt's X11 support needs system libraries "
            "this computer lacks: " + ", ".join(self.files) + "."
        ]
        if known:
            for system, column in (("Debian/Ubuntu", 0), ("Fedora", 1), ("Arch", 2)):
                names = _unique(PACKAGES[name][column] for name in known)
                lines.append(f"  {system}: {_install_command(column)} {' '.join(names)}")
        if unknown:
            lines.append(
                "  Install the packages that provide: " + ", ".join(unknown) + " "
                "(on Debian/Ubuntu, `apt-file search NAME` finds them)."
            )
        lines.append("Then start LlamaDesk again.")
        return "\n".join(lines)


def _install_command(column: int) -> str:
    return ("sudo apt install", "sudo dnf install", "sudo pacman -S")[column]


def _unique(names: Iterable[str]) -> list[str]:
    seen: list[str] = []
    for name in names:
        if name not in seen:
            seen.append(name)
    return seen


def missing_in_ldd_output(text: str) -> list[str]:
    """The library files ``ldd`` reported "not found", each once, in order."""
    return _unique(_NOT_FOUND.findall(text))


def platform_in_use(env: Mapping[str, str], argv: Sequence[str], system: str) -> str | None:
    """The Qt platform plugin the app will start with, or None off Linux."""
    if not system.startswith("linux"):
        return None
    arguments = list(argv)
    if "-platform" in arguments[:-1]:
        return arguments[arguments.index("-platform") + 1].split(":")[0]
    explicit = env.get("QT_QPA_PLATFORM", "").strip()
    if explicit:
        # "wayland;xcb" tries each in turn: the first one decides what is needed.
        return explicit.split(";")[0].split(":")[0]
    if env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb"


def qt_folder() -> Path | None:
    """PySide6's Qt folder (plugins, lib), found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "Qt"


def run_ldd(path: Path) -> str:
    """``ldd``'s report of ``path``; empty where ldd is missing or fails."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    try:
        result = subprocess.run(
            [ldd, str(path)], capture_output=True, text=True, timeout=LDD_TIMEOUT_S, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return result.stdout


def find_missing(
    qt: Path | None, ldd: Callable[[Path], str] = run_ldd
) -> MissingSystemLibraries | None:
    """What the xcb plugin under ``qt`` lacks; None when nothing is (or Qt is not there)."""
    if qt is None:
        return None
    missing: list[str] = []
    for relative in XCB_FILES:
        path = qt / relative
        if path.is_file():
            missing += missing_in_ldd_output(ldd(path))
    missing = _unique(missing)
    return MissingSystemLibraries(tuple(missing)) if missing else None


def check_before_qt(
    argv: Sequence[str] = (),
    env: Mapping[str, str] | None = None,
    *,
    qt: Path | None = None,
    ldd: Callable[[Path], str] = run_ldd,
) -> str | None:
    """The message naming every missing package, or None when the window can open (or
    Qt won't use X11 here)."""
    environment = os.environ if env is None else env
    if platform_in_use(environment, argv, sys.platform) != "xcb":
        return None
    missing = find_missing(qt if qt is not None else qt_folder(), ldd)
    return missing.message() if missing is not None else None


def main(argv: Sequence[str] | None = None) -> int:
    """Print what is missing and exit 1; silent with exit 0 when nothing is."""
    problem = check_before_qt(sys.argv[1:] if argv is None else argv)
    if problem is None:
        return 0
    print(problem, file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
