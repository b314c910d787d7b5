"""One Hugging Face repo: its versions, whether each runs here, its card, and Download.

The listing and the fit verdicts are worked out on the Hub thread; this page only
shows what comes back, and drops an answer for a repo the user has already left.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QModelIndex,
    Qt,
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtGui import QBrush, QColor, QDesktopServices, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.download_queue import downloaded_quants
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.errors import GatedRepoAccessError, HubUnreachableError
from desktop.core.hub.remote_header import remote_header
from desktop.core.hub.search import RepoSummary
from desktop.core.hub.variants import RepoDetails, Variant, repo_details
from desktop.core.hub.verdicts import (
    VariantFit,
    precise_verdicts,
    recommended_variant,
    variant_verdicts,
)
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.load_choice import settings_defaults
from desktop.core.settings import ModelLoadSettings
from desktop.gui.discover.model_card import ModelCardView
from desktop.gui.discover.repo_projectors import fill_projectors, projectors_table
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.glossary import quantisation_tip
from desktop.gui.widgets.hub_words import hub_error_text
from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.plan_words import verdict_text
from desktop.gui.widgets.row_choice_table import set_up_row_choice
from desktop.gui.widgets.units import format_size
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in
from desktop.gui.widgets.yes_no_question import confirmed

if TYPE_CHECKING:
    from desktop.core.host.load_preview import HardwareCache

COLUMNS = (
    QT_TRANSLATE_NOOP("RepoPage", "Version"),
    QT_TRANSLATE_NOOP("RepoPage", "Download size"),
    QT_TRANSLATE_NOOP("RepoPage", "Files"),
    QT_TRANSLATE_NOOP("RepoPage", "Will it run here"),
    QT_TRANSLATE_NOOP("RepoPage", "Memory needed"),
    QT_TRANSLATE_NOOP("RepoPage", "Suggested"),
)
VERSION, SIZE, FILES, VERDICT, MEMORY, SUGGESTED = range(len(COLUMNS))
RECOMMENDED_TEXT = QT_TRANSLATE_NOOP("RepoPage", "Recommended")
DOWNLOADED_TEXT = QT_TRANSLATE_NOOP(
    "RepoPage", "Downloaded"
)  # the version is already on this computer
TOO_BIG_COLOR = "#b3261e"
OPEN_ACCESS_TEXT = QT_TRANSLATE_NOOP("RepoPage", "Open: anyone can download it.")
GATED_NO_TOKEN_TEXT = QT_TRANSLATE_NOOP(
    "RepoPage",
    "Gated: it needs a Hugging Face token in Settings and accepting the licence on "
    "the model's page on huggingface.co before it can be downloaded.",
)
GATED_WITH_TOKEN_TEXT = QT_TRANSLATE_NOOP(
    "RepoPage",
    "Gated: accept the licence on the model's page on huggingface.co, signed in to the "
    "account of the token in Settings, before downloading.",
)


@dataclass(frozen=True)
class LoadedRepo:
    """A repo's listing with a verdict for every version on this computer."""

    details: RepoDetails
    verdicts: Mapping[str, VariantFit]
    recommended: Variant | None


def load_repo(repo_id: str, token: str | None, hardware: HardwareCache) -> LoadedRepo:
    """Fetch ``repo_id`` and judge its versions from their file sizes; blocking (runs on
    the Hub thread). Quick, so the page fills at once; ``refine_verdicts`` follows."""
    details = repo_details(repo_id, token=token)
    verdicts = variant_verdicts(details, hardware.get())
    return LoadedRepo(details, verdicts, recommended_variant(details, verdicts))


def refine_verdicts(
    details: RepoDetails,
    token: str | None,
    hardware: HardwareCache,
    choices: ModelLoadSettings,
) -> LoadedRepo:
    """The verdicts planned from the model's header (a few ranged requests) with the
    Settings defaults, as the Load page plans; LlamaDeskError if the header can't be read."""
    info = remote_header(details, token=token)
    verdicts = precise_verdicts(details, hardware.get(), info, choices=choices)
    return LoadedRepo(details, verdicts, recommended_variant(details, verdicts))


class RepoPage(QWidget):
    """A repo's versions with fit verdicts, the recommended one selected, and its card."""

    download_requested = Signal(object, object)  # RepoDetails, Variant
    back_requested = Signal()
    # True: Hugging Face answered (even "not found"); False: it could not be reached.
    hub_answered = Signal(bool)
    # The verdicts were replaced by ones planned from the model's header.
    refined = Signal()

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._repo_id = ""
        self._summary: RepoSummary | None = None
        self._loaded: LoadedRepo | None = None
        # Bumped on every request: an answer carrying an older number is for a repo
        # (or an attempt) the user has moved on from.
        self._serial = 0
        # Whether the user picked a version: the refined verdicts then keep that choice.
        self._user_chose = False
        self._filling = False
        # The token the shown repo was read with: another one means read it again.
        self._token_used: str | None = None
        self._build()

    def _build(self) -> None:
        self.back_button = QPushButton(self.tr("← &Back"))
        self.back_button.setAccessibleName(self.tr("Back to the search results"))
        self.back_button.clicked.connect(self.back_requested)
        # Alt+Left as in a browser, and Escape: a keyboard user leaves without Tabbing.
        for keys in (QKeySequence(QKeySequence.StandardKey.Back), QKeySequence(self.tr("Escape"))):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.back_requested)
        self.heading = page_heading()
        self.heading.setAccessibleName(self.tr("Model name"))
        self.heading.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.web_button = QPushButton(self.tr("Open on huggingface.co"))
        self.web_button.setAccessibleName(self.tr("Open this model's page in the web browser"))
        self.web_button.clicked.connect(self._open_on_web)
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.heading, 1)
        top.addWidget(self.web_button)

        self.status_label = sentence_label(self.tr("Model details status"))

        self.license_label = QLabel()
        self.license_label.setAccessibleName(self.tr("Licence"))
        self.access_label = sentence_label(self.tr("Who can download it"))
        self.popularity_label = QLabel()
        self.popularity_label.setAccessibleName(self.tr("Downloads"))
        self.facts = wrapping_form()
        self.facts.addRow(self.tr("Licence"), self.license_label)
        self.facts.addRow(self.tr("Access"), self.access_label)
        self.facts.addRow(self.tr("Downloads"), self.popularity_label)

        self.variants_table = QTableWidget(0, len(COLUMNS))
        set_up_row_choice(self.variants_table, self.tr("Versions of this model"))
        self.variants_table.setHorizontalHeaderLabels([_t(name) for name in COLUMNS])
        header = self.variants_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(VERDICT, QHeaderView.ResizeMode.Stretch)
        # Enter or a double click on a version downloads it, like the button.
        self.variants_table.activated.connect(self._on_row_activated)
        self.variants_table.itemSelectionChanged.connect(self._on_selection_changed)

        self.projector_label = sentence_label(self.tr("Image files"))
        self.projectors_table = projectors_table()
        self.download_button = QPushButton(self.tr("&Download"))
        self.download_button.setAccessibleName(self.tr("Download the selected version"))
        self.download_button.setDefault(True)
        self.download_button.clicked.connect(self.download_selected)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.download_button)

        card_heading = QLabel(self.tr("About this model"))
        self.card_view = ModelCardView()
        card_heading.setBuddy(self.card_view)

        self.content = QWidget()
        content_layout = QVBoxLayout(self.content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addLayout(self.facts)
        content_layout.addWidget(self.variants_table, 2)
        content_layout.addWidget(self.projector_label)
        content_layout.addWidget(self.projectors_table)
        content_layout.addLayout(actions)
        content_layout.addWidget(card_heading)
        content_layout.addWidget(self.card_view, 3)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)  # the Discover page around it has margins
        layout.addLayout(top)
        layout.addWidget(self.status_label)
        layout.addWidget(self.content, 1)
        self.content.hide()
        self._update_download_button()

    # -- loading ---------------------------------------------------------------------

    @property
    def repo_id(self) -> str:
        return self._repo_id

    @property
    def details(self) -> RepoDetails | None:
        """The listing shown; None while loading or after a failure."""
        return self._loaded.details if self._loaded is not None else None

    def show_repo(self, repo_id: str, summary: RepoSummary | None = None) -> None:
        """Show ``repo_id``; ``summary`` (from a search) adds its download count."""
        self._repo_id = repo_id
        self._summary = summary
        self.heading.setText(repo_id)
        self.reload()

    @Slot()
    def reload(self) -> None:
        """Fetch the shown repo again (after going offline and back, say)."""
        if not self._repo_id:
            return
        self._serial += 1
        serial = self._serial
        self._loaded = None
        self._user_chose = False
        self.content.hide()
        self.variants_table.setRowCount(0)
        self._update_download_button()
        self._show_status(self.tr("Getting the list of versions from Hugging Face…"))
        repo_id = self._repo_id
        token = self._token_used = self._services.settings.hf_token
        hardware = self._services.hardware
        self._services.hub_calls.submit(
            lambda: load_repo(repo_id, token, hardware),
            lambda loaded: self._on_loaded(serial, loaded),
            lambda error: self._on_failed(serial, error),
        )

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # A token added or changed in Settings since the repo was read changes what
        # may be read and what to say about access: the old answer is stale.
        if self._repo_id and self._services.settings.hf_token != self._token_used:
            self.reload()

    def show_downloaded(self) -> None:
        """Mark again which versions are on this computer (a download finished)."""
        if self._loaded is None:
            return
        chosen = self.selected_variant()
        self._fill_variants(self._loaded)
        if chosen is not None:
            self._select_quant(chosen.quant)

    def _on_loaded(self, serial: int, loaded: LoadedRepo) -> None:
        if serial != self._serial:
            return
        self.hub_answered.emit(True)
        self._loaded = loaded
        details = loaded.details
        self.heading.setText(details.repo_id)
        self.license_label.setText(details.license or self.tr("Not stated"))
        if details.gated:
            token = self._services.settings.hf_token
            self.access_label.setText(_t(GATED_WITH_TOKEN_TEXT if token else GATED_NO_TOKEN_TEXT))
        else:
            self.access_label.setText(_t(OPEN_ACCESS_TEXT))
        summary = self._summary
        downloads, likes = details.downloads, details.likes
        if summary is not None and summary.repo_id == self._repo_id:
            downloads, likes = max(downloads, summary.downloads), max(likes, summary.likes)
        self.popularity_label.setText(
            self.tr("{0} downloads, {1} likes").format(
                QLocale().toString(downloads), QLocale().toString(likes)
            )
        )
        self.facts.setRowVisible(self.popularity_label, True)
        self._fill_variants(loaded)
        fill_projectors(self.projectors_table, self.projector_label, details)
        self.card_view.show_card(details.card_text)
        self._show_status(self._summary_text(loaded))
        self.content.show()
        self._refine(serial, details)

    def _refine(self, serial: int, details: RepoDetails) -> None:
        """Replace the size-based verdicts with ones planned from the model's header."""
        settings = self._services.settings
        token = settings.hf_token
        choices = settings_defaults(settings)  # on the GUI thread, from the window's copy
        hardware = self._services.hardware
        self._services.hub_calls.submit(
            lambda: refine_verdicts(details, token, hardware, choices),
            lambda loaded: self._on_refined(serial, loaded),
            lambda error: self._on_refine_failed(serial, error),
        )

    def _on_refine_failed(self, serial: int, error: Exception) -> None:
        # The size-based estimate stays: good enough to choose by. But a refused read
        # is the first sign of what a download would meet, so say what to do now.
        if serial == self._serial and isinstance(error, GatedRepoAccessError):
            self.access_label.setText(hub_error_text(error))

    def _on_refined(self, serial: int, loaded: LoadedRepo) -> None:
        if serial != self._serial:
            return
        chosen = self.selected_variant() if self._user_chose else None
        self._loaded = loaded
        self._fill_variants(loaded)
        if chosen is not None:
            self._select_quant(chosen.quant)
        self._show_status(self._summary_text(loaded))
        self.refined.emit()

    def _on_failed(self, serial: int, error: Exception) -> None:
        if serial != self._serial:
            return
        unreachable = isinstance(error, HubUnreachableError)
        self.hub_answered.emit(not unreachable)
        if unreachable:
            # The page's banner says Hugging Face can't be reached; not twice.
            message = self.tr("The versions show once Hugging Face answers: press Try again above.")
        elif isinstance(error, LlamaDeskError):
            message = hub_error_text(error)
        else:
            message = self.tr("The model's details could not be read from Hugging Face.")
        self._show_status(message, error=True)

    def _summary_text(self, loaded: LoadedRepo) -> str:
        if not loaded.details.variants:
            return self.tr("This repo has no model files that LlamaDesk can use.")
        if loaded.recommended is None:
            return self.tr("No version of this model fits in this computer's memory.")
        return self.tr(
            "{0} is recommended for this computer: the best quality that runs well here."
        ).format(loaded.recommended.quant)

    def _select_quant(self, quant: str) -> None:
        for row in range(self.variants_table.rowCount()):
            item = self.variants_table.item(row, VERSION)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == quant:
                self._filling = True
                try:
                    self.variants_table.selectRow(row)
                finally:
                    self._filling = False
                self._user_chose = True
                return

    @Slot()
    def _on_selection_changed(self) -> None:
        if not self._filling:
            self._user_chose = True
        self._update_download_button()

    def _fill_variants(self, loaded: LoadedRepo) -> None:
        self._filling = True
        try:
            self._fill_rows(loaded)
        finally:
            self._filling = False
        self._update_download_button()

    def _fill_rows(self, loaded: LoadedRepo) -> None:
        table = self.variants_table
        variants = loaded.details.variants
        # A few file checks, here on the GUI thread: redone when a download finishes.
        on_disk = downloaded_quants(loaded.details, self._services.settings)
        table.setRowCount(len(variants))
        for row, variant in enumerate(variants):
            fit = loaded.verdicts.get(variant.quant)
            parts = len(variant.files)
            recommended = loaded.recommended is not None and variant == loaded.recommended
            marks = [_t(RECOMMENDED_TEXT)] if recommended else []
            marks += [_t(DOWNLOADED_TEXT)] if variant.quant in on_disk else []
            cells = (
                variant.quant,
                format_size(variant.size),
                self.tr("1 file") if parts == 1 else self.tr("{0} parts").format(parts),
                verdict_text(fit.verdict) if fit is not None else self.tr("Unknown"),
                _memory_text(fit),
                " · ".join(marks),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, variant.quant)
                if column == VERSION:
                    item.setToolTip(quantisation_tip(variant.quant))
                if column == VERDICT and fit is not None and fit.verdict is Verdict.TOO_BIG:
                    item.setForeground(QBrush(QColor(TOO_BIG_COLOR)))
                if recommended:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, column, item)
            if recommended:
                table.selectRow(row)
                table.setCurrentCell(row, VERSION)
        if loaded.recommended is None:
            table.clearSelection()

    # -- choosing and downloading -------------------------------------------------------

    def selected_variant(self) -> Variant | None:
        if self._loaded is None:
            return None
        rows = self.variants_table.selectionModel().selectedRows()
        if not rows:
            return None
        quant = rows[0].data(Qt.ItemDataRole.UserRole)
        return self._loaded.details.variant(quant) if isinstance(quant, str) else None

    @Slot()
    def _update_download_button(self) -> None:
        variant = self.selected_variant()
        self.download_button.setEnabled(variant is not None)
        # Naming the version and its size on the button says what a click will fetch.
        self.download_button.setText(
            self.tr("&Download {0} ({1})").format(variant.quant, format_size(variant.size))
            if variant is not None
            else self.tr("&Download")
        )

    @Slot(QModelIndex)
    def _on_row_activated(self, _index: QModelIndex) -> None:
        self.download_selected()

    @Slot()
    def download_selected(self) -> None:
        """Ask for the selected version; a too-big one only after the user confirms."""
        variant = self.selected_variant()
        if variant is None or self._loaded is None:
            return
        fit = self._loaded.verdicts.get(variant.quant)
        if (
            fit is not None
            and fit.verdict is Verdict.TOO_BIG
            and not confirmed(
                self,
                self.tr("Download anyway?"),
                self.tr(
                    "This version needs more memory than this computer has (about {0}), so "
                    "it will probably not load. Download it anyway?"
                ).format(format_size(fit.need_bytes)),
            )
        ):
            return
        self.download_requested.emit(self._loaded.details, variant)

    @Slot()
    def _open_on_web(self) -> None:
        if self._repo_id:
            QDesktopServices.openUrl(QUrl(f"{hub_endpoint()}/{self._repo_id}"))

    def _show_status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(text)
        set_tone(self.status_label, "error" if error else "")


def _memory_text(fit: VariantFit | None) -> str:
    """Memory to run a version, and at which context when the plan came from its header."""
    if fit is None:
        return QCoreApplication.translate("RepoPage", "Unknown")
    if fit.context:
        # The Load page's own figure for this file at these settings (memory_need).
        return QCoreApplication.translate("RepoPage", "about {0} at {1} tokens").format(
            format_size(fit.need_bytes), QLocale().toString(fit.context)
        )
    # From file sizes and a cautious allowance, until the header is read: not the plan.
    return QCoreApplication.translate("RepoPage", "{0} or less (a first guess)").format(
        format_size(fit.need_bytes)
    )


_t = words_in("RepoPage")
