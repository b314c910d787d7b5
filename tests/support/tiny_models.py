"""Tiny random-weight GGUF models that the real llama-server loads in well under a second.

Each writer produces exactly the tensors llama.cpp's loader creates for the architecture
(it rejects files with extra or missing tensors) plus a minimal SentencePiece vocabulary
(three specials and the 256 byte tokens), so the server can tokenize any text. The
weights are random: the models talk nonsense, but every memory structure llama.cpp
builds for them (KV caches, sliding-window caches, MLA latents, recurrent states) is the
real one, which is what memory estimates are tested against.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gguf
import numpy as np

from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.gguf_header import ArrayLength, MetadataValue

TINY_ARCHITECTURES = ("llama", "qwen2", "qwen3", "gemma3", "deepseek2", "granitehybrid")

CHATML_TEMPLATE = (
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{{ message['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)

_WORDS = ("the", "a", "and", "to", "of", "in", "is", "it", "you", "that", "hello", "world")


@dataclass
class _Builder:
    """Collects tensors with llama.cpp's dimension order (innermost first)."""

    writer: gguf.GGUFWriter
    rng: np.random.Generator
    matrix_dtype: type[np.floating]

    def tensor(self, name: str, *ggml_shape: int, f32: bool = False) -> None:
        # ggml lists dimensions innermost first; numpy wants them outermost first.
        shape = tuple(reversed(ggml_shape))
        dtype = self.matrix_dtype if len(shape) >= 2 and not f32 else np.float32
        values = self.rng.standard_normal(shape).astype(np.float32) * 0.02
        self.writer.add_tensor(name, values.astype(dtype))

    def norm(self, name: str, size: int) -> None:
        self.writer.add_tensor(name, np.ones((size,), dtype=np.float32))


def _add_vocab(writer: gguf.GGUFWriter) -> int:
    tokens = ["<unk>", "<s>", "</s>"]
    token_types = [
        gguf.TokenType.UNKNOWN,
        gguf.TokenType.CONTROL,
        gguf.TokenType.CONTROL,
    ]
    tokens += [f"<0x{byte:02X}>" for byte in range(256)]
    token_types += [gguf.TokenType.BYTE] * 256
    tokens += [f"▁{word}" for word in _WORDS]
    token_types += [gguf.TokenType.NORMAL] * len(_WORDS)
    scores = [0.0] * 259 + [-float(index) for index in range(len(_WORDS))]

    writer.add_tokenizer_model("llama")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types([int(kind) for kind in token_types])
    writer.add_unk_token_id(0)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    writer.add_add_bos_token(True)
    writer.add_chat_template(CHATML_TEMPLATE)
    return len(tokens)


@dataclass(frozen=True)
class _Options:
    context_length: int
    block_count: int | None
    sliding_window: int
    sliding_window_pattern: Sequence[bool] | None


def _add_common(
    writer: gguf.GGUFWriter,
    arch: str,
    options: _Options,
    layers: int,
    n_embd: int,
    n_ff: int,
    n_head: int,
    n_head_kv: int | Sequence[int],
) -> None:
    """The keys every tiny architecture writes, named ``tiny-<arch>``."""
    writer.add_name(f"tiny-{arch}")
    writer.add_context_length(options.context_length)
    writer.add_block_count(layers)
    writer.add_embedding_length(n_embd)
    writer.add_feed_forward_length(n_ff)
    writer.add_head_count(n_head)
    writer.add_layer_norm_rms_eps(1e-6)
    writer.add_rope_freq_base(10000.0)
    writer.add_head_count_kv(n_head_kv)


def _add_ffn(b: _Builder, i: int, n_embd: int, n_ff: int) -> None:
    b.norm(f"blk.{i}.ffn_norm.weight", n_embd)
    _add_ffn_matrices(b, i, n_embd, n_ff)


def _add_ffn_matrices(b: _Builder, i: int, n_embd: int, n_ff: int) -> None:
    b.tensor(f"blk.{i}.ffn_gate.weight", n_embd, n_ff)
    b.tensor(f"blk.{i}.ffn_up.weight", n_embd, n_ff)
    b.tensor(f"blk.{i}.ffn_down.weight", n_ff, n_embd)


@dataclass(frozen=True)
class _MLADims:
    q_lora_rank: int
    kv_lora_rank: int
    rope: int
    nope: int
    v_head: int


def _add_mla_keys(w: gguf.GGUFWriter, d: _MLADims) -> None:
    """MLA's head sizes as converters write them: one KV "head" holding the compressed
    latent plus the shared rope part; ``q_lora_rank`` 0 for an uncompressed query."""
    w.add_key_length(d.kv_lora_rank + d.rope)
    w.add_value_length(d.kv_lora_rank)
    w.add_key_length_mla(d.nope + d.rope)
    w.add_value_length_mla(d.v_head)
    if d.q_lora_rank:
        w.add_q_lora_rank(d.q_lora_rank)
    w.add_kv_lora_rank(d.kv_lora_rank)
    w.add_rope_dimension_count(d.rope)


def _add_dense_experts(w: gguf.GGUFWriter, layers: int, n_ff: int) -> None:
    """MoE keys that make every layer dense (one shared expert), which keeps the file tiny."""
    w.add_leading_dense_block_count(layers)
    w.add_expert_feed_forward_length(n_ff)
    w.add_expert_shared_count(1)


def _add_head_size(w: gguf.GGUFWriter, head: int) -> None:
    """One attention head's size: keys, values and the rotated part all ``head`` wide."""
    w.add_key_length(head)
    w.add_value_length(head)
    w.add_rope_dimension_count(head)


# The sizes of the tiny models with MLA attention (DeepSeek's latent KV cache).
_MLA_EMBD, _MLA_FF, _MLA_HEADS = 128, 128, 2
_MLA = _MLADims(q_lora_rank=64, kv_lora_rank=256, rope=64, nope=64, v_head=64)


def _begin_mla(b: _Builder, n_vocab: int, arch: str, options: _Options, layers: int) -> None:
    """The keys and embeddings of a model with MLA attention (the caller adds its
    layers and any keys of its own)."""
    w = b.writer
    _add_common(w, arch, options, layers, _MLA_EMBD, _MLA_FF, _MLA_HEADS, 1)
    _add_mla_keys(w, _MLA)
    # Every layer dense keeps the model tiny; the attention (and so the cache) is MLA.
    _add_dense_experts(w, layers, _MLA_FF)
    _add_embeddings(b, _MLA_EMBD, n_vocab)


def _add_mla_attention(b: _Builder, i: int, n_embd: int, n_head: int, d: _MLADims) -> None:
    """DeepSeek-style MLA attention with a compressed query, as converters split it."""
    b.norm(f"blk.{i}.attn_q_a_norm.weight", d.q_lora_rank)
    b.norm(f"blk.{i}.attn_kv_a_norm.weight", d.kv_lora_rank)
    b.tensor(f"blk.{i}.attn_q_a.weight", n_embd, d.q_lora_rank)
    b.tensor(f"blk.{i}.attn_q_b.weight", d.q_lora_rank, n_head * (d.nope + d.rope))
    b.tensor(f"blk.{i}.attn_kv_a_mqa.weight", n_embd, d.kv_lora_rank + d.rope)
    b.tensor(f"blk.{i}.attn_k_b.weight", d.nope, d.kv_lora_rank, n_head)
    b.tensor(f"blk.{i}.attn_v_b.weight", d.kv_lora_rank, d.v_head, n_head)
    b.tensor(f"blk.{i}.attn_output.weight", n_head * d.v_head, n_embd)


@dataclass(frozen=True)
class _Mamba2Dims:
    d_conv: int
    d_inner: int
    d_state: int
    n_group: int
    n_ssm_head: int


def _add_mamba2_keys(w: gguf.GGUFWriter, d: _Mamba2Dims) -> None:
    w.add_ssm_conv_kernel(d.d_conv)
    w.add_ssm_inner_size(d.d_inner)
    w.add_ssm_state_size(d.d_state)
    w.add_ssm_time_step_rank(d.n_ssm_head)
    w.add_ssm_group_count(d.n_group)


def _add_mamba2_mixer(b: _Builder, i: int, n_embd: int, d: _Mamba2Dims) -> None:
    conv_channels = d.d_inner + 2 * d.n_group * d.d_state
    b.tensor(f"blk.{i}.ssm_in.weight", n_embd, d.d_inner + conv_channels + d.n_ssm_head)
    # ggml's CPU ssm_conv only takes F32 kernels (converters keep them F32 too).
    b.tensor(f"blk.{i}.ssm_conv1d.weight", d.d_conv, conv_channels, f32=True)
    # Optional for the loader, but the Mamba2 graph adds it unconditionally.
    b.norm(f"blk.{i}.ssm_conv1d.bias", conv_channels)
    b.norm(f"blk.{i}.ssm_dt.bias", d.n_ssm_head)
    b.writer.add_tensor(f"blk.{i}.ssm_a", -np.ones((d.n_ssm_head, 1), dtype=np.float32))
    b.writer.add_tensor(f"blk.{i}.ssm_d", np.ones((d.n_ssm_head, 1), dtype=np.float32))
    b.writer.add_tensor(
        f"blk.{i}.ssm_norm.weight", np.ones((d.n_group, d.d_inner // d.n_group), np.float32)
    )
    b.tensor(f"blk.{i}.ssm_out.weight", d.d_inner, n_embd)


# The sizes of the models that mix attention layers with Mamba-2 mixers.
_HYBRID_EMBD, _HYBRID_FF = 128, 128


def _begin_mamba2_hybrid(
    b: _Builder,
    n_vocab: int,
    arch: str,
    options: _Options,
    layers: int,
    n_head: int,
    n_head_kv: int | Sequence[int],
    head: int,
) -> _Mamba2Dims:
    """The keys and embeddings of a model mixing attention with Mamba-2 mixers (the
    caller adds its layers); the mixers' sizes."""
    w = b.writer
    _add_common(w, arch, options, layers, _HYBRID_EMBD, _HYBRID_FF, n_head, n_head_kv)
    _add_head_size(w, head)
    mamba = _Mamba2Dims(4, 2 * _HYBRID_EMBD, 128, 1, 4)
    _add_mamba2_keys(w, mamba)
    _add_embeddings(b, _HYBRID_EMBD, n_vocab)
    return mamba


def _add_qkvo(
    b: _Builder,
    i: int,
    n_embd: int,
    n_embd_q: int,
    n_embd_kv: int,
    *,
    bias: bool = False,
) -> None:
    b.tensor(f"blk.{i}.attn_q.weight", n_embd, n_embd_q)
    b.tensor(f"blk.{i}.attn_k.weight", n_embd, n_embd_kv)
    b.tensor(f"blk.{i}.attn_v.weight", n_embd, n_embd_kv)
    if bias:
        b.norm(f"blk.{i}.attn_q.bias", n_embd_q)
        b.norm(f"blk.{i}.attn_k.bias", n_embd_kv)
        b.norm(f"blk.{i}.attn_v.bias", n_embd_kv)
    b.tensor(f"blk.{i}.attn_output.weight", n_embd_q, n_embd)


def _add_attention(
    b: _Builder,
    i: int,
    n_embd: int,
    n_head: int,
    n_head_kv: int,
    head: int,
    *,
    bias: bool = False,
    qk_norm: bool = False,
) -> None:
    """Layer ``i``'s input norm and its Q, K, V and output projections (heads ``head``
    wide), with a norm over each query and key head when ``qk_norm``."""
    b.norm(f"blk.{i}.attn_norm.weight", n_embd)
    _add_qkvo(b, i, n_embd, n_head * head, n_head_kv * head, bias=bias)
    if qk_norm:
        b.norm(f"blk.{i}.attn_q_norm.weight", head)
        b.norm(f"blk.{i}.attn_k_norm.weight", head)


def _add_gemma_layer(
    b: _Builder,
    i: int,
    n_embd: int,
    n_ff: int,
    n_head: int,
    n_head_kv: int,
    head: int,
    *,
    qk_norm: bool,
) -> None:
    """A Gemma layer: attention and the FFN, each with a norm before and after it."""
    _add_attention(b, i, n_embd, n_head, n_head_kv, head, qk_norm=qk_norm)
    b.norm(f"blk.{i}.post_attention_norm.weight", n_embd)
    _add_ffn(b, i, n_embd, n_ff)
    b.norm(f"blk.{i}.post_ffw_norm.weight", n_embd)


def _add_embeddings(b: _Builder, n_embd: int, n_vocab: int, *, tied: bool = False) -> None:
    b.tensor("token_embd.weight", n_embd, n_vocab)
    b.norm("output_norm.weight", n_embd)
    if not tied:
        b.tensor("output.weight", n_embd, n_vocab)


@dataclass(frozen=True)
class _Dims:
    """One Llama-shaped model's sizes and the parts that set it apart."""

    n_embd: int
    n_head: int
    n_head_kv: int
    head_dim: int
    layers: int
    n_ff: int = 128
    bias: bool = False  # on the Q, K and V projections
    qk_norm: bool = False  # a norm over each query and key head
    # Keys only this architecture has, written after the shared ones.
    extra_keys: Callable[[gguf.GGUFWriter], None] | None = None

    @property
    def explicit_head_dim(self) -> bool:
        """Heads not embedding / heads wide (what llama.cpp assumes without them): the
        file writes key_length and value_length."""
        return self.head_dim * self.n_head != self.n_embd


# Sized so every cache llama-server reports is at least ~0.5 MiB at 512 cells of q8_0:
# the server prints sizes with two decimals, and the estimates are checked within 2%.
_LLAMA_LIKE_DIMS = {
    # legacy head size: embedding / heads, no key_length key
    "llama": _Dims(n_embd=256, n_head=2, n_head_kv=2, head_dim=128, layers=2),
    "qwen2": _Dims(n_embd=256, n_head=4, n_head_kv=2, head_dim=64, layers=4, bias=True),
    # explicit head size larger than embedding / heads, as in the real Qwen3 models
    "qwen3": _Dims(n_embd=128, n_head=8, n_head_kv=4, head_dim=128, layers=2, qk_norm=True),
}


def _write_llama_like(d: _Dims, arch: str, b: _Builder, n_vocab: int, options: _Options) -> None:
    """A Llama-shaped ``arch`` sized by ``d``: attention and a gated FFN in every layer."""
    layers = options.block_count or d.layers
    w = b.writer
    _add_common(w, arch, options, layers, d.n_embd, d.n_ff, d.n_head, d.n_head_kv)
    if d.explicit_head_dim:
        w.add_key_length(d.head_dim)
        w.add_value_length(d.head_dim)
    w.add_rope_dimension_count(d.head_dim)
    if d.extra_keys is not None:
        d.extra_keys(w)
    _add_embeddings(b, d.n_embd, n_vocab)
    for i in range(layers):
        _add_attention(
            b, i, d.n_embd, d.n_head, d.n_head_kv, d.head_dim, bias=d.bias, qk_norm=d.qk_norm
        )
        _add_ffn(b, i, d.n_embd, d.n_ff)


def _write_llama(b: _Builder, n_vocab: int, options: _Options) -> None:
    _write_llama_like(_LLAMA_LIKE_DIMS["llama"], "llama", b, n_vocab, options)


def _write_qwen2(b: _Builder, n_vocab: int, options: _Options) -> None:
    _write_llama_like(_LLAMA_LIKE_DIMS["qwen2"], "qwen2", b, n_vocab, options)


def _write_qwen3(b: _Builder, n_vocab: int, options: _Options) -> None:
    _write_llama_like(_LLAMA_LIKE_DIMS["qwen3"], "qwen3", b, n_vocab, options)


def _write_gemma3(b: _Builder, n_vocab: int, options: _Options) -> None:
    n_embd, n_ff, n_head, n_head_kv, head_dim = 128, 128, 2, 2, 128
    # Six layers: with llama.cpp's default pattern for gemma3 (every 6th layer global)
    # that is five sliding-window layers and one full-attention layer.
    layers = options.block_count or 6
    w = b.writer
    _add_common(w, "gemma3", options, layers, n_embd, n_ff, n_head, n_head_kv)
    w.add_key_length(head_dim)
    w.add_value_length(head_dim)
    w.add_sliding_window(options.sliding_window)
    if options.sliding_window_pattern is not None:
        w.add_array(
            gguf.Keys.Attention.SLIDING_WINDOW_PATTERN.format(arch="gemma3"),
            [bool(flag) for flag in options.sliding_window_pattern],
        )
    w.add_rope_freq_base_swa(10000.0)
    _add_embeddings(b, n_embd, n_vocab, tied=True)
    for i in range(layers):
        _add_gemma_layer(b, i, n_embd, n_ff, n_head, n_head_kv, head_dim, qk_norm=True)


def _write_deepseek2(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Laid out like convert_hf_to_gguf.py writes MLA models: one KV "head" holding the
    # compressed latent plus the shared rope part.
    n_embd, n_ff, n_head, mla = _MLA_EMBD, _MLA_FF, _MLA_HEADS, _MLA
    layers = options.block_count or 4
    _begin_mla(b, n_vocab, "deepseek2", options, layers)
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        _add_mla_attention(b, i, n_embd, n_head, mla)
        _add_ffn(b, i, n_embd, n_ff)


def _write_granitehybrid(b: _Builder, n_vocab: int, options: _Options) -> None:
    # Mamba2 layers with one attention layer in four, marked (as in real Granite 4.0
    # files) by a per-layer head_count_kv array that is 0 on recurrent layers.
    n_embd, n_ff, n_head, n_head_kv, head_dim = _HYBRID_EMBD, _HYBRID_FF, 2, 2, 128
    layers = options.block_count or 8
    head_count_kv = [n_head_kv if (i + 1) % 4 == 0 else 0 for i in range(layers)]
    mamba = _begin_mamba2_hybrid(
        b, n_vocab, "granitehybrid", options, layers, n_head, head_count_kv, head_dim
    )
    for i in range(layers):
        b.norm(f"blk.{i}.attn_norm.weight", n_embd)
        if head_count_kv[i] == 0:
            _add_mamba2_mixer(b, i, n_embd, mamba)
        else:
            _add_qkvo(b, i, n_embd, n_head * head_dim, n_head_kv * head_dim)
        _add_ffn(b, i, n_embd, n_ff)


_WRITERS: dict[str, Callable[[_Builder, int, _Options], None]] = {
    "llama": _write_llama,
    "qwen2": _write_qwen2,
    "qwen3": _write_qwen3,
    "gemma3": _write_gemma3,
    "deepseek2": _write_deepseek2,
    "granitehybrid": _write_granitehybrid,
}


def write_tiny_model(
    arch: str,
    path: Path,
    *,
    context_length: int = 32768,
    block_count: int | None = None,
    sliding_window: int = 512,
    sliding_window_pattern: Sequence[bool] | None = None,
    dtype: str = "f16",
    seed: int = 0,
) -> Path:
    """Write a loadable random-weight model of ``arch`` (one of TINY_ARCHITECTURES).

    ``sliding_window`` and ``sliding_window_pattern`` (per layer, True = sliding) apply
    to gemma3; without a pattern llama.cpp's built-in every-6th-layer-global rule holds.
    ``dtype`` ("f32" or "f16") is the type of the weight matrices.
    """
    if arch not in _WRITERS:
        raise ValueError(f"no tiny model for architecture {arch!r}")
    options = _Options(context_length, block_count, sliding_window, sliding_window_pattern)
    return write_model_with(_WRITERS[arch], arch, path, options, dtype=dtype, seed=seed)


def write_model_with(
    write_body: Callable[[_Builder, int, _Options], None],
    arch: str,
    path: Path,
    options: _Options,
    *,
    dtype: str = "f16",
    seed: int = 0,
) -> Path:
    """Write a GGUF of ``arch`` whose keys and tensors ``write_body`` adds after the
    shared vocabulary (for writers kept in other modules, such as tiny_kv_models)."""
    if dtype not in ("f32", "f16"):
        raise ValueError(f"unsupported tiny model dtype {dtype!r}")
    path.parent.mkdir(parents=True, exist_ok=True)
    writer = gguf.GGUFWriter(path, arch)
    builder = _Builder(
        writer=writer,
        rng=np.random.default_rng(seed),
        matrix_dtype=np.float16 if dtype == "f16" else np.float32,
    )
    n_vocab = _add_vocab(writer)
    writer.add_file_type(
        int(gguf.LlamaFileType.MOSTLY_F16 if dtype == "f16" else gguf.LlamaFileType.ALL_F32)
    )
    write_body(builder, n_vocab, options)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def synthetic_info(
    architecture: str = "llama",
    *,
    block_count: int = 32,
    embedding_length: int = 4096,
    head_count: int = 32,
    head_count_kv: int | Sequence[int] = 8,
    context_length: int = 32768,
    file_size: int = 4 * 1024**3,
    metadata: Mapping[str, MetadataValue | ArrayLength] | None = None,
    **fields: Any,
) -> GGUFInfo:
    """A GGUFInfo for a model that exists only on paper, for planning tests that need
    real-sized models (gigabytes) without writing them. ``fields`` sets any other field."""
    kv = (head_count_kv,) * block_count if isinstance(head_count_kv, int) else tuple(head_count_kv)
    values: dict[str, Any] = {
        "path": Path(f"/models/{architecture}.gguf"),
        "shard_paths": (Path(f"/models/{architecture}.gguf"),),
        "file_size": file_size,
        "version": 3,
        "tensor_count": 0,
        "architecture": architecture,
        "name": None,
        "size_label": None,
        "file_type": None,
        "parameter_count": None,
        "context_length": context_length,
        "block_count": block_count,
        "embedding_length": embedding_length,
        "head_count": head_count,
        "head_count_kv": kv,
        "key_length": None,
        "value_length": None,
        "sliding_window": None,
        "sliding_window_pattern": None,
        "full_attention_interval": None,
        "kv_lora_rank": None,
        "key_length_mla": None,
        "value_length_mla": None,
        "expert_count": None,
        "ssm_conv_kernel": None,
        "ssm_inner_size": None,
        "ssm_state_size": None,
        "ssm_time_step_rank": None,
        "ssm_group_count": None,
        "chat_template": None,
        "has_tokenizer": True,
        "is_projector": False,
        "metadata": dict(metadata or {}),
    }
    values.update(fields)
    return GGUFInfo(**values)
