"""More tiny random-weight models, one per memory layout llama.cpp has: layers that
read an earlier layer's KV cache (Gemma 3n, Gemma 4), a default window the file does not name
(Gemma 2), chunked attention (Llama 4), a pure recurrent state (Mamba 2), attention and
a Mamba-2 mixer in every layer (Falcon-H1), short-convolution layers beside sliding
attention (LFM2), an MTP draft layer left out of the cache (GLM-4), gated-delta-net
layers with attention every 4th layer and an MTP layer (Qwen3.5), and lightning
attention, whose state is a matrix per head (MiniMax-01), and Kimi Delta Attention
beside MLA (Kimi-Linear), and the sparse-attention indexer's key cache beside an MLA
cache (DeepSeek-V3.2), and RWKV-7's token-shift and WKV state.

Each writes exactly the tensors the pinned llama.cpp's loader creates for it (see
tiny_models.py for the shared vocabulary and helpers), so the real llama-server loads
it and prints its own memory accounting.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import gguf

from tests.support.tiny_models import (
    _HYBRID_EMBD,
    _HYBRID_FF,
    _MLA,
    _MLA_EMBD,
    _MLA_FF,
    _MLA_HEADS,
    _add_attention,
    _add_common,
    _add_dense_experts,
    _add_embeddings,
    _add_ffn,
    _add_ffn_matrices,
    _add_gemma_layer,
    _add_head_size,
    _add_mamba2_keys,
    _add_mamba2_mixer,
    _add_mla_attention,
    _add_mla_keys,
    _add_qkvo,
    _begin_mamba2_hybrid,
    _begin_mla,
    _Builder,
    _Dims,
    _Mamba2Dims,
    _MLADims,
    _Options,
    _write_llama_like,
    write_model_with,
)

# Gemma 4's layout: six layers, the fourth and sixth global; the last two read the cache
# of the last layer before them of their kind (llama.cpp: the two layers just before
# the shared ones, sliding then global). Sliding layers have smaller heads.
GEMMA4_PATTERN = (True, True, True, False, True, False)
GEMMA4_SHARED_KV_LAYERS = 2
GEMMA4_HEAD, GEMMA4_SWA_HEAD = 128, 64


def _write_gemma4(b: _Builder, n_vocab: int, options: _Options) -> None:
    n_embd, n_ff, n_head, n_head_kv = 128, 128, 2, 1
    pattern = options.sliding_window_pattern or GEMMA4_PATTERN
    layers = len(pattern)
    w = b.writer
    _add_common(w, "gemma4", options, layers, n_embd, n_ff, n_head, n_head_kv)
    w.add_key_length(GEMMA4_HEAD)
    w.add_value_length(GEMMA4_HEAD)
    w.add_key_length_swa(GEMMA4_SWA_HEAD)
    w.add_value_length_swa(GEMMA4_SWA_HEAD)
    w.add_rope_dimension_count_swa(GEMMA4_SWA_HEAD)
    w.add_sliding_window(options.sliding_window)
    w.add_array("gemma4.attention.sliding_window_pattern", [bool(flag) for flag in pattern])
    w.add_shared_kv_layers(GEMMA4_SHARED_KV_LAYERS)
    w.add_embedding_length_per_layer_input(0)
    w.add_rope_freq_base_swa(10000.0)
    _add_embeddings(b, n_embd, n_vocab, tied=True)
    # Proportional RoPE of the global layers: one table, shared by all of them.
    b.norm("rope_freqs.weight", GEMMA4_HEAD // 2)
    own_cache = layers - GEMMA4_SHARED_KV_LAYERS
    for i, sliding in enumerate(pattern):
        head = GEMMA4_SWA_HEAD if sliding else GEMMA4_HEAD
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        b.tensor(f"blk.{i}.attn_q.weight", n_embd, n_head * head)
        if i < own_cache:
            # Layers reading another layer's cache have no K/V projections of their own.
            b.tensor(f"blk.{i}.attn_k.weight", n_embd, n_head_kv * head)
            b.tensor(f"blk.{i}.attn_v.weight", n_embd, n_head_kv * head)
            b.norm(f"blk.{i}.attn_k_norm.weight", head)
        b.tensor(f"blk.{i}.attn_output.weight", n_head * head, n_embd)
        b.norm(f"blk.{i}.attn_q_norm.weight", head)
        b.norm(f"blk.{i}.post_attention_norm.weight", n_embd)
        _add_ffn(b, i, n_embd, n_ff)
        b.norm(f"blk.{i}.post_ffw_norm.weight", n_embd)


def _write_gemma3n(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Gemma 3n: llama.cpp gives layers 0-19 a cache of their own and has every later
    # layer read layer 18's (sliding) or 19's (global) cache; one global layer in five.
    # AltUp and LAuReL sizes are llama.cpp's fixed ones (4 streams, rank 64, 256).
    n_embd, n_ff, n_head, n_head_kv, head = 128, 128, 2, 1, 128
    n_altup, laurel_rank, n_embd_altup = 4, 64, 256
    layers = options.block_count or 22
    w = b.writer
    _add_common(w, "gemma3n", options, layers, n_embd, n_ff, n_head, n_head_kv)
    w.add_key_length(head)
    w.add_value_length(head)
    w.add_sliding_window(options.sliding_window or 512)
    w.add_rope_freq_base_swa(10000.0)
    _add_embeddings(b, n_embd, n_vocab, tied=True)
    b.tensor("altup_proj.weight", n_embd, n_embd, n_altup - 1)
    b.tensor("altup_unembd_proj.weight", n_embd, n_embd, n_altup - 1)
    b.tensor("per_layer_token_embd.weight", n_embd_altup * layers, n_vocab)
    b.tensor("per_layer_model_proj.weight", n_embd, n_embd_altup * layers)
    b.norm("per_layer_proj_norm.weight", n_embd_altup)
    for i in range(layers):
        _add_gemma_layer(b, i, n_embd, n_ff, n_head, n_head_kv, head, qk_norm=True)
        b.tensor(f"blk.{i}.inp_gate.weight", n_embd, n_embd_altup)
        b.tensor(f"blk.{i}.proj.weight", n_embd_altup, n_embd)
        b.norm(f"blk.{i}.post_norm.weight", n_embd)
        b.tensor(f"blk.{i}.altup_correct_coef.weight", n_altup, n_altup, f32=True)
        b.norm(f"blk.{i}.altup_correct_scale.weight", n_embd)
        b.tensor(f"blk.{i}.altup_predict_coef.weight", n_altup, n_altup * n_altup, f32=True)
        b.tensor(f"blk.{i}.altup_router.weight", n_embd, n_altup)
        b.norm(f"blk.{i}.altup_router_norm.weight", n_embd)
        b.tensor(f"blk.{i}.laurel_l.weight", n_embd, laurel_rank)
        b.tensor(f"blk.{i}.laurel_r.weight", laurel_rank, n_embd)
        b.norm(f"blk.{i}.laurel_post_norm.weight", n_embd)


def _write_gemma2(b: _Builder, n_vocab: int, options: _Options) -> None:
    # No sliding_window key: llama.cpp's gemma2 default window (4096) applies, every
    # second layer sliding.
    n_embd, n_ff, n_head, n_head_kv, head = 128, 128, 2, 2, 64
    layers = options.block_count or 4
    w = b.writer
    _add_common(w, "gemma2", options, layers, n_embd, n_ff, n_head, n_head_kv)
    _add_embeddings(b, n_embd, n_vocab, tied=True)
    for i in range(layers):
        _add_gemma_layer(b, i, n_embd, n_ff, n_head, n_head_kv, head, qk_norm=False)


def _write_mamba2(b: _Builder, n_vocab: int, options: _Options) -> None:
    n_embd, d_conv, d_state, n_group, n_ssm_head = 128, 4, 128, 1, 4
    d_inner = 2 * n_embd
    layers = options.block_count or 2
    w = b.writer
    _add_common(w, "mamba2", options, layers, n_embd, 0, 0, 0)
    mamba = _Mamba2Dims(d_conv, d_inner, d_state, n_group, n_ssm_head)
    _add_mamba2_keys(w, mamba)
    _add_embeddings(b, n_embd, n_vocab)
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        _add_mamba2_mixer(b, i, n_embd, mamba)


def _write_lfm2(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Short-convolution layers (0 KV heads) between attention layers; with a window in
    # the file every attention layer slides. A long convolution and a wide embedding
    # make the state (n_embd x (l_cache - 1) floats) big enough to read in the log.
    n_embd, n_ff, n_head, n_head_kv, l_cache = 512, 128, 4, 2, 17
    head = n_embd // n_head
    layers = options.block_count or 4
    kv = [0 if i % 2 == 0 else n_head_kv for i in range(layers)]
    w = b.writer
    _add_common(w, "lfm2", options, layers, n_embd, n_ff, n_head, kv)
    w.add_uint32("lfm2.shortconv.l_cache", l_cache)
    if options.sliding_window:
        w.add_sliding_window(options.sliding_window)
    b.tensor("token_embd.weight", n_embd, n_vocab)
    b.norm("token_embd_norm.weight", n_embd)
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        if kv[i]:
            b.norm(f"blk.{i}.attn_q_norm.weight", head)
            b.norm(f"blk.{i}.attn_k_norm.weight", head)
            _add_qkvo(b, i, n_embd, n_embd, kv[i] * head)
        else:
            b.tensor(f"blk.{i}.shortconv.conv.weight", l_cache, n_embd, f32=True)
            b.tensor(f"blk.{i}.shortconv.in_proj.weight", n_embd, 3 * n_embd)
            b.tensor(f"blk.{i}.shortconv.out_proj.weight", n_embd, n_embd)
        _add_ffn(b, i, n_embd, n_ff)


def _write_glm4_mtp(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Three trunk layers and one NextN (MTP) draft layer at the end: llama.cpp leaves
    # the draft layer out of the main context's KV cache.
    n_embd, n_ff, n_head, n_head_kv, head = 128, 128, 2, 2, 64
    trunk = options.block_count or 3
    layers = trunk + 1
    w = b.writer
    _add_common(w, "glm4", options, layers, n_embd, n_ff, n_head, n_head_kv)
    w.add_uint32("glm4.nextn_predict_layers", 1)
    w.add_rope_dimension_count(head)
    _add_embeddings(b, n_embd, n_vocab)
    for i in range(layers):
        _add_attention(b, i, n_embd, n_head, n_head_kv, head)
        b.norm(f"blk.{i}.post_attention_norm.weight", n_embd)
        b.norm(f"blk.{i}.ffn_norm.weight", n_embd)
        b.tensor(f"blk.{i}.ffn_up.weight", n_embd, 2 * n_ff)
        b.tensor(f"blk.{i}.ffn_down.weight", n_ff, n_embd)
        b.norm(f"blk.{i}.post_ffw_norm.weight", n_embd)
    _add_nextn(b, trunk, n_embd)


def _add_llama4_dense_experts(w: gguf.GGUFWriter) -> None:
    # The loader wants experts declared; a MoE step of 0 makes every layer dense, which
    # keeps the file tiny.
    w.add_expert_count(1)
    w.add_expert_used_count(1)
    w.add_expert_feed_forward_length(_LLAMA4_DIMS.n_ff)
    w.add_uint32("llama4.interleave_moe_layer_step", 0)


_LLAMA4_DIMS = _Dims(
    n_embd=128, n_head=2, n_head_kv=2, head_dim=64, layers=4, extra_keys=_add_llama4_dense_experts
)


def _write_llama4(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Llama-shaped. No window key: llama.cpp's chunked attention (8192-token chunks) on
    # three layers in four.
    _write_llama_like(_LLAMA4_DIMS, "llama4", b, n_vocab, options)


def _write_falcon_h1(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Every layer runs attention and a Mamba-2 mixer side by side: each has both a KV
    # cache and a recurrent state.
    n_embd, n_ff, n_head, n_head_kv, head = _HYBRID_EMBD, _HYBRID_FF, 2, 2, 64
    layers = options.block_count or 2
    mamba = _begin_mamba2_hybrid(b, n_vocab, "falcon-h1", options, layers, n_head, n_head_kv, head)
    for i in range(layers):
        _add_mamba2_mixer(b, i, n_embd, mamba)
        _add_qkvo(b, i, n_embd, n_head * head, n_head_kv * head)
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        # llama.cpp names this norm without the ".weight" suffix.
        b.norm(f"blk.{i}.ffn_norm", n_embd)
        _add_ffn_matrices(b, i, n_embd, n_ff)


def _write_qwen35(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Gated-delta-net (recurrent) layers with full attention every 4th layer, plus one
    # MTP draft layer at the end that the main context neither caches nor recurs.
    n_embd, n_ff, n_head, n_head_kv, head = 128, 128, 2, 2, 64
    d_conv, d_state, n_k_heads, n_v_heads = 4, 128, 1, 2
    d_inner = d_state * n_v_heads
    trunk = options.block_count or 4
    w = b.writer
    _add_common(w, "qwen35", options, trunk + 1, n_embd, n_ff, n_head, n_head_kv)
    _add_head_size(w, head)
    w.add_array("qwen35.rope.dimension_sections", [16, 8, 8, 0])
    w.add_uint32("qwen35.nextn_predict_layers", 1)
    w.add_ssm_conv_kernel(d_conv)
    w.add_ssm_inner_size(d_inner)
    w.add_ssm_state_size(d_state)
    w.add_ssm_time_step_rank(n_v_heads)
    w.add_ssm_group_count(n_k_heads)
    _add_embeddings(b, n_embd, n_vocab)
    conv_dim = 2 * n_k_heads * d_state + d_inner
    for i in range(trunk + 1):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        b.norm(f"blk.{i}.post_attention_norm.weight", n_embd)
        if (i + 1) % 4 == 0 or i == trunk:
            # Attention; its query projection carries a gate beside the queries.
            b.tensor(f"blk.{i}.attn_q.weight", n_embd, 2 * n_head * head)
            b.tensor(f"blk.{i}.attn_k.weight", n_embd, n_head_kv * head)
            b.tensor(f"blk.{i}.attn_v.weight", n_embd, n_head_kv * head)
            b.tensor(f"blk.{i}.attn_output.weight", n_head * head, n_embd)
            b.norm(f"blk.{i}.attn_q_norm.weight", head)
            b.norm(f"blk.{i}.attn_k_norm.weight", head)
        else:
            b.tensor(f"blk.{i}.attn_qkv.weight", n_embd, conv_dim)
            b.tensor(f"blk.{i}.attn_gate.weight", n_embd, d_inner)
            b.tensor(f"blk.{i}.ssm_conv1d.weight", d_conv, conv_dim, f32=True)
            b.norm(f"blk.{i}.ssm_dt.bias", n_v_heads)
            b.norm(f"blk.{i}.ssm_a", n_v_heads)
            b.tensor(f"blk.{i}.ssm_beta.weight", n_embd, n_v_heads)
            b.tensor(f"blk.{i}.ssm_alpha.weight", n_embd, n_v_heads)
            b.norm(f"blk.{i}.ssm_norm.weight", d_state)
            b.tensor(f"blk.{i}.ssm_out.weight", d_inner, n_embd)
        _add_ffn_matrices(b, i, n_embd, n_ff)
    _add_nextn(b, trunk, n_embd)


def _write_minimax01(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Lightning (linear) attention layers with softmax attention every 2nd layer; the
    # lightning layers keep one head x head matrix per head as their state.
    n_embd, n_ff, n_head, n_head_kv, head = 128, 64, 4, 2, 128
    layers = options.block_count or 4
    w = b.writer
    _add_common(w, "minimax-01", options, layers, n_embd, n_ff, n_head, n_head_kv)
    _add_head_size(w, head)
    w.add_uint32("minimax-01.full_attention_interval", 2)
    w.add_float32("minimax-01.residual_scale", 1.0)
    w.add_expert_count(1)
    w.add_expert_used_count(1)
    _add_embeddings(b, n_embd, n_vocab)
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        if (i + 1) % 2 == 0:
            b.tensor(f"blk.{i}.attn_q.weight", n_embd, n_head * head)
            b.tensor(f"blk.{i}.attn_k.weight", n_embd, n_head_kv * head)
            b.tensor(f"blk.{i}.attn_v.weight", n_embd, n_head_kv * head)
        else:
            b.norm(f"blk.{i}.attn_norm_2.weight", n_head * head)
            b.tensor(f"blk.{i}.attn_qkv.weight", n_embd, 3 * n_head * head)
            b.tensor(f"blk.{i}.attn_gate.weight", n_embd, n_head * head)
        b.tensor(f"blk.{i}.attn_output.weight", n_head * head, n_embd)
        b.norm(f"blk.{i}.ffn_norm.weight", n_embd)
        b.tensor(f"blk.{i}.ffn_gate_inp.weight", n_embd, 1, f32=True)
        b.tensor(f"blk.{i}.ffn_gate_exps.weight", n_embd, n_ff, 1)
        b.tensor(f"blk.{i}.ffn_down_exps.weight", n_ff, n_embd, 1)
        b.tensor(f"blk.{i}.ffn_up_exps.weight", n_embd, n_ff, 1)


def _write_kimi_linear(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Kimi Delta Attention (recurrent: 0 KV heads) on three layers, MLA on the fourth
    # (K-only latent cache). Every layer dense keeps the file tiny.
    n_embd, n_ff, n_head, d_conv, kda = 128, 128, 2, 4, 128
    kv_lora_rank, rope, nope, v_mla = 256, 64, 64, 64
    layers = options.block_count or 4
    kv = [1 if (i + 1) % 4 == 0 else 0 for i in range(layers)]
    w = b.writer
    _add_common(w, "kimi-linear", options, layers, n_embd, n_ff, n_head, kv)
    # The query is not compressed (no q_lora_rank).
    _add_mla_keys(w, _MLADims(0, kv_lora_rank, rope, nope, v_mla))
    w.add_ssm_conv_kernel(d_conv)
    w.add_uint32("kimi-linear.kda.head_dim", kda)
    _add_dense_experts(w, layers, n_ff)
    w.add_uint32("kimi-linear.expert_gating_func", 2)  # sigmoid
    _add_embeddings(b, n_embd, n_vocab)
    width = kda * n_head
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        if kv[i] == 0:
            for part in "qkv":
                b.tensor(f"blk.{i}.ssm_conv1d_{part}.weight", d_conv, 1, width, f32=True)
                b.tensor(f"blk.{i}.attn_{part}.weight", n_embd, width)
            b.tensor(f"blk.{i}.ssm_f_a.weight", n_embd, kda)
            b.tensor(f"blk.{i}.ssm_f_b.weight", kda, width)
            b.tensor(f"blk.{i}.ssm_beta.weight", n_embd, n_head)
            b.tensor(f"blk.{i}.ssm_a", 1, n_head, f32=True)
            b.norm(f"blk.{i}.ssm_dt.bias", width)
            b.tensor(f"blk.{i}.ssm_g_a.weight", n_embd, kda)
            b.tensor(f"blk.{i}.ssm_g_b.weight", kda, width)
            b.norm(f"blk.{i}.ssm_norm.weight", kda)
            b.tensor(f"blk.{i}.attn_output.weight", width, n_embd)
        else:
            b.norm(f"blk.{i}.attn_kv_a_norm.weight", kv_lora_rank)
            b.tensor(f"blk.{i}.attn_q.weight", n_embd, n_head * (nope + rope))
            b.tensor(f"blk.{i}.attn_kv_a_mqa.weight", n_embd, kv_lora_rank + rope)
            b.tensor(f"blk.{i}.attn_k_b.weight", nope, kv_lora_rank, n_head)
            b.tensor(f"blk.{i}.attn_v_b.weight", kv_lora_rank, v_mla, n_head)
            b.tensor(f"blk.{i}.attn_output.weight", n_head * v_mla, n_embd)
        _add_ffn(b, i, n_embd, n_ff)


def _write_deepseek32(b: _Builder, n_vocab: int, options: _Options) -> None:
    # DeepSeek-V3.2's sparse attention: the MLA latent cache plus, per layer, a K-only
    # cache of the lightning indexer's keys (one head of 128).
    n_embd, n_ff, n_head, mla = _MLA_EMBD, _MLA_FF, _MLA_HEADS, _MLA
    indexer_heads, indexer_key = 2, 128
    layers = options.block_count or 3
    _begin_mla(b, n_vocab, "deepseek32", options, layers)
    w = b.writer
    w.add_uint32("deepseek32.expert_gating_func", 2)  # sigmoid
    w.add_uint32("deepseek32.attention.indexer.head_count", indexer_heads)
    w.add_uint32("deepseek32.attention.indexer.key_length", indexer_key)
    w.add_uint32("deepseek32.attention.indexer.top_k", 64)
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        _add_mla_attention(b, i, n_embd, n_head, mla)
        b.norm(f"blk.{i}.indexer.k_norm.weight", indexer_key)
        b.norm(f"blk.{i}.indexer.k_norm.bias", indexer_key)
        b.tensor(f"blk.{i}.indexer.proj.weight", n_embd, indexer_heads)
        b.tensor(f"blk.{i}.indexer.attn_k.weight", n_embd, indexer_key)
        b.tensor(f"blk.{i}.indexer.attn_q_b.weight", mla.q_lora_rank, indexer_heads * indexer_key)
        _add_ffn(b, i, n_embd, n_ff)


def _write_rwkv7(b: _Builder, n_vocab: int, options: _Options) -> None:
    # RWKV-7: no attention at all; each layer keeps two token-shift rows and one
    # n_embd x head_size WKV state per sequence.
    n_embd, n_ff, head, lora = 512, 512, 64, 32
    layers = options.block_count or 2
    w = b.writer
    _add_common(w, "rwkv7", options, layers, n_embd, n_ff, 0, 0)
    w.add_float32("rwkv7.attention.layer_norm_epsilon", 1e-5)
    w.add_uint32("rwkv7.wkv.head_size", head)
    for rank in ("decay", "iclr", "value_residual_mix", "gate"):
        w.add_uint32(f"rwkv7.attention.{rank}_lora_rank", lora)
    w.add_uint32("rwkv7.token_shift_count", 2)
    b.tensor("token_embd.weight", n_embd, n_vocab)
    for name in ("token_embd_norm", "output_norm"):
        b.norm(f"{name}.weight", n_embd)
        b.norm(f"{name}.bias", n_embd)
    b.tensor("output.weight", n_embd, n_vocab)
    for i in range(layers):
        for norm in ("attn_norm", "attn_norm_2", "time_mix_ln"):
            b.norm(f"blk.{i}.{norm}.weight", n_embd)
            b.norm(f"blk.{i}.{norm}.bias", n_embd)
        for vector in ("w0", "a0", "v0", "k_k", "k_a", "r_k"):
            b.tensor(f"blk.{i}.time_mix_{vector}.weight", n_embd, f32=True)
        for low_rank in ("w", "a", "v", "g"):
            b.tensor(f"blk.{i}.time_mix_{low_rank}1.weight", n_embd, lora)
            b.tensor(f"blk.{i}.time_mix_{low_rank}2.weight", lora, n_embd)
        b.tensor(f"blk.{i}.time_mix_lerp_fused.weight", n_embd, 1, 1, 6, f32=True)
        for square in ("key", "value", "receptance", "output"):
            b.tensor(f"blk.{i}.time_mix_{square}.weight", n_embd, n_embd)
        b.tensor(f"blk.{i}.channel_mix_lerp_k.weight", n_embd, 1, 1, f32=True)
        b.tensor(f"blk.{i}.channel_mix_key.weight", n_embd, n_ff)
        b.tensor(f"blk.{i}.channel_mix_value.weight", n_ff, n_embd)


def _add_nextn(b: _Builder, layer: int, n_embd: int) -> None:
    """The tensors that make ``layer`` an MTP (NextN) draft block."""
    b.tensor(f"blk.{layer}.nextn.eh_proj.weight", 2 * n_embd, n_embd)
    b.norm(f"blk.{layer}.nextn.enorm.weight", n_embd)
    b.norm(f"blk.{layer}.nextn.hnorm.weight", n_embd)


_KV_WRITERS: dict[str, Callable[[_Builder, int, _Options], None]] = {
    "gemma4": _write_gemma4,
    "gemma2": _write_gemma2,
    "mamba2": _write_mamba2,
    "lfm2": _write_lfm2,
    "glm4": _write_glm4_mtp,
    "llama4": _write_llama4,
    "falcon-h1": _write_falcon_h1,
    "qwen35": _write_qwen35,
    "minimax-01": _write_minimax01,
    "kimi-linear": _write_kimi_linear,
    "deepseek32": _write_deepseek32,
    "rwkv7": _write_rwkv7,
    "gemma3n": _write_gemma3n,
}
KV_ARCHITECTURES = tuple(_KV_WRITERS)


def write_kv_model(arch: str, path: Path, *, sliding_window: int = 0) -> Path:
    """Write a loadable random-weight model of ``arch`` (one of KV_ARCHITECTURES), at
    each architecture's own layer count and a 32768-token context.
    ``sliding_window`` 0 writes no window key (gemma4 needs one: 512 then)."""
    if arch not in _KV_WRITERS:
        raise ValueError(f"no tiny KV model for architecture {arch!r}")
    if arch == "gemma4" and not sliding_window:
        sliding_window = 512
    options = _Options(32768, None, sliding_window, None)
    return write_model_with(_KV_WRITERS[arch], arch, path, options)
