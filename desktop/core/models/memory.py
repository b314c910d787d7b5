"""How much memory a model needs at a given context, the way llama.cpp allocates it.

The KV-cache sizes here follow llama.cpp's own allocation (``llama_kv_cache``,
``llama_kv_cache_iswa``, ``llama_memory_hybrid``, ``llama_memory_recurrent`` in the
pinned build), so they match the ``llama_kv_cache: size = ...`` lines llama-server
prints. Weights, compute buffer and runtime overhead are estimates.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import ceil
from types import MappingProxyType
from typing import Literal, TypedDict, Unpack

from desktop.core.errors import LlamaDeskError
from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.gguf_header import ArrayLength
from desktop.core.models.kv_architectures import (
    DSV4_CACHE_ARCHITECTURES,
    LINEAR_ATTENTION_STATE,
)
from desktop.core.models.kv_dsv4 import dsv4_caches
from desktop.core.models.kv_layers import (
    LayerMemory,
    head_sizes,
    int_key,
    is_mla,
    kv_heads,
    layer_memory,
    per_layer_ints,
)

MIB = 1024 * 1024

# (elements per block, bytes per block) of every type llama-server accepts for -ctk/-ctv.
_CACHE_BLOCKS: Mapping[str, tuple[int, int]] = MappingProxyType(
    {
        "f32": (1, 4),
        "f16": (1, 2),
        "bf16": (1, 2),
        "q8_0": (32, 34),
        "q4_0": (32, 18),
        "q4_1": (32, 20),
        "iq4_nl": (32, 18),
        "q5_0": (32, 22),
        "q5_1": (32, 24),
    }
)
CACHE_TYPES: tuple[str, ...] = tuple(_CACHE_BLOCKS)
# Types stored one value per element; llama-server refuses any other (a quantized one)
# for the V cache unless flash attention is on.
UNQUANTIZED_CACHE_TYPES = frozenset(name for name, (per, _) in _CACHE_BLOCKS.items() if per == 1)
BYTES_PER_ELEMENT: Mapping[str, float] = MappingProxyType(
    {name: size / elements for name, (elements, size) in _CACHE_BLOCKS.items()}
)


def needs_flash_attention(cache_type: str) -> bool:
    """True when llama-server refuses ``cache_type`` for the V cache without flash attention."""
    return cache_type not in UNQUANTIZED_CACHE_TYPES


# llama_context pads the context (and each sequence's share of it) to this many cells.
CONTEXT_PADDING = 256
# llama-server's default physical batch (-ub): sizes the sliding-window cache and the
# compute buffer.
DEFAULT_UBATCH = 512
# Recurrent states are always F32.
_RECURRENT_BYTES_PER_ELEMENT = 4

# Runtime memory beyond weights, caches and compute buffer, kept apart from the compute
# figure (which matches the server's "compute buffer size" line). Per graphics card:
# a margin for what no buffer line shows (allocator rounding, the backend's pipelines
# and staging buffers, library workspaces such as cuBLAS's) ...
GPU_MARGIN_BYTES = 32 * MIB
# ... plus the reserve for the driver's own context, which a real card's driver
# (CUDA, ROCm, Vulkan) keeps in the card's memory after its free memory was measured:
# a CUDA context alone is a few hundred MiB. A software device (lavapipe) keeps it in RAM.
GPU_DRIVER_RESERVE_BYTES = 352 * MIB
GPU_OVERHEAD_BYTES = GPU_DRIVER_RESERVE_BYTES + GPU_MARGIN_BYTES  # a real card's whole
CPU_OVERHEAD_BYTES = 64 * MIB


class SettingValueError(LlamaDeskError):
    """A load setting with a value that can't be used: ``setting`` names it ("context",
    "parallel", "threads", "gpu_layers", "cache_type", "flash_attention", "vram_share",
    "extra_args"; empty when made without one), ``value`` is its value as text."""

    def __init__(
        self, message: str, details: str = "", *, setting: str = "", value: object = ""
    ) -> None:
        super().__init__(message, details)
        self.setting = setting
        self.value = str(value)


class MemoryEstimateError(SettingValueError):
    """A memory estimate was asked for with a setting that makes no sense."""


CacheKind = Literal["full", "sliding", "indexer", "compressed"]


@dataclass(frozen=True)
class KVCachePart:
    """One KV cache llama.cpp allocates: the full-context one, the sliding-window one,
    a sparse-attention model's indexer cache, or (DeepSeek-V4) a compressed cache or
    a compressor's state.

    ``cells`` is per stream (llama-server's ``N cells`` figure; a compressor state's
    rows); ``streams`` is the number of sequences with their own cache (1 when unified).
    """

    kind: CacheKind
    cells: int
    streams: int
    layers: int
    k_bytes: int
    v_bytes: int

    @property
    def bytes(self) -> int:
        return self.k_bytes + self.v_bytes


@dataclass(frozen=True)
class MemoryBreakdown:
    """Where a loaded model's memory goes, in bytes."""

    weights_bytes: int
    kv_cache_bytes: int
    recurrent_bytes: int
    compute_bytes: int  # estimated scratch memory for evaluating a batch
    overhead_bytes: int  # estimated runtime overhead (GPU context, process)

    @property
    def total(self) -> int:
        return (
            self.weights_bytes
            + self.kv_cache_bytes
            + self.recurrent_bytes
            + self.compute_bytes
            + self.overhead_bytes
        )


# --- small helpers ------------------------------------------------------------------


def _pad(value: int, multiple: int) -> int:
    return (value + multiple - 1) // multiple * multiple


def _check_cache_type(cache_type: str) -> str:
    name = cache_type.strip().lower()
    if name not in _CACHE_BLOCKS:
        raise MemoryEstimateError(
            f"'{cache_type}' is not a context cache type llama.cpp knows; "
            f"choose one of {', '.join(CACHE_TYPES)}.",
            setting="cache_type",
            value=cache_type,
        )
    return name


def _check_positive(value: int, what: str, setting: str) -> None:
    if value < 1:
        raise MemoryEstimateError(
            f"The {what} must be at least 1, not {value}.", setting=setting, value=value
        )


def row_bytes(cache_type: str, elements: int) -> int:
    """Bytes of one cache row of ``elements`` values stored as ``cache_type``."""
    block_elements, block_bytes = _CACHE_BLOCKS[_check_cache_type(cache_type)]
    return ceil(elements / block_elements) * block_bytes


# --- KV cache -------------------------------------------------------------------------


def cache_cells(context: int, sequences: int = 1, *, unified: bool = False) -> tuple[int, int]:
    """(cells per stream, streams) llama.cpp allocates for ``-c context --parallel sequences``."""
    _check_positive(context, "context length", "context")
    _check_positive(sequences, "number of parallel chats", "parallel")
    total = _pad(context, CONTEXT_PADDING)
    if unified:
        return total, 1
    per_sequence = _pad(total // sequences, CONTEXT_PADDING)
    if per_sequence == 0:
        per_sequence = CONTEXT_PADDING
    return per_sequence, sequences


def kv_cache_parts(
    info: GGUFInfo,
    context: int,
    cache_type_k: str = "f16",
    cache_type_v: str = "f16",
    *,
    sequences: int = 1,
    unified: bool = False,
    flash_attention: bool = True,
    ubatch: int = DEFAULT_UBATCH,
    from_layer: int = 0,
) -> tuple[KVCachePart, ...]:
    """The KV caches llama.cpp allocates, in the order it prints them: one full-context
    part, then an indexer part for sparse-attention models, then a sliding-window part
    for models that have sliding-window layers (empty for pure recurrent models);
    DeepSeek-V4's raw sliding, compressed and indexer caches and compressor states.
    ``from_layer``: count only the layers from this one on (those -ngl puts on a card)."""
    type_k = _check_cache_type(cache_type_k)
    type_v = _check_cache_type(cache_type_v)
    cells, streams = cache_cells(context, sequences, unified=unified)
    if info.architecture in DSV4_CACHE_ARCHITECTURES:
        return _dsv4_parts(info, cells, sequences, ubatch, type_k, from_layer)
    layers_memory = layer_memory(info)
    attention, sliding = layers_memory.own_cache, layers_memory.sliding
    mla = is_mla(info)

    # Without flash attention V is stored transposed, every layer as wide as the widest
    # (llama_hparams::n_embd_v_gqa_max: every layer, cached or not).
    v_width_max = max(
        (
            head_sizes(info, sliding[layer])[1] * kv_heads(info, layer)
            for layer in range(info.block_count)
        ),
        default=0,
    )

    def part(kind: Literal["full", "sliding"], part_cells: int) -> KVCachePart:
        k_bytes = v_bytes = layers = 0
        for layer in range(info.block_count):
            if layer < from_layer or not attention[layer] or sliding[layer] != (kind == "sliding"):
                continue
            layers += 1
            key, value = head_sizes(info, sliding[layer])
            heads = kv_heads(info, layer)
            k_bytes += row_bytes(type_k, key * heads) * part_cells * streams
            if not mla:
                v_width = value * heads if flash_attention else v_width_max
                v_bytes += row_bytes(type_v, v_width) * part_cells * streams
        return KVCachePart(kind, part_cells, streams, layers, k_bytes, v_bytes)

    if not any(attention):
        return ()
    parts = [part("full", cells)]
    if any(layers_memory.indexer):
        # llama_kv_cache_dsa / _msa / llama_memory_hybrid_idx: the main cache, then its
        # indexer cache; llama_kv_cache_dsa_iswa (dots3note) builds its SWA cache after.
        parts.append(_indexer_part(layers_memory, cells, streams, type_k, type_v, from_layer))
    if any(sliding[layer] and attention[layer] for layer in range(info.block_count)):
        # llama_kv_cache_iswa (and _dsa_iswa): the window plus one batch, never more than
        # the full cache, padded to 256 cells.
        window = layers_memory.window * (sequences if unified else 1)
        parts.append(part("sliding", _pad(min(cells, window + ubatch), 256)))
    return tuple(parts)


def _indexer_part(
    layers_memory: LayerMemory,
    cells: int,
    streams: int,
    type_k: str,
    type_v: str,
    from_layer: int,
) -> KVCachePart:
    """A sparse-attention model's indexer cache: one head per flagged layer, a K row of
    ``indexer_key`` elements (a k-pool indexer's rows side by side) and, when the cache
    class keeps V (minimax-m3's llama_kv_cache_msa), a V row of ``indexer_value``."""
    layers = sum(layers_memory.indexer[from_layer:])
    k_bytes = layers * row_bytes(type_k, layers_memory.indexer_key) * cells * streams
    v_bytes = layers * row_bytes(type_v, layers_memory.indexer_value) * cells * streams
    return KVCachePart("indexer", cells, streams, layers, k_bytes, v_bytes)


# kv_dsv4's shapes as parts: its raw cache is the sliding window of every layer.
_DSV4_KINDS: Mapping[str, CacheKind] = MappingProxyType({"raw": "sliding", "indexer": "indexer"})


def _dsv4_parts(
    info: GGUFInfo, cells: int, sequences: int, ubatch: int, type_k: str, from_layer: int
) -> tuple[KVCachePart, ...]:
    """llama_kv_cache_dsv4: every cache and compressor state, K-only, one stream per
    sequence even when the cache is unified (``cells`` is llama.cpp's n_ctx_seq)."""
    return tuple(
        KVCachePart(
            _DSV4_KINDS.get(shape.kind, "compressed"),
            shape.cells,
            shape.streams,
            shape.layer_count(from_layer),
            shape.size(row_bytes, type_k, from_layer),
            0,
        )
        for shape in dsv4_caches(info, cells, sequences, ubatch)
    )


class KVCacheOptions(TypedDict, total=False):
    """``kv_cache_parts``'s keyword options (defaults there), passed on unchanged."""

    sequences: int
    unified: bool
    flash_attention: bool
    ubatch: int
    from_layer: int


def kv_cache_bytes(
    info: GGUFInfo,
    context: int,
    cache_type_k: str = "f16",
    cache_type_v: str = "f16",
    **options: Unpack[KVCacheOptions],
) -> int:
    """Bytes of every KV cache llama-server allocates for this model and context."""
    parts = kv_cache_parts(info, context, cache_type_k, cache_type_v, **options)
    return sum(part.bytes for part in parts)


# --- recurrent state ----------------------------------------------------------------


def recurrent_state_bytes(info: GGUFInfo, sequences: int = 1) -> int:
    """Bytes of the fixed-size recurrent states (SSM, short-conv, RWKV, linear
    attention) of all sequences: llama_hparams::n_embd_r and n_embd_s per layer."""
    _check_positive(sequences, "number of parallel chats", "parallel")
    layers = sum(layer_memory(info).recurrent)
    if layers == 0:
        return 0
    r_elements, s_elements = _recurrent_row_elements(info)
    rows = max(1, sequences)
    return layers * rows * (r_elements + s_elements) * _RECURRENT_BYTES_PER_ELEMENT


def _recurrent_row_elements(info: GGUFInfo) -> tuple[int, int]:
    """(R, S) elements per layer and sequence, in llama.cpp's order of precedence."""
    n_embd = info.embedding_length
    heads = info.head_count_per_layer[0] if info.head_count_per_layer else info.head_count
    wkv_head_size = int_key(info, "wkv.head_size") or 0
    short_conv = int_key(info, "shortconv.l_cache") or 0
    linear = LINEAR_ATTENTION_STATE.get(info.architecture)
    kda_head = int_key(info, linear[0]) or 0 if linear and linear[0] else 0
    la_head = head_sizes(info, sliding=False)[0] if linear and linear[0] is None else 0
    d_conv = info.ssm_conv_kernel or 0
    d_inner = info.ssm_inner_size or 0
    d_state = info.ssm_state_size or 0
    groups = info.ssm_group_count or 0
    if wkv_head_size:
        shift_count = int_key(info, "token_shift_count") or 2
        return shift_count * n_embd, n_embd * wkv_head_size
    if short_conv:
        r_elements = n_embd * (short_conv - 1)
    elif kda_head:
        # Q, K and V each keep the convolution's last (kernel - 1) inputs.
        r_elements = 3 * (d_conv - 1 if d_conv > 0 else 3) * heads * kda_head
    else:
        # Mamba-style: the convolution's last (kernel - 1) inputs.
        r_elements = max(d_conv - 1, 0) * (d_inner + 2 * groups * d_state)
    if kda_head or la_head:
        # One head_size x head_size matrix per head.
        head = kda_head or la_head
        return r_elements, head * head * heads
    return r_elements, d_state * d_inner


# --- compute buffer and totals ------------------------------------------------------


def compute_buffer_bytes(info: GGUFInfo, context: int, *, ubatch: int = DEFAULT_UBATCH) -> int:
    """Estimated scratch memory for one batch (flash attention on, one output row).

    The attention mask (F16, one row per batch token over the whole context) grows with
    the context; the rest is the widest activations of one batch plus one row of logits.
    Fitted to the ``compute buffer size`` lines of the CPU build and of the Vulkan build
    on lavapipe (starter model, -ub 512): 15.14 / 14.01 MiB at 512 tokens, 18.64 /
    17.51 MiB at 4096; this gives 14.56 and 18.06, within 4% of both.
    """
    cells, _ = cache_cells(context)
    key, _value = head_sizes(info, sliding=False)
    q_width = key * info.head_count
    kv_width = key * max(info.head_count_kv, default=0)
    ff = max(per_layer_ints(info, "feed_forward_length") or (0,), default=0)
    ff = max(ff, int_key(info, "expert_feed_forward_length") or 0, info.ssm_inner_size or 0)
    activations = ubatch * 4 * (3 * info.embedding_length + 3 * ff + q_width + kv_width)
    vocabulary = info.metadata.get("tokenizer.ggml.tokens")
    if isinstance(vocabulary, ArrayLength):
        vocab_size = vocabulary.length
    elif isinstance(vocabulary, tuple):
        vocab_size = len(vocabulary)
    else:
        vocab_size = 0
    logits = vocab_size * 4
    mask = cells * ubatch * 2
    return activations + logits + mask


def estimate_memory(
    info: GGUFInfo,
    context: int,
    cache_type_k: str = "f16",
    cache_type_v: str | None = None,
    *,
    sequences: int = 1,
    gpu_count: int = 0,
    driver_reserve_bytes: int | None = None,
) -> MemoryBreakdown:
    """Everything a model loaded at ``context`` needs, in one breakdown.

    ``gpu_count`` is how many graphics cards share the model (0 = CPU only): each one
    gets its own compute buffer and margin. ``driver_reserve_bytes``: the drivers'
    reserve on those cards together (None: ``GPU_DRIVER_RESERVE_BYTES`` each).
    """
    if driver_reserve_bytes is None:
        driver_reserve_bytes = GPU_DRIVER_RESERVE_BYTES * gpu_count
    cache_type_v = cache_type_k if cache_type_v is None else cache_type_v
    devices = max(gpu_count, 1)
    return MemoryBreakdown(
        weights_bytes=info.file_size,
        kv_cache_bytes=kv_cache_bytes(
            info, context, cache_type_k, cache_type_v, sequences=sequences
        ),
        recurrent_bytes=recurrent_state_bytes(info, sequences),
        compute_bytes=compute_buffer_bytes(info, context) * devices,
        overhead_bytes=(
            GPU_MARGIN_BYTES * gpu_count + driver_reserve_bytes if gpu_count else CPU_OVERHEAD_BYTES
        ),
    )
