"""Downloads under concurrency and under the faults a real Hub, CDN or proxy produces:
one writer per file across processes, the hash taken over the file on disk, expired
links, short answers, stalls, Retry-After, unsafe names, and the disk-space figures."""

from __future__ import annotations

import hashlib
import json
import subprocess
import threading
import time
from pathlib import Path

import httpx
import pytest

from desktop.core.hub.disk_space import DISK_MARGIN_BYTES, check_disk, saving_error
from desktop.core.hub.download_progress import Controls, Progress
from desktop.core.hub.download_queue import pull
from desktop.core.hub.endpoint import resolve_url
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadError,
    DownloadRetriesExhaustedError,
    NotEnoughSpaceError,
)
from desktop.core.hub.file_fetch import FileTarget, fetch_files, worst_case_stall_seconds
from desktop.core.hub.part_files import hold_target, part_path, sidecar_path
from desktop.core.hub.variants import repo_details
from tests.support.cli_process import start_cli
from tests.support.fake_hub import FakeHub, Fault, blob
from tests.support.hub_repos import assert_pull_resumes_at

MB = 1024**2


def _pull_process(spec: str, dest: Path) -> subprocess.Popen[str]:
    return start_cli(["models", "pull", spec, "--dest", str(dest)])


def _stderr_until(process: subprocess.Popen[str], text: str, timeout: float) -> str:
    """What ``process`` wrote on stderr until it said ``text`` (or ended, or time ran out)."""
    stream = process.stderr
    assert stream is not None
    seen: list[str] = []
    done = threading.Event()

    def read() -> None:
        while not done.is_set() and (character := stream.read(1)):
            seen.append(character)
            if text in "".join(seen[-len(text) :]):
                break
        done.set()

    reader = threading.Thread(target=read, name="pull-stderr", daemon=True)
    reader.start()
    done.wait(timeout)
    done.set()
    reader.join(5)
    return "".join(seen)


def test_two_pulls_of_one_model_at_once_leave_one_correct_file(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(8 * MB + 5, seed=3)
    hub.add_repo("org/Twice-GGUF", {"t-F16.gguf": body})
    # Slow until the second pull says it waits, however long a process takes to start
    # (seconds under Wine on a loaded machine); then at full speed.
    slow = Fault(bytes_per_second=MB / 4)
    hub.faults["t-F16.gguf"] = slow

    first = _pull_process("org/Twice-GGUF:F16", tmp_path)
    deadline = time.monotonic() + 120  # a loaded machine's Wine starts it in ~30 s
    while not part_path(tmp_path / "t-F16.gguf").exists():
        assert first.poll() is None and time.monotonic() < deadline, first.communicate()
        time.sleep(0.05)
    second = _pull_process("org/Twice-GGUF:F16", tmp_path)
    waited = _stderr_until(second, "Waiting for another download of the same file", 60)
    slow.bytes_per_second = None
    _, err_first = first.communicate(timeout=60)
    out_second, err_second = second.communicate(timeout=60)

    assert first.returncode == 0, err_first
    assert second.returncode == 0, waited + err_second
    final = tmp_path / "t-F16.gguf"
    assert final.read_bytes() == body
    assert not part_path(final).exists() and not sidecar_path(final).exists()
    # The second waited for the first, said so, and did not fetch the file again.
    assert "Waiting for another download of the same file" in waited
    assert len(hub.cdn_gets_of("t-F16.gguf")) == 1
    assert "Downloaded org/Twice-GGUF F16" in out_second


def test_a_part_changed_on_disk_during_the_download_is_caught_by_its_hash(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(4 * MB, seed=4)
    hub.add_faulty_file("org/Tamper-GGUF", "x-Q8_0.gguf", body, Fault(bytes_per_second=8 * MB))
    part = part_path(tmp_path / "x-Q8_0.gguf")
    tampered = False

    def meddle(progress: Progress) -> None:
        # Another writer that ignores the lock: the bytes this process received are
        # right, the file on disk is not.
        nonlocal tampered
        if not tampered and progress.bytes_done > MB and part.exists():
            with part.open("r+b") as handle:
                handle.write(b"\0" * 4096)
            tampered = True

    with pytest.raises(ChecksumMismatchError, match="arrived damaged"):
        pull("org/Tamper-GGUF", "Q8_0", dest=tmp_path, progress=meddle, backoff_start=0.01)
    assert tampered
    assert not (tmp_path / "x-Q8_0.gguf").exists()
    assert not part.exists()


def test_a_writer_waiting_for_the_lock_can_be_paused_and_keeps_the_others_part(
    tmp_path: Path,
) -> None:
    final = tmp_path / "m.gguf"
    part_path(final).write_bytes(b"someone else's bytes")
    seen: list[Progress] = []
    controls = Controls.new()
    from desktop.core.hub.download_progress import Meter
    from desktop.core.hub.errors import DownloadCancelledError

    with hold_target(final, Controls.new()):
        # The same process stands in for another one: each FileLock opens its own file.
        def stop_soon(progress: Progress) -> None:
            seen.append(progress)
            controls.cancel.set()

        with (
            pytest.raises(DownloadCancelledError, match="another download of the same file"),
            hold_target(final, controls, Meter(0, 0, stop_soon)),
        ):
            pass  # pragma: no cover - never entered
    assert seen and seen[0].note == "Waiting for another download of the same file"
    assert part_path(final).read_bytes() == b"someone else's bytes"


def test_an_expired_file_host_link_is_fetched_again_not_called_a_terms_problem(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(2 * MB, seed=5)
    hub.add_faulty_file(
        "org/Expired-GGUF", "e-Q4_0.gguf", body, Fault(cdn_status=403, cdn_status_times=1)
    )
    notes: list[str] = []

    result = pull(
        "org/Expired-GGUF", "Q4_0", dest=tmp_path, backoff_start=0.01,
        progress=lambda p: notes.append(p.note or ""),
    )  # fmt: skip

    assert result.paths[0].read_bytes() == body
    # Asked the Hub again, and so got a new link to follow.
    assert len(hub.gets_of("e-Q4_0.gguf")) == 2
    assert any(note.startswith("The download link expired; trying again") for note in notes)


def test_an_answer_cut_short_without_a_drop_is_resumed_in_the_same_run(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(3 * MB, seed=6)
    hub.add_faulty_file("org/Short-GGUF", "s-Q4_0.gguf", body, Fault(end_after=MB + 7, end_times=1))

    assert_pull_resumes_at(hub, "org/Short-GGUF", tmp_path, body, MB + 7)


def test_a_damaged_sidecar_keeps_the_partial_file(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(3 * MB, seed=7)
    hub.add_repo("org/Side-GGUF", {"d-Q4_0.gguf": body})
    final = tmp_path / "d-Q4_0.gguf"
    part_path(final).write_bytes(body[: 2 * MB])
    sidecar_path(final).write_bytes(b'{"url": "http://x", "size": 31')  # cut off mid-write

    assert_pull_resumes_at(hub, "org/Side-GGUF", tmp_path, body, 2 * MB)


def test_a_damaged_sidecar_over_a_wrong_part_still_ends_in_a_checked_file(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(2 * MB, seed=8)
    hub.add_repo("org/Side2-GGUF", {"w-Q4_0.gguf": body})
    final = tmp_path / "w-Q4_0.gguf"
    part_path(final).write_bytes(b"\1" * MB)  # not this file's bytes
    sidecar_path(final).write_text("not json", encoding="utf-8")

    with pytest.raises(ChecksumMismatchError):
        pull("org/Side2-GGUF", "Q4_0", dest=tmp_path, backoff_start=0.01)
    assert not final.exists() and not part_path(final).exists()
    # The next try starts clean and succeeds.
    assert pull("org/Side2-GGUF", "Q4_0", dest=tmp_path).paths[0].read_bytes() == body


def test_a_connection_that_stalls_for_good_is_reported_and_said_while_retrying(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Stall-GGUF", {"st-Q4_0.gguf": blob(3 * MB, seed=9)})
    hub.faults["st-Q4_0.gguf"] = Fault(stall_after=MB)
    details = repo_details("org/Stall-GGUF")
    file = details.variants[0].files[0]
    target = FileTarget(resolve_url(details.repo_id, details.revision, file.path),
                        tmp_path / file.path, file)  # fmt: skip
    notes: list[str] = []

    began = time.monotonic()
    with pytest.raises(DownloadRetriesExhaustedError, match="no data arrived for a while"):
        fetch_files(
            [target], timeout=httpx.Timeout(0.5), max_attempts=3, backoff_start=0.01,
            progress=lambda p: notes.append(p.note or ""),
        )  # fmt: skip
    assert time.monotonic() - began < 10
    assert any(n.startswith("No data arrived for a while; trying again") for n in notes), notes
    # What was received before the stall is kept for the next try.
    assert part_path(target.final).stat().st_size == MB


def test_a_stall_with_the_default_settings_is_reported_within_about_a_minute() -> None:
    # The product of the constants, not a guess: every attempt waits out the read
    # timeout, with the backoff between attempts. It was 211 s.
    assert worst_case_stall_seconds() <= 70


def test_retry_after_is_honoured_for_a_busy_file_host(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(MB, seed=10)
    hub.add_faulty_file(
        "org/Busy-GGUF", "b-Q4_0.gguf", body, Fault(status=429, status_times=1, retry_after="2")
    )

    began = time.monotonic()
    result = pull("org/Busy-GGUF", "Q4_0", dest=tmp_path, backoff_start=0.01)

    assert result.paths[0].read_bytes() == body
    gets = hub.gets_of("b-Q4_0.gguf")
    assert len(gets) == 2
    assert time.monotonic() - began >= 2.0


def test_a_file_name_climbing_out_of_the_folder_is_refused(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Evil-GGUF", {"../../x-Q4_K_M.gguf": blob(MB, seed=11)})
    dest = tmp_path / "a" / "b"

    with pytest.raises(DownloadError, match="outside its folder"):
        pull("org/Evil-GGUF", "Q4_K_M", dest=dest, backoff_start=0.01)

    assert not list(tmp_path.rglob("x-Q4_K_M.gguf*"))
    assert not hub.gets_of("../../x-Q4_K_M.gguf")


@pytest.mark.parametrize(
    "name", ["/etc/x-Q4_0.gguf", "a/../../x-Q4_0.gguf", "..\\x-Q4_0.gguf", "C:x-Q4_0.gguf"]
)
def test_unsafe_names_are_refused_before_anything_is_written(name: str, tmp_path: Path) -> None:
    from desktop.core.hub.part_files import safe_destination

    with pytest.raises(DownloadError, match="outside its folder"):
        safe_destination(tmp_path, name)
    assert safe_destination(tmp_path, "sub/ok-Q4_0.gguf") == tmp_path / "sub" / "ok-Q4_0.gguf"


class _Usage:
    def __init__(self, free: int) -> None:
        self.free = free


def test_a_complete_model_needs_no_space_even_on_a_full_disk(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(MB, seed=12)
    hub.add_repo("org/Done-GGUF", {"k-Q4_0.gguf": body})
    pull("org/Done-GGUF", "Q4_0", dest=tmp_path)

    # Less free than the margin: today this said "needs 0 B more".
    again = pull("org/Done-GGUF", "Q4_0", dest=tmp_path,
                 disk_usage=lambda _path: _Usage(DISK_MARGIN_BYTES // 2))  # fmt: skip
    assert again.paths[0].read_bytes() == body


def test_disk_space_messages_state_the_margin_so_their_figures_add_up(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Big-GGUF", {"g-Q8_0.gguf": blob(3 * MB, seed=13)})
    details = repo_details("org/Big-GGUF")
    files = list(details.variants[0].files)

    with pytest.raises(NotEnoughSpaceError) as caught:
        check_disk(files, tmp_path, details,
                   disk_usage=lambda _path: _Usage(DISK_MARGIN_BYTES + MB))  # fmt: skip
    message = caught.value.message
    assert "needs 3.0 MB" in message
    assert "101.0 MB is free (100.0 MB of it stays free for your system)" in message
    assert "Free up 2.0 MB more" in message
    assert caught.value.missing_bytes == 2 * MB

    full = saving_error(OSError(28, "No space left on device"), files, tmp_path)
    assert "still needs 3.0 MB, and 100.0 MB more stays free" in full.message
    assert "Free up 103.0 MB there" in full.message


def test_the_sidecar_is_plain_json_the_next_run_can_read(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(2 * MB, seed=14)
    hub.add_faulty_file("org/Pause-GGUF", "p-Q4_0.gguf", body, Fault(bytes_per_second=4 * MB))
    controls = Controls.new()

    def pause_half_way(progress: Progress) -> None:
        if progress.bytes_done > MB:
            controls.pause.set()

    with pytest.raises(DownloadError, match="paused"):
        pull("org/Pause-GGUF", "Q4_0", dest=tmp_path, progress=pause_half_way,
             controls=controls)  # fmt: skip
    meta = json.loads(sidecar_path(tmp_path / "p-Q4_0.gguf").read_text(encoding="utf-8"))
    assert meta["size"] == len(body) and meta["sha256"] == hashlib.sha256(body).hexdigest()
    assert pull("org/Pause-GGUF", "Q4_0", dest=tmp_path).paths[0].read_bytes() == body
