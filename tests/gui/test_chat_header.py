"""The Chat page's header (title, model, context, Export) stays where it is while the
model banner comes and goes around a real load of the starter model."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QStyle, QStyleOptionComboBox
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.models.chat_template import TemplateFlags
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import apply_theme
from tests.gui.conftest import LOAD_TIMEOUT_MS, show_at_laptop_size


def test_the_header_does_not_move_when_the_loading_banner_goes(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    show_at_laptop_size(window, "Chat")
    chat = window.chat_view
    qtbot.waitUntil(chat.banner.isVisible, timeout=10_000)  # "Load a model to start..."

    def header_y() -> int:
        return chat.title_label.mapTo(window, QPoint(0, 0)).y()

    without_model = header_y()
    positions: list[tuple[bool, int]] = []
    controller = window.services.controller
    controller.load_started.connect(lambda: positions.append((True, header_y())))
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        window.services.loads.load_file(starter_model_path)
    window.show_page("Chat")
    qtbot.waitUntil(lambda: not chat.banner.isVisible(), timeout=10_000)

    assert positions, "the load never started"
    assert header_y() == without_model
    assert all(y == without_model for _, y in positions)
    # The export button, at the header's right, stays on its line as well.
    assert (
        chat.export_button.mapTo(window, QPoint(0, 0)).y() <= header_y() + chat.title_label.height()
    )


def chat_page_in_the_apps_look(
    qtbot: QtBot, window: MainWindow, theme: str, size: tuple[int, int]
) -> ChatView:
    """The Chat page in the app's own look (its fonts and paddings, as the window has
    them when it runs), the window at ``size``."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    window.resize(*size)
    window.show_page("Chat")
    chat = window.chat_view
    qtbot.waitUntil(chat.isVisible)
    return chat


def page_area(window: MainWindow) -> QScrollArea:
    """The scroll area the page on show sits in (what scrolls sideways if it is too wide)."""
    page = window.pages.currentWidget()
    assert isinstance(page, QScrollArea)
    return page


@pytest.mark.usefixtures("restore_theme")
def test_the_context_meter_keeps_the_chat_page_inside_a_1024_px_screen(
    qtbot: QtBot, window: MainWindow
) -> None:
    # The window as it opens on a 1024x600 screen, framed: its pages get ~850 px.
    chat = chat_page_in_the_apps_look(qtbot, window, "dark", (1008, 540))
    page = page_area(window)
    # A long chat in a long context: the meter's widest figures.
    chat.context_meter.show_usage(29_999, 32_768)
    qtbot.wait(50)
    assert chat.context_meter.isVisible()
    assert chat.context_meter.text() == "29,999 of 32,768 tokens"
    # The header row still fits: the page does not scroll sideways, Tools stays in view.
    assert page.horizontalScrollBar().maximum() == 0


@pytest.mark.usefixtures("restore_theme")
def test_the_model_box_shows_its_whole_text_where_there_is_room(
    qtbot: QtBot, window: MainWindow
) -> None:
    chat = chat_page_in_the_apps_look(qtbot, window, "light", (1900, 1000))
    combo = chat.model_switcher.combo
    qtbot.waitUntil(combo.isVisible)
    qtbot.wait(50)
    text = combo.currentText()
    assert text == "No model loaded"
    # The text fits where the box draws it ("No model loade" was cut at 1920 px).
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    assert field.width() >= combo.fontMetrics().horizontalAdvance(text)


STARTER_SHOWN = "SmolLM2-135M-Instruct.Q4_1 (starter model: a tiny demo)"


@pytest.mark.usefixtures("restore_theme")
def test_a_long_model_name_is_whole_where_there_is_room_and_cut_with_dots_where_not(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The starter's name, as the box shows it loaded, was cut mid-letter at every size,
    beside 500 px of empty header at 1920 px: the box had room for 32 letters, and Qt
    clips a drop-down's text without "…"."""
    chat = chat_page_in_the_apps_look(qtbot, window, "light", (1900, 1000))
    combo = chat.model_switcher.combo
    qtbot.waitUntil(combo.isVisible)
    combo.addItem(STARTER_SHOWN)
    combo.setCurrentIndex(combo.count() - 1)
    qtbot.waitUntil(lambda: combo.shown_text() == STARTER_SHOWN)
    # Narrow, it is cut with "…", never mid-letter (its tooltip then starts with it whole).
    window.resize(784, 452)
    qtbot.waitUntil(lambda: combo.shown_text() != STARTER_SHOWN)
    shown = combo.shown_text()
    assert shown.endswith("…") and STARTER_SHOWN.startswith(shown[:-1])
    assert page_area(window).horizontalScrollBar().maximum() == 0


@pytest.mark.usefixtures("restore_theme")
@pytest.mark.parametrize("size", [(1100, 720), (1008, 540), (784, 452)])
def test_more_settings_and_a_thinking_choice_wrap_instead_of_widening_the_page(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    # The default window, and the window on a 1024x600 and an 800x500 screen.
    chat = chat_page_in_the_apps_look(qtbot, window, "light", size)
    chat.sampling.show_template(TemplateFlags("reasoning_effort", True, False))
    chat.sampling.more_button.setChecked(True)
    qtbot.wait(50)
    page = page_area(window)
    # Nothing scrolls sideways, and Send, Stop and Attach are whole inside the page.
    assert page.horizontalScrollBar().maximum() == 0
    viewport = page.viewport()
    for button in (chat.send_button, chat.stop_button, chat.composer.attach_button):
        right = button.mapTo(viewport, QPoint(button.width(), 0)).x()
        assert right <= viewport.width(), button.text()
    assert chat.sampling.thinking.isVisible() and chat.sampling.seed.isVisible()


@pytest.mark.usefixtures("restore_theme")
def test_a_chats_title_is_whole_where_the_window_has_room(
    qtbot: QtBot, window: MainWindow
) -> None:
    title = "How do I make a good cup of tea"  # 8 words: a title made from a question

    def create(store: ConversationStore) -> int:
        conversation = store.create_conversation(
            title=title, model_name="SmolLM2-135M-Instruct.Q4_1"
        )
        store.add_message(conversation.id, "user", title + " with milk?")
        return conversation.id

    ids: list[int] = []
    window.services.conversations.submit(create, ids.append)
    qtbot.waitUntil(lambda: bool(ids), timeout=10_000)
    chat = chat_page_in_the_apps_look(qtbot, window, "light", (1900, 1000))
    chat.open_conversation(ids[0])
    listing = chat.conversation_list
    qtbot.waitUntil(lambda: listing.count() == 1, timeout=10_000)
    qtbot.wait(50)
    index = listing.model().index(0, 0)
    shown, details = listing.itemDelegate().row_lines(  # type: ignore[attr-defined]
        index, listing.visualRect(index).width(), listing.font()
    )
    # Whole in the list and over the chat (the list kept 240 px at any size before).
    assert shown == title
    assert not details.endswith("…")
    qtbot.waitUntil(lambda: chat.title_label.text() == title, timeout=10_000)
    assert chat.title_label.shown_text() == title  # type: ignore[attr-defined]
    # On a small screen the list gives the room back to the chat.
    window.resize(1008, 540)
    qtbot.waitUntil(lambda: chat.chat_list.width() <= 240)


@pytest.mark.usefixtures("restore_theme")
def test_a_narrow_window_shows_the_list_of_chats_in_place_of_the_chat(
    qtbot: QtBot, window: MainWindow
) -> None:
    # The window on an 800x500 screen: no room for the list of chats beside the chat.
    chat = chat_page_in_the_apps_look(qtbot, window, "dark", (784, 452))
    page = page_area(window)
    qtbot.waitUntil(chat.chats_button.isVisible)
    assert chat.is_narrow() and not chat.chat_list.isVisible()
    assert page.horizontalScrollBar().maximum() == 0
    # "Chats" shows the list alone; starting a chat brings the chat back, ready to type.
    qtbot.mouseClick(chat.chats_button, Qt.MouseButton.LeftButton)
    assert chat.chat_list.isVisible() and not chat.input.isVisible()
    # Laid out across the page (as a person sees it before clicking in it).
    qtbot.waitUntil(lambda: chat.chat_list.width() > chat.width() // 2)
    assert page.horizontalScrollBar().maximum() == 0
    qtbot.mouseClick(chat.new_button, Qt.MouseButton.LeftButton)
    assert chat.input.isVisible() and not chat.chat_list.isVisible()
    # Wide again: side by side, the button gone.
    window.resize(1100, 720)
    qtbot.waitUntil(chat.chat_list.isVisible)
    assert not chat.chats_button.isVisible() and not chat.is_narrow()


@pytest.mark.usefixtures("restore_theme")
@pytest.mark.parametrize("size", [(784, 452), (1008, 540), (1100, 720)])
def test_a_loaded_models_header_wraps_instead_of_widening_the_page(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    """With a model loaded the header has the model's long name, the context meter,
    Export and Tools: in one row they scrolled the page sideways in an 800-px window
    (Export and Tools out of sight, every answer's Regenerate cut)."""
    chat = chat_page_in_the_apps_look(qtbot, window, "light", size)
    chat.title_label.setText("What is the capital of France?")
    combo = chat.model_switcher.combo
    combo.addItem("SmolLM2-135M-Instruct.Q4_1 (starter model)")
    combo.setCurrentIndex(combo.count() - 1)
    chat.context_meter.show_usage(35, 4096)
    qtbot.wait(50)
    page = page_area(window)
    assert page.horizontalScrollBar().maximum() == 0
    viewport = page.viewport()
    for control in (combo, chat.context_meter, chat.export_button, chat.tool_calls.button):
        assert control.isVisible()
        right = control.mapTo(viewport, QPoint(control.width(), 0)).x()
        assert right <= viewport.width(), control.accessibleName()


@pytest.mark.usefixtures("restore_theme")
def test_the_message_box_buttons_keep_their_height_with_more_settings_and_a_notice(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At 1024x600, with a notice over the page (no runtime yet) and "More settings"
    open, Send, Stop and Attach image were squeezed to half their height, unreadable:
    the page counted the wrapping rows one line each. It scrolls instead."""
    chat = chat_page_in_the_apps_look(qtbot, window, "dark", (1008, 540))
    window.runtime_notice.show()
    chat.sampling.more_button.click()
    qtbot.waitUntil(chat.sampling.details.isVisible)
    qtbot.wait(50)
    for button in (chat.send_button, chat.stop_button, chat.attach_button):
        assert button.height() >= button.minimumSizeHint().height(), button.text()
    # Never sideways.
    assert page_area(window).horizontalScrollBar().maximum() == 0


@pytest.mark.usefixtures("restore_theme")
def test_a_short_title_is_whole_beside_a_loaded_models_long_name(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At the app's own size a short title was cut ("Name a fru…") beside the header's
    room to spare: it was given exactly its width in whole pixels, a fraction short."""
    title = "Name a fruit."

    def create(store: ConversationStore) -> int:
        return store.create_conversation(title=title).id

    ids: list[int] = []
    window.services.conversations.submit(create, ids.append)
    qtbot.waitUntil(lambda: bool(ids), timeout=10_000)
    chat = chat_page_in_the_apps_look(qtbot, window, "light", (1100, 720))
    combo = chat.model_switcher.combo
    combo.addItem(STARTER_SHOWN)
    combo.setCurrentIndex(combo.count() - 1)
    chat.context_meter.show_usage(48, 4096)
    chat.open_conversation(ids[0])
    qtbot.waitUntil(lambda: chat.title_label.text() == title, timeout=10_000)
    qtbot.wait(50)
    assert chat.title_label.shown_text() == title  # type: ignore[attr-defined]
