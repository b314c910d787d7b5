"""Our memory estimate against the real llama-server for each memory layout beyond the
plain one: layers reading an earlier layer's cache (Gemma 3n, Gemma 4), a window the file does
not name (Gemma 2), chunked attention (Llama 4), a pure recurrent state (Mamba 2),
attention beside a recurrent mixer in every layer (Falcon-H1), short-convolution
layers beside attention that slides or not (LFM2), an MTP draft layer (GLM-4), an
interval hybrid with an MTP layer (Qwen3.5), lightning attention (MiniMax-01) and
Kimi Delta Attention beside MLA (Kimi-Linear), a sparse-attention indexer cache
(DeepSeek-V3.2) and an RWKV-7 WKV state.
Each case writes a tiny random-weight model (tests/support/tiny_kv_models.py), starts
the real server on it and compares what it prints with ``desktop.core.models.memory``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.models.gguf import read_gguf
from desktop.core.models.kv_layers import layer_memory
from desktop.core.models.memory import MIB, kv_cache_parts, recurrent_state_bytes
from tests.support.kv_server import ServerMemory, assert_estimate_matches, server_memory
from tests.support.tiny_kv_models import GEMMA4_SHARED_KV_LAYERS, write_kv_model

pytestmark = pytest.mark.server


def checked_on_server(
    server: Path, folder: Path, arch: str, context: int = 4096, cache_type: str = "f16",
    *, parallel: int = 1, flash_attention: bool = True, sliding_window: int = 0,
) -> tuple[Path, ServerMemory]:
    """The tiny ``arch`` model and what the real server allocates for it, already checked
    against our estimate; each test then asserts what its layout is about."""
    model = write_kv_model(arch, folder / f"{arch}.gguf", sliding_window=sliding_window)
    measured = server_memory(
        server, model, context, cache_type, parallel=parallel, flash_attention=flash_attention
    )
    assert_estimate_matches(model, measured)
    return model, measured


@pytest.mark.parametrize(
    ("context", "cache_type", "parallel", "flash_attention"),
    [(4096, "f16", 1, True), (32768, "q8_0", 1, True), (4096, "f16", 2, True),
     (4096, "f16", 1, False)],
)  # fmt: skip
def test_gemma4_shared_kv_layers_have_no_cache_of_their_own(
    llama_server_path: Path,
    tmp_path: Path,
    context: int,
    cache_type: str,
    parallel: int,
    flash_attention: bool,
) -> None:
    """Six layers, the last two reading layers 2 and 3's caches: the server caches four
    (one global, three sliding); without flash attention every V row is padded to the
    widest head (the global one), which ours follows too."""
    model, _ = checked_on_server(
        llama_server_path, tmp_path, "gemma4", context, cache_type,
        parallel=parallel, flash_attention=flash_attention,
    )
    full, sliding = kv_cache_parts(
        read_gguf(model), context, cache_type, cache_type, sequences=parallel
    )
    assert full.layers + sliding.layers == 6 - GEMMA4_SHARED_KV_LAYERS
    assert (full.layers, sliding.layers) == (1, 3)


@pytest.mark.parametrize("context", [512, 4096, 32768])
def test_gemma2_default_window_without_a_key(
    llama_server_path: Path, tmp_path: Path, context: int
) -> None:
    """The file names no window: llama.cpp's gemma2 default of 4096 tokens holds."""
    model, measured = checked_on_server(llama_server_path, tmp_path, "gemma2", context)
    info = read_gguf(model)
    assert info.sliding_window is None
    assert measured.kv[-1].cells == min(context, 4096 + 512)
    assert layer_memory(info).window == 4096


@pytest.mark.parametrize("parallel", [1, 3])
def test_mamba2_has_a_recurrent_state_and_no_kv_cache(
    llama_server_path: Path, tmp_path: Path, parallel: int
) -> None:
    model, measured = checked_on_server(llama_server_path, tmp_path, "mamba2", parallel=parallel)
    assert measured.kv == ()
    assert measured.recurrent_mib, "a pure recurrent model allocates its state"
    # Two layers of (3 x 512 conv + 128 x 256 SSM) floats per sequence.
    assert (
        recurrent_state_bytes(read_gguf(model), parallel)
        == parallel * 2 * (3 * 512 + 128 * 256) * 4
    )


@pytest.mark.parametrize("sliding_window", [0, 512])
def test_lfm2_short_convolution_beside_attention(
    llama_server_path: Path, tmp_path: Path, sliding_window: int
) -> None:
    """Two short-convolution and two attention layers; with a window in the file the
    attention layers slide and the server's full cache holds no layer at all."""
    # Four slots: the state of one (512 x 16 floats a layer) prints as 0.06 MiB, too
    # coarse to compare within 2%.
    _, measured = checked_on_server(
        llama_server_path, tmp_path, "lfm2", 8192, parallel=4, sliding_window=sliding_window
    )
    assert measured.recurrent_mib == (0.25,)
    layers = [line.layers for line in measured.kv]
    assert layers == ([0, 2] if sliding_window else [2])


def test_glm4_mtp_draft_layer_is_left_out(llama_server_path: Path, tmp_path: Path) -> None:
    model, measured = checked_on_server(llama_server_path, tmp_path, "glm4")
    assert read_gguf(model).block_count == 4
    assert [line.layers for line in measured.kv] == [3]
    assert measured.kv[0].mib == 3 * 4096 * 2 * 128 * 2 / MIB


@pytest.mark.parametrize("context", [4096, 32768])
def test_llama4_chunked_attention_by_default(
    llama_server_path: Path, tmp_path: Path, context: int
) -> None:
    """No window key: three layers in four attend within 8192-token chunks, cached as
    a window of 8192 + one batch."""
    _, measured = checked_on_server(llama_server_path, tmp_path, "llama4", context)
    assert [(line.layers, line.cells) for line in measured.kv] == [
        (1, context),
        (3, min(context, 8192 + 512)),
    ]


@pytest.mark.parametrize("parallel", [1, 2])
def test_falcon_h1_every_layer_has_both(
    llama_server_path: Path, tmp_path: Path, parallel: int
) -> None:
    _, measured = checked_on_server(llama_server_path, tmp_path, "falcon-h1", parallel=parallel)
    assert measured.recurrent_mib
    assert [line.layers for line in measured.kv] == [2]


@pytest.mark.parametrize("parallel", [1, 2])
def test_qwen35_interval_hybrid_with_an_mtp_layer(
    llama_server_path: Path, tmp_path: Path, parallel: int
) -> None:
    """Three gated-delta-net layers, attention on the 4th, and an MTP draft layer the
    main context leaves out of both memories."""
    model, measured = checked_on_server(llama_server_path, tmp_path, "qwen35", parallel=parallel)
    assert [line.layers for line in measured.kv] == [1]
    memory = layer_memory(read_gguf(model))
    assert (sum(memory.own_cache), sum(memory.recurrent)) == (1, 3)


def test_minimax01_lightning_attention_state(llama_server_path: Path, tmp_path: Path) -> None:
    """Lightning-attention layers keep a 128 x 128 matrix per head (4 heads) and no
    convolution; softmax attention every 2nd layer (the file's interval)."""
    _, measured = checked_on_server(llama_server_path, tmp_path, "minimax-01")
    assert [line.layers for line in measured.kv] == [2]
    assert measured.recurrent_mib == (0.5,)


def test_kimi_linear_kda_state_and_mla_cache(llama_server_path: Path, tmp_path: Path) -> None:
    """Three Kimi-Delta-Attention layers (0 KV heads: recurrent, each keeping 3 conv
    rows and a 128 x 128 matrix per head) and one MLA layer caching only its latent."""
    model, _ = checked_on_server(llama_server_path, tmp_path, "kimi-linear")
    (part,) = kv_cache_parts(read_gguf(model), 4096)
    assert (part.layers, part.v_bytes) == (1, 0)
    assert part.k_bytes == 4096 * (256 + 64) * 2


@pytest.mark.parametrize(("cache_type", "parallel"), [("f16", 1), ("q8_0", 2)])
def test_deepseek32_indexer_key_cache_beside_the_latent(
    llama_server_path: Path, tmp_path: Path, cache_type: str, parallel: int
) -> None:
    """Sparse attention (DSA): the MLA latent cache, then the lightning indexer's own
    K-only cache of one 128-wide head per layer."""
    model, measured = checked_on_server(
        llama_server_path, tmp_path, "deepseek32", cache_type=cache_type, parallel=parallel
    )
    parts = kv_cache_parts(read_gguf(model), 4096, cache_type, cache_type, sequences=parallel)
    assert [part.kind for part in parts] == ["full", "indexer"]
    assert [line.layers for line in measured.kv] == [3, 3]


@pytest.mark.parametrize("parallel", [1, 2])
def test_rwkv7_wkv_state(llama_server_path: Path, tmp_path: Path, parallel: int) -> None:
    """No attention: per layer and sequence, two token-shift rows of 512 and a 512 x 64
    WKV state, all F32."""
    model, measured = checked_on_server(llama_server_path, tmp_path, "rwkv7", parallel=parallel)
    assert measured.kv == ()
    assert measured.recurrent_mib
    expected = parallel * 2 * (2 * 512 + 512 * 64) * 4
    assert recurrent_state_bytes(read_gguf(model), parallel) == expected


@pytest.fixture(scope="module")
def gemma3n_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # 22 layers (15 MB): two past llama.cpp's fixed 20 layers with a cache of their own.
    return write_kv_model("gemma3n", tmp_path_factory.mktemp("gemma3n") / "gemma3n.gguf")


@pytest.mark.parametrize(("context", "parallel"), [(4096, 1), (32768, 2)])
def test_gemma3n_layers_past_20_read_earlier_caches(
    llama_server_path: Path, gemma3n_model: Path, context: int, parallel: int
) -> None:
    """Layers 20 and 21 keep no cache: the server caches 4 global and 16 sliding
    layers of 22, as ours does."""
    measured = server_memory(llama_server_path, gemma3n_model, context, "f16", parallel=parallel)
    assert_estimate_matches(gemma3n_model, measured)
    assert [line.layers for line in measured.kv] == [4, 16]
