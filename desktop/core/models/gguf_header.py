"""Reading a GGUF file's header bytes: metadata values, then the tensor list.

Every length in the file is checked against what is left of the file before anything
is read or allocated, and counts are capped, so a corrupt or hostile file fails fast
with a plain ``GGUFError`` instead of asking for gigabytes. Long arrays (the tokenizer
vocabulary) are stepped over, never loaded.
"""

from __future__ import annotations

import struct
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, BinaryIO, NoReturn

from desktop.core.errors import LlamaDeskError
from desktop.core.models.gguf_types import TENSOR_TYPES

# A metadata value as kept in GGUFInfo.metadata: scalars as they are; arrays of
# numbers/bools as tuples when short; long arrays (the tokenizer vocabulary) only as
# their length, as an ArrayLength.
MetadataValue = int | float | bool | str | tuple[int | float | bool | str, ...]


@dataclass(frozen=True)
class ArrayLength:
    """Stand-in for a long array we skipped over without reading it into memory."""

    element_type: int
    length: int


class GGUFProblem(StrEnum):
    """What kind of problem a ``GGUFError`` is, for the window to word."""

    NOT_FOUND = "not_found"
    FOLDER = "folder"
    NOT_A_FILE = "not_a_file"  # a pipe, a device
    NO_PERMISSION = "no_permission"
    UNREADABLE = "unreadable"  # another OS error
    EMPTY = "empty"
    TRUNCATED = "truncated"  # ends early: a download that did not finish
    WEB_PAGE = "web_page"  # an HTML or JSON error page saved as the model
    LFS_POINTER = "lfs_pointer"  # a Git LFS pointer instead of the file
    NOT_GGUF = "not_gguf"
    BIG_ENDIAN = "big_endian"
    OLD_VERSION = "old_version"  # GGUF version 1
    UNKNOWN_VERSION = "unknown_version"  # figure: version
    DAMAGED = "damaged"  # implausible or inconsistent values
    NOT_A_MODEL = "not_a_model"  # a GGUF file that names no architecture
    SPLIT_PART_MISSING = "split_part_missing"  # figures: number, count, part
    SPLIT_PARTS_MISSING = "split_parts_missing"  # figures: count, parts (the numbers)
    SPLIT_NAME = "split_name"  # figures: number, count, suffix
    SPLIT_MIXED = "split_mixed"  # parts of different downloads


class GGUFError(LlamaDeskError):
    """The file is not a GGUF model we can read; the message names file and problem.

    ``problem``: its kind (None when made without one); ``file_name``: the file's name;
    ``figures``: what the kind's sentence names besides (see ``GGUFProblem``).
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: GGUFProblem | None = None,
        file_name: str = "",
        figures: dict[str, str | int] | None = None,
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.file_name = file_name
        self.figures: dict[str, str | int] = dict(figures or {})


class GGUFNotFoundError(GGUFError):
    """The model file (or a part of a split model) is not where it was looked for."""


class GGUFHeaderIncompleteError(GGUFError):
    """The bytes given end before the header does: fetch more of the file and try again.

    ``needed`` is how many bytes from the start the header reaches at least (it may
    reach further; only the first read past the bytes given is known).
    """

    def __init__(
        self, message: str, details: str = "", *, needed: int, file_name: str = ""
    ) -> None:
        super().__init__(
            message, details, problem=GGUFProblem.TRUNCATED, file_name=file_name
        )
        self.needed = needed


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


# --- reading one file ---------------------------------------------------------------


@dataclass(frozen=True)
class FileHeader:
    version: int
    metadata: dict[str, MetadataValue | ArrayLength]
    tensor_count: int
    parameter_count: int
    elements_by_type: Counter[int]
    # Bytes of the weights by where llama.cpp places them with -ngl: "blk.N" per
    # repeating layer, "output" and "output_norm" (the output layer), "token_embd",
    # "other".
    weight_bytes_by_place: Counter[str]


def fail(
    path: Path,
    problem: str,
    error: type[GGUFError] | None = None,
    *,
    kind: GGUFProblem = GGUFProblem.DAMAGED,
    **figures: str | int,
) -> NoReturn:
    """Raise the error for ``path``: ``problem`` in English for its message, ``kind``
    and ``figures`` for the window."""
    raise (error or GGUFError)(
        f"{path.name}: {problem}",
        details=f"File: {path}",
        problem=kind,
        file_name=path.name,
        figures=figures,
    )


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

    @property
    def path(self) -> Path:
        return self._path

    def fail(self, problem: str, kind: GGUFProblem = GGUFProblem.DAMAGED) -> NoReturn:
        fail(self._path, problem, kind=kind)

    def truncated(self) -> NoReturn:
        self.fail(
            f"the file ends inside the {self.section} (truncated download?)",
            GGUFProblem.TRUNCATED,
        )

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
                file_name=self._path.name,
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


def _read_counts(reader: _Reader, size: int) -> tuple[int, int, int]:
    """Check the magic and version; the version and the tensor and metadata counts."""
    if size == 0:
        reader.fail("the file is empty (the download did not finish?)", GGUFProblem.EMPTY)
    if size < len(_MAGIC):
        if _MAGIC.startswith(reader.start_of_file(size)):
            reader.truncated()
        reader.fail(*_describe_non_gguf(reader.start_of_file(size)))
    if reader.raw(len(_MAGIC)) != _MAGIC:
        reader.fail(*_describe_non_gguf(reader.start_of_file(64)))
    version = reader.u32()
    if version not in _SUPPORTED_VERSIONS:
        if int.from_bytes(version.to_bytes(4, "little"), "big") in _SUPPORTED_VERSIONS:
            reader.fail(
                "a big-endian GGUF file, which this app cannot use", GGUFProblem.BIG_ENDIAN
            )
        if version == 1:
            reader.fail(
                "an old GGUF version 1 file; download a newer conversion of the model",
                GGUFProblem.OLD_VERSION,
            )
        fail(
            reader.path,
            f"GGUF version {version} is not supported (a newer or corrupt file?)",
            kind=GGUFProblem.UNKNOWN_VERSION,
            version=version,
        )
    tensor_count, kv_count = reader.unpack(_KV_COUNTS)
    if kv_count > MAX_KV_PAIRS:
        reader.fail(f"the header claims {kv_count:,} metadata entries (corrupt file?)")
    if tensor_count > MAX_TENSORS:
        reader.fail(f"the header claims {tensor_count:,} tensors (corrupt file?)")
    reader.section = "metadata"
    if kv_count * _SMALLEST_KV + tensor_count * _SMALLEST_TENSOR_INFO > reader.remaining:
        reader.truncated()
    return version, tensor_count, kv_count


def read_header(file: BinaryIO, size: int, path: Path, available: int | None = None) -> FileHeader:
    reader = _Reader(file, size, path, available)
    version, tensor_count, kv_count = _read_counts(reader, size)

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
    weight_bytes_by_place: Counter[str] = Counter()
    for _ in range(tensor_count):
        name_length = reader.u64()
        if name_length > MAX_TENSOR_NAME_BYTES:
            if name_length > reader.remaining:
                reader.truncated()
            reader.fail("a tensor name is implausibly long (corrupt file?)")
        tensor_name = reader.raw(name_length).decode("utf-8", errors="replace")
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
        weight_bytes_by_place[_place(tensor_name)] += _tensor_bytes(tensor_type, elements)

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
    return FileHeader(
        version, metadata, tensor_count, parameter_count, elements_by_type, weight_bytes_by_place
    )


def read_string_array(
    file: BinaryIO, size: int, path: Path, key: str, max_bytes: int
) -> tuple[int, bytes] | None:
    """The metadata string array ``key`` as the file stores it (each string a 64-bit
    little-endian length, then UTF-8) and its element count, read without decoding it;
    None when the header has no such array. Only the metadata before it is read, and an
    array over ``max_bytes`` fails like a corrupt file: real vocabularies take a few MB.
    """
    file.seek(0)  # the reader starts where the file is
    reader = _Reader(file, size, path)
    _, _, kv_count = _read_counts(reader, size)
    for _ in range(kv_count):
        name = reader.string(MAX_KEY_BYTES)
        if name is None:
            reader.fail("a metadata key is implausibly long (corrupt file?)")
        kind = reader.u32()
        if name != key or kind != _ARRAY:
            _read_value(reader, kind)
            continue
        element_type, count = reader.unpack(_ARRAY_HEAD)
        if element_type != _STRING:
            return None
        if count * _U64.size > reader.remaining:
            reader.truncated()
        start = reader.offset
        reader.skip_strings(count)
        length = reader.offset - start
        if length > max_bytes:
            reader.fail(f"the {key} array takes {length:,} bytes (corrupt file?)")
        reader.seek(start)
        return count, reader.raw(length)
    return None


def _place(tensor_name: str) -> str:
    """Where a tensor goes by llama.cpp's layer assignment (llama_model::load_tensors)."""
    first, _, rest = tensor_name.partition(".")
    if first == "blk":
        return f"blk.{rest.partition('.')[0]}"
    if first.startswith("output_norm"):
        return "output_norm"
    if first.startswith("output"):
        return "output"  # absent when the output shares token_embd (tied embeddings)
    return "token_embd" if first == "token_embd" else "other"


def _tensor_bytes(tensor_type: int, elements: int) -> int:
    known = TENSOR_TYPES.get(tensor_type)
    return 0 if known is None else elements // known[1] * known[2]


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


def _describe_non_gguf(start: bytes) -> tuple[str, GGUFProblem]:
    lowered = start.lstrip().lower()
    if lowered.startswith((b"<!doctype", b"<html", b"<?xml", b"{")):
        return (
            "not a GGUF file but a web page or error message (the download failed?)",
            GGUFProblem.WEB_PAGE,
        )
    if lowered.startswith(b"version https://git-lfs"):
        return (
            "a Git LFS pointer, not the model itself (download the real file)",
            GGUFProblem.LFS_POINTER,
        )
    return "not a GGUF file (bad magic)", GGUFProblem.NOT_GGUF
