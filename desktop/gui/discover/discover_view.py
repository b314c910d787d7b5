"""The Discover page: find GGUF models on Hugging Face, or start from a curated few.

Searches run on the Hub thread, a moment after the user stops typing; an answer to a
query the user has since changed is dropped. With an empty search box the page shows
starter models picked for this computer's size, which needs no network at all. While
Hugging Face can't be reached one banner says so; everything local keeps working.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import (
    QDate,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.calls import check_reachable
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.errors import HubUnreachableError
from desktop.core.hub.repo_glance import USUAL_QUANT, friendly_name
from desktop.core.hub.search import (
    EMBEDDING_REPOS,
    RepoSummary,
    SortOrder,
    StarterRepo,
    search_models,
    suggested_repos,
)
from desktop.gui.discover.hub_banner import OfflineBanner
from desktop.gui.discover.repo_page import RepoPage
from desktop.gui.discover.suggestion_notes import suggestion_note
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.debounce import debounce_timer
from desktop.gui.widgets.form_controls import action_button, choice_box, text_field
from desktop.gui.widgets.hub_words import hub_error_text
from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.plan_words import usual_download_text
from desktop.gui.widgets.row_choice_table import set_up_row_choice
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

# Long enough to cover the gap between keystrokes of someone typing a model's name,
# short enough that the answer seems to follow the typing.
SEARCH_DELAY_MS = 400
SORTS: tuple[tuple[str, SortOrder], ...] = (
    (QT_TRANSLATE_NOOP("DiscoverView", "Most downloaded"), "downloads"),
    (QT_TRANSLATE_NOOP("DiscoverView", "Recently updated"), "recent"),
)
STARTER_HEADING = QT_TRANSLATE_NOOP("DiscoverView", "Good first models for this computer")
SUGGESTIONS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("DiscoverView", "Chat models"), "chat"),
    (QT_TRANSLATE_NOOP("DiscoverView", "Embedding models, for your documents"), "embedding"),
)
EMBEDDING_HEADING = QT_TRANSLATE_NOOP(
    "DiscoverView", "Embedding models, for searching your documents"
)
EMBEDDING_EXPLANATION = QT_TRANSLATE_NOOP(
    "DiscoverView",
    "An embedding model does not chat: it turns text into numbers, so LlamaDesk can find "
    "the passages of your documents that mean what you asked, even in other words. "
    "LlamaDesk starts with all-MiniLM-L6-v2 (small, English). A better one finds the "
    "right passages more often and reads more languages. Once downloaded, choose it in a "
    "chat's Documents window (Embedding model…); each library is then read again.",
)
STARTER_COLUMNS = (
    QT_TRANSLATE_NOOP("DiscoverView", "Model"),
    QT_TRANSLATE_NOOP("DiscoverView", "Why it's a good start"),
    QT_TRANSLATE_NOOP("DiscoverView", "Suggested version"),
    QT_TRANSLATE_NOOP("DiscoverView", "Download"),
)
RESULT_COLUMNS = (
    QT_TRANSLATE_NOOP("DiscoverView", "Model"),
    QT_TRANSLATE_NOOP("DiscoverView", "Downloads"),
    QT_TRANSLATE_NOOP("DiscoverView", "Likes"),
    QT_TRANSLATE_NOOP("DiscoverView", "Updated"),
    QT_TRANSLATE_NOOP("DiscoverView", "Access"),
    QT_TRANSLATE_NOOP("DiscoverView", "Download"),
)
DOWNLOAD_TIP = QT_TRANSLATE_NOOP(
    "DiscoverView",
    "About how much the usual version ({0}) downloads. "
    "See versions for each version's exact size and whether it fits this computer.",
)
GATED_TEXT = QT_TRANSLATE_NOOP("DiscoverView", "Gated")
REPO_ROLE = Qt.ItemDataRole.UserRole
# The model's name as a person reads it, shown before the repo's in the first column.
FRIENDLY_ROLE = Qt.ItemDataRole.UserRole + 1
AFTER_TRY_AGAIN_TEXT = QT_TRANSLATE_NOOP(
    "DiscoverView", "This shows once Hugging Face answers: press Try again above."
)


class DiscoverView(QWidget):
    """Search Hugging Face for models, look at one repo's versions, ask to download."""

    download_requested = Signal(object, object)  # RepoDetails, Variant
    # Changes only: False the first time a Hub call finds Hugging Face unreachable,
    # True when a later call gets through.
    hub_reachable_changed = Signal(bool)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._hardware: HardwareInfo | None = None
        self._summaries: dict[str, RepoSummary] = {}
        self._reachable = True
        # Bumped on every search (and when the box is emptied): an answer carrying an
        # older number is for text the user has already changed.
        self._search_serial = 0
        self._showing_starters = False

        self._debounce = debounce_timer(self, SEARCH_DELAY_MS, self.search_now)

        self.banner = OfflineBanner()
        self.banner.retry_requested.connect(self.try_again)
        self.repo_page = RepoPage(services)
        self.repo_page.back_requested.connect(self.show_results)
        self.repo_page.download_requested.connect(self.download_requested)
        self.repo_page.hub_answered.connect(self._set_reachable)
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_search_page())
        self.stack.addWidget(self.repo_page)

        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.stack, 1)

        self._show_starters()
        services.probes.submit(services.hardware.get, self._on_hardware, self._on_hardware_failed)

    def _build_search_page(self) -> QWidget:
        page = QWidget()
        heading = page_heading(self.tr("Get models"))

        self.search_box = text_field(
            self.tr("Search Hugging Face for models"),
            self.tr("Search Hugging Face, e.g. llama, qwen, gemma"),
        )
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textChanged.connect(self._on_text_changed)
        self.search_box.returnPressed.connect(self.search_now)
        self.sort_combo = choice_box(
            self.tr("Order of the results"), [(_t(text), key) for text, key in SORTS]
        )
        self.sort_combo.currentIndexChanged.connect(self._on_sort_chosen)
        self.search_button = action_button(
            self.tr("Search"), self.tr("Search now"), self.search_now
        )
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_box, 1)
        search_row.addWidget(self.sort_combo)
        search_row.addWidget(self.search_button)

        self.list_heading = QLabel()
        self.list_heading.setAccessibleName(self.tr("What the list shows"))
        list_font = self.list_heading.font()
        list_font.setBold(True)
        self.list_heading.setFont(list_font)
        # Before a search: the chat models to start with, or embedding models.
        self.suggestions = choice_box(
            self.tr("Which models to suggest"), [(_t(text), key) for text, key in SUGGESTIONS]
        )
        self.suggestions.currentIndexChanged.connect(self._on_suggestions_chosen)
        # Wrapped where the row is short: in one line, Russian's heading and the choice
        # beside it pushed the page sideways at 800x500.
        self.list_heading.setWordWrap(True)
        heading_row = QHBoxLayout()
        heading_row.addWidget(self.list_heading, 1)
        heading_row.addWidget(self.suggestions)
        self.status_label = sentence_label(self.tr("Search status"))

        self.model = QStandardItemModel(self)
        self.results_table = QTableView()
        self.results_table.setModel(self.model)
        set_up_row_choice(self.results_table, self.tr("Models found"))
        self.results_table.setItemDelegateForColumn(0, ModelNames(self.results_table))
        self.results_table.setTabKeyNavigation(False)
        # Enter or a double click opens the model, like the button below.
        self.results_table.activated.connect(self._on_row_activated)
        self.results_table.selectionModel().selectionChanged.connect(self._update_open_button)
        self.open_button = QPushButton(self.tr("See versions"))
        self.open_button.setAccessibleName(self.tr("See the versions of the selected model"))
        self.open_button.clicked.connect(self.open_selected)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)

        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(heading)
        layout.addLayout(search_row)
        layout.addLayout(heading_row)
        layout.addWidget(self.results_table, 1)
        layout.addWidget(self.status_label)
        layout.addLayout(buttons)
        return page

    # -- starters --------------------------------------------------------------------

    def _on_hardware(self, hardware: HardwareInfo) -> None:
        self._hardware = hardware
        if self._showing_starters:
            self._show_starters()

    def _on_hardware_failed(self, _error: Exception) -> None:
        # Not knowing the machine is no reason to show nothing: the smallest models
        # run almost anywhere.
        self._fill_starters(suggested_repos(None))

    @Slot(int)
    def _on_suggestions_chosen(self, _index: int) -> None:
        if self._showing_starters:
            self._show_starters()

    def _show_starters(self) -> None:
        self._showing_starters = True
        self._summaries = {}
        self.suggestions.setVisible(True)
        if self.suggestions.currentData() == "embedding":
            # Needs nothing of this computer: every one of them is small.
            self.list_heading.setText(_t(EMBEDDING_HEADING))
            self.results_table.setAccessibleName(_t(EMBEDDING_HEADING))
            self._fill_starters(EMBEDDING_REPOS, _t(EMBEDDING_EXPLANATION))
            return
        self.list_heading.setText(_t(STARTER_HEADING))
        self.results_table.setAccessibleName(_t(STARTER_HEADING))
        if self._hardware is None:
            self.model.clear()
            self._show_status(self.tr("Checking this computer…"))
            self._update_open_button()
            return
        self._fill_starters(suggested_repos(self._hardware))

    def _fill_starters(self, starters: Sequence[StarterRepo], status: str = "") -> None:
        if not self._showing_starters:
            return
        if starters is not EMBEDDING_REPOS and self.suggestions.currentData() == "embedding":
            return  # the machine was read while embedding models are shown
        self.model.clear()
        self.model.setHorizontalHeaderLabels([_t(name) for name in STARTER_COLUMNS])
        for starter in starters:
            self.model.appendRow(
                [_model_item(starter.repo_id), _item(suggestion_note(starter), starter.repo_id),
                 _item(starter.quant, starter.repo_id),
                 _item(usual_download_text(starter.parameters, starter.bits_per_weight),
                       starter.repo_id)]
            )  # fmt: skip
        self._explain_download_column()
        self._size_columns()
        self._show_status(
            status or self.tr("Choose one to see its versions, or search for any model above.")
        )
        self._update_open_button()

    # -- searching -------------------------------------------------------------------

    @property
    def hub_reachable(self) -> bool:
        """False after a Hub call found Hugging Face unreachable, until one gets through."""
        return self._reachable

    @Slot(str)
    def _on_text_changed(self, text: str) -> None:
        if text.strip():
            self._debounce.start()  # restarts: one search once the typing pauses
            return
        self._debounce.stop()
        self._search_serial += 1  # whatever is on its way is no longer wanted
        self._show_starters()

    @Slot(int)
    def _on_sort_chosen(self, _index: int) -> None:
        if self.search_box.text().strip():
            self.search_now()

    @Slot()
    def search_now(self) -> None:
        """Search for the box's text at once (Enter, the button, or after the pause)."""
        self._debounce.stop()
        query = self.search_box.text().strip()
        if not query:
            self._show_starters()
            return
        self._search_serial += 1
        serial = self._search_serial
        sort: SortOrder = "recent" if self.sort_combo.currentData() == "recent" else "downloads"
        token = self._services.settings.hf_token

        def search() -> list[RepoSummary] | None:
            # Searches queue on one thread: one overtaken while waiting is skipped
            # rather than sent (reading an int from here is safe under the GIL).
            if serial != self._search_serial:
                return None
            return search_models(query, sort=sort, token=token)

        self._show_status(self.tr("Searching Hugging Face…"))
        self._services.hub_calls.submit(
            search,
            lambda found: self._on_results(serial, query, found),
            lambda error: self._on_search_failed(serial, error),
        )

    def _on_results(self, serial: int, query: str, found: list[RepoSummary] | None) -> None:
        if serial != self._search_serial or found is None:
            return
        self._set_reachable(True)
        self._showing_starters = False
        self.suggestions.setVisible(False)
        self._summaries = {summary.repo_id: summary for summary in found}
        heading = self.tr("Models matching “{0}”").format(query)
        self.list_heading.setText(heading)
        self.results_table.setAccessibleName(heading)
        self.model.clear()
        self.model.setHorizontalHeaderLabels([_t(name) for name in RESULT_COLUMNS])
        for summary in found:
            repo_id = summary.repo_id
            self.model.appendRow(
                [_model_item(repo_id), _item(QLocale().toString(summary.downloads), repo_id),
                 _item(QLocale().toString(summary.likes), repo_id),
                 _item(_date_text(summary.last_modified), repo_id),
                 _item(_t(GATED_TEXT) if summary.gated else "", repo_id),
                 _item(usual_download_text(summary.parameters), repo_id)]
            )  # fmt: skip
        self._explain_download_column()
        self._size_columns()
        if found:
            count = len(found)
            self._show_status(
                # Qt's plural forms for every count but exactly one (no English catalogue).
                self.tr("1 model found.") if count == 1 else self.tr("%Ln models found.", "", count)
            )
        else:
            self._show_status(
                self.tr("No GGUF models match “{0}”. Try a shorter or other name.").format(query)
            )
        self._update_open_button()

    def _on_search_failed(self, serial: int, error: Exception) -> None:
        if serial != self._search_serial:
            return
        if isinstance(error, HubUnreachableError):
            self._set_reachable(False)
            # The banner above says Hugging Face can't be reached; not again here.
            self._show_status(_t(AFTER_TRY_AGAIN_TEXT))
            return
        self._set_reachable(True)
        self._show_status(
            hub_error_text(error)
            if isinstance(error, LlamaDeskError)
            else self.tr("The search failed."),
            error=True,
        )

    # -- opening a repo --------------------------------------------------------------

    def selected_repo_id(self) -> str | None:
        rows = self.results_table.selectionModel().selectedRows()
        if not rows:
            return None
        repo_id = rows[0].data(REPO_ROLE)
        return repo_id if isinstance(repo_id, str) else None

    @Slot(QModelIndex)
    def _on_row_activated(self, index: QModelIndex) -> None:
        repo_id = index.data(REPO_ROLE)
        if isinstance(repo_id, str):
            self.open_repo(repo_id)

    @Slot()
    def open_selected(self) -> None:
        repo_id = self.selected_repo_id()
        if repo_id is not None:
            self.open_repo(repo_id)

    def open_repo(self, repo_id: str) -> None:
        """Show ``repo_id``'s versions (fetched in the background)."""
        self.repo_page.show_repo(repo_id, self._summaries.get(repo_id))
        self.stack.setCurrentWidget(self.repo_page)
        self.repo_page.variants_table.setFocus()

    @Slot()
    def show_results(self) -> None:
        """Back from a repo to the list it was chosen from."""
        self.stack.setCurrentIndex(0)
        self.results_table.setFocus()

    @Slot()
    def _update_open_button(self) -> None:
        self.open_button.setEnabled(self.selected_repo_id() is not None)

    # -- reaching Hugging Face ---------------------------------------------------------

    @Slot(bool)
    def set_hub_reachable(self, reachable: bool) -> None:
        """Show (or hide) the offline banner for what another part of the app found."""
        self._set_reachable(reachable)

    @Slot(bool)
    def _set_reachable(self, reachable: bool) -> None:
        if reachable == self._reachable:
            return
        self._reachable = reachable
        self.banner.setVisible(not reachable)
        self.hub_reachable_changed.emit(reachable)

    @Slot()
    def try_again(self) -> None:
        """Redo what needs Hugging Face on the page shown, or just check it answers."""
        if self.stack.currentWidget() is self.repo_page:
            self.repo_page.reload()
        elif self.search_box.text().strip():
            self.search_now()
        else:
            endpoint = hub_endpoint()
            self._services.hub_calls.submit(
                lambda: check_reachable(endpoint),
                lambda _none: self._set_reachable(True),
                lambda error: self._set_reachable(not isinstance(error, HubUnreachableError)),
            )

    # -- helpers ---------------------------------------------------------------------

    def _size_columns(self) -> None:
        header = self.results_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _explain_download_column(self) -> None:
        header = self.model.horizontalHeaderItem(self.model.columnCount() - 1)
        if header is not None:
            header.setToolTip(_t(DOWNLOAD_TIP).format(USUAL_QUANT))

    def _show_status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(text)
        set_tone(self.status_label, "error" if error else "")


class ModelNames(QStyledItemDelegate):
    """Shows a model as its friendly name, then the repo it comes from:
    "Llama 3.2 3B Instruct · bartowski/Llama-3.2-3B-Instruct-GGUF"."""

    def initStyleOption(  # noqa: N802 (Qt's name)
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        friendly = index.data(FRIENDLY_ROLE)
        if isinstance(friendly, str) and friendly:
            option.text = f"{friendly} · {option.text}"


def _model_item(repo_id: str) -> QStandardItem:
    """The first cell: the repo's name, with the model's friendly one to show first."""
    item = _item(repo_id, repo_id)
    friendly = friendly_name(repo_id)
    item.setData(friendly, FRIENDLY_ROLE)
    item.setData(f"{friendly}, {repo_id}", Qt.ItemDataRole.AccessibleTextRole)
    return item


def _item(text: str, repo_id: str) -> QStandardItem:
    item = QStandardItem(text)
    item.setData(repo_id, REPO_ROLE)
    item.setEditable(False)
    return item


def _date_text(moment: datetime | None) -> str:
    # The month's name and the order as the window's language writes them.
    if moment is None:
        return ""
    return QLocale().toString(QDate(moment.year, moment.month, moment.day), "d MMM yyyy")


_t = words_in("DiscoverView")
