"""``run_gui`` opens the window, loads the starter model on request, and returns when
the window is closed, with the server and every thread stopped."""

from __future__ import annotations

import time
from pathlib import Path

import psutil
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop.gui.app import run_gui
from desktop.gui.main_window import MainWindow
from desktop.gui.threads import running_threads
from tests.gui.conftest import LOAD_TIMEOUT_MS


@pytest.mark.server
def test_run_gui_loads_the_starter_model_and_closes_cleanly(
    qapp: QApplication, runtime_env: Path
) -> None:
    seen: dict[str, object] = {"children": []}
    deadline = time.monotonic() + LOAD_TIMEOUT_MS / 1000
    poll = QTimer()
    poll.setInterval(20)

    def check() -> None:
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]
        window = windows[0] if windows else None
        loaded = window.services.controller.loaded_model if window else None
        if loaded is not None or time.monotonic() > deadline:
            poll.stop()
            seen["loaded"] = loaded
            seen["children"] = [child.name() for child in psutil.Process().children(recursive=True)]
            if window is not None:
                seen["title"] = window.windowTitle()
                seen["page"] = window.current_page()
                window.close()

    poll.timeout.connect(check)
    poll.start()
    assert run_gui(["--load-starter"]) == 0
    assert seen["loaded"] is not None, "the starter model did not load"
    assert seen["title"] == "LlamaDesk" and seen["page"] == "Chat"
    names = seen["children"]
    assert isinstance(names, list) and any("llama-server" in name for name in names)
    assert running_threads() == []
    assert [
        c for c in psutil.Process().children(recursive=True) if "llama-server" in c.name()
    ] == []
