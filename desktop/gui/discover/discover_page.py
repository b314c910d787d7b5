"""The Discover page as the window shows it: finding models above, downloads below."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from desktop.core.hub.variants import RepoDetails, Variant
from desktop.gui.discover.discover_view import DiscoverView
from desktop.gui.discover.downloads_panel import DownloadsPanel
from desktop.gui.shell.services import AppServices

# How long a piece of news stays in the status bar.
NEWS_MS = 8000


class DiscoverPage(QWidget):
    """Search and repo pages over the download queue; Download on a version queues it."""

    # A finished download's first shard, to be loaded.
    load_requested = Signal(Path)
    # A download finished: the library has a new model.
    models_changed = Signal()
    # Plain text for the status bar and how long it stays (ms): news, never a state
    # (a state is shown where it lives: the download's row, the offline banner).
    status_message = Signal(str, int)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self.discover = DiscoverView(services)
        self.downloads = DownloadsPanel(services.downloads)
        heading = QLabel(self.tr("Downloads"))
        heading.setBuddy(self.downloads)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(heading)
        # The panel keeps room for several whole rows itself, once it has them.
        lower_layout.addWidget(self.downloads, 1)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setAccessibleName(self.tr("Find models and downloads"))
        splitter.addWidget(self.discover)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.discover.download_requested.connect(self._on_download_requested)
        self.discover.hub_reachable_changed.connect(self._on_hub_reachable_changed)
        # One notion of "offline" on the page: the queue finding the Hub gone shows the
        # banner, and a search getting through lets waiting downloads go on at once.
        services.downloads.hub_reachable_changed.connect(self.discover.set_hub_reachable)
        self.discover.hub_reachable_changed.connect(self._on_search_reached_hub)
        self.downloads.load_requested.connect(self._on_load_requested)
        self.downloads.models_changed.connect(self._on_download_finished)
        services.downloads.job_failed.connect(self._on_download_failed)

    @Slot(object, object)
    def _on_download_requested(self, details: RepoDetails, variant: Variant) -> None:
        self._services.downloads.enqueue(details, variant)
        self.status_message.emit(
            self.tr("{0} {1} is in the download list.").format(details.repo_id, variant.quant),
            NEWS_MS,
        )

    @Slot()
    def _on_download_finished(self) -> None:
        self.discover.repo_page.show_downloaded()
        self.status_message.emit(
            self.tr("Download finished: the model is in the Library."), NEWS_MS
        )
        self.models_changed.emit()

    @Slot(str, str)
    def _on_download_failed(self, job_id: str, _message: str) -> None:
        # One failure, one sentence: the reason is on the job's row (scrolled into
        # view); the status bar only replaces what it said before with where to look.
        job = self._services.downloads.job(job_id)
        name = job.name if job is not None else self.tr("A model")
        self.status_message.emit(
            self.tr("The download of {0} stopped: its row under Downloads says why.").format(name),
            NEWS_MS,
        )

    @Slot(bool)
    def _on_hub_reachable_changed(self, reachable: bool) -> None:
        # Going offline is said by the page's banner alone, not again here; coming back
        # is news.
        if reachable:
            self.status_message.emit(self.tr("Hugging Face answers again."), NEWS_MS)

    @Slot(bool)
    def _on_search_reached_hub(self, reachable: bool) -> None:
        if reachable:
            self._services.downloads.check_hub_now()

    @Slot(object)
    def _on_load_requested(self, path: object) -> None:
        if isinstance(path, Path):
            self.load_requested.emit(path)
