"""A real X server for layout tests: Xvfb (Debian's ``xvfb`` package) on a free display
number, at a given screen size, with a small window manager (openbox) where one is
installed, so windows get frames and are placed as on a desktop.

The GUI tests run offscreen in one QApplication; a layout test runs the app in a child
process with ``env`` pointing it at this server (``DISPLAY``, ``QT_QPA_PLATFORM=xcb``).
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest

START_TIMEOUT_S = 20.0
# The window managers tried, smallest first; without one, windows have no frames.
WINDOW_MANAGERS = ("openbox",)
SCREENS = ((1024, 600), (1920, 1080))


@dataclass(frozen=True)
class XScreen:
    display: str  # e.g. ":12"
    width: int
    height: int
    window_manager: str | None

    def env(self) -> dict[str, str]:
        """This process's environment, pointed at this X server."""
        env = {**os.environ, "DISPLAY": self.display, "QT_QPA_PLATFORM": "xcb"}
        env.pop("WAYLAND_DISPLAY", None)
        return env


def _read_display_number(server: subprocess.Popen[bytes]) -> str:
    """The display number Xvfb chose (``-displayfd``), once it accepts clients."""
    assert server.stdout is not None
    deadline = time.monotonic() + START_TIMEOUT_S
    text = b""
    while not text.endswith(b"\n"):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([server.stdout], [], [], max(0.0, left))
        chunk = os.read(server.stdout.fileno(), 64) if ready else b""
        if not chunk:
            raise RuntimeError(f"Xvfb did not start (exit status {server.poll()})")
        text += chunk
    return text.decode().strip()


def _start_window_manager(display: str) -> subprocess.Popen[bytes] | None:
    for name in WINDOW_MANAGERS:
        path = shutil.which(name)
        if path is None:
            continue
        env = {**os.environ, "DISPLAY": display}
        manager = subprocess.Popen(
            [path], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        # Give it a moment to take over the screen; windows opened earlier are still
        # framed when it does.
        time.sleep(0.5)
        if manager.poll() is None:
            return manager
    return None


def stop_process(process: subprocess.Popen[bytes] | subprocess.Popen[str]) -> None:
    """Stop ``process`` (asked, then made to), and close its output."""
    process.terminate()
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(5)
    if process.stdout is not None:
        process.stdout.close()


@contextmanager
def running_xvfb(width: int, height: int) -> Iterator[XScreen]:
    """An Xvfb screen of ``width`` x ``height`` (and a window manager), stopped after."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.fail(
            "Xvfb is not installed: sudo apt-get install xvfb openbox "
            "(the README's test command does this for you)."
        )
    server = subprocess.Popen(
        [xvfb, "-displayfd", "1", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    manager: subprocess.Popen[bytes] | None = None
    try:
        display = ":" + _read_display_number(server)
        manager = _start_window_manager(display)
        yield XScreen(display, width, height, "openbox" if manager is not None else None)
    finally:
        if manager is not None:
            stop_process(manager)
        stop_process(server)


@pytest.fixture(params=SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def x_screen(request: pytest.FixtureRequest) -> Iterator[XScreen]:
    """A real X server at each screen size the app must fit."""
    width, height = request.param
    with running_xvfb(width, height) as screen:
        yield screen
