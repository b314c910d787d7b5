"""Small GGUF files for header tests: real ones written with gguf's GGUFWriter, and raw
byte builders for the corrupt and hostile ones GGUFWriter refuses to write.

These files carry a few tiny tensors only; they are not loadable models (see
tiny_models.py for those).
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import gguf
import numpy as np

ValueType = gguf.GGUFValueType


def _types_of(value: Any) -> tuple[gguf.GGUFValueType, gguf.GGUFValueType | None]:
    """GGUF types for a plain Python value: ints are UINT32, as converters write them."""
    if isinstance(value, bool):
        return ValueType.BOOL, None
    if isinstance(value, int):
        return ValueType.UINT32, None
    if isinstance(value, float):
        return ValueType.FLOAT32, None
    if isinstance(value, str):
        return ValueType.STRING, None
    if isinstance(value, list | tuple):
        element_type, _ = _types_of(value[0])
        return ValueType.ARRAY, element_type
    raise TypeError(f"no GGUF type for {value!r}")


def default_tensors() -> dict[str, np.ndarray[Any, Any]]:
    return {
        "token_embd.weight": np.arange(4 * 32, dtype=np.float32).reshape(4, 32),
        "blk.0.attn_norm.weight": np.ones(32, dtype=np.float32),
        "output_norm.weight": np.ones(32, dtype=np.float32),
    }


def write_gguf(
    path: Path,
    architecture: str = "llama",
    metadata: Mapping[str, Any] | None = None,
    *,
    tensors: Mapping[str, np.ndarray[Any, Any]] | None = None,
    q8_0_tensors: Mapping[str, tuple[int, int]] | None = None,
    configure: Callable[[gguf.GGUFWriter], None] | None = None,
    split_max_tensors: int = 0,
    big_endian: bool = False,
) -> list[Path]:
    """Write a GGUF with GGUFWriter; returns the files written (several when split).

    ``metadata`` holds plain values typed by ``_types_of``; ``configure`` can add
    anything else through the writer itself. ``q8_0_tensors`` maps names to shapes of
    Q8_0-quantised tensors (the row length must be a multiple of 32).
    """
    endianess = gguf.GGUFEndian.BIG if big_endian else gguf.GGUFEndian.LITTLE
    writer = gguf.GGUFWriter(
        path, architecture, split_max_tensors=split_max_tensors, endianess=endianess
    )
    for key, value in (metadata or {}).items():
        value_type, sub_type = _types_of(value)
        stored = list(value) if isinstance(value, tuple) else value
        writer.add_key_value(key, stored, value_type, sub_type=sub_type)
    if configure is not None:
        configure(writer)
    for name, array in (default_tensors() if tensors is None else tensors).items():
        writer.add_tensor(name, array)
    for name, shape in (q8_0_tensors or {}).items():
        values = np.linspace(-1.0, 1.0, shape[0] * shape[1], dtype=np.float32).reshape(shape)
        quantized = gguf.quants.quantize(values, gguf.GGMLQuantizationType.Q8_0)
        writer.add_tensor(name, quantized, raw_dtype=gguf.GGMLQuantizationType.Q8_0)
    written = writer.format_shard_names(path)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return written


# --- raw bytes, for files no writer would produce -------------------------------------


def pack_string(text: str | bytes, length: int | None = None) -> bytes:
    """A GGUF string; ``length`` overrides the length prefix (to lie about it)."""
    data = text.encode() if isinstance(text, str) else text
    return struct.pack("<Q", len(data) if length is None else length) + data


def pack_header(tensor_count: int, kv_count: int, version: int = 3) -> bytes:
    return b"GGUF" + struct.pack("<IQQ", version, tensor_count, kv_count)


def pack_kv(key: str, value_type: int, payload: bytes) -> bytes:
    return pack_string(key) + struct.pack("<I", value_type) + payload


def pack_tensor_info(name: str, dims: Sequence[int], tensor_type: int, offset: int) -> bytes:
    return (
        pack_string(name)
        + struct.pack("<I", len(dims))
        + b"".join(struct.pack("<Q", dim) for dim in dims)
        + struct.pack("<IQ", tensor_type, offset)
    )


def minimal_gguf(extra_kvs: Sequence[bytes] = (), tensor_infos: Sequence[bytes] = ()) -> bytes:
    """A hand-built header with an architecture and whatever is added; no tensor data."""
    kvs = [pack_kv("general.architecture", ValueType.STRING, pack_string("llama")), *extra_kvs]
    return pack_header(len(tensor_infos), len(kvs)) + b"".join(kvs) + b"".join(tensor_infos)
