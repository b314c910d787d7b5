"""Header-only GGUF reader: what loading and memory planning need, read in milliseconds.

CONTRACT (other modules code against these names; keep them):
``read_gguf(path) -> GGUFInfo`` raising ``GGUFError`` (one line naming the file and
the problem) for missing, corrupt, truncated or hostile files.
``read_gguf_header(data, file_size, name) -> GGUFInfo`` parses the same from the first
bytes of a file that is elsewhere (fetched over the network), raising
``GGUFHeaderIncompleteError`` when more of the file is needed.

Only the header is read: metadata, then the tensor list (names, shapes, types,
offsets). Every length in the file is checked against what is left of the file before
anything is read or allocated, and counts are capped, so a corrupt or hostile file
fails fast with a plain message instead of asking for gigabytes. Long arrays (the
tokenizer vocabulary) are stepped over, never loaded.
"""

from __future__ import annotations

import io
import stat
import struct
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, BinaryIO, NoReturn

from desktop.core.errors import LlamaDeskError
from desktop.core.models.split_names import SplitName, split_parts

# A metadata value as kept in GGUFInfo.metadata: scalars as they are; arrays of
# numbers/bools as tuples when short; long arrays (the tokenizer vocabulary) only as
# their length, as an ArrayLength.
MetadataValue = int | float | bool | str | tuple[int | float | bool | str, ...]


@dataclass(frozen=True)
class ArrayLength:
    """Stand-in for a long array we skipped over without reading it into memory."""

    element_type: int
    length: int


class GGUFError(LlamaDeskError):
    """The file is not a GGUF model we can read; the message names file and problem."""


class GGUFNotFoundError(GGUFError):
    """The model file (or a part of a split model) is not where it was looked for."""


class GGUFHeaderIncompleteError(GGUFError):
    """The bytes given end before the header does: fetch more of the file and try again.

    ``needed`` is how many bytes from the start the header reaches at least (it may
    reach further; only the first read past the bytes given is known).
    """

    def __init__(self, message: str, details: str = "", *, needed: int) -> None:
        super().__init__(message, details)
        self.needed = needed


@dataclass(frozen=True)
class GGUFInfo:
    path: Path  # the file given (first shard of a split model)
    shard_paths: tuple[Path, ...]  # every shard, in order; (path,) when not split
    file_size: int  # bytes of all shards together
    version: int
    tensor_count: int  # tensors in all shards
    architecture: str  # general.architecture, e.g. "llama", "qwen3", "clip"
    name: str | None
    size_label: str | None  # general.size_label, e.g. "135M"
    file_type: str | None  # quantisation name from general.file_type, e.g. "Q4_1"
    parameter_count: int | None  # sum of tensor element counts, all shards
    context_length: int  # native training context; 0 when the file does not say
    block_count: int
    embedding_length: int
    head_count: int
    # Per layer, length block_count. GGUF allows a scalar (broadcast here) or a per-layer
    # array; 0 marks a layer without attention (recurrent layers of hybrid models).
    head_count_kv: tuple[int, ...]
    key_length: int | None  # attention.key_length
    value_length: int | None  # attention.value_length
    sliding_window: int | None  # attention.sliding_window
    # attention.sliding_window_pattern when present: per layer, True = sliding layer.
    sliding_window_pattern: tuple[bool, ...] | None
    full_attention_interval: int | None  # hybrid models: every N-th layer has attention
    kv_lora_rank: int | None  # MLA (deepseek2 and friends)
    key_length_mla: int | None
    value_length_mla: int | None
    expert_count: int | None
    ssm_conv_kernel: int | None
    ssm_inner_size: int | None
    ssm_state_size: int | None
    ssm_time_step_rank: int | None
    ssm_group_count: int | None
    chat_template: str | None  # tokenizer.chat_template
    has_tokenizer: bool  # tokenizer.ggml.model present with a vocabulary
    is_projector: bool  # a vision/audio projector (mmproj), not a language model
    metadata: Mapping[str, MetadataValue | ArrayLength] = field(repr=False)
    # attention.head_count per layer (a scalar broadcast to block_count); head_count
    # above is the largest of them.
    head_count_per_layer: tuple[int, ...] = ()
    # attention.sliding_window_pattern when the file gives it as a period N rather than
    # per-layer flags; sliding_window_pattern then holds llama.cpp's expansion of it.
    sliding_window_period: int | None = None

    @property
    def is_split(self) -> bool:
        return len(self.shard_paths) > 1

    def arch_key(self, suffix: str) -> MetadataValue | ArrayLength | None:
        """The architecture-scoped value ``{architecture}.{suffix}``, if present."""
        return self.metadata.get(f"{self.architecture}.{suffix}")


# --- limits -------------------------------------------------------------------------
# Far above anything a real model has, far below what would hurt to allocate.
MAX_KV_PAIRS = 65_536
MAX_TENSORS = 1_000_000
MAX_DIMS = 4  # GGML_MAX_DIMS
MAX_LAYERS = 65_536
MAX_KEY_BYTES = 65_535  # the GGUF spec's limit on key names
MAX_TENSOR_NAME_BYTES = 65_535
# Arrays up to this many elements are kept as tuples; longer ones only as a length.
MAX_KEPT_ARRAY = 65_536
# String arrays are kept only when short (languages, tags); vocabularies are skipped.
MAX_KEPT_STRING_ARRAY = 1_024
# A single text value longer than this (a whole tokenizer.json, say) is stepped over
# and left out of the metadata: nothing we use is anywhere near this size.
MAX_KEPT_STRING_BYTES = 4 * 1024 * 1024
# All text and arrays kept from one file together; beyond this the header is not
# plausible (real ones keep well under a megabyte).
MAX_KEPT_TOTAL_BYTES = 16 * 1024 * 1024
# Strings and nested arrays stepped over one by one, per file: ten times the largest
# real vocabulary plus merges, so a hostile file cannot keep us looping for minutes.
MAX_STEPPED_VALUES = 2**23
MAX_ARRAY_NESTING = 2
_CHUNK = 256 * 1024

_MAGIC = b"GGUF"
_SUPPORTED_VERSIONS = (2, 3)
_DEFAULT_ALIGNMENT = 32

# GGUF metadata value types.
_UINT8, _INT8, _UINT16, _INT16, _UINT32, _INT32, _FLOAT32, _BOOL = range(8)
_STRING, _ARRAY, _UINT64, _INT64, _FLOAT64 = range(8, 13)
_SCALAR_FORMATS = {
    _UINT8: "B",
    _INT8: "b",
    _UINT16: "H",
    _INT16: "h",
    _UINT32: "I",
    _INT32: "i",
    _FLOAT32: "f",
    _BOOL: "?",
    _UINT64: "Q",
    _INT64: "q",
    _FLOAT64: "d",
}
_SCALAR_STRUCTS = {kind: struct.Struct("<" + code) for kind, code in _SCALAR_FORMATS.items()}
_U32 = struct.Struct("<I")
_U64 = struct.Struct("<Q")
_ARRAY_HEAD = struct.Struct("<IQ")
_KV_COUNTS = struct.Struct("<QQ")
_TYPE_AND_OFFSET = struct.Struct("<IQ")
_SMALLEST_KV = 8 + 4 + 1  # empty key, type, one byte of value
_SMALLEST_TENSOR_INFO = 8 + 4 + 4 + 8  # empty name, no dims, type, offset

# llama.cpp's LLAMA_FTYPE numbers (general.file_type) and their usual names.
FILE_TYPE_NAMES: Mapping[int, str] = {
    0: "F32",
    1: "F16",
    2: "Q4_0",
    3: "Q4_1",
    7: "Q8_0",
    8: "Q5_0",
    9: "Q5_1",
    10: "Q2_K",
    11: "Q3_K_S",
    12: "Q3_K_M",
    13: "Q3_K_L",
    14: "Q4_K_S",
    15: "Q4_K_M",
    16: "Q5_K_S",
    17: "Q5_K_M",
    18: "Q6_K",
    19: "IQ2_XXS",
    20: "IQ2_XS",
    21: "Q2_K_S",
    22: "IQ3_XS",
    23: "IQ3_XXS",
    24: "IQ1_S",
    25: "IQ4_NL",
    26: "IQ3_S",
    27: "IQ3_M",
    28: "IQ2_S",
    29: "IQ2_M",
    30: "IQ4_XS",
    31: "IQ1_M",
    32: "BF16",
    36: "TQ1_0",
    37: "TQ2_0",
    38: "MXFP4_MOE",
    39: "NVFP4",
    40: "Q1_0",
    41: "Q2_0",
}

# ggml tensor types: name, elements per block, bytes per block.
TENSOR_TYPES: Mapping[int, tuple[str, int, int]] = {
    0: ("F32", 1, 4),
    1: ("F16", 1, 2),
    2: ("Q4_0", 32, 18),
    3: ("Q4_1", 32, 20),
    6: ("Q5_0", 32, 22),
    7: ("Q5_1", 32, 24),
    8: ("Q8_0", 32, 34),
    9: ("Q8_1", 32, 40),
    10: ("Q2_K", 256, 84),
    11: ("Q3_K", 256, 110),
    12: ("Q4_K", 256, 144),
    13: ("Q5_K", 256, 176),
    14: ("Q6_K", 256, 210),
    15: ("Q8_K", 256, 292),
    16: ("IQ2_XXS", 256, 66),
    17: ("IQ2_XS", 256, 74),
    18: ("IQ3_XXS", 256, 98),
    19: ("IQ1_S", 256, 50),
    20: ("IQ4_NL", 32, 18),
    21: ("IQ3_S", 256, 110),
    22: ("IQ2_S", 256, 82),
    23: ("IQ4_XS", 256, 136),
    24: ("I8", 1, 1),
    25: ("I16", 1, 2),
    26: ("I32", 1, 4),
    27: ("I64", 1, 8),
    28: ("F64", 1, 8),
    29: ("IQ1_M", 256, 56),
    30: ("BF16", 1, 2),
    34: ("TQ1_0", 256, 54),
    35: ("TQ2_0", 256, 66),
    39: ("MXFP4", 32, 17),
    40: ("NVFP4", 64, 36),
    41: ("Q1_0", 128, 18),
    42: ("Q2_0", 64, 18),
}

# Architectures whose sliding_window_pattern period puts the full-attention layer first
# (llama.cpp's dense_first); every other one puts it last.
_DENSE_FIRST_ARCHITECTURES = frozenset({"cohere2moe", "laguna", "modern-bert", "smallthinker"})



def quantization_name(file_type: int) -> str | None:
    """The usual name (``Q4_K_M``) of a llama.cpp ``general.file_type`` number."""
    return FILE_TYPE_NAMES.get(file_type)


# --- reading one file ---------------------------------------------------------------


@dataclass(frozen=True)
class _FileHeader:
    version: int
    metadata: dict[str, MetadataValue | ArrayLength]
    tensor_count: int
    parameter_count: int
    elements_by_type: Counter[int]


def _fail(path: Path, problem: str, error: type[GGUFError] | None = None) -> NoReturn:
    raise (error or GGUFError)(f"{path.name}: {problem}", details=f"File: {path}")


class _Reader:
    """Sequential little-endian reads over an open file through one reusable buffer.

    Every length taken from the file is checked against the bytes left before
    anything is read, so nothing large is ever allocated on a file's say-so.
    Invariant: the file position is ``_buf_start + len(_buf)``.
    """

    def __init__(self, file: BinaryIO, size: int, path: Path, available: int | None = None) -> None:
        self._file = file
        self._size = size
        # Bytes of the file that can actually be read (only its start when the rest is
        # elsewhere); None = all of it. Lengths are still checked against ``size``.
        self._available = size if available is None else available
        self._path = path
        self._buf = b""
        self._pos = 0
        self._buf_start = 0
        self._kept_bytes = 0
        self._steps_left = MAX_STEPPED_VALUES
        self.section = "header"

    def fail(self, problem: str) -> NoReturn:
        _fail(self._path, problem)

    def truncated(self) -> NoReturn:
        self.fail(f"the file ends inside the {self.section} (truncated download?)")

    @property
    def offset(self) -> int:
        return self._buf_start + self._pos

    @property
    def remaining(self) -> int:
        return self._size - self.offset

    def _fill(self, n: int) -> None:
        if len(self._buf) - self._pos >= n:
            return
        start = self.offset
        if start + n > self._size:
            self.truncated()
        if start + n > self._available:
            raise GGUFHeaderIncompleteError(
                f"{self._path.name}: the first {self._available:,} bytes end inside the "
                f"{self.section}",
                details=f"File: {self._path}",
                needed=start + n,
            )
        rest = self._buf[self._pos :]
        want = min(max(n, _CHUNK), self._size - start) - len(rest)
        self._buf = rest + self._file.read(want)
        self._buf_start = start
        self._pos = 0
        if len(self._buf) < n:  # the file shrank while we read it
            self.truncated()

    def seek(self, absolute: int) -> None:
        if absolute > self._size:
            self.truncated()
        if self._buf_start <= absolute <= self._buf_start + len(self._buf):
            self._pos = absolute - self._buf_start
            return
        self._file.seek(absolute)
        self._buf = b""
        self._buf_start = absolute
        self._pos = 0

    def skip(self, n: int) -> None:
        self.seek(self.offset + n)

    def unpack(self, layout: struct.Struct) -> tuple[Any, ...]:
        self._fill(layout.size)
        values = layout.unpack_from(self._buf, self._pos)
        self._pos += layout.size
        return values

    def u32(self) -> int:
        value: int = self.unpack(_U32)[0]
        return value

    def u64(self) -> int:
        value: int = self.unpack(_U64)[0]
        return value

    def raw(self, n: int) -> bytes:
        self._fill(n)
        data = self._buf[self._pos : self._pos + n]
        self._pos += n
        return data

    def string(self, max_bytes: int) -> str | None:
        """A length-prefixed UTF-8 string; None when longer than max_bytes (stepped over)."""
        length = self.u64()
        if length > self.remaining:
            self.truncated()
        if length > max_bytes:
            self.skip(length)
            return None
        self.keep(length)
        return self.raw(length).decode("utf-8", errors="replace")

    def keep(self, nbytes: int) -> None:
        """Account for metadata about to be kept in memory."""
        self._kept_bytes += nbytes
        if self._kept_bytes > MAX_KEPT_TOTAL_BYTES:
            self.fail("the header holds an implausible amount of metadata (corrupt file?)")

    def step(self, count: int) -> None:
        """Account for values about to be stepped over one by one."""
        self._steps_left -= count
        if self._steps_left < 0:
            self.fail("the header holds implausibly many values (corrupt file?)")

    def skip_strings(self, count: int) -> None:
        """Step over ``count`` length-prefixed strings without copying them."""
        self.step(count)
        unpack_length = _U64.unpack_from
        while count:
            self._fill(8)
            buf, pos = self._buf, self._pos
            limit = len(buf) - 8
            # The hot loop for a vocabulary: read lengths, jump over the text.
            while count and pos <= limit:
                pos += 8 + unpack_length(buf, pos)[0]
                count -= 1
            self.seek(self._buf_start + pos)

    def start_of_file(self, n: int) -> bytes:
        """The first bytes of the file (for describing what a non-GGUF file is)."""
        self.seek(0)
        return self.raw(min(n, self._size))


def _read_value(reader: _Reader, kind: int, depth: int = 0) -> MetadataValue | ArrayLength | None:
    scalar = _SCALAR_STRUCTS.get(kind)
    if scalar is not None:
        value: int | float | bool = reader.unpack(scalar)[0]
        return value
    if kind == _STRING:
        return reader.string(MAX_KEPT_STRING_BYTES)
    if kind == _ARRAY:
        return _read_array(reader, depth)
    reader.fail(f"unknown metadata value type {kind} (corrupt file?)")


def _read_array(reader: _Reader, depth: int) -> MetadataValue | ArrayLength | None:
    element_type, count = reader.unpack(_ARRAY_HEAD)
    if element_type == _ARRAY:
        if depth >= MAX_ARRAY_NESTING:
            reader.fail("arrays nested too deeply in the metadata (corrupt file?)")
        if count * _ARRAY_HEAD.size > reader.remaining:
            reader.truncated()
        reader.step(count)
        for _ in range(count):
            _read_array(reader, depth + 1)
        return ArrayLength(element_type, count)
    if element_type == _STRING:
        if count * _U64.size > reader.remaining:
            reader.truncated()
        if count > MAX_KEPT_STRING_ARRAY:
            reader.skip_strings(count)
            return ArrayLength(element_type, count)
        strings = [reader.string(MAX_KEPT_STRING_BYTES) for _ in range(count)]
        kept = tuple(text for text in strings if text is not None)
        return kept if len(kept) == count else ArrayLength(element_type, count)
    code = _SCALAR_FORMATS.get(element_type)
    if code is None:
        reader.fail(f"unknown array element type {element_type} in the metadata (corrupt file?)")
    nbytes = count * _SCALAR_STRUCTS[element_type].size
    if nbytes > reader.remaining:
        reader.truncated()
    if count > MAX_KEPT_ARRAY:
        reader.skip(nbytes)
        return ArrayLength(element_type, count)
    reader.keep(nbytes)
    values: tuple[int | float | bool, ...] = struct.unpack(f"<{count}{code}", reader.raw(nbytes))
    return values


def _read_header(
    file: BinaryIO, size: int, path: Path, available: int | None = None
) -> _FileHeader:
    reader = _Reader(file, size, path, available)
    if size == 0:
        reader.fail("the file is empty (the download did not finish?)")
    if size < len(_MAGIC):
        if _MAGIC.startswith(reader.start_of_file(size)):
            reader.truncated()
        reader.fail(_describe_non_gguf(reader.start_of_file(size)))
    if reader.raw(len(_MAGIC)) != _MAGIC:
        reader.fail(_describe_non_gguf(reader.start_of_file(64)))
    version = reader.u32()
    if version not in _SUPPORTED_VERSIONS:
        if int.from_bytes(version.to_bytes(4, "little"), "big") in _SUPPORTED_VERSIONS:
            reader.fail("a big-endian GGUF file, which this app cannot use")
        if version == 1:
            reader.fail("an old GGUF version 1 file; download a newer conversion of the model")
        reader.fail(f"GGUF version {version} is not supported (a newer or corrupt file?)")
    tensor_count, kv_count = reader.unpack(_KV_COUNTS)
    if kv_count > MAX_KV_PAIRS:
        reader.fail(f"the header claims {kv_count:,} metadata entries (corrupt file?)")
    if tensor_count > MAX_TENSORS:
        reader.fail(f"the header claims {tensor_count:,} tensors (corrupt file?)")
    reader.section = "metadata"
    if kv_count * _SMALLEST_KV + tensor_count * _SMALLEST_TENSOR_INFO > reader.remaining:
        reader.truncated()

    metadata: dict[str, MetadataValue | ArrayLength] = {}
    for _ in range(kv_count):
        key = reader.string(MAX_KEY_BYTES)
        if key is None:
            reader.fail("a metadata key is implausibly long (corrupt file?)")
        value = _read_value(reader, reader.u32())
        if key in metadata:
            reader.fail(f"the metadata key {key!r} appears twice (corrupt file?)")
        if value is not None:
            metadata[key] = value

    reader.section = "tensor list"
    parameter_count = 0
    elements_by_type: Counter[int] = Counter()
    tensors: list[tuple[int, int, int]] = []  # type, offset, elements
    for _ in range(tensor_count):
        name_length = reader.u64()
        if name_length > MAX_TENSOR_NAME_BYTES:
            if name_length > reader.remaining:
                reader.truncated()
            reader.fail("a tensor name is implausibly long (corrupt file?)")
        reader.skip(name_length)
        n_dims = reader.u32()
        if n_dims > MAX_DIMS:
            reader.fail(f"a tensor claims {n_dims:,} dimensions (corrupt file?)")
        elements = 1
        for _ in range(n_dims):
            elements *= reader.u64()
        if elements >= 2**63:
            reader.fail("a tensor claims an impossible size (corrupt file?)")
        tensor_type, offset = reader.unpack(_TYPE_AND_OFFSET)
        tensors.append((tensor_type, offset, elements))
        parameter_count += elements
        elements_by_type[tensor_type] += elements

    alignment = metadata.get("general.alignment", _DEFAULT_ALIGNMENT)
    if (
        not isinstance(alignment, int)
        or isinstance(alignment, bool)
        or alignment <= 0
        or alignment & (alignment - 1)
    ):
        reader.fail(f"invalid general.alignment {alignment!r} (corrupt file?)")
    data_start = -(-reader.offset // alignment) * alignment
    _check_tensor_data(reader, tensors, data_start, size)
    return _FileHeader(version, metadata, tensor_count, parameter_count, elements_by_type)


def _check_tensor_data(
    reader: _Reader, tensors: list[tuple[int, int, int]], data_start: int, size: int
) -> None:
    """Catch the commonest broken download: the header intact, the weights cut short."""
    needed = data_start if tensors else 0
    for tensor_type, offset, elements in tensors:
        known = TENSOR_TYPES.get(tensor_type)
        if known is None:
            # A type newer than this table: its size is unknown, its start is not.
            needed = max(needed, data_start + offset)
            continue
        name, block, block_bytes = known
        if elements % block:
            reader.fail(f"a {name} tensor of {elements:,} values is not whole blocks (corrupt?)")
        needed = max(needed, data_start + offset + elements // block * block_bytes)
    if needed > size:
        reader.fail(f"the file is incomplete: {size:,} of {needed:,} bytes (truncated download?)")


def _describe_non_gguf(start: bytes) -> str:
    lowered = start.lstrip().lower()
    if lowered.startswith((b"<!doctype", b"<html", b"<?xml", b"{")):
        return "not a GGUF file but a web page or error message (the download failed?)"
    if lowered.startswith(b"version https://git-lfs"):
        return "a Git LFS pointer, not the model itself (download the real file)"
    return "not a GGUF file (bad magic)"


def _read_file(path: Path) -> tuple[_FileHeader, int]:
    """One file's header and the file's size; every failure is a GGUFError."""
    if path.is_dir():
        _fail(path, "is a folder, not a model file")
    try:
        status = path.stat()
        if not stat.S_ISREG(status.st_mode):
            # A pipe or device would block or never end; only plain files are models.
            _fail(path, "is not a regular file")
        size = status.st_size
        with path.open("rb") as file:
            return _read_header(file, size, path), size
    except FileNotFoundError:
        _fail(path, "file not found", GGUFNotFoundError)
    except PermissionError:
        _fail(path, "permission denied (the app may not read this file)")
    except OSError as error:
        _fail(path, f"cannot read the file ({error.strerror or error})")


# --- split models --------------------------------------------------------------------


def _check_split_keys(path: Path, header: _FileHeader, index: int, count: int) -> None:
    split_no = header.metadata.get("split.no")
    split_count = header.metadata.get("split.count")
    if not isinstance(split_count, int) or not isinstance(split_no, int):
        _fail(path, f"named as part {index + 1} of {count} of a split model, but not one")
    if split_count != count or split_no != index:
        _fail(
            path,
            f"holds part {split_no + 1} of {split_count}, but its name says part "
            f"{index + 1} of {count} (parts of different downloads mixed?)",
        )


# --- from metadata to GGUFInfo -------------------------------------------------------


def _count(path: Path, key: str, value: MetadataValue | ArrayLength | None) -> int | None:
    """A non-negative integer setting; an array (per-layer values) gives its largest."""
    if isinstance(value, tuple):
        counts = [_count(path, key, item) for item in value]
        return max((item for item in counts if item is not None), default=None)
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    if value < 0:
        _fail(path, f"{key} is negative ({value}) (corrupt file?)")
    return value


def _per_layer(
    path: Path, key: str, value: MetadataValue | ArrayLength | None, block_count: int
) -> tuple[int, ...] | None:
    """A scalar broadcast to every layer, or a per-layer array checked for length."""
    if isinstance(value, ArrayLength):
        _fail(path, f"{key} has {value.length:,} entries for {block_count} layers")
    if isinstance(value, tuple):
        if block_count and len(value) != block_count:
            _fail(path, f"{key} has {len(value)} entries for {block_count} layers")
        counts = tuple(_count(path, key, item) for item in value)
        if any(item is None for item in counts):
            _fail(path, f"{key} holds something other than whole numbers (corrupt file?)")
        return tuple(item for item in counts if item is not None)
    scalar = _count(path, key, value)
    return None if scalar is None else (scalar,) * block_count


def _sliding_pattern(
    architecture: str, value: MetadataValue | ArrayLength | None, block_count: int
) -> tuple[tuple[bool, ...] | None, int | None]:
    """(per-layer flags, period) from attention.sliding_window_pattern."""
    if isinstance(value, tuple):
        if all(isinstance(item, int) for item in value):  # bools are ints too
            return tuple(bool(item) for item in value), None
        return None, None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        return None, None
    # llama.cpp's set_swa_pattern: one full-attention layer in every `period`.
    period = value
    dense_first = architecture in _DENSE_FIRST_ARCHITECTURES
    flags = tuple(
        period == 0 or (layer % period != 0 if dense_first else layer % period < period - 1)
        for layer in range(block_count)
    )
    return flags, period


def _quantization(
    metadata: Mapping[str, MetadataValue | ArrayLength], elements_by_type: Counter[int]
) -> str | None:
    file_type = metadata.get("general.file_type")
    if isinstance(file_type, int) and not isinstance(file_type, bool):
        name = quantization_name(file_type)
        if name is not None:
            return name
    # No (or an unknown) file type: name the type holding the most weights.
    for tensor_type, _ in elements_by_type.most_common():
        known = TENSOR_TYPES.get(tensor_type)
        if known is not None:
            return known[0]
    return None


def _length_of(value: MetadataValue | ArrayLength | None) -> int:
    if isinstance(value, ArrayLength):
        return value.length
    if isinstance(value, tuple):
        return len(value)
    return 0


def _text(value: MetadataValue | ArrayLength | None) -> str | None:
    return value if isinstance(value, str) else None


def _build_info(
    shard_paths: tuple[Path, ...], headers: list[_FileHeader], file_size: int
) -> GGUFInfo:
    path = shard_paths[0]
    first = headers[0]
    metadata = first.metadata
    architecture = metadata.get("general.architecture")
    if not isinstance(architecture, str) or not architecture:
        _fail(path, "the header names no architecture (not a model file?)")

    def value(suffix: str) -> MetadataValue | ArrayLength | None:
        return metadata.get(f"{architecture}.{suffix}")

    def count(suffix: str) -> int | None:
        return _count(path, f"{architecture}.{suffix}", value(suffix))

    block_count = count("block_count") or 0
    if block_count > MAX_LAYERS:
        _fail(path, f"the header claims {block_count:,} layers (corrupt file?)")
    head_key = f"{architecture}.attention.head_count"
    heads = _per_layer(path, head_key, value("attention.head_count"), block_count)
    head_count = count("attention.head_count") or 0
    kv_key = f"{architecture}.attention.head_count_kv"
    # As in llama.cpp: no head_count_kv means one KV head per attention head.
    kv_heads = _per_layer(path, kv_key, value("attention.head_count_kv"), block_count) or heads
    pattern, period = _sliding_pattern(
        architecture, value("attention.sliding_window_pattern"), block_count
    )
    tokenizer_model = metadata.get("tokenizer.ggml.model")
    has_tokenizer = (
        isinstance(tokenizer_model, str)
        and tokenizer_model not in ("", "none")
        and _length_of(metadata.get("tokenizer.ggml.tokens")) > 0
    )
    is_projector = (
        architecture == "clip"
        or metadata.get("general.type") == "mmproj"
        or "clip.has_vision_encoder" in metadata
        or "clip.has_audio_encoder" in metadata
    )
    return GGUFInfo(
        path=path,
        shard_paths=shard_paths,
        file_size=file_size,
        version=first.version,
        tensor_count=sum(header.tensor_count for header in headers),
        architecture=architecture,
        name=_text(metadata.get("general.name")),
        size_label=_text(metadata.get("general.size_label")),
        file_type=_quantization(
            metadata, sum((header.elements_by_type for header in headers), Counter())
        ),
        parameter_count=sum(header.parameter_count for header in headers),
        context_length=count("context_length") or 0,
        block_count=block_count,
        embedding_length=count("embedding_length") or 0,
        head_count=head_count,
        head_count_kv=kv_heads or (),
        key_length=count("attention.key_length"),
        value_length=count("attention.value_length"),
        sliding_window=count("attention.sliding_window"),
        sliding_window_pattern=pattern,
        full_attention_interval=count("full_attention_interval"),
        kv_lora_rank=count("attention.kv_lora_rank"),
        key_length_mla=count("attention.key_length_mla"),
        value_length_mla=count("attention.value_length_mla"),
        expert_count=count("expert_count"),
        ssm_conv_kernel=count("ssm.conv_kernel"),
        ssm_inner_size=count("ssm.inner_size"),
        ssm_state_size=count("ssm.state_size"),
        ssm_time_step_rank=count("ssm.time_step_rank"),
        ssm_group_count=count("ssm.group_count"),
        chat_template=_text(metadata.get("tokenizer.chat_template")),
        has_tokenizer=has_tokenizer,
        is_projector=is_projector,
        metadata=MappingProxyType(metadata),
        head_count_per_layer=heads or (),
        sliding_window_period=period,
    )


def read_gguf(path: Path | str) -> GGUFInfo:
    """Read a GGUF model's header (every shard of a split model), never its weights.

    Given any shard of a split model, the metadata comes from shard 1 and the tensor
    and byte counts cover all of them. Raises GGUFError naming the file and problem.
    """
    given = Path(path)
    shard_paths = split_parts(given)
    if len(shard_paths) > 1:
        if not given.exists():
            _fail(given, "file not found", GGUFNotFoundError)
        for number, shard in enumerate(shard_paths, start=1):
            if not shard.exists():
                _fail(
                    given,
                    f"part {number} of {len(shard_paths)} of this split model is missing "
                    f"({shard.name} is not in the same folder)",
                )
    headers: list[_FileHeader] = []
    file_size = 0
    for index, shard in enumerate(shard_paths):
        header, size = _read_file(shard)
        if len(shard_paths) > 1:
            _check_split_keys(shard, header, index, len(shard_paths))
        headers.append(header)
        file_size += size
    first = headers[0]
    split_count = first.metadata.get("split.count")
    if len(shard_paths) == 1 and isinstance(split_count, int) and split_count > 1:
        split_no = first.metadata.get("split.no")
        number = split_no + 1 if isinstance(split_no, int) else 1
        _fail(
            given,
            f"is part {number} of {split_count} of a split model, but its name does not end "
            f"in {SplitName('', number, split_count).part(number)}, so the other parts cannot "
            "be found",
        )
    promised = first.metadata.get("split.tensors.count")
    total = sum(header.tensor_count for header in headers)
    if len(shard_paths) > 1 and isinstance(promised, int) and promised != total:
        _fail(
            shard_paths[0],
            f"the parts hold {total:,} tensors but part 1 promises {promised:,} "
            "(parts of different downloads mixed?)",
        )
    return _build_info(shard_paths, headers, file_size)


def read_gguf_header(data: bytes, file_size: int, name: str) -> GGUFInfo:
    """Read a header from ``data``, the first bytes of a GGUF file of ``file_size`` bytes
    kept elsewhere (fetched over the network, say), with the same checks as read_gguf.

    One file only: for the first shard of a split model the tensor and byte counts are
    that shard's. ``name`` names the file in messages. Raises GGUFHeaderIncompleteError
    when the header reaches past ``data`` (fetch more and call again), GGUFError for
    anything else.
    """
    path = Path(name)
    data = data[:file_size]
    with io.BytesIO(data) as file:
        header = _read_header(file, file_size, path, available=len(data))
    return _build_info((path,), [header], file_size)
