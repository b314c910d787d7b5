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
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QListWidget, QTableView, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.crash_reports import CrashReport
from desktop.core.hub.download_progress import Progress
from desktop.core.hub.download_queue import JobState
from desktop.core.models.memory import CACHE_TYPES
from desktop.gui.chat.tool_card import ToolCallState, ToolStatus
from desktop.gui.chat.tool_cards import cards_of
from desktop.gui.settings.settings_voice import NATIVE_NAMES
from desktop.gui.shell import language
from desktop.gui.shell.crash_notice import crash_notice
from desktop.gui.shell.log_dialog import ServerLogDialog
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import THEME_NAMES
from desktop.gui.widgets.starter_note import STARTER_NOTE, STARTER_SUFFIX
from tests.gui.chat_helpers import ask_and_wait, last_message, load_starter
from tests.gui.conftest import ANSWER_TIMEOUT_MS, close_window, open_window
from tests.gui.documents_helpers import index_folder, open_panel
from tests.support.fake_hub import FakeHub
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
WRAPPED: tuple[str, ...] = ("chat", "widgets", "shell")
# Wrapped by the second helper: Load, Library, Discover, Settings and the bridge to the core.
WRAPPED_PAGES: tuple[str, ...] = ("load", "library", "discover", "settings", "bridge")
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

    def look_tables(self, *roots: QWidget) -> None:
        """The headers and cells of the tables shown under ``roots`` (item models: the
        widgets' own texts do not hold them)."""
        QApplication.processEvents()
        for root in roots:
            for table in root.findChildren(QTableView):
                if not table.isVisibleTo(root) or (model := table.model()) is None:
                    continue
                for column in range(model.columnCount()):
                    for role, kind in HEADER_ROLES:
                        self._add(
                            table, kind, model.headerData(column, Qt.Orientation.Horizontal, role)
                        )
                    for row in range(model.rowCount()):
                        self._add(table, "cell", model.index(row, column).data())

    def look_lists(self, *roots: QWidget) -> None:
        """The rows of the plain lists shown under ``roots`` and their tooltips."""
        QApplication.processEvents()
        for root in roots:
            for entries in root.findChildren(QListWidget):
                if entries.isVisibleTo(root):
                    for row in range(entries.count()):
                        item = entries.item(row)
                        self._add(entries, "row", item.text())
                        self._add(entries, "row tooltip", item.toolTip())

    def _add(self, table: QWidget, kind: str, text: object) -> None:
        if isinstance(text, str) and text.strip():
            folder, owner = self.owners.folder_of(text, table)
            self.seen.append(ShownText(folder, owner, kind, text))

    def assert_clean(self, wrapped: tuple[str, ...], at_least: int) -> None:
        """Fail on the ``wrapped`` folders' leftovers; list the other folders' (pytest -s).
        ``at_least``: texts the walk must have seen (the pages, not an empty window)."""
        others = tuple(folder for folder in FOLDERS if folder not in wrapped)
        report = self.leftovers(others)
        print(f"Not yet translatable in {', '.join(others)} ({len(report)}):", *report, sep="\n  ")
        leftovers = self.leftovers(wrapped)
        assert len(self.seen) > at_least
        assert leftovers == [], "\n".join(leftovers)


def walk_chat(qtbot: QtBot, window: MainWindow, starter: Path) -> Walk:
    walk = Walk()
    window.resize(1024, 600)
    window.show_page("Chat")
    chat = window.chat_view
    walk.look(window)  # no model yet: the welcome, the banner, the header, the status bar

    model = load_starter(qtbot, window, starter)
    walk.allowed += [model.display_name, model.model_path.name, model.model_path.stem]
    window.show_page("Chat")
    # The tiny model now and then writes on for thousands of tokens: a short answer is
    # all the walk needs.
    chat.max_tokens.setValue(24)
    finished = ask_and_wait(qtbot, window, QUESTION)
    walk.allowed += [QUESTION, finished.text, chat.title_label.text()]
    walk.look(window)

    # Another version of the answer: the versions switch.
    answer = last_message(chat)
    qtbot.waitUntil(lambda: answer.regenerate_button.isEnabled(), timeout=ANSWER_TIMEOUT_MS)
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
    walk_chat(qtbot, pseudo_window, starter_model_path).assert_clean(WRAPPED, at_least=100)


REPO = "someone/Llama-GGUF"
HEADER_ROLES = (
    (Qt.ItemDataRole.DisplayRole, "header"),
    (Qt.ItemDataRole.ToolTipRole, "header tooltip"),
)


def walk_pages(qtbot: QtBot, window: MainWindow, starter: Path, hub: FakeHub) -> Walk:
    """Library, Discover (a search, a model's page), Load (a model picked, its plan and the
    advanced settings shown, then loaded) and every section of Settings, at 1024x600."""
    walk = Walk()
    window.resize(1024, 600)
    # Names: cache types, languages by their own names.
    walk.allowed += [*CACHE_TYPES, *language.LANGUAGE_NAMES.values()]
    # Names: the languages a voice speaks, each in itself.
    walk.allowed += list(NATIVE_NAMES.values())
    # Names: the months as QLocale writes them (the window's language's own).
    walk.allowed += [QLocale().monthName(month, QLocale.FormatType.ShortFormat)
                     for month in range(1, 13)]  # fmt: skip
    # The other helper's words shown on these pages (shell, widgets): the pages' names,
    # the themes, the starter note, a Copy button, a table's "Columns".
    walk.allowed += [f"{page} page" for page in ("Library", "Discover", "Load", "Settings")]
    walk.allowed += [*THEME_NAMES.values(), STARTER_NOTE, STARTER_SUFFIX, "Copy", "Columns"]
    walk.allowed += [starter.name, starter.stem]

    window.show_page("Library")
    library = window.library_view
    qtbot.waitUntil(lambda: library.model.rowCount() > 0, timeout=30_000)
    # Names in the models' details: architecture, size, quantisation.
    infos = [row.entry.info for row in library.model.rows() if row.entry.info is not None]
    walk.allowed += [info.architecture for info in infos]
    walk.allowed += [info.size_label or "" for info in infos]
    walk.allowed += [info.file_type or "" for info in infos]
    walk.look(window)
    walk.look_tables(window)

    window.show_page("Discover")
    walk.look(window)
    walk.look_tables(window)  # the starters, the downloads panel
    # A search and a model's page, from the Hub the tests serve.
    discover = window.discover_page.discover
    hub.add_repo(REPO, {"Llama-Q4_K_M.gguf": b"4", "Llama-Q8_0.gguf": b"8"}, downloads=1500,
                 likes=3, license="llama3.1")  # fmt: skip
    discover.search_box.setText("llama")
    discover.search_now()
    qtbot.waitUntil(lambda: discover.model.rowCount() == 1, timeout=30_000)
    walk.look(window)
    walk.look_tables(window)
    discover.open_repo(REPO)
    qtbot.waitUntil(lambda: discover.repo_page.details is not None, timeout=30_000)
    walk.allowed += [REPO, "llama3.1", "Q4_K_M", "Q8_0"]
    walk.look(window)
    walk.look_tables(window)
    # A download, finished: its row under Downloads.
    downloads = window.discover_page.downloads
    qtbot.mouseClick(discover.repo_page.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(downloads.rows), timeout=30_000)
    qtbot.waitUntil(lambda: all(row.load_button.isVisible() for row in downloads.rows.values()),
                    timeout=30_000)  # fmt: skip
    walk.allowed += ["Llama-Q4_K_M", "Llama-Q8_0", "Llama-GGUF"]  # file names and stems
    walk.look(window)
    walk.look_tables(window)
    # The row in every other state a download goes through (its words, its buttons).
    row = next(iter(downloads.rows.values()))
    finished = row.job
    moving = Progress("Llama-Q8_0.gguf", 1, 2, 1.0, 5.0)
    for state in JobState:
        row.show_job(replace(finished, state=state, bytes_done=1, total=2),
                     moving if state == JobState.DOWNLOADING else None)  # fmt: skip
        walk.look(downloads)
    row.show_job(finished, None)

    window.show_page("Load")
    load = window.load_view
    load.choose_model_file(starter)
    qtbot.waitUntil(lambda: load.current_preview() is not None, timeout=60_000)
    preview = load.current_preview()
    assert preview is not None
    walk.allowed += [reason.text for reason in preview.plan.reasons]
    load.advanced_check.setChecked(True)
    walk.allowed += [load.model_combo.itemText(index) for index in range(load.model_combo.count())]
    walk.look(window)
    walk.look_tables(window)

    # The model loaded: where it runs, in the placement box.
    model = load_starter(qtbot, window, starter)
    walk.allowed += [model.display_name]
    window.show_page("Load")
    walk.look(window)
    walk.look_tables(window)

    window.show_page("Settings")  # every section is on the one scrolled page
    walk.look(window)
    walk.look_tables(window)
    return walk


def test_every_text_on_load_library_discover_and_settings_is_translatable(
    qtbot: QtBot,
    hub: FakeHub,
    pseudo_window: MainWindow,
    runtime_env: Path,
    starter_model_path: Path,
) -> None:
    walk = walk_pages(qtbot, pseudo_window, starter_model_path, hub)
    walk.assert_clean(WRAPPED_PAGES, at_least=200)


def test_every_text_of_the_documents_window_is_translatable(
    qtbot: QtBot,
    pseudo_window: MainWindow,
    runtime_env: Path,
    embedding_model_path: Path,
    folder: Path,
) -> None:
    """The chat's Documents window with a library read (the real embedding model): its
    buttons, the library's row (files and passages counted), the status line."""
    pseudo_window.services.settings.embedding_model = str(embedding_model_path)
    panel = open_panel(qtbot, pseudo_window)
    ended = index_folder(qtbot, panel, folder)
    walk = Walk()
    # The library's and the files' names; the damaged PDF's reason is the core's words
    # (documents' problems), listed for the later typed-kinds step.
    walk.allowed += [ended.name, str(folder), embedding_model_path.name]
    walk.allowed += [path.name for path in folder.iterdir()]
    assert ended.outcome is not None
    walk.allowed += [problem.message for problem in ended.outcome.problems]
    walk.look(panel)
    walk.look_lists(panel)
    walk.assert_clean(WRAPPED, at_least=20)
