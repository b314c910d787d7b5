"""The app's download queue against a local Hub, through the GUI's DownloadManager: its
signals, its thread, waiting for the connection, closing mid-download, and the downloads
panel. The queue's decisions themselves are tested without Qt in
tests/test_download_scheduler.py."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import cast

import pytest
from huggingface_hub import constants as hf_constants
from PySide6.QtCore import QPoint, Qt, QThread
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.hub import download_work
from desktop.core.hub.calls import check_reachable
from desktop.core.hub.download_progress import Progress
from desktop.core.hub.download_queue import DownloadJob, DownloadQueueStore, JobState
from desktop.core.hub.part_files import part_path, repo_folder
from desktop.core.settings import Settings, SettingsStore
from desktop.gui.bridge.download_manager import DOWNLOADS_THREAD_NAME, DownloadManager
from desktop.gui.bridge.threads import running_threads
from desktop.gui.discover.discover_page import NEWS_MS
from desktop.gui.discover.downloads_panel import EMPTY_TEXT, WAITING_TEXT, DownloadsPanel
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.services import AppServices
from tests.gui.conftest import show_at_laptop_size
from tests.support.fake_hub import FakeHub, Fault, blob, unanswered_endpoint
from tests.support.hub_repos import model_repo
from tests.support.short_disk import SMALL_BODY, repo_too_big_for_the_disk

MB = 1024**2
WAIT_MS = 30_000

ManagerFactory = Callable[..., DownloadManager]


@pytest.fixture
def make_manager() -> Iterator[ManagerFactory]:
    """New managers (fast retries); every one is shut down after the test."""
    made: list[DownloadManager] = []

    def make(settings: Settings | None = None, token: str | None = None,
             **options: object) -> DownloadManager:  # fmt: skip
        options.setdefault("backoff_start", 0.01)
        manager = DownloadManager(settings or Settings(), lambda: token, **options)  # type: ignore[arg-type]
        made.append(manager)
        return manager

    yield make
    for manager in made:
        manager.shutdown()


def wait_progress(qtbot: QtBot, manager: DownloadManager, job_id: str) -> None:
    def started() -> None:
        job = manager.job(job_id)
        assert job is not None and job.bytes_done > 0

    qtbot.waitUntil(started, timeout=WAIT_MS)


def wait_stopped(qtbot: QtBot, manager: DownloadManager) -> None:
    qtbot.waitUntil(lambda: manager.running_job_id() is None, timeout=WAIT_MS)


def state_of(manager: DownloadManager, job_id: str) -> JobState:
    job = manager.job(job_id)
    assert job is not None
    return job.state


def test_enqueue_reports_progress_and_finishes_with_the_file(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory
) -> None:
    body = blob(3 * MB, seed=1)
    details, variant = model_repo(hub, "org/Plain-GGUF", {"p-Q4_K_M.gguf": body})
    hub.faults["p-Q4_K_M.gguf"] = Fault(bytes_per_second=6 * MB)
    manager = make_manager()
    seen: list[Progress] = []
    manager.job_progressed.connect(lambda _id, progress: seen.append(progress))
    began = time.monotonic()

    with qtbot.waitSignal(manager.job_finished, timeout=WAIT_MS) as finished:
        job_id = manager.enqueue(details, variant)
    elapsed = time.monotonic() - began

    target = repo_folder("org/Plain-GGUF") / "p-Q4_K_M.gguf"
    assert finished.args == [job_id, [target]]
    assert target.read_bytes() == body
    job = manager.job(job_id)
    assert job is not None and job.state is JobState.DONE and job.paths == [str(target)]
    assert seen and seen[-1].bytes_done == seen[-1].total == len(body)
    assert any(p.rate > 0 and p.eta_seconds is not None for p in seen)
    # Throttled: about ten a second, plus the forced first and last reports.
    assert len(seen) <= elapsed * 10 + 4
    saved = json.loads((paths.data_dir() / "downloads.json").read_text(encoding="utf-8"))
    assert [j["state"] for j in saved["jobs"]] == ["done"]


def test_models_download_dir_setting_picks_the_folder(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory, tmp_path: Path
) -> None:
    details, variant = model_repo(hub, "org/Where-GGUF", {"w-Q4_0.gguf": blob(1000)})
    manager = make_manager(Settings(models_download_dir=str(tmp_path / "mine")))

    with qtbot.waitSignal(manager.job_finished, timeout=WAIT_MS) as finished:
        manager.enqueue(details, variant)

    assert finished.args[1] == [tmp_path / "mine" / "org__Where-GGUF" / "w-Q4_0.gguf"]


def test_download_into_the_hf_cache_when_the_setting_says_so(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setattr(hf_constants, "HF_HUB_CACHE", str(tmp_path / "hf"))
    body = blob(MB, seed=2)
    details, variant = model_repo(hub, "org/Cache-GGUF", {"c-Q4_0.gguf": body})
    manager = make_manager(Settings(download_to_hf_cache=True))

    with qtbot.waitSignal(manager.job_finished, timeout=WAIT_MS) as finished:
        manager.enqueue(details, variant)

    (done,) = finished.args[1]
    assert (
        done == tmp_path / "hf/models--org--Cache-GGUF/snapshots" / details.revision / "c-Q4_0.gguf"
    )
    assert done.is_symlink() and done.read_bytes() == body


def test_offline_jobs_wait_for_the_hub_and_go_on_when_it_answers_again(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = blob(6 * MB, seed=11)
    details, variant = model_repo(hub, "org/Away-GGUF", {"a-Q4_0.gguf": body})
    later, later_variant = model_repo(hub, "org/Later-GGUF", {"l-Q4_0.gguf": blob(MB, 12)})
    hub.faults["a-Q4_0.gguf"] = Fault(bytes_per_second=2 * MB)
    probes: list[tuple[str, bool]] = []

    def probe(endpoint: str, timeout: float, *, stop: threading.Event | None = None) -> None:
        thread = QThread.currentThread().objectName()
        try:
            check_reachable(endpoint, timeout, stop=stop)
        except LlamaDeskError:
            probes.append((thread, False))
            raise
        probes.append((thread, True))

    monkeypatch.setattr(download_work, "check_reachable", probe)
    manager = make_manager(probe_start=0.05, probe_max=0.2)
    panel = DownloadsPanel(manager)
    qtbot.addWidget(panel)
    failures: list[str] = []
    manager.job_failed.connect(lambda _id, message: failures.append(message))
    first = manager.enqueue(details, variant)
    second = manager.enqueue(later, later_variant)
    wait_progress(qtbot, manager, first)

    with qtbot.waitSignal(manager.hub_reachable_changed, timeout=WAIT_MS) as offline:
        hub.stop()  # the connection drops mid-file and the Hub stays away

    assert offline.args == [False] and not manager.hub_reachable()
    final = repo_folder("org/Away-GGUF") / "a-Q4_0.gguf"
    kept = part_path(final).stat().st_size
    assert 0 < kept < len(body) and not final.exists()
    assert [state_of(manager, j) for j in (first, second)] == [JobState.WAITING] * 2
    row = panel.rows[first]
    assert row.state_label.text() == "Waiting for the connection"
    assert row.detail.text().endswith(WAITING_TEXT)
    assert set(buttons_of(panel, first)) == {"Pause", "Cancel…"}
    qtbot.waitUntil(lambda: len(probes) >= 3, timeout=WAIT_MS)  # it keeps checking
    assert hub.gets_of("l-Q4_0.gguf") == []  # the rest of the queue waits too

    hub.faults.clear()
    with qtbot.waitSignal(manager.hub_reachable_changed, timeout=WAIT_MS) as back:
        hub.start()  # the same address answers again
    assert back.args == [True]
    qtbot.waitUntil(lambda: state_of(manager, second) is JobState.DONE, timeout=WAIT_MS)

    assert state_of(manager, first) is JobState.DONE and failures == []
    assert final.read_bytes() == body
    assert hub.range_requests("a-Q4_0.gguf") == [f"bytes={kept}-"]
    assert row.state_label.text() == "Done"
    # Every check ran on the downloads thread, never on the GUI thread.
    assert {thread for thread, _ in probes} == {DOWNLOADS_THREAD_NAME}
    assert [ok for _, ok in probes][-1] is True and not all(ok for _, ok in probes)


def test_closing_does_not_wait_for_a_connection_check_in_flight(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    details, variant = model_repo(hub, "org/Gone-GGUF", {"g-Q4_0.gguf": blob(MB, 13)})
    hub.stop()  # the download finds Hugging Face gone: the queue waits and checks
    checking = threading.Event()

    def probe(_endpoint: str, timeout: float, *, stop: threading.Event | None = None) -> None:
        checking.set()
        # A host that never answers: the check would wait out its whole timeout.
        check_reachable(silent, timeout, stop=stop)

    monkeypatch.setattr(download_work, "check_reachable", probe)
    with unanswered_endpoint() as silent:
        manager = make_manager(probe_start=0.01)
        with qtbot.waitSignal(manager.hub_reachable_changed, timeout=WAIT_MS):
            manager.enqueue(details, variant)
        qtbot.waitUntil(checking.is_set, timeout=WAIT_MS)
        began = time.monotonic()
        manager.shutdown()
        assert time.monotonic() - began < download_work.PROBE_TIMEOUT / 2
    assert not manager.is_running()


def test_shutdown_during_a_slow_download_returns_without_finishing_it(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory
) -> None:
    body = blob(8 * MB, seed=7)
    details, variant = model_repo(hub, "org/Slow-GGUF", {"s-Q4_0.gguf": body})
    hub.faults["s-Q4_0.gguf"] = Fault(bytes_per_second=MB)
    manager = make_manager()
    job_id = manager.enqueue(details, variant)
    wait_progress(qtbot, manager, job_id)

    manager.shutdown()

    final = repo_folder("org/Slow-GGUF") / "s-Q4_0.gguf"
    assert not manager.is_running()
    assert DOWNLOADS_THREAD_NAME not in [t.objectName() for t in running_threads()]
    assert not final.exists()  # it did not wait for the download
    assert 0 < part_path(final).stat().st_size < len(body)
    assert [job.state for job in DownloadQueueStore().load()] == [JobState.QUEUED]


# -- the panel ----------------------------------------------------------------------------


def buttons_of(panel: DownloadsPanel, job_id: str) -> dict[str, QPushButton]:
    row = panel.rows[job_id]
    return {b.text(): b for b in row.buttons() if b.isVisibleTo(panel)}


def test_panel_shows_rate_and_time_left_and_its_buttons_act(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = blob(8 * MB, seed=8)
    details, variant = model_repo(hub, "org/Panel-GGUF", {"p-Q4_K_M.gguf": body})
    hub.faults["p-Q4_K_M.gguf"] = Fault(bytes_per_second=2 * MB)
    manager = make_manager()
    panel = DownloadsPanel(manager)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.empty_label.isVisibleTo(panel) and panel.empty_label.text() == EMPTY_TEXT

    job_id = manager.enqueue(details, variant)
    row = panel.rows[job_id]
    assert not panel.empty_label.isVisibleTo(panel)
    assert row.title.text() == "org/Panel-GGUF Q4_K_M"
    qtbot.waitUntil(lambda: "/s ·" in row.detail.text() and "left" in row.detail.text(),
                    timeout=WAIT_MS)  # fmt: skip
    text = row.detail.text()
    assert " of 8.0 MB · " in text, text
    assert 0 < row.bar.value() < row.bar.maximum()
    assert row.state_label.text() == "Downloading"

    shown = buttons_of(panel, job_id)
    assert set(shown) == {"Pause", "Cancel…"}
    for button in row.buttons():
        assert "org/Panel-GGUF Q4_K_M" in button.accessibleName()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    for widget in (row.bar, row.detail, row.state_label, row.title):
        assert widget.accessibleName()

    qtbot.mouseClick(shown["Pause"], Qt.MouseButton.LeftButton)
    wait_stopped(qtbot, manager)
    assert row.state_label.text() == "Paused"
    assert set(buttons_of(panel, job_id)) == {"Resume", "Cancel…"}

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.No)  # fmt: skip
    qtbot.mouseClick(buttons_of(panel, job_id)["Cancel…"], Qt.MouseButton.LeftButton)
    assert state_of(manager, job_id) is JobState.PAUSED  # the user said no

    buttons_of(panel, job_id)["Resume"].setFocus()
    qtbot.keyClick(buttons_of(panel, job_id)["Resume"], Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: manager.running_job_id() == job_id, timeout=WAIT_MS)
    assert row.state_label.text() == "Downloading"

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)  # fmt: skip
    qtbot.mouseClick(buttons_of(panel, job_id)["Cancel…"], Qt.MouseButton.LeftButton)
    wait_stopped(qtbot, manager)
    assert row.state_label.text() == "Cancelled"
    assert set(buttons_of(panel, job_id)) == {"Retry", "Remove"}
    assert not part_path(repo_folder("org/Panel-GGUF") / "p-Q4_K_M.gguf").exists()

    qtbot.mouseClick(buttons_of(panel, job_id)["Remove"], Qt.MouseButton.LeftButton)
    assert manager.jobs() == [] and panel.rows == {}
    assert panel.empty_label.isVisibleTo(panel)


def test_panel_load_button_and_models_changed_after_a_download(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory
) -> None:
    shards = {f"v-Q4_0-0000{i}-of-00002.gguf": blob(300 * 1024, seed=i) for i in (1, 2)}
    details, variant = model_repo(hub, "org/Load-GGUF", {**shards, "mmproj-v-f16.gguf": blob(99)})
    manager = make_manager()
    panel = DownloadsPanel(manager)
    qtbot.addWidget(panel)

    with qtbot.waitSignal(panel.models_changed, timeout=WAIT_MS):
        job_id = manager.enqueue(details, variant)

    row = panel.rows[job_id]
    assert row.state_label.text() == "Done" and row.bar.value() == row.bar.maximum()
    assert set(buttons_of(panel, job_id)) == {"Load", "Remove"}
    with qtbot.waitSignal(panel.load_requested, timeout=1000) as load:
        qtbot.mouseClick(buttons_of(panel, job_id)["Load"], Qt.MouseButton.LeftButton)
    assert load.args == [repo_folder("org/Load-GGUF") / "v-Q4_0-00001-of-00002.gguf"]


def test_panel_shows_a_failure_in_plain_words_and_retry(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory
) -> None:
    details, variant = model_repo(hub, "org/Fail-GGUF", {"f-Q4_0.gguf": blob(MB)})
    hub.faults["f-Q4_0.gguf"] = Fault(status=503, status_times=-1)
    manager = make_manager(max_attempts=2)
    panel = DownloadsPanel(manager)
    qtbot.addWidget(panel)

    with qtbot.waitSignal(manager.job_failed, timeout=WAIT_MS) as failed:
        job_id = manager.enqueue(details, variant)

    row = panel.rows[job_id]
    assert row.detail.text() == failed.args[1]
    assert row.state_label.text() == "Failed"
    assert set(buttons_of(panel, job_id)) == {"Retry", "Cancel…", "Remove"}
    hub.faults.clear()
    with qtbot.waitSignal(manager.job_finished, timeout=WAIT_MS):
        qtbot.mouseClick(buttons_of(panel, job_id)["Retry"], Qt.MouseButton.LeftButton)
    assert row.state_label.text() == "Done"


def test_a_job_short_of_disk_space_offers_the_variant_that_fits(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory
) -> None:
    details, big, usage = repo_too_big_for_the_disk(hub, "org/Disk-GGUF", "d")
    manager = make_manager(disk_usage=usage)
    panel = DownloadsPanel(manager)
    qtbot.addWidget(panel)

    with qtbot.waitSignal(manager.job_failed, timeout=WAIT_MS):
        failed_id = manager.enqueue(details, big)

    assert manager.alternative_for(failed_id) == "Q4_K_M"
    shown = buttons_of(panel, failed_id)
    assert set(shown) == {"Download Q4_K_M instead", "Retry", "Cancel…", "Remove"}
    instead = shown["Download Q4_K_M instead"]
    assert instead.accessibleName() == "Download org/Disk-GGUF Q4_K_M instead of org/Disk-GGUF Q8_0"
    instead.setFocus()
    qtbot.keyClick(instead, Qt.Key.Key_Space)

    (job,) = manager.jobs()
    assert job.job_id != failed_id and job.quant == "Q4_K_M" and failed_id not in panel.rows
    qtbot.waitUntil(lambda: state_of(manager, job.job_id) is JobState.DONE, timeout=WAIT_MS)
    assert (repo_folder("org/Disk-GGUF") / "d-Q4_K_M.gguf").read_bytes() == SMALL_BODY
    assert hub.gets_of("d-Q8_0.gguf") == []
    assert set(buttons_of(panel, job.job_id)) == {"Load", "Remove"}


def test_a_job_from_the_saved_queue_short_of_space_offers_the_variant_that_fits(
    qtbot: QtBot, hub: FakeHub, make_manager: ManagerFactory
) -> None:
    details, big, usage = repo_too_big_for_the_disk(hub, "org/Saved-GGUF", "s")
    # Queued when the app last ran, never started: the saved list is all the next start
    # knows of it, not the repo's other versions.
    DownloadQueueStore().save([DownloadJob.for_settings(details, big, Settings())])
    first = make_manager(disk_usage=usage)
    panel = DownloadsPanel(first)
    qtbot.addWidget(panel)
    (saved,) = first.jobs()
    qtbot.waitUntil(
        lambda: "Download Q4_K_M instead" in buttons_of(panel, saved.job_id), timeout=WAIT_MS
    )
    assert state_of(first, saved.job_id) is JobState.FAILED
    assert "Not enough disk space" in panel.rows[saved.job_id].detail.text()
    first.shutdown()

    # Started again with the job still failed: the offer comes back too.
    second = make_manager(disk_usage=usage)
    panel = DownloadsPanel(second)
    qtbot.addWidget(panel)
    qtbot.waitUntil(
        lambda: "Download Q4_K_M instead" in buttons_of(panel, saved.job_id), timeout=WAIT_MS
    )
    instead = buttons_of(panel, saved.job_id)["Download Q4_K_M instead"]
    assert instead.accessibleName() == (
        "Download org/Saved-GGUF Q4_K_M instead of org/Saved-GGUF Q8_0"
    )
    qtbot.mouseClick(instead, Qt.MouseButton.LeftButton)

    (job,) = second.jobs()
    assert job.quant == "Q4_K_M" and saved.job_id not in panel.rows
    qtbot.waitUntil(lambda: state_of(second, job.job_id) is JobState.DONE, timeout=WAIT_MS)
    assert (repo_folder("org/Saved-GGUF") / "s-Q4_K_M.gguf").read_bytes() == SMALL_BODY
    assert hub.gets_of("s-Q8_0.gguf") == []


def test_services_make_the_manager_on_first_use_and_stop_it(qtbot: QtBot) -> None:
    services = AppServices.start(SettingsStore(), Settings())
    try:
        manager = services.downloads
        assert services.downloads is manager and manager.is_running()
    finally:
        services.shutdown()
    assert not manager.is_running()


def rows_in_view(panel: DownloadsPanel) -> list[str]:
    """The jobs whose whole row can be seen in the panel's list, top to bottom."""
    viewport = panel._scroll.viewport()
    seen = []
    for job_id, row in panel.rows.items():
        top = row.mapTo(viewport, QPoint(0, 0)).y()
        if top >= 0 and top + row.height() <= viewport.height() and row.isVisibleTo(panel):
            seen.append(job_id)
    return seen


@pytest.fixture(params=[None, 12.0], ids=["app font", "12 pt"])
def font_size(request: pytest.FixtureRequest) -> Iterator[None]:
    """The app's own font, or a larger one as desktops often set; put back after."""
    app = cast(QApplication, QApplication.instance())
    font = app.font()
    if request.param is not None:
        larger = QFont(font)
        larger.setPointSizeF(request.param)
        app.setFont(larger)
    yield
    app.setFont(font)


def test_at_1366x768_the_panel_shows_three_rows_and_a_new_failure_comes_into_view(
    qtbot: QtBot, hub: FakeHub, font_size: None, window: MainWindow
) -> None:
    show_at_laptop_size(window, "Discover")
    page = window.discover_page
    manager = window.services.downloads
    waiting = []
    for index in range(5):
        details, variant = model_repo(
            hub, f"org/Row{index}-GGUF", {f"r{index}-Q4_0.gguf": blob(MB)}
        )
        hub.faults[f"r{index}-Q4_0.gguf"] = Fault(bytes_per_second=MB / 50)
        waiting.append(manager.enqueue(details, variant))
    panel = page.downloads
    qtbot.waitUntil(lambda: len(panel.rows) == 5, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(rows_in_view(panel)) >= 3, timeout=WAIT_MS)
    panel._scroll.verticalScrollBar().setValue(0)
    qtbot.waitUntil(lambda: rows_in_view(panel)[:1] == waiting[:1], timeout=WAIT_MS)
    assert len(rows_in_view(panel)) >= 3

    news: list[tuple[str, int]] = []
    page.status_message.connect(lambda text, ms: news.append((text, ms)))
    details, variant = model_repo(hub, "org/Refused-GGUF", {"x-Q4_0.gguf": blob(MB, seed=3)})
    hub.faults["x-Q4_0.gguf"] = Fault(status=404, status_times=-1)
    for job_id in waiting:
        manager.pause(job_id)
    with qtbot.waitSignal(manager.job_failed, timeout=WAIT_MS) as failed:
        manager.enqueue(details, variant)
    failed_id = failed.args[0]
    assert failed_id not in waiting[:3]
    qtbot.waitUntil(lambda: failed_id in rows_in_view(panel), timeout=WAIT_MS)
    # One failure, one line in the status bar, in place of "... is in the download
    # list" and gone after a while; the reason is on the row.
    assert len([text for text, _ in news if "Refused" in text and "stopped" in text]) == 1
    assert {ms for _, ms in news} == {NEWS_MS}
    shown = window.statusBar().currentMessage()
    assert "Refused" in shown and "stopped" in shown, shown
    assert panel.rows[failed_id].state_label.text() == "Failed"
