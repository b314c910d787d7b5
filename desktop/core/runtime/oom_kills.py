"""Whether the kernel's out-of-memory killer struck while a child ran (Linux only).

A process killed by SIGKILL may have met the OOM killer or a person with ``kill -9``;
the exit code alone cannot tell. The kernel counts its OOM kills, per memory cgroup
(``memory.events`` in cgroup v2, ``memory.oom_control`` in v1) and for the whole
machine (``/proc/vmstat``). Reading a counter before a launch and again after the exit
tells the two apart. Where no counter can be read the answer is "unknown", never a
guess.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

_V2_FILE = "memory.events"
_V1_FILE = "memory.oom_control"
_FIELD = "oom_kill"


@dataclass(frozen=True)
class OomKillCounter:
    """One readable kernel counter of OOM kills and the value it had when made."""

    path: Path
    start: int

    def kills_since_start(self) -> int | None:
        """OOM kills counted since the counter was made; None if it can't be read now."""
        now = _read_field(self.path)
        return None if now is None else max(0, now - self.start)


def start_counting(proc: Path = Path("/proc"), pid: int | str = "self") -> OomKillCounter | None:
    """The most specific OOM-kill counter covering ``pid`` (and the children it starts),
    read now; None where there is none (not Linux, or nothing readable).

    The process's own memory cgroup comes first: it counts only kills of its members.
    The machine-wide count is the fallback; an OOM kill of any process during the load
    still means memory ran out while it loaded.
    """
    for path in _candidates(proc, pid):
        value = _read_field(path)
        if value is not None:
            return OomKillCounter(path, value)
    return None


def _candidates(proc: Path, pid: int | str) -> Iterator[Path]:
    yield from _cgroup_counter_files(proc, pid)
    yield proc / "vmstat"


def _cgroup_counter_files(proc: Path, pid: int | str) -> Iterator[Path]:
    """memory.events / memory.oom_control of the process's memory cgroup, found through
    its mounts: a container may mount a cgroup subtree, whose root is then not ``/``."""
    try:
        memberships = (proc / str(pid) / "cgroup").read_text(encoding="utf-8").splitlines()
        mounts = (proc / str(pid) / "mountinfo").read_text(encoding="utf-8").splitlines()
    except OSError:
        return
    v2_path: str | None = None
    v1_path: str | None = None
    for line in memberships:
        # "hierarchy-id:controllers:path"; v2 is "0::path".
        parts = line.split(":", 2)
        if len(parts) != 3:
            continue
        _, controllers, path = parts
        if controllers == "":
            v2_path = path
        elif "memory" in controllers.split(","):
            v1_path = path
    for fstype, root, mount_point, options in _cgroup_mounts(mounts):
        if fstype == "cgroup2" and v2_path is not None:
            inside = _relative(v2_path, root)
            if inside is not None:
                yield Path(mount_point, inside, _V2_FILE)
        elif fstype == "cgroup" and v1_path is not None and "memory" in options:
            inside = _relative(v1_path, root)
            if inside is not None:
                yield Path(mount_point, inside, _V1_FILE)


def _cgroup_mounts(mounts: list[str]) -> Iterator[tuple[str, str, str, set[str]]]:
    """(fs type, root, mount point, super options) of every cgroup mount in mountinfo."""
    for line in mounts:
        # "id parent major:minor root mount-point options [optional...] - fstype source super"
        before, separator, after = line.partition(" - ")
        if not separator:
            continue
        fields = before.split()
        tail = after.split()
        if len(fields) < 5 or len(tail) < 3 or tail[0] not in ("cgroup", "cgroup2"):
            continue
        root, mount_point = _unescape(fields[3]), _unescape(fields[4])
        yield tail[0], root, mount_point, set(tail[2].split(","))


def _relative(path: str, root: str) -> str | None:
    """``path`` below the mount's ``root``, or None if the mount doesn't show it."""
    try:
        inside = PurePosixPath(path).relative_to(PurePosixPath(root))
    except ValueError:
        return None
    return str(inside)


def _unescape(field: str) -> str:
    # mountinfo writes spaces, tabs, newlines and backslashes as octal escapes.
    for escaped, plain in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(escaped, plain)
    return field


def _read_field(path: Path) -> int | None:
    """The ``oom_kill N`` line of a counter file; None if the file or line is missing."""
    try:
        with path.open(encoding="utf-8") as file:
            for line in file:
                name, _, value = line.partition(" ")
                if name == _FIELD:
                    return int(value)
    except (OSError, ValueError):
        return None
    return None
