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
from desktop.core.models.kv_layers import (
    head_sizes,
    int_key,
    kv_heads,
    per_layer_ints,
    trunk_layers,
)

CSA_RATIO = 4  # llama-kv-cache-dsv4.cpp: DSV4_CSA_RATIO
HCA_RATIO = 128  # DSV4_HCA_RATIO


@dataclass(frozen=True)
class CacheShape:
    """One cache: ``widths[i]`` elements per cell on layer ``layers[i]``, in each of its
    ``tensors`` tensors per layer (a compressor state keeps kv and score); F32 states
    are stored as they are, caches in the -ctk type (all of these are K-only)."""

    kind: str
    cells: int
    streams: int
    layers: tuple[int, ...]
    widths: tuple[int, ...]
    f32: bool = False
    tensors: int = 1

    def layer_count(self, from_layer: int = 0) -> int:
        """Layers it holds from ``from_layer`` on (each lives on its layer's device)."""
        return sum(1 for layer in self.layers if layer >= from_layer)

    def size(self, row_bytes: Callable[[str, int], int], type_k: str, from_layer: int = 0) -> int:
        """Bytes of its layers from ``from_layer`` on, with ``row_bytes(type, elements)``."""
        kind = "f32" if self.f32 else type_k
        per_cell = sum(
            row_bytes(kind, width)
            for layer, width in zip(self.layers, self.widths, strict=True)
            if layer >= from_layer
        )
        return per_cell * self.tensors * self.cells * self.streams


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
    trunk = trunk_layers(info)

    def at(ratio: int, upto: int = n) -> tuple[int, ...]:
        return tuple(layer for layer in range(upto) if ratios[layer] == ratio)

    def heads(layers: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(head * kv_heads(info, layer) for layer in layers)

    def compressed(ratio: int) -> int:
        return _pad(max(1, -(-cells // ratio)), 256)  # GGML_PAD(dsv4_comp_size(), 256)

    every, csa, hca = tuple(range(n)), at(CSA_RATIO), at(HCA_RATIO)
    # llama_dsv4_comp_state: kv and score, n_embd_state x state_size, per trunk layer
    # (model.hparams.n_layer(): the MTP layers keep no compressor state).
    csa_trunk, hca_trunk = at(CSA_RATIO, trunk), at(HCA_RATIO, trunk)
    return (
        CacheShape("raw", _pad(min(cells, window + ubatch), 256), sequences, every, heads(every)),
        CacheShape("csa", compressed(CSA_RATIO), sequences, csa, heads(csa)),
        CacheShape("hca", compressed(HCA_RATIO), sequences, hca, heads(hca)),
        CacheShape("indexer", compressed(CSA_RATIO), sequences, csa, (indexer,) * len(csa)),
        CacheShape(
            "csa_state", 2 * CSA_RATIO, sequences, csa_trunk, (2 * head,) * len(csa_trunk),
            f32=True, tensors=2,
        ),
        CacheShape(
            "hca_state", HCA_RATIO, sequences, hca_trunk, (head,) * len(hca_trunk),
            f32=True, tensors=2,
        ),
        CacheShape(
            "indexer_state", 2 * CSA_RATIO, sequences, csa_trunk,
            (2 * indexer,) * len(csa_trunk), f32=True, tensors=2,
        ),
    )  # fmt: skip
