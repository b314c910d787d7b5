"""KV-cache and recurrent-state estimates against what the real llama-server allocates.

Every case starts the real binary on a tiny random-weight model (or the real starter
model), reads the ``llama_kv_cache: size = ...`` / ``llama_memory_recurrent: size = ...``
lines it prints at ``-lv 4``, stops it, and compares them with desktop.core.models.memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from desktop.core.models.gguf import read_gguf
from desktop.core.models.memory import MIB, kv_cache_bytes, kv_cache_parts
from tests.support.kv_server import assert_estimate_matches, server_memory
from tests.support.tiny_models import TINY_ARCHITECTURES, write_tiny_model

pytestmark = pytest.mark.server

CONTEXTS = (512, 4096, 32768)
CACHE_TYPES = ("f16", "q8_0")


@pytest.fixture(scope="session")
def tiny_models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("tiny-models")
    return {arch: write_tiny_model(arch, folder / f"{arch}.gguf") for arch in TINY_ARCHITECTURES}


@pytest.mark.parametrize("cache_type", CACHE_TYPES)
@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize("arch", TINY_ARCHITECTURES)
def test_kv_estimate_matches_server(
    llama_server_path: Path,
    tiny_models: dict[str, Path],
    arch: str,
    context: int,
    cache_type: str,
) -> None:
    model = tiny_models[arch]
    measured = server_memory(llama_server_path, model, context, cache_type)
    assert_estimate_matches(model, measured)


def test_hybrid_model_reports_recurrent_state(
    llama_server_path: Path, tiny_models: dict[str, Path]
) -> None:
    measured = server_memory(llama_server_path, tiny_models["granitehybrid"], 4096, "f16")
    assert measured.recurrent_mib, "the hybrid model should allocate a recurrent state"
    assert_estimate_matches(tiny_models["granitehybrid"], measured)


@pytest.mark.parametrize(
    ("arch", "context", "parallel", "pattern"),
    [
        ("llama", 4096, 2, None),
        ("gemma3", 4096, 2, None),
        ("gemma3", 1000, 1, None),  # not a multiple of 256: llama.cpp pads it
        # An explicit per-layer pattern overrides gemma3's built-in one.
        ("gemma3", 4096, 1, (True, False, True, False, True, True)),
    ],
)
def test_kv_estimate_variants_match_server(
    llama_server_path: Path,
    tmp_path: Path,
    arch: str,
    context: int,
    parallel: int,
    pattern: Sequence[bool] | None,
) -> None:
    model = write_tiny_model(arch, tmp_path / f"{arch}.gguf", sliding_window_pattern=pattern)
    measured = server_memory(llama_server_path, model, context, "f16", parallel=parallel)
    assert_estimate_matches(model, measured)


def test_starter_model_kv_cache_is_90_mib(
    llama_server_path: Path, starter_model_path: Path
) -> None:
    measured = server_memory(llama_server_path, starter_model_path, 4096, "f16")
    assert [line.mib for line in measured.kv] == [90.00]
    assert kv_cache_bytes(read_gguf(starter_model_path), 4096) == 90 * MIB
    assert_estimate_matches(starter_model_path, measured)


@pytest.mark.parametrize(
    ("context", "cache_type", "parallel"),
    [(4096, "f16", 1), (32768, "q8_0", 1), (2048, "f16", 2), (1000, "f16", 1)],
)
def test_gemma3_270m_sliding_window_cache_matches_server(
    llama_server_path: Path,
    gemma3_model_path: Path,
    context: int,
    cache_type: str,
    parallel: int,
) -> None:
    """The real Gemma 3 270M: 18 layers, every 6th global, a 512-token window. The
    server's full cache and its window-sized cache both match ours."""
    measured = server_memory(
        llama_server_path, gemma3_model_path, context, cache_type, parallel=parallel
    )
    assert_estimate_matches(gemma3_model_path, measured)
    full, sliding = kv_cache_parts(
        read_gguf(gemma3_model_path), context, cache_type, cache_type, sequences=parallel
    )
    assert (full.layers, sliding.layers) == (3, 15)
    # The window (512) plus one 512-token batch, never more than the full cache.
    assert sliding.cells == min(full.cells, 1024)


def test_gemma3_270m_unified_cache_holds_every_slots_window(
    llama_server_path: Path, gemma3_model_path: Path
) -> None:
    """One cache shared by three slots: the full part is the whole context and the
    window part holds every slot's window plus one batch (3 x 512 + 512 cells)."""
    measured = server_memory(
        llama_server_path, gemma3_model_path, 8192, "f16", parallel=3, unified=True
    )
    assert_estimate_matches(gemma3_model_path, measured)
    assert [(line.cells, line.streams) for line in measured.kv] == [(8192, 1), (2048, 1)]
