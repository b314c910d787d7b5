"""The Library page: every model on this computer, to search, add, delete and load."""

from __future__ import annotations

import copy
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QItemSelection, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.models.library import LibraryEntry, delete_model
from desktop.gui.bridge.model_state import ModelState
from desktop.gui.library.library_model import (
    Column,
    LibraryFilterModel,
    LibraryRow,
    LibraryTableModel,
    filter_names,
    library_rows,
)
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.file_drop import FileDropTarget
from desktop.gui.widgets.fitted_columns import ColumnFitter
from desktop.gui.widgets.flow_layout import button_group
from desktop.gui.widgets.form_controls import action_button, choice_box, text_field
from desktop.gui.widgets.model_words import entry_problem_text, model_error_text
from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.row_choice_table import set_up_row_choice
from desktop.gui.widgets.yes_no_question import confirmed

# "Runs on CPU · needs about 266 MB" and a little more; a damaged file's error is cut.
LONGEST_VERDICT_PX = 320
# Hidden in this order when the window is too narrow for every column.
LESS_NEEDED_COLUMNS = (Column.CAPABILITIES, Column.ARCHITECTURE, Column.CONTEXT, Column.PARAMETERS)


class LibraryView(FileDropTarget, QWidget):
    """A searchable, sortable table of models; drop .gguf files or folders to add them."""

    load_requested = Signal(Path)
    # The set of models changed (added folder, deleted file): other pages may look again.
    models_changed = Signal()

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        heading = page_heading(self.tr("Your models"))

        self.search_box = text_field(
            self.tr("Search models"), self.tr("Search by name or version")
        )
        self.search_box.setClearButtonEnabled(True)
        self.filter_combo = choice_box(self.tr("Show which models"), filter_names())
        # Narrower than its longest choice when the window is ("Fonctionne partiellement
        # sur la carte graphique"): the page never scrolls sideways for it; the list
        # shows each choice whole.
        self.filter_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.filter_combo.setMinimumContentsLength(20)
        self.filter_combo.view().setMinimumWidth(self.filter_combo.view().sizeHintForColumn(0))

        self.model = LibraryTableModel(self)
        self.proxy = LibraryFilterModel(self)
        self.proxy.setSourceModel(self.model)
        self.search_box.textChanged.connect(self.proxy.set_search_text)
        self.filter_combo.currentIndexChanged.connect(self._on_filter_chosen)

        self.table = QTableView()
        self.table.setModel(self.proxy)
        set_up_row_choice(self.table, self.tr("Models on this computer"))
        self.table.setSortingEnabled(True)
        # A to Z: the header's own default (which sorting takes on) is Z to A.
        self.table.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
        # Every column but the name sized to its content, so no header is cut off; on a
        # narrow window the least needed go first, so the name shows whole.
        self.column_fitter = ColumnFitter(
            self.table, Column.NAME, LESS_NEEDED_COLUMNS, {Column.FIT: LONGEST_VERDICT_PX}
        )
        self.table.doubleClicked.connect(lambda _index: self._load_selected())
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        # The table itself refuses drops, so they reach this page (FileDropTarget).
        self.setAcceptDrops(True)

        self.status_label = sentence_label(
            self.tr("Library status"), self.tr("Looking for models…")
        )
        self.problem_label = sentence_label(self.tr("Problem with the selected model"))

        self.refresh_button = action_button(
            self.tr("Look again"), self.tr("Look for models again"), self.refresh
        )
        self.add_file_button = action_button(
            self.tr("Add file…"), self.tr("Add a model file to the library"), self._choose_file
        )
        self.add_folder_button = action_button(
            self.tr("Add folder…"),
            self.tr("Add a folder of models to the library"),
            self._choose_folder,
        )
        self.show_button = action_button(
            self.tr("Show in folder"),
            self.tr("Show the selected model in its folder"),
            self._show_selected,
        )
        self.delete_button = action_button(
            self.tr("Delete…"),
            self.tr("Delete the selected model from this computer"),
            self._delete_selected,
        )
        self.load_button = action_button(
            self.tr("Load"), self.tr("Load the selected model"), self._load_selected
        )

        filters = QHBoxLayout()
        filters.addWidget(self.search_box, 1)
        filters.addWidget(self.filter_combo)
        # Finding models on the left, what to do with the chosen one on the right; each
        # group wraps onto more lines where the window is narrow (in one row, German and
        # Russian pushed the page sideways at 800x500, French at 1024x600).
        buttons = QHBoxLayout()
        buttons.addWidget(
            button_group(self.refresh_button, self.add_file_button, self.add_folder_button), 1
        )
        buttons.addWidget(
            button_group(self.show_button, self.delete_button, self.load_button),
            0,
            Qt.AlignmentFlag.AlignTop,
        )
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.status_label)
        layout.addLayout(buttons)
        self._update_buttons()
        controller = services.controller
        controller.model_state_changed.connect(self._on_model_changed)
        self._on_model_changed(controller.state)
        self.refresh()

    # -- scanning ----------------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """Look for models again and work out whether each fits (in the background)."""
        # A copy: the scan must not see the settings change half-way on the GUI thread.
        settings = copy.deepcopy(self._services.settings)
        hardware = self._services.hardware
        self._services.probes.submit(
            lambda: library_rows(settings, hardware), self._fill, self._failed
        )

    def _fill(self, rows: list[LibraryRow]) -> None:
        selected = self.selected_entry()
        self.model.set_rows(rows)
        count = len(rows)
        self.status_label.setText(
            # Qt's plural forms for every count but exactly one (English has no catalogue).
            (self.tr("1 model found.") if count == 1 else self.tr("%Ln models found.", "", count))
            if count
            else self.tr("No models found. Add a file or a folder, or drop one here.")
        )
        if selected is not None:
            self.select_path(selected.path)
        self._update_buttons()

    @Slot(object)
    def _on_model_changed(self, state: ModelState) -> None:
        self.model.set_loaded_path(state.loaded.model_path if state.loaded is not None else None)

    def _failed(self, error: Exception) -> None:
        self.status_label.setText(
            model_error_text(error)
            if isinstance(error, LlamaDeskError)
            else self.tr("Looking for models failed.")
        )

    # -- selection ---------------------------------------------------------------------

    def selected_entry(self) -> LibraryEntry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        source = self.proxy.mapToSource(rows[0])
        return self.model.row_at(source.row()).entry

    def select_path(self, path: Path) -> bool:
        """Select the model at ``path``; False when it is not shown."""
        for row in range(self.proxy.rowCount()):
            source = self.proxy.mapToSource(self.proxy.index(row, 0))
            if self.model.row_at(source.row()).entry.path == path:
                self.table.selectRow(row)
                return True
        return False

    @Slot(QItemSelection, QItemSelection)
    def _on_selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._update_buttons()

    def _update_buttons(self) -> None:
        entry = self.selected_entry()
        self.show_button.setEnabled(entry is not None)
        self.delete_button.setEnabled(entry is not None and entry.deletable)
        self.load_button.setEnabled(entry is not None and entry.error is None)
        if entry is not None and entry.error:
            self.problem_label.setText(
                self.tr("{0} cannot be used: {1}").format(entry.name, entry_problem_text(entry))
            )
        else:
            self.problem_label.setText("")

    @Slot(int)
    def _on_filter_chosen(self, _index: int) -> None:
        key = self.filter_combo.currentData()
        if isinstance(key, str):
            self.proxy.set_filter(key)

    # -- adding ------------------------------------------------------------------------

    def add_paths(self, paths: Iterable[Path]) -> list[str]:
        """Add folders, or the folders of .gguf files, to the library; returns those added.

        A file is added through its folder: the library is a set of folders it scans.
        """
        folders = self._services.settings.model_folders
        added: list[str] = []
        skipped: list[str] = []
        for path in paths:
            if path.is_dir():
                folder = path
            elif path.is_file() and path.name.lower().endswith(".gguf"):
                folder = path.parent
            else:
                skipped.append(path.name)
                continue
            text = str(folder.absolute())
            if text not in folders and text not in added:
                added.append(text)
        if skipped:
            self.status_label.setText(
                self.tr("{0}: not a model file (.gguf) or folder, so not added.").format(
                    ", ".join(skipped)
                )
            )
        if added:
            folders.extend(added)
            self._services.save_settings()
            self.refresh()
            self.models_changed.emit()
        return added

    @Slot()
    def _choose_file(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Add a model"), "", self.tr("GGUF models (*.gguf);;All files (*)")
        )
        if name:
            self.add_paths([Path(name)])

    @Slot()
    def _choose_folder(self) -> None:
        name = QFileDialog.getExistingDirectory(self, self.tr("Add a folder of models"))
        if name:
            self.add_paths([Path(name)])

    def paths_dropped(self, paths: list[Path]) -> None:
        self.add_paths(paths)

    # -- actions on the selected model -------------------------------------------------

    @Slot()
    def _show_selected(self) -> None:
        entry = self.selected_entry()
        if entry is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(entry.path.parent)))

    @Slot()
    def _delete_selected(self) -> None:
        entry = self.selected_entry()
        if entry is None or not entry.deletable:
            return
        files = entry.shard_paths or (entry.path,)
        if not confirmed(
            self,
            self.tr("Delete model"),
            (
                self.tr("Delete {0} (1 file) from this computer? This cannot be undone.")
                if len(files) == 1
                else self.tr(
                    "Delete {0} (%Ln files) from this computer? This cannot be undone.",
                    "",
                    len(files),
                )
            ).format(entry.name),
        ):
            return
        self.status_label.setText(self.tr("Deleting {0}…").format(entry.name))
        self._services.probes.submit(
            lambda: delete_model(entry),
            lambda _result: self._on_deleted(entry),
            self._on_delete_failed,
        )

    def _on_deleted(self, entry: LibraryEntry) -> None:
        self.status_label.setText(self.tr("{0} was deleted.").format(entry.name))
        self.refresh()
        self.models_changed.emit()

    def _on_delete_failed(self, error: Exception) -> None:
        self.status_label.setText(
            model_error_text(error)
            if isinstance(error, LlamaDeskError)
            else self.tr("The model was not deleted.")
        )
        self.refresh()

    @Slot()
    def _load_selected(self) -> None:
        entry = self.selected_entry()
        if entry is not None and entry.error is None:
            self.load_requested.emit(entry.path)
