"""Which weights and KV cache llama.cpp puts on the graphics card for ``-ngl N``.

llama.cpp counts the output layer among the ``-ngl`` layers and offloads it first
(``llama_model::load_tensors``: ``i_gpu_start = max(n_layer + 1 - N, 0)``; layer
``n_layer`` is the output layer). So ``-ngl N`` puts the output layer and the *last*
``N - 1`` repeating layers on the card; the input layer (``token_embd``) always stays
on the processor. A model whose output shares the token embeddings (no ``output.weight``)
gets a copy of them on the card. Measured on the starter model (30 layers) with
``-ngl 10`` on lavapipe: ``offloading 9 repeating layers``, ``Vulkan0 KV buffer``
9/30 of the cache, ``Vulkan0 model buffer`` the output (tied, 28.69 MiB) plus 9 layers.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.core.hardware.info import GpuInfo
from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.memory import GPU_DRIVER_RESERVE_BYTES, kv_cache_bytes

# Vulkan devices that are the processor itself (Mesa's lavapipe is "llvmpipe (LLVM ...)"
# in llama.cpp's device list): their driver's context lives in RAM, not on a card.
_SOFTWARE_DEVICE_NAMES = ("llvmpipe", "lavapipe", "swiftshader")


def driver_reserve_bytes(gpu: GpuInfo) -> int:
    """What ``gpu``'s driver keeps in the card's memory for its own context."""
    software = gpu.name.lower().startswith(_SOFTWARE_DEVICE_NAMES)
    return 0 if software else GPU_DRIVER_RESERVE_BYTES


@dataclass(frozen=True)
class Offload:
    """What ``-ngl layers`` puts on the graphics card(s), in bytes."""

    repeating_layers: int  # repeating layers on the card(s) (the output layer aside)
    weights_bytes: int  # the output layer and those repeating layers
    kv_cache_bytes: int  # their KV cache


def repeating_layers_offloaded(block_count: int, layers: int) -> int:
    """Repeating layers on the card for ``-ngl layers``: the output layer takes one."""
    return max(0, min(layers - 1, block_count)) if layers > 0 else 0


def _output_layer_bytes(info: GGUFInfo) -> int:
    places = info.weight_bytes_by_place
    # No output.weight: llama.cpp duplicates token_embd as the output (tied embeddings).
    output = places.get("output", places.get("token_embd", 0))
    return output + places.get("output_norm", 0)


def offloaded(
    info: GGUFInfo,
    context: int,
    layers: int,
    cache_type: str,
    *,
    sequences: int = 1,
) -> Offload:
    """The card's share for ``-ngl layers`` (0 < layers <= block_count)."""
    total = max(info.block_count, 1)
    repeating = repeating_layers_offloaded(info.block_count, layers)
    first_on_card = total - repeating
    places = info.weight_bytes_by_place
    if places:
        weights = _output_layer_bytes(info) + sum(
            places.get(f"blk.{layer}", 0) for layer in range(first_on_card, total)
        )
    else:
        # A header without its tensor list: every layer (the output too) the same size.
        weights = info.file_size * layers // (total + 1)
    kv = kv_cache_bytes(
        info, context, cache_type, cache_type, sequences=sequences, from_layer=first_on_card
    )
    return Offload(repeating, weights, kv)
