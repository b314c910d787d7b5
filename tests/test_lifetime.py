"""Children die with the app (PDEATHSIG through the spawner thread), and the startup
sweep kills only our own orphans. Stand-ins for the sweep are copies of ``sleep``
named llama-server: harmless processes with a binary path we control."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path

import psutil
import pytest

from desktop.core import paths
from desktop.core.runtime import lifetime
from desktop.core.runtime.lifetime import ChildRecord, ChildSpawner, spawn_child, sweep_orphans

REPO_ROOT = Path(__file__).resolve().parents[1]
DEADLINE_S = 15.0
SLEEP = shutil.which("sleep")
assert SLEEP is not None, "these tests need the sleep command"


def _dead_or_zombie(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def _wait_until_dead(pid: int) -> bool:
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        if _dead_or_zombie(pid):
            return True
        psutil.wait_procs([psutil.Process(pid)], timeout=0.1)
    return _dead_or_zombie(pid)


@pytest.fixture
def stand_in(tmp_path: Path) -> Path:
    """A copy of sleep named like our server, inside a runtime-like folder."""
    assert SLEEP is not None
    binary = tmp_path / "runtime" / "llama-server"
    binary.parent.mkdir()
    shutil.copy2(SLEEP, binary)
    return binary


@pytest.fixture
def running(stand_in: Path) -> Iterator[subprocess.Popen[bytes]]:
    process = subprocess.Popen([str(stand_in), "60"])
    yield process
    if process.poll() is None:
        process.kill()
    process.wait()


@pytest.fixture
def dead_owner() -> tuple[int, float]:
    """The pid and create time of an app instance that has exited."""
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    create_time = psutil.Process(process.pid).create_time()  # readable while a zombie
    process.wait()
    return process.pid, create_time


def _write_record(record: ChildRecord) -> Path:
    folder = paths.child_records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{record.pid}.json"
    path.write_text(json.dumps(asdict(record)), encoding="utf-8")
    return path


def _record_for(
    process: subprocess.Popen[bytes], binary: Path, owner: tuple[int, float]
) -> ChildRecord:
    return ChildRecord(
        pid=process.pid,
        create_time=psutil.Process(process.pid).create_time(),
        binary=str(binary),
        owner_pid=owner[0],
        owner_create_time=owner[1],
        port=45678,
    )


def _me() -> tuple[int, float]:
    return os.getpid(), psutil.Process().create_time()


def test_a_child_dies_when_its_parent_is_killed(tmp_path: Path) -> None:
    # The child is started from a worker thread that ends at once: the spawner thread,
    # not the worker, is its parent thread, so the child must survive the worker.
    parent_code = f"""
import sys, threading
from desktop.core.runtime.lifetime import spawn_child
started = []
worker = threading.Thread(target=lambda: started.append(
    spawn_child([{SLEEP!r}, "60"], capture_output=False)))
worker.start()
worker.join()
print(started[0].pid, flush=True)
threading.Event().wait()
"""
    parent = subprocess.Popen(
        [sys.executable, "-c", parent_code],
        stdout=subprocess.PIPE,
        cwd=REPO_ROOT,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
    )
    child_pid = None
    try:
        assert parent.stdout is not None
        child_pid = int(parent.stdout.readline())
        child = psutil.Process(child_pid)
        assert child.ppid() == parent.pid
        assert child.status() != psutil.STATUS_ZOMBIE  # survived its worker thread
        parent.kill()
        parent.wait()
        assert _wait_until_dead(child_pid), "the child outlived its killed parent"
    finally:
        if parent.poll() is None:
            parent.kill()
        parent.wait()
        if parent.stdout is not None:
            parent.stdout.close()
        if child_pid is not None and not _dead_or_zombie(child_pid):
            psutil.Process(child_pid).kill()


def test_the_spawner_serves_every_thread_and_reports_errors(tmp_path: Path) -> None:
    results: list[subprocess.Popen[bytes]] = []
    workers = [
        threading.Thread(
            target=lambda: results.append(
                spawn_child([sys.executable, "-c", "print('hello')"], cwd=tmp_path)
            )
        )
        for _ in range(3)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    outputs = [process.communicate()[0] for process in results]
    assert outputs == [b"hello\n"] * 3
    assert ChildSpawner.instance() is ChildSpawner.instance()
    with pytest.raises(FileNotFoundError):
        spawn_child([str(tmp_path / "no-such-program")])


def test_an_orphan_of_a_dead_app_is_killed(
    stand_in: Path, running: subprocess.Popen[bytes], dead_owner: tuple[int, float]
) -> None:
    path = _write_record(_record_for(running, stand_in, dead_owner))
    assert sweep_orphans() == [running.pid]
    assert running.wait(timeout=DEADLINE_S) is not None
    assert not path.exists()


def test_an_owner_pid_reused_by_another_process_counts_as_dead(
    stand_in: Path, running: subprocess.Popen[bytes]
) -> None:
    my_pid, my_create_time = _me()
    _write_record(_record_for(running, stand_in, (my_pid, my_create_time - 1000.0)))
    assert sweep_orphans() == [running.pid]
    assert running.wait(timeout=DEADLINE_S) is not None


def test_a_server_of_a_live_app_is_left_alone(
    stand_in: Path, running: subprocess.Popen[bytes]
) -> None:
    path = _write_record(_record_for(running, stand_in, _me()))
    assert sweep_orphans() == []
    assert running.poll() is None
    assert path.exists()


def test_a_pid_now_running_another_binary_is_left_alone(
    tmp_path: Path,
    stand_in: Path,
    running: subprocess.Popen[bytes],
    dead_owner: tuple[int, float],
) -> None:
    other = tmp_path / "other-runtime" / "llama-server"
    other.parent.mkdir()
    shutil.copy2(stand_in, other)
    path = _write_record(_record_for(running, other, dead_owner))
    assert sweep_orphans() == []
    assert running.poll() is None
    assert not path.exists()


def test_a_pid_reused_by_a_newer_process_is_left_alone(
    stand_in: Path, running: subprocess.Popen[bytes], dead_owner: tuple[int, float]
) -> None:
    record = _record_for(running, stand_in, dead_owner)
    older = ChildRecord(**{**asdict(record), "create_time": record.create_time - 100.0})
    path = _write_record(older)
    assert sweep_orphans() == []
    assert running.poll() is None
    assert not path.exists()


def test_pids_below_two_are_never_touched(
    monkeypatch: pytest.MonkeyPatch, dead_owner: tuple[int, float]
) -> None:
    # Safety net: if the guard ever broke, this test must not signal the real init.
    attempted: list[int] = []
    monkeypatch.setattr(lifetime, "_kill_process", lambda process: attempted.append(process.pid))
    init = psutil.Process(1)
    try:
        init_binary = init.exe()
    except psutil.AccessDenied:
        init_binary = init.cmdline()[0]
    paths_written = [
        _write_record(
            ChildRecord(
                pid=pid,
                create_time=init.create_time() if pid == 1 else 0.0,
                binary=init_binary,
                owner_pid=dead_owner[0],
                owner_create_time=dead_owner[1],
            )
        )
        for pid in (0, 1)
    ]
    assert sweep_orphans() == []
    assert attempted == []
    assert not any(path.exists() for path in paths_written)


def test_stale_and_unreadable_records_are_removed(dead_owner: tuple[int, float]) -> None:
    gone = _write_record(
        ChildRecord(
            pid=dead_owner[0],
            create_time=dead_owner[1],
            binary="/nowhere/llama-server",
            owner_pid=dead_owner[0],
            owner_create_time=dead_owner[1],
        )
    )
    garbled = paths.child_records_dir() / "12345.json"
    garbled.write_text("{not json", encoding="utf-8")
    assert sweep_orphans() == []
    assert not gone.exists()
    assert not garbled.exists()


def test_records_are_written_and_forgotten(
    stand_in: Path, running: subprocess.Popen[bytes]
) -> None:
    path = lifetime.record_child(running.pid, stand_in, port=4321)
    [(found_path, record)] = lifetime.read_records()
    assert found_path == path
    assert record == ChildRecord(
        pid=running.pid,
        create_time=psutil.Process(running.pid).create_time(),
        binary=str(stand_in.resolve()),
        owner_pid=os.getpid(),
        owner_create_time=psutil.Process().create_time(),
        port=4321,
    )
    lifetime.forget_child(running.pid)
    lifetime.forget_child(running.pid)  # a second time is harmless
    assert lifetime.read_records() == []
