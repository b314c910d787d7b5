"""Memory of the architectures with a cache class of their own in the pinned llama.cpp
(llama-model.cpp ``create_memory``; llama-kv-cache-{dsa,dsa-iswa,msa,dsv4}.cpp,
llama-memory-hybrid-idx.cpp), on models described by their header only. Each number is
read off the source named beside it.
"""

from __future__ import annotations

from desktop.core.models.kv_dsv4 import dsv4_caches
from desktop.core.models.kv_layers import layer_memory
from desktop.core.models.memory import kv_cache_parts, row_bytes
from tests.support.rare_kv_models import (
    MLA,
    deepseek4,
    dots3note,
    glm5_next,
    minimax_m3,
    qwen4exp,
)
from tests.support.tiny_models import synthetic_info


def test_gemma4_assistant_shares_the_target_models_cache() -> None:
    # create_memory, LLM_ARCH_GEMMA4_ASSISTANT: share(il) maps every layer to the
    # target's n_layer - 2 (SWA) or n_layer - 1, so llama_kv_cache pushes the target's
    # tensors (layer_share) and allocates none of its own.
    info = synthetic_info(
        "gemma4-assistant", block_count=4, head_count_kv=1, sliding_window=512,
        sliding_window_pattern=(True, True, True, False),
    )  # fmt: skip
    assert kv_cache_parts(info, 4096) == ()


def test_hy_v4_indexer_cache_only_with_a_top_k() -> None:
    # create_memory, LLM_ARCH_HY_V4: indexer_top_k == 0 -> plain llama_kv_cache; else
    # llama_kv_cache_dsa with filter_lid = is_indexer_full(il); MLA, so K-only
    # (llama_kv_cache: has_v = !is_mla) and one 128-wide indexer head
    # (llama_kv_cache_dsa: n_head_kv = 1, n_embd_head_k_full = indexer_head_size).
    metadata = {
        "hy_v4.attention.indexer.key_length": 128,
        "hy_v4.attention.indexer.types": (True, False, True, False),
    }
    sparse = synthetic_info(
        "hy_v4", block_count=4, head_count_kv=1, **MLA,
        metadata={**metadata, "hy_v4.attention.indexer.top_k": 2048},
    )  # fmt: skip
    full, indexer = kv_cache_parts(sparse, 4096)
    assert (full.layers, full.k_bytes, full.v_bytes) == (4, 4 * 4096 * 576 * 2, 0)
    assert (indexer.layers, indexer.k_bytes, indexer.v_bytes) == (2, 2 * 4096 * 128 * 2, 0)
    dense = synthetic_info("hy_v4", block_count=4, head_count_kv=1, **MLA, metadata=metadata)
    assert [part.kind for part in kv_cache_parts(dense, 4096)] == ["full"]


def test_dflash_dsv4_stages_slide_on_every_layer() -> None:
    # models/dflash.cpp: with hyper_connection.count, set_swa_pattern(0) and
    # is_swa_impl = true on every layer; create_memory builds a llama_kv_cache_iswa
    # (no layer filter): a window of pad(min(4096, 128 + 512), 256) = 768 cells, K and
    # V (no MLA keys are read) of one 512-wide head on both layers. Its own cache: no
    # sharing with the target (mem_other is nullptr).
    info = synthetic_info(
        "dflash", block_count=2, head_count=8, head_count_kv=1, key_length=512,
        value_length=512, sliding_window=128,
        metadata={"dflash.hyper_connection.count": 4},
    )  # fmt: skip
    full, sliding = kv_cache_parts(info, 4096)
    assert full.layers == 0
    assert (sliding.layers, sliding.cells) == (2, 768)
    assert sliding.bytes == 2 * 768 * (512 + 512) * 2
    # Without it: the default path, one full cache (no window key, no sliding).
    plain = synthetic_info("dflash", block_count=2, head_count_kv=1)
    assert [part.kind for part in kv_cache_parts(plain, 4096)] == ["full"]


def _indices(flags: tuple[bool, ...]) -> list[int]:
    return [index for index, flag in enumerate(flags) if flag]


def test_minimax_m3_msa_indexer_from_the_first_sparse_layer() -> None:
    # create_memory, LLM_ARCH_MINIMAX_M3: llama_kv_cache_msa, main cache unfiltered (the
    # MTP layer too), indexer filter il >= n_layer_dense_lead; the indexer cache is a
    # llama_kv_cache with n_head_kv = 1 and n_embd_head_k = indexer_head_size but the
    # model's V head kept (not MLA, so llama_kv_cache stores V: 1 x value_length).
    memory = layer_memory(minimax_m3())
    assert all(memory.own_cache)
    assert _indices(memory.indexer) == [2, 3, 4]
    assert (memory.indexer_key, memory.indexer_value) == (64, 128)
    # Per cell: 3 layers x (64 + 128) f16 values.
    indexer_bytes = sum(memory.indexer) * (row_bytes("f16", 64) + row_bytes("f16", 128))
    assert indexer_bytes * 4096 == 3 * 4096 * (64 + 128) * 2


def test_glm5_next_k_pool_indexer_on_its_dsa_layers() -> None:
    # create_memory, LLM_ARCH_GLM5_NEXT: filter_idx = trunk && !is_recr && is_indexer_full;
    # llama_memory_hybrid_idx: n_embd_head_k = indexer_head_size * indexer_kpool_row
    # (3: key | gate | pooled, llama-hparams.h), K-only (MLA faked).
    memory = layer_memory(glm5_next())
    assert _indices(memory.own_cache) == [3, 7]
    assert _indices(memory.indexer) == [7]  # layer 3 unflagged, layer 8 is the MTP head
    assert (memory.indexer_key, memory.indexer_value) == (3 * 128, 0)


def test_qwen4exp_indexer_rows_follow_the_compress_ratio() -> None:
    # create_memory: QWEN4EXP with indexer_head_size > 0 -> filter_idx = trunk && !is_recr;
    # qwen4exp.cpp: indexer_kpool = the common non-zero compress ratio, kpool_row = 2.
    memory = layer_memory(qwen4exp())
    assert _indices(memory.indexer) == _indices(memory.own_cache) == [3, 7]
    assert memory.indexer_key == 2 * 128
    plain = layer_memory(qwen4exp(pooled=False))
    assert plain.indexer_key == 128


def test_dots3note_sliding_layers_beside_the_dsa_cache() -> None:
    # dots3note.cpp: sliding_window and the per-layer pattern are required (get_key,
    # get_arr); create_memory builds llama_kv_cache_dsa_iswa: a DSA cache of the
    # full-attention trunk layers, an SWA cache of the sliding ones, and an indexer
    # cache on the flagged trunk layers.
    memory = layer_memory(dots3note())
    assert _indices(memory.own_cache) == [0, 1, 2, 3]
    assert _indices(memory.sliding) == [1, 2]
    assert memory.window == 1024
    assert _indices(memory.indexer) == [0, 3]


def test_deepseek4_compressed_caches_and_compressor_states() -> None:
    # llama_kv_cache_dsv4's constructor (llama-kv-cache-dsv4.cpp), at 4096 cells, one
    # sequence, -ub 512, f16, one 512-wide K head (K-only: dsv4_make_k_only):
    shapes = {shape.kind: shape for shape in dsv4_caches(deepseek4(), 4096, 1, 512)}
    sizes = {kind: shape.size(row_bytes, "f16") for kind, shape in shapes.items()}
    # kv_raw: llama_kv_cache_iswa, every layer SWA: pad(min(4096, 128 + 512), 256) cells.
    assert sizes["raw"] == 4 * 768 * 512 * 2
    # kv_csa / kv_hca: GGML_PAD(dsv4_comp_size(4096, 4 | 128), 256) = 1024 / 256 cells.
    assert sizes["csa"] == 2 * 1024 * 512 * 2
    assert sizes["hca"] == 1 * 256 * 512 * 2
    # kv_lid: one 128-wide head (hparams_lid) on the CSA layers, at the CSA rate.
    assert sizes["indexer"] == 2 * 1024 * 128 * 2
    # llama_dsv4_comp_state: kv + score, F32, n_embd_state x state_size per trunk layer:
    # CSA 2*512 x 8, HCA 512 x 128, indexer 2*128 x 8.
    assert sizes["csa_state"] == 2 * 2 * (2 * 512) * 8 * 4
    assert sizes["hca_state"] == 1 * 2 * 512 * 128 * 4
    assert sizes["indexer_state"] == 2 * 2 * (2 * 128) * 8 * 4
    assert sum(sizes.values()) == 6_717_440
