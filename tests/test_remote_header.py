"""Fit verdicts before download: one file's GGUF header read over HTTP with ranged GETs
(from a local server speaking the Hub's API), then planned the way the Load page plans."""

from __future__ import annotations

import json
import re
from pathlib import Path

import gguf
import pytest

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.hub import remote_header as remote_header_module
from desktop.core.hub.errors import GatedRepoAccessError, HubError, RemoteHeaderError
from desktop.core.hub.remote_header import header_file, remote_header
from desktop.core.hub.variants import repo_details
from desktop.core.hub.verdicts import precise_verdicts, variant_verdicts
from desktop.core.models.fit import DEFAULT_CONTEXT
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.gguf import read_gguf, read_gguf_header
from desktop.core.models.gguf_header import GGUFHeaderIncompleteError
from desktop.core.models.memory import kv_cache_bytes
from tests.support.cli_process import hub_env, run_cli
from tests.support.fake_hub import FakeHub
from tests.support.gguf_files import write_gguf
from tests.support.tiny_models import write_tiny_model

GB = 1024**3
MB = 1024**2
# The header fields the plan depends on.
PLANNED = (
    "architecture", "block_count", "context_length", "embedding_length", "head_count",
    "head_count_kv", "key_length", "value_length", "sliding_window",
    "sliding_window_pattern", "tensor_count", "parameter_count", "file_type",
)  # fmt: skip


def machine(vram_free: int, ram_free: int) -> HardwareInfo:
    gpus = (GpuInfo(0, "nvidia", "cuda", "Test GPU", vram_free, vram_free),) if vram_free else ()
    return HardwareInfo(
        gpus, CpuInfo("Test CPU", 4, 8, frozenset({"avx2"})), ram_free * 2, ram_free
    )


def requested_bytes(hub: FakeHub, filename: str) -> int:
    """Bytes asked for with Range GETs of ``filename`` (every one must name its end)."""
    total = 0
    for header in hub.range_requests(filename):
        match = re.fullmatch(r"bytes=(\d+)-(\d+)", header)
        assert match is not None, header
        total += int(match[2]) - int(match[1]) + 1
    return total


def long_context_header(path: Path, context_length: int) -> Path:
    """A header for a model whose KV cache dwarfs its weights: 48 layers of 8192-wide
    keys and values without grouped-query attention (1.5 MB of cache per token)."""
    return write_gguf(
        path,
        "llama",
        {
            "llama.context_length": context_length,
            "llama.block_count": 48,
            "llama.embedding_length": 8192,
            "llama.attention.head_count": 64,
            "llama.attention.head_count_kv": 64,
        },
    )[0]


def test_header_from_the_first_bytes_matches_the_file(tmp_path: Path) -> None:
    path = write_tiny_model("gemma3", tmp_path / "tiny-gemma3.gguf")
    data = path.read_bytes()
    with pytest.raises(GGUFHeaderIncompleteError) as short:
        read_gguf_header(data[:1000], len(data), path.name)
    assert short.value.needed > 1000
    assert "\n" not in short.value.message

    local = read_gguf(path)
    remote = read_gguf_header(data, len(data), path.name)
    assert {f: getattr(remote, f) for f in PLANNED} == {f: getattr(local, f) for f in PLANNED}
    assert remote.metadata == local.metadata


def test_remote_header_reads_a_bounded_prefix_of_the_smallest_variant(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    small = write_tiny_model("llama", tmp_path / "Tiny-F16.gguf", context_length=2048)
    big = write_tiny_model("llama", tmp_path / "Tiny-F32.gguf", dtype="f32")
    hub.add_repo("org/Tiny-GGUF", {"Tiny-F16.gguf": small, "Tiny-F32.gguf": big})
    # A first request far smaller than the header, so it has to grow.
    monkeypatch.setattr(remote_header_module, "HEADER_FIRST_BYTES", 512)
    details = repo_details("org/Tiny-GGUF")
    file = header_file(details)
    assert file is not None and file.path == "Tiny-F16.gguf"

    info = remote_header(details)

    local = read_gguf(small)
    assert {f: getattr(info, f) for f in PLANNED} == {f: getattr(local, f) for f in PLANNED}
    assert info.file_size == small.stat().st_size
    ranges = hub.range_requests("Tiny-F16.gguf")
    assert len(ranges) > 1  # it grew
    assert len(hub.gets_of("Tiny-F16.gguf")) == len(ranges)  # never the whole file
    assert hub.gets_of("Tiny-F32.gguf") == []
    # Each request continues where the last ended, doubling what is held: at most twice
    # what the header needed, far short of the weights.
    starts = [int(r.removeprefix("bytes=").split("-")[0]) for r in ranges]
    ends = [int(r.split("-")[1]) + 1 for r in ranges]
    assert starts == [0, *ends[:-1]]
    header_size = gguf.GGUFReader(small).data_offset  # where the weights begin
    assert requested_bytes(hub, "Tiny-F16.gguf") <= 2 * header_size
    assert 2 * header_size < small.stat().st_size


def test_long_native_context_needs_its_kv_cache(hub: FakeHub, tmp_path: Path) -> None:
    header = long_context_header(tmp_path / "Wide-Q4_K_M.gguf", context_length=131_072)
    hub.add_repo(
        "org/Wide-GGUF",
        {"Wide-Q4_K_M.gguf": header, "Wide-Q8_0.gguf": header.read_bytes() * 2},
    )
    details = repo_details("org/Wide-GGUF")
    info = remote_header(details)
    big_gpu = machine(vram_free=48 * GB, ram_free=64 * GB)

    sized = variant_verdicts(details, big_gpu)
    precise = precise_verdicts(details, big_gpu, info)

    cache = kv_cache_bytes(info, DEFAULT_CONTEXT)
    assert cache > 4 * GB  # what this model is about
    assert set(precise) == {"Q4_K_M", "Q8_0"}  # one header served both
    for variant in details.variants:
        fit = precise[variant.quant]
        assert fit.context == DEFAULT_CONTEXT  # the app's default, within 131,072
        assert fit.need_bytes > cache + variant.size
        assert fit.need_bytes > sized[variant.quant].need_bytes + cache // 2
        assert fit.verdict is Verdict.FULL_GPU
        assert sized[variant.quant].context is None
    weights_gap = details.variants[0].size - details.variants[1].size
    assert precise["Q8_0"].need_bytes - precise["Q4_K_M"].need_bytes == weights_gap

    # A smaller card: the automatic context shrinks to keep it on the graphics card,
    # where the file sizes alone promised the full default context.
    small_gpu = machine(vram_free=4 * GB, ram_free=64 * GB)
    shrunk = precise_verdicts(details, small_gpu, info)["Q4_K_M"]
    assert shrunk.verdict is Verdict.FULL_GPU
    assert shrunk.context is not None and 0 < shrunk.context < DEFAULT_CONTEXT
    assert variant_verdicts(details, small_gpu)["Q4_K_M"].verdict is Verdict.FULL_GPU

    # A long context chosen in Settings: too big for 16 GB, where sizes said "fits".
    cpu = machine(vram_free=0, ram_free=16 * GB)
    assert variant_verdicts(details, cpu)["Q4_K_M"].verdict is Verdict.CPU_ONLY
    chosen = precise_verdicts(details, cpu, info, requested_context=32_768)["Q4_K_M"]
    assert chosen.verdict is Verdict.TOO_BIG
    assert chosen.context == 32_768
    assert chosen.need_bytes > kv_cache_bytes(info, 32_768)


def test_short_native_context_caps_the_context_assumed(hub: FakeHub, tmp_path: Path) -> None:
    header = long_context_header(tmp_path / "Short-Q4_0.gguf", context_length=1024)
    hub.add_repo("org/Short-GGUF", {"Short-Q4_0.gguf": header})
    details = repo_details("org/Short-GGUF")
    info = remote_header(details)
    fit = precise_verdicts(details, machine(48 * GB, 64 * GB), info)["Q4_0"]
    assert fit.context == 1024
    assert fit.need_bytes > kv_cache_bytes(info, 1024)


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        (b"<!doctype html><html>Sign in</html>" * 10, "web page"),
        (b"\x00" * 4096, "not a GGUF file"),
        (None, "truncated"),  # the real header, cut short inside its metadata
        (b"", "empty"),
    ],
)
def test_a_file_that_is_not_a_readable_model_is_a_plain_error(
    hub: FakeHub, tmp_path: Path, body: bytes | None, problem: str
) -> None:
    if body is None:
        body = write_tiny_model("llama", tmp_path / "t.gguf").read_bytes()[:3000]
    hub.add_repo("org/Broken-GGUF", {"b-Q4_0.gguf": body})
    details = repo_details("org/Broken-GGUF")
    with pytest.raises(RemoteHeaderError) as caught:
        remote_header(details)
    assert isinstance(caught.value, HubError)
    assert caught.value.message.startswith("The model file on Hugging Face could not be read")
    assert problem in caught.value.message
    assert "\n" not in caught.value.message


def test_a_header_beyond_the_cap_is_not_read(
    hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_tiny_model("llama", tmp_path / "Cap-Q8_0.gguf")
    hub.add_repo("org/Cap-GGUF", {"Cap-Q8_0.gguf": path})
    monkeypatch.setattr(remote_header_module, "HEADER_FIRST_BYTES", 256)
    monkeypatch.setattr(remote_header_module, "HEADER_MAX_BYTES", 1024)
    with pytest.raises(RemoteHeaderError, match="is larger than"):
        remote_header(repo_details("org/Cap-GGUF"))
    assert requested_bytes(hub, "Cap-Q8_0.gguf") <= 1024


def test_gated_header_needs_the_token(hub: FakeHub, tmp_path: Path) -> None:
    path = write_tiny_model("llama", tmp_path / "G-Q8_0.gguf")
    hub.tokens["hf_good"] = "alice"
    hub.add_repo("org/Gated-GGUF", {"G-Q8_0.gguf": path}, gated=True)
    details = repo_details("org/Gated-GGUF")
    with pytest.raises(GatedRepoAccessError, match="add a Hugging Face token in Settings"):
        remote_header(details)
    assert remote_header(details, token="hf_good").architecture == "llama"


def test_cli_variants_plan_from_the_header_or_fall_back_to_sizes(
    hub: FakeHub, tmp_path: Path
) -> None:
    header = long_context_header(tmp_path / "Wide-Q4_K_M.gguf", context_length=2048)
    hub.add_repo("org/Wide-GGUF", {"Wide-Q4_K_M.gguf": header})
    hub.add_repo("org/Blob-GGUF", {"Blob-Q4_K_M.gguf": b"not a model" * 100})

    planned = run_cli(
        ["models", "variants", "org/Wide-GGUF", "--json"], env_extra=hub_env(hub.endpoint)
    )
    assert planned.returncode == 0, planned.stderr
    document = json.loads(planned.stdout)
    assert document["estimate"] == "header" and document["estimate_note"] is None
    row = document["variants"][0]
    assert row["context"] == 2048
    assert row["memory_needed"] > kv_cache_bytes(read_gguf(header), 2048)

    human = run_cli(["models", "variants", "org/Wide-GGUF"], env_extra=hub_env(hub.endpoint))
    assert human.returncode == 0, human.stderr
    assert "at 2,048 tokens" in human.stdout
    assert "planned from the model's header" in human.stdout

    sized = run_cli(
        ["models", "variants", "org/Blob-GGUF", "--json"], env_extra=hub_env(hub.endpoint)
    )
    assert sized.returncode == 0, sized.stderr
    document = json.loads(sized.stdout)
    assert document["estimate"] == "file sizes"
    assert "could not be read" in document["estimate_note"]
    assert document["variants"][0]["context"] is None
