"""What a Hub or download error carries for the window to word it in its own language
(issue 29): each kind keeps, as typed attributes, the figures its English message names
(the repo, the status, the wait, the file, the sizes), made here the way the app meets
them, against a local server speaking the Hub's API."""

from __future__ import annotations

import copy
import shutil
import socket
from pathlib import Path

import pytest
from huggingface_hub import constants as hf_constants

from desktop.core.hub import calls as hub_calls
from desktop.core.hub.disk_space import DISK_MARGIN_BYTES, DiskUsage
from desktop.core.hub.download_progress import Controls
from desktop.core.hub.download_queue import DownloadJob, pull
from desktop.core.hub.download_work import JobEnd, JobRequest, execute_job
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadRetriesExhaustedError,
    HubBusyError,
    HubServerError,
    HubUnreachableError,
    InvalidRepoIdError,
    InvalidTokenError,
    NotEnoughSpaceError,
    RepoNotFoundError,
    RetryReason,
    TermsNotAcceptedError,
    TokenNeededError,
    VariantNotFoundError,
)
from desktop.core.hub.search import search_models
from desktop.core.hub.token_check import check_token
from desktop.core.hub.variants import repo_details
from tests.support.fake_hub import FakeHub, Fault, blob

MB = 1024**2


@pytest.fixture
def quick_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hub_calls, "API_BACKOFF_START_S", 0.05)


def test_a_busy_or_failing_hub_carries_its_status_and_the_wait_it_asked_for(
    hub: FakeHub, quick_backoff: None
) -> None:
    hub.add_repo("org/Busy-GGUF", {"b-Q4_0.gguf": b"b"})
    hub.api_faults["api/models"] = Fault(status=429, status_times=-1, retry_after="90")
    with pytest.raises(HubBusyError) as busy:
        search_models("busy")
    assert (busy.value.status, busy.value.retry_after) == (429, 90.0)

    hub.api_faults["api/models"] = Fault(status=429, status_times=-1)
    with pytest.raises(HubBusyError) as unsaid:
        repo_details("org/Busy-GGUF")
    assert (unsaid.value.status, unsaid.value.retry_after) == (429, None)

    hub.api_faults["api/models"] = Fault(status=503, status_times=-1)
    with pytest.raises(HubServerError) as failing:
        repo_details("org/Busy-GGUF")
    assert failing.value.status == 503


def test_a_busy_token_check_keeps_its_figures_when_the_token_is_blanked_out(
    hub: FakeHub, quick_backoff: None
) -> None:
    # check_token copies the error (copy.copy) to blank the token out of its words.
    hub.api_faults["api/whoami-v2"] = Fault(status=429, status_times=-1, retry_after="75")
    with pytest.raises(HubBusyError) as busy:
        check_token("hf_secret")
    assert (busy.value.status, busy.value.retry_after) == (429, 75.0)


def test_a_refused_or_missing_token_says_which(hub: FakeHub) -> None:
    with pytest.raises(InvalidTokenError) as missing:
        check_token("  ")
    assert missing.value.no_token and missing.value.status is None
    with pytest.raises(InvalidTokenError) as refused:
        check_token("hf_unknown")
    assert not refused.value.no_token and refused.value.status == 401


def test_a_gated_repo_names_itself_the_hub_and_the_refusal(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    hub.add_repo("org/Gated-GGUF", {"g-Q4_0.gguf": b"g"})
    from tests.support import fake_hub

    kinds = ((401, TokenNeededError), (403, TermsNotAcceptedError))
    for status, kind in kinds:

        def refuse(self: object, status: int = status) -> None:
            self._error(status, "GatedRepo", "restricted")  # type: ignore[attr-defined]

        monkeypatch.setattr(fake_hub._Handler, "do_GET", refuse)
        with pytest.raises(kind) as caught:
            repo_details("org/Gated-GGUF", token="hf_any")
        error = caught.value
        assert (error.repo_id, error.status, error.endpoint) == (
            "org/Gated-GGUF", status, hub_endpoint()
        )  # fmt: skip


def test_a_gated_file_download_names_the_repo_and_the_refusal(hub: FakeHub, tmp_path: Path) -> None:
    hub.tokens.update({"hf_alice": "alice", "hf_bob": "bob"})
    hub.add_repo("org/Only-Alice", {"a-Q4_0.gguf": b"a"}, gated=True,
                 accepted_tokens=("hf_alice",))  # fmt: skip
    with pytest.raises(TokenNeededError) as anonymous:
        pull("org/Only-Alice", "Q4_0", dest=tmp_path)
    assert (anonymous.value.repo_id, anonymous.value.status) == ("org/Only-Alice", 401)
    with pytest.raises(TermsNotAcceptedError) as not_accepted:
        pull("org/Only-Alice", "Q4_0", dest=tmp_path, token="hf_bob")
    assert (not_accepted.value.repo_id, not_accepted.value.status) == ("org/Only-Alice", 403)


def test_a_missing_repo_names_itself_and_whether_a_token_was_sent(hub: FakeHub) -> None:
    hub.tokens["hf_alice"] = "alice"
    with pytest.raises(RepoNotFoundError) as anonymous:
        repo_details("nobody/none")
    assert anonymous.value.repo_id == "nobody/none"
    assert not anonymous.value.with_token and not anonymous.value.missing_file
    with pytest.raises(RepoNotFoundError) as signed_in:
        repo_details("nobody/none", token="hf_alice")
    assert signed_in.value.with_token


def test_a_name_that_is_no_repo_and_an_unreachable_hub_carry_what_was_tried(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}"
    monkeypatch.setattr(hf_constants, "ENDPOINT", closed)
    with pytest.raises(InvalidRepoIdError) as invalid:
        repo_details("not a repo!!")
    assert invalid.value.repo_id == "not a repo!!"
    with pytest.raises(HubUnreachableError) as offline:
        repo_details("org/x")
    assert offline.value.endpoint == closed


def test_figures_survive_a_copy() -> None:
    """``copy.copy`` remakes an error from its message, then restores its attributes:
    every figure comes through (token_check relies on it)."""
    errors = [
        HubBusyError("m", "d", status=429, retry_after=12.0),
        TermsNotAcceptedError("m", "d", repo_id="o/r", endpoint="http://hub", status=403),
        RepoNotFoundError("m", repo_id="o/r", with_token=True, missing_file=True),
        NotEnoughSpaceError("m", missing_bytes=5, fits_quant="Q2_K", fits_size=3,
                            needed_bytes=9, free_bytes=4, reserve_bytes=1),
        VariantNotFoundError("m", repo_id="o/r", quant="Q5_K", available=("Q4_0",)),
    ]  # fmt: skip
    for error in errors:
        copied = copy.copy(error)
        assert type(copied) is type(error) and vars(copied) == vars(error)


def test_a_damaged_file_and_a_host_that_keeps_failing_name_the_file(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Corrupt-GGUF", {"c-Q4_0.gguf": blob(MB)})
    hub.faults["c-Q4_0.gguf"] = Fault(corrupt=True)
    with pytest.raises(ChecksumMismatchError) as damaged:
        pull("org/Corrupt-GGUF", "Q4_0", dest=tmp_path / "c")
    assert damaged.value.file_name == "c-Q4_0.gguf"

    hub.add_repo("org/Bad-GGUF", {"b-Q4_0.gguf": blob(2 * MB)})
    hub.faults["b-Q4_0.gguf"] = Fault(status=503, status_times=-1)
    with pytest.raises(DownloadRetriesExhaustedError) as failing:
        pull("org/Bad-GGUF", "Q4_0", dest=tmp_path / "b", max_attempts=2, backoff_start=0.01)
    assert (failing.value.file_name, failing.value.status) == ("b-Q4_0.gguf", 503)
    assert failing.value.reason is RetryReason.SERVER


def _free(free: int) -> DiskUsage:
    return DiskUsage(10 * free, 9 * free, free)


def test_a_short_disk_carries_every_figure_its_message_names(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo(
        "org/Disk-GGUF",
        {"d-Q8_0.gguf": blob(300 * 1024), "d-Q4_K_M.gguf": blob(150 * 1024),
         "d-Q2_K.gguf": blob(80 * 1024)},
    )  # fmt: skip
    free = DISK_MARGIN_BYTES + 200 * 1024
    with pytest.raises(NotEnoughSpaceError) as caught:
        pull("org/Disk-GGUF", "Q8_0", dest=tmp_path, disk_usage=lambda _path: _free(free))
    error = caught.value
    assert (error.needed_bytes, error.free_bytes, error.reserve_bytes) == (
        300 * 1024, free, DISK_MARGIN_BYTES
    )  # fmt: skip
    assert error.missing_bytes == 100 * 1024
    assert (error.fits_quant, error.fits_size) == ("Q4_K_M", 150 * 1024)
    assert error.variants_known and not error.disk_full and error.folder == str(tmp_path)

    with pytest.raises(VariantNotFoundError) as no_such:
        pull("org/Disk-GGUF", "q5_k", dest=tmp_path)
    assert (no_such.value.repo_id, no_such.value.quant) == ("org/Disk-GGUF", "Q5_K")
    assert set(no_such.value.available) == {"Q8_0", "Q4_K_M", "Q2_K"}


def test_a_failed_job_keeps_the_typed_error_beside_its_message(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Corrupt-GGUF", {"c-Q4_0.gguf": blob(MB)})
    hub.faults["c-Q4_0.gguf"] = Fault(corrupt=True)
    details = repo_details("org/Corrupt-GGUF")
    variant = details.variant("Q4_0")
    assert variant is not None
    job = DownloadJob.from_variant(details, variant, to_hf_cache=False, folder=tmp_path)
    request = JobRequest(job, None, Controls.new(), details, shutil.disk_usage, 2, 0.01)

    outcome = execute_job(request, lambda _progress: None)

    assert outcome.end is JobEnd.FAILED
    assert isinstance(outcome.error, ChecksumMismatchError)
    assert outcome.error.file_name == "c-Q4_0.gguf" and outcome.message == outcome.error.message
