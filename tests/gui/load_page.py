"""Waiting on the Load page: until a model picked there has its preview (the plan and
the request it would send) and Load can be clicked."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from desktop.gui.load_view import LoadView

# The preview reads the model's header and plans it on a worker thread; generous for a
# busy 2-core machine.
PREVIEW_TIMEOUT_MS = 30_000


def ready_to_load(view: LoadView, path: Path) -> bool:
    """The page shows ``path`` with its preview made and the Load button enabled."""
    return (
        view.selected_path() == path
        and view.current_preview() is not None
        and view.load_button.isEnabled()
    )


def wait_until_ready_to_load(
    qtbot: QtBot, view: LoadView, path: Path, timeout_ms: int = PREVIEW_TIMEOUT_MS
) -> None:
    qtbot.waitUntil(lambda: ready_to_load(view, path), timeout=timeout_ms)


def choose_and_wait(qtbot: QtBot, view: LoadView, path: Path) -> None:
    """Pick ``path`` as if opened from a file and wait until it can be loaded."""
    view.choose_model_file(path)
    wait_until_ready_to_load(qtbot, view, path)
