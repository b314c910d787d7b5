"""The GUI's handle on the download queue: the core's ``DownloadScheduler`` with its
blocking work on the "llamadesk-downloads" thread and its news as Qt signals.

Every decision (which job runs next, pause, resume, cancel, retry, waiting for the
connection, the smaller variant offered when the disk is short) is the scheduler's;
this module only runs its work on a named QThread, keeps its time with a QTimer, and
turns its hooks into signals. The worker's answers come back over queued signals, so
the scheduler is only ever used from the GUI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Unpack

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from desktop.core.hub.download_progress import Progress
from desktop.core.hub.download_queue import DownloadJob, QueueDamage
from desktop.core.hub.download_scheduler import (
    DownloadScheduler,
    SchedulerHooks,
    SchedulerOptions,
)
from desktop.core.hub.download_work import (
    AlternativeRequest,
    JobOutcome,
    JobRequest,
    alternative_for_disk,
    execute_job,
    hub_answers,
)
from desktop.core.hub.variants import RepoDetails, Variant
from desktop.core.settings import Settings
from desktop.gui.bridge.threads import forget_thread, new_named_thread

DOWNLOADS_THREAD_NAME = "llamadesk-downloads"


class _DownloadWorker(QObject):
    """Runs the scheduler's blocking work on the downloads thread; answers by signals."""

    job_progressed = Signal(str, object)  # job_id, Progress
    job_ended = Signal(object)  # JobOutcome
    hub_probed = Signal(bool)  # whether the Hub's host accepted a connection
    # job_id, the repo's RepoDetails, the variant that fits the disk (or None)
    alternative_found = Signal(str, object, object)

    def __init__(self) -> None:
        super().__init__()
        # Set from the GUI thread when closing: a check in flight gives up at once
        # instead of holding the thread (and so the app) for its whole timeout.
        self.stop = threading.Event()

    @Slot(str)
    def probe(self, endpoint: str) -> None:
        self.hub_probed.emit(hub_answers(endpoint, self.stop))

    @Slot(object)
    def run(self, request: JobRequest) -> None:
        job_id = request.job.job_id

        def report(progress: Progress) -> None:
            self.job_progressed.emit(job_id, progress)

        self.job_ended.emit(execute_job(request, report))

    @Slot(object)
    def find_alternative(self, request: AlternativeRequest) -> None:
        found = alternative_for_disk(request, self.stop)
        if found is not None:
            self.alternative_found.emit(request.job.job_id, *found)


class _QtWork(QObject):
    """The scheduler's ``DownloadWork``: requests go to the worker by queued signals,
    the planned Hub checks are a single-shot QTimer."""

    run_requested = Signal(object)  # JobRequest
    probe_requested = Signal(str)  # endpoint
    alternative_requested = Signal(object)  # AlternativeRequest

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)

    def run(self, request: JobRequest) -> None:
        self.run_requested.emit(request)

    def probe(self, endpoint: str) -> None:
        self.probe_requested.emit(endpoint)

    def find_alternative(self, request: AlternativeRequest) -> None:
        self.alternative_requested.emit(request)

    def schedule_probe(self, delay_s: float) -> None:
        self.timer.start(int(delay_s * 1000))

    def cancel_probe(self) -> None:
        self.timer.stop()

    def probe_scheduled(self) -> bool:
        return self.timer.isActive()


class DownloadManager(QObject):
    """The GUI's handle on the download queue. Use it from the GUI thread only."""

    jobs_changed = Signal()
    job_progressed = Signal(str, object)  # job_id, Progress (<= ~10 a second)
    job_finished = Signal(str, object)  # job_id, list[Path] (model shards first)
    job_failed = Signal(str, str)  # job_id, plain message
    # Changes only: False when a download found Hugging Face unreachable (the queue
    # waits), True when it answers again (the queue goes on).
    hub_reachable_changed = Signal(bool)

    def __init__(
        self,
        settings: Settings | Callable[[], Settings],
        token_source: Callable[[], str | None],
        parent: QObject | None = None,
        **options: Unpack[SchedulerOptions],
    ) -> None:
        super().__init__(parent)
        self._closed = False
        work = _QtWork(self)
        hooks = SchedulerHooks(
            jobs_changed=self.jobs_changed.emit,
            job_progressed=self.job_progressed.emit,
            job_finished=self._emit_finished,
            job_failed=self.job_failed.emit,
            hub_reachable_changed=self.hub_reachable_changed.emit,
        )
        self._scheduler = DownloadScheduler(
            work,
            (lambda: settings) if isinstance(settings, Settings) else settings,
            token_source,
            hooks=hooks,
            **options,
        )
        # A plain sentence when the saved list was damaged (shown by the panel).
        self.problem: str | None = self._scheduler.problem
        self.damage: QueueDamage | None = self._scheduler.damage  # the same, as figures

        self._thread = new_named_thread(DOWNLOADS_THREAD_NAME)
        self._worker = _DownloadWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        work.run_requested.connect(self._worker.run)
        work.probe_requested.connect(self._worker.probe)
        work.alternative_requested.connect(self._worker.find_alternative)
        work.timer.timeout.connect(self._scheduler.probe_due)
        self._worker.job_progressed.connect(self._on_progressed)
        self._worker.job_ended.connect(self._on_ended)
        self._worker.hub_probed.connect(self._on_probed)
        self._worker.alternative_found.connect(self._on_alternative_found)
        self._thread.start()
        self._scheduler.start()  # jobs queued when the app last closed go on

    # -- commands ----------------------------------------------------------------------

    def enqueue(self, details: RepoDetails, variant: Variant) -> str:
        """See ``DownloadScheduler.enqueue``."""
        return self._scheduler.enqueue(details, variant)

    def pause(self, job_id: str) -> None:
        self._scheduler.pause(job_id)

    def resume(self, job_id: str) -> None:
        self._scheduler.resume(job_id)

    def retry(self, job_id: str) -> None:
        self._scheduler.retry(job_id)

    def cancel(self, job_id: str) -> None:
        self._scheduler.cancel(job_id)

    def remove(self, job_id: str) -> None:
        self._scheduler.remove(job_id)

    def alternative_for(self, job_id: str) -> str | None:
        return self._scheduler.alternative_for(job_id)

    def download_instead(self, job_id: str) -> str | None:
        return self._scheduler.download_instead(job_id)

    @Slot()
    def check_hub_now(self) -> None:
        self._scheduler.check_hub_now()

    def shutdown(self) -> None:
        """Pause the running job (its partial file is kept for the next start), save
        the list, stop the thread. Returns within moments, never after the download."""
        if self._closed:
            return
        self._closed = True
        self._worker.stop.set()
        self._scheduler.shutdown()
        # quit() takes effect once the worker's slot returns, which the pause flag
        # makes happen at the next chunk (or network timeout), and the stop flag within
        # moments for a connection check.
        self._thread.quit()
        self._thread.wait()
        forget_thread(self._thread)

    # -- state -------------------------------------------------------------------------

    def jobs(self) -> list[DownloadJob]:
        """Every job in queue order (copies: change them through the commands)."""
        return self._scheduler.jobs()

    def job(self, job_id: str) -> DownloadJob | None:
        return self._scheduler.job(job_id)

    def progress(self, job_id: str) -> Progress | None:
        """The latest progress of a running job (rate and time left), if any."""
        return self._scheduler.progress(job_id)

    def running_job_id(self) -> str | None:
        """The job the worker is busy with (until it has really stopped), if any."""
        return self._scheduler.running_job_id()

    def hub_reachable(self) -> bool:
        """False while the queue waits for Hugging Face to answer again."""
        return self._scheduler.hub_reachable()

    def is_running(self) -> bool:
        """Whether the downloads thread is up (False after shutdown)."""
        return self._thread.isRunning()

    # -- the worker's answers, on the GUI thread -----------------------------------------

    def _emit_finished(self, job_id: str, done: list[Path]) -> None:
        self.job_finished.emit(job_id, done)

    @Slot(str, object)
    def _on_progressed(self, job_id: str, progress: Progress) -> None:
        self._scheduler.job_progressed(job_id, progress)

    @Slot(object)
    def _on_ended(self, outcome: JobOutcome) -> None:
        self._scheduler.job_ended(outcome)

    @Slot(bool)
    def _on_probed(self, reachable: bool) -> None:
        self._scheduler.hub_probed(reachable)

    @Slot(str, object, object)
    def _on_alternative_found(self, job_id: str, details: RepoDetails, quant: str | None) -> None:
        self._scheduler.alternative_found(job_id, details, quant)
