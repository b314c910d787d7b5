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
from desktop.core.models.gguf import ArrayLength, GGUFInfo

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

# Pure recurrent models: a fixed-size state per sequence, no KV cache.
_RECURRENT_ARCHITECTURES = frozenset({"mamba", "mamba2", "rwkv6", "rwkv6qwen2", "rwkv7", "arwkv7"})
# Attention and recurrent layers side by side (llm_arch_is_hybrid).
_HYBRID_ARCHITECTURES = frozenset(
    {
        "jamba", "falcon-h1", "plamo2", "granitehybrid", "lfm2", "lfm2moe", "nemotron_h",
        "nemotron_h_moe", "qwen3next", "kimi-linear", "bailingmoe3", "kimi-k3", "glm5-next",
        "qwen35", "qwen35moe", "qwen4exp", "minimax-01"
    }
)  # fmt: skip
# Hybrids whose recurrent layers follow attention.full_attention_interval (default 4).
_INTERVAL_HYBRIDS = frozenset(
    {"qwen3next", "qwen35", "qwen35moe", "qwen4exp", "minimax-01", "kimi-linear", "bailingmoe3"}
)
# Encoders and diffusion models: llama.cpp gives them no KV cache at all.
_NO_CACHE_ARCHITECTURES = frozenset(
    {
        "bert", "jina-bert-v2", "jina-bert-v3", "nomic-bert", "nomic-bert-moe", "neo-bert",
        "eurobert", "wavtokenizer-dec", "modern-bert", "gemma-embedding", "dream", "llada",
        "llada-moe", "rnd1", "clef", "clip"
    }
)  # fmt: skip
# Sliding-window architectures and llama.cpp's built-in layer pattern for each, used when
# the file has no attention.sliding_window_pattern: (period, full-attention layer first).
_SLIDING_DEFAULT_PATTERN: Mapping[str, tuple[int, bool]] = MappingProxyType(
    {
        "gemma2": (2, False),
        "gemma3": (6, False),
        "gemma3n": (5, False),
        "cohere2": (4, False),
        "cohere2moe": (4, True),
        "exaone4": (4, False),
        "exaone-moe": (4, False),
        "gpt-oss": (2, False),
        "llama4": (4, False),
        "olmo2": (4, False),
        "smallthinker": (4, True),
        "afmoe": (4, False),
        "mellum": (4, False),
        "plamo3": (8, False),
        "laguna": (4, True),
        "muse-glimmer": (4, False),
    }
)


class MemoryEstimateError(LlamaDeskError):
    """A memory estimate was asked for with a setting that makes no sense."""


@dataclass(frozen=True)
class KVCachePart:
    """One KV cache llama.cpp allocates: the full-context one or the sliding-window one.

    ``cells`` is per stream (llama-server's ``N cells`` figure); ``streams`` is the
    number of sequences with their own cache (1 when unified).
    """

    kind: Literal["full", "sliding"]
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
            f"choose one of {', '.join(CACHE_TYPES)}."
        )
    return name


def _check_positive(value: int, what: str) -> None:
    if value < 1:
        raise MemoryEstimateError(f"The {what} must be at least 1, not {value}.")


def row_bytes(cache_type: str, elements: int) -> int:
    """Bytes of one cache row of ``elements`` values stored as ``cache_type``."""
    block_elements, block_bytes = _CACHE_BLOCKS[_check_cache_type(cache_type)]
    return ceil(elements / block_elements) * block_bytes


def _int_key(info: GGUFInfo, suffix: str) -> int | None:
    value = info.arch_key(suffix)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def _per_layer_ints(info: GGUFInfo, suffix: str) -> tuple[int, ...] | None:
    value = info.arch_key(suffix)
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (value,) * info.block_count
    if isinstance(value, tuple) and len(value) == info.block_count:
        return tuple(int(item) for item in value)
    return None


def _kv_heads(info: GGUFInfo, layer: int) -> int:
    if layer < len(info.head_count_kv):
        return info.head_count_kv[layer]
    return info.head_count


def _trunk_layers(info: GGUFInfo) -> int:
    """Layers the main model attends with: MTP/NextN draft layers at the end get no cache."""
    nextn = _int_key(info, "nextn_predict_layers") or 0
    return max(0, info.block_count - nextn) if 0 < nextn < info.block_count else info.block_count


# --- which layers have what ---------------------------------------------------------


def _recurrent_flags(info: GGUFInfo) -> tuple[bool, ...]:
    """Per layer: does it keep a recurrent (SSM / conv) state, as llama.cpp decides."""
    n = info.block_count
    arch = info.architecture
    if arch in _RECURRENT_ARCHITECTURES:
        return (True,) * n
    if arch not in _HYBRID_ARCHITECTURES:
        return (False,) * n
    if arch == "falcon-h1":
        return (True,) * n
    explicit = info.arch_key("attention.recurrent_layers")
    if isinstance(explicit, tuple) and len(explicit) == n:
        return tuple(bool(item) for item in explicit)
    if arch in _INTERVAL_HYBRIDS:
        interval = info.full_attention_interval or 4
        trunk = _trunk_layers(info)
        return tuple(layer < trunk and (layer + 1) % interval != 0 for layer in range(n))
    if arch in ("nemotron_h", "nemotron_h_moe"):
        # Their MLP-only layers have neither attention nor a recurrent state.
        ff = _per_layer_ints(info, "feed_forward_length") or (0,) * n
        return tuple(_kv_heads(info, layer) == 0 and ff[layer] == 0 for layer in range(n))
    return tuple(_kv_heads(info, layer) == 0 for layer in range(n))


def _attention_flags(info: GGUFInfo) -> tuple[bool, ...]:
    """Per layer: does llama.cpp give it a KV cache."""
    n = info.block_count
    arch = info.architecture
    if arch in _NO_CACHE_ARCHITECTURES or arch in _RECURRENT_ARCHITECTURES or info.head_count < 1:
        return (False,) * n
    trunk = _trunk_layers(info)
    if arch == "falcon-h1":
        return tuple(layer < trunk for layer in range(n))
    if arch in _HYBRID_ARCHITECTURES:
        recurrent = _recurrent_flags(info)
        return tuple(
            layer < trunk and not recurrent[layer] and _kv_heads(info, layer) > 0
            for layer in range(n)
        )
    return tuple(layer < trunk and _kv_heads(info, layer) > 0 for layer in range(n))


def _sliding_flags(info: GGUFInfo) -> tuple[bool, ...]:
    """Per layer: does it attend over a sliding window (so gets a window-sized cache)."""
    n = info.block_count
    window = info.sliding_window or 0
    if window <= 0:
        return (False,) * n
    if info.architecture in ("lfm2", "lfm2moe"):
        return _attention_flags(info)
    if info.architecture not in _SLIDING_DEFAULT_PATTERN:
        # Other architectures carry the key for reference only; llama.cpp ignores it.
        return (False,) * n
    if info.sliding_window_pattern is not None and len(info.sliding_window_pattern) == n:
        return info.sliding_window_pattern
    period, dense_first = _SLIDING_DEFAULT_PATTERN[info.architecture]
    trunk = _trunk_layers(info)
    return tuple(
        layer < trunk and (layer % period != 0 if dense_first else layer % period < period - 1)
        for layer in range(n)
    )


def _is_mla(info: GGUFInfo) -> bool:
    # llama.cpp switches to the K-only latent cache when both MLA head sizes are given.
    return bool(info.kv_lora_rank) and bool(info.key_length_mla) and bool(info.value_length_mla)


def _head_sizes(info: GGUFInfo, sliding: bool) -> tuple[int, int]:
    """(key, value) size of one attention head, as llama.cpp reads them."""
    heads = info.head_count_per_layer[0] if info.head_count_per_layer else info.head_count
    legacy = info.embedding_length // heads if heads else 0
    key = info.key_length or legacy
    value = info.value_length or legacy
    if sliding:
        key = _int_key(info, "attention.key_length_swa") or key
        value = _int_key(info, "attention.value_length_swa") or value
    return key, value


# --- KV cache -------------------------------------------------------------------------


def cache_cells(context: int, sequences: int = 1, *, unified: bool = False) -> tuple[int, int]:
    """(cells per stream, streams) llama.cpp allocates for ``-c context --parallel sequences``."""
    _check_positive(context, "context length")
    _check_positive(sequences, "number of parallel chats")
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
    """The KV caches llama.cpp allocates: one full-context part, plus a sliding-window
    part for models that have sliding-window layers (empty for pure recurrent models).
    ``from_layer``: count only the layers from this one on (those -ngl puts on a card)."""
    type_k = _check_cache_type(cache_type_k)
    type_v = _check_cache_type(cache_type_v)
    cells, streams = cache_cells(context, sequences, unified=unified)
    attention = _attention_flags(info)
    sliding = _sliding_flags(info)
    mla = _is_mla(info)

    # Without flash attention V is stored transposed, every layer as wide as the widest.
    v_width_max = max(
        (
            _head_sizes(info, sliding[layer])[1] * _kv_heads(info, layer)
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
            key, value = _head_sizes(info, sliding[layer])
            heads = _kv_heads(info, layer)
            k_bytes += row_bytes(type_k, key * heads) * part_cells * streams
            if not mla:
                v_width = value * heads if flash_attention else v_width_max
                v_bytes += row_bytes(type_v, v_width) * part_cells * streams
        return KVCachePart(kind, part_cells, streams, layers, k_bytes, v_bytes)

    if not any(attention):
        return ()
    if not any(sliding[layer] and attention[layer] for layer in range(info.block_count)):
        return (part("full", cells),)
    window = info.sliding_window or 0
    # llama_kv_cache_iswa: the window plus one batch, never more than the full cache,
    # padded to 256 cells.
    window_cells = _pad(min(cells, window * (sequences if unified else 1) + ubatch), 256)
    return (part("full", cells), part("sliding", window_cells))


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
    """Bytes of the fixed-size recurrent states (SSM, short-conv, RWKV) of all sequences."""
    _check_positive(sequences, "number of parallel chats")
    layers = sum(_recurrent_flags(info))
    if layers == 0:
        return 0
    n_embd = info.embedding_length
    wkv_head_size = _int_key(info, "wkv.head_size") or 0
    short_conv = _int_key(info, "shortconv.l_cache") or 0
    d_conv = info.ssm_conv_kernel or 0
    d_inner = info.ssm_inner_size or 0
    d_state = info.ssm_state_size or 0
    groups = info.ssm_group_count or 0
    if wkv_head_size:
        shift_count = _int_key(info, "token_shift_count") or 2
        r_elements, s_elements = shift_count * n_embd, n_embd * wkv_head_size
    elif short_conv:
        r_elements, s_elements = n_embd * (short_conv - 1), d_state * d_inner
    else:
        # Mamba-style: the convolution's last (kernel - 1) inputs plus the SSM state.
        r_elements = max(d_conv - 1, 0) * (d_inner + 2 * groups * d_state)
        s_elements = d_state * d_inner
    rows = max(1, sequences)
    return layers * rows * (r_elements + s_elements) * _RECURRENT_BYTES_PER_ELEMENT


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
    key, _value = _head_sizes(info, sliding=False)
    q_width = key * info.head_count
    kv_width = key * max(info.head_count_kv, default=0)
    ff = max(_per_layer_ints(info, "feed_forward_length") or (0,), default=0)
    ff = max(ff, _int_key(info, "expert_feed_forward_length") or 0, info.ssm_inner_size or 0)
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
