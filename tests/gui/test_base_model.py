"""A base model (no chat template: Gemma 3 270M, not its -it) is said to be one before
the first question, in plain words (issue 26, point 8: it loaded and chatted like any
other and looped on <|im_end|>); a model made for chatting shows no such notice."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.core.models.chat_template import BASE_MODEL_TEXT, is_base_model
from desktop.core.models.load_choice import LoadRequest
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import LOAD_TIMEOUT_MS

SMALL_CONTEXT = 512


def test_a_model_without_a_chat_template_is_a_base_model(tmp_path: Path) -> None:
    assert is_base_model(None, None)
    assert is_base_model("", None)
    assert not is_base_model("{% for message in messages %}…", None)
    # A template chosen on the Load page makes it answer in turns after all.
    assert not is_base_model(None, tmp_path / "chatml.jinja")


@pytest.mark.server
def test_the_chat_says_plainly_that_a_base_model_continues_text(
    qtbot: QtBot,
    runtime_env: Path,
    gemma3_model_path: Path,
    starter_model_path: Path,
    window: MainWindow,
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        controller.load(LoadRequest(gemma3_model_path, context=SMALL_CONTEXT, threads=2))
    qtbot.waitUntil(chat.banner.isVisible, timeout=10_000)
    shown = chat.banner.label.text()
    assert shown == BASE_MODEL_TEXT
    assert shown.startswith("This is a base model: it continues text rather than answering")
    assert chat.banner.button.isVisible()  # the way to pick another model

    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        controller.load(LoadRequest(starter_model_path, context=SMALL_CONTEXT, threads=2))
    qtbot.waitUntil(lambda: not chat.banner.isVisible(), timeout=10_000)
