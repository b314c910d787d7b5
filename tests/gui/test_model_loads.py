"""Loads asked for on any page go one way (bridge.model_loads): the model's remembered
choices, kept again once it loaded, and every page told the model's state before the
event that changed it (against the real llama-server and the starter model)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.settings import ModelLoadSettings, SettingsStore
from desktop.gui.bridge.model_state import ModelState
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import LOAD_TIMEOUT_MS
from tests.gui.load_page import choose_and_wait


@pytest.mark.server
def test_a_model_picked_on_the_chat_page_loads_with_its_choices_and_keeps_them(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    key = str(starter_model_path.resolve())
    window.services.settings.per_model[key] = ModelLoadSettings(context=1536)
    load_view = window.load_view
    chat = window.chat_view
    window.show_page("Chat")
    controller = window.services.controller
    heard: list[str] = []

    def on_state(state: ModelState) -> None:
        heard.append("loaded state" if state.loaded is not None else "state")

    controller.model_state_changed.connect(on_state)
    controller.model_loaded.connect(lambda _loaded: heard.append("model_loaded"))
    switcher = chat.model_switcher
    qtbot.waitUntil(lambda: starter_model_path in switcher.paths(), timeout=10_000)
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        assert switcher.choose(starter_model_path)
        # Told at once, before the host thread has even started.
        requested = controller.state.requested
        assert controller.state.loading and requested is not None
        assert requested.model_path == starter_model_path
        # The Load page shows the model being loaded, though it was picked elsewhere.
        qtbot.waitUntil(lambda: load_view.selected_path() == starter_model_path, timeout=10_000)

    model = loaded.args[0]
    assert model.report.context == 1536  # its remembered choice
    assert heard.index("loaded state") < heard.index("model_loaded")
    assert controller.state == ModelState(loaded=model, loading=False, requested=requested)
    assert switcher.combo.currentText().startswith(model.display_name)
    assert window.services.settings.last_model == str(starter_model_path)
    # Kept for next time as a load from the Load page is, every choice made explicit.
    assert model.request is not None
    qtbot.waitUntil(
        lambda: SettingsStore().load().per_model.get(key) == model.request.remembered(),
        timeout=10_000,
    )

    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        controller.unload()
    assert controller.state.loaded is None
    assert controller.state.requested == requested  # loaded again on the next Send


@pytest.mark.server
def test_a_load_asked_for_ends_in_the_chat_ready_to_type_and_the_apps_own_do_not(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    """After Load, nothing led to the chat: the window stayed on the Load page and the
    first question typed went nowhere (issue 26, item 3)."""
    view = window.load_view
    window.show_page("Load")
    choose_and_wait(qtbot, view, starter_model_path)
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        qtbot.mouseClick(view.load_button, Qt.MouseButton.LeftButton)
        assert window.current_page() == "Load"  # the progress shows there meanwhile
    qtbot.waitUntil(lambda: window.current_page() == "Chat")
    chat = window.chat_view
    qtbot.waitUntil(chat.input.hasFocus)
    qtbot.keyClicks(chat.input, "Hello")
    assert chat.input.toPlainText() == "Hello"

    # A load the app makes itself (Settings → Other apps → Apply now) leaves the page be.
    window.show_page("Settings")
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        controller.reload()
    assert window.current_page() == "Settings"
