"""Exporting the open chat (Markdown, JSON, a folder that is not there), and the
context meter with its plain choices when a chat outgrows the real server's context."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import ChatMessage, FailureKind
from desktop.core.chat.trimming import drop_oldest_turns, estimate_tokens
from desktop.core.chat.turns import TurnFailed, TurnFinished
from desktop.core.host.loaded_model import LoadedModel
from desktop.core.models.load_choice import LoadRequest
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.context_meter import meter_text
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS

SENTENCE = "The quick brown fox jumps over the lazy dog near the old river bank. "
TINY_CONTEXT = 256


def _save_dialog_returns(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    asked: list[str] = []

    def fake(parent: QWidget, caption: str, directory: str, filters: str) -> tuple[str, str]:
        asked.append(filters)
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return asked


def _saved_chat(qtbot: QtBot, window: MainWindow) -> int:
    """A chat with one question and one answer, written through the store thread."""
    ids: list[int] = []

    def create(store: ConversationStore) -> int:
        conversation = store.create_conversation(
            title="Bread: a question", system_prompt="Be brief."
        )
        store.add_message(conversation.id, "user", "How long does bread rise?")
        reply = store.begin_reply(conversation.id)
        store.append_reply(reply, "About an hour, until doubled.")
        store.finish_reply(reply, stats={"prompt_tokens": 20, "completion_tokens": 9})
        return conversation.id

    window.services.conversations.submit(create, ids.append)
    qtbot.waitUntil(lambda: bool(ids), timeout=10_000)
    chat = window.chat_view
    chat.open_conversation(ids[0])
    qtbot.waitUntil(lambda: len(chat.message_widgets()) == 2, timeout=10_000)
    return ids[0]


def test_export_markdown_json_and_a_missing_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    _saved_chat(qtbot, window)
    assert chat.export_button.accessibleName() == "Export chat"

    markdown = tmp_path / "bread.md"
    asked = _save_dialog_returns(monkeypatch, markdown)
    chat.export_markdown_action.trigger()
    qtbot.waitUntil(lambda: "Saved" in chat.export_status.text(), timeout=10_000)
    assert asked == ["Markdown (*.md)"]
    text = markdown.read_text(encoding="utf-8")
    assert text.startswith("# Bread: a question")
    assert "How long does bread rise?" in text and "About an hour, until doubled." in text
    assert str(markdown) in chat.export_status.text()

    # No suffix typed: the format's own is added.
    _save_dialog_returns(monkeypatch, tmp_path / "bread")
    chat.export_json_action.trigger()
    saved_json = tmp_path / "bread.json"
    qtbot.waitUntil(
        lambda: chat.export_status.text() == f"Saved the chat to {saved_json}.", timeout=10_000
    )
    document = json.loads(saved_json.read_text(encoding="utf-8"))
    assert document["conversation"]["title"] == "Bread: a question"
    assert [message["role"] for message in document["messages"]] == ["user", "assistant"]
    assert document["messages"][1]["content"] == "About an hour, until doubled."

    # A folder that does not exist: a plain sentence, no file, nothing lost.
    missing = tmp_path / "no-such-folder" / "bread.md"
    _save_dialog_returns(monkeypatch, missing)
    chat.export_markdown_action.trigger()
    qtbot.waitUntil(lambda: "does not exist" in chat.export_status.text(), timeout=10_000)
    shown = chat.export_status.text()
    assert "could not be saved" in shown and "Traceback" not in shown and "\n" not in shown
    assert not missing.parent.exists()
    assert markdown.read_text(encoding="utf-8") == text
    assert [widget.text() for widget in chat.message_widgets()] == [
        "How long does bread rise?",
        "About an hour, until doubled.",
    ]
    # Opening the saved chat showed the meter's count only once a model is loaded.
    assert not chat.context_meter.isVisible()


def test_export_before_any_message_says_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    asked = _save_dialog_returns(monkeypatch, tmp_path / "empty.md")
    chat.export_markdown_action.trigger()
    assert "nothing to export" in chat.export_status.text()
    assert asked == []
    assert not (tmp_path / "empty.md").exists()


def test_export_opens_in_documents_then_where_the_last_one_went(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> None:
    home = tmp_path / "home"
    documents = home / "Documents"
    documents.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.chdir(tmp_path)  # the folder the app was started from
    window.show_page("Chat")
    chat = window.chat_view
    _saved_chat(qtbot, window)
    opened_in: list[Path] = []
    elsewhere = tmp_path / "exports"
    elsewhere.mkdir()

    def fake(parent: QWidget, caption: str, directory: str, filters: str) -> tuple[str, str]:
        opened_in.append(Path(directory).parent)
        assert Path(directory).name == "Bread a question.md"
        return str(elsewhere / "bread.md"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    chat.export_markdown_action.trigger()
    qtbot.waitUntil(lambda: "Saved" in chat.export_status.text(), timeout=10_000)
    chat.export_markdown_action.trigger()
    assert opened_in == [documents, elsewhere]


def test_dropping_turns_keeps_system_prompt_and_last_message() -> None:
    history = [ChatMessage("system", "Be brief.")]
    for index in range(6):
        history.append(ChatMessage("user", f"question {index} " + SENTENCE * 3))
        history.append(ChatMessage("assistant", f"answer {index} " + SENTENCE * 3))
    history.append(ChatMessage("user", "last question"))
    kept = drop_oldest_turns(history, 400)
    assert kept[0] == history[0]
    assert kept[-1] == history[-1]
    assert estimate_tokens(kept) <= 200
    assert len(kept) < len(history)
    # What is kept is the newest part of the chat, starting with a question.
    assert kept[1].role == "user"
    assert kept[1:] == history[len(history) - len(kept) + 1 :]
    # A last message too long on its own is still sent (the server then says so).
    alone = drop_oldest_turns([history[0], ChatMessage("user", SENTENCE * 100)], 256)
    assert len(alone) == 2
    assert meter_text(1234, 4096) == "1,234 of 4,096 tokens"


def _ask(qtbot: QtBot, chat: ChatView, text: str) -> None:
    chat.input.setPlainText(text)
    qtbot.mouseClick(chat.send_button, Qt.MouseButton.LeftButton)


@pytest.mark.server
def test_a_chat_too_long_for_the_context_offers_plain_choices(
    qtbot: QtBot, runtime_env: Path, starter_model_path: Path, window: MainWindow
) -> None:
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        controller.load(LoadRequest(starter_model_path, context=TINY_CONTEXT, threads=2))
    model = loaded.args[0]
    assert isinstance(model, LoadedModel)
    assert model.report.context == TINY_CONTEXT

    window.show_page("Chat")
    chat = window.chat_view
    chat.system_prompt.setText("You are a helpful assistant.")
    chat.temperature.setValue(0.0)
    chat.max_tokens.setValue(8)
    first = "Summarise this: " + SENTENCE * 7
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        _ask(qtbot, chat, first)
    result = finished.args[0]
    assert isinstance(result, TurnFinished) and result.finished.usage is not None
    used = result.finished.usage.prompt_tokens + result.finished.usage.completion_tokens
    assert chat.context_meter.isVisible()
    assert chat.context_meter.text() == meter_text(used, TINY_CONTEXT)
    assert not chat.context_choices.isVisible()

    # Together with the first turn, this one does not fit: the server refuses.
    second = "Now summarise this: " + SENTENCE * 10
    with qtbot.waitSignal(controller.reply_failed, timeout=ANSWER_TIMEOUT_MS) as failed:
        _ask(qtbot, chat, second)
    problem = failed.args[0]
    assert isinstance(problem, TurnFailed) and problem.kind is FailureKind.CONTEXT_OVERFLOW
    choices = chat.context_choices
    assert choices.isVisible()
    assert choices.new_chat_button.isVisible() and choices.drop_button.isVisible()
    # The model was trained for 8,192 tokens and runs on the processor: longer fits.
    assert choices.longer_button.isVisible()
    assert "512 tokens" in choices.longer_button.toolTip()
    assert "too long" in choices.label.text()

    # Dropping the first turn answers again, from the second question alone.
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS) as finished:
        qtbot.mouseClick(choices.drop_button, Qt.MouseButton.LeftButton)
    retried = finished.args[0]
    assert isinstance(retried, TurnFinished) and retried.finished.usage is not None
    assert retried.finished.usage.prompt_tokens < problem_prompt_floor(first, second)
    widgets = chat.message_widgets()
    assert [widget.role for widget in widgets] == ["user", "assistant", "user", "assistant"]
    assert widgets[0].text() == first.strip()  # still shown and saved
    assert not widgets[-1].error_label.isVisible() and widgets[-1].text().strip()
    assert not choices.isVisible()
    assert "no longer sent" in chat.context_note.text()

    # Another long question does not fit next to the second: start a new chat instead.
    third = "And this one: " + SENTENCE * 10
    with qtbot.waitSignal(controller.reply_failed, timeout=ANSWER_TIMEOUT_MS):
        _ask(qtbot, chat, third)
    assert choices.isVisible()
    old_id = chat.conversation_id
    qtbot.mouseClick(choices.new_chat_button, Qt.MouseButton.LeftButton)
    assert chat.conversation_id is None and chat.message_widgets() == []
    assert chat.input.toPlainText() == third.strip()
    assert not choices.isVisible()
    with qtbot.waitSignal(controller.reply_finished, timeout=ANSWER_TIMEOUT_MS):
        qtbot.mouseClick(chat.send_button, Qt.MouseButton.LeftButton)
    assert chat.conversation_id not in (None, old_id)
    assert len(chat.message_widgets()) == 2
    qtbot.waitUntil(lambda: chat.conversation_list.count() == 2, timeout=10_000)


def problem_prompt_floor(first: str, second: str) -> int:
    """Fewer prompt tokens than both questions together could take (chars / 5)."""
    return (len(first) + len(second)) // 5
