"""The chat's Documents button and the small window it opens: the document libraries
(made from a folder or files, each with its files and state), which of them the open
chat answers from, indexing progress, and the embedding model that reads them.

The window only shows and asks: the libraries are made, indexed and removed on the
documents thread (``bridge.documents_calls``); which libraries a chat uses is kept by
``ChatDocuments``; the core searches them for each question.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.gui.bridge.documents_calls import DocumentsCalls, IndexEnded
from desktop.gui.widgets.documents_words import documents_error_text
from desktop.gui.widgets.file_drop import FileDropTarget
from desktop.gui.widgets.form_controls import action_button, buddy_label, choice_box, show_choice
from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP
from desktop.gui.widgets.yes_no_question import confirmed

if TYPE_CHECKING:
    from desktop.core.documents.indexing import IndexProgress
    from desktop.core.host.documents_host import LibrarySummary
    from desktop.core.settings import Settings

INTRO = QT_TRANSLATE_NOOP(
    "DocumentsPanel",
    "Tick the libraries this chat answers from: each question is searched in them "
    "first, and the answer lists the passages it was given under \u201cSources\u201d.",
)
NO_LIBRARIES = QT_TRANSLATE_NOOP(
    "DocumentsPanel", "No libraries yet: add a folder or files to make one."
)
DOCUMENT_FILTER = QT_TRANSLATE_NOOP(
    "DocumentsPanel",
    "Documents (*.pdf *.docx *.txt *.md *.markdown *.html *.htm *.rst *.csv *.json);;All files (*)",
)
# The most of a library's name the header's button shows (a long one would widen it).
_SHORT_NAME = 18
# Unreadable files named in the message after an index; the rest counted.
_PROBLEMS_NAMED = 5


class DocumentsCounts(QObject):
    """The Documents window's words with a count in them. pyside6-lupdate reads plural
    forms from tr() alone, hence methods here. One is said on its own ("1 file") and
    every other count through Qt's plural forms ("%n files"), so English reads right
    without a catalog of its own."""

    def files(self, count: int) -> str:
        return self.tr("1 file") if count == 1 else self.tr("%Ln files", "", count)

    def passages(self, count: int) -> str:
        return self.tr("1 passage") if count == 1 else self.tr("%Ln passages", "", count)

    def new_passages(self, count: int) -> str:
        return self.tr("1 new passage") if count == 1 else self.tr("%Ln new passages", "", count)

    def of_files(self, done: int, total: int) -> str:
        if total == 1:
            return self.tr("{done} of 1 file").format(done=done)
        return self.tr("{done} of %Ln files", "", total).format(done=done)

    def could_not_read(self, count: int) -> str:
        if count == 1:
            return self.tr("1 could not be read")
        return self.tr("%Ln could not be read", "", count)

    def more_unread(self, count: int) -> str:
        if count == 1:
            return self.tr("…and 1 more file could not be read.")
        return self.tr("…and %Ln more files could not be read.", "", count)


def progress_text(step: IndexProgress) -> str:
    """ "Reading 3 of 12 files… (notes.pdf)" """
    counts = DocumentsCounts()
    total = step.files_total
    if step.current is None:
        return QCoreApplication.translate("DocumentsPanel", "Read {files}…").format(
            files=counts.of_files(step.files_done, total)
        )
    reading = min(step.files_done + 1, total)
    return QCoreApplication.translate("DocumentsPanel", "Reading {files}… ({name})").format(
        files=counts.of_files(reading, total), name=step.current.name
    )


def state_text(library: LibrarySummary, progress: str | None) -> str:
    """How a library stands, after its name in the list."""
    if progress is not None:
        return progress
    if not library.indexed and library.files == 0:
        return QCoreApplication.translate("DocumentsPanel", "not indexed yet")
    counts = DocumentsCounts()
    read = library.files - len(library.problems)
    files, passages = counts.files(read), counts.passages(library.passages)
    if library.problems:
        return QCoreApplication.translate("DocumentsPanel", "{files}, {passages}, {unread}").format(
            files=files, passages=passages, unread=counts.could_not_read(len(library.problems))
        )
    return QCoreApplication.translate("DocumentsPanel", "{files}, {passages}").format(
        files=files, passages=passages
    )


def ended_text(ended: IndexEnded) -> str:
    """What an index did, for the panel's status line (several lines when files could
    not be read: each named, with why)."""
    outcome = ended.outcome
    if outcome is None:
        return QCoreApplication.translate(
            "DocumentsPanel", "“{name}” could not be indexed: {problem}"
        ).format(name=ended.name, problem=ended.problem)
    if outcome.cancelled:
        return QCoreApplication.translate(
            "DocumentsPanel",
            "Indexing “{name}” stopped. What was read is kept; Update goes on from there.",
        ).format(name=ended.name)
    counts = DocumentsCounts()
    read = outcome.added + outcome.updated + outcome.unchanged
    lines = [
        QCoreApplication.translate(
            "DocumentsPanel", "“{name}” is ready: {files} read, {passages}."
        ).format(
            name=ended.name,
            files=counts.of_files(read, outcome.files_total),
            passages=counts.new_passages(outcome.passages_written),
        )
    ]
    problems = outcome.problems
    # Each file's reason in the window's words, from its kind (the core's sentence for
    # one made without).
    lines += [
        problem.message if problem.error is None else documents_error_text(problem.error)
        for problem in problems[:_PROBLEMS_NAMED]
    ]
    if len(problems) > _PROBLEMS_NAMED:
        lines.append(counts.more_unread(len(problems) - _PROBLEMS_NAMED))
    lines += [
        QCoreApplication.translate(
            "DocumentsPanel",
            "{source} could not be reached; its files are kept as they were indexed.",
        ).format(source=source)
        for source in outcome.unreachable_sources
    ]
    return "\n".join(lines)


def model_text(settings: Settings) -> str:
    if settings.embedding_model:
        return QCoreApplication.translate("DocumentsPanel", "Embedding model: {name}").format(
            name=Path(settings.embedding_model).name
        )
    return QCoreApplication.translate(
        "DocumentsPanel", "Embedding model: the first one in your model folders"
    )


class DocumentsButton(QPushButton):
    """The chat header's Documents button: says how many libraries the chat uses."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Documents for this chat"))
        self.show_chosen(())

    def show_chosen(self, names: Sequence[str]) -> None:
        if not names:
            self.setText(self.tr("Documents"))
            self.setToolTip(
                self.tr("Let this chat answer from your files: PDFs, Word, text, web pages.")
            )
        elif len(names) == 1:
            name = names[0] if len(names[0]) <= _SHORT_NAME else names[0][:_SHORT_NAME] + "\u2026"
            self.setText(self.tr("Documents: {name}").format(name=name))
            self.setToolTip(
                self.tr("This chat answers from the library “{name}”.").format(name=names[0])
            )
        else:
            self.setText(self.tr("Documents ({count})").format(count=len(names)))
            self.setToolTip(
                self.tr("This chat answers from {names}.").format(names=", ".join(names))
            )


class DocumentsPanel(FileDropTarget, QDialog):
    """The libraries and the open chat's choice among them."""

    chosen_changed = Signal(object)  # tuple[str, ...]: the libraries the chat uses now
    model_chosen = Signal(object)  # Path: the embedding model file picked
    reranker_chosen = Signal(object)  # Path | None: the reranking model, or none
    library_removed = Signal(str)  # its name: no chat answers from it any more

    def __init__(
        self,
        documents: DocumentsCalls,
        settings: Settings,
        chosen: Callable[[], tuple[str, ...]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Documents"))
        self.setAccessibleName(self.tr("Documents"))
        self._documents = documents
        self._settings = settings
        self._chosen = chosen
        self._progress: dict[str, str] = {}
        self._filling = False

        self.heading = page_heading(self.tr("Documents for this chat"))
        self.intro = sentence_label(
            self.tr("About documents"), QCoreApplication.translate("DocumentsPanel", INTRO)
        )
        self.libraries = QListWidget()
        self.libraries.setAccessibleName(self.tr("Libraries"))
        self.libraries.itemChanged.connect(self._on_item_changed)
        self.libraries.currentRowChanged.connect(lambda _row: self._enable())
        self.empty_note = sentence_label(
            self.tr("No libraries"), QCoreApplication.translate("DocumentsPanel", NO_LIBRARIES)
        )
        self.add_folder_button = action_button(
            self.tr("Add folder\u2026"), self.tr("Make a library from a folder"), self.choose_folder
        )
        self.add_files_button = action_button(
            self.tr("Add files\u2026"), self.tr("Make a library from files"), self.choose_files
        )
        self.update_button = action_button(
            self.tr("Update"),
            self.tr("Read the library's new and changed files"),
            self._update_current,
        )
        self.stop_button = action_button(self.tr("Stop"), self.tr("Stop indexing"), documents.stop)
        self.remove_button = action_button(
            self.tr("Remove"), self.tr("Remove the library (your files stay)"), self._remove_current
        )
        self.status = sentence_label(self.tr("Indexing status"))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.hide()
        self.model_label = sentence_label(self.tr("Embedding model"), model_text(settings))
        self.model_button = action_button(
            self.tr("Embedding model\u2026"),
            self.tr("Choose the embedding model file"),
            self.choose_model,
        )
        self.model_button.setToolTip(
            self.tr(
                "The model that turns text into numbers for searching (a GGUF file). Another "
                "model means reading every library again."
            )
        )

        self.reranker_combo = choice_box(self.tr("Reranking model"), [(self.tr("None"), None)])
        self.reranker_label = buddy_label(self.tr("&Reranking model:"), self.reranker_combo)
        self.reranker_combo.setToolTip(
            self.tr(
                "A reranking model reads the question with each passage found and puts the "
                "best first (slower, often better). None: keyword and meaning search alone."
            )
        )
        self._show_rerankers([])
        self.reranker_combo.activated.connect(self._on_reranker_activated)
        documents.rerankers_listed.connect(self._show_rerankers)

        actions = QHBoxLayout()
        for button in (
            self.add_folder_button,
            self.add_files_button,
            self.update_button,
            self.stop_button,
            self.remove_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_label, 1)
        model_row.addWidget(self.model_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        for closing in close.buttons():
            closing.setAccessibleName(self.tr("Close the Documents window"))
        # Folders and files dropped anywhere on the window make a library, as in LM Studio.
        self.setAcceptDrops(True)
        layout = QVBoxLayout(self)
        for part in (self.heading, self.intro, self.libraries, self.empty_note):
            layout.addWidget(part)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addLayout(model_row)
        reranker_row = QHBoxLayout()
        reranker_row.addWidget(self.reranker_label)
        reranker_row.addWidget(self.reranker_combo, 1)
        layout.addLayout(reranker_row)
        layout.addWidget(close)
        self.resize(560, 420)

        documents.libraries_listed.connect(self._show_libraries)
        documents.index_started.connect(self._on_index_started)
        documents.index_progressed.connect(self._on_progress)
        documents.index_ended.connect(self._on_index_ended)
        documents.problem_met.connect(self._say)
        self._show_libraries(documents.libraries)
        if documents.away_note:
            self._say(documents.away_note)  # said while the window was closed
        documents.refresh()
        documents.list_rerankers(settings)

    # -- asked by the user ------------------------------------------------------------

    @Slot()
    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Make a library from a folder"))
        if folder:
            self.add([Path(folder)])

    @Slot()
    def choose_files(self) -> None:
        files, _filter = QFileDialog.getOpenFileNames(
            self,
            self.tr("Make a library from files"),
            "",
            QCoreApplication.translate("DocumentsPanel", DOCUMENT_FILTER),
        )
        if files:
            self.add([Path(file) for file in files])

    def add(self, sources: Sequence[Path]) -> None:
        """Make a library of ``sources`` and index it (also what the dialogs call)."""
        self._say(self.tr("Making the library\u2026"))
        self._documents.add(sources)

    def paths_dropped(self, paths: list[Path]) -> None:
        self.add(paths)

    @Slot()
    def choose_model(self) -> None:
        file, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose the embedding model"), "", self.tr("GGUF models (*.gguf)")
        )
        if file:
            self.model_chosen.emit(Path(file))
            self.model_label.setText(model_text(self._settings))

    @Slot(object)
    def _show_rerankers(self, models: list[Path]) -> None:
        """None first, then each reranking model by file name; the chosen one current."""
        combo = self.reranker_combo
        combo.clear()
        combo.addItem(self.tr("None"), None)
        for model in models:
            combo.addItem(model.stem, str(model))
        if self._settings.reranking_model:
            show_choice(combo, self._settings.reranking_model)

    @Slot(int)
    def _on_reranker_activated(self, index: int) -> None:
        chosen = self.reranker_combo.itemData(index)
        self.reranker_chosen.emit(Path(chosen) if chosen else None)

    def show_chat(self) -> None:
        """Another chat is open: tick its libraries."""
        self._show_libraries(self._documents.libraries)

    def current_name(self) -> str | None:
        item = self.libraries.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def state_of(self, name: str) -> str:
        """The state shown for library ``name`` (tests, screen readers)."""
        for row in range(self.libraries.count()):
            item = self.libraries.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                return item.text()
        return ""

    # -- shown -------------------------------------------------------------------------

    def _show_libraries(self, libraries: list[LibrarySummary]) -> None:
        chosen = set(self._chosen())
        current = self.current_name()
        self._filling = True
        self.libraries.clear()
        for library in libraries:
            item = QListWidgetItem(self._item_text(library))
            item.setData(Qt.ItemDataRole.UserRole, library.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if library.name in chosen else Qt.CheckState.Unchecked
            )
            # Where it reads from, and each file it could not read with why.
            item.setToolTip(
                "\n".join(
                    [
                        *(str(source) for source in library.sources),
                        *(why for _path, why in library.problems),
                    ]
                )
            )
            self.libraries.addItem(item)
            if library.name == current:
                self.libraries.setCurrentItem(item)
        if self.libraries.currentItem() is None and libraries:
            self.libraries.setCurrentRow(0)
        self._filling = False
        self.empty_note.setVisible(not libraries)
        self._enable()

    def _item_text(self, library: LibrarySummary) -> str:
        return f"{library.name} \u2014 {state_text(library, self._progress.get(library.name))}"

    def _refresh_item(self, name: str) -> None:
        for library in self._documents.libraries:
            if library.name != name:
                continue
            for row in range(self.libraries.count()):
                item = self.libraries.item(row)
                if item.data(Qt.ItemDataRole.UserRole) == name:
                    self._filling = True
                    item.setText(self._item_text(library))
                    self._filling = False

    def _enable(self) -> None:
        name = self.current_name()
        indexing = self._documents.indexing
        self.update_button.setEnabled(name is not None and indexing is None)
        self.remove_button.setEnabled(name is not None and name != indexing)
        self.stop_button.setEnabled(indexing is not None)

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    @Slot(str)
    def _on_index_started(self, name: str) -> None:
        self._progress[name] = self.tr("starting the embedding model…")
        self._say(self.tr("Indexing “{name}”: starting the embedding model…").format(name=name))
        self._refresh_item(name)
        self._enable()

    @Slot(str, object)
    def _on_progress(self, name: str, step: IndexProgress) -> None:
        text = progress_text(step)
        self._progress[name] = text
        self._say(self.tr("Indexing “{name}”: {text}").format(name=name, text=text))
        self._refresh_item(name)

    @Slot(object)
    def _on_index_ended(self, ended: IndexEnded) -> None:
        self._progress.pop(ended.name, None)
        self._say(ended_text(ended))
        self._refresh_item(ended.name)
        self._enable()

    @Slot(QListWidgetItem)
    def _on_item_changed(self, _item: QListWidgetItem) -> None:
        if self._filling:
            return
        chosen = tuple(
            str(self.libraries.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.libraries.count())
            if self.libraries.item(row).checkState() == Qt.CheckState.Checked
        )
        self.chosen_changed.emit(chosen)

    @Slot()
    def _update_current(self) -> None:
        name = self.current_name()
        if name is not None:
            self._documents.update(name)
            self._enable()

    @Slot()
    def _remove_current(self) -> None:
        name = self.current_name()
        if name is None or not confirmed(
            self,
            self.tr("Remove library"),
            self.tr(
                "Remove the library “{name}”? Your files stay where they are; only what LlamaDesk "
                "read from them is forgotten."
            ).format(name=name),
        ):
            return
        self.remove(name)

    def remove(self, name: str) -> None:
        """Forget library ``name`` (what Remove does once confirmed)."""
        self._documents.remove(name)
        self.library_removed.emit(name)
        self._say(self.tr("Removed “{name}”.").format(name=name))


def with_reranker(settings: Settings, model: Path | None) -> Settings:
    """``settings`` naming ``model`` as the reranking model (None: none)."""
    return dataclasses.replace(settings, reranking_model=str(model) if model else None)


def with_model(settings: Settings, model: Path) -> Settings:
    """``settings`` naming ``model`` as the embedding model."""
    return dataclasses.replace(settings, embedding_model=str(model))
