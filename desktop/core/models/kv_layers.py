"""Layer by layer, which memory llama.cpp gives a model: its own KV cache, a
sliding-window one, a recurrent state, or none (a layer that reads an earlier layer's
cache, an MTP draft layer, an MLP-only layer).

The rules per architecture are the tables of ``kv_architectures``; this module applies
them to one file's header the way the pinned llama.cpp does, and ``memory`` sizes the
result.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.kv_architectures import (
    EVERY_LAYER_SLIDES,
    HYBRID_ARCHITECTURES,
    HYBRID_EVERY_LAYER_BOTH,
    HYBRID_FFN_MARKED,
    HYBRID_INTERVAL_DEFAULTS,
    INDEXER_RULES,
    MAIN_CACHE_EVERY_LAYER,
    NO_CACHE_ARCHITECTURES,
    RECURRENT_ARCHITECTURES,
    SHARED_KV_FROM,
    SHARES_TARGET_CACHE,
    SLIDING_ATTENTION_LAYERS,
    SLIDING_RULES,
    SlidingRule,
)


@dataclass(frozen=True)
class LayerMemory:
    """Per layer (``block_count`` entries each): what llama.cpp allocates for it."""

    own_cache: tuple[bool, ...]  # a KV cache of its own
    sliding: tuple[bool, ...]  # attends over the window (sized by it when cached)
    recurrent: tuple[bool, ...]  # a recurrent (SSM, short-conv, RWKV, KDA) state
    window: int  # the sliding window in tokens; 0 when no layer slides
    indexer: tuple[bool, ...] = ()  # a sparse-attention indexer key cache (DSA)
    indexer_key: int = 0  # elements of one indexer K row (0: no indexer cache)
    indexer_value: int = 0  # elements of one indexer V row (0: K-only, as with MLA)


def int_key(info: GGUFInfo, suffix: str) -> int | None:
    """The architecture-scoped whole number ``{arch}.{suffix}``, if the file has one."""
    value = info.arch_key(suffix)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def per_layer_ints(info: GGUFInfo, suffix: str) -> tuple[int, ...] | None:
    """``{arch}.{suffix}`` per layer: a scalar broadcast, or an array of block_count."""
    value = info.arch_key(suffix)
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return (value,) * info.block_count
    if isinstance(value, tuple) and len(value) == info.block_count:
        return tuple(int(item) for item in value)
    return None


def kv_heads(info: GGUFInfo, layer: int) -> int:
    if layer < len(info.head_count_kv):
        return info.head_count_kv[layer]
    return info.head_count


def trunk_layers(info: GGUFInfo) -> int:
    """Layers the main model runs (llama.cpp's n_layer()): MTP/NextN draft layers at
    the end are left out of its memory."""
    nextn = int_key(info, "nextn_predict_layers") or 0
    return info.block_count - nextn if 0 < nextn < info.block_count else info.block_count


def is_mla(info: GGUFInfo) -> bool:
    """llama.cpp's K-only latent cache: both MLA head sizes given."""
    return bool(info.key_length_mla) and bool(info.value_length_mla)


def head_sizes(info: GGUFInfo, sliding: bool) -> tuple[int, int]:
    """(key, value) size of one attention head, as llama.cpp reads them."""
    heads = info.head_count_per_layer[0] if info.head_count_per_layer else info.head_count
    legacy = info.embedding_length // heads if heads else 0
    key = info.key_length or legacy
    value = info.value_length or legacy
    if sliding:
        key = int_key(info, "attention.key_length_swa") or key
        value = int_key(info, "attention.value_length_swa") or value
    return key, value


def _recurrent_flags(info: GGUFInfo, trunk: int) -> tuple[bool, ...]:
    n = info.block_count
    arch = info.architecture
    if arch in RECURRENT_ARCHITECTURES:
        return tuple(layer < trunk for layer in range(n))
    if arch not in HYBRID_ARCHITECTURES:
        return (False,) * n
    if arch in HYBRID_EVERY_LAYER_BOTH:
        return (True,) * n
    if arch in HYBRID_INTERVAL_DEFAULTS:
        explicit = info.arch_key("attention.recurrent_layers")
        if isinstance(explicit, tuple) and len(explicit) == n:
            return tuple(bool(item) for item in explicit)
        interval = info.full_attention_interval or HYBRID_INTERVAL_DEFAULTS[arch]
        return tuple(layer < trunk and (layer + 1) % interval != 0 for layer in range(n))
    if arch in HYBRID_FFN_MARKED:
        ff = per_layer_ints(info, "feed_forward_length") or (0,) * n
        return tuple(
            layer < trunk and kv_heads(info, layer) == 0 and ff[layer] == 0 for layer in range(n)
        )
    return tuple(layer < trunk and kv_heads(info, layer) == 0 for layer in range(n))


def _attention_flags(info: GGUFInfo, trunk: int, recurrent: tuple[bool, ...]) -> tuple[bool, ...]:
    n = info.block_count
    arch = info.architecture
    if arch in NO_CACHE_ARCHITECTURES or arch in RECURRENT_ARCHITECTURES or info.head_count < 1:
        return (False,) * n
    if arch in HYBRID_EVERY_LAYER_BOTH:
        return tuple(layer < trunk for layer in range(n))
    if arch in HYBRID_FFN_MARKED:
        ff = per_layer_ints(info, "feed_forward_length") or (0,) * n
        return tuple(
            layer < trunk and not recurrent[layer] and ff[layer] == 0 for layer in range(n)
        )
    if arch in HYBRID_ARCHITECTURES:
        return tuple(layer < trunk and not recurrent[layer] for layer in range(n))
    shared_from = _shared_kv_from(info)
    return tuple(
        layer < trunk and layer < shared_from and kv_heads(info, layer) > 0 for layer in range(n)
    )


def _shared_kv_from(info: GGUFInfo) -> int:
    """The first layer that reads an earlier layer's cache (block_count when none)."""
    rule = SHARED_KV_FROM.get(info.architecture)
    if rule is None:
        return info.block_count
    if isinstance(rule, int):
        return rule
    return info.block_count - (int_key(info, rule) or 0)


def _window(info: GGUFInfo, rule: SlidingRule, trunk: int) -> int:
    if rule.only_with_layers is not None and trunk != rule.only_with_layers:
        return 0
    key = info.sliding_window
    if rule.zero_window_turns_off and key == 0:
        return 0
    if rule.window_key_required and not key:
        return 0
    if rule.forced_window:
        return rule.forced_window
    return key if key is not None else (rule.default_window or 0)


def _sliding_flags(info: GGUFInfo, rule: SlidingRule, trunk: int) -> tuple[bool, ...] | None:
    n = info.block_count
    pattern = info.sliding_window_pattern
    if pattern is not None and len(pattern) == n and info.sliding_window_period is None:
        return pattern  # per-layer flags from the file, taken as they are
    period = info.sliding_window_period if info.sliding_window_period is not None else rule.period
    if period is None:
        return None  # llama.cpp needs the file's flags for this architecture
    # llama_hparams::set_swa_pattern; draft layers past the trunk never slide.
    return tuple(
        layer < trunk
        and (
            period == 0
            or (layer % period != 0 if rule.dense_first else layer % period < period - 1)
        )
        for layer in range(n)
    )


def _indexer_flags(info: GGUFInfo, trunk: int, own_cache: tuple[bool, ...]) -> tuple[bool, ...]:
    n = info.block_count
    rule = INDEXER_RULES.get(info.architecture)
    if rule is None or not int_key(info, "attention.indexer.key_length"):
        return (False,) * n
    if rule.required_key is not None and not int_key(info, rule.required_key):
        return (False,) * n
    if rule.layers == "all":
        return tuple(layer < trunk for layer in range(n))
    if rule.layers == "after_dense":
        first = int_key(info, "leading_dense_block_count") or 0
        return tuple(layer >= first for layer in range(n))
    flags = _indexer_types(info, rule.types_default)
    if rule.layers == "attention":
        return tuple(layer < trunk and own_cache[layer] and flags[layer] for layer in range(n))
    return tuple(layer < trunk and flags[layer] for layer in range(n))


def _indexer_types(info: GGUFInfo, default: bool | None) -> tuple[bool, ...]:
    """attention.indexer.types per layer (get_key_or_arr: one flag for all, or an
    array); ``default`` (None: every layer) when the file has none."""
    n = info.block_count
    flags = info.arch_key("attention.indexer.types")
    if isinstance(flags, int):  # a bool too: one flag for every layer
        return (bool(flags),) * n
    if isinstance(flags, tuple):
        return tuple(layer < len(flags) and bool(flags[layer]) for layer in range(n))
    return (default is not False,) * n


def _indexer_widths(info: GGUFInfo) -> tuple[int, int]:
    """(K, V) elements of one indexer cache row, as each cache class shapes it."""
    rule = INDEXER_RULES[info.architecture]
    key = int_key(info, "attention.indexer.key_length") or 0
    rows = rule.key_rows
    if rows == "ratio":
        ratios = per_layer_ints(info, "attention.compress_ratios") or ()
        rows = 2 if any(ratios) else 1
    value = head_sizes(info, sliding=False)[1] if rule.with_value else 0
    return key * int(rows), value


def _every_layer_slides(info: GGUFInfo) -> bool:
    if info.architecture not in EVERY_LAYER_SLIDES or not info.sliding_window:
        return False
    key = EVERY_LAYER_SLIDES[info.architecture]
    return key is None or bool(int_key(info, key))


def layer_memory(info: GGUFInfo) -> LayerMemory:
    """What llama.cpp allocates for each of the model's layers."""
    n = info.block_count
    none = (False,) * n
    trunk = trunk_layers(info)
    recurrent = _recurrent_flags(info, trunk)
    if info.architecture in SHARES_TARGET_CACHE:
        return LayerMemory(none, none, recurrent, 0)
    cached = n if info.architecture in MAIN_CACHE_EVERY_LAYER else trunk
    own_cache = _attention_flags(info, cached, recurrent)
    indexer = _indexer_flags(info, trunk, own_cache)
    widths = _indexer_widths(info) if any(indexer) else (0, 0)
    rule = SLIDING_RULES.get(info.architecture)
    window = info.sliding_window or 0
    if _every_layer_slides(info):
        return LayerMemory(own_cache, (True,) * n, recurrent, window, indexer, *widths)
    if info.architecture in SLIDING_ATTENTION_LAYERS and window > 0:
        return LayerMemory(own_cache, own_cache, recurrent, window, indexer, *widths)
    window = _window(info, rule, trunk) if rule is not None else 0
    sliding = _sliding_flags(info, rule, trunk) if rule is not None and window > 0 else None
    if sliding is None or not any(sliding):
        return LayerMemory(own_cache, none, recurrent, 0, indexer, *widths)
    return LayerMemory(own_cache, sliding, recurrent, window, indexer, *widths)
