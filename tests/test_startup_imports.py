"""What the window's way to its first page imports: only what the app uses."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]


def test_the_chat_page_loads_no_command_line_libraries() -> None:
    # httpx imports its own command-line client (click, rich, pygments) when they are
    # installed, as they are in the dev environment and could be in a bundle; the app
    # never runs it, and it was the largest single import on the way to the chat page.
    script = (
        "import importlib, sys\n"
        "import desktop.gui.bridge.host_controller\n"
        "from desktop.gui.shell.main_window import PAGE_MODULES\n"
        "importlib.import_module(PAGE_MODULES['Chat'])\n"
        "import httpx\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'rich', 'pygments', 'click'}))\n"
        "print(httpx.Client.__name__)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True,
        cwd=CHECKOUT, env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""},
    )
    assert result.stdout.splitlines() == ["[]", "Client"]
