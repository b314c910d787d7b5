"""Memory estimates by architecture family, on models described by their header only.

Expected sizes are worked out here from the models' shapes (layers x cells x width x
bytes per element), independently of the code under test; published figures for real
models are quoted where they exist. test_kv_vs_server.py checks the same code against
the real llama-server.
"""

from __future__ import annotations

import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.models.gguf_header import ArrayLength
from desktop.core.models.memory import (
    BYTES_PER_ELEMENT,
    CACHE_TYPES,
    CPU_OVERHEAD_BYTES,
    GPU_OVERHEAD_BYTES,
    MIB,
    MemoryBreakdown,
    MemoryEstimateError,
    cache_cells,
    compute_buffer_bytes,
    estimate_memory,
    kv_cache_bytes,
    kv_cache_parts,
    needs_flash_attention,
    recurrent_state_bytes,
)
from tests.support.tiny_models import synthetic_info

KIB = 1024
GIB = 1024**3


def test_bytes_per_element_by_cache_type() -> None:
    assert dict(BYTES_PER_ELEMENT) == {
        "f32": 4,
        "f16": 2,
        "bf16": 2,
        "q8_0": 34 / 32,
        "q4_0": 18 / 32,
        "q4_1": 20 / 32,
        "iq4_nl": 18 / 32,
        "q5_0": 22 / 32,
        "q5_1": 24 / 32,
    }


def test_legacy_head_size_is_embedding_over_heads() -> None:
    # Llama-2-7B: 32 layers, 32 heads of 4096/32 = 128, no GQA. Its well-known
    # 4096-token f16 cache is 2 GiB.
    info = synthetic_info(head_count_kv=32, context_length=4096)
    assert kv_cache_bytes(info, 4096) == 2 * GIB


def test_gqa_with_explicit_key_and_value_lengths() -> None:
    # Qwen3-8B: 36 layers, 32 heads but 8 KV heads of 128 (explicit; 4096/32 would
    # also be 128, so make the embedding disagree like Qwen3-0.6B's does).
    info = synthetic_info(
        "qwen3",
        block_count=36,
        embedding_length=1024,
        head_count=32,
        head_count_kv=8,
        key_length=128,
        value_length=128,
    )
    per_token = 36 * 8 * 128 * 2 * 2  # layers x heads x width x (K, V) x f16
    assert per_token == 144 * KIB
    assert kv_cache_bytes(info, 8192) == 8192 * per_token
    unequal = synthetic_info(
        "qwen3", block_count=2, head_count=4, head_count_kv=2, key_length=192, value_length=128
    )
    parts = kv_cache_parts(unequal, 1024)
    assert parts[0].k_bytes == 2 * 1024 * 2 * 192 * 2
    assert parts[0].v_bytes == 2 * 1024 * 2 * 128 * 2


def test_context_is_padded_to_256_cells() -> None:
    info = synthetic_info()
    assert cache_cells(1000) == (1024, 1)
    assert kv_cache_bytes(info, 1000) == kv_cache_bytes(info, 1024)
    assert kv_cache_bytes(info, 1025) == kv_cache_bytes(info, 1280)


def test_parallel_sequences_get_their_own_padded_share() -> None:
    info = synthetic_info()
    # -c 4096 --parallel 3: 4096 / 3 = 1365 cells each, padded to 1536, three streams.
    assert cache_cells(4096, 3) == (1536, 3)
    assert kv_cache_bytes(info, 4096, sequences=3) == kv_cache_bytes(info, 1536) * 3
    assert cache_cells(4096, 3, unified=True) == (4096, 1)


@pytest.mark.parametrize("cache_type", ["q8_0", "q4_0", "q4_1", "iq4_nl", "q5_0", "q5_1"])
def test_quantized_cache_scales_by_block_size(cache_type: str) -> None:
    info = synthetic_info()
    f16 = kv_cache_bytes(info, 4096)
    assert (
        kv_cache_bytes(info, 4096, cache_type, cache_type)
        == f16 / 2 * BYTES_PER_ELEMENT[cache_type]
    )
    mixed = kv_cache_bytes(info, 4096, "q8_0", "f16")
    assert mixed == f16 / 2 + f16 / 4 * BYTES_PER_ELEMENT["q8_0"]


def test_mla_caches_only_the_compressed_latent() -> None:
    # DeepSeek-V3: 61 layers; one latent of kv_lora_rank 512 plus 64 rope dims per token
    # and layer, K only: the published ~70 KB per token at f16.
    info = synthetic_info(
        "deepseek2",
        block_count=61,
        embedding_length=7168,
        head_count=128,
        head_count_kv=1,
        key_length=576,
        value_length=512,
        kv_lora_rank=512,
        key_length_mla=192,
        value_length_mla=128,
    )
    (part,) = kv_cache_parts(info, 4096)
    assert part.v_bytes == 0
    assert part.k_bytes == 4096 * 61 * 576 * 2
    assert part.k_bytes / 4096 == 70272


def test_deepseek2_without_mla_lengths_caches_full_heads() -> None:
    # Old conversions carry no key_length_mla: llama.cpp falls back to per-head K and V.
    info = synthetic_info(
        "deepseek2",
        block_count=2,
        head_count=16,
        head_count_kv=16,
        key_length=192,
        value_length=128,
        kv_lora_rank=512,
    )
    (part,) = kv_cache_parts(info, 256)
    assert part.k_bytes == 2 * 256 * 16 * 192 * 2
    assert part.v_bytes == 2 * 256 * 16 * 128 * 2


def test_sliding_window_layers_get_a_window_sized_cache() -> None:
    info = synthetic_info(
        "gemma3",
        block_count=62,
        embedding_length=5376,
        head_count=32,
        head_count_kv=16,
        key_length=128,
        value_length=128,
        sliding_window=1024,
    )
    full, sliding = kv_cache_parts(info, 32768)
    # llama.cpp's gemma3 default: every 6th layer is global -> layers 5, 11, ..., 59.
    assert full.layers == 10
    assert sliding.layers == 52
    assert full.cells == 32768
    # The window plus one 512-token batch, padded to 256.
    assert sliding.cells == 1536
    width = 16 * 128
    assert full.bytes == 10 * 32768 * width * 2 * 2
    assert sliding.bytes == 52 * 1536 * width * 2 * 2
    # A short context caps the window cache at the full size.
    _, short = kv_cache_parts(info, 512)
    assert short.cells == 512


def test_explicit_sliding_pattern_overrides_the_default() -> None:
    pattern = (True, False, True, False)
    info = synthetic_info(
        "gemma3",
        block_count=4,
        head_count_kv=8,
        sliding_window=512,
        sliding_window_pattern=pattern,
    )
    full, sliding = kv_cache_parts(info, 8192)
    assert (full.layers, sliding.layers) == (2, 2)
    assert sliding.cells == 1024


def test_sliding_window_on_an_architecture_without_one_is_ignored() -> None:
    # Qwen2 files carry sliding_window, but llama.cpp attends over the full context.
    info = synthetic_info("qwen2", sliding_window=4096)
    (part,) = kv_cache_parts(info, 32768)
    assert part.cells == 32768
    assert part.layers == 32


def test_hybrid_interval_model_caches_only_attention_layers() -> None:
    # Qwen3-Next-like: every 4th of 48 layers has attention, the rest are recurrent.
    info = synthetic_info(
        "qwen3next",
        block_count=48,
        embedding_length=2048,
        head_count=16,
        head_count_kv=2,
        key_length=256,
        value_length=256,
        full_attention_interval=4,
        ssm_conv_kernel=4,
        ssm_inner_size=4096,
        ssm_state_size=128,
        ssm_group_count=16,
        ssm_time_step_rank=32,
    )
    (part,) = kv_cache_parts(info, 4096)
    assert part.layers == 12
    assert part.bytes == 12 * 4096 * 2 * 256 * 2 * 2
    conv = (4 - 1) * (4096 + 2 * 16 * 128)
    state = 128 * 4096
    assert recurrent_state_bytes(info) == 36 * (conv + state) * 4
    assert recurrent_state_bytes(info, 2) == 2 * recurrent_state_bytes(info)


def test_hybrid_marked_by_zero_kv_heads() -> None:
    kv = [0, 0, 0, 4] * 10  # Granite-4.0-style: 1 attention layer in 4
    info = synthetic_info(
        "granitehybrid",
        block_count=40,
        embedding_length=1536,
        head_count=12,
        head_count_kv=kv,
        key_length=128,
        value_length=128,
        ssm_conv_kernel=4,
        ssm_inner_size=3072,
        ssm_state_size=128,
        ssm_group_count=1,
    )
    (part,) = kv_cache_parts(info, 8192)
    assert part.layers == 10
    assert part.bytes == 10 * 8192 * 4 * 128 * 2 * 2
    assert recurrent_state_bytes(info) == 30 * ((3 * (3072 + 2 * 128)) + 128 * 3072) * 4


def test_nemotron_h_mlp_layers_have_neither_cache() -> None:
    # Mamba (0 KV heads, no FFN), attention (KV heads, no FFN), MLP (FFN only).
    info = synthetic_info(
        "nemotron_h",
        block_count=3,
        head_count_kv=[0, 8, 0],
        ssm_conv_kernel=4,
        ssm_inner_size=256,
        ssm_state_size=16,
        ssm_group_count=2,
        metadata={"nemotron_h.feed_forward_length": (0, 0, 1024)},
    )
    (part,) = kv_cache_parts(info, 256)
    assert part.layers == 1
    assert recurrent_state_bytes(info) == 1 * ((3 * (256 + 2 * 2 * 16)) + 16 * 256) * 4


def test_pure_recurrent_models_have_no_kv_cache() -> None:
    mamba = synthetic_info(
        "mamba",
        block_count=24,
        embedding_length=768,
        head_count=0,
        head_count_kv=0,
        ssm_conv_kernel=4,
        ssm_inner_size=1536,
        ssm_state_size=16,
    )
    assert kv_cache_parts(mamba, 4096) == ()
    assert kv_cache_bytes(mamba, 4096) == 0
    assert recurrent_state_bytes(mamba) == 24 * (3 * 1536 + 16 * 1536) * 4
    rwkv = synthetic_info(
        "rwkv7",
        block_count=12,
        embedding_length=768,
        head_count=0,
        head_count_kv=0,
        metadata={"rwkv7.wkv.head_size": 64},
    )
    assert recurrent_state_bytes(rwkv) == 12 * (2 * 768 + 768 * 64) * 4


def test_lfm2_short_convolution_state() -> None:
    info = synthetic_info(
        "lfm2",
        block_count=4,
        embedding_length=1024,
        head_count=16,
        head_count_kv=[0, 8, 0, 8],
        metadata={"lfm2.shortconv.l_cache": 3},
    )
    (part,) = kv_cache_parts(info, 1024)
    assert part.layers == 2
    assert recurrent_state_bytes(info) == 2 * 1024 * 2 * 4


def test_encoders_and_non_hybrids_have_no_recurrent_state() -> None:
    assert kv_cache_bytes(synthetic_info("bert"), 512) == 0
    assert recurrent_state_bytes(synthetic_info()) == 0


def test_nextn_draft_layers_are_not_cached() -> None:
    info = synthetic_info("glm4moe", block_count=47, metadata={"glm4moe.nextn_predict_layers": 1})
    (part,) = kv_cache_parts(info, 256)
    assert part.layers == 46


def test_without_flash_attention_v_rows_are_as_wide_as_the_widest() -> None:
    info = synthetic_info(block_count=2, head_count=8, head_count_kv=[2, 4])
    flash = kv_cache_parts(info, 256)[0]
    plain = kv_cache_parts(info, 256, flash_attention=False)[0]
    assert flash.v_bytes == 256 * (2 + 4) * 512 * 2
    assert plain.v_bytes == 256 * (4 + 4) * 512 * 2
    assert plain.k_bytes == flash.k_bytes


def test_unknown_cache_type_is_a_plain_error() -> None:
    with pytest.raises(MemoryEstimateError) as caught:
        kv_cache_bytes(synthetic_info(), 4096, "q3_k")
    assert isinstance(caught.value, LlamaDeskError)
    assert "q3_k" in caught.value.message
    assert "q8_0" in caught.value.message
    assert "\n" not in caught.value.message


@pytest.mark.parametrize("context", [0, -5])
def test_context_must_be_positive(context: int) -> None:
    with pytest.raises(MemoryEstimateError, match="context length"):
        kv_cache_bytes(synthetic_info(), context)


def test_cache_type_names_are_case_insensitive() -> None:
    info = synthetic_info()
    assert kv_cache_bytes(info, 512, "Q8_0", "F16") == kv_cache_bytes(info, 512, "q8_0", "f16")


def test_breakdown_total_is_the_sum_of_its_parts() -> None:
    breakdown = MemoryBreakdown(1, 20, 300, 4000, 50000)
    assert breakdown.total == 54321


def test_estimate_memory_counts_every_part() -> None:
    info = synthetic_info(
        metadata={"tokenizer.ggml.tokens": ArrayLength(element_type=8, length=32000)}
    )
    cpu = estimate_memory(info, 4096)
    assert cpu.weights_bytes == info.file_size
    assert cpu.kv_cache_bytes == kv_cache_bytes(info, 4096)
    assert cpu.recurrent_bytes == 0
    assert cpu.compute_bytes == compute_buffer_bytes(info, 4096)
    assert cpu.overhead_bytes == CPU_OVERHEAD_BYTES
    two_gpus = estimate_memory(info, 4096, gpu_count=2)
    assert two_gpus.overhead_bytes == 2 * GPU_OVERHEAD_BYTES
    assert two_gpus.compute_bytes == 2 * cpu.compute_bytes
    quantized = estimate_memory(info, 4096, "q8_0")
    assert quantized.kv_cache_bytes == kv_cache_bytes(info, 4096, "q8_0", "q8_0")


def test_compute_buffer_grows_with_context() -> None:
    info = synthetic_info()
    small, large = compute_buffer_bytes(info, 4096), compute_buffer_bytes(info, 8192)
    # The F16 attention mask: one row per batch token (512) over every extra cell.
    assert large - small == 4096 * 512 * 2
    assert small > 0
    assert small < 1024 * MIB


def test_only_unquantized_v_caches_work_without_flash_attention() -> None:
    assert {t for t in CACHE_TYPES if not needs_flash_attention(t)} == {"f32", "f16", "bf16"}
    assert needs_flash_attention("q8_0") and needs_flash_attention("iq4_nl")
