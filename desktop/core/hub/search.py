"""Finding GGUF repos on the Hub: a search, and the starters shown before one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from huggingface_hub import ModelInfo, get_session, hf_raise_for_status

# A public helper (huggingface_hub.utils lists it), imported from where it is defined:
# that package builds its export list at run time, which mypy cannot see.
from huggingface_hub.utils._headers import build_hf_headers

from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.calls import DEFAULT_TIMEOUT, call_with_deadline
from desktop.core.hub.endpoint import hub_endpoint
from desktop.core.hub.repo_glance import USUAL_BITS_PER_WEIGHT

SortOrder = Literal["downloads", "recent"]
# What a search asks the Hub for about each repo (asking names every field wanted):
# "gguf" carries the model's size in weights, read from its GGUF header.
SEARCH_FIELDS = ("downloads", "likes", "lastModified", "gated", "tags", "gguf")


@dataclass(frozen=True)
class RepoSummary:
    repo_id: str
    downloads: int
    likes: int
    last_modified: datetime | None
    gated: bool
    tags: tuple[str, ...] = ()
    # The model's weights, from its GGUF header as the Hub read it (None: not said).
    parameters: int | None = None


@dataclass(frozen=True)
class StarterRepo:
    repo_id: str
    quant: str
    note: str
    parameters: int  # the model's weights, for the size of its download
    bits_per_weight: float = USUAL_BITS_PER_WEIGHT  # of the version suggested


# Shown when the search box is empty, chosen by the machine's size.
STARTER_REPOS: Mapping[str, tuple[StarterRepo, ...]] = {
    "small": (
        StarterRepo("bartowski/SmolLM2-1.7B-Instruct-GGUF", "Q4_K_M", "Tiny and quick",
                    1_711_000_000),
        StarterRepo("bartowski/Llama-3.2-3B-Instruct-GGUF", "Q4_K_M", "Good all-rounder",
                    3_213_000_000),
        StarterRepo("bartowski/Qwen2.5-3B-Instruct-GGUF", "Q4_K_M", "Strong at reasoning",
                    3_086_000_000),
    ),
    "medium": (
        StarterRepo("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF", "Q4_K_M", "Popular 8B chat",
                    8_030_000_000),
        StarterRepo("bartowski/Qwen2.5-7B-Instruct-GGUF", "Q4_K_M", "Multilingual, coding",
                    7_616_000_000),
        StarterRepo("bartowski/google_gemma-3-12b-it-GGUF", "Q4_K_M", "Sees images too",
                    11_766_000_000),
    ),
    "large": (
        StarterRepo("bartowski/Qwen2.5-32B-Instruct-GGUF", "Q4_K_M", "Near frontier quality",
                    32_764_000_000),
        StarterRepo("bartowski/google_gemma-3-27b-it-GGUF", "Q4_K_M", "Large, sees images",
                    27_009_000_000),
        StarterRepo("bartowski/Llama-3.3-70B-Instruct-GGUF", "Q4_K_M", "Needs a big GPU",
                    70_554_000_000),
    ),
}  # fmt: skip


# Shown after the starters: models for voice, which run on the processor beside any chat
# model (small enough for every machine size). The repos are llama.cpp's own
# (ggml-org), whose files its README and multimodal guide name; each has the model and
# its mmproj file, both needed.
VOICE_REPOS: tuple[StarterRepo, ...] = (
    StarterRepo("ggml-org/Qwen3-TTS-12Hz-1.7B-Base-GGUF", "Q4_K_M",
                "Speaking: reads answers aloud (10 languages)", 1_900_000_000),
    StarterRepo("ggml-org/Qwen3-ASR-0.6B-GGUF", "Q8_0",
                "Listening: writes down what you say (small)", 600_000_000),
    StarterRepo("ggml-org/Voxtral-Mini-3B-2507-GGUF", "Q4_K_M",
                "Listening: writes down what you say (more accurate)", 4_680_000_000),
)  # fmt: skip


# Bits a Q8_0 file spends per weight (32 weights in 34 bytes).
Q8_BITS_PER_WEIGHT = 8.5

# Better embedding models than the all-MiniLM-L6-v2 LlamaDesk starts with (small,
# English, 512 tokens a passage), for searching documents. Q8_0: they are small enough
# that the finer version costs little, and it keeps their vectors closest to the
# original's. The header's pooling type tells LlamaDesk how to run each.
EMBEDDING_REPOS: tuple[StarterRepo, ...] = (
    StarterRepo("ggml-org/embeddinggemma-300M-GGUF", "Q8_0",
                "Google's EmbeddingGemma: over 100 languages, strong for its size",
                303_000_000, Q8_BITS_PER_WEIGHT),
    StarterRepo("Qwen/Qwen3-Embedding-0.6B-GGUF", "Q8_0",
                "Among the best at finding passages; many languages, long texts",
                596_000_000, Q8_BITS_PER_WEIGHT),
    StarterRepo("nomic-ai/nomic-embed-text-v1.5-GGUF", "Q8_0",
                "English, long passages, quick on any computer",
                137_000_000, Q8_BITS_PER_WEIGHT),
    StarterRepo("gpustack/bge-m3-GGUF", "Q8_0",
                "BGE-M3: over 100 languages, long texts",
                568_000_000, Q8_BITS_PER_WEIGHT),
)  # fmt: skip


# Without a graphics card the processor sets the pace: a 7-8B model answers at a few
# words a second on a laptop's cores, so only a many-core desktop gets the medium list.
CPU_ONLY_MEDIUM_CORES = 8


def machine_size(hardware: HardwareInfo) -> str:
    """ "small", "medium" or "large": which starter list suits this computer."""
    if not hardware.gpus:
        many_cores = hardware.cpu.physical_cores >= CPU_ONLY_MEDIUM_CORES
        if many_cores and hardware.ram_total_bytes >= 20 * 1024**3:
            return "medium"
        return "small"
    memory = max(hardware.total_free_vram, hardware.ram_total_bytes // 2)
    if memory >= 40 * 1024**3:
        return "large"
    if memory >= 10 * 1024**3:
        return "medium"
    return "small"


def starter_repos(hardware: HardwareInfo) -> tuple[StarterRepo, ...]:
    return STARTER_REPOS[machine_size(hardware)]


def suggested_repos(hardware: HardwareInfo | None) -> tuple[StarterRepo, ...]:
    """What Discover suggests with an empty search box: chat models for this computer
    (the smallest when it is not known), then the voice models."""
    chat = STARTER_REPOS["small"] if hardware is None else starter_repos(hardware)
    return (*chat, *VOICE_REPOS)


def search_models(
    query: str,
    *,
    sort: SortOrder = "downloads",
    limit: int = 30,
    token: str | None = None,
    timeout: float = DEFAULT_TIMEOUT,
) -> list[RepoSummary]:
    """GGUF repos matching ``query``, most downloaded (or most recently changed) first."""
    endpoint = hub_endpoint()
    hub_sort = "downloads" if sort == "downloads" else "lastModified"

    params: dict[str, Any] = {
        "filter": "gguf",
        "sort": hub_sort,
        "limit": limit,
        "expand": list(SEARCH_FIELDS),
    }
    if query.strip():
        params["search"] = query.strip()

    def call() -> list[RepoSummary]:
        # The request HfApi.list_models makes, without its retry loop: that one sleeps
        # (up to 8 s a time, or as long as a Retry-After says) where no stop flag
        # reaches, and outlasts the deadline. Retries are call_with_deadline's.
        response = get_session().get(
            f"{endpoint}/api/models",
            params=params,
            headers=build_hf_headers(token=token or None),
            timeout=timeout,
        )
        hf_raise_for_status(response)
        # As list_models does: a search answer lists no files.
        found = [
            ModelInfo(**{"siblings": None, **item})  # type: ignore[no-untyped-call]
            for item in response.json()
        ]
        return [
            RepoSummary(
                repo_id=info.id,
                downloads=info.downloads or 0,
                likes=info.likes or 0,
                last_modified=info.last_modified,
                gated=bool(info.gated),
                tags=tuple(info.tags or ()),
                parameters=_parameters(info),
            )
            for info in found
        ]

    return call_with_deadline(call, timeout, query, endpoint, with_token=bool(token))


def _parameters(info: ModelInfo) -> int | None:
    total = (info.gguf or {}).get("total")
    return total if isinstance(total, int) and total > 0 else None
