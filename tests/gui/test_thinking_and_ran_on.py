"""The chat's thinking switch and where each answer ran, with the real starter model.

The thinking switch is shown only while the loaded template has one (the starter's own
has none; loaded with the Qwen3-style fixture template it has on/off), is kept with
the chat, and decides whether the answer thinks. Every answer stores and shows where
it ran (devices, layers, context), and an old answer still says so after the model
was loaded again differently.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.chat.chat_settings import default_sampling, sampling_from_record
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import (
    ask_and_wait,
    from_store,
    last_message,
    load_starter,
    open_chat_from_list,
    type_into,
)
from tests.gui.conftest import LOAD_TIMEOUT_MS

THINKING_TEMPLATE = Path(__file__).parents[1] / "fixtures" / "thinking-chatml.jinja"
QUESTION = "What is the capital of France?"


def _reload(qtbot: QtBot, window: MainWindow, *, context: int, template: Path | None) -> None:
    """Load the model again from the Load page with ``context`` and ``template``."""
    view = window.load_view
    window.show_page("Load")
    view.advanced_check.setChecked(True)
    view.advanced_panel.template_field.set_path(template)
    type_into(qtbot, view.context_spin, str(context))
    qtbot.waitUntil(
        lambda: (preview := view.current_preview()) is not None
        and preview.plan.context == context,
        timeout=LOAD_TIMEOUT_MS,
    )
    with qtbot.waitSignal(window.services.controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(view.load_button, Qt.MouseButton.LeftButton)
    window.show_page("Chat")


def test_thinking_switch_and_where_each_answer_ran(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    loaded = load_starter(qtbot, window, starter_model_path)
    window.show_page("Chat")
    chat = window.chat_view
    chat.max_tokens.setValue(16)
    # The starter's own template has no thinking switch: none is offered.
    assert not chat.sampling.thinking.isVisible()

    first = ask_and_wait(qtbot, window, QUESTION)
    first_context = loaded.report.context
    ran_on = first.stats["ran_on"]
    assert ran_on == {
        "devices": ["CPU"],
        "context": first_context,
        "layers": loaded.report.total_layers,
        "gpu_layers": 0,
    }
    shown = last_message(chat).figures.text()
    assert f"ran on the processor (CPU), {first_context:,}-token context" in shown

    # Loaded again with a thinking template and another context: a switch appears.
    _reload(qtbot, window, context=1024, template=THINKING_TEMPLATE)
    assert first_context != 1024
    qtbot.waitUntil(chat.sampling.thinking.isVisible)
    offered = [chat.sampling.thinking.itemText(i) for i in range(chat.sampling.thinking.count())]
    assert offered == ["model's default", "on", "off"]

    chat.new_chat()
    chat.max_tokens.setValue(24)
    chat.sampling.thinking.setCurrentIndex(chat.sampling.thinking.findData("off"))
    plain = ask_and_wait(qtbot, window, QUESTION)
    assert plain.reasoning == "" and plain.text.strip()
    assert plain.stats["ran_on"]["context"] == 1024  # type: ignore[index]

    chat.sampling.thinking.setCurrentIndex(chat.sampling.thinking.findData("on"))
    thinking = ask_and_wait(qtbot, window, QUESTION)
    assert thinking.reasoning.strip()  # the small model only thinks when let

    # The choice is kept with the chat.
    stored = from_store(
        qtbot, window, lambda store: store.get_conversation(thinking.conversation_id).sampling
    )
    defaults = default_sampling(window.services.settings)
    assert sampling_from_record(stored, defaults).thinking == "on"

    # The first answer, read back after the model changed, still says where it ran.
    open_chat_from_list(qtbot, chat, first.conversation_id)
    old = chat.message_widgets()[-1].figures.text()
    assert f"{first_context:,}-token context" in old
    assert chat.sampling.thinking.currentData() is None  # that chat never chose
