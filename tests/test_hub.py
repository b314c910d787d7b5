"""Hugging Face discovery against a local server speaking the Hub's API, through the
real huggingface_hub client."""

from __future__ import annotations

import logging
import socket
import threading
import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx
import pytest
from huggingface_hub import constants as hf_constants

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.hub import calls as hub_calls
from desktop.core.hub.calls import API_ATTEMPTS, abandon_calls, check_reachable
from desktop.core.hub.endpoint import resolve_url
from desktop.core.hub.errors import (
    GatedRepoAccessError,
    HubBusyError,
    HubCallAbandonedError,
    HubError,
    HubServerError,
    HubUnreachableError,
    InvalidRepoIdError,
    InvalidTokenError,
    RepoNotFoundError,
    TermsNotAcceptedError,
    TokenNeededError,
    retry_after_seconds,
    status_error,
)
from desktop.core.hub.search import machine_size, search_models, starter_repos
from desktop.core.hub.token_check import INVALID_TOKEN_MESSAGE, TokenCheck, check_token
from desktop.core.hub.variants import parse_quant, repo_details
from desktop.core.hub.verdicts import recommended_variant, variant_verdicts
from desktop.core.models.fit_plan import Verdict
from tests.support.fake_hub import FakeHub, Fault, unanswered_endpoint

SECRET_TOKEN = "hf_NeverShowThisTokenAnywhere0123456789"

GB = 1024**3
MB = 1024**2


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


def test_a_search_reads_each_models_size_in_weights(hub: FakeHub) -> None:
    hub.add_repo("a/Llama-8B-GGUF", {"l-Q4_K_M.gguf": b"x"}, parameters=8_030_000_000)
    hub.add_repo("b/Llama-Old-GGUF", {"l-Q4_0.gguf": b"x"})  # the Hub read no header
    found = {summary.repo_id: summary for summary in search_models("llama")}
    assert found["a/Llama-8B-GGUF"].parameters == 8_030_000_000
    assert found["b/Llama-Old-GGUF"].parameters is None
    (search,) = [r.path for r in hub.requests if r.path.startswith("/api/models?")]
    assert "expand=gguf" in search and "expand=downloads" in search


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


# ---------------------------------------------------------------- issue 10: Hub answers


def api_calls(hub: FakeHub, prefix: str = "/api/models") -> list[float]:
    """When each request to the API under ``prefix`` came (time.monotonic)."""
    return [r.at for r in hub.requests if r.path.startswith(prefix)]


@pytest.fixture
def quick_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retries without a Retry-After pause moments, not seconds."""
    monkeypatch.setattr(hub_calls, "API_BACKOFF_START_S", 0.05)


def test_a_busy_or_failing_hub_is_asked_again_until_it_answers(
    hub: FakeHub, quick_backoff: None
) -> None:
    hub.add_repo("org/Busy-GGUF", {"b-Q4_0.gguf": b"b"})
    hub.tokens["hf_alice"] = "alice"

    hub.api_faults["api/models"] = Fault(status=503, status_times=API_ATTEMPTS - 1)
    assert repo_details("org/Busy-GGUF").repo_id == "org/Busy-GGUF"
    assert len(api_calls(hub, "/api/models/org/Busy-GGUF")) == API_ATTEMPTS

    hub.api_faults["api/models"] = Fault(status=429, status_times=1, retry_after="0")
    assert [r.repo_id for r in search_models("busy")] == ["org/Busy-GGUF"]

    hub.api_faults["api/whoami-v2"] = Fault(status=502, status_times=1)
    assert check_token("hf_alice").user == "alice"


def test_a_hub_that_stays_busy_or_failing_says_so_not_check_the_connection(
    hub: FakeHub, quick_backoff: None
) -> None:
    hub.add_repo("org/Busy-GGUF", {"b-Q4_0.gguf": b"b"})

    hub.api_faults["api/models"] = Fault(status=503, status_times=-1)
    with pytest.raises(HubServerError) as failing:
        repo_details("org/Busy-GGUF")
    assert failing.value.message == (
        "Hugging Face has a problem on its side (HTTP 503); try again later."
    )
    assert failing.value.status == 503
    assert len(api_calls(hub)) == API_ATTEMPTS

    # A wait longer than is worth watching is not waited: the message names it.
    hub.requests.clear()
    hub.api_faults["api/models"] = Fault(status=429, status_times=-1, retry_after="90")
    began = time.monotonic()
    with pytest.raises(HubBusyError) as busy:
        search_models("busy")
    assert time.monotonic() - began < 5
    assert busy.value.message == (
        "Hugging Face is busy right now (too many requests); try again in 90 s."
    )
    assert busy.value.retry_after == 90
    assert len(api_calls(hub)) == 1

    hub.api_faults["api/models"] = Fault(status=429, status_times=-1)
    with pytest.raises(HubBusyError, match=r"too many requests\); try again in a minute\.$"):
        repo_details("org/Busy-GGUF")

    # Token checks too, and still without the token anywhere.
    hub.api_faults["api/whoami-v2"] = Fault(status=429, status_times=-1, retry_after="75")
    with pytest.raises(HubBusyError, match="try again in 75 s") as token_busy:
        check_token(SECRET_TOKEN)
    assert not any(SECRET_TOKEN in text for text in _texts_of(token_busy.value))

    for error in (failing.value, busy.value, token_busy.value):
        assert isinstance(error, HubError) and not isinstance(error, HubUnreachableError)
        assert "internet" not in error.message and "\n" not in error.message


def test_the_wait_a_hub_asks_for_is_kept_in_seconds_or_as_a_date(hub: FakeHub) -> None:
    hub.add_repo("org/Busy-GGUF", {"b-Q4_0.gguf": b"b"})

    hub.api_faults["api/models"] = Fault(status=429, status_times=1, retry_after="1")
    repo_details("org/Busy-GGUF")
    first, second = api_calls(hub)
    assert second - first >= 0.95

    # An HTTP date has whole seconds: two ahead is more than one from now.
    hub.requests.clear()
    when = format_datetime(datetime.now(UTC) + timedelta(seconds=2), usegmt=True)
    hub.api_faults["api/models"] = Fault(status=503, status_times=1, retry_after=when)
    repo_details("org/Busy-GGUF")
    first, second = api_calls(hub)
    assert second - first >= 0.9


def test_waiting_for_a_busy_hub_gives_up_when_told(hub: FakeHub) -> None:
    hub.add_repo("org/Busy-GGUF", {"b-Q4_0.gguf": b"b"})
    hub.api_faults["api/models"] = Fault(status=503, status_times=-1, retry_after="30")

    stop = threading.Event()
    timer = threading.Timer(0.3, stop.set)
    timer.start()
    began = time.monotonic()
    with pytest.raises(HubCallAbandonedError):
        repo_details("org/Busy-GGUF", stop=stop)
    timer.join()
    assert time.monotonic() - began < 2

    timer = threading.Timer(0.3, abandon_calls)
    timer.start()
    began = time.monotonic()
    with pytest.raises(HubCallAbandonedError):
        search_models("busy")
    timer.join()
    assert time.monotonic() - began < 2
    assert hub_call_threads_left() == []


def test_retry_after_is_read_in_seconds_as_a_date_or_from_the_rate_limit() -> None:
    now = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert retry_after_seconds({"Retry-After": "120"}) == 120.0
    assert retry_after_seconds({"retry-after": " 1.5 "}) == 1.5
    assert retry_after_seconds(httpx.Headers({"RETRY-AFTER": "7"})) == 7.0
    assert retry_after_seconds({"Retry-After": "Wed, 01 Jan 2025 12:00:30 GMT"}, now=now) == 30
    assert retry_after_seconds({"Retry-After": "Wed, 01 Jan 2025 11:00:00 GMT"}, now=now) == 0
    for nonsense in ("-5", "soon", "", "inf", "nan"):
        assert retry_after_seconds({"Retry-After": nonsense}) is None
    assert retry_after_seconds({}) is None
    # The Hub's own rate-limit header, when no requests are left.
    assert retry_after_seconds({"RateLimit": '"api";r=0;t=55'}) == 55.0
    assert retry_after_seconds({"RateLimit": '"api";r=3;t=55'}) is None
    assert retry_after_seconds({"Retry-After": "2", "RateLimit": '"api";r=0;t=55'}) == 2.0


def test_an_answer_read_by_hand_is_told_the_same_way() -> None:
    busy = status_error(429, {"Retry-After": "12"}, "org/x", endpoint="http://hub")
    assert isinstance(busy, HubBusyError) and busy.retry_after == 12
    assert busy.message.endswith("try again in 12 s.")
    assert isinstance(status_error(500, {}, "org/x", endpoint="http://hub"), HubServerError)
    missing = status_error(401, {"X-Error-Code": "RepoNotFound"}, "org/x", endpoint="http://h")
    assert isinstance(missing, RepoNotFoundError)
    gated = status_error(403, {"X-Error-Code": "GatedRepo"}, "org/x", endpoint="http://hub")
    assert isinstance(gated, TermsNotAcceptedError)
    assert isinstance(status_error(401, {}, "org/x", endpoint="http://hub"), TokenNeededError)


def test_a_mistyped_repo_is_missing_not_a_token_problem(hub: FakeHub) -> None:
    hub.tokens["hf_alice"] = "alice"

    with pytest.raises(RepoNotFoundError) as anonymous:
        repo_details("nobody/none")
    assert anonymous.value.message == (
        "There is no model called nobody/none on Hugging Face "
        "(or it is private: add a token in Settings)."
    )
    # What the real Hub answers to a request without a token.
    asked = [r for r in hub.requests if r.path.startswith("/api/models/nobody/none")]
    assert asked and "authorization" not in asked[0].headers

    with pytest.raises(RepoNotFoundError) as signed_in:
        repo_details("nobody/none", token="hf_alice")
    assert signed_in.value.message == (
        "There is no model called nobody/none on Hugging Face, or your account can't see it."
    )


def test_a_gated_repo_keeps_its_own_messages(hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> None:
    hub.add_repo("org/Gated-GGUF", {"g-Q4_0.gguf": b"g"})
    from tests.support import fake_hub

    for status, expected in ((401, TokenNeededError), (403, TermsNotAcceptedError)):

        def refuse(self: object, status: int = status) -> None:
            self._error(status, "GatedRepo", "restricted")  # type: ignore[attr-defined]

        monkeypatch.setattr(fake_hub._Handler, "do_GET", refuse)
        with pytest.raises(expected):
            repo_details("org/Gated-GGUF", token="hf_any")


@pytest.mark.parametrize("name", ["not a repo!!", "a/b/c", "https://huggingface.co/org/x", ""])
def test_a_name_that_cannot_be_a_repo_is_bad_input_asked_of_nobody(hub: FakeHub, name: str) -> None:
    with pytest.raises(InvalidRepoIdError) as caught:
        repo_details(name)
    assert caught.value.message.endswith(
        "is not a model name on Hugging Face; names look like owner/model, "
        "e.g. bartowski/Qwen2.5-7B-Instruct-GGUF."
    )
    if name:
        assert caught.value.message.startswith(f'"{name}" is not a model name')
    assert not isinstance(caught.value, HubError)
    assert hub.requests == []


def test_a_name_that_cannot_be_a_repo_is_bad_input_offline_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hf_constants, "ENDPOINT", _closed_endpoint())
    with pytest.raises(InvalidRepoIdError):
        repo_details("not a repo!!")


def test_the_cli_says_a_name_is_not_a_repo(
    hub: FakeHub, capsys: pytest.CaptureFixture[str]
) -> None:
    from desktop.cli import main

    code = main(["models", "variants", "not a repo!!"])
    assert code != 0
    assert capsys.readouterr().err.strip() == (
        'llamadesk: "not a repo!!" is not a model name on Hugging Face; names look like '
        "owner/model, e.g. bartowski/Qwen2.5-7B-Instruct-GGUF."
    )
