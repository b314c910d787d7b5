"""The download queue's decisions, without Qt, against a local Hub: one job at a time in
order, pause and resume, cancel, retries and failures, waiting for the connection, the
saved queue resumed at start, and the variant offered when the disk is short."""

from __future__ import annotations

import hashlib
import queue
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop.core.hub.download_progress import Progress
from desktop.core.hub.download_queue import DownloadJob, DownloadQueueStore, JobState
from desktop.core.hub.download_scheduler import DownloadScheduler, SchedulerHooks
from desktop.core.hub.download_work import (
    AlternativeRequest,
    JobEnd,
    JobOutcome,
    JobRequest,
    alternative_for_disk,
    execute_job,
    hub_answers,
)
from desktop.core.hub.errors import DownloadRetriesExhaustedError
from desktop.core.hub.part_files import part_path, repo_folder, sidecar_path
from desktop.core.settings import Settings
from tests.support.fake_hub import FakeHub, Fault, blob
from tests.support.hub_repos import model_repo
from tests.support.short_disk import SMALL_BODY, repo_too_big_for_the_disk

MB = 1024**2
WAIT_S = 30.0


class ThreadedWork:
    """The scheduler's ``DownloadWork`` for tests: each request runs on a thread of its
    own; its answers wait in a queue until ``pump_until`` hands them to the scheduler on
    the test's thread, as the app's queued signals do on the GUI thread."""

    def __init__(self) -> None:
        self.scheduler: DownloadScheduler | None = None
        self.stop = threading.Event()
        self.probes: list[bool] = []
        self._answers: queue.Queue[Callable[[DownloadScheduler], None]] = queue.Queue()
        self._threads: list[threading.Thread] = []
        self._probe_at: float | None = None

    def _start(self, work: Callable[[], None]) -> None:
        thread = threading.Thread(target=work, name="test-download-work", daemon=True)
        self._threads.append(thread)
        thread.start()

    def run(self, request: JobRequest) -> None:
        job_id = request.job.job_id

        def report(progress: Progress) -> None:
            self._answers.put(lambda s: s.job_progressed(job_id, progress))

        def work() -> None:
            outcome = execute_job(request, report)
            self._answers.put(lambda s: s.job_ended(outcome))

        self._start(work)

    def probe(self, endpoint: str) -> None:
        def work() -> None:
            answer = hub_answers(endpoint, self.stop)
            self.probes.append(answer)
            self._answers.put(lambda s: s.hub_probed(answer))

        self._start(work)

    def find_alternative(self, request: AlternativeRequest) -> None:
        def work() -> None:
            found = alternative_for_disk(request, self.stop)
            if found is not None:
                self._answers.put(lambda s: s.alternative_found(request.job.job_id, *found))

        self._start(work)

    def schedule_probe(self, delay_s: float) -> None:
        self._probe_at = time.monotonic() + delay_s

    def cancel_probe(self) -> None:
        self._probe_at = None

    def probe_scheduled(self) -> bool:
        return self._probe_at is not None

    def pump_until(self, done: Callable[[], bool], timeout: float = WAIT_S) -> None:
        """Hand answers (and planned checks) to the scheduler until ``done()``."""
        assert self.scheduler is not None
        deadline = time.monotonic() + timeout
        while not done():
            assert time.monotonic() < deadline, "the queue did not get there in time"
            if self._probe_at is not None and time.monotonic() >= self._probe_at:
                self._probe_at = None
                self.scheduler.probe_due()
            try:
                answer = self._answers.get(timeout=0.02)
            except queue.Empty:
                continue
            answer(self.scheduler)

    def close(self) -> None:
        self.stop.set()
        for thread in self._threads:
            thread.join(WAIT_S)


class Recorder:
    """What the scheduler told through its hooks."""

    def __init__(self) -> None:
        self.changes = 0
        self.progress: list[Progress] = []
        self.finished: list[tuple[str, list[Path]]] = []
        self.failed: list[tuple[str, str]] = []
        self.reachable: list[bool] = []

    def hooks(self) -> SchedulerHooks:
        def changed() -> None:
            self.changes += 1

        return SchedulerHooks(
            jobs_changed=changed,
            job_progressed=lambda _id, progress: self.progress.append(progress),
            job_finished=lambda job_id, done: self.finished.append((job_id, done)),
            job_failed=lambda job_id, message: self.failed.append((job_id, message)),
            hub_reachable_changed=self.reachable.append,
        )


class Queue:
    """A scheduler, its work and what it told."""

    def __init__(self, scheduler: DownloadScheduler, work: ThreadedWork, told: Recorder) -> None:
        self.scheduler, self.work, self.told = scheduler, work, told

    def state(self, job_id: str) -> JobState:
        job = self.scheduler.job(job_id)
        assert job is not None
        return job.state

    def wait(self, done: Callable[[], bool]) -> None:
        self.work.pump_until(done)

    def wait_progress(self, job_id: str) -> None:
        def started() -> bool:
            job = self.scheduler.job(job_id)
            return job is not None and job.bytes_done > 0

        self.wait(started)

    def wait_stopped(self) -> None:
        self.wait(lambda: self.scheduler.running_job_id() is None)

    def shutdown(self) -> None:
        self.scheduler.shutdown()
        self.work.close()


QueueFactory = Callable[..., Queue]


@pytest.fixture
def make_queue() -> Iterator[QueueFactory]:
    """New started schedulers (fast retries); every one is shut down after the test."""
    made: list[Queue] = []

    def make(settings: Settings | None = None, **options: object) -> Queue:
        options.setdefault("backoff_start", 0.01)
        work, told = ThreadedWork(), Recorder()
        chosen = settings or Settings()
        scheduler = DownloadScheduler(
            work, lambda: chosen, lambda: None, hooks=told.hooks(), **options  # type: ignore[arg-type]
        )
        work.scheduler = scheduler
        scheduler.start()
        made.append(Queue(scheduler, work, told))
        return made[-1]

    yield make
    for one in made:
        one.shutdown()


def start_slowly(hub: FakeHub, downloads: Queue, repo_id: str, filename: str, body: bytes) -> str:
    """A job whose file trickles in, once its first bytes are there."""
    details, variant = model_repo(hub, repo_id, {filename: body})
    hub.faults[filename] = Fault(bytes_per_second=2 * MB)
    job_id = downloads.scheduler.enqueue(details, variant)
    downloads.wait_progress(job_id)
    return job_id


def fail_with_a_kept_part(hub: FakeHub, downloads: Queue, job_id: str, filename: str) -> int:
    """Pause the running job, then resume it while the Hub answers 503 until it fails;
    returns the size of the part it keeps."""
    downloads.scheduler.pause(job_id)
    downloads.wait_stopped()
    job = downloads.scheduler.job(job_id)
    assert job is not None
    kept = part_path(repo_folder(job.repo_id) / filename).stat().st_size
    hub.faults[filename] = Fault(status=503, status_times=-1)  # the Hub is down
    downloads.scheduler.resume(job_id)
    downloads.wait(lambda: bool(downloads.told.failed))
    return kept


def test_jobs_run_one_at_a_time_in_queue_order(hub: FakeHub, make_queue: QueueFactory) -> None:
    first, first_variant = model_repo(hub, "org/One-GGUF", {"one-Q4_0.gguf": blob(2 * MB, 1)})
    second, second_variant = model_repo(hub, "org/Two-GGUF", {"two-Q4_0.gguf": blob(MB, 2)})
    hub.faults["one-Q4_0.gguf"] = Fault(bytes_per_second=4 * MB)
    downloads = make_queue()
    running: set[str] = set()

    def two_done() -> bool:
        running.update(j.job_id for j in downloads.scheduler.jobs()
                       if j.state is JobState.DOWNLOADING)  # fmt: skip
        assert len([j for j in downloads.scheduler.jobs()
                    if j.state is JobState.DOWNLOADING]) <= 1  # fmt: skip
        return len(downloads.told.finished) == 2

    one = downloads.scheduler.enqueue(first, first_variant)
    two = downloads.scheduler.enqueue(second, second_variant)
    assert downloads.state(one) is JobState.DOWNLOADING
    assert downloads.state(two) is JobState.QUEUED
    assert downloads.scheduler.enqueue(second, second_variant) == two  # asked twice: one job
    downloads.wait(two_done)

    assert [job_id for job_id, _ in downloads.told.finished] == [one, two]
    assert hub.gets_of("two-Q4_0.gguf")  # fetched only after the first was done
    assert running == {one, two}


def test_a_finished_job_reports_its_files_and_is_saved(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    body = blob(3 * MB, seed=1)
    details, variant = model_repo(hub, "org/Plain-GGUF", {"p-Q4_K_M.gguf": body})
    downloads = make_queue()

    job_id = downloads.scheduler.enqueue(details, variant)
    downloads.wait(lambda: bool(downloads.told.finished))

    target = repo_folder("org/Plain-GGUF") / "p-Q4_K_M.gguf"
    assert downloads.told.finished == [(job_id, [target])]
    job = downloads.scheduler.job(job_id)
    assert job is not None and job.state is JobState.DONE and job.paths == [str(target)]
    assert job.bytes_done == job.total == len(body)
    assert downloads.told.progress and downloads.told.progress[-1].bytes_done == len(body)
    assert downloads.scheduler.progress(job_id) is None  # only a running job has one
    assert [j.state for j in DownloadQueueStore().load()] == [JobState.DONE]


def test_pause_keeps_the_part_and_resume_goes_on_with_a_range_request(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    body = blob(6 * MB, seed=3)
    downloads = make_queue()
    job_id = start_slowly(hub, downloads, "org/Pause-GGUF", "p-Q4_0.gguf", body)

    downloads.scheduler.pause(job_id)
    assert downloads.state(job_id) is JobState.PAUSED  # at once, before the work stops
    downloads.wait_stopped()

    final = repo_folder("org/Pause-GGUF") / "p-Q4_0.gguf"
    kept = part_path(final).stat().st_size
    assert downloads.state(job_id) is JobState.PAUSED
    assert 0 < kept < len(body) and not final.exists()
    hub.faults.clear()
    downloads.scheduler.resume(job_id)
    downloads.wait(lambda: bool(downloads.told.finished))
    assert final.read_bytes() == body
    assert hub.range_requests("p-Q4_0.gguf") == [f"bytes={kept}-"]


def test_cancel_removes_the_partial_file(hub: FakeHub, make_queue: QueueFactory) -> None:
    downloads = make_queue()
    job_id = start_slowly(hub, downloads, "org/Cancel-GGUF", "c-Q4_0.gguf", blob(6 * MB))

    downloads.scheduler.cancel(job_id)
    downloads.wait_stopped()

    final = repo_folder("org/Cancel-GGUF") / "c-Q4_0.gguf"
    assert downloads.state(job_id) is JobState.CANCELLED
    assert not part_path(final).exists() and not sidecar_path(final).exists()
    assert not final.parent.exists()  # made for this download, which kept nothing


def test_a_dropped_connection_is_retried(hub: FakeHub, make_queue: QueueFactory) -> None:
    body = blob(3 * MB, seed=4)
    details, variant = model_repo(hub, "org/Drop-GGUF", {"d-Q4_0.gguf": body})
    hub.faults["d-Q4_0.gguf"] = Fault(drop_after=MB + 7)
    downloads = make_queue()

    downloads.scheduler.enqueue(details, variant)
    downloads.wait(lambda: bool(downloads.told.finished))

    assert downloads.told.finished[0][1][0].read_bytes() == body
    assert hub.range_requests("d-Q4_0.gguf") == [f"bytes={MB + 7}-"]


def test_a_job_that_keeps_failing_shows_why_and_retry_reuses_the_part(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    body = blob(6 * MB, seed=5)
    downloads = make_queue(max_attempts=2)
    job_id = start_slowly(hub, downloads, "org/Flaky-GGUF", "f-Q4_0.gguf", body)

    kept = fail_with_a_kept_part(hub, downloads, job_id, "f-Q4_0.gguf")

    final = repo_folder("org/Flaky-GGUF") / "f-Q4_0.gguf"
    ((failed_id, message),) = downloads.told.failed
    assert failed_id == job_id and "keeps failing" in message
    job = downloads.scheduler.job(job_id)
    assert job is not None and job.state is JobState.FAILED and job.message == message
    # The typed error too, for the window to word in its language (issue 29).
    assert isinstance(job.error, DownloadRetriesExhaustedError)
    assert job.error.file_name == "f-Q4_0.gguf" and job.error.message == message
    assert part_path(final).stat().st_size == kept  # kept for Retry
    hub.faults.clear()
    downloads.scheduler.retry(job_id)
    retried = downloads.scheduler.job(job_id)
    assert retried is not None and retried.state is JobState.DOWNLOADING
    assert retried.message is None and retried.error is None
    downloads.wait(lambda: bool(downloads.told.finished))
    assert final.read_bytes() == body
    assert hub.range_requests("f-Q4_0.gguf")[-1] == f"bytes={kept}-"


def test_offline_jobs_wait_for_the_hub_and_go_on_when_it_answers_again(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    body = blob(6 * MB, seed=11)
    details, variant = model_repo(hub, "org/Away-GGUF", {"a-Q4_0.gguf": body})
    later, later_variant = model_repo(hub, "org/Later-GGUF", {"l-Q4_0.gguf": blob(MB, 12)})
    hub.faults["a-Q4_0.gguf"] = Fault(bytes_per_second=2 * MB)
    downloads = make_queue(probe_start=0.05, probe_max=0.2)
    first = downloads.scheduler.enqueue(details, variant)
    second = downloads.scheduler.enqueue(later, later_variant)
    downloads.wait_progress(first)

    hub.stop()  # the connection drops mid-file and the Hub stays away
    downloads.wait(lambda: downloads.told.reachable == [False])

    assert not downloads.scheduler.hub_reachable()
    final = repo_folder("org/Away-GGUF") / "a-Q4_0.gguf"
    kept = part_path(final).stat().st_size
    assert 0 < kept < len(body) and not final.exists()
    assert [downloads.state(j) for j in (first, second)] == [JobState.WAITING] * 2
    waiting = downloads.scheduler.job(first)
    assert waiting is not None and waiting.message and "Can't reach" in waiting.message
    downloads.wait(lambda: len(downloads.work.probes) >= 3)  # it keeps checking
    assert hub.gets_of("l-Q4_0.gguf") == []  # the rest of the queue waits too

    hub.faults.clear()
    hub.start()  # the same address answers again
    downloads.wait(lambda: downloads.state(second) is JobState.DONE)

    assert downloads.told.reachable == [False, True]
    assert downloads.state(first) is JobState.DONE and downloads.told.failed == []
    assert final.read_bytes() == body
    assert hub.range_requests("a-Q4_0.gguf") == [f"bytes={kept}-"]
    assert downloads.work.probes[-1] is True and not all(downloads.work.probes)


def test_check_hub_now_checks_at_once_while_the_queue_waits(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    details, variant = model_repo(hub, "org/Now-GGUF", {"n-Q4_0.gguf": blob(MB, 14)})
    downloads = make_queue(probe_start=60.0)  # the planned check would come far too late
    downloads.scheduler.check_hub_now()  # reachable: nothing to check
    assert downloads.work.probes == [] and not downloads.work.probe_scheduled()
    hub.stop()
    job_id = downloads.scheduler.enqueue(details, variant)
    downloads.wait(lambda: downloads.told.reachable == [False])
    assert downloads.work.probe_scheduled()

    hub.start()
    downloads.scheduler.check_hub_now()
    downloads.wait(lambda: downloads.state(job_id) is JobState.DONE)
    assert downloads.work.probes == [True]


def test_a_restart_mid_download_resumes_from_the_kept_part(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    body = blob(6 * MB, seed=6)
    details, variant = model_repo(hub, "org/Restart-GGUF", {"r-Q4_0.gguf": body})
    hub.faults["r-Q4_0.gguf"] = Fault(bytes_per_second=2 * MB)
    first = make_queue()
    job_id = first.scheduler.enqueue(details, variant)
    first.wait_progress(job_id)

    first.shutdown()  # the app closes mid-file

    final = repo_folder("org/Restart-GGUF") / "r-Q4_0.gguf"
    kept = part_path(final).stat().st_size
    assert 0 < kept < len(body) and not final.exists()
    assert [job.state for job in DownloadQueueStore().load()] == [JobState.QUEUED]
    hub.faults.clear()
    second = make_queue()  # the next start: goes on by itself
    second.wait(lambda: second.state(job_id) is JobState.DONE)

    assert (
        hashlib.sha256(final.read_bytes()).hexdigest()
        == hub.repos["org/Restart-GGUF"].files["r-Q4_0.gguf"].sha256
    )
    assert hub.range_requests("r-Q4_0.gguf") == [f"bytes={kept}-"]
    assert not part_path(final).exists()


def test_answers_after_shutdown_change_nothing(hub: FakeHub, make_queue: QueueFactory) -> None:
    details, variant = model_repo(hub, "org/Late-GGUF", {"l-Q4_0.gguf": blob(MB, 15)})
    downloads = make_queue()
    job_id = downloads.scheduler.enqueue(details, variant)
    downloads.scheduler.shutdown()
    told = downloads.told.changes

    downloads.scheduler.job_ended(JobOutcome(job_id, JobEnd.FAILED, message="too late"))

    assert downloads.state(job_id) is JobState.QUEUED  # resumed at the next start
    assert downloads.told.changes == told and downloads.told.failed == []
    assert downloads.scheduler.running_job_id() is None


def test_a_job_short_of_disk_space_offers_the_variant_that_fits(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    details, big, usage = repo_too_big_for_the_disk(hub, "org/Disk-GGUF", "d")
    downloads = make_queue(disk_usage=usage)

    failed_id = downloads.scheduler.enqueue(details, big)
    downloads.wait(lambda: bool(downloads.told.failed))

    assert "Not enough disk space" in downloads.told.failed[0][1]
    assert downloads.scheduler.alternative_for(failed_id) == "Q4_K_M"
    new_id = downloads.scheduler.download_instead(failed_id)
    assert new_id is not None and new_id != failed_id
    (job,) = downloads.scheduler.jobs()
    assert job.job_id == new_id and job.quant == "Q4_K_M"
    downloads.wait(lambda: downloads.state(new_id) is JobState.DONE)
    assert (repo_folder("org/Disk-GGUF") / "d-Q4_K_M.gguf").read_bytes() == SMALL_BODY
    assert hub.gets_of("d-Q8_0.gguf") == []
    assert downloads.scheduler.download_instead(new_id) is None  # done: nothing to offer


def test_a_job_from_the_saved_queue_short_of_space_lists_its_repo_for_the_offer(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    details, big, usage = repo_too_big_for_the_disk(hub, "org/Saved-GGUF", "s")
    DownloadQueueStore().save([DownloadJob.for_settings(details, big, Settings())])
    first = make_queue(disk_usage=usage)
    (saved,) = first.scheduler.jobs()
    first.wait(lambda: first.scheduler.alternative_for(saved.job_id) == "Q4_K_M")
    assert first.state(saved.job_id) is JobState.FAILED
    first.shutdown()

    # Started again with the job still failed: the offer comes back too.
    second = make_queue(disk_usage=usage)
    assert second.scheduler.alternative_for(saved.job_id) is None  # not listed yet
    second.wait(lambda: second.scheduler.alternative_for(saved.job_id) == "Q4_K_M")
    new_id = second.scheduler.download_instead(saved.job_id)
    assert new_id is not None
    second.wait(lambda: second.state(new_id) is JobState.DONE)
    assert hub.gets_of("s-Q8_0.gguf") == []


def test_remove_forgets_a_failed_job_and_its_part_but_not_a_running_one(
    hub: FakeHub, make_queue: QueueFactory
) -> None:
    downloads = make_queue(max_attempts=1)
    job_id = start_slowly(hub, downloads, "org/Gone-GGUF", "g-Q4_0.gguf", blob(6 * MB, 16))

    downloads.scheduler.remove(job_id)  # running: stays
    assert downloads.state(job_id) is JobState.DOWNLOADING
    assert fail_with_a_kept_part(hub, downloads, job_id, "g-Q4_0.gguf") > 0
    final = repo_folder("org/Gone-GGUF") / "g-Q4_0.gguf"

    downloads.scheduler.remove(job_id)

    assert downloads.scheduler.jobs() == [] and not part_path(final).exists()
    assert DownloadQueueStore().load() == []
