"""The real window on a real X server (Xvfb with a window manager) at 1024x600 and
1920x1080: it opens inside the screen, every page's key controls can be scrolled to and
are whole, and showing the Load page's advanced settings never makes the window taller.

The app runs in a child process (tests.support.layout_probe), as ``llamadesk`` does,
with the real starter model loaded by the Load page's button.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.support import xvfb
from tests.support.xvfb import XScreen

ROOT = Path(__file__).resolve().parents[2]
PROBE_TIMEOUT_S = 400
x_screen = xvfb.x_screen

Rect = list[int]


def _inside(inner: Rect, outer: Rect) -> bool:
    x, y, width, height = inner
    left, top, room_width, room_height = outer
    return (
        x >= left
        and y >= top
        and x + width <= left + room_width
        and y + height <= top + room_height
    )


def _probe(screen: XScreen) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-m", "tests.support.layout_probe"],
        env=screen.env(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=PROBE_TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert isinstance(report, dict)
    return report


def test_the_window_and_every_page_fit_the_screen(
    x_screen: XScreen, runtime_env: Path, starter_model_path: Path
) -> None:
    report = _probe(x_screen)
    screen = report["screen"]
    assert isinstance(screen, list)
    # The real X server's size: nothing of it is taken by a panel.
    assert screen == [0, 0, x_screen.width, x_screen.height]
    opened = report["opened"]
    assert isinstance(opened, list)
    assert _inside(opened, screen), f"the window opened at {opened} on a {screen} screen"
    assert report["loaded"] is True
    assert report["ended_on"] == "Chat"  # the load went on to the chat
    problems = []
    for part in ("chat", "settings", "load", "load_advanced", "chat_loaded"):
        controls = report[part]
        assert isinstance(controls, list) and controls
        for control in controls:
            flags = ("shown", "in_window", "on_screen", "unclipped")
            missing = [flag for flag in flags if not control[flag]]
            if missing:
                problems.append(f"{part}: {control['name']} at {control['rect']}: not {missing}")
    assert problems == []
    assert report["squeezed"] == []
    assert report["chat_scrolls_sideways"] is False
    # The Library's model names show whole; a full-HD screen has room for every column.
    library = report["library"]
    assert isinstance(library, dict)
    assert library["opened"]["name_whole"] is True
    assert library["screen_wide"]["name_whole"] is True
    if x_screen.width >= 1920:
        assert library["screen_wide"]["hidden"] == []
    else:
        assert library["screen_wide"]["hidden"], "1024 px is too narrow for every column"
    frames = report["frames"]
    assert isinstance(frames, dict)
    for name, frame in frames.items():
        assert _inside(frame, screen), f"{name}: the window is {frame} on a {screen} screen"
    # Advanced settings scroll within the page; the window keeps its size both ways.
    assert frames["advanced_shown"][3] == frames["before"][3]
    assert frames["advanced_hidden"] == frames["before"]
