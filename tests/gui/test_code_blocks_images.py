"""Code blocks in finished answers (tinted, coloured, one Copy button each) and
pictures attached to a message (thumbnails, sent as ChatMessage.images, kept in the
conversation; a model without vision says so plainly through the real server)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QTextCursor
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import FailureKind
from desktop.core.chat.store_records import StoredMessage
from desktop.core.chat.turns import CallStarted, TurnFailed
from desktop.gui.chat.code_blocks import (
    CODE_BACKGROUND,
    KEYWORD_COLOR,
    fenced_code_blocks,
    is_code_block,
)
from desktop.gui.chat.message_text import PROGRESSIVE_RENDER_CHARS
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import ANSWER_TIMEOUT_MS, LOAD_TIMEOUT_MS

TIMEOUT_MS = 10_000

PYTHON_CODE = (
    'def greet(name):\n    # say hello\n    return f"Hello, {name}!"\n\n\nprint(greet("you"))'
)
SHELL_CODE = "  pip install llamadesk  \n\tcd ~/models"
ANSWER = (
    "Here is a function:\n\n"
    f"```python\n{PYTHON_CODE}\n```\n\n"
    "And to install it:\n\n"
    f"~~~bash\n{SHELL_CODE}\n~~~\n\n"
    "That's all."
)


def _finished(qtbot: QtBot, content: str) -> MessageWidget:
    widget = MessageWidget(1, 0, "assistant")
    qtbot.addWidget(widget)
    widget.begin_streaming()
    widget.append_content(content)
    widget.finish_streaming(content, "", {})
    qtbot.waitUntil(lambda: not widget.is_rendering(), timeout=TIMEOUT_MS)
    return widget


def _clipboard_text() -> str:
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    return clipboard.text()


def test_each_copy_button_copies_exactly_its_code(qtbot: QtBot) -> None:
    widget = _finished(qtbot, ANSWER)
    assert [button.text() for button in widget.code_buttons] == ["Copy code 1/2", "Copy code 2/2"]
    assert widget.code_buttons_box.isVisibleTo(widget)
    assert all(button.accessibleName() for button in widget.code_buttons)

    qtbot.mouseClick(widget.code_buttons[0], Qt.MouseButton.LeftButton)
    assert _clipboard_text() == PYTHON_CODE
    # The button says that it copied, for a moment.
    assert widget.code_buttons[0].text() == "Copied"
    qtbot.mouseClick(widget.code_buttons[1], Qt.MouseButton.LeftButton)
    assert _clipboard_text() == SHELL_CODE
    qtbot.waitUntil(lambda: widget.code_buttons[0].text() == "Copy code 1/2", timeout=5_000)


def test_the_message_copy_button_copies_the_whole_answer(qtbot: QtBot) -> None:
    widget = _finished(qtbot, ANSWER)
    qtbot.mouseClick(widget.copy_button, Qt.MouseButton.LeftButton)
    assert _clipboard_text() == ANSWER


def test_code_blocks_are_tinted_and_keywords_coloured(qtbot: QtBot) -> None:
    widget = _finished(qtbot, ANSWER)
    document = widget.body.document()
    block = document.begin()
    code_blocks = []
    while block.isValid():
        if is_code_block(block):
            code_blocks.append(block)
        block = block.next()
    assert code_blocks, "no code block rendered"
    assert all(block.blockFormat().background().color() == CODE_BACKGROUND for block in code_blocks)
    first = code_blocks[0]
    assert first.text().startswith("def ")
    # "def" is a Python keyword: its first character carries the keyword colour,
    # the name after it does not.
    cursor = QTextCursor(document)
    cursor.setPosition(first.position() + 1)
    assert cursor.charFormat().foreground().color() == QColor(KEYWORD_COLOR)
    cursor.setPosition(first.position() + len("def g"))
    assert cursor.charFormat().foreground().color() != QColor(KEYWORD_COLOR)
    # Prose is left alone.
    assert not is_code_block(document.begin())


def test_no_copy_button_without_code(qtbot: QtBot) -> None:
    widget = _finished(qtbot, "Just **words**, and `inline code` that is not a block.")
    assert widget.code_buttons == []
    assert not widget.code_buttons_box.isVisibleTo(widget)


def test_single_block_in_a_long_progressive_answer(qtbot: QtBot) -> None:
    code = "for i in range(3):\n    print(i)"
    prose = "\n\n".join(f"Paragraph {n} says something useful." for n in range(400))
    content = f"{prose}\n\n```py\n{code}\n```\n"
    assert len(content) > PROGRESSIVE_RENDER_CHARS
    widget = _finished(qtbot, content)
    assert [button.text() for button in widget.code_buttons] == ["Copy code"]
    widget.code_buttons[0].click()
    assert _clipboard_text() == code
    # Streaming again clears the buttons until the new answer is complete.
    widget.begin_streaming()
    assert widget.code_buttons == []


def test_fenced_code_blocks_read_as_commonmark() -> None:
    text = (
        "1. Run:\n   ```sh\n   make\n     indented\n   ```\n````\n```not a close\n````\n```\nopen"
    )
    blocks = fenced_code_blocks(text)
    assert [(block.language, block.code) for block in blocks] == [
        ("sh", "make\n  indented"),
        ("", "```not a close"),
        ("", "open"),
    ]


def _png(path: Path, color: str) -> Path:
    image = QImage(300, 200, QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    assert image.save(str(path))
    return path


def test_attach_button_off_without_vision_and_thumbnails_removable(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.show_page("Chat")
    chat = window.chat_view
    assert not chat.attach_button.isEnabled()
    assert "can't read pictures" in chat.attach_button.toolTip()
    assert chat.attach_button.accessibleName() == "Attach image"

    red, blue = _png(tmp_path / "red.png", "red"), _png(tmp_path / "blue.png", "blue")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *args: ([str(red), str(blue)], ""))
    chat.choose_images()
    chips = chat.attachments.chips()
    assert [chip.path for chip in chips] == [red, blue]
    qtbot.waitUntil(lambda: all(chip.has_thumbnail() for chip in chips), timeout=TIMEOUT_MS)
    pixmap = chips[0].thumbnail.pixmap()
    assert max(pixmap.width(), pixmap.height()) <= 64

    qtbot.mouseClick(chips[0].remove_button, Qt.MouseButton.LeftButton)
    assert chat.attachments.paths() == [blue]


@pytest.mark.server
def test_picture_sent_to_a_model_without_vision(
    qtbot: QtBot,
    runtime_env: Path,
    starter_model_path: Path,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from desktop.core.models.load_choice import LoadRequest

    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        controller.load(LoadRequest(starter_model_path, context=512, threads=2))
    window.show_page("Chat")
    chat = window.chat_view
    assert not chat.attach_button.isEnabled()  # the starter model has no projector
    chat.attach_button.setEnabled(True)  # as if it had, to reach the server's refusal

    picture = _png(tmp_path / "cat.png", "orange")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *args: ([str(picture)], ""))
    qtbot.mouseClick(chat.attach_button, Qt.MouseButton.LeftButton)
    assert chat.attachments.paths() == [picture]

    sent: list[CallStarted] = []
    controller.call_started.connect(sent.append)
    chat.input.setPlainText("What is in this picture?")
    with qtbot.waitSignal(controller.reply_failed, timeout=ANSWER_TIMEOUT_MS) as failed:
        qtbot.mouseClick(chat.send_button, Qt.MouseButton.LeftButton)

    user_turn = sent[0].messages[-1]
    assert user_turn.role == "user" and user_turn.images == (picture,)
    assert user_turn.content == "What is in this picture?"
    assert chat.attachments.paths() == []

    problem = failed.args[0]
    assert isinstance(problem, TurnFailed)
    assert problem.message.startswith("This model can't read pictures.")
    assert problem.kind is FailureKind.UNSUPPORTED_INPUT
    user, answer = chat.message_widgets()
    assert answer.error_label.text() == problem.message
    assert answer.retry_button.isVisibleTo(answer)
    assert "cat.png" in user.images_label.text()

    conversation_id = chat.conversation_id
    assert conversation_id is not None
    stored: list[list[StoredMessage]] = []
    window.services.conversations.submit(
        lambda store: ConversationStore.messages(store, conversation_id), stored.append
    )
    qtbot.waitUntil(lambda: bool(stored), timeout=TIMEOUT_MS)
    assert stored[0][0].role == "user" and stored[0][0].images == [str(picture)]
