"""Nothing on screen left out of translation: the window built in a pseudo language (every
word the code hands to Qt's machinery comes back as "⟦word⟧", tests/support/
pseudo_language.py) and walked as a person uses it; any text a person could see or a
screen reader would say without the brackets was never translatable.

Names, numbers, units, the model's and the user's own words are allowed (ALWAYS_ALLOWED
and each walk's own). The folders are wrapped by two helpers: the check asserts the
folders done (chat, widgets, shell) and reports the others' leftovers for the next step.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.crash_reports import CrashReport
from desktop.gui.chat.tool_card import ToolCallState, ToolStatus
from desktop.gui.chat.tool_cards import cards_of
from desktop.gui.shell import language
from desktop.gui.shell.crash_notice import crash_notice
from desktop.gui.shell.log_dialog import ServerLogDialog
from desktop.gui.shell.main_window import MainWindow
from tests.gui.chat_helpers import ask_and_wait, last_message, load_starter
from tests.gui.conftest import ANSWER_TIMEOUT_MS, close_window, open_window
from tests.support.pseudo_language import (
    Owners,
    ShownText,
    build_pseudo_catalog,
    install_pseudo,
    shown_texts,
    untranslated,
)

# The folders whose words are all wrapped so far: their leftovers fail the test; the
# others' are listed in its output (pytest -s) for the next step.
WRAPPED: tuple[str, ...] = ()
FOLDERS = ("chat", "widgets", "shell", "load", "library", "discover", "settings", "bridge")
# Names that stay as they are in every language.
ALWAYS_ALLOWED = ("LlamaDesk", "llama.cpp", "llama-server", "Markdown", "JSON", "Hugging Face",
                  "SmolLM2", "GGUF", "Vulkan", "CUDA", "Metal", "CPU", "GPU", "MCP", "URL",
                  "API")  # fmt: skip
QUESTION = "What is the capital of France?"


@pytest.fixture
def pseudo_window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window built with the pseudo language loaded (words are read once, when a
    page is built); the app back in English afterwards."""
    translator = install_pseudo(qapp, build_pseudo_catalog(tmp_path))
    window = open_window(qtbot)
    try:
        yield window
    finally:
        close_window(qtbot, window)
        qapp.removeTranslator(translator)
        language.install_language(qapp, language.ENGLISH)


class Walk:
    """What the walk saw, page by page and dialog by dialog."""

    def __init__(self) -> None:
        self.owners = Owners()
        self.seen: list[ShownText] = []
        self.allowed: list[str] = list(ALWAYS_ALLOWED)

    def look(self, *roots: QWidget) -> None:
        QApplication.processEvents()
        self.seen += shown_texts(roots, self.owners)

    def leftovers(self, folders: tuple[str, ...]) -> list[str]:
        return [str(shown) for shown in untranslated(self.seen, self.allowed)
                if shown.folder in folders]  # fmt: skip


def walk_chat(qtbot: QtBot, window: MainWindow, starter: Path) -> Walk:
    walk = Walk()
    window.resize(1024, 600)
    window.show_page("Chat")
    chat = window.chat_view
    walk.look(window)  # no model yet: the welcome, the banner, the header, the status bar

    model = load_starter(qtbot, window, starter)
    walk.allowed += [model.display_name, model.model_path.name, model.model_path.stem]
    window.show_page("Chat")
    finished = ask_and_wait(qtbot, window, QUESTION)
    walk.allowed += [QUESTION, finished.text, chat.title_label.text()]
    walk.look(window)

    # Another version of the answer: the versions switch.
    answer = last_message(chat)
    qtbot.mouseClick(answer.regenerate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: last_message(chat).versions.isVisible(),
                    timeout=ANSWER_TIMEOUT_MS)  # fmt: skip
    qtbot.waitUntil(lambda: not window.services.controller.generating, timeout=ANSWER_TIMEOUT_MS)
    walk.allowed += [last_message(chat).text()]
    walk.look(window)

    # Tool cards: waiting for approval, done, failed.
    cards = cards_of(last_message(chat))
    assert cards is not None
    cards.show_call(ToolCallState("a", "shell", '{"command": "ls"}', ToolStatus.WAITING))
    cards.show_call(ToolCallState("b", "python", '{"code": "1"}', ToolStatus.DONE, "1", None, 0.2))
    cards.show_call(ToolCallState("c", "python", "{", ToolStatus.FAILED, "", None, 0.0))
    walk.allowed += ["shell", "python", "ls", "command", "code"]
    walk.look(window)

    # Shell dialogs: the keyboard shortcuts, the server log, the crash notice.
    window.show_shortcuts()
    log = ServerLogDialog(window.services.controller, window)
    notice = crash_notice(window, CrashReport(Path("crash.txt"), "report"))
    walk.look(*(dialog for dialog in window.findChildren(QWidget) if dialog.isWindow()))
    log.close()
    notice.close()
    return walk


def test_every_text_on_the_chat_page_and_the_shell_is_translatable(
    qtbot: QtBot, pseudo_window: MainWindow, runtime_env: Path, starter_model_path: Path
) -> None:
    walk = walk_chat(qtbot, pseudo_window, starter_model_path)
    others = tuple(folder for folder in FOLDERS if folder not in WRAPPED)
    report = walk.leftovers(others)
    print(f"Not yet translatable in {', '.join(others)} ({len(report)}):", *report, sep="\n  ")
    leftovers = walk.leftovers(WRAPPED)
    assert len(walk.seen) > 100  # the walk saw the pages, not an empty window
    assert leftovers == [], "\n".join(leftovers)
