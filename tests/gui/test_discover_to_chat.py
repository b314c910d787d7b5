"""Issue 4's whole path, as a person with an empty library takes it: find a model on
Hugging Face (a local server speaking its API, through the real huggingface_hub
client), download it with the app, see it in the Library, load it with the real
llama-server and chat with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.chat.turns import TurnFinished
from desktop.core.hub.download_queue import JobState
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS
from tests.support.fake_hub import FakeHub

REPO = "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF"
FILE = "smollm2-135m-instruct-q4_1.gguf"
WAIT_MS = 60_000


@pytest.mark.server
def test_find_download_load_and_chat(
    qtbot: QtBot,
    hub: FakeHub,
    runtime_env: Path,
    starter_model_path: Path,
    window: MainWindow,
) -> None:
    hub.add_repo(REPO, {FILE: starter_model_path, "README.md": b"# SmolLM2\n"}, downloads=9)

    window.show_page("Discover")
    page = window.discover_page
    page.discover.search_box.setText("smollm2")
    qtbot.keyClick(page.discover.search_box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.discover.model.rowCount() == 1, timeout=WAIT_MS)
    page.discover.open_repo(REPO)
    repo_page = page.discover.repo_page
    qtbot.waitUntil(lambda: repo_page.download_button.isEnabled(), timeout=WAIT_MS)
    chosen = repo_page.selected_variant()
    assert chosen is not None and chosen.quant == "Q4_1"

    downloads = window.services.downloads
    with qtbot.waitSignal(downloads.job_finished, timeout=WAIT_MS) as finished:
        qtbot.mouseClick(repo_page.download_button, Qt.MouseButton.LeftButton)
    job_id, files = finished.args
    model_path = files[0]
    # In the app's models folder under the repo's name, whole and under its final name.
    assert model_path.parent == paths.models_dir() / REPO.replace("/", "__")
    assert model_path.read_bytes() == starter_model_path.read_bytes()
    assert not list(model_path.parent.glob("*.part*"))
    assert downloads.job(job_id) is not None
    assert downloads.job(job_id).state == JobState.DONE  # type: ignore[union-attr]

    # The Library picks it up without being asked.
    library = window.library_view
    qtbot.waitUntil(lambda: library.select_path(model_path), timeout=WAIT_MS)

    # Load from the finished download's row: it loads at once, then the chat opens.
    row = page.downloads.rows[job_id]
    assert row.load_button.isVisible()
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(row.load_button, Qt.MouseButton.LeftButton)
        assert window.current_page() == "Load"  # where the progress shows
    assert window.load_view.selected_path() == model_path
    qtbot.waitUntil(lambda: window.current_page() == "Chat", timeout=LOAD_TIMEOUT_MS)
    chat = window.chat_view
    chat.temperature.setValue(0.0)
    chat.max_tokens.setValue(32)
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as replied:
        chat.input.setPlainText("What is the capital of France?")
        qtbot.keyClick(chat.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    result = replied.args[0]
    assert isinstance(result, TurnFinished)
    assert "Paris" in result.text
