"""The Library page: the real starter model and a damaged file, searched, sorted,
filtered, deleted, added by drop, and handed to the Load page."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QDropEvent
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox, QPushButton, QTableView
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.library import LibraryRoot, scan_library
from desktop.core.models.ollama_models import MODEL_LAYER, OLLAMA_MODELS_ENV
from desktop.core.settings import SettingsStore
from desktop.gui.library.library_model import LOADED_MARK, SORT_ROLE, Column
from desktop.gui.library.library_view import LibraryView
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.model_words import entry_problem_text
from desktop.gui.widgets.plan_words import verdict_text
from tests.gui.conftest import LOAD_TIMEOUT_MS
from tests.support.ollama_folder import add_blob, add_manifest
from tests.support.tiny_models import write_tiny_model

SCAN_TIMEOUT_MS = 60_000


@pytest.fixture
def damaged_file() -> Path:
    """A .gguf in the app's models folder that is not a model at all."""
    folder = paths.models_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "broken-download.gguf"
    path.write_bytes(b"<html>Not found</html>" * 10)
    return path


@pytest.fixture
def library(
    window: MainWindow, qtbot: QtBot, damaged_file: Path, starter_model_path: Path
) -> LibraryView:
    """The Library page once it lists the starter model and the damaged file."""
    view = window.library_view
    view.refresh()
    wanted = {starter_model_path, damaged_file}
    qtbot.waitUntil(lambda: wanted <= set(shown_paths(view)), timeout=SCAN_TIMEOUT_MS)
    return view


def shown_paths(view: LibraryView) -> list[Path]:
    """Paths of the rows shown, top to bottom."""
    proxy = view.proxy
    return [
        proxy.index(row, 0).data(Qt.ItemDataRole.UserRole).path for row in range(proxy.rowCount())
    ]


def shown_text(view: LibraryView, path: Path, column: Column) -> str:
    proxy = view.proxy
    row = shown_paths(view).index(path)
    text = proxy.index(row, column).data(Qt.ItemDataRole.DisplayRole)
    assert isinstance(text, str)
    return text


def test_models_pass_qt_model_tester(library: LibraryView, qtmodeltester: ModelTester) -> None:
    assert library.model.rowCount() >= 2
    qtmodeltester.check(library.model)
    qtmodeltester.check(library.proxy)


def test_lists_starter_model_and_damaged_file(
    library: LibraryView, starter_model_path: Path, damaged_file: Path
) -> None:
    starter = starter_model_path
    assert shown_text(library, starter, Column.NAME).endswith("(starter model: a tiny demo)")
    assert shown_text(library, starter, Column.ARCHITECTURE) == "llama"
    assert shown_text(library, starter, Column.QUANTISATION) == "Q4_1"
    assert shown_text(library, starter, Column.PARAMETERS) == "135M"
    assert shown_text(library, starter, Column.CONTEXT) == "8,192"
    verdict, need = shown_text(library, starter, Column.FIT).split(" · ")
    assert verdict in {verdict_text(verdict) for verdict in Verdict}
    assert need.startswith("needs about ")

    [scanned] = scan_library([LibraryRoot(damaged_file.parent, "app")], include_starter=False)
    assert scanned.error
    # Worded by the window from the error's kind (the core's English is for the log).
    said = entry_problem_text(scanned)
    assert said == (
        f"{damaged_file.name} is not a model but a web page or error message (the "
        "download failed?). Download it again."
    )
    assert shown_text(library, damaged_file, Column.FIT) == f"Damaged: {said}"
    row = shown_paths(library).index(damaged_file)
    tooltip = library.proxy.index(row, Column.NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert said in tooltip

    assert library.select_path(damaged_file)
    assert said in library.problem_label.text()
    assert library.load_button.isEnabled() is False
    assert library.delete_button.isEnabled() is True
    assert library.select_path(starter)
    assert library.problem_label.text() == ""
    assert library.load_button.isEnabled() is True
    assert library.delete_button.isEnabled() is False  # the starter model stays


def test_search_and_filter(
    library: LibraryView, qtbot: QtBot, starter_model_path: Path, damaged_file: Path
) -> None:
    qtbot.keyClicks(library.search_box, "q4_1")  # quantisation
    assert shown_paths(library) == [starter_model_path]
    library.search_box.clear()
    qtbot.keyClicks(library.search_box, "BROKEN")  # name, any case
    assert shown_paths(library) == [damaged_file]
    library.search_box.clear()
    qtbot.keyClicks(library.search_box, "no model is called this")
    assert shown_paths(library) == []
    library.search_box.clear()
    assert set(shown_paths(library)) >= {starter_model_path, damaged_file}

    library.filter_combo.setCurrentIndex(library.filter_combo.findText("Damaged files"))
    assert shown_paths(library) == [damaged_file]
    library.filter_combo.setCurrentIndex(library.filter_combo.findText("Can see images"))
    assert shown_paths(library) == []


def test_a_models_version_is_named_as_discover_names_it_and_explained(
    library: LibraryView,
) -> None:
    # Issue 26 (plain words first): "Quantisation" headed a column of the first page;
    # Discover calls Q4_K_M a version. The header's tooltip says what the name means.
    model = library.table.model()
    horizontal = Qt.Orientation.Horizontal
    headers = [model.headerData(column, horizontal) for column in range(model.columnCount())]
    assert "Version" in headers and "Quantisation" not in headers
    tooltip = model.headerData(headers.index("Version"), horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "Q4_K_M" in tooltip and "memory" in tooltip
    assert library.search_box.placeholderText() == "Search by name or version"


def test_clicking_size_header_sorts_by_bytes(library: LibraryView, qtbot: QtBot) -> None:
    header = library.table.horizontalHeader()
    position = QPoint(header.sectionViewportPosition(Column.SIZE) + 5, header.height() // 2)

    def sizes() -> list[int]:
        proxy = library.proxy
        return [proxy.index(row, Column.SIZE).data(SORT_ROLE) for row in range(proxy.rowCount())]

    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=position)
    assert header.sortIndicatorSection() == Column.SIZE
    first = sizes()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=position)
    second = sizes()
    assert len(first) >= 2
    assert first != second
    for ordered in (first, second):
        assert ordered in (sorted(ordered), sorted(ordered, reverse=True))


def test_delete_asks_first_then_removes_the_file(
    library: LibraryView, qtbot: QtBot, damaged_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    questions: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        questions.append(str(args[2]))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", answer)
    assert library.select_path(damaged_file)
    qtbot.mouseClick(library.delete_button, Qt.MouseButton.LeftButton)
    assert damaged_file.exists()  # "No" deletes nothing
    assert answers == [QMessageBox.StandardButton.Yes]

    qtbot.mouseClick(library.delete_button, Qt.MouseButton.LeftButton)
    assert len(questions) == 2
    assert "broken-download" in questions[1]
    qtbot.waitUntil(
        lambda: not damaged_file.exists() and damaged_file not in shown_paths(library),
        timeout=SCAN_TIMEOUT_MS,
    )


def test_dropping_a_model_file_adds_its_folder(
    library: LibraryView, qtbot: QtBot, tmp_path: Path
) -> None:
    model = write_tiny_model("llama", tmp_path / "elsewhere" / "tiny-dropped.gguf")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(model))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    library.dropEvent(event)
    assert event.isAccepted()
    folder = str(model.parent.absolute())
    assert library._services.settings.model_folders == [folder]
    qtbot.waitUntil(lambda: model in shown_paths(library), timeout=SCAN_TIMEOUT_MS)
    assert shown_text(library, model, Column.NAME) == "tiny-dropped"
    qtbot.waitUntil(
        lambda: SettingsStore().load().model_folders == [folder], timeout=SCAN_TIMEOUT_MS
    )


def test_dropping_something_else_adds_nothing(library: LibraryView, tmp_path: Path) -> None:
    text_file = tmp_path / "notes.txt"
    text_file.write_text("not a model")
    assert library.add_paths([text_file]) == []
    assert library._services.settings.model_folders == []
    assert "notes.txt" in library.status_label.text()


def test_show_in_folder_opens_the_models_folder(
    library: LibraryView, qtbot: QtBot, damaged_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    assert library.select_path(damaged_file)
    qtbot.mouseClick(library.show_button, Qt.MouseButton.LeftButton)
    assert [url.toLocalFile() for url in opened] == [str(damaged_file.parent)]


def test_every_control_has_an_accessible_name(library: LibraryView) -> None:
    controls = [
        *library.findChildren(QPushButton),
        *library.findChildren(QLineEdit),
        *library.findChildren(QComboBox),
        *library.findChildren(QTableView),
    ]
    assert len(controls) >= 9
    unnamed = [control for control in controls if not control.accessibleName()]
    assert unnamed == []


def test_the_library_starts_sorted_a_to_z(
    library: LibraryView, starter_model_path: Path, damaged_file: Path
) -> None:
    names = [
        library.proxy.index(row, Column.NAME).data(SORT_ROLE)
        for row in range(library.proxy.rowCount())
    ]
    assert len(names) >= 2 and names == sorted(names)
    # "broken-download" before "SmolLM2…": Z to A put the starter model first.
    assert shown_paths(library)[0] == damaged_file
    header = library.table.horizontalHeader()
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder


def test_ollama_models_are_listed_by_their_ollama_name_not_deletable_and_load(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    runtime_env: Path,
) -> None:  # fmt: skip
    folder = tmp_path / "ollama"
    blob = add_blob(folder, write_tiny_model("llama", tmp_path / "made" / "m.gguf"))
    add_manifest(folder, "llama3.2:3b", {MODEL_LAYER: blob})
    monkeypatch.setenv(OLLAMA_MODELS_ENV, str(folder))
    library = window.library_view
    library.refresh()
    blob_path = folder / "blobs" / blob.replace(":", "-")
    qtbot.waitUntil(lambda: blob_path in shown_paths(library), timeout=SCAN_TIMEOUT_MS)

    assert shown_text(library, blob_path, Column.NAME) == "llama3.2:3b (from Ollama)"
    assert library.select_path(blob_path)
    assert library.load_button.isEnabled() and not library.delete_button.isEnabled()

    # Loaded from Ollama's own file by the real server, and called by its Ollama name.
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS) as loaded:
        qtbot.mouseClick(library.load_button, Qt.MouseButton.LeftButton)
    assert loaded.args[0].model_path == blob_path
    assert loaded.args[0].display_name == "llama3.2:3b"
    assert "llama3.2:3b" in window.status.model_label.text()


def test_the_loaded_model_is_marked_loaded(
    window: MainWindow, library: LibraryView, qtbot: QtBot, runtime_env: Path,
    starter_model_path: Path,
) -> None:  # fmt: skip
    starter = starter_model_path
    assert not shown_text(library, starter, Column.NAME).endswith(LOADED_MARK)
    controller = window.services.controller
    with qtbot.waitSignal(controller.model_loaded, timeout=LOAD_TIMEOUT_MS):
        window.services.loads.load_file(starter)

    assert shown_text(library, starter, Column.NAME).endswith(LOADED_MARK)
    row = shown_paths(library).index(starter)
    font = library.proxy.index(row, Column.NAME).data(Qt.ItemDataRole.FontRole)
    assert font is not None and font.bold()
    with qtbot.waitSignal(controller.model_unloaded, timeout=LOAD_TIMEOUT_MS):
        controller.unload()
    assert not shown_text(library, starter, Column.NAME).endswith(LOADED_MARK)


@pytest.mark.parametrize("size", [(1024, 600), (1200, 780)])
def test_the_name_shows_whole_on_every_window_width(
    library: LibraryView, window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    """At 1,200 px the name was the column cut short ("SmolLM2-135M-..."): now the least
    needed columns make room, and the rows' tooltips still say what those showed. (At
    1920 px every column shows: tests/gui/test_layout_x11.py, on a real X screen.)"""
    window.show_page("Library")
    window.resize(*size)
    table = library.table
    header = table.horizontalHeader()
    qtbot.waitUntil(lambda: table.viewport().width() <= size[0])

    def name_whole() -> bool:
        return header.sectionSize(Column.NAME) >= table.sizeHintForColumn(Column.NAME)

    qtbot.waitUntil(name_whole)
    assert table.horizontalScrollBar().maximum() == 0  # nothing off to the side
    shown = [column for column in Column if not header.isSectionHidden(column)]
    assert Column.NAME in shown and Column.FIT in shown and Column.SIZE in shown
    starter_row = next(
        index
        for index in range(library.proxy.rowCount())
        if "SmolLM2" in library.proxy.index(index, Column.NAME).data()
    )
    starter_tip = library.proxy.index(starter_row, Column.NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert "llama · 135M · Q4_1" in starter_tip


def test_voice_models_say_what_they_do_with_sound(
    window: MainWindow, qtbot: QtBot, voice: dict[str, Path]
) -> None:
    """A speech model reads text aloud (with its languages; its projector makes sound,
    it sees nothing), a listening model hears speech; told from their headers."""
    window.services.settings.model_folders = [str(voice["speech"].parent)]
    view = window.library_view
    view.refresh()
    wanted = {voice["speech"], voice["listening"]}
    qtbot.waitUntil(lambda: wanted <= set(shown_paths(view)), timeout=SCAN_TIMEOUT_MS)
    assert shown_text(view, voice["speech"], Column.CAPABILITIES) == (
        "read text aloud (10 languages)")
    assert shown_text(view, voice["listening"], Column.CAPABILITIES).endswith("hear speech")
    assert "see images" not in shown_text(view, voice["listening"], Column.CAPABILITIES)
