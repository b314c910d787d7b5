"""The list of downloads: progress, speed and time left per job, with its buttons.

One row per job, kept across updates: a progress step changes the bar and the text
of its own row only; a change of state updates the rows (adding and dropping rows as
jobs come and go), never a rebuild of the whole list. A row is two lines (name, state
and buttons; bar and figures) so that several fit on a laptop's screen, and a row just
added or just failed is scrolled into view.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.core.hub.download_progress import Progress
from desktop.core.hub.download_queue import DownloadJob, JobState
from desktop.gui.bridge.download_manager import DownloadManager
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.hub_words import hub_error_text, note_text, queue_damage_text
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.units import format_duration, format_size
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in
from desktop.gui.widgets.yes_no_question import confirmed

EMPTY_TEXT = QT_TRANSLATE_NOOP("DownloadsPanel", "Downloads appear here.")
BAR_STEPS = 1000  # QProgressBar counts in int: show thousandths, not bytes
# Said once on the page's banner; the row only says it waits, and what it keeps.
WAITING_TEXT = QT_TRANSLATE_NOOP("DownloadsPanel", "goes on by itself when the connection is back")
# How many whole rows the panel keeps room for, however small the window.
ROWS_SHOWN = 3
_ROW_MARGIN = 4  # pixels inside a row's frame, above and below
_ROW_SPACING = 2  # between its two lines

_STATE_NAMES = {
    JobState.QUEUED: QT_TRANSLATE_NOOP("DownloadsPanel", "Waiting"),
    JobState.DOWNLOADING: QT_TRANSLATE_NOOP("DownloadsPanel", "Downloading"),
    JobState.WAITING: QT_TRANSLATE_NOOP("DownloadsPanel", "Waiting for the connection"),
    JobState.PAUSED: QT_TRANSLATE_NOOP("DownloadsPanel", "Paused"),
    JobState.FAILED: QT_TRANSLATE_NOOP("DownloadsPanel", "Failed"),
    JobState.DONE: QT_TRANSLATE_NOOP("DownloadsPanel", "Done"),
    JobState.CANCELLED: QT_TRANSLATE_NOOP("DownloadsPanel", "Cancelled"),
}


def progress_text(job: DownloadJob, progress: Progress | None) -> str:
    """ "1.2 GB of 4.6 GB · 12 MB/s · 5 min left", or what the job's state calls for."""
    amount = QCoreApplication.translate("DownloadsPanel", "{0} of {1}").format(
        format_size(job.bytes_done), format_size(job.total)
    )
    if job.state == JobState.DOWNLOADING:
        note = note_text(progress) if progress is not None else None
        if note:
            return f"{amount} · {note}"
        if progress is None or progress.rate <= 0:
            return QCoreApplication.translate("DownloadsPanel", "{0} · starting…").format(amount)
        left = (
            QCoreApplication.translate("DownloadsPanel", "{0} left").format(
                format_duration(progress.eta_seconds)
            )
            if progress.eta_seconds is not None
            else QCoreApplication.translate("DownloadsPanel", "working out the time left")
        )
        return QCoreApplication.translate("DownloadsPanel", "{0} · {1}/s · {2}").format(
            amount, format_size(progress.rate), left
        )
    if job.state == JobState.WAITING:
        return QCoreApplication.translate("DownloadsPanel", "{0} · {1}").format(
            amount, _t(WAITING_TEXT)
        )
    if job.state == JobState.FAILED:
        if job.error is not None:
            return hub_error_text(job.error)
        # A failed job saved by an older version kept only the core's sentence.
        return job.message or QCoreApplication.translate("DownloadsPanel", "The download failed.")
    if job.state == JobState.DONE:
        return QCoreApplication.translate("DownloadsPanel", "{0} · ready to load").format(
            format_size(job.total)
        )
    if job.state == JobState.CANCELLED:
        return QCoreApplication.translate("DownloadsPanel", "Cancelled; nothing was kept.")
    return amount


class _JobRow(QFrame):
    """One job: its name, bar, figures, state and the buttons its state allows."""

    def __init__(self, job: DownloadJob, panel: DownloadsPanel) -> None:
        super().__init__()
        self.job = job
        self.setFrameShape(QFrame.Shape.StyledPanel)
        name = job.name
        self.title = QLabel(name)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAccessibleName(self.tr("Download of {0}").format(name))
        self.state_label = QLabel()
        self.state_label.setAccessibleName(self.tr("State of {0}").format(name))
        self.bar = QProgressBar()
        self.bar.setRange(0, BAR_STEPS)
        self.bar.setTextVisible(False)
        self.bar.setAccessibleName(self.tr("Progress of {0}").format(name))
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(self.tr("Details of {0}").format(name))

        job_id = job.job_id
        manager = panel.manager
        self._manager = manager

        def job_button(
            text: str, accessible_name: str, act: Callable[[str], object]
        ) -> QPushButton:
            return _button(text, accessible_name, lambda: act(job_id))

        self.pause_button = job_button(
            self.tr("Pause"), self.tr("Pause download of {0}").format(name), manager.pause
        )
        self.resume_button = job_button(
            self.tr("Resume"), self.tr("Resume download of {0}").format(name), manager.resume
        )
        self.cancel_button = job_button(
            self.tr("Cancel…"), self.tr("Cancel download of {0}").format(name), panel.cancel_job
        )
        # Its text names the variant once the job fails for lack of space (show_job).
        self.instead_button = job_button(
            self.tr("Download instead"),
            self.tr("Download instead of {0}").format(name),
            manager.download_instead,
        )
        self.retry_button = job_button(
            self.tr("Retry"), self.tr("Retry download of {0}").format(name), manager.retry
        )
        self.remove_button = job_button(
            self.tr("Remove"), self.tr("Remove {0} from the list").format(name), manager.remove
        )
        self.load_button = job_button(
            self.tr("Load"), self.tr("Load {0}").format(name), panel.load_job
        )

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.state_label)
        for button in self.buttons():
            top.addWidget(button)
        figures = QHBoxLayout()
        figures.addWidget(self.bar, 1)
        figures.addWidget(self.detail, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(_ROW_MARGIN + 2, _ROW_MARGIN, _ROW_MARGIN + 2, _ROW_MARGIN)
        layout.setSpacing(_ROW_SPACING)
        layout.addLayout(top)
        layout.addLayout(figures)
        self.show_job(job, None)

    def buttons(self) -> list[QPushButton]:
        return [self.load_button, self.pause_button, self.resume_button, self.instead_button,
                self.retry_button, self.cancel_button, self.remove_button]  # fmt: skip

    def show_job(self, job: DownloadJob, progress: Progress | None) -> None:
        """Show a new state of the job: text, bar and which buttons apply."""
        self.job = job
        state = job.state
        self.state_label.setText(_t(_STATE_NAMES[state]))
        self.pause_button.setVisible(
            state in (JobState.QUEUED, JobState.DOWNLOADING, JobState.WAITING)
        )
        self.resume_button.setVisible(state == JobState.PAUSED)
        self.cancel_button.setVisible(job.active or state == JobState.FAILED)
        self.retry_button.setVisible(state in (JobState.FAILED, JobState.CANCELLED))
        instead = self._manager.alternative_for(job.job_id)
        if instead is not None:
            self.instead_button.setText(self.tr("Download {0} instead").format(instead))
            self.instead_button.setAccessibleName(
                self.tr("Download {0} {1} instead of {2}").format(job.repo_id, instead, job.name)
            )
        self.instead_button.setVisible(instead is not None)
        self.remove_button.setVisible(not job.active)
        self.load_button.setVisible(state == JobState.DONE and bool(job.paths))
        self.show_progress(progress)

    def show_progress(self, progress: Progress | None) -> None:
        """Only the bar and the figures: what a progress step changes."""
        job = self.job
        if progress is not None:
            job.bytes_done, job.total = progress.bytes_done, progress.total
        done = job.total if job.state == JobState.DONE else job.bytes_done
        self.bar.setValue(int(BAR_STEPS * done / job.total) if job.total else 0)
        self.detail.setText(progress_text(job, progress))


def _button(text: str, accessible_name: str, slot: Callable[[], object]) -> QPushButton:
    button = action_button(text, accessible_name, slot)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return button


class DownloadsPanel(QWidget):
    """Every download of ``manager``, newest last."""

    load_requested = Signal(object)  # Path: the first shard of a finished model
    models_changed = Signal()  # a download finished: the library has something new

    def __init__(self, manager: DownloadManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.manager = manager
        self.setAccessibleName(self.tr("Downloads"))
        self.empty_label = QLabel(_t(EMPTY_TEXT))
        self.empty_label.setAccessibleName(self.tr("No downloads"))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem_label = sentence_label(
            self.tr("Problem with the list of downloads"),
            queue_damage_text(manager.damage) if manager.damage else manager.problem or "",
        )
        self.problem_label.setVisible(bool(manager.problem))

        self._list = QWidget()
        self._rows_layout = QVBoxLayout(self._list)
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.setSpacing(4)
        self._rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._list)
        scroll.setAccessibleName(self.tr("List of downloads"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(scroll, 1)
        self._scroll = scroll
        self.rows: dict[str, _JobRow] = {}

        manager.jobs_changed.connect(self.refresh)
        manager.job_progressed.connect(self._on_progressed)
        manager.job_finished.connect(self._on_finished)
        manager.job_failed.connect(self._on_failed)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Match the rows to the manager's jobs (add, update, drop; never rebuild all)."""
        jobs = self.manager.jobs()
        wanted = {job.job_id for job in jobs}
        for job_id in [j for j in self.rows if j not in wanted]:
            row = self.rows.pop(job_id)
            self._rows_layout.removeWidget(row)
            row.deleteLater()
        for index, job in enumerate(jobs):
            existing = self.rows.get(job.job_id)
            if existing is None:
                added = _JobRow(job, self)
                self.rows[job.job_id] = added
                self._rows_layout.insertWidget(index, added)
                self.scroll_to(job.job_id)
            else:
                existing.show_job(job, self.manager.progress(job.job_id))
        self.empty_label.setVisible(not jobs)
        self._scroll.setVisible(bool(jobs))
        self._keep_room_for_rows()

    def _keep_room_for_rows(self) -> None:
        """However small the window, the list keeps room for the first few whole rows
        (the page's splitter gives it at least its minimum)."""
        spacing = self._rows_layout.spacing()
        first = list(self.rows.values())[:ROWS_SHOWN]
        needed = sum(row.sizeHint().height() + spacing for row in first)
        self._scroll.setMinimumHeight(needed + 2 * self._scroll.frameWidth())

    def scroll_to(self, job_id: str) -> None:
        """Bring the job's row into view, once the list has laid it out."""

        def scroll() -> None:
            row = self.rows.get(job_id)
            if row is not None:
                self._scroll.ensureWidgetVisible(row, 0, 0)

        QTimer.singleShot(0, self, scroll)

    def cancel_job(self, job_id: str) -> None:
        """Cancel after the user confirms (the partial files are deleted)."""
        job = self.manager.job(job_id)
        if job is None:
            return
        if self.confirm_cancel(job):
            self.manager.cancel(job_id)

    def confirm_cancel(self, job: DownloadJob) -> bool:
        return confirmed(
            self,
            self.tr("Cancel download"),
            self.tr("Cancel the download of {0}? What was downloaded so far is deleted.").format(
                job.name
            ),
        )

    def load_job(self, job_id: str) -> None:
        job = self.manager.job(job_id)
        if job is not None and job.state == JobState.DONE and job.paths:
            self.load_requested.emit(Path(job.paths[0]))

    @Slot(str, object)
    def _on_progressed(self, job_id: str, progress: Progress) -> None:
        row = self.rows.get(job_id)
        if row is not None:
            row.show_progress(progress)

    @Slot(str, object)
    def _on_finished(self, _job_id: str, _paths: object) -> None:
        self.models_changed.emit()

    @Slot(str, str)
    def _on_failed(self, job_id: str, _message: str) -> None:
        self.scroll_to(job_id)


_t = words_in("DownloadsPanel")
