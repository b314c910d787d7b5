"""The download queue's decisions: which job runs next, what pause, resume, cancel and
retry do, waiting for the connection, the saved queue resumed at start, failures, and
the smaller variant offered when the disk is short.

Jobs run one at a time, in order. The scheduler owns the job list (saved on every
change of state, never per progress step) and is used from one thread (the app's GUI
thread); the blocking work runs elsewhere through a ``DownloadWork``, whose answers
come back as calls of ``job_progressed``, ``job_ended``, ``hub_probed``,
``alternative_found`` and ``probe_due``. Pause and cancel are ``threading.Event`` flags
read on every chunk, so they work while the work is busy; shutting down pauses the
running job (its ``.part`` is kept), and the next start resumes every queued job.

When Hugging Face can't be reached, the job that found out and every queued one wait
(state WAITING, partial files kept) instead of failing one by one; the Hub is checked
now and then (with a growing pause between checks), and the queue goes on by itself
once it answers. What the user should see is told through ``SchedulerHooks``.
"""

from __future__ import annotations

import dataclasses
import logging
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict

from desktop.core.hub.disk_space import DiskUsageFn
from desktop.core.hub.download_progress import Controls, Progress
from desktop.core.hub.download_queue import (
    DownloadJob,
    DownloadQueueError,
    DownloadQueueStore,
    JobState,
    QueueDamage,
    discard_job_files,
)
from desktop.core.hub.download_work import (
    AlternativeRequest,
    DownloadWork,
    JobEnd,
    JobOutcome,
    JobRequest,
)
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.file_fetch import BACKOFF_START, MAX_ATTEMPTS
from desktop.core.hub.variants import RepoDetails, Variant
from desktop.core.settings import Settings

# Checking whether the Hub answers again: first after PROBE_START seconds, then twice
# as long each time it does not, up to PROBE_MAX.
PROBE_START = 2.0
PROBE_MAX = 60.0

_log = logging.getLogger(__name__)


def _nothing(*_args: object) -> None:
    pass


@dataclass
class SchedulerHooks:
    """What the scheduler tells its user, on the scheduler's thread."""

    jobs_changed: Callable[[], None] = _nothing
    job_progressed: Callable[[str, Progress], None] = _nothing  # <= ~10 a second
    job_finished: Callable[[str, list[Path]], None] = _nothing  # model shards first
    job_failed: Callable[[str, str], None] = _nothing  # job_id, plain message
    # Changes only: False when a download found Hugging Face unreachable (the queue
    # waits), True when it answers again (the queue goes on).
    hub_reachable_changed: Callable[[bool], None] = _nothing


class SchedulerOptions(TypedDict, total=False):
    """``DownloadScheduler``'s keyword options (defaults there), for an owner such as
    the GUI's download manager that passes them on unchanged."""

    store: DownloadQueueStore | None
    disk_usage: DiskUsageFn
    max_attempts: int
    backoff_start: float
    probe_start: float
    probe_max: float


class DownloadScheduler:
    """The download queue. Use it from one thread; see the module's docstring."""

    def __init__(
        self,
        work: DownloadWork,
        settings: Callable[[], Settings],
        token_source: Callable[[], str | None],
        *,
        hooks: SchedulerHooks | None = None,
        store: DownloadQueueStore | None = None,
        disk_usage: DiskUsageFn = shutil.disk_usage,
        max_attempts: int = MAX_ATTEMPTS,
        backoff_start: float = BACKOFF_START,
        probe_start: float = PROBE_START,
        probe_max: float = PROBE_MAX,
    ) -> None:
        self._work = work
        self._settings = settings
        self._token_source = token_source
        self.hooks = hooks or SchedulerHooks()
        self._store = store or DownloadQueueStore()
        self._disk_usage = disk_usage
        self._max_attempts = max_attempts
        self._backoff_start = backoff_start
        self._jobs: list[DownloadJob] = self._store.load()
        # A plain sentence when the saved list was damaged (shown by the panel).
        self.problem: str | None = self._store.problem
        self.damage: QueueDamage | None = self._store.damage  # the same, as figures
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
        self._probing = False  # a check is with the work now

    def start(self) -> None:
        """Go on with the jobs queued when the app last closed; once the work can run."""
        self._start_next()
        for job in self._jobs:
            if job.state == JobState.FAILED and job.alternative_quant is not None:
                # Short of space when the app last ran: offering the smaller version
                # again needs the repo's listing, which only this session can fetch.
                self._work.find_alternative(self._alternative_request(job))

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
            self._controls.cancel.set()  # the work deletes the files once it stops
        else:
            discard_job_files(job)
        job.state = JobState.CANCELLED
        job.bytes_done = 0
        job.message, job.error = None, None
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

    def check_hub_now(self) -> None:
        """While the queue waits for Hugging Face, check at once whether it answers
        (say, when a search just got through) instead of at the next planned check."""
        if self._closed or self._hub_reachable:
            return
        self._probe_delay = self._probe_start
        self._work.cancel_probe()
        self.probe_due()

    def shutdown(self) -> None:
        """Pause the running job (its partial file is kept for the next start) and save
        the list; answers that come later are ignored. Returns at once."""
        if self._closed:
            return
        self._closed = True
        self._work.cancel_probe()
        if self._current is not None and self._controls is not None:
            self._controls.pause.set()
            job = self._job(self._current)
            if job is not None and job.state == JobState.DOWNLOADING:
                job.state = JobState.QUEUED  # resumed at the next start
        self._save()

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
        """The job the work is busy with (until it has really stopped), if any."""
        return self._current

    def hub_reachable(self) -> bool:
        """False while the queue waits for Hugging Face to answer again."""
        return self._hub_reachable

    # -- answers from the work ---------------------------------------------------------

    def job_progressed(self, job_id: str, progress: Progress) -> None:
        job = self._job(job_id)
        if self._closed or job is None or job.state != JobState.DOWNLOADING:
            return
        job.bytes_done = progress.bytes_done
        job.total = progress.total
        self._progress[job_id] = progress
        self.hooks.job_progressed(job_id, progress)

    def job_ended(self, outcome: JobOutcome) -> None:
        job_id = outcome.job_id
        if job_id == self._current:
            self._current = None
            self._controls = None
        self._progress.pop(job_id, None)
        if self._closed:
            return
        job = self._job(job_id)
        if outcome.end == JobEnd.FINISHED:
            self._finished(job, list(outcome.paths))
        elif job is not None and job.state == JobState.DOWNLOADING:
            # A job paused, cancelled or removed meanwhile keeps what the user chose.
            if outcome.end == JobEnd.FAILED:
                self._failed(job, outcome)
            elif outcome.end == JobEnd.STOPPED:
                job.state = JobState.PAUSED  # stopped without being asked: keep it, paused
                self._changed()
            else:
                job.state = JobState.WAITING
                job.message, job.error = outcome.message, outcome.error
                self._changed()
        if outcome.end == JobEnd.OFFLINE and self._hub_reachable:
            self._hub_reachable = False
            self._probe_delay = self._probe_start
            self.hooks.hub_reachable_changed(False)
        self._start_next()  # offline: starts nothing, it puts the queue to wait

    def probe_due(self) -> None:
        """Time to check whether the Hub answers again."""
        if self._closed or self._probing or self._current is not None:
            return
        self._probing = True
        self._work.probe(hub_endpoint())

    def hub_probed(self, reachable: bool) -> None:
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
                job.message, job.error = None, None
        self._changed()
        self.hooks.hub_reachable_changed(True)
        self._start_next()

    def alternative_found(self, job_id: str, details: RepoDetails, quant: str | None) -> None:
        job = self._job(job_id)
        if self._closed or job is None or job.state != JobState.FAILED:
            return  # retried, removed or replaced meanwhile: nothing to offer
        self._details[job_id] = details
        job.alternative_quant = quant
        self._changed()

    # -- inside ------------------------------------------------------------------------

    def _job(self, job_id: str) -> DownloadJob | None:
        return next((job for job in self._jobs if job.job_id == job_id), None)

    def _finished(self, job: DownloadJob | None, done: list[Path]) -> None:
        if job is None:
            return
        # Finished is finished, even if a pause or cancel came too late to stop it.
        job.state = JobState.DONE
        job.paths = [str(path) for path in done]
        job.bytes_done = job.total
        job.message, job.error = None, None
        self._changed()
        self.hooks.job_finished(job.job_id, done)

    def _failed(self, job: DownloadJob, outcome: JobOutcome) -> None:
        job.state = JobState.FAILED
        job.message, job.error = outcome.message, outcome.error
        job.alternative_quant = outcome.alternative_quant
        self._changed()
        self.hooks.job_failed(job.job_id, outcome.message)
        if outcome.list_alternatives:
            # A job from the saved queue: its repo was not listed this session, so no
            # smaller version could be named. List it now.
            self._work.find_alternative(self._alternative_request(job))

    def _alternative_request(self, job: DownloadJob) -> AlternativeRequest:
        return AlternativeRequest(dataclasses.replace(job), self._token_source(),
                                  self._disk_usage)  # fmt: skip

    def _requeue(self, job: DownloadJob) -> None:
        job.state = JobState.QUEUED
        job.message, job.error = None, None
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
        job.message, job.error = None, None
        job.alternative_quant = None
        self._current = job.job_id
        self._controls = Controls.new()
        request = JobRequest(
            job=dataclasses.replace(job, paths=list(job.paths)),
            token=self._token_source(),
            controls=self._controls,
            details=self._details.get(job.job_id),
            disk_usage=self._disk_usage,
            max_attempts=self._max_attempts,
            backoff_start=self._backoff_start,
        )
        self._changed()
        self._work.run(request)

    def _changed(self) -> None:
        self._save()
        self.hooks.jobs_changed()

    def _wait_for_hub(self) -> None:
        """Queued jobs wait with the one that found the Hub unreachable; checks go on."""
        waiting = [j for j in self._jobs if j.state == JobState.QUEUED]
        for job in waiting:
            job.state = JobState.WAITING
        if waiting:
            self._changed()
        if not self._probing and not self._work.probe_scheduled():
            self._work.schedule_probe(self._probe_delay)

    def _save(self) -> None:
        try:
            self._store.save(self._jobs)
        except DownloadQueueError as error:
            # Downloads go on; only resuming after a restart is lost.
            _log.warning("%s (%s)", error.message, error.details)
