"""Finding and reading the kernel's OOM-kill counters, over copies of the files as
Linux writes them (cgroup v2, cgroup v1 in a container, no cgroup at all), and over
this machine's own /proc."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from desktop.core.runtime.oom_kills import start_counting

V2_MOUNTS = "30 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime - cgroup2 cgroup2 rw\n"
# A container that sees only its own subtree of the v1 memory hierarchy.
V1_MOUNTS = (
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
    "35 31 0:32 /docker/abc /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
)
VMSTAT = "nr_free_pages 1000\noom_kill {count}\nnr_zone_active_file 3\n"


def _proc(tmp_path: Path, cgroup: str, mountinfo: str, oom_kills: int = 0) -> Path:
    proc = tmp_path / "proc"
    (proc / "self").mkdir(parents=True)
    (proc / "self" / "cgroup").write_text(cgroup, encoding="utf-8")
    (proc / "self" / "mountinfo").write_text(mountinfo, encoding="utf-8")
    (proc / "vmstat").write_text(VMSTAT.format(count=oom_kills), encoding="utf-8")
    return proc


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_cgroup_v2_counts_kills_in_the_process_own_cgroup(tmp_path: Path) -> None:
    mounts = V2_MOUNTS.replace("/sys/fs/cgroup", str(tmp_path / "cg"))
    proc = _proc(tmp_path, "0::/user.slice/app.scope\n", mounts, oom_kills=40)
    events = _write(
        tmp_path / "cg" / "user.slice" / "app.scope" / "memory.events",
        "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\noom_group_kill 0\n",
    )
    counter = start_counting(proc)
    assert counter is not None and counter.path == events
    assert counter.kills_since_start() == 0
    events.write_text("low 0\nhigh 0\nmax 5\noom 2\noom_kill 2\noom_group_kill 0\n")
    assert counter.kills_since_start() == 1


def test_cgroup_v1_in_a_container_is_found_below_the_mount_root(tmp_path: Path) -> None:
    mounts = V1_MOUNTS.replace("/sys/fs/cgroup", str(tmp_path / "cg"))
    proc = _proc(tmp_path, "4:memory:/docker/abc/worker\n1:cpu:/\n0::/\n", mounts)
    control = _write(
        tmp_path / "cg" / "memory" / "worker" / "memory.oom_control",
        "oom_kill_disable 0\nunder_oom 0\noom_kill 7\n",
    )
    counter = start_counting(proc)
    assert counter is not None and counter.path == control and counter.start == 7


def test_without_a_memory_cgroup_the_machine_wide_count_is_used(tmp_path: Path) -> None:
    # cgroup v2 at the root: the root cgroup has no memory.events.
    mounts = V2_MOUNTS.replace("/sys/fs/cgroup", str(tmp_path / "cg"))
    proc = _proc(tmp_path, "0::/\n", mounts, oom_kills=12)
    counter = start_counting(proc)
    assert counter is not None and counter.path == proc / "vmstat" and counter.start == 12
    (proc / "vmstat").write_text(VMSTAT.format(count=13), encoding="utf-8")
    assert counter.kills_since_start() == 1


def test_nothing_readable_is_unknown_not_zero(tmp_path: Path) -> None:
    assert start_counting(tmp_path / "no-proc-here") is None
    proc = _proc(tmp_path, "0::/\n", "")
    counter = start_counting(proc)
    assert counter is not None
    (proc / "vmstat").unlink()
    assert counter.kills_since_start() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's counters")
def test_this_machine_has_a_readable_counter() -> None:
    counter = start_counting()
    assert counter is not None, "no OOM-kill counter readable on this Linux"
    assert counter.kills_since_start() is not None
