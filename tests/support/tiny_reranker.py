"""A tiny random-weight reranking model that the real llama-server loads with
``--reranking`` and answers ``/v1/rerank`` with.

A BERT cross-encoder as llama.cpp reads one (bge-reranker's shape): one block of 32
numbers, the [CLS] vector through the classification head (``cls``, then
``cls.output`` to one score), pooled by "rank". Its tokenizer is the real
all-MiniLM-L6-v2's, copied from the converted embedding model, so a question and a
passage are tokenized as a real model's would be. The weights are random (seeded), so
the scores mean nothing about the text: tests check that the order follows the scores
the server returned, not that it is a good order.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HIDDEN = 32
FEED_FORWARD = 64
HEADS = 2
CONTEXT = 512


def write_tiny_reranker(embedding_model: Path, output: Path, seed: int = 7) -> Path:
    """Write the model to ``output`` (its tokenizer from ``embedding_model``, the
    converted all-MiniLM-L6-v2); returns ``output``."""
    import gguf

    reader = gguf.GGUFReader(str(embedding_model))
    writer = gguf.GGUFWriter(str(output), gguf.MODEL_ARCH_NAMES[gguf.MODEL_ARCH.BERT])
    writer.add_name("tiny-reranker")
    writer.add_context_length(CONTEXT)
    writer.add_embedding_length(HIDDEN)
    writer.add_block_count(1)
    writer.add_feed_forward_length(FEED_FORWARD)
    writer.add_head_count(HEADS)
    writer.add_layer_norm_eps(1e-12)
    writer.add_causal_attention(False)
    writer.add_pooling_type(gguf.PoolingType.RANK)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    for name, field in reader.fields.items():
        if name.startswith("tokenizer."):
            value_type = field.types[0]
            value = field.contents()
            if value_type == gguf.GGUFValueType.ARRAY:
                writer.add_array(name, value)
            else:
                writer.add_key_value(name, value, value_type)
    vocabulary = len(reader.fields["tokenizer.ggml.tokens"].contents())
    random = np.random.default_rng(seed)

    def weights(*shape: int) -> np.ndarray:
        return (random.standard_normal(shape) * 0.2).astype(np.float32)

    tensors = {
        "token_embd.weight": weights(vocabulary, HIDDEN),
        "position_embd.weight": weights(CONTEXT, HIDDEN),
        "token_types.weight": weights(2, HIDDEN),
        "token_embd_norm.weight": np.ones(HIDDEN, np.float32),
        "token_embd_norm.bias": np.zeros(HIDDEN, np.float32),
        "cls.weight": weights(HIDDEN, HIDDEN),
        "cls.bias": np.zeros(HIDDEN, np.float32),
        "cls.output.weight": weights(1, HIDDEN),
        "cls.output.bias": np.zeros(1, np.float32),
    }
    for part in ("attn_q", "attn_k", "attn_v", "attn_output"):
        tensors[f"blk.0.{part}.weight"] = weights(HIDDEN, HIDDEN)
        tensors[f"blk.0.{part}.bias"] = np.zeros(HIDDEN, np.float32)
    for norm in ("attn_output_norm", "layer_output_norm"):
        tensors[f"blk.0.{norm}.weight"] = np.ones(HIDDEN, np.float32)
        tensors[f"blk.0.{norm}.bias"] = np.zeros(HIDDEN, np.float32)
    tensors["blk.0.ffn_up.weight"] = weights(FEED_FORWARD, HIDDEN)
    tensors["blk.0.ffn_up.bias"] = np.zeros(FEED_FORWARD, np.float32)
    tensors["blk.0.ffn_down.weight"] = weights(HIDDEN, FEED_FORWARD)
    tensors["blk.0.ffn_down.bias"] = np.zeros(HIDDEN, np.float32)
    for name, array in tensors.items():
        writer.add_tensor(name, array)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return output
