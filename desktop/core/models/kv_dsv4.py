"""DeepSeek-V4's memory (llama_kv_cache_dsv4 in the pinned llama.cpp), as shapes.

Beside a K-only raw cache of the sliding window on every layer, layers whose
attention.compress_ratios entry is 4 (CSA) or 128 (HCA) keep a K-only cache of one
row per 4 / 128 tokens, CSA layers a lightning-indexer key cache at the CSA rate, and
each compressor an F32 state (kv and score) per trunk layer and sequence. Streams are
per sequence even with a unified cache. Shapes only: ``memory`` turns rows into bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.kv_layers import head_sizes, int_key, kv_heads, per_layer_ints

CSA_RATIO = 4  # llama-kv-cache-dsv4.cpp: DSV4_CSA_RATIO
HCA_RATIO = 128  # DSV4_HCA_RATIO


@dataclass(frozen=True)
class CacheShape:
    """One cache: ``widths`` elements per cell for each of its layers; F32 states are
    stored as they are, caches in the -ctk type (all of these are K-only)."""

    kind: str
    cells: int
    streams: int
    widths: tuple[int, ...]
    f32: bool = False

    def size(self, row_bytes: Callable[[str, int], int], type_k: str) -> int:
        kind = "f32" if self.f32 else type_k
        return sum(row_bytes(kind, width) for width in self.widths) * self.cells * self.streams


def _pad(value: int, multiple: int) -> int:
    return (value + multiple - 1) // multiple * multiple


def dsv4_caches(info: GGUFInfo, cells: int, sequences: int, ubatch: int) -> tuple[CacheShape, ...]:
    """Every cache and compressor state llama_kv_cache_dsv4's constructor allocates."""
    n = info.block_count
    ratios = per_layer_ints(info, "attention.compress_ratios") or (0,) * n
    window = info.sliding_window or 0
    # set_swa_pattern(0): every layer is SWA, so n_embd_head_k() is the SWA head size.
    head = head_sizes(info, sliding=True)[0]
    indexer = int_key(info, "attention.indexer.key_length") or 0
    nextn = int_key(info, "nextn_predict_layers") or 0
    trunk = n - nextn if 0 < nextn < n else n

    def widths(ratio: int) -> tuple[int, ...]:
        return tuple(head * kv_heads(info, layer) for layer in range(n) if ratios[layer] == ratio)

    def compressed(ratio: int) -> int:
        return _pad(max(1, -(-cells // ratio)), 256)  # GGML_PAD(dsv4_comp_size(), 256)

    csa_trunk = sum(1 for layer in range(trunk) if ratios[layer] == CSA_RATIO)
    hca_trunk = sum(1 for layer in range(trunk) if ratios[layer] == HCA_RATIO)
    csa_layers = sum(1 for ratio in ratios if ratio == CSA_RATIO)
    # llama_dsv4_comp_state: kv and score, n_embd_state x state_size, per trunk layer.
    return (
        CacheShape(
            "raw",
            _pad(min(cells, window + ubatch), 256),
            sequences,
            tuple(head * kv_heads(info, layer) for layer in range(n)),
        ),
        CacheShape("csa", compressed(CSA_RATIO), sequences, widths(CSA_RATIO)),
        CacheShape("hca", compressed(HCA_RATIO), sequences, widths(HCA_RATIO)),
        CacheShape("indexer", compressed(CSA_RATIO), sequences, (indexer,) * csa_layers),
        CacheShape("csa_state", 2 * CSA_RATIO, sequences, (2 * head,) * 2 * csa_trunk, True),
        CacheShape("hca_state", HCA_RATIO, sequences, (head,) * 2 * hca_trunk, True),
        CacheShape("indexer_state", 2 * CSA_RATIO, sequences, (2 * indexer,) * 2 * csa_trunk, True),
    )
