"""The app's download queue: jobs run one at a time, in order, on their own thread.

The manager lives on the GUI thread and owns the job list (saved on every change of
state, never per progress step); the worker on the "llamadesk-downloads" thread runs
one job at a time with ``download_queue.run_job`` and reports back through signals.
Pause and cancel are ``threading.Event`` flags read on every chunk, so they work while
the worker is busy; closing the app pauses the running job (its ``.part`` is kept),
and the next start resumes every queued job.

When Hugging Face can't be reached, the job that found out and every queued one wait
(state WAITING, partial files kept) instead of failing one by one; the worker, idle
then, checks now and then (with a growing pause between checks) whether the Hub's
host answers, and the queue goes on by itself once it does.
"""

from __future__ import annotations

import dataclasses
import logging
import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.calls import check_reachable
from desktop.core.hub.disk_space import DiskUsageFn
from desktop.core.hub.download_progress import Controls, Progress
from desktop.core.hub.download_queue import (
    DownloadJob,
    DownloadQueueError,
    DownloadQueueStore,
    JobState,
    discard_job_files,
    fitting_alternative,
    run_job,
)
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.errors import (
    DownloadCancelledError,
    DownloadOfflineError,
    NotEnoughSpaceError,
)
from desktop.core.hub.file_fetch import BACKOFF_START, MAX_ATTEMPTS
from desktop.core.hub.variants import RepoDetails, Variant, repo_details
from desktop.core.settings import Settings
from desktop.gui.threads import forget_thread, new_named_thread

DOWNLOADS_THREAD_NAME = "llamadesk-downloads"
# Checking whether the Hub answers again: first after PROBE_START seconds, then twice
# as long each time it does not, up to PROBE_MAX. A check is one TCP connect, given up
# as soon as the app closes.
PROBE_START = 2.0
PROBE_MAX = 60.0
PROBE_TIMEOUT = 3.0

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _JobRequest:
    job: DownloadJob  # a copy: the worker never shares the manager's objects
    token: str | None
    controls: Controls
    details: RepoDetails | None
    disk_usage: DiskUsageFn
    max_attempts: int
    backoff_start: float


@dataclass(frozen=True)
class _AlternativeRequest:
    job: DownloadJob  # a copy, as for _JobRequest
    token: str | None
    disk_usage: DiskUsageFn


class _DownloadWorker(QObject):
    """Runs one job per request on the downloads thread; reports through signals."""

    job_progressed = Signal(str, object)  # job_id, Progress
    job_finished = Signal(str, object)  # job_id, list[Path]
    job_failed = Signal(str, str, object)  # job_id, plain message, quant that fits or None
    job_stopped = Signal(str)  # job_id: paused or cancelled
    job_offline = Signal(str, str)  # job_id, plain message: the Hub can't be reached
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
        """Whether ``endpoint`` answers; runs here so the GUI never waits on the network."""
        try:
            check_reachable(endpoint, PROBE_TIMEOUT, stop=self.stop)
        except LlamaDeskError:
            self.hub_probed.emit(False)
        else:
            self.hub_probed.emit(True)

    @Slot(object)
    def run(self, request: _JobRequest) -> None:
        job_id = request.job.job_id

        def report(progress: Progress) -> None:
            self.job_progressed.emit(job_id, progress)

        try:
            done = run_job(
                request.job,
                token=request.token,
                progress=report,
                controls=request.controls,
                details=request.details,
                disk_usage=request.disk_usage,
                max_attempts=request.max_attempts,
                backoff_start=request.backoff_start,
            )
        except DownloadCancelledError:
            self.job_stopped.emit(job_id)
        except DownloadOfflineError as error:
            _log.info("download of %s waits for the connection (%s)", request.job.name,
                      error.details)  # fmt: skip
            self.job_offline.emit(job_id, error.message)
        except NotEnoughSpaceError as error:
            _log.info("download of %s failed: %s (%s)", request.job.name, error, error.details)
            self.job_failed.emit(job_id, error.message, request.job.alternative_quant)
            if request.details is None:
                # A job from the saved queue: its repo was not listed this session, so
                # no smaller version could be named. List it now.
                self.find_alternative(
                    _AlternativeRequest(request.job, request.token, request.disk_usage)
                )
        except LlamaDeskError as error:
            _log.info("download of %s failed: %s (%s)", request.job.name, error, error.details)
            # run_job notes on its copy of the job the variant that fits the disk.
            self.job_failed.emit(job_id, error.message, request.job.alternative_quant)
        except Exception as error:  # one broken job must not stop the queue
            _log.error("download of %s failed", request.job.name, exc_info=error)
            self.job_failed.emit(
                job_id,
                "The download stopped because of an unexpected problem; press Retry.",
                None,
            )
        else:
            self.job_finished.emit(job_id, done)

    @Slot(object)
    def find_alternative(self, request: _AlternativeRequest) -> None:
        """List the job's repo (at its revision) and find the largest variant that fits
        the disk; quiet when the Hub can't say (the offer is only a convenience)."""
        job = request.job
        try:
            details = repo_details(
                job.repo_id, revision=job.revision, token=request.token, stop=self.stop
            )
        except LlamaDeskError as error:
            _log.info("no smaller version of %s to offer: %s (%s)", job.name, error,
                      error.details)  # fmt: skip
            return
        quant = fitting_alternative(job, details, disk_usage=request.disk_usage)
        self.alternative_found.emit(job.job_id, details, quant)


class DownloadManager(QObject):
    """The GUI's handle on the download queue. Use it from the GUI thread only."""

    jobs_changed = Signal()
    job_progressed = Signal(str, object)  # job_id, downloads.Progress (<= ~10 a second)
    job_finished = Signal(str, object)  # job_id, list[Path] (model shards first)
    job_failed = Signal(str, str)  # job_id, plain message
    # Changes only: False when a download found Hugging Face unreachable (the queue
    # waits), True when it answers again (the queue goes on).
    hub_reachable_changed = Signal(bool)
    _run_requested = Signal(object)  # _JobRequest
    _alternative_requested = Signal(object)  # _AlternativeRequest
    _probe_requested = Signal(str)  # endpoint

    def __init__(
        self,
        settings: Settings | Callable[[], Settings],
        token_source: Callable[[], str | None],
        parent: QObject | None = None,
        *,
        store: DownloadQueueStore | None = None,
        disk_usage: DiskUsageFn = shutil.disk_usage,
        max_attempts: int = MAX_ATTEMPTS,
        backoff_start: float = BACKOFF_START,
        probe_start: float = PROBE_START,
        probe_max: float = PROBE_MAX,
    ) -> None:
        super().__init__(parent)
        self._settings: Callable[[], Settings] = (
            (lambda: settings) if isinstance(settings, Settings) else settings
        )
        self._token_source = token_source
        self._store = store or DownloadQueueStore()
        self._disk_usage = disk_usage
        self._max_attempts = max_attempts
        self._backoff_start = backoff_start
        self._jobs: list[DownloadJob] = self._store.load()
        # A plain sentence when the saved list was damaged (shown by the panel).
        self.problem: str | None = self._store.problem
        # For naming (and offering) a variant that fits: known for jobs added this session.
        self._details: dict[str, RepoDetails] = {}
        self._progress: dict[str, Progress] = {}
        self._current: str | None = None
        self._controls: Controls | None = None
        self._closed = False
        self._hub_reachable = True
        self._probe_start = probe_start
        self._probe_max = probe_max
        self._probe_delay = probe_start
        self._probing = False  # a check is on the worker now
        self._probe_timer = QTimer(self)
        self._probe_timer.setSingleShot(True)
        self._probe_timer.timeout.connect(self._probe)

        self._thread = new_named_thread(DOWNLOADS_THREAD_NAME)
        self._worker = _DownloadWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._run_requested.connect(self._worker.run)
        self._worker.job_progressed.connect(self._on_progressed)
        self._worker.job_finished.connect(self._on_finished)
        self._worker.job_failed.connect(self._on_failed)
        self._worker.job_stopped.connect(self._on_stopped)
        self._worker.job_offline.connect(self._on_offline)
        self._probe_requested.connect(self._worker.probe)
        self._worker.hub_probed.connect(self._on_probed)
        self._alternative_requested.connect(self._worker.find_alternative)
        self._worker.alternative_found.connect(self._on_alternative_found)
        self._thread.start()
        self._start_next()  # jobs queued when the app last closed go on
        for job in self._jobs:
            if job.state == JobState.FAILED and job.alternative_quant is not None:
                # Short of space when the app last ran: offering the smaller version
                # again needs the repo's listing, which only this session can fetch.
                self._alternative_requested.emit(
                    _AlternativeRequest(dataclasses.replace(job), self._token_source(),
                                        self._disk_usage)
                )  # fmt: skip

    # -- commands ----------------------------------------------------------------------

    def enqueue(self, details: RepoDetails, variant: Variant) -> str:
        """Queue ``variant`` of ``details`` for download; returns the job's id. Asking
        again for one that is already queued (or paused, or failed) goes on with it."""
        settings = self._settings()
        to_cache = settings.download_to_hf_cache
        for job in self._jobs:
            same = (job.repo_id, job.quant, job.revision) == (
                details.repo_id, variant.quant, details.revision,
            )  # fmt: skip
            if same and (job.target == "hf_cache") == to_cache and job.state != JobState.DONE:
                self._details[job.job_id] = details
                if job.state in (JobState.PAUSED, JobState.FAILED, JobState.CANCELLED):
                    self._requeue(job)
                return job.job_id
        job = DownloadJob.for_settings(details, variant, settings)
        self._details[job.job_id] = details
        self._jobs.append(job)
        self._changed()
        self._start_next()
        return job.job_id

    def pause(self, job_id: str) -> None:
        """Stop a queued, waiting or running job, keeping what was downloaded."""
        job = self._job(job_id)
        if job is None or job.state not in (
            JobState.QUEUED, JobState.DOWNLOADING, JobState.WAITING,
        ):  # fmt: skip
            return
        if job_id == self._current and self._controls is not None:
            self._controls.pause.set()
        job.state = JobState.PAUSED
        self._changed()

    def resume(self, job_id: str) -> None:
        """Put a paused job back in the queue; it continues where it stopped."""
        job = self._job(job_id)
        if job is not None and job.state == JobState.PAUSED:
            self._requeue(job)

    def retry(self, job_id: str) -> None:
        """Try a failed (or cancelled) job again, reusing what was kept."""
        job = self._job(job_id)
        if job is not None and job.state in (JobState.FAILED, JobState.CANCELLED):
            self._requeue(job)

    def cancel(self, job_id: str) -> None:
        """Stop a job and delete its partial files."""
        job = self._job(job_id)
        if job is None or job.state in (JobState.DONE, JobState.CANCELLED):
            return
        if job_id == self._current and self._controls is not None:
            self._controls.cancel.set()  # the worker deletes the files once it stops
        else:
            discard_job_files(job)
        job.state = JobState.CANCELLED
        job.bytes_done = 0
        job.message = None
        self._progress.pop(job_id, None)
        self._changed()

    def remove(self, job_id: str) -> None:
        """Forget a finished, failed or cancelled job (a failed one's partial files go)."""
        job = self._job(job_id)
        if job is None or job.active:
            return
        if job.state == JobState.FAILED and job_id != self._current:
            discard_job_files(job)
        self._jobs.remove(job)
        self._details.pop(job_id, None)
        self._progress.pop(job_id, None)
        self._changed()

    def alternative_for(self, job_id: str) -> str | None:
        """The smaller variant that ``download_instead`` would get for a job that failed
        for lack of disk space, if there is one and its repo's listing is at hand (for a
        job from an earlier session, once fetched in the background)."""
        job = self._job(job_id)
        if job is None or job.state != JobState.FAILED or job.alternative_quant is None:
            return None
        details = self._details.get(job_id)
        if details is None or details.variant(job.alternative_quant) is None:
            return None
        return job.alternative_quant

    def download_instead(self, job_id: str) -> str | None:
        """Replace a job that failed for lack of disk space with the largest variant
        of its repo that fits: the failed job goes (its partial files too) and the
        other variant is queued. Returns the new job's id, or None when there is no
        such variant to offer (see ``alternative_for``)."""
        quant = self.alternative_for(job_id)
        details = self._details.get(job_id)
        if quant is None or details is None:
            return None
        variant = details.variant(quant)
        if variant is None:
            return None
        self.remove(job_id)
        return self.enqueue(details, variant)

    @Slot()
    def check_hub_now(self) -> None:
        """While the queue waits for Hugging Face, check at once whether it answers
        (say, when a search just got through) instead of at the next planned check."""
        if self._closed or self._hub_reachable:
            return
        self._probe_delay = self._probe_start
        self._probe_timer.stop()
        self._probe()

    def shutdown(self) -> None:
        """Pause the running job (its partial file is kept for the next start), save
        the list, stop the thread. Returns within moments, never after the download."""
        if self._closed:
            return
        self._closed = True
        self._probe_timer.stop()
        self._worker.stop.set()
        if self._current is not None and self._controls is not None:
            self._controls.pause.set()
            job = self._job(self._current)
            if job is not None and job.state == JobState.DOWNLOADING:
                job.state = JobState.QUEUED  # resumed at the next start
        self._save()
        # quit() takes effect once the worker's slot returns, which the pause flag
        # makes happen at the next chunk (or network timeout), and the stop flag within
        # moments for a connection check.
        self._thread.quit()
        self._thread.wait()
        forget_thread(self._thread)

    # -- state -------------------------------------------------------------------------

    def jobs(self) -> list[DownloadJob]:
        """Every job in queue order (copies: change them through the commands)."""
        return [dataclasses.replace(job) for job in self._jobs]

    def job(self, job_id: str) -> DownloadJob | None:
        job = self._job(job_id)
        return dataclasses.replace(job) if job is not None else None

    def progress(self, job_id: str) -> Progress | None:
        """The latest progress of a running job (rate and time left), if any."""
        return self._progress.get(job_id)

    def running_job_id(self) -> str | None:
        """The job the worker is busy with (until it has really stopped), if any."""
        return self._current

    def hub_reachable(self) -> bool:
        """False while the queue waits for Hugging Face to answer again."""
        return self._hub_reachable

    def is_running(self) -> bool:
        """Whether the downloads thread is up (False after shutdown)."""
        return self._thread.isRunning()

    def _job(self, job_id: str) -> DownloadJob | None:
        return next((job for job in self._jobs if job.job_id == job_id), None)

    def _requeue(self, job: DownloadJob) -> None:
        job.state = JobState.QUEUED
        job.message = None
        job.alternative_quant = None
        self._changed()
        self._start_next()

    def _start_next(self) -> None:
        if self._closed or self._current is not None:
            return
        if not self._hub_reachable:
            self._wait_for_hub()
            return
        job = next((j for j in self._jobs if j.state == JobState.QUEUED), None)
        if job is None:
            return
        job.state = JobState.DOWNLOADING
        job.message = None
        job.alternative_quant = None
        self._current = job.job_id
        self._controls = Controls.new()
        request = _JobRequest(
            job=dataclasses.replace(job, paths=list(job.paths)),
            token=self._token_source(),
            controls=self._controls,
            details=self._details.get(job.job_id),
            disk_usage=self._disk_usage,
            max_attempts=self._max_attempts,
            backoff_start=self._backoff_start,
        )
        self._changed()
        self._run_requested.emit(request)

    def _changed(self) -> None:
        self._save()
        self.jobs_changed.emit()

    def _wait_for_hub(self) -> None:
        """Queued jobs wait with the one that found the Hub unreachable; checks go on."""
        waiting = [j for j in self._jobs if j.state == JobState.QUEUED]
        for job in waiting:
            job.state = JobState.WAITING
        if waiting:
            self._changed()
        if not self._probing and not self._probe_timer.isActive():
            self._probe_timer.start(int(self._probe_delay * 1000))

    @Slot()
    def _probe(self) -> None:
        if self._closed or self._probing or self._current is not None:
            return
        self._probing = True
        self._probe_requested.emit(hub_endpoint())

    @Slot(bool)
    def _on_probed(self, reachable: bool) -> None:
        self._probing = False
        if self._closed or self._hub_reachable:
            return
        if not reachable:
            self._probe_delay = min(self._probe_delay * 2, self._probe_max)
            self._wait_for_hub()
            return
        self._probe_delay = self._probe_start
        self._hub_reachable = True
        for job in self._jobs:
            if job.state == JobState.WAITING:
                job.state = JobState.QUEUED
                job.message = None
        self._changed()
        self.hub_reachable_changed.emit(True)
        self._start_next()

    def _save(self) -> None:
        try:
            self._store.save(self._jobs)
        except DownloadQueueError as error:
            # Downloads go on; only resuming after a restart is lost.
            _log.warning("%s (%s)", error.message, error.details)

    def _job_ended(self, job_id: str) -> None:
        if job_id == self._current:
            self._current = None
            self._controls = None
        self._progress.pop(job_id, None)

    @Slot(str, object)
    def _on_progressed(self, job_id: str, progress: Progress) -> None:
        job = self._job(job_id)
        if self._closed or job is None or job.state != JobState.DOWNLOADING:
            return
        job.bytes_done = progress.bytes_done
        job.total = progress.total
        self._progress[job_id] = progress
        self.job_progressed.emit(job_id, progress)

    @Slot(str, object)
    def _on_finished(self, job_id: str, done: list[Path]) -> None:
        self._job_ended(job_id)
        if self._closed:
            return
        job = self._job(job_id)
        if job is not None:
            # Finished is finished, even if a pause or cancel came too late to stop it.
            job.state = JobState.DONE
            job.paths = [str(path) for path in done]
            job.bytes_done = job.total
            job.message = None
            self._changed()
            self.job_finished.emit(job_id, list(done))
        self._start_next()

    @Slot(str, str, object)
    def _on_failed(self, job_id: str, message: str, alternative_quant: str | None) -> None:
        self._job_ended(job_id)
        if self._closed:
            return
        job = self._job(job_id)
        if job is not None and job.state == JobState.DOWNLOADING:
            job.state = JobState.FAILED
            job.message = message
            job.alternative_quant = alternative_quant
            self._changed()
            self.job_failed.emit(job_id, message)
        self._start_next()

    @Slot(str, object, object)
    def _on_alternative_found(self, job_id: str, details: RepoDetails, quant: str | None) -> None:
        job = self._job(job_id)
        if self._closed or job is None or job.state != JobState.FAILED:
            return  # retried, removed or replaced meanwhile: nothing to offer
        self._details[job_id] = details
        job.alternative_quant = quant
        self._changed()

    @Slot(str, str)
    def _on_offline(self, job_id: str, message: str) -> None:
        self._job_ended(job_id)
        if self._closed:
            return
        job = self._job(job_id)
        if job is not None and job.state == JobState.DOWNLOADING:
            job.state = JobState.WAITING
            job.message = message
            self._changed()
        if self._hub_reachable:
            self._hub_reachable = False
            self._probe_delay = self._probe_start
            self.hub_reachable_changed.emit(False)
        self._start_next()  # starts nothing: it puts the queue to wait

    @Slot(str)
    def _on_stopped(self, job_id: str) -> None:
        self._job_ended(job_id)
        if self._closed:
            return
        job = self._job(job_id)
        if job is not None and job.state == JobState.DOWNLOADING:
            job.state = JobState.PAUSED  # stopped without being asked: keep it, paused
            self._changed()
        self._start_next()
