"""Which memory each architecture gets from the pinned llama.cpp, as plain tables.

Transcribed from the build's ``llama_model::create_memory`` (llama-model.cpp), the
per-architecture ``load_arch_hparams`` (src/models/*.cpp) and ``llm_arch_is_recurrent``
/ ``llm_arch_is_hybrid`` (llama-arch.cpp). Every rule about an architecture lives here
once; ``kv_layers`` applies them layer by layer and ``memory`` sizes the result. An
architecture not named here gets llama.cpp's default: one KV cache over every layer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

# Pure recurrent models (llm_arch_is_recurrent): a fixed-size state per sequence, no KV.
RECURRENT_ARCHITECTURES = frozenset({"mamba", "mamba2", "rwkv6", "rwkv6qwen2", "rwkv7", "arwkv7"})

# Attention and recurrent layers side by side (llm_arch_is_hybrid), and how each marks
# its recurrent layers.
HYBRID_ARCHITECTURES = frozenset(
    {
        "jamba", "falcon-h1", "plamo2", "granitehybrid", "lfm2", "lfm2moe", "nemotron_h",
        "nemotron_h_moe", "qwen3next", "kimi-linear", "bailingmoe3", "kimi-k3", "glm5-next",
        "qwen35", "qwen35moe", "qwen4exp", "minimax-01"
    }
)  # fmt: skip
# Every layer has both a KV cache and a recurrent state.
HYBRID_EVERY_LAYER_BOTH = frozenset({"falcon-h1"})
# Recurrent layers from attention.recurrent_layers, else all but every N-th trunk layer
# (full_attention_interval, default given here).
HYBRID_INTERVAL_DEFAULTS: Mapping[str, int] = MappingProxyType(
    {"qwen3next": 4, "qwen35": 4, "qwen35moe": 4, "qwen4exp": 4, "minimax-01": 8}
)
# Recurrent layers are those with no KV heads and no feed-forward; layers with a
# feed-forward are MLP-only and have neither memory.
HYBRID_FFN_MARKED = frozenset({"nemotron_h", "nemotron_h_moe"})
# Every other hybrid marks its recurrent layers by head_count_kv == 0.

# Hybrids whose recurrent state is a linear-attention matrix per head rather than an
# SSM: (metadata key of the head size or None for the attention key_length, conv state?).
LINEAR_ATTENTION_STATE: Mapping[str, tuple[str | None, bool]] = MappingProxyType(
    {
        "kimi-linear": ("kda.head_dim", True),
        "kimi-k3": ("kda.head_dim", True),
        "glm5-next": ("kda.head_dim", True),
        "bailingmoe3": ("kda.head_dim", True),
        "minimax-01": (None, False),
    }
)

# Encoders and diffusion models: llama.cpp gives them no memory at all.
NO_CACHE_ARCHITECTURES = frozenset(
    {
        "bert", "jina-bert-v2", "jina-bert-v3", "nomic-bert", "nomic-bert-moe", "neo-bert",
        "eurobert", "wavtokenizer-dec", "modern-bert", "gemma-embedding", "dream", "llada",
        "llada-moe", "rnd1", "clef", "clip"
    }
)  # fmt: skip


@dataclass(frozen=True)
class IndexerRule:
    """A sparse-attention model's indexer key cache beside its main cache: one head per
    cached layer (llama_kv_cache_dsa / _msa / llama_memory_hybrid_idx set n_head_kv = 1).

    ``layers``: "all" trunk layers; "flagged" by attention.indexer.types (``types_default``
    when the file has no such key); "attention": the hybrid's attention trunk layers
    (flagged too when ``types_default`` is not None); "after_dense": every layer from
    leading_dense_block_count on. ``required_key``: no indexer cache unless this whole
    number is positive. ``key_rows``: attention.indexer.key_length rows per cell (a
    k-pool indexer keeps key | gate | pooled side by side); "ratio" for two rows when
    any attention.compress_ratios entry is set, else one. ``with_value``: the cache
    is not MLA, so llama_kv_cache stores a V head (the attention value_length) too.
    """

    layers: str
    types_default: bool | None = None
    required_key: str | None = None
    key_rows: int | str = 1
    with_value: bool = False


# llama-model.cpp create_memory, per architecture (the filter_lid / filter_idx lambdas).
INDEXER_RULES: Mapping[str, IndexerRule] = MappingProxyType(
    {
        "deepseek32": IndexerRule("all"),
        "glm-dsa": IndexerRule("flagged", types_default=False),
        # indexer_top_k == 0 is a full-attention checkpoint: a plain llama_kv_cache.
        "hy_v4": IndexerRule(
            "flagged", types_default=False, required_key="attention.indexer.top_k"
        ),
        "dots3note": IndexerRule("flagged", types_default=False),
        "minimax-m3": IndexerRule("after_dense", with_value=True),
        # glm5-next.cpp: types default to 1; indexer_kpool_row stays 3 (llama-hparams.h).
        "glm5-next": IndexerRule("attention", types_default=True, key_rows=3),
        # qwen4exp.cpp: indexer_kpool_row = 2 when a compress ratio gives a k-pool.
        "qwen4exp": IndexerRule("attention", key_rows="ratio"),
    }
)
# Kept for callers that only ask which architectures have an indexer cache.
INDEXER_CACHE_LAYERS: Mapping[str, str] = MappingProxyType(
    {name: rule.layers for name, rule in INDEXER_RULES.items()}
)

# create_memory passes no layer filter to these caches: MTP/NextN layers are cached too.
MAIN_CACHE_EVERY_LAYER = frozenset({"minimax-m3", "hy_v4", "deepseek4"})

# Draft heads whose every layer reads the target model's cache (create_memory's share
# callback for LLM_ARCH_GEMMA4_ASSISTANT maps each layer to one of the target's last
# two): they allocate no KV cache of their own.
SHARES_TARGET_CACHE = frozenset({"gemma4-assistant"})

# Every layer, MTP layers included, slides (set_swa_pattern(0) then is_swa_impl = true
# for the rest): always (None) or when this whole-number key is positive.
EVERY_LAYER_SLIDES: Mapping[str, str | None] = MappingProxyType(
    {"deepseek4": None, "dflash": "hyper_connection.count"}
)

# create_memory builds llama_kv_cache_dsv4 (outside its MTP context): a raw sliding
# cache, compressed caches, an indexer cache and compressor states (kv_dsv4).
DSV4_CACHE_ARCHITECTURES = frozenset({"deepseek4"})


@dataclass(frozen=True)
class SlidingRule:
    """How an architecture picks its sliding-window layers and window.

    ``period``: llama.cpp's built-in pattern when the file gives no
    attention.sliding_window_pattern: one full-attention layer in every ``period``, last
    in each group (first with ``dense_first``). None: the file must give per-layer flags.
    ``window_key_required``: without a positive attention.sliding_window, llama.cpp turns
    sliding off for the model. ``default_window``: the window when the file names none.
    ``forced_window``: the window llama.cpp uses whatever the file says.
    ``only_with_layers``: sliding only for the model with this many layers.
    """

    period: int | None
    dense_first: bool = False
    window_key_required: bool = False
    default_window: int | None = None
    forced_window: int | None = None
    only_with_layers: int | None = None
    # llama4: a file that says window 0 turns chunked attention off; no key keeps it on.
    zero_window_turns_off: bool = False


SLIDING_RULES: Mapping[str, SlidingRule] = MappingProxyType(
    {
        "gemma2": SlidingRule(2, default_window=4096),
        "gemma3": SlidingRule(6, window_key_required=True),
        "gemma3n": SlidingRule(5),
        "gemma4": SlidingRule(None),
        "gemma4-assistant": SlidingRule(None),
        "dots3note": SlidingRule(None, window_key_required=True),
        "dflash": SlidingRule(None, window_key_required=True),
        "deepseek4": SlidingRule(None, window_key_required=True),
        "cohere2": SlidingRule(4),
        "cohere2moe": SlidingRule(4, dense_first=True),
        "exaone4": SlidingRule(4, default_window=4096, only_with_layers=64),
        "exaone-moe": SlidingRule(4, default_window=128),
        "gpt-oss": SlidingRule(2),
        "llama4": SlidingRule(4, forced_window=8192, zero_window_turns_off=True),
        "olmo2": SlidingRule(4, window_key_required=True),
        "smallthinker": SlidingRule(
            4, dense_first=True, window_key_required=True, forced_window=4096
        ),
        "afmoe": SlidingRule(4, window_key_required=True),
        "mellum": SlidingRule(4, window_key_required=True),
        "plamo3": SlidingRule(8, window_key_required=True),
        "laguna": SlidingRule(4, dense_first=True, window_key_required=True),
        "muse-glimmer": SlidingRule(4),
        "granite_swa": SlidingRule(None),
        "maple": SlidingRule(None),
        "mimo2": SlidingRule(None),
        "spark2_5": SlidingRule(None),
        "step35": SlidingRule(None),
    }
)
# LFM2: when the file names a window, every attention layer slides.
SLIDING_ATTENTION_LAYERS = frozenset({"lfm2"})

# The period of attention.sliding_window_pattern puts the full-attention layer first.
DENSE_FIRST_ARCHITECTURES = frozenset(
    {name for name, rule in SLIDING_RULES.items() if rule.dense_first} | {"modern-bert"}
)

# Layers from this one on read the KV cache of an earlier layer instead of their own
# (llama_hparams::n_layer_kv_from_start): a number, or the metadata key whose count of
# shared layers is taken from the end.
SHARED_KV_FROM: Mapping[str, int | str] = MappingProxyType(
    {"gemma3n": 20, "gemma4": "attention.shared_kv_layers"}
)
