"""The converted all-MiniLM-L6-v2 (desktop/bootstrap/embedding_model.py) is the real
model: the real llama-server splits text into the tokens Hugging Face's own tokenizer
makes, and its vectors match a reference computed here, in numpy, from the published
safetensors weights (a plain BERT forward pass, mean pooling, unit length)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
from gguf import GGMLQuantizationType, GGUFReader, PoolingType, TokenType
from tokenizers import Tokenizer

from desktop.bootstrap.embedding_model import extract_source_model, read_safetensors
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.server import LlamaServer

SENTENCES = [
    "The quick brown fox jumps over the lazy dog.",
    "Café owners in Zürich serve crème brûlée on Sundays!",
    "Invoice #4471 is due on 2026-03-15; pay €1,250.00 by bank transfer.",
    "Xylophonists antidisestablishmentarianism qwertyuiop",
    "深度学习 and naïve Bayes classifiers",
]
# Only for the tokenizer: characters the vocabulary lacks ([UNK]: emoji, a snowman),
# other scripts split into pieces, and punctuation inside and between words.
MORE_SENTENCES = [
    "I love llamas 🦙🦙 and ☃ snowmen",
    "Ελληνικά και Русский текст",
    "don't stop—it's 3.14159 pi…  tabs\there",
]


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_source_model(tmp_path_factory.mktemp("minilm"))


@pytest.fixture(scope="module")
def server(llama_server_path: Path, embedding_model_path: Path) -> Iterator[LlamaServer]:
    options = LaunchOptions(
        model_path=embedding_model_path, context=512, threads=2,
        extra_args=("--embedding", "--pooling", "mean", "-ub", "512", "-b", "512"),
    )
    with LlamaServer(llama_server_path, options) as running:
        running.start()
        yield running


def _post(server: LlamaServer, path: str, body: dict[str, Any]) -> Any:
    with httpx.Client(trust_env=False, timeout=60) as client:
        answer = client.post(server.base_url + path, json=body,
                             headers={"Authorization": f"Bearer {server.api_key}"})
    answer.raise_for_status()
    return answer.json()


def _tokenizer(published: Path) -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(published / "tokenizer.json"))
    tokenizer.no_padding()  # the published file pads every text to 128 tokens
    return tokenizer


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(-1, keepdims=True)
    normed: np.ndarray = (x - mean) / np.sqrt(variance + 1e-12) * weight + bias
    return normed


_erf = np.vectorize(math.erf)


def _reference_vector(weights: dict[str, np.ndarray], ids: list[int]) -> np.ndarray:
    """BERT as published: embeddings, 6 layers of 12-head attention and GELU feed-forward
    (exact erf), then the mean of the token vectors, made unit length."""
    w = {name: value.astype(np.float64) for name, value in weights.items()}
    x = (w["embeddings.word_embeddings.weight"][ids]
         + w["embeddings.position_embeddings.weight"][: len(ids)]
         + w["embeddings.token_type_embeddings.weight"][0])  # fmt: skip
    x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
    heads, size = 12, x.shape[1] // 12
    layer = 0
    while f"encoder.layer.{layer}.attention.self.query.weight" in w:
        p = f"encoder.layer.{layer}."

        def dense(value: np.ndarray, name: str, p: str = p) -> np.ndarray:
            out: np.ndarray = value @ w[p + name + ".weight"].T + w[p + name + ".bias"]
            return out

        def split(value: np.ndarray) -> np.ndarray:
            return value.reshape(len(ids), heads, size).transpose(1, 0, 2)

        q, k, v = (split(dense(x, f"attention.self.{n}")) for n in ("query", "key", "value"))
        scores = q @ k.transpose(0, 2, 1) / math.sqrt(size)
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        context = (scores @ v).transpose(1, 0, 2).reshape(len(ids), heads * size)
        x = _layer_norm(x + dense(context, "attention.output.dense"),
                        w[p + "attention.output.LayerNorm.weight"],
                        w[p + "attention.output.LayerNorm.bias"])
        hidden = dense(x, "intermediate.dense")
        hidden = 0.5 * hidden * (1 + _erf(hidden / math.sqrt(2)))
        x = _layer_norm(x + dense(hidden, "output.dense"), w[p + "output.LayerNorm.weight"],
                        w[p + "output.LayerNorm.bias"])
        layer += 1
    assert layer == 6
    pooled = x.mean(0)
    normalized: np.ndarray = pooled / np.linalg.norm(pooled)
    return normalized


def test_the_file_holds_what_llama_cpps_converter_writes_for_bert(
    embedding_model_path: Path,
) -> None:
    reader = GGUFReader(embedding_model_path)
    fields = {name: field.contents() for name, field in reader.fields.items()}
    assert fields["general.architecture"] == "bert"
    assert [fields[f"bert.{key}"] for key in (
        "context_length", "embedding_length", "block_count", "feed_forward_length",
        "attention.head_count", "pooling_type", "attention.causal",
    )] == [512, 384, 6, 1536, 12, PoolingType.MEAN, False]  # fmt: skip
    assert fields["bert.attention.layer_norm_epsilon"] == pytest.approx(1e-12)
    assert fields["tokenizer.ggml.model"] == "bert"
    assert fields["tokenizer.ggml.normalizer.lowercase"] is True
    ids = {kind: fields[f"tokenizer.ggml.{kind}_token_id"]
           for kind in ("bos", "eos", "seperator", "unknown", "padding", "mask")}  # fmt: skip
    assert ids == {"bos": 101, "eos": 102, "seperator": 102, "unknown": 100, "padding": 0,
                   "mask": 103}  # fmt: skip
    assert (fields["tokenizer.ggml.add_bos_token"], fields["tokenizer.ggml.add_eos_token"]) == (
        True, True)  # fmt: skip
    tokens, kinds = fields["tokenizer.ggml.tokens"], fields["tokenizer.ggml.token_type"]
    # Phantom-space WordPiece: "the" starts a word, "##ing" continues one, the specials
    # stay as they are and are control tokens.
    assert (tokens[1996], tokens[2075], tokens[101]) == ("\u2581the", "ing", "[CLS]")
    assert (kinds[1996], kinds[101], kinds[0]) == (TokenType.NORMAL, TokenType.CONTROL,
                                                   TokenType.CONTROL)  # fmt: skip
    types = {tensor.name: tensor.tensor_type for tensor in reader.tensors}
    assert len(types) == 5 + 6 * 16  # embeddings and their norm, 16 per block, no pooler
    assert types["token_embd.weight"] == GGMLQuantizationType.F16
    assert types["blk.5.ffn_down.weight"] == GGMLQuantizationType.F16
    for added in ("position_embd.weight", "token_types.weight", "blk.0.attn_q.bias",
                  "blk.0.layer_output_norm.weight"):
        assert types[added] == GGMLQuantizationType.F32, added


@pytest.mark.server
def test_the_server_tokenizes_as_the_published_tokenizer_does(
    server: LlamaServer, published: Path
) -> None:
    tokenizer = _tokenizer(published)
    for sentence in SENTENCES + MORE_SENTENCES:
        expected = tokenizer.encode(sentence).ids  # [CLS] ... [SEP]
        tokens = _post(server, "/tokenize", {"content": sentence, "add_special": True})["tokens"]
        assert tokens == expected, sentence


@pytest.mark.server
def test_the_vectors_match_the_published_weights_and_mean_what_they_say(
    server: LlamaServer, published: Path
) -> None:
    tokenizer = _tokenizer(published)
    weights = read_safetensors(published / "model.safetensors")
    rows = _post(server, "/v1/embeddings", {"input": SENTENCES})["data"]
    served = np.array([row["embedding"] for row in sorted(rows, key=lambda r: r["index"])])
    assert served.shape == (len(SENTENCES), 384)
    for sentence, vector in zip(SENTENCES, served, strict=True):
        reference = _reference_vector(weights, tokenizer.encode(sentence).ids)
        assert float(vector @ reference) > 0.999, sentence  # F16 weights: not bit-exact


@pytest.mark.server
def test_a_paraphrase_is_nearer_than_an_unrelated_sentence(server: LlamaServer) -> None:
    pair = _post(server, "/v1/embeddings", {"input": [
        "How do I reset my password?",
        "I forgot my login credentials and need to change them.",
        "The recipe needs two cups of flour.",
    ]})["data"]
    a, b, c = (np.array(row["embedding"]) for row in sorted(pair, key=lambda r: r["index"]))
    assert float(a @ b) > float(a @ c) + 0.3
