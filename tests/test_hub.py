"""Hugging Face discovery against a local server speaking the Hub's API, through the
real huggingface_hub client."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
from huggingface_hub import constants as hf_constants

from desktop.core.fit import Verdict
from desktop.core.hardware import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.hub import (
    INVALID_TOKEN_MESSAGE,
    GatedRepoAccessError,
    HubCallAbandonedError,
    HubUnreachableError,
    InvalidTokenError,
    RepoNotFoundError,
    TokenCheck,
    abandon_calls,
    check_reachable,
    check_token,
    machine_size,
    parse_quant,
    recommended_variant,
    repo_details,
    resolve_url,
    search_models,
    starter_repos,
    variant_verdicts,
)
from tests.support.fake_hub import FakeHub, Fault, unanswered_endpoint

SECRET_TOKEN = "hf_NeverShowThisTokenAnywhere0123456789"

GB = 1024**3
MB = 1024**2


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    with FakeHub() as server:
        monkeypatch.setenv("HF_ENDPOINT", server.endpoint)
        monkeypatch.setattr(hf_constants, "ENDPOINT", server.endpoint)
        yield server


def machine(vram_free: int, ram_free: int) -> HardwareInfo:
    gpus = (GpuInfo(0, "nvidia", "cuda", "Test GPU", vram_free, vram_free),) if vram_free else ()
    cpu = CpuInfo("Test CPU", 4, 8, frozenset({"avx2"}))
    return HardwareInfo(gpus, cpu, ram_free * 2, ram_free)


def test_search_finds_gguf_repos_sorted_by_downloads_or_recency(hub: FakeHub) -> None:
    hub.add_repo("a/Llama-GGUF", {"l-Q4_0.gguf": b"x"}, downloads=10,
                 last_modified="2024-01-01T00:00:00.000Z")  # fmt: skip
    hub.add_repo("b/Llama-Big-GGUF", {"l-Q4_0.gguf": b"x"}, downloads=99,
                 last_modified="2023-01-01T00:00:00.000Z")  # fmt: skip
    hub.add_repo("c/Other-GGUF", {"o-Q4_0.gguf": b"x"}, downloads=500)

    by_downloads = search_models("llama")
    assert [r.repo_id for r in by_downloads] == ["b/Llama-Big-GGUF", "a/Llama-GGUF"]
    assert by_downloads[0].downloads == 99
    recent = search_models("llama", sort="recent")
    assert [r.repo_id for r in recent] == ["a/Llama-GGUF", "b/Llama-Big-GGUF"]
    searches = [r.path for r in hub.requests if r.path.startswith("/api/models?")]
    assert all("filter=gguf" in path for path in searches)
    assert search_models("nothing-like-this") == []


def test_listing_groups_variants_sums_shards_and_prefers_f16_projector(hub: FakeHub) -> None:
    hub.add_repo(
        "org/Vision-GGUF",
        {
            "Vision-Q4_K_M.gguf": b"q" * 4000,
            "Vision-Q8_0-00001-of-00003.gguf": b"1" * 3000,
            "Vision-Q8_0-00002-of-00003.gguf": b"2" * 3000,
            "Vision-Q8_0-00003-of-00003.gguf": b"3" * 1000,
            "Vision-bf16.gguf": b"b" * 9000,
            "mmproj-Vision-bf16.gguf": b"p" * 300,
            "mmproj-Vision-f16.gguf": b"f" * 310,
            "README.md": b"# Vision model\nIt sees.",
        },
        gated=True,
        license="llama3.1",
    )
    details = repo_details("org/Vision-GGUF")

    assert [v.quant for v in details.variants] == ["BF16", "Q8_0", "Q4_K_M"]
    q8 = details.variant("q8_0")
    assert q8 is not None
    assert q8.size == 7000
    assert [f.path for f in q8.files] == [f"Vision-Q8_0-0000{i}-of-00003.gguf" for i in (1, 2, 3)]
    assert all(f.sha256 and len(f.sha256) == 64 for f in q8.files)
    assert details.projector is not None
    assert details.projector.path == "mmproj-Vision-f16.gguf"
    assert [p.path for p in details.projectors][1] == "mmproj-Vision-bf16.gguf"
    assert details.license == "llama3.1"
    assert details.gated is True
    assert "It sees." in details.card_text
    assert details.revision == hub.repos["org/Vision-GGUF"].sha


def test_quant_names_are_whole_words() -> None:
    assert parse_quant("Model-Q4_K_M.gguf") == "Q4_K_M"
    assert parse_quant("sub/model.IQ3_XXS-00002-of-00004.gguf") == "IQ3_XXS"
    assert parse_quant("model-bf16.gguf") == "BF16"
    assert parse_quant("model-f16.gguf") == "F16"
    assert parse_quant("Qwen2.5-7B-Instruct-Q8_0.gguf") == "Q8_0"
    assert parse_quant("modelq4_0x.gguf") is None


def test_verdicts_and_recommendation_follow_the_machine(hub: FakeHub) -> None:
    hub.add_repo(
        "org/Sized-GGUF",
        {"s-Q8_0.gguf": b"8" * 8000, "s-Q4_K_M.gguf": b"4" * 4000, "s-Q2_K.gguf": b"2" * 2000},
    )
    details = repo_details("org/Sized-GGUF")

    # Weights are bytes here, so the flat allowance (512 MB) dominates the estimate.
    big_gpu = variant_verdicts(details, machine(vram_free=8 * GB, ram_free=16 * GB))
    assert {fit.verdict for fit in big_gpu.values()} == {Verdict.FULL_GPU}
    best = recommended_variant(details, big_gpu)
    assert best is not None and best.quant == "Q8_0"

    cpu_only = variant_verdicts(details, machine(vram_free=0, ram_free=16 * GB))
    assert {fit.verdict for fit in cpu_only.values()} == {Verdict.CPU_ONLY}
    best = recommended_variant(details, cpu_only)
    assert best is not None and best.quant == "Q8_0"

    tiny = variant_verdicts(details, machine(vram_free=0, ram_free=100 * MB))
    assert {fit.verdict for fit in tiny.values()} == {Verdict.TOO_BIG}
    assert recommended_variant(details, tiny) is None


def test_recommendation_prefers_full_gpu_over_better_quality(hub: FakeHub) -> None:
    hub.add_repo("org/R-GGUF", {"r-Q8_0.gguf": b"8" * 10, "r-Q4_0.gguf": b"4" * 10})
    details = repo_details("org/R-GGUF")
    verdicts = variant_verdicts(details, machine(vram_free=2 * GB, ram_free=8 * GB))
    # Make Q8_0 only partly fit by hand: the choice must fall to the full-GPU Q4_0.
    verdicts["Q8_0"] = type(verdicts["Q8_0"])(Verdict.PARTIAL_OFFLOAD, 3 * GB)
    best = recommended_variant(details, verdicts)
    assert best is not None and best.quant == "Q4_0"


def test_starter_lists_follow_machine_size() -> None:
    assert machine_size(machine(0, 4 * GB)) == "small"
    assert machine_size(machine(12 * GB, 16 * GB)) == "medium"
    assert machine_size(machine(48 * GB, 64 * GB)) == "large"
    # No graphics card: plenty of memory alone does not make 8B models quick enough.
    assert machine_size(machine(0, 32 * GB)) == "small"
    many_cores = CpuInfo("Desktop CPU", 16, 32, frozenset({"avx2"}))
    assert machine_size(HardwareInfo((), many_cores, 64 * GB, 32 * GB)) == "medium"
    assert all(s.repo_id.count("/") == 1 for s in starter_repos(machine(0, 4 * GB)))


def test_missing_repo_is_a_plain_error(hub: FakeHub) -> None:
    with pytest.raises(RepoNotFoundError, match="There is no model called nobody/none"):
        repo_details("nobody/none")


def test_offline_is_one_plain_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hf_constants, "ENDPOINT", _closed_endpoint())
    with pytest.raises(HubUnreachableError, match=r"^Can't reach Hugging Face"):
        search_models("llama")
    with pytest.raises(HubUnreachableError, match=r"^Can't reach Hugging Face"):
        repo_details("org/x")


def hub_call_threads_left(within: float = 1.0) -> list[str]:
    """The names of Hub call threads still running ``within`` seconds from now."""
    deadline = time.monotonic() + within
    for thread in threading.enumerate():
        if thread.name == "hub-call":
            thread.join(max(deadline - time.monotonic(), 0.0))
    return [t.name for t in threading.enumerate() if t.name == "hub-call" and t.is_alive()]


def test_a_given_up_call_stops_its_thread_too(hub: FakeHub) -> None:
    hub.add_repo("org/Slow-GGUF", {"Slow-Q4_0.gguf": b"4"})
    # Search and repo answers trickle in far slower than anyone would wait for.
    hub.api_faults["api/models"] = Fault(bytes_per_second=20)

    # Past its deadline (huggingface_hub's own client has no timeout at all).
    began = time.monotonic()
    with pytest.raises(HubUnreachableError):
        search_models("slow", timeout=1.0)
    assert time.monotonic() - began < 5
    assert hub_call_threads_left() == []

    # The app closing while a call waits.
    timer = threading.Timer(0.3, abandon_calls)
    timer.start()
    with pytest.raises(HubCallAbandonedError):
        repo_details("org/Slow-GGUF")
    timer.join()
    assert hub_call_threads_left() == []

    # Its owner giving up on it (the download queue closing).
    stop = threading.Event()
    timer = threading.Timer(0.3, stop.set)
    timer.start()
    with pytest.raises(HubCallAbandonedError):
        repo_details("org/Slow-GGUF", stop=stop)
    timer.join()
    assert hub_call_threads_left() == []

    # Calls made afterwards still get their answer.
    hub.api_faults.clear()
    assert [found.repo_id for found in search_models("slow")] == ["org/Slow-GGUF"]


def test_a_connection_check_gives_up_when_told() -> None:
    with unanswered_endpoint() as endpoint:
        began = time.monotonic()
        with pytest.raises(HubUnreachableError):
            check_reachable(endpoint, 0.3)
        assert time.monotonic() - began < 2

        stop = threading.Event()
        timer = threading.Timer(0.2, stop.set)
        timer.start()
        began = time.monotonic()
        with pytest.raises(HubCallAbandonedError):
            check_reachable(endpoint, 30.0, stop=stop)
        timer.join()
        assert time.monotonic() - began < 2


def test_gated_metadata_error_says_what_to_do(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A private/gated repo whose metadata is refused answers 401 with X-Error-Code.
    hub.add_repo("org/Gated-GGUF", {"g-Q4_0.gguf": b"g"})

    def refuse(self: object) -> None:
        self._error(401, "GatedRepo", "restricted")  # type: ignore[attr-defined]

    from tests.support import fake_hub

    monkeypatch.setattr(fake_hub._Handler, "do_GET", refuse)
    with pytest.raises(GatedRepoAccessError, match="add a Hugging Face token in Settings"):
        repo_details("org/Gated-GGUF")


def _closed_endpoint() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


def _texts_of(error: BaseException) -> list[str]:
    """Everything an error could show or log: its text, details and whole chain."""
    texts: list[str] = []
    waiting: list[BaseException] = [error]
    visited: set[int] = set()
    while waiting:
        seen = waiting.pop()
        if id(seen) in visited:
            continue
        visited.add(id(seen))
        texts += [str(seen), repr(seen), str(getattr(seen, "details", ""))]
        waiting += [link for link in (seen.__cause__, seen.__context__) if link is not None]
    return texts


def test_token_check_names_the_user_and_whether_gated_models_open(hub: FakeHub) -> None:
    hub.tokens.update({"hf_alice": "alice", "hf_fine": "bob", "hf_fine_gated": "carol"})
    hub.fine_grained.update({"hf_fine": False, "hf_fine_gated": True})

    assert check_token(" hf_alice\n") == TokenCheck("alice", "read", True)
    assert check_token("hf_fine") == TokenCheck("bob", "fineGrained", False)
    assert check_token("hf_fine_gated").can_read_gated is True
    asked = [r for r in hub.requests if r.path == "/api/whoami-v2"]
    assert [r.headers["authorization"] for r in asked] == [
        "Bearer hf_alice", "Bearer hf_fine", "Bearer hf_fine_gated"
    ]  # fmt: skip


def test_refused_or_unchecked_token_is_plain_and_never_quoted(
    hub: FakeHub, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    with pytest.raises(InvalidTokenError) as refused:
        check_token(SECRET_TOKEN)
    assert refused.value.message == INVALID_TOKEN_MESSAGE
    with pytest.raises(InvalidTokenError, match=r"^Paste a Hugging Face token first"):
        check_token("   ")

    monkeypatch.setattr(hf_constants, "ENDPOINT", _closed_endpoint())
    with pytest.raises(HubUnreachableError, match=r"^Can't reach Hugging Face") as offline:
        check_token(SECRET_TOKEN)

    texts = _texts_of(refused.value) + _texts_of(offline.value) + [caplog.text]
    assert not any(SECRET_TOKEN in text for text in texts)
    assert not any("\n" in error.message for error in (refused.value, offline.value))


def test_gated_files_open_only_to_a_known_token(hub: FakeHub) -> None:
    hub.tokens.update({"hf_alice": "alice", "hf_bob": "bob"})
    hub.add_repo("org/Open-To-All", {"o-Q4_0.gguf": b"o"}, gated=True)
    hub.add_repo("org/Only-Alice", {"a-Q4_0.gguf": b"a"}, gated=True,
                 accepted_tokens=("hf_alice",))  # fmt: skip
    sha = hub.repos["org/Open-To-All"].sha

    def status(repo: str, name: str, token: str | None) -> int:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        url = resolve_url(repo, sha, name)
        return httpx.get(url, headers=headers, follow_redirects=True).status_code

    assert status("org/Open-To-All", "o-Q4_0.gguf", None) == 401
    assert status("org/Open-To-All", "o-Q4_0.gguf", "hf_wrong") == 401
    assert status("org/Open-To-All", "o-Q4_0.gguf", "hf_bob") == 200
    assert status("org/Only-Alice", "a-Q4_0.gguf", "hf_bob") == 403  # licence not accepted
    assert status("org/Only-Alice", "a-Q4_0.gguf", "hf_alice") == 200
