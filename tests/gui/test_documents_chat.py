"""A chat that answers from a library, as a person uses it: the real SmolLM2 answers
with passages the real embedding model found in real files; the Sources row under
the answer names the file and page, comes back when the chat is opened again, and a
click shows the passage."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.documents_panel import DocumentsPanel
from desktop.gui.chat.sources_view import SourcesList
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import (
    ask_and_wait,
    open_chat_from_list,
    open_chat_on_starter,
    server_children,
)
from tests.gui.conftest import close_window, open_window
from tests.gui.documents_helpers import (
    INDEX_TIMEOUT_MS,
    failed_answer,
    index_folder,
    open_panel,
)

QUESTION = "How many books can members borrow at a time?"


def sources_row(chat: ChatView, message_id: int) -> SourcesList:
    row = chat.documents.sources_shown(message_id)
    assert row is not None and row.isVisible(), "no Sources under the answer"
    return row


@pytest.mark.server
def test_an_answer_from_a_library_shows_its_sources_again_and_their_passages(
    qtbot: QtBot, chat: ChatView, window: MainWindow, documents_panel: DocumentsPanel,
    folder: Path,
) -> None:
    panel = documents_panel
    index_folder(qtbot, panel, folder)
    panel.libraries.item(0).setCheckState(Qt.CheckState.Checked)
    panel.close()

    # A short answer is enough: the sources are what is looked at (a long one takes
    # minutes on a loaded 2-core machine).
    chat.max_tokens.setValue(40)
    # The sources are under the answer while it is being written, from its first words.
    while_written: list[bool] = []

    def first_words(_text: str) -> None:
        reply = chat._streaming_reply_id
        shown = reply is not None and chat.documents.sources_shown(reply) is not None
        while_written.append(shown)

    window.services.controller.token_received.connect(first_words)
    finished = ask_and_wait(qtbot, window, QUESTION)
    window.services.controller.token_received.disconnect(first_words)
    assert while_written and while_written[0]
    row = sources_row(chat, finished.message_id)
    labels = [button.text() for button in row.buttons]
    assert row.title.text() == "Sources:"
    assert "rules.pdf, page 2" in " ".join(labels[:2]), labels  # the page that says it
    assert all(label.split("  ", 1)[0].isdigit() for label in labels)  # numbered as cited
    conversation_id = finished.conversation_id

    # Another chat has no library; this one keeps its own when opened again.
    chat.new_chat()
    assert chat.documents.button.text() == "Documents"
    open_chat_from_list(qtbot, chat, conversation_id)
    assert chat.documents.button.text() == "Documents: Riverside"
    again = sources_row(chat, finished.message_id)
    assert [button.text() for button in again.buttons] == labels

    # A click on the page's source shows the passage it cited.
    button = next(button for button in again.buttons if "rules.pdf, page 2" in button.text())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    passage = again.passage
    assert passage is not None
    qtbot.waitExposed(passage)
    assert passage.windowTitle().endswith(": rules.pdf, page 2")
    assert "twelve books" in passage.passage.toPlainText()
    assert passage.path.text() == str(folder / "rules.pdf")
    assert passage.open_button.isEnabled() and passage.open_button.text() == "Open file"
    passage.close()


@pytest.mark.server
def test_without_an_embedding_model_the_answer_says_so_and_offers_retry(
    qtbot: QtBot, chat: ChatView, window: MainWindow, folder: Path,
) -> None:
    panel = open_panel(qtbot, window)
    with qtbot.waitSignal(panel._documents.index_ended, timeout=INDEX_TIMEOUT_MS):
        panel.add([folder])  # made, but not indexed: there is no embedding model
    qtbot.waitUntil(lambda: panel.libraries.count() == 1, timeout=10_000)
    panel.libraries.item(0).setCheckState(Qt.CheckState.Checked)
    panel.close()

    said = failed_answer(qtbot, window, QUESTION)
    assert said.startswith("Your documents could not be searched: Documents need an "
                           "embedding model"), said
    assert "Discover" in said  # Retry offered, no sources: failed_answer checks


@pytest.mark.server
def test_a_chats_libraries_are_kept_across_a_restart_of_the_app(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, embedding_model_path: Path,
    folder: Path,
) -> None:
    window = open_window(qtbot)
    try:
        chat = open_chat_on_starter(qtbot, window, starter_model_path)
        window.services.settings.embedding_model = str(embedding_model_path)
        panel = open_panel(qtbot, window)
        index_folder(qtbot, panel, folder)
        panel.libraries.item(0).setCheckState(Qt.CheckState.Checked)
        panel.close()
        chat.max_tokens.setValue(16)
        first = ask_and_wait(qtbot, window, QUESTION)
        labels = [button.text() for button in sources_row(chat, first.message_id).buttons]
    finally:
        close_window(qtbot, window)
    assert server_children() == []

    # The app started again on the same data folder: the chat still has its library,
    # and a new question in it is answered from the library without choosing it again.
    reopened = open_window(qtbot)
    try:
        chat = open_chat_on_starter(qtbot, reopened, starter_model_path)
        reopened.services.settings.embedding_model = str(embedding_model_path)
        assert chat.documents.button.text() == "Documents"  # a new chat has none
        open_chat_from_list(qtbot, chat, first.conversation_id)
        assert chat.documents.button.text() == "Documents: Riverside"
        assert [button.text() for button in
                sources_row(chat, first.message_id).buttons] == labels
        chat.max_tokens.setValue(16)
        second = ask_and_wait(qtbot, reopened, "When is the library open?")
        assert second.conversation_id == first.conversation_id
        again = [button.text() for button in sources_row(chat, second.message_id).buttons]
        assert "rules.pdf, page 1" in " ".join(again[:2]), again
    finally:
        close_window(qtbot, reopened)


@pytest.mark.server
def test_another_embedding_model_is_said_plainly_and_update_reads_the_library_again(
    qtbot: QtBot, chat: ChatView, window: MainWindow, documents_panel: DocumentsPanel,
    folder: Path, embedding_model_path: Path, tmp_path: Path,
) -> None:
    panel = documents_panel
    index_folder(qtbot, panel, folder)
    panel.libraries.item(0).setCheckState(Qt.CheckState.Checked)
    # Another embedding model chosen (as Embedding model… does): to the app a model of
    # another name is another model, whose numbers the library's cannot be compared to.
    other = tmp_path / "other-embedder.gguf"
    shutil.copyfile(embedding_model_path, other)
    panel.model_chosen.emit(other)
    assert window.services.settings.embedding_model == str(other)
    panel.close()

    chat.max_tokens.setValue(16)
    # The window's words for the documents error: its fix is the window's button.
    assert failed_answer(qtbot, window, QUESTION) == (
        "Your documents could not be searched: The library \u201cRiverside\u201d was "
        f"indexed with the embedding model {embedding_model_path.stem}; using other-embedder "
        "instead means reading all its files again: press Update.")

    # Update reads it all again with the new model; the question then finds its page.
    panel = open_panel(qtbot, window)
    panel.libraries.setCurrentRow(0)
    with qtbot.waitSignal(panel._documents.index_ended, timeout=INDEX_TIMEOUT_MS) as ended:
        qtbot.mouseClick(panel.update_button, Qt.MouseButton.LeftButton)
    outcome = ended.args[0].outcome
    assert outcome is not None and outcome.added == 2 and outcome.unchanged == 0
    panel.close()
    finished = ask_and_wait(qtbot, window, QUESTION)
    labels = [button.text() for button in sources_row(chat, finished.message_id).buttons]
    assert "rules.pdf, page 2" in " ".join(labels[:2]), labels
