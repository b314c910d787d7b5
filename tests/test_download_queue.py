"""The persisted download queue and running one job, into a folder or the HF cache."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from huggingface_hub import constants as hf_constants
from huggingface_hub import scan_cache_dir, try_to_load_from_cache

from desktop.core.hub import download_queue
from desktop.core.hub.disk_space import DiskUsage, DiskUsageFn, check_disk
from desktop.core.hub.download_progress import Controls, Progress
from desktop.core.hub.download_queue import (
    DownloadJob,
    DownloadQueueStore,
    JobState,
    hf_repo_cache,
    run_job,
)
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadCancelledError,
    DownloadRetriesExhaustedError,
    NotEnoughSpaceError,
    RetryReason,
    VariantNotFoundError,
)
from desktop.core.hub.part_files import part_path, sidecar_path
from desktop.core.hub.variants import RepoDetails, repo_details
from desktop.core.models.library import LibraryEntry, LibraryRoot, default_roots, scan_library
from desktop.core.settings import Settings
from tests.support.disk_order import record_syncs_and_renames
from tests.support.fake_hub import FakeHub, Fault, blob
from tests.support.gguf_files import write_gguf

MB = 1024**2


@pytest.fixture
def hf_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "hf-cache"
    monkeypatch.setenv("HF_HUB_CACHE", str(cache))
    monkeypatch.setattr(hf_constants, "HF_HUB_CACHE", str(cache))
    return cache


def small_gguf(tmp_path: Path, name: str) -> Path:
    path = tmp_path / "served" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    write_gguf(path, "llama", {"llama.block_count": 1, "llama.context_length": 256})
    return path


def job_for(details: RepoDetails, quant: str, *, folder: Path, to_hf_cache: bool) -> DownloadJob:
    variant = details.variant(quant)
    assert variant is not None
    return DownloadJob.from_variant(details, variant, to_hf_cache=to_hf_cache, folder=folder)


def disk_with_free(free: int) -> DiskUsageFn:
    def usage(path: str) -> DiskUsage:
        return DiskUsage(10 * free, 9 * free, free)

    return usage


# -- the queue file ---------------------------------------------------------------------


def test_store_round_trip_and_downloading_comes_back_queued(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Split-GGUF", {
        "v-Q4_0-00001-of-00002.gguf": blob(1000, 1), "v-Q4_0-00002-of-00002.gguf": blob(900, 2),
        "mmproj-v-f16.gguf": blob(300, 3),
    })  # fmt: skip
    details = repo_details("org/Split-GGUF")
    first = job_for(details, "Q4_0", folder=tmp_path / "models", to_hf_cache=False)
    second = job_for(details, "Q4_0", folder=tmp_path / "unused", to_hf_cache=True)
    second.state = JobState.DOWNLOADING
    second.bytes_done = 500
    first.state = JobState.FAILED
    first.message = "It broke."
    first.alternative_quant = "Q2_K"
    store = DownloadQueueStore()

    store.save([first, second])
    loaded = DownloadQueueStore().load()

    assert store.path.parent == Path(os.environ["LLAMADESK_DATA_DIR"])
    assert [job.job_id for job in loaded] == [first.job_id, second.job_id]
    assert loaded[0] == first
    assert loaded[1].state is JobState.QUEUED  # the app stopped mid-download: go on
    assert loaded[1].folder == hf_constants.HF_HUB_CACHE
    assert [f.path for f in loaded[0].files] == [
        "v-Q4_0-00001-of-00002.gguf", "v-Q4_0-00002-of-00002.gguf", "mmproj-v-f16.gguf",
    ]  # fmt: skip
    assert loaded[0].shard_count == 2
    assert loaded[0].total == 2200
    assert not list(store.path.parent.glob(".downloads.json.*"))  # no temp file left


def test_a_job_waiting_for_the_connection_comes_back_queued(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/W-GGUF", {"w-Q4_0.gguf": blob(100)})
    job = job_for(repo_details("org/W-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)
    job.state = JobState.WAITING
    DownloadQueueStore().save([job])

    (loaded,) = DownloadQueueStore().load()

    assert loaded.state is JobState.QUEUED and loaded.active


def test_a_damaged_queue_file_gives_no_jobs_and_is_kept_aside(tmp_path: Path) -> None:
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.path.write_text('{"jobs": [ {"job_id": ', encoding="utf-8")

    assert store.load() == []

    assert store.problem is not None
    assert "could not be read" in store.problem
    kept = list(tmp_path.glob("downloads.json.broken-*"))
    assert len(kept) == 1 and kept[0].name in store.problem
    assert kept[0].read_text(encoding="utf-8") == '{"jobs": [ {"job_id": '
    assert not store.path.exists()


def test_one_bad_job_is_left_out_and_the_rest_load(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/A-GGUF", {"a-Q4_0.gguf": blob(100)})
    good = job_for(repo_details("org/A-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.save([good])
    document = json.loads(store.path.read_text(encoding="utf-8"))
    document["jobs"].append({"job_id": "x", "state": "exploded"})
    store.path.write_text(json.dumps(document), encoding="utf-8")

    assert store.load() == [good]
    assert store.problem is not None and "Some downloads" in store.problem
    assert len(list(tmp_path.glob("downloads.json.broken-*"))) == 1


def test_a_queue_file_from_before_alternative_quant_still_loads(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Old-GGUF", {"o-Q4_0.gguf": blob(100)})
    job = job_for(repo_details("org/Old-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.save([job])
    document = json.loads(store.path.read_text(encoding="utf-8"))
    del document["jobs"][0]["alternative_quant"]
    store.path.write_text(json.dumps(document), encoding="utf-8")

    assert store.load() == [job]
    assert store.problem is None


def test_a_failed_jobs_error_is_saved_as_its_kind_and_figures(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/F-GGUF", {"f-Q4_0.gguf": blob(100)})
    store = DownloadQueueStore(tmp_path / "downloads.json")
    errors = [
        DownloadRetriesExhaustedError(
            "The download of f-Q4_0.gguf keeps failing.", "HTTP 503",
            file_name="f-Q4_0.gguf", reason=RetryReason.SERVER, status=503,
        ),
        VariantNotFoundError("No Q5_K.", repo_id="org/F-GGUF", quant="Q5_K",
                             available=("Q4_0", "Q8_0")),
        NotEnoughSpaceError("Not enough disk space.", missing_bytes=2, fits_quant="Q2_K",
                            fits_size=9, needed_bytes=5, free_bytes=3, variants_known=True),
    ]  # fmt: skip
    jobs = []
    for error in errors:
        job = job_for(repo_details("org/F-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)
        job.state, job.message, job.error = JobState.FAILED, error.message, error
        jobs.append(job)
    store.save(jobs)

    loaded = store.load()

    for error, job in zip(errors, loaded, strict=True):
        assert type(job.error) is type(error) and job.message == error.message
        figures = {k: v for k, v in vars(error).items() if k != "details"}
        assert {k: v for k, v in vars(job.error).items() if k != "details"} == figures
    assert isinstance(loaded[0].error, DownloadRetriesExhaustedError)
    assert loaded[0].error.reason is RetryReason.SERVER


def test_a_failed_job_saved_without_its_error_reads_with_its_message_only(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/G-GGUF", {"g-Q4_0.gguf": blob(100)})
    job = job_for(repo_details("org/G-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)
    job.state, job.message = JobState.FAILED, "It broke."
    job.error = ChecksumMismatchError("It broke.", file_name="g-Q4_0.gguf")
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.save([job])
    document = json.loads(store.path.read_text(encoding="utf-8"))
    assert document["jobs"][0]["error"]["kind"] == "ChecksumMismatchError"
    for record in (None, {"kind": "SomethingNewer", "figures": {}}, "garbage"):
        document["jobs"][0]["error"] = record
        store.path.write_text(json.dumps(document), encoding="utf-8")
        (loaded,) = store.load()
        assert loaded.error is None and loaded.message == "It broke."
        assert store.problem is None


def test_a_damaged_list_is_told_as_figures_too(tmp_path: Path) -> None:
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.path.write_text("{", encoding="utf-8")

    store.load()

    kept = list(tmp_path.glob("downloads.json.broken-*"))
    assert store.damage is not None and not store.damage.some
    assert store.damage.kept_as == kept[0].name


# -- running a job ----------------------------------------------------------------------


def test_run_job_into_the_models_folder(hub: FakeHub, tmp_path: Path) -> None:
    body = blob(3 * MB + 5, seed=4)
    hub.add_repo("org/Plain-GGUF", {"sub/p-Q4_K_M.gguf": body})
    job = job_for(repo_details("org/Plain-GGUF"), "Q4_K_M", folder=tmp_path / "m",
                  to_hf_cache=False)  # fmt: skip
    seen: list[Progress] = []

    done = run_job(job, token=None, progress=seen.append)

    target = tmp_path / "m" / "sub" / "p-Q4_K_M.gguf"
    assert done == [target]
    assert target.read_bytes() == body
    assert not part_path(target).exists() and not sidecar_path(target).exists()
    assert seen[-1].bytes_done == seen[-1].total == len(body)


def test_run_job_into_the_hf_cache_is_seen_by_huggingface_hub_and_the_library(
    hub: FakeHub, hf_cache: Path, tmp_path: Path
) -> None:
    model = small_gguf(tmp_path, "Tiny-Q8_0.gguf")
    repo = hub.add_repo("org/Tiny-GGUF", {"Tiny-Q8_0.gguf": model})
    details = repo_details("org/Tiny-GGUF")
    job = job_for(details, "Q8_0", folder=tmp_path / "unused", to_hf_cache=True)

    done = run_job(job, token=None)

    storage = hf_cache / "models--org--Tiny-GGUF"
    pointer = storage / "snapshots" / repo.sha / "Tiny-Q8_0.gguf"
    sha256 = repo.files["Tiny-Q8_0.gguf"].sha256
    assert done == [pointer]
    assert pointer.is_symlink()
    assert pointer.readlink() == Path("..", "..", "blobs", sha256)  # relative, as hf does
    assert (storage / "blobs" / sha256).read_bytes() == model.read_bytes()
    assert (storage / "refs" / "main").read_text() == repo.sha
    assert not list((storage / "blobs").glob("*.part*"))
    assert not (tmp_path / "unused").exists()

    info = scan_cache_dir(hf_cache)
    assert info.warnings == []
    (cached,) = info.repos
    assert cached.repo_id == "org/Tiny-GGUF"
    (revision,) = cached.revisions
    assert revision.commit_hash == repo.sha and revision.refs == frozenset({"main"})
    assert [f.file_name for f in revision.files] == ["Tiny-Q8_0.gguf"]
    assert revision.size_on_disk == model.stat().st_size
    found = try_to_load_from_cache("org/Tiny-GGUF", "Tiny-Q8_0.gguf", revision=repo.sha)
    assert found == str(pointer)
    assert try_to_load_from_cache("org/Tiny-GGUF", "Tiny-Q8_0.gguf") == str(pointer)  # via main

    hf_roots = [root for root in default_roots(Settings()) if root.source == "hf-cache"]
    entries = scan_library(hf_roots, include_starter=False)
    assert [(e.path, e.repo_id, e.error) for e in entries] == [(pointer, "org/Tiny-GGUF", None)]


def test_refs_main_is_replaced_in_one_step_that_reaches_the_disk(
    hub: FakeHub, hf_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = small_gguf(tmp_path, "Ref-Q8_0.gguf")
    repo = hub.add_repo("org/Ref-GGUF", {"Ref-Q8_0.gguf": model})
    storage = hf_cache / "models--org--Ref-GGUF"
    ref = storage / "refs" / "main"
    ref.parent.mkdir(parents=True)
    ref.write_text("0" * 40)  # an older revision, as another download left it
    events = record_syncs_and_renames(monkeypatch, onto=ref)
    job = job_for(repo_details("org/Ref-GGUF"), "Q8_0", folder=tmp_path, to_hf_cache=True)

    run_job(job, token=None)

    assert ref.read_text(encoding="utf-8") == repo.sha
    inode = ref.stat().st_ino  # a rename keeps the inode
    # Written whole and synced under another name, then renamed over the old ref, then
    # the rename itself synced.
    replaced = events.index(("rename", inode))
    assert events.index(("fsync", inode)) < replaced
    assert ("fsync", ref.parent.stat().st_ino) in events[replaced:]
    assert sorted(p.name for p in ref.parent.iterdir()) == ["main"]
    assert sorted(p.name for p in storage.iterdir()) == ["blobs", "refs", "snapshots"]
    info = scan_cache_dir(hf_cache)
    assert info.warnings == []
    (cached,) = info.repos
    (revision,) = cached.revisions
    assert revision.commit_hash == repo.sha and revision.refs == frozenset({"main"})
    assert [f.file_name for f in revision.files] == ["Ref-Q8_0.gguf"]
    found = try_to_load_from_cache("org/Ref-GGUF", "Ref-Q8_0.gguf")  # through refs/main
    assert found == str(storage / "snapshots" / repo.sha / "Ref-Q8_0.gguf")


def test_hf_cache_without_symlinks_stores_the_file_in_the_snapshot(
    hub: FakeHub, hf_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = blob(MB, seed=5)
    repo = hub.add_repo("org/Win-GGUF", {"w-Q4_0.gguf": body})
    monkeypatch.setattr(download_queue, "are_symlinks_supported", lambda _path: False)
    job = job_for(repo_details("org/Win-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=True)

    (done,) = run_job(job, token=None)

    assert not done.is_symlink() and done.read_bytes() == body
    assert list((hf_cache / "models--org--Win-GGUF" / "blobs").iterdir()) == []
    assert try_to_load_from_cache("org/Win-GGUF", "w-Q4_0.gguf", revision=repo.sha) == str(done)

    gets = len(hub.gets_of("w-Q4_0.gguf"))
    assert run_job(job, token=None) == [done]  # already in the cache: nothing fetched
    assert len(hub.gets_of("w-Q4_0.gguf")) == gets


def test_a_blob_already_in_the_cache_is_reused_and_counts_for_the_disk_check(
    hub: FakeHub, hf_cache: Path, tmp_path: Path
) -> None:
    body = blob(2 * MB, seed=6)
    repo = hub.add_repo("org/Have-GGUF", {"h-Q4_0.gguf": body})
    sha256 = repo.files["h-Q4_0.gguf"].sha256
    blobs = hf_repo_cache(hf_cache, "org/Have-GGUF") / "blobs"
    blobs.mkdir(parents=True)
    (blobs / sha256).write_bytes(body)
    job = job_for(repo_details("org/Have-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=True)
    from desktop.core.hub.disk_space import DISK_MARGIN_BYTES

    (done,) = run_job(job, token=None, disk_usage=disk_with_free(DISK_MARGIN_BYTES + 1024))

    assert done.read_bytes() == body
    assert hub.gets_of("h-Q4_0.gguf") == []


def test_split_model_and_projector_keep_their_order(hub: FakeHub, tmp_path: Path) -> None:
    shards = {f"v-Q4_0-0000{i}-of-00003.gguf": blob(200 * 1024 + i, seed=i) for i in (1, 2, 3)}
    hub.add_repo("org/Split-GGUF", {**shards, "mmproj-v-bf16.gguf": blob(5000, 8),
                                    "mmproj-v-f16.gguf": blob(5000, 9)})  # fmt: skip
    job = job_for(repo_details("org/Split-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)

    done = run_job(job, token=None)

    assert job.shard_count == 3
    assert [p.name for p in done] == [*sorted(shards), "mmproj-v-f16.gguf"]
    for path in done[:3]:
        assert path.read_bytes() == shards[path.name]
    assert not (tmp_path / "mmproj-v-bf16.gguf").exists()


def test_a_split_vision_model_reaches_the_library_only_once_every_file_is_verified(
    hub: FakeHub, tmp_path: Path
) -> None:
    served = tmp_path / "served"
    served.mkdir()
    shards = write_gguf(served / "Vision-Q4_0.gguf", "llama", {"llama.block_count": 1},
                        split_max_tensors=1)  # fmt: skip
    projector = served / "mmproj-Vision-f16.gguf"
    write_gguf(projector, "clip", {"general.type": "mmproj", "clip.has_vision_encoder": True})
    hub.add_repo("org/Vision-GGUF", {p.name: p for p in (*shards, projector)})
    folder = tmp_path / "m"
    job = job_for(repo_details("org/Vision-GGUF"), "Q4_0", folder=folder, to_hf_cache=False)
    assert [f.path for f in job.files] == [*(p.name for p in shards), projector.name]
    roots = [LibraryRoot(folder, "app")]
    seen_mid_job: list[list[LibraryEntry]] = []
    controls = Controls.new()

    def refresh_the_library(progress: Progress) -> None:
        # What the Library page would show if it refreshed just now.
        seen_mid_job.append(scan_library(roots, include_starter=False))
        if progress.filename == projector.name:
            controls.pause.set()  # every shard verified, the projector not yet

    with pytest.raises(DownloadCancelledError, match="paused"):
        run_job(job, token=None, progress=refresh_the_library, controls=controls)

    assert len(seen_mid_job) >= 3 and all(entries == [] for entries in seen_mid_job)
    kept = {p.name for p in folder.iterdir()}
    assert {f"{s.name}.part" for s in shards} <= kept  # verified, under temporary names
    assert not [name for name in kept if name.endswith(".gguf")]
    gets = {s.name: len(hub.gets_of(s.name)) for s in shards}

    done = run_job(job, token=None, progress=refresh_the_library)

    assert [p.name for p in done] == [*(p.name for p in shards), projector.name]
    assert all(entries == [] for entries in seen_mid_job[:-1])
    assert {s.name: len(hub.gets_of(s.name)) for s in shards} == gets  # not fetched again
    (entry,) = scan_library(roots, include_starter=False)
    assert entry.error is None
    assert entry.shard_paths == tuple(folder / s.name for s in shards)
    assert entry.projector_path == folder / projector.name
    assert sorted(p.name for p in folder.iterdir()) == sorted(p.name for p in done)


def test_a_checksum_mismatch_leaves_no_file(hub: FakeHub, hf_cache: Path, tmp_path: Path) -> None:
    hub.add_repo("org/Corrupt-GGUF", {"c-Q4_0.gguf": blob(MB)})
    hub.faults["c-Q4_0.gguf"] = Fault(corrupt=True)
    details = repo_details("org/Corrupt-GGUF")

    for to_cache in (False, True):
        job = job_for(details, "Q4_0", folder=tmp_path / "m", to_hf_cache=to_cache)
        hub.faults["c-Q4_0.gguf"] = Fault(corrupt=True)
        with pytest.raises(ChecksumMismatchError, match="arrived damaged"):
            run_job(job, token=None)

    assert list((tmp_path / "m").iterdir()) == []
    storage = hf_repo_cache(hf_cache, "org/Corrupt-GGUF")
    assert [p for p in storage.rglob("*") if p.is_file()] == []


def test_disk_full_names_the_largest_version_that_fits(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Disk-GGUF", {"d-Q8_0.gguf": blob(300 * 1024),
                                   "d-Q4_K_M.gguf": blob(150 * 1024)})  # fmt: skip
    details = repo_details("org/Disk-GGUF")
    job = job_for(details, "Q8_0", folder=tmp_path / "m", to_hf_cache=False)
    from desktop.core.hub.disk_space import DISK_MARGIN_BYTES

    with pytest.raises(NotEnoughSpaceError) as caught:
        run_job(job, token=None, details=details,
                disk_usage=disk_with_free(DISK_MARGIN_BYTES + 200 * 1024))  # fmt: skip

    assert "Not enough disk space" in caught.value.message
    assert "largest version that fits is Q4_K_M" in caught.value.message
    assert caught.value.fits_quant == "Q4_K_M"
    assert caught.value.missing_bytes == 100 * 1024
    assert job.alternative_quant == "Q4_K_M"
    assert not (tmp_path / "m").exists()
    assert hub.gets_of("d-Q8_0.gguf") == []


def test_check_disk_when_no_version_fits(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Huge-GGUF", {"h-Q8_0.gguf": blob(300 * 1024),
                                   "h-Q4_K_M.gguf": blob(150 * 1024)})  # fmt: skip
    details = repo_details("org/Huge-GGUF")
    variant = details.variant("Q8_0")
    assert variant is not None
    from desktop.core.hub.disk_space import DISK_MARGIN_BYTES

    with pytest.raises(NotEnoughSpaceError) as caught:
        check_disk(variant.files, tmp_path, details,
                   disk_usage=disk_with_free(DISK_MARGIN_BYTES + 100 * 1024))  # fmt: skip

    assert "No version of this model fits" in caught.value.message
    assert caught.value.fits_quant is None
    assert caught.value.missing_bytes == 200 * 1024


def test_cancel_deletes_the_part_and_the_shards_this_job_wrote(
    hub: FakeHub, tmp_path: Path
) -> None:
    mine = tmp_path / "m" / "v-Q4_0-00001-of-00002.gguf"
    shards = {mine.name: blob(MB, 1), "v-Q4_0-00002-of-00002.gguf": blob(4 * MB, 2)}
    hub.add_repo("org/Cancel-GGUF", shards)
    hub.faults["v-Q4_0-00002-of-00002.gguf"] = Fault(bytes_per_second=4 * MB)
    job = job_for(repo_details("org/Cancel-GGUF"), "Q4_0", folder=tmp_path / "m",
                  to_hf_cache=False)  # fmt: skip
    controls = Controls.new()

    def cancel_in_second_shard(progress: Progress) -> None:
        if progress.bytes_done > MB:
            controls.cancel.set()

    with pytest.raises(DownloadCancelledError, match="cancelled"):
        run_job(job, token=None, progress=cancel_in_second_shard, controls=controls)

    assert list((tmp_path / "m").iterdir()) == []
    assert len(hub.gets_of(mine.name)) == 1


def test_cancel_keeps_a_file_that_was_there_before_the_job(hub: FakeHub, tmp_path: Path) -> None:
    first = blob(MB, 1)
    hub.add_repo("org/Keep-GGUF", {"k-Q4_0-00001-of-00002.gguf": first,
                                   "k-Q4_0-00002-of-00002.gguf": blob(2 * MB, 2)})  # fmt: skip
    hub.faults["k-Q4_0-00002-of-00002.gguf"] = Fault(bytes_per_second=4 * MB)
    folder = tmp_path / "models"
    folder.mkdir()
    had = folder / "k-Q4_0-00001-of-00002.gguf"
    had.write_bytes(first)
    os.utime(had, (1_000_000, 1_000_000))
    job = job_for(repo_details("org/Keep-GGUF"), "Q4_0", folder=folder, to_hf_cache=False)
    controls = Controls.new()

    def cancel_soon(progress: Progress) -> None:
        if progress.bytes_done > MB:
            controls.cancel.set()

    with pytest.raises(DownloadCancelledError):
        run_job(job, token=None, progress=cancel_soon, controls=controls)

    assert list(folder.iterdir()) == [had]
    assert had.read_bytes() == first


def test_a_pause_before_the_kept_part_is_rehashed_stops_without_fetching(
    hub: FakeHub, tmp_path: Path
) -> None:
    body = blob(4 * MB, seed=7)
    hub.add_faulty_file("org/Paused-GGUF", "p-Q4_0.gguf", body, Fault(bytes_per_second=4 * MB))
    job = job_for(repo_details("org/Paused-GGUF"), "Q4_0", folder=tmp_path, to_hf_cache=False)
    controls = Controls.new()

    def pause_early(progress: Progress) -> None:
        if progress.bytes_done > 0:
            controls.pause.set()

    with pytest.raises(DownloadCancelledError, match="paused"):
        run_job(job, token=None, progress=pause_early, controls=controls)
    part = part_path(tmp_path / "p-Q4_0.gguf")
    kept = part.stat().st_size
    gets = len(hub.gets_of("p-Q4_0.gguf"))

    with pytest.raises(DownloadCancelledError, match="paused"):
        run_job(job, token=None, controls=controls)  # still paused: no request at all

    assert part.stat().st_size == kept and len(hub.gets_of("p-Q4_0.gguf")) == gets
    hub.faults.clear()
    assert run_job(job, token=None)[0].read_bytes() == body
    assert hub.range_requests("p-Q4_0.gguf") == [f"bytes={kept}-"]
