"""The download meter's speed and time left: bytes already on disk when a download
resumes move the progress on, but are not counted as received just now."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from desktop.core.hub.download_progress import Controls, Meter, Progress
from desktop.core.hub.download_queue import pull
from desktop.core.hub.errors import DownloadCancelledError
from desktop.core.hub.part_files import part_path
from tests.support.fake_hub import FakeHub, Fault, blob

MB = 1024**2


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    """The meter's clock (the time module's, for this test only), moved by hand."""
    fake = FakeClock()
    monkeypatch.setattr(time, "monotonic", fake.monotonic)
    return fake


def test_bytes_found_on_disk_count_as_done_but_not_as_speed(clock: FakeClock) -> None:
    seen: list[Progress] = []
    meter = Meter(1000 * MB, 0, seen.append)

    meter.found("m.gguf", 900 * MB)  # a kept part from before the pause
    clock.now += 1.0
    meter.add("m.gguf", 2 * MB)  # received in the second since Resume

    assert seen[0].bytes_done == 900 * MB and seen[0].rate == 0.0
    last = seen[-1]
    assert last.bytes_done == 902 * MB
    assert last.rate == pytest.approx(2 * MB)
    assert last.eta_seconds == pytest.approx(98 / 2)


def test_bytes_a_server_made_us_drop_are_not_negative_speed(clock: FakeClock) -> None:
    seen: list[Progress] = []
    meter = Meter(100 * MB, 0, seen.append)
    meter.found("m.gguf", 40 * MB)

    meter.found("m.gguf", -40 * MB)  # the server ignored the range: start over
    clock.now += 1.0
    meter.add("m.gguf", 3 * MB)

    assert seen[-1].bytes_done == 3 * MB and seen[-1].rate == pytest.approx(3 * MB)


def test_the_speed_right_after_resume_is_the_real_one(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(8 * MB, seed=5)
    hub.add_faulty_file("org/Resume-GGUF", "r-Q4_0.gguf", body, Fault(bytes_per_second=16 * MB))
    controls = Controls.new()

    def pause_late(progress: Progress) -> None:
        if progress.bytes_done >= 5 * MB:
            controls.pause.set()

    with pytest.raises(DownloadCancelledError):
        pull("org/Resume-GGUF", "Q4_0", dest=tmp_path, progress=pause_late, controls=controls)
    kept = part_path(tmp_path / "r-Q4_0.gguf").stat().st_size
    assert 5 * MB <= kept < len(body)

    speed = MB  # bytes per second, the Hub's pace after Resume
    hub.faults["r-Q4_0.gguf"] = Fault(bytes_per_second=speed)
    seen: list[Progress] = []
    result = pull("org/Resume-GGUF", "Q4_0", dest=tmp_path, progress=seen.append)

    assert result.paths[0].read_bytes() == body
    assert seen[0].bytes_done == kept  # the kept part shows at once as done
    rates = [progress.rate for progress in seen if progress.rate > 0]
    assert rates, seen
    # Counting the kept part as just received made this 30x the real pace or more.
    assert max(rates) < 3 * speed, rates
    # The first time left shown after Resume is near the real one, not "a second".
    first_eta = next(p.eta_seconds for p in seen if p.eta_seconds is not None)
    left = (len(body) - kept) / speed
    assert first_eta > left / 3, (first_eta, left)
