"""The Library page's table: one row per model, with whether it fits on this computer.

``library_rows`` scans and plans (slow: file headers, hardware probes) and runs on the
probe thread; the models below only arrange its answer for the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from desktop.core.errors import LlamaDeskError
from desktop.core.host.load_preview import HardwareCache
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.gguf import read_gguf
from desktop.core.models.gguf_header import GGUFError
from desktop.core.models.library import LibraryEntry, default_roots, scan_library
from desktop.core.models.load_choice import LoadDecision, decide_load
from desktop.core.models.speech_models import Voice, voice_of
from desktop.core.settings import Settings
from desktop.gui.widgets.glossary import term
from desktop.gui.widgets.model_words import entry_problem_text, model_error_text
from desktop.gui.widgets.plan_words import VERDICTS, need_text, verdict_text
from desktop.gui.widgets.starter_note import STARTER_SUFFIX, starter_words
from desktop.gui.widgets.units import format_size, format_tokens
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

# Raw values (numbers for sizes) for sorting, beside the text shown.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

ModelIndex = QModelIndex | QPersistentModelIndex
# After the name of the model the backend has loaded.
LOADED_MARK = QT_TRANSLATE_NOOP("LibraryModel", " · Loaded")
# Words below are marked for lupdate here and translated where shown (_words), after
# the window's translator is in.


class Column(IntEnum):
    NAME = 0
    ARCHITECTURE = 1
    PARAMETERS = 2
    QUANTISATION = 3
    SIZE = 4
    CONTEXT = 5
    CAPABILITIES = 6
    FIT = 7


HEADERS = {
    Column.NAME: QT_TRANSLATE_NOOP("LibraryModel", "Name"),
    Column.ARCHITECTURE: QT_TRANSLATE_NOOP("LibraryModel", "Architecture"),
    Column.PARAMETERS: QT_TRANSLATE_NOOP("LibraryModel", "Parameters"),
    # A model's version, as Discover names it (Q4_K_M): "Quantisation" was jargon on a
    # first page; the header's tooltip says what the name means.
    Column.QUANTISATION: QT_TRANSLATE_NOOP("LibraryModel", "Version"),
    Column.SIZE: QT_TRANSLATE_NOOP("LibraryModel", "Size"),
    Column.CONTEXT: QT_TRANSLATE_NOOP("LibraryModel", "Context"),
    Column.CAPABILITIES: QT_TRANSLATE_NOOP("LibraryModel", "Can also"),
    Column.FIT: QT_TRANSLATE_NOOP("LibraryModel", "On this computer"),
}
# Headers whose word needs explaining: hovering shows the glossary's words.
HEADER_TERMS = {
    Column.QUANTISATION: "quantisation",
    Column.CONTEXT: "context",
    Column.CAPABILITIES: "can also",
}

_CAPABILITY_WORDS = {
    "vision": QT_TRANSLATE_NOOP("LibraryModel", "see images"),
    "thinking": QT_TRANSLATE_NOOP("LibraryModel", "think"),
    "tools": QT_TRANSLATE_NOOP("LibraryModel", "use tools"),
}
_VERDICT_ORDER = {verdict: position for position, verdict in enumerate(Verdict)}

# Filter keys: a capability, a Verdict name, or one of these.
FILTER_ALL = "all"
FILTER_DAMAGED = "damaged"
FILTERS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("LibraryModel", "All models"), FILTER_ALL),
    (QT_TRANSLATE_NOOP("LibraryModel", "Can see images"), "vision"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Can think"), "thinking"),
    (QT_TRANSLATE_NOOP("LibraryModel", "Can use tools"), "tools"),
    *((VERDICTS[verdict], verdict.name) for verdict in Verdict),  # marked in PlanWords
    (QT_TRANSLATE_NOOP("LibraryModel", "Damaged files"), FILTER_DAMAGED),
)


@dataclass(frozen=True)
class LibraryRow:
    entry: LibraryEntry
    verdict: Verdict | None  # None for a damaged file or when planning failed
    problem: str | None  # a plain sentence when the file is damaged or could not be planned
    # How the model would be loaded and what fits (the Load page's decision); None
    # when the verdict is.
    decision: LoadDecision | None = None
    # What it does with sound (speaks, listens), from its header and projector's.
    voice: Voice | None = None


def _voice(entry: LibraryEntry) -> Voice | None:
    if entry.info is None:
        return None
    projector = None
    if entry.projector_path is not None:
        try:
            projector = read_gguf(entry.projector_path)
        except GGUFError:
            projector = None
    return voice_of(entry.info, projector)


def library_rows(settings: Settings, hardware: HardwareCache) -> list[LibraryRow]:
    """Every model with its verdict on this computer. Slow: call off the GUI thread."""
    entries = scan_library(default_roots(settings))
    if not any(entry.info is not None for entry in entries):
        return [LibraryRow(entry, None, entry.error) for entry in entries]
    machine = hardware.get()
    rows = []
    for entry in entries:
        if entry.info is None:
            rows.append(
                LibraryRow(
                    entry,
                    None,
                    entry_problem_text(entry)
                    or QCoreApplication.translate("LibraryModel", "This file cannot be read."),
                )
            )
            continue
        try:
            # The verdict the Load page would show for this model: its remembered
            # choices and the Settings defaults, the projector found beside it.
            decision = decide_load(
                entry.info, machine, settings, library_projector=entry.projector_path
            )
            verdict: Verdict | None = decision.plan.verdict
            problem = None
        except LlamaDeskError as error:
            verdict, problem, decision = None, model_error_text(error), None
        except Exception as error:
            # One model that cannot be planned must never hide the rest of the library.
            verdict, decision = None, None
            problem = QCoreApplication.translate(
                "LibraryModel", "LlamaDesk could not work out whether this model fits ({0})."
            ).format(type(error).__name__)
        rows.append(LibraryRow(entry, verdict, problem, decision, _voice(entry)))
    return rows


class LibraryTableModel(QAbstractTableModel):
    """Rows of ``LibraryRow``; UserRole gives the LibraryEntry, SORT_ROLE raw values."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[LibraryRow] = []
        self._loaded_path: Path | None = None

    def set_loaded_path(self, path: Path | None) -> None:
        """Mark the model at ``path`` as the one loaded (None: no model is)."""
        if path == self._loaded_path:
            return
        self._loaded_path = path
        if self._rows:
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, Column.NAME), self.index(last, Column.NAME))

    def set_rows(self, rows: list[LibraryRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rows(self) -> list[LibraryRow]:
        return list(self._rows)

    def row_at(self, row: int) -> LibraryRow:
        return self._rows[row]

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(Column)

    def headerData(  # noqa: N802 (Qt's name)
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(Column)
        ):
            return shown_words(HEADERS[Column(section)])
        if role == Qt.ItemDataRole.ToolTipRole and section in HEADER_TERMS:
            return term(HEADER_TERMS[Column(section)])
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = Column(index.column())
        loaded = column == Column.NAME and row.entry.path == self._loaded_path
        if role == Qt.ItemDataRole.DisplayRole:
            return display_text(row, column) + (shown_words(LOADED_MARK) if loaded else "")
        if role == Qt.ItemDataRole.FontRole and loaded:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.entry.error:
                return f"{row.entry.path}\n{entry_problem_text(row.entry)}"
            if row.problem:
                return f"{row.entry.path}\n{row.problem}"
            # Also what a narrow window's hidden columns would say.
            return f"{row.entry.path}\n{details_text(row)}"
        if role == Qt.ItemDataRole.UserRole:
            return row.entry
        if role == SORT_ROLE:
            return sort_value(row, column)
        return None


def display_text(row: LibraryRow, column: Column) -> str:
    """The words shown in ``column`` for ``row``."""
    entry, info = row.entry, row.entry.info
    if column == Column.NAME:
        if entry.source == "ollama":
            return QCoreApplication.translate("LibraryModel", "{0} (from Ollama)").format(
                entry.name
            )
        return entry.name + (starter_words(STARTER_SUFFIX) if entry.bundled else "")
    if column == Column.SIZE:
        return format_size(entry.size_bytes)
    if column == Column.FIT:
        if entry.error:
            return QCoreApplication.translate("LibraryModel", "Damaged: {0}").format(
                entry_problem_text(entry)
            )
        if row.verdict is None or row.decision is None:
            return (
                verdict_text(row.verdict)
                if row.verdict
                else QCoreApplication.translate("LibraryModel", "Unknown")
            )
        # The Load page's own figure for this model at these settings (memory_need).
        need = need_text(row.decision.plan.breakdown, detailed=False)
        return f"{verdict_text(row.verdict)} · {need}"
    if info is None:
        return "—"
    if column == Column.ARCHITECTURE:
        return info.architecture
    if column == Column.PARAMETERS:
        if info.size_label:
            return info.size_label
        return _short_count(info.parameter_count) if info.parameter_count else "—"
    if column == Column.QUANTISATION:
        return info.file_type or "—"
    if column == Column.CONTEXT:
        return format_tokens(info.context_length) if info.context_length else "—"
    voice = row.voice
    # A model that listens through its projector sees nothing.
    hidden = {"vision"} if voice is not None and voice.listens else set()
    words = [shown_words(_CAPABILITY_WORDS[name]) for name in sorted(entry.capabilities - hidden)]
    if voice is not None and voice.speaks:
        # Its projector makes sound; it sees nothing. It reads text aloud only.
        languages = voice.languages
        # Always more than one: pyside6-lupdate marks no plural in a plain function's
        # translate(), so the count is a number in a whole phrase.
        words = [
            QCoreApplication.translate("LibraryModel", "read text aloud ({0} languages)").format(
                len(languages)
            )
            if len(languages) > 1
            else QCoreApplication.translate("LibraryModel", "read text aloud")
        ]
    elif voice is not None and voice.listens:
        words.append(QCoreApplication.translate("LibraryModel", "hear speech"))
    return ", ".join(words) or "—"


shown_words = words_in("LibraryModel")


def filter_names() -> list[tuple[str, str]]:
    """The filters as the list shows them, in the window's language, with their keys."""
    return [
        (verdict_text(Verdict[key]) if key in Verdict.__members__ else shown_words(text), key)
        for text, key in FILTERS
    ]


def details_text(row: LibraryRow) -> str:
    """The model's details in one line: architecture, size, quantisation, context..."""
    columns = (Column.ARCHITECTURE, Column.PARAMETERS, Column.QUANTISATION, Column.CONTEXT)
    words = [display_text(row, column) for column in columns]
    if words[3] != "—":
        words[3] = QCoreApplication.translate("LibraryModel", "{0} tokens of context").format(
            words[3]
        )
    capabilities = display_text(row, Column.CAPABILITIES)
    if capabilities != "—":
        words.append(
            QCoreApplication.translate("LibraryModel", "can also: {0}").format(capabilities)
        )
    return " · ".join(word for word in words if word != "—")


def sort_value(row: LibraryRow, column: Column) -> int | str:
    """What ``column`` sorts by: numbers for sizes, lower-case text otherwise."""
    info = row.entry.info
    if column == Column.SIZE:
        return row.entry.size_bytes
    if column == Column.PARAMETERS:
        return info.parameter_count or 0 if info else 0
    if column == Column.CONTEXT:
        return info.context_length if info else 0
    if column == Column.FIT:
        # Damaged and unknown last, after "Too big".
        return _VERDICT_ORDER[row.verdict] if row.verdict else len(_VERDICT_ORDER)
    return display_text(row, column).casefold()


def _short_count(count: int) -> str:
    """135_000_000 -> "135M" (how model sizes are usually written)."""
    # T, B, M, K as model names write them ("7B"), in every language.
    for limit, suffix in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")):
        if count >= limit:
            value = count / limit
            return f"{value:.1f}{suffix}" if value < 10 else f"{value:.0f}{suffix}"
    return str(count)


class LibraryFilterModel(QSortFilterProxyModel):
    """Keeps rows matching the search text (name, architecture, quantisation) and filter."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._search = ""
        self._filter = FILTER_ALL
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def set_search_text(self, text: str) -> None:
        self.beginFilterChange()
        self._search = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_filter(self, key: str) -> None:
        """``key``: FILTER_ALL, FILTER_DAMAGED, a capability or a Verdict name."""
        self.beginFilterChange()
        self._filter = key
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:  # noqa: N802
        source = self.sourceModel()
        if not isinstance(source, LibraryTableModel) or source_parent.isValid():
            return False
        row = source.row_at(source_row)
        return self._matches_search(row) and self._matches_filter(row)

    def _matches_search(self, row: LibraryRow) -> bool:
        if not self._search:
            return True
        info = row.entry.info
        fields = [row.entry.name]
        if info is not None:
            fields += [info.architecture, info.file_type or ""]
        return any(self._search in field.casefold() for field in fields)

    def _matches_filter(self, row: LibraryRow) -> bool:
        key = self._filter
        if key == FILTER_ALL:
            return True
        if key == FILTER_DAMAGED:
            return row.entry.error is not None
        if key in _CAPABILITY_WORDS:
            return key in row.entry.capabilities
        return row.verdict is not None and row.verdict.name == key
