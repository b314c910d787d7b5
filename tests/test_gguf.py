"""read_gguf against the reference reader (PyPI gguf's GGUFReader) on the real starter
model and on small files written with GGUFWriter, then against broken and hostile
files: every one must give a one-line GGUFError, nothing else."""

from __future__ import annotations

import os
import random
import shutil
import struct
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import gguf
import pytest

from desktop.core.models.gguf import GGUFInfo, read_gguf
from desktop.core.models.gguf_header import (
    MAX_KEPT_ARRAY,
    MAX_KEPT_STRING_ARRAY,
    MAX_KEPT_STRING_BYTES,
    MAX_KEPT_TOTAL_BYTES,
    MAX_KV_PAIRS,
    MAX_STEPPED_VALUES,
    ArrayLength,
    GGUFError,
    MetadataValue,
)
from desktop.core.models.gguf_types import FILE_TYPE_NAMES, TENSOR_TYPES, quantization_name
from tests.support.gguf_files import (
    ValueType,
    minimal_gguf,
    pack_header,
    pack_kv,
    pack_string,
    pack_tensor_info,
    write_gguf,
)

# --- the reference reader ----------------------------------------------------------


def reference_metadata(reader: Any) -> dict[str, Any]:
    return {key: field for key, field in reader.fields.items() if not key.startswith("GGUF.")}


def assert_metadata_matches(ours: Mapping[str, MetadataValue | ArrayLength], reader: Any) -> None:
    """Every key GGUFReader sees is kept with the same value (or, long arrays, length)."""
    fields = reference_metadata(reader)
    assert set(ours) == set(fields)
    for key, value in ours.items():
        field = fields[key]
        if isinstance(value, ArrayLength):
            assert field.types[0] == ValueType.ARRAY, key
            assert value.element_type == field.types[-1], key
            assert value.length == len(field.data), key
        elif isinstance(value, tuple):
            assert list(value) == field.contents(), key
        else:
            assert value == field.contents(), key
            assert type(value) is type(field.contents()), key


def assert_counts_match(info: GGUFInfo, readers: list[Any]) -> None:
    tensors = [tensor for reader in readers for tensor in reader.tensors]
    assert info.tensor_count == len(tensors)
    assert info.parameter_count == sum(int(tensor.n_elements) for tensor in tensors)


def arch_value(reader: Any, key: str) -> Any:
    return reference_metadata(reader)[key].contents()


@pytest.fixture(scope="module")
def starter_reader(starter_model_path: Path) -> Any:
    return gguf.GGUFReader(starter_model_path)


def expect_error(path: Path, *fragments: str) -> GGUFError:
    with pytest.raises(GGUFError) as caught:
        read_gguf(path)
    message = caught.value.message
    assert "\n" not in message
    assert message.startswith(f"{path.name}: ")
    for fragment in fragments:
        assert fragment in message
    return caught.value


# --- the real starter model ---------------------------------------------------------


def test_starter_model_matches_reference_reader(
    starter_model_path: Path, starter_reader: Any
) -> None:
    info = read_gguf(starter_model_path)

    assert_metadata_matches(info.metadata, starter_reader)
    assert_counts_match(info, [starter_reader])
    arch = arch_value(starter_reader, "general.architecture")
    assert info.architecture == arch
    assert info.path == starter_model_path
    assert info.shard_paths == (starter_model_path,)
    assert not info.is_split
    assert info.file_size == starter_model_path.stat().st_size
    assert info.version == starter_reader.fields["GGUF.version"].contents()
    assert info.name == arch_value(starter_reader, "general.name")
    assert info.size_label == arch_value(starter_reader, "general.size_label")
    file_type = gguf.LlamaFileType(arch_value(starter_reader, "general.file_type"))
    assert info.file_type == file_type.name.removeprefix("MOSTLY_")
    assert info.context_length == arch_value(starter_reader, f"{arch}.context_length")
    assert info.block_count == arch_value(starter_reader, f"{arch}.block_count")
    assert info.embedding_length == arch_value(starter_reader, f"{arch}.embedding_length")
    assert info.head_count == arch_value(starter_reader, f"{arch}.attention.head_count")
    kv_heads = arch_value(starter_reader, f"{arch}.attention.head_count_kv")
    assert info.head_count_kv == (kv_heads,) * info.block_count
    assert info.head_count_per_layer == (info.head_count,) * info.block_count
    assert info.chat_template == arch_value(starter_reader, "tokenizer.chat_template")
    assert info.has_tokenizer
    assert not info.is_projector
    assert info.kv_lora_rank is None and info.sliding_window is None
    assert info.arch_key("context_length") == info.context_length
    # The vocabulary is only measured, never loaded.
    tokens = info.metadata["tokenizer.ggml.tokens"]
    assert isinstance(tokens, ArrayLength) and tokens.length > MAX_KEPT_STRING_ARRAY


class CountingFile:
    """A file object that counts the bytes handed out by read()."""

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.bytes_read = 0

    def read(self, size: int = -1) -> bytes:
        data: bytes = self.raw.read(size)
        self.bytes_read += len(data)
        return data

    def seek(self, offset: int, whence: int = 0) -> int:
        position: int = self.raw.seek(offset, whence)
        return position

    def __enter__(self) -> CountingFile:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.raw.close()


def test_reads_only_the_header(starter_model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[CountingFile] = []
    original_open = Path.open

    def counting_open(self: Path, *args: Any, **kwargs: Any) -> CountingFile:
        counting = CountingFile(original_open(self, *args, **kwargs))
        opened.append(counting)
        return counting

    monkeypatch.setattr(Path, "open", counting_open)
    info = read_gguf(starter_model_path)

    assert len(opened) == 1
    assert opened[0].bytes_read < 10 * 1024 * 1024
    assert opened[0].bytes_read < info.file_size / 10


def test_accepts_a_string_path(starter_model_path: Path) -> None:
    assert read_gguf(str(starter_model_path)) == read_gguf(starter_model_path)


# --- name tables against the gguf package -------------------------------------------


def test_file_type_names_match_llama_cpp() -> None:
    for member in gguf.LlamaFileType:
        if member is gguf.LlamaFileType.GUESSED:
            assert quantization_name(member.value) is None
            continue
        assert FILE_TYPE_NAMES[member.value] == member.name.removeprefix("MOSTLY_").removeprefix(
            "ALL_"
        )


def test_tensor_type_table_matches_ggml() -> None:
    for member in gguf.GGMLQuantizationType:
        block, block_bytes = gguf.GGML_QUANT_SIZES[member]
        assert TENSOR_TYPES[member.value] == (member.name, block, block_bytes)


# --- files written with GGUFWriter --------------------------------------------------


def test_per_layer_head_counts_are_kept_per_layer(tmp_path: Path) -> None:
    kv_heads = [4, 0, 0, 4, 0, 4]
    heads = [16, 16, 8, 16, 8, 16]
    path = write_gguf(
        tmp_path / "hybrid.gguf",
        "lfm2",
        {
            "lfm2.block_count": len(kv_heads),
            "lfm2.context_length": 4096,
            "lfm2.embedding_length": 1024,
            "lfm2.attention.head_count": heads,
            "lfm2.attention.head_count_kv": kv_heads,
            "lfm2.attention.key_length": 64,
            "lfm2.attention.value_length": 48,
            "general.file_type": 1,
        },
    )[0]
    info = read_gguf(path)
    reader = gguf.GGUFReader(path)
    assert_metadata_matches(info.metadata, reader)
    assert_counts_match(info, [reader])
    assert info.head_count_kv == tuple(kv_heads)
    assert info.head_count_per_layer == tuple(heads)
    assert info.head_count == max(heads)
    assert (info.key_length, info.value_length) == (64, 48)
    assert info.file_type == gguf.LlamaFileType(1).name.removeprefix("MOSTLY_")


def test_missing_head_count_kv_means_one_per_head(tmp_path: Path) -> None:
    path = write_gguf(
        tmp_path / "mha.gguf",
        metadata={"llama.block_count": 3, "llama.attention.head_count": 12},
    )[0]
    assert read_gguf(path).head_count_kv == (12, 12, 12)


def test_sliding_window_pattern_array(tmp_path: Path) -> None:
    pattern = [True, True, True, False, True, True, True, False]
    path = write_gguf(
        tmp_path / "swa.gguf",
        "gemma3",
        {
            "gemma3.block_count": len(pattern),
            "gemma3.attention.head_count": 8,
            "gemma3.attention.head_count_kv": 4,
            "gemma3.attention.sliding_window": 512,
            "gemma3.attention.sliding_window_pattern": pattern,
        },
    )[0]
    info = read_gguf(path)
    assert_metadata_matches(info.metadata, gguf.GGUFReader(path))
    assert info.sliding_window == 512
    assert info.sliding_window_pattern == tuple(pattern)
    assert info.sliding_window_period is None


@pytest.mark.parametrize(
    ("architecture", "period", "full_layers"),
    [
        # llama.cpp's set_swa_pattern: the full-attention layer ends each period ...
        ("gemma3", 6, [5, 11]),
        # ... or, for the dense-first architectures, starts it.
        ("cohere2moe", 4, [0, 4, 8]),
    ],
)
def test_sliding_window_pattern_period_is_expanded(
    tmp_path: Path, architecture: str, period: int, full_layers: list[int]
) -> None:
    path = write_gguf(
        tmp_path / "swa.gguf",
        architecture,
        {
            f"{architecture}.block_count": 12,
            f"{architecture}.attention.sliding_window": 4096,
            f"{architecture}.attention.sliding_window_pattern": period,
        },
    )[0]
    info = read_gguf(path)
    assert info.sliding_window_period == period
    assert info.sliding_window_pattern is not None
    assert [layer for layer, sliding in enumerate(info.sliding_window_pattern) if not sliding] == (
        full_layers
    )


@pytest.mark.parametrize(
    ("architecture", "values", "field_keys"),
    [
        pytest.param(
            "deepseek2",
            {
                "deepseek2.block_count": 4,
                "deepseek2.attention.head_count": 16,
                "deepseek2.attention.head_count_kv": 1,
                "deepseek2.attention.kv_lora_rank": 512,
                "deepseek2.attention.key_length_mla": 192,
                "deepseek2.attention.value_length_mla": 128,
                "deepseek2.attention.key_length": 576,
                "deepseek2.attention.value_length": 512,
                "deepseek2.expert_count": 64,
            },
            {
                "kv_lora_rank": "deepseek2.attention.kv_lora_rank",
                "key_length_mla": "deepseek2.attention.key_length_mla",
                "value_length_mla": "deepseek2.attention.value_length_mla",
                "expert_count": "deepseek2.expert_count",
                "key_length": "deepseek2.attention.key_length",
            },
            id="mla_and_expert_keys",
        ),
        pytest.param(
            "qwen3next",
            {
                "qwen3next.block_count": 8,
                "qwen3next.attention.head_count": 16,
                "qwen3next.attention.head_count_kv": 2,
                "qwen3next.full_attention_interval": 4,
                "qwen3next.ssm.conv_kernel": 4,
                "qwen3next.ssm.inner_size": 4096,
                "qwen3next.ssm.state_size": 128,
                "qwen3next.ssm.time_step_rank": 32,
                "qwen3next.ssm.group_count": 16,
            },
            {
                "full_attention_interval": "qwen3next.full_attention_interval",
                "ssm_conv_kernel": "qwen3next.ssm.conv_kernel",
                "ssm_inner_size": "qwen3next.ssm.inner_size",
                "ssm_state_size": "qwen3next.ssm.state_size",
                "ssm_time_step_rank": "qwen3next.ssm.time_step_rank",
                "ssm_group_count": "qwen3next.ssm.group_count",
            },
            id="hybrid_ssm_keys",
        ),
    ],
)
def test_architecture_keys_fill_their_fields(
    tmp_path: Path, architecture: str, values: dict[str, int], field_keys: dict[str, str]
) -> None:
    path = write_gguf(tmp_path / f"{architecture}.gguf", architecture, values)[0]
    info = read_gguf(path)
    assert_metadata_matches(info.metadata, gguf.GGUFReader(path))
    for field, key in field_keys.items():
        assert getattr(info, field) == values[key], field


def test_projector_is_recognised(tmp_path: Path) -> None:
    path = write_gguf(
        tmp_path / "mmproj-model-f16.gguf",
        "clip",
        {
            "general.type": "mmproj",
            "clip.has_vision_encoder": True,
            "clip.vision.block_count": 2,
            "clip.vision.image_size": 224,
        },
    )[0]
    info = read_gguf(path)
    assert_metadata_matches(info.metadata, gguf.GGUFReader(path))
    assert info.is_projector
    assert not info.has_tokenizer
    assert info.block_count == 0 and info.head_count_kv == ()


def test_vocabulary_and_long_arrays_are_measured_not_kept(tmp_path: Path) -> None:
    vocabulary = [f"tok{index}" for index in range(MAX_KEPT_STRING_ARRAY + 500)]
    long_numbers = list(range(MAX_KEPT_ARRAY + 10))

    def configure(writer: gguf.GGUFWriter) -> None:
        writer.add_key_value(
            "tokenizer.ggml.token_type", long_numbers, ValueType.ARRAY, sub_type=ValueType.INT32
        )
        writer.add_key_value("general.test_floats", [0.5, 1.5], ValueType.ARRAY, ValueType.FLOAT32)

    path = write_gguf(
        tmp_path / "vocab.gguf",
        metadata={
            "tokenizer.ggml.model": "gpt2",
            "tokenizer.ggml.tokens": vocabulary,
            "general.tags": ["a", "b"],
        },
        configure=configure,
    )[0]
    info = read_gguf(path)
    assert_metadata_matches(info.metadata, gguf.GGUFReader(path))
    assert info.metadata["tokenizer.ggml.tokens"] == ArrayLength(ValueType.STRING, len(vocabulary))
    assert info.metadata["tokenizer.ggml.token_type"] == ArrayLength(
        ValueType.INT32, len(long_numbers)
    )
    assert info.metadata["general.tags"] == ("a", "b")
    assert info.metadata["general.test_floats"] == (0.5, 1.5)
    assert info.has_tokenizer


def test_quantization_falls_back_to_the_dominant_tensor_type(tmp_path: Path) -> None:
    path = write_gguf(tmp_path / "q8.gguf", q8_0_tensors={"blk.0.ffn_up.weight": (64, 256)})[0]
    info = read_gguf(path)
    reader = gguf.GGUFReader(path)
    assert "general.file_type" not in info.metadata
    assert_counts_match(info, [reader])
    largest = max(reader.tensors, key=lambda tensor: int(tensor.n_elements))
    assert info.file_type == largest.tensor_type.name


def test_metadata_does_not_leak_between_models(tmp_path: Path, starter_model_path: Path) -> None:
    mla = write_gguf(
        tmp_path / "mla.gguf",
        "deepseek2",
        {"deepseek2.attention.kv_lora_rank": 512, "deepseek2.attention.sliding_window": 8},
    )[0]
    first = read_gguf(mla)
    second = read_gguf(starter_model_path)
    again = read_gguf(mla)
    assert second.kv_lora_rank is None and second.sliding_window is None
    assert not set(first.metadata) - {"general.architecture"} <= set(second.metadata)
    assert first == again
    with pytest.raises(TypeError):
        first.metadata["general.name"] = "changed"  # type: ignore[index]


def test_oversized_text_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "big-text.gguf"
    path.write_bytes(
        minimal_gguf(
            [
                pack_kv(
                    "tokenizer.huggingface.json",
                    ValueType.STRING,
                    pack_string(b"x" * (MAX_KEPT_STRING_BYTES + 1)),
                ),
                pack_kv("general.name", ValueType.STRING, pack_string("kept")),
            ]
        )
    )
    info = read_gguf(path)
    assert "tokenizer.huggingface.json" not in info.metadata
    assert info.name == "kept"


def test_version_2_header(tmp_path: Path) -> None:
    path = tmp_path / "v2.gguf"
    architecture = pack_kv("general.architecture", ValueType.STRING, pack_string("llama"))
    path.write_bytes(pack_header(0, 1, version=2) + architecture)
    info = read_gguf(path)
    assert (info.version, info.architecture, info.tensor_count) == (2, "llama", 0)


def test_tensor_type_newer_than_the_table_is_tolerated(tmp_path: Path) -> None:
    unknown_type = max(TENSOR_TYPES) + 100
    path = tmp_path / "future.gguf"
    tensor = pack_tensor_info("blk.0.future.weight", [8, 4], unknown_type, 0)
    path.write_bytes(minimal_gguf(tensor_infos=[tensor]) + bytes(64))
    info = read_gguf(path)
    assert (info.tensor_count, info.parameter_count, info.file_type) == (1, 8 * 4, None)


# --- split models -------------------------------------------------------------------


@pytest.fixture
def split_model(tmp_path: Path) -> list[Path]:
    shards = write_gguf(
        tmp_path / "Model-Q8_0.gguf",
        metadata={"general.name": "Split", "llama.block_count": 1, "llama.context_length": 2048},
        split_max_tensors=1,
    )
    assert [shard.name for shard in shards] == [
        f"Model-Q8_0-{number:05d}-of-00003.gguf" for number in (1, 2, 3)
    ]
    return shards


def test_any_shard_reads_the_whole_split_model(split_model: list[Path]) -> None:
    readers = [gguf.GGUFReader(shard) for shard in split_model]
    infos = [read_gguf(shard) for shard in split_model]
    for info in infos:
        assert info == infos[0]
        assert info.path == split_model[0]
        assert info.shard_paths == tuple(split_model)
        assert info.is_split
        assert info.file_size == sum(shard.stat().st_size for shard in split_model)
        assert_metadata_matches(info.metadata, readers[0])
        assert_counts_match(info, readers)
        assert info.name == "Split"


@pytest.mark.parametrize("given", [0, 2])
def test_missing_shard_is_named(split_model: list[Path], given: int) -> None:
    split_model[1].unlink()
    expect_error(split_model[given], split_model[1].name, "part 2 of 3", "missing")


def test_renamed_shard_is_refused(split_model: list[Path]) -> None:
    renamed = split_model[0].with_name("model.gguf")
    split_model[0].rename(renamed)
    expect_error(renamed, "part 1 of 3", "-00001-of-00003.gguf")


def test_mixed_up_shards_are_refused(split_model: list[Path]) -> None:
    shutil.copyfile(split_model[0], split_model[1])
    expect_error(split_model[1], "holds part 1 of 3", "part 2 of 3")


def test_shard_name_without_split_keys_is_refused(tmp_path: Path) -> None:
    first = write_gguf(tmp_path / "x-00001-of-00002.gguf")[0]
    shutil.copyfile(first, tmp_path / "x-00002-of-00002.gguf")
    expect_error(first, "part 1 of 2")


# --- broken files -------------------------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    expect_error(tmp_path / "nothing.gguf", "not found")


def test_directory(tmp_path: Path) -> None:
    folder = tmp_path / "folder.gguf"
    folder.mkdir()
    expect_error(folder, "folder")


def test_pipe_or_device_is_refused_without_blocking(tmp_path: Path) -> None:
    # Reading a named pipe would block forever; Windows has none, its null device stands in.
    special = Path(os.devnull)
    if hasattr(os, "mkfifo"):
        special = tmp_path / "pipe.gguf"
        os.mkfifo(special)
    expect_error(special, "not a regular file")


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.gguf"
    path.touch()
    expect_error(path, "empty")


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"GX", "bad magic"),
        (b"GGML" + bytes(64), "bad magic"),
        (b"<!DOCTYPE html><html>Not found</html>", "web page"),
        (b"version https://git-lfs.github.com/spec/v1\noid sha256:00\n", "Git LFS pointer"),
    ],
)
def test_not_a_gguf_file(tmp_path: Path, content: bytes, fragment: str) -> None:
    path = tmp_path / "model.gguf"
    path.write_bytes(content)
    expect_error(path, fragment)


def test_big_endian_file(tmp_path: Path) -> None:
    path = write_gguf(tmp_path / "be.gguf", big_endian=True)[0]
    expect_error(path, "big-endian")


@pytest.mark.parametrize(("version", "fragment"), [(1, "version 1"), (4, "version 4")])
def test_unsupported_version(tmp_path: Path, version: int, fragment: str) -> None:
    path = tmp_path / "model.gguf"
    path.write_bytes(pack_header(0, 0, version=version))
    expect_error(path, fragment)


def hostile_cases() -> Iterator[tuple[str, bytes, str]]:
    string_kv = ValueType.STRING
    yield (
        "key length 2**62",
        pack_header(0, 1) + pack_string(b"k", length=2**62) + bytes(64),
        "ends inside",
    )
    yield (
        "value length 2**62",
        minimal_gguf([pack_kv("general.name", string_kv, pack_string(b"x", length=2**62))]),
        "ends inside",
    )
    for element_type in (ValueType.UINT32, ValueType.STRING, ValueType.ARRAY):
        yield (
            f"array of 2**40 {element_type.name}",
            minimal_gguf(
                [pack_kv("x.array", ValueType.ARRAY, struct.pack("<IQ", element_type, 2**40))]
            ),
            "ends inside",
        )
    yield "too many entries", pack_header(0, MAX_KV_PAIRS + 1) + bytes(64), "metadata entries"
    yield "entries the file cannot hold", pack_header(0, 1000) + bytes(64), "ends inside"
    yield "too many tensors", pack_header(2**40, 0), "tensors"
    yield (
        "unknown value type",
        minimal_gguf([pack_kv("x.odd", 99, b"\0" * 8)]),
        "unknown metadata value type",
    )
    yield (
        "unknown array type",
        minimal_gguf([pack_kv("x.odd", ValueType.ARRAY, struct.pack("<IQ", 99, 1))]),
        "unknown array element type",
    )
    nested = struct.pack("<IQ", ValueType.ARRAY, 1) * 3 + struct.pack("<IQ", ValueType.UINT8, 0)
    yield (
        "deeply nested arrays",
        minimal_gguf([pack_kv("x.nest", ValueType.ARRAY, nested)]),
        "nested",
    )
    yield (
        "duplicate key",
        minimal_gguf([pack_kv("general.architecture", string_kv, pack_string("qwen3"))]),
        "appears twice",
    )
    yield (
        "bad alignment",
        minimal_gguf([pack_kv("general.alignment", ValueType.UINT32, struct.pack("<I", 3))]),
        "alignment",
    )
    yield (
        "five dimensions",
        minimal_gguf(tensor_infos=[pack_tensor_info("t", [1] * 5, 0, 0)]),
        "5 dimensions",
    )
    yield (
        "huge tensor",
        minimal_gguf(tensor_infos=[pack_tensor_info("t", [2**40, 2**40], 0, 0)]),
        "impossible size",
    )
    yield (
        "partial block",
        minimal_gguf(tensor_infos=[pack_tensor_info("t", [33], 8, 0)]),
        "whole blocks",
    )
    yield (
        "tensor beyond the end",
        minimal_gguf(tensor_infos=[pack_tensor_info("t", [4], 0, 2**50)]),
        "incomplete",
    )
    yield (
        "negative layer count",
        minimal_gguf([pack_kv("llama.block_count", ValueType.INT32, struct.pack("<i", -5))]),
        "negative",
    )
    yield (
        "absurd layer count",
        minimal_gguf([pack_kv("llama.block_count", ValueType.UINT32, struct.pack("<I", 2**31))]),
        "layers",
    )
    yield (
        "per-layer array of the wrong length",
        minimal_gguf(
            [
                pack_kv("llama.block_count", ValueType.UINT32, struct.pack("<I", 3)),
                pack_kv(
                    "llama.attention.head_count_kv",
                    ValueType.ARRAY,
                    struct.pack("<IQ", ValueType.UINT32, 2) + struct.pack("<II", 1, 1),
                ),
            ]
        ),
        "2 entries for 3 layers",
    )
    yield "no architecture", pack_header(0, 0), "no architecture"


@pytest.mark.parametrize(
    ("content", "fragment"),
    [case[1:] for case in hostile_cases()],
    ids=[case[0] for case in hostile_cases()],
)
def test_hostile_header(tmp_path: Path, content: bytes, fragment: str) -> None:
    path = tmp_path / "hostile.gguf"
    path.write_bytes(content)
    expect_error(path, fragment)


def test_more_strings_than_any_vocabulary(tmp_path: Path) -> None:
    path = tmp_path / "hostile.gguf"
    count = MAX_STEPPED_VALUES + 1
    header = minimal_gguf(
        [pack_kv("x.strings", ValueType.ARRAY, struct.pack("<IQ", ValueType.STRING, count))]
    )
    with path.open("wb") as file:
        file.write(header)
        file.truncate(len(header) + 8 * count)  # zeros: empty strings, a sparse file
    expect_error(path, "implausibly many")


def test_too_much_kept_metadata(tmp_path: Path) -> None:
    array_bytes = 8 * MAX_KEPT_ARRAY
    array_head = struct.pack("<IQ", ValueType.UINT64, MAX_KEPT_ARRAY)
    kept_arrays = [
        pack_kv(f"x.a{index}", ValueType.ARRAY, array_head) + bytes(array_bytes)
        for index in range(MAX_KEPT_TOTAL_BYTES // array_bytes + 1)
    ]
    path = tmp_path / "hostile.gguf"
    path.write_bytes(minimal_gguf(kept_arrays))
    expect_error(path, "implausible amount")


# Cut points inside the real starter header: the first bytes one by one, then spread
# over the metadata (vocabulary included) and the tensor list, then into the weights.
_EARLY_CUTS = [1, 3, 4, 5, 8, 12, 16, 23, 24, 31, 32, 40, 64, 100, 1000]
_HEADER_FRACTIONS = [0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 0.999]
_AROUND_DATA = [-1, 0, 1, 4096]


@pytest.mark.parametrize(
    "cut",
    [("at", value) for value in _EARLY_CUTS]
    + [("fraction", value) for value in _HEADER_FRACTIONS]
    + [("data", value) for value in _AROUND_DATA],
    ids=lambda cut: f"{cut[0]}-{cut[1]}",
)
def test_truncated_real_header(
    tmp_path: Path, starter_model_path: Path, starter_reader: Any, cut: tuple[str, float]
) -> None:
    kind, value = cut
    header_end = int(starter_reader.data_offset)
    size = {
        "at": int(value),
        "fraction": int(header_end * value),
        "data": header_end + int(value),
    }[kind]
    with starter_model_path.open("rb") as source:
        prefix = source.read(size)
    path = tmp_path / starter_model_path.name
    path.write_bytes(prefix)
    expect_error(path, "(truncated download?)")


def _small_whole_model(folder: Path) -> Path:
    """A small model with a key of every kind the reader checks (numbers, per-layer
    arrays, strings, a template) and a quantised tensor, for the damage tests to cut."""
    return write_gguf(
        folder / "whole.gguf",
        metadata={
            "llama.block_count": 2,
            "llama.attention.head_count": [4, 4],
            "llama.attention.head_count_kv": [2, 1],
            "llama.attention.sliding_window_pattern": [True, False],
            "tokenizer.ggml.tokens": ["a", "b", "c"],
            "tokenizer.chat_template": "{{ messages }}",
            "general.name": "cut me",
        },
        q8_0_tensors={"blk.0.attn_q.weight": (2, 32)},
    )[0]


def test_every_cut_of_a_small_file_fails_cleanly(tmp_path: Path) -> None:
    whole = _small_whole_model(tmp_path)
    content = whole.read_bytes()
    read_gguf(whole)  # the uncut file is fine
    # GGUFWriter pads the last tensor; the padding itself is not needed.
    data_end = max(
        int(tensor.data_offset) + int(tensor.n_bytes) for tensor in gguf.GGUFReader(whole).tensors
    )
    assert data_end <= len(content)
    path = tmp_path / "cut.gguf"
    path.write_bytes(content[:data_end])
    assert read_gguf(path).tensor_count == read_gguf(whole).tensor_count
    for size in range(data_end):
        path.write_bytes(content[:size])
        with pytest.raises(GGUFError):
            read_gguf(path)


def test_random_corruption_never_escapes_as_another_error(tmp_path: Path) -> None:
    whole = _small_whole_model(tmp_path)
    content = whole.read_bytes()
    header_end = int(gguf.GGUFReader(whole).data_offset)
    rng = random.Random(20240611)
    path = tmp_path / "corrupt.gguf"
    outcomes = {"read": 0, "refused": 0}
    for _ in range(600):
        mutated = bytearray(content)
        position = rng.randrange(header_end)
        if rng.random() < 0.5:
            mutated[position] = rng.randrange(256)
        else:
            width = rng.choice((4, 8))
            mutated[position : position + width] = rng.randbytes(width)
        path.write_bytes(bytes(mutated))
        try:
            read_gguf(path)
        except GGUFError as error:
            assert "\n" not in error.message
            outcomes["refused"] += 1
        else:
            outcomes["read"] += 1
    assert outcomes["refused"] > 0 and outcomes["read"] > 0
