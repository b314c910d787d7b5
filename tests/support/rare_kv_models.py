"""Headers of the models whose architecture has a cache class of its own in the pinned
llama.cpp and no tiny model the server can load: described once here, sized by
``tests/test_kv_rare_families.py`` (layer by layer) and ``tests/test_memory_rare_caches.py``
(the bytes the app shows).
"""

from __future__ import annotations

from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.gguf_header import MetadataValue
from tests.support.tiny_models import synthetic_info

# MLA keys: kv_lora_rank + rope = 576 per K row; is_mla() so K-only caches.
MLA = {"key_length": 576, "value_length": 512, "kv_lora_rank": 512,
       "key_length_mla": 192, "value_length_mla": 128}  # fmt: skip


def minimax_m3() -> GGUFInfo:
    """Five layers of 4 KV heads of 128, the first two dense, the last an MTP layer; a
    64-wide sparse-attention indexer (MSA) on the layers after the dense lead."""
    return synthetic_info(
        "minimax-m3", block_count=5, head_count=16, head_count_kv=4, key_length=128,
        value_length=128,
        metadata={
            "minimax-m3.leading_dense_block_count": 2,
            "minimax-m3.attention.indexer.key_length": 64,
            "minimax-m3.nextn_predict_layers": 1,
        },
    )  # fmt: skip


def glm5_next() -> GGUFInfo:
    """Nine layers: KDA (recurrent, no KV heads) with MLA attention every 4th layer (3
    and 7) and an MTP layer (8); a 128-wide indexer with a k-pool of 4, flagged on every
    layer but 3."""
    return synthetic_info(
        "glm5-next", block_count=9, head_count=32, head_count_kv=[0, 0, 0, 1] * 2 + [1],
        ssm_conv_kernel=4, **MLA,
        metadata={
            "glm5-next.kda.head_dim": 128,
            "glm5-next.nextn_predict_layers": 1,
            "glm5-next.attention.indexer.key_length": 128,
            "glm5-next.attention.indexer.kpool": 4,
            "glm5-next.attention.indexer.types": (True,) * 3 + (False,) + (True,) * 5,
        },
    )  # fmt: skip


def qwen4exp(*, pooled: bool = True) -> GGUFInfo:
    """Eight layers, attention (2 KV heads of 128) every 4th layer and recurrent layers
    between; a 128-wide indexer whose rows are pooled when the attention layers have a
    compress ratio (4 here, unless ``pooled`` is false: no ratios at all)."""
    metadata: dict[str, MetadataValue] = {
        "qwen4exp.attention.indexer.key_length": 128,
        "qwen4exp.full_attention_interval": 4,
    }
    if pooled:
        metadata["qwen4exp.attention.compress_ratios"] = (0, 0, 0, 4) * 2
    return synthetic_info("qwen4exp", block_count=8, head_count_kv=2, metadata=metadata)


def dots3note(*, key_length_swa: int | None = None) -> GGUFInfo:
    """Five MLA layers, 1 and 2 sliding (a window of 1024), 4 an MTP layer; a 128-wide
    indexer on layers 0 and 3. ``key_length_swa`` gives the sliding layers a K row of
    their own."""
    swa = {} if key_length_swa is None else {"dots3note.attention.key_length_swa": key_length_swa}
    return synthetic_info(
        "dots3note", block_count=5, head_count_kv=1, sliding_window=1024,
        sliding_window_pattern=(False, True, True, False, False), **MLA,
        metadata={
            **swa,
            "dots3note.nextn_predict_layers": 1,
            "dots3note.attention.indexer.key_length": 128,
            "dots3note.attention.indexer.types": (True, False, False, True, False),
        },
    )  # fmt: skip


def deepseek4() -> GGUFInfo:
    """Four layers of one 512-wide head and a window of 128; compress ratios 0, 4, 128, 4
    (raw, CSA, HCA, CSA) and a 128-wide indexer on the CSA layers."""
    return synthetic_info(
        "deepseek4", block_count=4, head_count=8, head_count_kv=1, key_length=512,
        value_length=512, sliding_window=128,
        metadata={
            "deepseek4.attention.compress_ratios": (0, 4, 128, 4),
            "deepseek4.attention.indexer.key_length": 128,
        },
    )  # fmt: skip
