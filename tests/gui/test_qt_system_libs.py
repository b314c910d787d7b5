"""The startup check for the system libraries Qt's X11 plugin needs: it names every
missing package (and the command that installs them) before Qt aborts naming one, only
where Qt will use X11, and says nothing on a system that has them all (this one)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.gui.shell.qt_system_libs import (
    XCB_FILES,
    check_before_qt,
    missing_in_ldd_output,
    platform_in_use,
    qt_folder,
    run_ldd,
)

# What ldd prints on a bare Debian system for Qt's xcb plugin (abridged).
BARE_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd9b5f1000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f0c4a3f1000)
\tlibxcb-render-util.so.0 => not found
\tlibxkbcommon-x11.so.0 => not found
\tlibmystery.so.7 => not found
"""
X11 = {"DISPLAY": ":0"}


def _fake_ldd(folder: Path, output: str) -> Path:
    """An ``ldd`` on PATH that prints ``output`` for any file."""
    folder.mkdir()
    script = folder / "ldd"
    script.write_text(f"#!/bin/sh\ncat <<'EOF'\n{output}EOF\n")
    script.chmod(0o755)
    return folder


def test_every_missing_package_is_named_with_its_install_command() -> None:
    asked: list[Path] = []

    def ldd(path: Path) -> str:
        asked.append(path)
        return BARE_LDD

    qt = qt_folder()
    assert qt is not None
    message = check_before_qt([], X11, qt=qt, ldd=ldd)
    assert message is not None
    assert asked == [qt / relative for relative in XCB_FILES]
    debian = next(line for line in message.splitlines() if "Debian/Ubuntu" in line)
    assert debian.split(": ", 1)[1] == (
        "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 "
        "libxcb-render-util0 libxkbcommon-x11-0"
    )
    fedora = next(line for line in message.splitlines() if "Fedora" in line)
    assert "sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms" in fedora
    assert "sudo pacman -S xcb-util-cursor" in message
    # A library no table knows is still named, never dropped.
    assert "libmystery.so.7" in message
    # Each library once, though both files need it.
    assert message.count("libxcb-cursor.so.0") == 1


def test_nothing_is_said_on_this_machine_which_has_them_all() -> None:
    qt = qt_folder()
    assert qt is not None and (qt / XCB_FILES[0]).is_file()
    report = run_ldd(qt / XCB_FILES[0])
    # ldd really read the plugin: the check has something to go on.
    assert "libxcb-cursor.so.0 =>" in report
    assert missing_in_ldd_output(report) == []
    assert check_before_qt([], X11) is None


@pytest.mark.parametrize(
    ("env", "argv", "expected"),
    [
        ({"QT_QPA_PLATFORM": "offscreen"}, [], "offscreen"),
        ({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, [], "wayland"),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, [], "wayland"),
        ({"QT_QPA_PLATFORM": "xcb"}, [], "xcb"),
        (X11, ["-platform", "offscreen"], "offscreen"),
        (X11, [], "xcb"),
    ],
)
def test_only_x11_is_checked(env: dict[str, str], argv: list[str], expected: str) -> None:
    assert platform_in_use(env, argv, "linux") == expected
    message = check_before_qt(argv, env, qt=qt_folder(), ldd=lambda _path: BARE_LDD)
    assert (message is not None) == (expected == "xcb")


def test_off_linux_nothing_is_checked() -> None:
    assert platform_in_use(X11, [], "win32") is None


def _run(module: str, path_folder: Path | None, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":0",
        "LLAMADESK_DATA_DIR": str(tmp_path / "data"),
        "LLAMADESK_CONFIG_DIR": str(tmp_path / "config"),
    }
    if path_folder is not None:
        env["PATH"] = f"{path_folder}{os.pathsep}{env['PATH']}"
    return subprocess.run(
        [sys.executable, "-m", module],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("module", ["desktop.gui.shell.qt_system_libs", "desktop.gui.shell.app"])
def test_the_launchers_name_the_packages_before_qt_aborts(module: str, tmp_path: Path) -> None:
    fake = _fake_ldd(tmp_path / "bin", BARE_LDD)
    result = _run(module, fake, tmp_path)
    assert result.returncode == 1
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in result.stderr
    # Qt never got as far as its own one-library abort.
    assert "Could not load the Qt platform plugin" not in result.stderr


def test_the_start_command_check_is_silent_here(tmp_path: Path) -> None:
    result = _run("desktop.gui.shell.qt_system_libs", None, tmp_path)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
