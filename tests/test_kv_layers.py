"""Which layers get which memory, per architecture rule of the pinned llama.cpp, on
models described by their header only (real-sized layer counts without writing them).
The expected layers are read off llama.cpp's source (cited per test); the server
tests in test_kv_families.py / test_kv_vs_server.py check the same code end to end.
"""

from __future__ import annotations

from desktop.core.models.kv_architectures import (
    DENSE_FIRST_ARCHITECTURES,
    HYBRID_ARCHITECTURES,
    SLIDING_RULES,
)
from desktop.core.models.kv_layers import layer_memory
from desktop.core.models.memory import kv_cache_parts, recurrent_state_bytes
from tests.support.tiny_models import synthetic_info


def _indices(flags: tuple[bool, ...]) -> list[int]:
    return [index for index, flag in enumerate(flags) if flag]


def test_gemma3n_layers_from_20_on_share_earlier_caches() -> None:
    # models/gemma3n.cpp: n_layer_kv_from_start = 20; E2B has 30 layers, 1 global in 5.
    info = synthetic_info(
        "gemma3n", block_count=30, head_count=8, head_count_kv=2, key_length=256,
        value_length=256, sliding_window=512,
    )  # fmt: skip
    memory = layer_memory(info)
    assert _indices(memory.own_cache) == list(range(20))
    full, sliding = kv_cache_parts(info, 4096)
    assert (full.layers, sliding.layers) == (4, 16)  # layers 4, 9, 14, 19 are global


def test_gemma4_shared_layers_counted_from_the_end() -> None:
    pattern = (True, True, True, True, True, False) * 5
    info = synthetic_info(
        "gemma4", block_count=30, head_count_kv=2, sliding_window=1024,
        sliding_window_pattern=pattern,
        metadata={"gemma4.attention.shared_kv_layers": 10},
    )  # fmt: skip
    assert _indices(layer_memory(info).own_cache) == list(range(20))
    without = synthetic_info(
        "gemma4", block_count=30, head_count_kv=2, sliding_window=1024,
        sliding_window_pattern=pattern,
    )  # fmt: skip
    assert all(layer_memory(without).own_cache)


def test_llama4_chunks_attention_by_default_unless_the_file_says_zero() -> None:
    # models/llama4.cpp: chunked, n_swa 8192, 3 chunked layers then 1 full; a window
    # key of 0 turns it off; any other value is overridden by 8192.
    info = synthetic_info("llama4", block_count=48)
    memory = layer_memory(info)
    assert memory.window == 8192
    assert _indices(memory.sliding)[:4] == [0, 1, 2, 4]
    full, chunked = kv_cache_parts(info, 65536)
    assert (full.layers, chunked.layers, chunked.cells) == (12, 36, 8192 + 512)
    assert layer_memory(synthetic_info("llama4", sliding_window=4096)).window == 8192
    assert len(kv_cache_parts(synthetic_info("llama4", sliding_window=0), 65536)) == 1


def test_window_defaults_and_conditions() -> None:
    # gemma2: 4096 without a key; exaone-moe: 128; exaone4: only the 64-layer model;
    # smallthinker: any key turns on a fixed 4096; gemma3 and olmo2: no key, no window.
    assert layer_memory(synthetic_info("gemma2", block_count=26)).window == 4096
    assert layer_memory(synthetic_info("exaone-moe")).window == 128
    assert layer_memory(synthetic_info("exaone4", block_count=64)).window == 4096
    assert layer_memory(synthetic_info("exaone4", block_count=30)).window == 0
    assert layer_memory(synthetic_info("smallthinker", sliding_window=100)).window == 4096
    assert layer_memory(synthetic_info("smallthinker")).window == 0
    assert layer_memory(synthetic_info("gemma3")).window == 0
    assert layer_memory(synthetic_info("olmo2", sliding_window=4096)).window == 4096


def test_architectures_that_need_the_files_flags() -> None:
    # gemma4, granite_swa, maple, mimo2, spark2_5, step35 read the per-layer array;
    # without one llama.cpp refuses the file, and we count no sliding layer.
    for arch in ("granite_swa", "maple", "mimo2", "spark2_5", "step35"):
        assert SLIDING_RULES[arch].period is None
        assert not any(layer_memory(synthetic_info(arch, sliding_window=512)).sliding)
        flags = (True, False) * 16
        memory = layer_memory(
            synthetic_info(arch, sliding_window=512, sliding_window_pattern=flags)
        )
        assert memory.sliding == flags


def test_a_period_pattern_follows_the_architectures_dense_first_rule() -> None:
    # cohere2moe puts the full-attention layer first in each group of 4.
    assert "cohere2moe" in DENSE_FIRST_ARCHITECTURES
    info = synthetic_info(
        "cohere2moe", block_count=8, sliding_window=4096,
        sliding_window_pattern=(False, True, True, True) * 2, sliding_window_period=4,
    )  # fmt: skip
    assert _indices(layer_memory(info).sliding) == [1, 2, 3, 5, 6, 7]


def test_phi3_and_qwen2_ignore_their_window_keys() -> None:
    for arch in ("phi3", "qwen2"):
        (part,) = kv_cache_parts(synthetic_info(arch, sliding_window=2048), 32768)
        assert part.cells == 32768


def test_lfm2moe_never_slides() -> None:
    # models/lfm2moe.cpp sets no swa_type, unlike lfm2.
    info = synthetic_info(
        "lfm2moe", block_count=4, head_count_kv=[0, 8, 0, 8], sliding_window=512,
        metadata={"lfm2moe.shortconv.l_cache": 3},
    )  # fmt: skip
    memory = layer_memory(info)
    assert not any(memory.sliding)
    assert _indices(memory.own_cache) == [1, 3]


def test_kimi_linear_marks_kda_layers_by_zero_kv_heads() -> None:
    # models/kimi-linear.cpp: is_recr = n_head_kv == 0 (not an interval); the KDA state
    # (llama_hparams::n_embd_r / n_embd_s): 3 x (d_conv - 1) x heads x head_dim conv
    # rows plus one head_dim x head_dim matrix per head.
    kv = [0, 0, 0, 32] * 3
    info = synthetic_info(
        "kimi-linear", block_count=12, embedding_length=2304, head_count=32,
        head_count_kv=kv, ssm_conv_kernel=4,
        metadata={"kimi-linear.kda.head_dim": 128},
    )  # fmt: skip
    memory = layer_memory(info)
    assert _indices(memory.own_cache) == [3, 7, 11]
    assert sum(memory.recurrent) == 9
    per_layer = 3 * 3 * 32 * 128 + 128 * 128 * 32
    assert recurrent_state_bytes(info) == 9 * per_layer * 4


def test_minimax01_interval_defaults_to_8_and_state_is_a_matrix_per_head() -> None:
    info = synthetic_info(
        "minimax-01", block_count=16, embedding_length=6144, head_count=64,
        head_count_kv=8, key_length=128, value_length=128,
    )  # fmt: skip
    memory = layer_memory(info)
    assert _indices(memory.own_cache) == [7, 15]
    # Lightning attention keeps no convolution: S only, 128 x 128 per head.
    assert recurrent_state_bytes(info) == 14 * 128 * 128 * 64 * 4


def test_nemotron_h_attention_layers_have_no_feed_forward() -> None:
    info = synthetic_info(
        "nemotron_h", block_count=4, head_count_kv=[0, 8, 8, 0],
        ssm_conv_kernel=4, ssm_inner_size=256, ssm_state_size=16, ssm_group_count=2,
        metadata={"nemotron_h.feed_forward_length": (0, 0, 1024, 1024)},
    )  # fmt: skip
    memory = layer_memory(info)
    assert _indices(memory.own_cache) == [1]
    assert _indices(memory.recurrent) == [0]


def test_falcon_h1_has_both_on_every_layer() -> None:
    info = synthetic_info(
        "falcon-h1", block_count=4, ssm_conv_kernel=4, ssm_inner_size=256,
        ssm_state_size=16, ssm_group_count=1,
    )  # fmt: skip
    memory = layer_memory(info)
    assert all(memory.own_cache) and all(memory.recurrent)
    assert "falcon-h1" in HYBRID_ARCHITECTURES


def test_mla_needs_both_mla_head_sizes() -> None:
    # llama_hparams::is_mla: both key_length_mla and value_length_mla non-zero.
    only_rank = synthetic_info(
        "deepseek2", block_count=2, head_count_kv=1, key_length=576, value_length=512,
        kv_lora_rank=512,
    )  # fmt: skip
    (part,) = kv_cache_parts(only_rank, 256)
    assert part.v_bytes > 0
    latent = synthetic_info(
        "deepseek2", block_count=2, head_count_kv=1, key_length=576, value_length=512,
        kv_lora_rank=512, key_length_mla=192, value_length_mla=128,
    )  # fmt: skip
    (part,) = kv_cache_parts(latent, 256)
    assert part.v_bytes == 0


def test_mtp_layers_are_neither_cached_nor_sliding() -> None:
    info = synthetic_info(
        "gemma3", block_count=7, sliding_window=512,
        metadata={"gemma3.nextn_predict_layers": 1},
    )  # fmt: skip
    memory = layer_memory(info)
    assert not memory.own_cache[6] and not memory.sliding[6]
    assert _indices(memory.own_cache) == list(range(6))


def test_glm_dsa_indexer_cache_on_flagged_layers_only() -> None:
    # llama-model.cpp, LLM_ARCH_GLM_DSA: filter_lid = is_indexer_full(il), read from
    # attention.indexer.types.
    info = synthetic_info(
        "glm-dsa", block_count=4, head_count_kv=1, key_length=576, value_length=512,
        kv_lora_rank=512, key_length_mla=192, value_length_mla=128,
        metadata={
            "glm-dsa.attention.indexer.key_length": 128,
            "glm-dsa.attention.indexer.types": (True, False, False, True),
        },
    )  # fmt: skip
    full, indexer = kv_cache_parts(info, 1024)
    assert (full.layers, indexer.layers) == (4, 2)
    assert indexer.k_bytes == 2 * 1024 * 128 * 2
    assert indexer.v_bytes == 0
