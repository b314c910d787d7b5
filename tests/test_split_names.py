"""llama.cpp's split-model names, read in one place (desktop/core/models/split_names.py)."""

from __future__ import annotations

from pathlib import Path

from desktop.core.models.split_names import SplitName, parse_split_name, split_parts


def test_a_part_name_is_taken_apart() -> None:
    assert parse_split_name("Qwen3-8B-Q4_K_M-00002-of-00003.gguf") == SplitName(
        "Qwen3-8B-Q4_K_M", 2, 3
    )
    assert parse_split_name("Qwen3-8B-Q4_K_M.gguf") is None
    assert parse_split_name("model-00001-of-00002.bin") is None


def test_every_part_is_named_from_any_one_of_them(tmp_path: Path) -> None:
    parts = split_parts(tmp_path / "big-00002-of-00003.gguf")
    assert [part.name for part in parts] == [
        "big-00001-of-00003.gguf",
        "big-00002-of-00003.gguf",
        "big-00003-of-00003.gguf",
    ]


def test_the_extensions_case_is_kept_for_the_other_parts(tmp_path: Path) -> None:
    parts = split_parts(tmp_path / "Big-00001-OF-00002.GGUF")
    assert [part.name for part in parts] == ["Big-00001-OF-00002.GGUF", "Big-00002-OF-00002.GGUF"]
    first = parse_split_name(parts[0].name)
    assert first is not None and first.whole == "Big.GGUF"


def test_impossible_numbers_are_a_single_file(tmp_path: Path) -> None:
    for name in ("m-00000-of-00002.gguf", "m-00003-of-00002.gguf", "m-00001-of-00001.gguf"):
        assert split_parts(tmp_path / name) == (tmp_path / name,)
