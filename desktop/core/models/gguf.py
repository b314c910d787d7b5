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

The bytes are read in ``gguf_header``; the type tables are in ``gguf_types``; this
module turns one file or all parts of a split model into a ``GGUFInfo``.
"""

from __future__ import annotations

import io
import stat
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from desktop.core.models.gguf_header import (
    MAX_LAYERS,
    ArrayLength,
    FileHeader,
    GGUFNotFoundError,
    GGUFProblem,
    MetadataValue,
    fail,
    read_header,
)
from desktop.core.models.gguf_types import TENSOR_TYPES, quantization_name
from desktop.core.models.kv_architectures import DENSE_FIRST_ARCHITECTURES
from desktop.core.models.split_names import SplitName, split_parts


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
    # Weight bytes by where llama.cpp puts them with -ngl ("blk.N", "output",
    # "output_norm", "token_embd", "other"), all shards; empty when unknown.
    weight_bytes_by_place: Mapping[str, int] = field(default_factory=dict, repr=False)

    @property
    def is_split(self) -> bool:
        return len(self.shard_paths) > 1

    def arch_key(self, suffix: str) -> MetadataValue | ArrayLength | None:
        """The architecture-scoped value ``{architecture}.{suffix}``, if present."""
        return self.metadata.get(f"{self.architecture}.{suffix}")


def _read_file(path: Path) -> tuple[FileHeader, int]:
    """One file's header and the file's size; every failure is a GGUFError."""
    if path.is_dir():
        fail(path, "is a folder, not a model file", kind=GGUFProblem.FOLDER)
    try:
        status = path.stat()
        if not stat.S_ISREG(status.st_mode):
            # A pipe or device would block or never end; only plain files are models.
            fail(path, "is not a regular file", kind=GGUFProblem.NOT_A_FILE)
        size = status.st_size
        with path.open("rb") as file:
            return read_header(file, size, path), size
    except FileNotFoundError:
        fail(path, "file not found", GGUFNotFoundError, kind=GGUFProblem.NOT_FOUND)
    except PermissionError:
        fail(
            path,
            "permission denied (the app may not read this file)",
            kind=GGUFProblem.NO_PERMISSION,
        )
    except OSError as error:
        fail(
            path, f"cannot read the file ({error.strerror or error})", kind=GGUFProblem.UNREADABLE
        )


# --- split models --------------------------------------------------------------------


def _check_split_keys(path: Path, header: FileHeader, index: int, count: int) -> None:
    split_no = header.metadata.get("split.no")
    split_count = header.metadata.get("split.count")
    if not isinstance(split_count, int) or not isinstance(split_no, int):
        fail(
            path,
            f"named as part {index + 1} of {count} of a split model, but not one",
            kind=GGUFProblem.SPLIT_MIXED,
        )
    if split_count != count or split_no != index:
        fail(
            path,
            f"holds part {split_no + 1} of {split_count}, but its name says part "
            f"{index + 1} of {count} (parts of different downloads mixed?)",
            kind=GGUFProblem.SPLIT_MIXED,
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
        fail(path, f"{key} is negative ({value}) (corrupt file?)")
    return value


def _per_layer(
    path: Path, key: str, value: MetadataValue | ArrayLength | None, block_count: int
) -> tuple[int, ...] | None:
    """A scalar broadcast to every layer, or a per-layer array checked for length."""
    if isinstance(value, ArrayLength):
        fail(path, f"{key} has {value.length:,} entries for {block_count} layers")
    if isinstance(value, tuple):
        if block_count and len(value) != block_count:
            fail(path, f"{key} has {len(value)} entries for {block_count} layers")
        counts = tuple(_count(path, key, item) for item in value)
        if any(item is None for item in counts):
            fail(path, f"{key} holds something other than whole numbers (corrupt file?)")
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
    dense_first = architecture in DENSE_FIRST_ARCHITECTURES
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
    shard_paths: tuple[Path, ...], headers: list[FileHeader], file_size: int
) -> GGUFInfo:
    path = shard_paths[0]
    first = headers[0]
    metadata = first.metadata
    architecture = metadata.get("general.architecture")
    if not isinstance(architecture, str) or not architecture:
        fail(
            path,
            "the header names no architecture (not a model file?)",
            kind=GGUFProblem.NOT_A_MODEL,
        )

    def value(suffix: str) -> MetadataValue | ArrayLength | None:
        return metadata.get(f"{architecture}.{suffix}")

    def count(suffix: str) -> int | None:
        return _count(path, f"{architecture}.{suffix}", value(suffix))

    block_count = count("block_count") or 0
    if block_count > MAX_LAYERS:
        fail(path, f"the header claims {block_count:,} layers (corrupt file?)")
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
        weight_bytes_by_place=MappingProxyType(
            dict(sum((header.weight_bytes_by_place for header in headers), Counter()))
        ),
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
            fail(given, "file not found", GGUFNotFoundError, kind=GGUFProblem.NOT_FOUND)
        for number, shard in enumerate(shard_paths, start=1):
            if not shard.exists():
                fail(
                    given,
                    f"part {number} of {len(shard_paths)} of this split model is missing "
                    f"({shard.name} is not in the same folder)",
                    kind=GGUFProblem.SPLIT_PART_MISSING,
                    number=number,
                    count=len(shard_paths),
                    part=shard.name,
                )
    headers: list[FileHeader] = []
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
        fail(
            given,
            f"is part {number} of {split_count} of a split model, but its name does not end "
            f"in {SplitName('', number, split_count).part(number)}, so the other parts cannot "
            "be found",
            kind=GGUFProblem.SPLIT_NAME,
            number=number,
            count=split_count,
            suffix=SplitName("", number, split_count).part(number),
        )
    promised = first.metadata.get("split.tensors.count")
    total = sum(header.tensor_count for header in headers)
    if len(shard_paths) > 1 and isinstance(promised, int) and promised != total:
        fail(
            shard_paths[0],
            f"the parts hold {total:,} tensors but part 1 promises {promised:,} "
            "(parts of different downloads mixed?)",
            kind=GGUFProblem.SPLIT_MIXED,
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
        header = read_header(file, file_size, path, available=len(data))
    return _build_info((path,), [header], file_size)
