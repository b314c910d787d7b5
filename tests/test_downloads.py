"""Resumable, verified downloads from a local server speaking the Hub's API."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from huggingface_hub import constants as hf_constants
from huggingface_hub import hf_hub_download, try_to_load_from_cache
from huggingface_hub.utils import tqdm as hf_tqdm

from desktop.cli import hub_cmd
from desktop.cli import main as cli_main
from desktop.core.hardware.info import CpuInfo, HardwareInfo
from desktop.core.hub.disk_space import DISK_MARGIN_BYTES
from desktop.core.hub.download_progress import Controls, Progress
from desktop.core.hub.download_queue import DownloadJob, hf_repo_cache, pull, run_job
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadCancelledError,
    DownloadError,
    DownloadOfflineError,
    GatedRepoAccessError,
    NotEnoughSpaceError,
    TermsNotAcceptedError,
    TokenNeededError,
)
from desktop.core.hub.part_files import part_path, repo_folder, sidecar_path
from desktop.core.hub.remote_header import remote_header
from desktop.core.hub.variants import repo_details
from desktop.core.hub.verdicts import precise_verdicts, recommended_variant, variant_verdicts
from desktop.core.settings import Settings, SettingsStore
from tests.support.cli_process import hub_env, run_cli
from tests.support.disk_order import record_syncs_and_renames
from tests.support.fake_hub import FakeHub, Fault, blob
from tests.support.gguf_files import write_gguf
from tests.support.hub_repos import assert_pull_resumes_at
from tests.support.tiny_disk import run_on_tiny_disk
from tests.support.tiny_models import write_tiny_model

MB = 1024**2


def test_download_lands_verified_in_the_models_folder(hub: FakeHub) -> None:
    body = blob(3 * MB + 17)
    hub.add_repo("org/Plain-GGUF", {"p-Q4_K_M.gguf": body})
    seen: list[Progress] = []

    result = pull("org/Plain-GGUF", "Q4_K_M", progress=seen.append, backoff_start=0.01)

    target = repo_folder("org/Plain-GGUF") / "p-Q4_K_M.gguf"
    assert result.paths == (target,)
    assert target.read_bytes() == body
    assert target.parent.name == "org__Plain-GGUF"
    assert not part_path(target).exists() and not sidecar_path(target).exists()
    assert seen[-1].bytes_done == seen[-1].total == len(body)


def test_dropped_connection_resumes_with_a_range_request(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(4 * MB, seed=1)
    hub.add_faulty_file(
        "org/Drop-GGUF", "d-Q4_0.gguf", body, Fault(drop_after=MB + 123, drop_times=1)
    )

    assert_pull_resumes_at(hub, "org/Drop-GGUF", tmp_path, body, MB + 123)


def test_a_server_that_keeps_failing_gives_up_after_bounded_attempts(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Bad-GGUF", {"b-Q4_0.gguf": blob(2 * MB)})
    hub.faults["b-Q4_0.gguf"] = Fault(status=503, status_times=-1)

    with pytest.raises(DownloadError, match="keeps failing"):
        pull("org/Bad-GGUF", "Q4_0", dest=tmp_path, max_attempts=3, backoff_start=0.01)
    assert len(hub.gets_of("b-Q4_0.gguf")) == 3
    assert not (tmp_path / "b-Q4_0.gguf").exists()


def test_an_unreachable_hub_is_offline_at_once_not_a_failure(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(6 * MB, seed=9)
    hub.add_faulty_file("org/Gone-GGUF", "g-Q4_0.gguf", body, Fault(bytes_per_second=8 * MB))

    def go_offline(progress: Progress) -> None:
        if progress.bytes_done > MB and hub.is_up:
            hub.stop()

    with pytest.raises(DownloadOfflineError, match=r"^Can't reach Hugging Face\. What was"):
        pull("org/Gone-GGUF", "Q4_0", dest=tmp_path, progress=go_offline, backoff_start=0.01)

    kept = part_path(tmp_path / "g-Q4_0.gguf").stat().st_size
    assert MB < kept < len(body) and not (tmp_path / "g-Q4_0.gguf").exists()
    hub.start()
    hub.faults.clear()
    assert pull("org/Gone-GGUF", "Q4_0", dest=tmp_path).paths[0].read_bytes() == body
    assert hub.range_requests("g-Q4_0.gguf") == [f"bytes={kept}-"]


def test_lfs_files_come_from_the_cdn_with_the_range_kept_and_without_the_token(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(3 * MB, seed=10)
    repo = hub.add_repo("org/Cdn-GGUF", {"c-Q4_0.gguf": body}, gated=True,
                        accepted_tokens=("hf_good",))  # fmt: skip
    hub.faults["c-Q4_0.gguf"] = Fault(drop_after=MB + 5)

    result = pull("org/Cdn-GGUF", "Q4_0", dest=tmp_path, token="hf_good", backoff_start=0.01)

    assert result.paths[0].read_bytes() == body
    at_hub = hub.gets_of("c-Q4_0.gguf")
    assert [r.headers.get("authorization") for r in at_hub] == ["Bearer hf_good"] * 2
    from_cdn = hub.cdn_gets_of("c-Q4_0.gguf")
    assert [r.headers.get("range") for r in from_cdn] == [None, f"bytes={MB + 5}-"]
    assert [r.headers.get("authorization") for r in from_cdn] == [None, None]
    sha = repo.files["c-Q4_0.gguf"].sha256
    assert all(r.path.startswith(f"/repos/{sha[:2]}/{sha[2:4]}/{sha}?") for r in from_cdn)
    assert hub.cdn_endpoint != hub.endpoint


def test_hf_hub_download_follows_the_hub_to_the_cdn(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = blob(2 * MB, seed=11)
    repo = hub.add_repo("org/HfCdn-GGUF", {"h-Q4_0.gguf": body}, gated=True,
                        accepted_tokens=("hf_good",))  # fmt: skip
    # hf_hub_url swaps in `endpoint=` only where the template starts with ENDPOINT.
    monkeypatch.setattr(hf_constants, "HUGGINGFACE_CO_URL_TEMPLATE",
                        hub.endpoint + "/{repo_id}/resolve/{revision}/{filename}")  # fmt: skip

    # tqdm's monitor thread would outlive the test (and be reported as leaked).
    monkeypatch.setattr(hf_tqdm, "monitor_interval", 0)

    got = hf_hub_download("org/HfCdn-GGUF", "h-Q4_0.gguf", cache_dir=tmp_path,
                          token="hf_good", endpoint=hub.endpoint)  # fmt: skip

    assert Path(got).read_bytes() == body
    assert Path(got).parent.name == repo.sha  # the commit came from X-Repo-Commit
    heads = [r for r in hub.requests if r.method == "HEAD"]
    assert [r.headers.get("authorization") for r in heads] == ["Bearer hf_good"]
    (fetched,) = hub.cdn_gets_of("h-Q4_0.gguf")
    assert "authorization" not in fetched.headers
    assert hub.gets_of("h-Q4_0.gguf") == []  # the bytes came from the CDN alone


def test_server_errors_are_retried(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(MB, seed=2)
    hub.add_faulty_file("org/Busy-GGUF", "b-Q4_0.gguf", body, Fault(status=503, status_times=2))

    result = pull("org/Busy-GGUF", "Q4_0", dest=tmp_path, backoff_start=0.01)

    assert result.paths[0].read_bytes() == body
    assert len(hub.gets_of("b-Q4_0.gguf")) == 3


def test_app_restart_resumes_from_the_kept_part(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(6 * MB, seed=3)
    hub.add_faulty_file("org/Restart-GGUF", "r-Q4_0.gguf", body, Fault(bytes_per_second=8 * MB))
    controls = Controls.new()

    def pause_early(progress: Progress) -> None:
        if progress.bytes_done > 0:
            controls.pause.set()

    with pytest.raises(DownloadCancelledError, match="paused"):
        pull("org/Restart-GGUF", "Q4_0", dest=tmp_path, progress=pause_early, controls=controls)
    part = part_path(tmp_path / "r-Q4_0.gguf")
    kept = part.stat().st_size
    assert 0 < kept < len(body)
    assert json.loads(sidecar_path(tmp_path / "r-Q4_0.gguf").read_text())["size"] == len(body)

    hub.faults.clear()
    result = pull("org/Restart-GGUF", "Q4_0", dest=tmp_path)  # a new call: a fresh "app"

    assert result.paths[0].read_bytes() == body
    assert hub.range_requests("r-Q4_0.gguf") == [f"bytes={kept}-"]


def test_cancel_removes_the_part(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Cancel-GGUF", {"c-Q4_0.gguf": blob(4 * MB)})
    hub.faults["c-Q4_0.gguf"] = Fault(bytes_per_second=8 * MB)
    controls = Controls.new()

    def cancel(progress: Progress) -> None:
        if progress.bytes_done > 0:
            controls.cancel.set()

    dest = tmp_path / "dest"
    dest.mkdir()
    with pytest.raises(DownloadCancelledError, match="cancelled"):
        pull("org/Cancel-GGUF", "Q4_0", dest=dest, progress=cancel, controls=controls)
    assert list(dest.iterdir()) == []


def test_every_file_reaches_the_disk_before_it_gets_its_final_name(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shards = {f"s-Q4_0-0000{i}-of-00002.gguf": blob(MB + i, seed=i) for i in (1, 2)}
    hub.add_repo("org/Sync-GGUF", {**shards, "mmproj-s-f16.gguf": blob(1000, 3)})
    events = record_syncs_and_renames(monkeypatch)

    result = pull("org/Sync-GGUF", "Q4_0", dest=tmp_path)

    finals = [*result.paths, result.projector_path]
    assert [p.name if p else None for p in finals] == [*sorted(shards), "mmproj-s-f16.gguf"]
    for final in finals:
        assert final is not None
        inode = final.stat().st_ino  # a rename keeps the inode
        assert events.index(("fsync", inode)) < events.index(("rename", inode)), final.name
    # Then the folder, so that the renames themselves are on the disk.
    assert events[-1] == ("fsync", tmp_path.stat().st_ino)


def test_checksum_mismatch_is_rejected_and_nothing_is_added(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Corrupt-GGUF", {"c-Q4_0.gguf": blob(MB)})
    hub.faults["c-Q4_0.gguf"] = Fault(corrupt=True)

    dest = tmp_path / "dest"
    dest.mkdir()
    with pytest.raises(ChecksumMismatchError, match="arrived damaged"):
        pull("org/Corrupt-GGUF", "Q4_0", dest=dest)
    assert list(dest.iterdir()) == []


def test_disk_full_names_the_shortfall_and_the_largest_variant_that_fits(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo(
        "org/Disk-GGUF",
        {"d-Q8_0.gguf": blob(300 * 1024), "d-Q4_K_M.gguf": blob(150 * 1024),
         "d-Q2_K.gguf": blob(80 * 1024)},
    )  # fmt: skip
    margin = DISK_MARGIN_BYTES

    def little_space(path: str) -> os.terminal_size:
        return shutil_usage(margin + 200 * 1024)

    with pytest.raises(NotEnoughSpaceError) as caught:
        pull("org/Disk-GGUF", "Q8_0", dest=tmp_path, disk_usage=little_space)
    assert (
        "needs 300.0 KB and 100.2 MB is free (100.0 MB of it stays free for your system). "
        "Free up 100.0 KB more." in caught.value.message
    )
    assert "largest version that fits is Q4_K_M" in caught.value.message
    assert not any(tmp_path.iterdir())


def test_a_really_small_disk_is_checked_before_the_download_starts(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Tiny-Disk-GGUF", {"t-Q8_0.gguf": blob(5 * MB, 1),
                                        "t-Q4_K_M.gguf": blob(2 * MB, 2),
                                        "t-Q2_K.gguf": blob(MB, 3)})  # fmt: skip
    size = DISK_MARGIN_BYTES + 3 * MB

    outcome = run_on_tiny_disk(tmp_path / "models", size, "org/Tiny-Disk-GGUF", "Q8_0",
                               endpoint=hub.endpoint)  # fmt: skip

    assert outcome.free_at_start == size  # a real filesystem of that size
    assert outcome.error == "NotEnoughSpaceError"
    assert outcome.message == (
        "Not enough disk space: this download needs 5.0 MB and 103.0 MB is free (100.0 MB "
        "of it stays free for your system). Free up 2.0 MB more. "
        "The largest version that fits is Q4_K_M (2.0 MB)."
    )
    assert outcome.missing_bytes == 2 * MB and outcome.fits_quant == "Q4_K_M"
    assert outcome.files == {}
    assert hub.gets_of("t-Q8_0.gguf") == []


def test_a_disk_that_fills_up_mid_download_says_how_much_is_needed_and_where(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(6 * MB, 4)
    hub.add_faulty_file("org/Full-Disk-GGUF", "f-Q4_0.gguf", body, Fault(bytes_per_second=8 * MB))
    mount = tmp_path / "models"

    # Room for the file at the start; then something else takes all but 256 KB.
    outcome = run_on_tiny_disk(
        mount, DISK_MARGIN_BYTES + 8 * MB, "org/Full-Disk-GGUF", "Q4_0",
        endpoint=hub.endpoint, fill_after=MB, leave_free=256 * 1024,
    )  # fmt: skip

    assert outcome.error == "NotEnoughSpaceError", outcome
    kept = outcome.files["f-Q4_0.gguf.part"]
    assert MB <= kept < len(body)  # what arrived is kept for the next try
    assert "f-Q4_0.gguf.part.json" in outcome.files
    assert "f-Q4_0.gguf" not in outcome.files  # nothing under the final name
    still = f"{(len(body) - kept) / MB:.1f} MB"
    assert outcome.message == (
        f"The disk holding {mount} is full: this download still needs {still}, and 100.0 MB "
        f"more stays free for your system. Free up {(len(body) - kept) / MB + 100:.1f} MB "
        "there, then try again (what was downloaded is kept)."
    )
    assert outcome.missing_bytes == len(body) - kept


def shutil_usage(free: int) -> os.terminal_size:
    import shutil

    return shutil._ntuple_diskusage(10 * free, 9 * free, free)  # type: ignore[attr-defined,no-any-return]


def test_gated_repo_download_says_to_add_a_token(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Gated-GGUF", {"g-Q4_0.gguf": blob(1000)}, gated=True,
                 accepted_tokens=("hf_good",))  # fmt: skip

    with pytest.raises(GatedRepoAccessError, match="add a Hugging Face token in Settings"):
        pull("org/Gated-GGUF", "Q4_0", dest=tmp_path)
    assert hub.gets_of("g-Q4_0.gguf")[-1].headers.get("authorization") is None

    result = pull("org/Gated-GGUF", "Q4_0", dest=tmp_path / "ok", token="hf_good")
    assert result.paths[0].stat().st_size == 1000
    assert hub.gets_of("g-Q4_0.gguf")[-1].headers["authorization"] == "Bearer hf_good"


def test_a_refused_token_and_unaccepted_terms_each_say_what_to_do(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.tokens.update({"hf_alice": "alice", "hf_bob": "bob"})
    hub.add_repo("org/Terms-GGUF", {"t-Q4_0.gguf": blob(1000)}, gated=True,
                 accepted_tokens=("hf_alice",))  # fmt: skip
    details = repo_details("org/Terms-GGUF")
    variant = details.variant("Q4_0")
    assert variant is not None

    for token in (None, "hf_unknown"):  # 401: no token, or one the Hub does not know
        with pytest.raises(TokenNeededError) as needed:
            pull("org/Terms-GGUF", "Q4_0", dest=tmp_path, token=token)
        assert needed.value.message == (
            "org/Terms-GGUF needs a valid Hugging Face token: add a Hugging Face token in "
            "Settings (create a read token at huggingface.co/settings/tokens)."
        )

    # 403: bob's token is fine, but bob has not accepted the model's terms.
    job = DownloadJob.from_variant(details, variant, to_hf_cache=False, folder=tmp_path)
    with pytest.raises(TermsNotAcceptedError) as terms:
        run_job(job, token="hf_bob")
    assert terms.value.message == (
        "Your Hugging Face token has no access to org/Terms-GGUF yet: open the model's page "
        f"on Hugging Face ({hub.endpoint}/org/Terms-GGUF), accept its terms while signed in "
        "to the token's account, then try again."
    )
    assert "Settings" not in terms.value.message
    assert not (tmp_path / "t-Q4_0.gguf").exists()
    assert not part_path(tmp_path / "t-Q4_0.gguf").exists()
    assert run_job(job, token="hf_alice")[0].stat().st_size == 1000


def test_a_refused_download_leaves_nothing_behind(hub: FakeHub, tmp_path: Path) -> None:
    hub.tokens.update({"hf_alice": "alice", "hf_bob": "bob"})
    hub.add_repo("org/Refused-GGUF", {"r-Q4_0.gguf": blob(1000)}, gated=True,
                 accepted_tokens=("hf_alice",))  # fmt: skip
    models = tmp_path / "models"

    # 401 into a folder of its own: no sidecar, and no folder made for it.
    with pytest.raises(TokenNeededError):
        pull("org/Refused-GGUF", "Q4_0", dest=models / "org__Refused-GGUF")
    assert not models.exists()

    # 401 into a folder that was there: what was in it stays, nothing is added.
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "notes.txt").write_text("mine")
    with pytest.raises(TokenNeededError):
        pull("org/Refused-GGUF", "Q4_0", dest=shared)
    assert sorted(p.name for p in shared.iterdir()) == ["notes.txt"]

    # 403 into the Hugging Face cache: no blobs folder, no repo folder.
    details = repo_details("org/Refused-GGUF")
    variant = details.variant("Q4_0")
    assert variant is not None
    job = DownloadJob.from_variant(details, variant, to_hf_cache=True, folder=tmp_path)
    with pytest.raises(TermsNotAcceptedError):
        run_job(job, token="hf_bob")
    assert not hf_repo_cache(Path(job.folder), job.repo_id).exists()


def test_split_model_and_f16_projector_are_all_downloaded(hub: FakeHub, tmp_path: Path) -> None:
    shards = {f"v-Q4_0-0000{i}-of-00003.gguf": blob(200 * 1024 + i, seed=i) for i in (1, 2, 3)}
    hub.add_repo(
        "org/Split-GGUF",
        {**shards, "mmproj-v-bf16.gguf": blob(5000, 8), "mmproj-v-f16.gguf": blob(5000, 9)},
    )

    result = pull("org/Split-GGUF", "Q4_0", dest=tmp_path)

    assert [p.name for p in result.paths] == sorted(shards)
    for path in result.paths:
        assert path.read_bytes() == shards[path.name]
    assert result.projector_path == tmp_path / "mmproj-v-f16.gguf"
    assert not (tmp_path / "mmproj-v-bf16.gguf").exists()


def test_real_starter_model_end_to_end(
    hub: FakeHub, tmp_path: Path, starter_model_path: Path
) -> None:
    hub.add_repo("HuggingFaceTB/SmolLM2-135M-Instruct-GGUF",
                 {"smollm2-135m-instruct-q4_1.gguf": starter_model_path})  # fmt: skip
    hub.faults["smollm2-135m-instruct-q4_1.gguf"] = Fault(drop_after=40 * MB)

    result = pull("HuggingFaceTB/SmolLM2-135M-Instruct-GGUF", dest=tmp_path, backoff_start=0.01)

    assert result.quant == "Q4_1"
    assert result.paths[0].read_bytes() == starter_model_path.read_bytes()


def _machine(ram_available: int) -> HardwareInfo:
    return HardwareInfo((), CpuInfo("Test CPU", 4, 8, frozenset({"avx2"})), 2 * ram_available,
                        ram_available)  # fmt: skip


def test_pull_without_a_version_fetches_the_one_variants_marks_recommended(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    header_model = write_tiny_model("llama", tmp_path / "served" / "Fit-Q2_K.gguf")
    size = header_model.stat().st_size
    # Weights far apart, so that a smaller context can't make the bigger one fit.
    q4 = blob(16 * MB, 2)
    hub.add_repo("org/Fit-GGUF", {"Fit-Q8_0.gguf": blob(32 * MB, 1), "Fit-Q4_K_M.gguf": q4,
                                  "Fit-Q2_K.gguf": header_model})  # fmt: skip
    details = repo_details("org/Fit-GGUF")
    planned = precise_verdicts(details, _machine(64 * 1024**3), remote_header(details))
    need = {quant: fit.need_bytes for quant, fit in planned.items()}
    # Room for Q4_K_M but not Q8_0 as the header plans them; by file sizes alone nothing
    # fits in so little, and pull used to fall back on the last variant then.
    machine = _machine(need["Q4_K_M"])
    assert recommended_variant(details, variant_verdicts(details, machine)) is None
    monkeypatch.setattr(hub_cmd, "detect_hardware", lambda: machine)

    assert cli_main(["models", "variants", "org/Fit-GGUF", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["variants"]
    assert [r["quant"] for r in rows if r["recommended"]] == ["Q4_K_M"]
    assert cli_main(["models", "pull", "org/Fit-GGUF"]) == 0
    assert capsys.readouterr().out.startswith("Downloaded org/Fit-GGUF Q4_K_M to ")
    assert (repo_folder("org/Fit-GGUF") / "Fit-Q4_K_M.gguf").read_bytes() == q4

    # Nothing fits: variants marks none, and pull says so instead of guessing.
    small = _machine(need["Q2_K"] // 2)
    monkeypatch.setattr(hub_cmd, "detect_hardware", lambda: small)
    assert cli_main(["models", "variants", "org/Fit-GGUF", "--json"]) == 0
    assert not [r for r in json.loads(capsys.readouterr().out)["variants"] if r["recommended"]]
    assert cli_main(["models", "pull", "org/Fit-GGUF"]) == 2
    assert capsys.readouterr().err.strip() == (
        "llamadesk: No version of org/Fit-GGUF fits in this computer's memory, so none is "
        "recommended. To download one anyway, name it, e.g. org/Fit-GGUF:Q2_K (the "
        f"smallest, {size / 1024**2:.1f} MB)."
    )
    assert sorted(p.name for p in repo_folder("org/Fit-GGUF").iterdir()) == ["Fit-Q4_K_M.gguf"]


def test_cli_search_variants_pull_and_list(hub: FakeHub, tmp_path: Path) -> None:
    model = write_gguf(tmp_path / "Tiny-Q8_0.gguf")[0]
    hub.add_repo("org/Tiny-GGUF", {"Tiny-Q8_0.gguf": model, "Tiny-Q2_K.gguf": blob(1000)},
                 downloads=7)  # fmt: skip
    hub.faults["Tiny-Q8_0.gguf"] = Fault(drop_after=100)

    search = run_cli(["models", "search", "tiny", "--json"], env_extra=hub_env(hub.endpoint))
    assert search.returncode == 0, search.stderr
    assert json.loads(search.stdout)[0]["repo_id"] == "org/Tiny-GGUF"

    variants = run_cli(
        ["models", "variants", "org/Tiny-GGUF", "--json"], env_extra=hub_env(hub.endpoint)
    )
    assert variants.returncode == 0, variants.stderr
    rows = json.loads(variants.stdout)["variants"]
    assert [r["quant"] for r in rows] == ["Q8_0", "Q2_K"]
    assert [r["recommended"] for r in rows].count(True) == 1

    pulled = run_cli(["models", "pull", "org/Tiny-GGUF:Q8_0"], env_extra=hub_env(hub.endpoint))
    assert pulled.returncode == 0, pulled.stderr
    assert "100.0%" in pulled.stderr
    assert hub.range_requests("Tiny-Q8_0.gguf") == ["bytes=100-"]

    listing = run_cli(["models", "list", "--json"], env_extra=hub_env(hub.endpoint))
    paths = [entry["path"] for entry in json.loads(listing.stdout)]
    assert str(repo_folder("org/Tiny-GGUF") / "Tiny-Q8_0.gguf") in paths

    missing = run_cli(["models", "variants", "org/Nope"], env_extra=hub_env(hub.endpoint))
    assert missing.returncode == 3  # EXIT_NOT_FOUND
    assert missing.stderr.strip() == (
        "llamadesk: There is no model called org/Nope on Hugging Face "
        "(or it is private: add a token in Settings)."
    )


def test_a_pull_killed_mid_file_resumes_from_the_kept_part_in_a_new_process(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(8 * MB, seed=13)
    repo = hub.add_faulty_file("org/Kill-GGUF", "k-Q4_0.gguf", body, Fault(bytes_per_second=2 * MB))
    final = repo_folder("org/Kill-GGUF") / "k-Q4_0.gguf"
    env = {**os.environ, **hub_env(hub.endpoint)}
    with (tmp_path / "first.log").open("w") as log:
        first = subprocess.Popen(
            [sys.executable, "-m", "desktop.cli", "models", "pull", "org/Kill-GGUF:Q4_0"],
            stdout=log, stderr=log, env=env,
        )  # fmt: skip
        try:
            deadline = time.monotonic() + 60
            while not (part_path(final).is_file() and part_path(final).stat().st_size >= MB):
                assert first.poll() is None, (tmp_path / "first.log").read_text()
                assert time.monotonic() < deadline, "the download never got going"
                time.sleep(0.02)
        finally:
            first.send_signal(signal.SIGKILL)  # no chance to save or clean anything
            first.wait(10)
    assert first.returncode == -signal.SIGKILL

    kept = part_path(final).stat().st_size
    assert MB <= kept < len(body) and not final.exists()
    assert json.loads(sidecar_path(final).read_text())["sha256"] == repo.files["k-Q4_0.gguf"].sha256
    hub.faults.clear()
    second = run_cli(["models", "pull", "org/Kill-GGUF:Q4_0"], env_extra=hub_env(hub.endpoint))

    assert second.returncode == 0, second.stderr
    assert hub.range_requests("k-Q4_0.gguf") == [f"bytes={kept}-"]
    assert hub.cdn_gets_of("k-Q4_0.gguf")[-1].headers["range"] == f"bytes={kept}-"
    assert hashlib.sha256(final.read_bytes()).hexdigest() == repo.files["k-Q4_0.gguf"].sha256
    assert sorted(p.name for p in final.parent.iterdir()) == ["k-Q4_0.gguf"]


def test_cli_pull_follows_the_settings_into_the_hugging_face_cache(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Cached-GGUF", {"Cached-Q8_0.gguf": write_gguf(tmp_path / "c.gguf")[0]})
    SettingsStore().save(Settings(download_to_hf_cache=True))

    pulled = run_cli(["models", "pull", "org/Cached-GGUF:Q8_0"], env_extra=hub_env(hub.endpoint))

    assert pulled.returncode == 0, pulled.stderr
    cached = try_to_load_from_cache("org/Cached-GGUF", "Cached-Q8_0.gguf")
    assert isinstance(cached, str) and Path(cached).is_file()
    assert not repo_folder("org/Cached-GGUF").exists()
    listing = run_cli(["models", "list", "--json"], env_extra=hub_env(hub.endpoint))
    entries = [e for e in json.loads(listing.stdout) if e["path"].endswith("Cached-Q8_0.gguf")]
    assert [e["source"] for e in entries] == ["hf-cache"]
