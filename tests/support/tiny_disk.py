"""Downloading onto a genuinely small filesystem: a tmpfs of a chosen size mounted over
the models folder inside a user and mount namespace, so nothing outside the child
process sees it and no privileges are needed.

``run_on_tiny_disk`` starts ``python -m tests.support.tiny_disk`` under
``unshare --user --map-root-user --mount``; the child mounts the tmpfs, calls ``pull``
against the Hub at ``HF_ENDPOINT`` (loopback stays reachable: the network namespace
is shared) and prints what happened, and what the small disk holds, as JSON: the
mount disappears with the child.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class TinyDiskOutcome:
    error: str | None  # the exception's class name; None when the pull succeeded
    message: str
    missing_bytes: int | None
    fits_quant: str | None
    files: dict[str, int]  # what the small disk held afterwards: name -> size
    free_at_start: int


def run_on_tiny_disk(
    mount: Path,
    size: int,
    repo_id: str,
    quant: str,
    *,
    endpoint: str,
    fill_after: int | None = None,
    leave_free: int = 0,
) -> TinyDiskOutcome:
    """Pull ``repo_id:quant`` into a ``size``-byte tmpfs mounted at ``mount``. With
    ``fill_after``, once that many bytes have arrived another file takes all the free
    space but ``leave_free`` bytes (the disk fills up mid-download)."""
    unshare = shutil.which("unshare")
    if unshare is None:
        raise AssertionError(
            "This test needs `unshare` (util-linux) to mount a small tmpfs in a user "
            "namespace; install util-linux."
        )
    mount.mkdir(parents=True, exist_ok=True)
    request = {"mount": str(mount), "size": size, "repo_id": repo_id, "quant": quant,
               "fill_after": fill_after, "leave_free": leave_free}  # fmt: skip
    env = {**os.environ, "HF_ENDPOINT": endpoint, "HF_HUB_DISABLE_TELEMETRY": "1"}
    done = subprocess.run(
        [unshare, "--user", "--map-root-user", "--mount", sys.executable, "-m",
         "tests.support.tiny_disk", json.dumps(request)],
        capture_output=True, text=True, env=env, cwd=REPO_ROOT, timeout=120, check=False,
    )  # fmt: skip
    if done.returncode != 0 or not done.stdout.strip():
        raise AssertionError(
            f"The child on the small disk failed (exit {done.returncode}); user namespaces "
            f"may be disabled here.\nstdout: {done.stdout}\nstderr: {done.stderr}"
        )
    document = json.loads(done.stdout.strip().splitlines()[-1])
    return TinyDiskOutcome(**document)


def _child(request: dict[str, Any]) -> dict[str, Any]:
    # Imported here: the parent only needs the subprocess part.
    from desktop.core.errors import LlamaDeskError
    from desktop.core.hub.download_progress import Progress
    from desktop.core.hub.download_queue import pull
    from desktop.core.hub.errors import NotEnoughSpaceError

    mount = Path(request["mount"])
    subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={request['size']}", "tmpfs", str(mount)],
        check=True,
    )
    free_at_start = shutil.disk_usage(mount).free
    fill_after: int | None = request["fill_after"]
    filled = False

    def progress(step: Progress) -> None:
        nonlocal filled
        if fill_after is None or filled or step.bytes_done < fill_after:
            return
        filled = True
        # Something else on the computer takes the space the check saw as free.
        free = shutil.disk_usage(mount).free
        with (mount / "other.bin").open("wb") as handle:
            os.posix_fallocate(handle.fileno(), 0, free - int(request["leave_free"]))

    outcome: dict[str, Any] = {"error": None, "message": "", "missing_bytes": None,
                               "fits_quant": None}  # fmt: skip
    try:
        pull(request["repo_id"], request["quant"], dest=mount, progress=progress,
             backoff_start=0.01)  # fmt: skip
    except LlamaDeskError as error:
        outcome.update(error=type(error).__name__, message=error.message)
        if isinstance(error, NotEnoughSpaceError):
            outcome.update(missing_bytes=error.missing_bytes, fits_quant=error.fits_quant)
    outcome["files"] = {
        p.name: p.stat().st_size for p in sorted(mount.iterdir()) if p.name != "other.bin"
    }
    outcome["free_at_start"] = free_at_start
    return outcome


if __name__ == "__main__":
    print(json.dumps(_child(json.loads(sys.argv[1]))))
