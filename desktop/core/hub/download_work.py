"""The blocking half of the download queue: running one job, checking whether the Hub
answers, listing a repo for a variant that fits the disk. Each runs on whatever thread
the caller gives it (the app's downloads thread), and says what happened as a plain
value (``JobOutcome``), which the scheduler turns into the job's next state.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.calls import check_reachable
from desktop.core.hub.disk_space import DiskUsageFn
from desktop.core.hub.download_progress import Controls, ProgressFn
from desktop.core.hub.download_queue import DownloadJob, fitting_alternative, run_job
from desktop.core.hub.errors import (
    DownloadCancelledError,
    DownloadOfflineError,
    NotEnoughSpaceError,
    UnexpectedDownloadError,
)
from desktop.core.hub.variants import RepoDetails, repo_details

# A check whether the Hub answers again is one TCP connect, this long at most.
PROBE_TIMEOUT = 3.0
UNEXPECTED_FAILURE_MESSAGE = "The download stopped because of an unexpected problem; press Retry."

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class JobRequest:
    """Everything one run of a job needs, handed to the thread that runs it."""

    job: DownloadJob  # a copy: the worker never shares the scheduler's objects
    token: str | None
    controls: Controls
    details: RepoDetails | None  # the repo's listing when this session has it
    disk_usage: DiskUsageFn
    max_attempts: int
    backoff_start: float


@dataclass(frozen=True)
class AlternativeRequest:
    """Look for the largest variant of a job's repo that fits the disk."""

    job: DownloadJob  # a copy, as for JobRequest
    token: str | None
    disk_usage: DiskUsageFn


class JobEnd(StrEnum):
    FINISHED = "finished"
    FAILED = "failed"
    STOPPED = "stopped"  # paused or cancelled
    OFFLINE = "offline"  # the Hub can't be reached: the queue waits for it


@dataclass(frozen=True)
class JobOutcome:
    """How one run of a job ended."""

    job_id: str
    end: JobEnd
    paths: tuple[Path, ...] = ()  # FINISHED: model shards first
    message: str = ""  # FAILED, OFFLINE: in plain words
    error: LlamaDeskError | None = None  # FAILED, OFFLINE: what ``message`` says, typed
    alternative_quant: str | None = None  # FAILED for lack of space: the variant that fits
    # FAILED for lack of space in a job whose repo was not listed this session (one
    # from the saved queue): only a listing can name a smaller version.
    list_alternatives: bool = False


class DownloadWork(Protocol):
    """How the scheduler gets blocking work done and time kept, without waiting for it.

    Every answer (``DownloadScheduler.job_progressed``, ``job_ended``, ``hub_probed``,
    ``alternative_found``, ``probe_due``) must be handed back on the thread the scheduler
    is used from, after the call that asked for it has returned.
    """

    def run(self, request: JobRequest) -> None:
        """Run the job (see ``execute_job``); report progress and then its outcome."""

    def probe(self, endpoint: str) -> None:
        """Check whether the Hub answers (see ``hub_answers``); report the result."""

    def find_alternative(self, request: AlternativeRequest) -> None:
        """See ``alternative_for_disk``; report what it found, nothing when it found nothing."""

    def schedule_probe(self, delay_s: float) -> None:
        """Call ``probe_due`` once, ``delay_s`` seconds from now."""

    def cancel_probe(self) -> None:
        """Forget a scheduled ``probe_due``."""

    def probe_scheduled(self) -> bool:
        """Whether a ``probe_due`` is scheduled and has not come yet."""


def execute_job(request: JobRequest, progress: ProgressFn) -> JobOutcome:
    """Run one job to its end; every way it can end becomes a ``JobOutcome`` (one broken
    job must not stop the queue, so an unexpected error is a failure too)."""
    job = request.job
    try:
        done = run_job(
            job,
            token=request.token,
            progress=progress,
            controls=request.controls,
            details=request.details,
            disk_usage=request.disk_usage,
            max_attempts=request.max_attempts,
            backoff_start=request.backoff_start,
        )
    except DownloadCancelledError:
        return JobOutcome(job.job_id, JobEnd.STOPPED)
    except DownloadOfflineError as error:
        _log.info("download of %s waits for the connection (%s)", job.name, error.details)
        return JobOutcome(job.job_id, JobEnd.OFFLINE, message=error.message,
                          error=error)  # fmt: skip
    except NotEnoughSpaceError as error:
        _log.info("download of %s failed: %s (%s)", job.name, error, error.details)
        return JobOutcome(
            job.job_id,
            JobEnd.FAILED,
            message=error.message,
            error=error,
            alternative_quant=job.alternative_quant,
            list_alternatives=request.details is None,
        )
    except LlamaDeskError as error:
        _log.info("download of %s failed: %s (%s)", job.name, error, error.details)
        # run_job notes on its copy of the job the variant that fits the disk.
        return JobOutcome(job.job_id, JobEnd.FAILED, message=error.message, error=error,
                          alternative_quant=job.alternative_quant)  # fmt: skip
    except Exception as error:
        _log.error("download of %s failed", job.name, exc_info=error)
        unexpected = UnexpectedDownloadError(UNEXPECTED_FAILURE_MESSAGE, repr(error))
        return JobOutcome(job.job_id, JobEnd.FAILED, message=unexpected.message,
                          error=unexpected)  # fmt: skip
    return JobOutcome(job.job_id, JobEnd.FINISHED, paths=tuple(done))


def hub_answers(endpoint: str, stop: threading.Event) -> bool:
    """Whether the Hub's host accepts a connection; False at once when ``stop`` is set."""
    try:
        check_reachable(endpoint, PROBE_TIMEOUT, stop=stop)
    except LlamaDeskError:
        return False
    return True


def alternative_for_disk(
    request: AlternativeRequest, stop: threading.Event
) -> tuple[RepoDetails, str | None] | None:
    """The job's repo listed (at its revision) and the largest variant that fits the
    disk; None when the Hub can't say (the offer is only a convenience)."""
    job = request.job
    try:
        details = repo_details(job.repo_id, revision=job.revision, token=request.token, stop=stop)
    except LlamaDeskError as error:
        _log.info("no smaller version of %s to offer: %s (%s)", job.name, error, error.details)
        return None
    return details, fitting_alternative(job, details, disk_usage=request.disk_usage)
