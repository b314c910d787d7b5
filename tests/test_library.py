"""The model library: finding GGUFs everywhere users keep them, split models once,
projectors attached, damaged files listed with a reason, and deleting safely."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from huggingface_hub import constants as hf_constants

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.models.chat_template import template_flags
from desktop.core.models.gguf import read_gguf
from desktop.core.models.library import (
    LibraryEntry,
    LibraryRoot,
    ModelDeleteError,
    default_roots,
    delete_model,
    scan_library,
)
from desktop.core.settings import Settings, SettingsStore
from tests.support.gguf_files import write_gguf

QWEN_LIKE_TEMPLATE = (
    "{%- if tools %}<|im_start|>system\n{{ tools | tojson }}<|im_end|>\n{%- endif %}"
    "{% for message in messages %}<|im_start|>{{ message['role'] }}\n"
    "{{ message['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n"
    "{% if enable_thinking is defined and enable_thinking is false %}"
    "<think>\n\n</think>\n\n{% endif %}{% endif %}"
)


def _model(path: Path, **metadata: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_gguf(path, "llama", {"llama.block_count": 1, "llama.context_length": 256, **metadata})
    return path


def _split_model(base: Path, parts: int = 3) -> list[Path]:
    """A real split model written by GGUFWriter: one tensor per shard."""
    base.parent.mkdir(parents=True, exist_ok=True)
    written = write_gguf(base, "llama", {"llama.block_count": 1}, split_max_tensors=1)
    assert len(written) == parts
    return written


def _projector(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_gguf(path, "clip", {"general.type": "mmproj", "clip.has_vision_encoder": True})
    return path


def _by_name(entries: list[LibraryEntry]) -> dict[str, LibraryEntry]:
    names = [entry.name for entry in entries]
    assert len(names) == len(set(names)), names
    return {entry.name: entry for entry in entries}


def _hf_file(cache: Path, repo: str, revision: str, name: str, blob_name: str) -> Path:
    """A file laid out as huggingface_hub stores it: a snapshot link to a blob."""
    repo_folder = cache / f"models--{repo.replace('/', '--')}"
    blob = repo_folder / "blobs" / blob_name
    if not blob.exists():
        _model(blob)
    link = repo_folder / "snapshots" / revision / name
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(os.path.relpath(blob, link.parent))
    return link


def test_finds_models_in_every_kind_of_place(tmp_path: Path) -> None:
    app = _model(tmp_path / "app" / "org" / "repo" / "app-model.Q4_K_M.gguf")
    mine = _model(tmp_path / "mine" / "my-model.gguf")
    hf = _hf_file(tmp_path / "hf", "Org/Hf-Model-GGUF", "abc123", "hf-model-Q8_0.gguf", "b1")
    lms = _model(tmp_path / "lms" / "publisher" / "repo" / "lms-model.gguf")
    (tmp_path / "mine" / "notes.txt").write_text("not a model", encoding="utf-8")
    roots = [
        LibraryRoot(tmp_path / "app", "app"),
        LibraryRoot(tmp_path / "mine", "folder"),
        LibraryRoot(tmp_path / "hf", "hf-cache"),
        LibraryRoot(tmp_path / "lms", "lmstudio"),
        LibraryRoot(tmp_path / "does-not-exist", "folder"),
    ]
    entries = _by_name(scan_library(roots, include_starter=False))
    assert set(entries) == {"app-model.Q4_K_M", "my-model", "hf-model-Q8_0", "lms-model"}
    assert (entries["app-model.Q4_K_M"].source, entries["app-model.Q4_K_M"].path) == ("app", app)
    assert (entries["my-model"].source, entries["my-model"].path) == ("folder", mine)
    assert (entries["lms-model"].source, entries["lms-model"].path) == ("lmstudio", lms)
    from_hf = entries["hf-model-Q8_0"]
    assert (from_hf.source, from_hf.path) == ("hf-cache", hf)
    assert from_hf.repo_id == "Org/Hf-Model-GGUF"
    assert entries["my-model"].repo_id is None
    for entry in entries.values():
        assert entry.error is None
        assert entry.info is not None
        assert entry.info.architecture == "llama"
        assert entry.size_bytes == entry.path.stat().st_size  # links followed to the data
        assert entry.shard_paths == (entry.path,)
        assert not entry.bundled


def test_the_same_file_is_listed_once_for_its_first_place(tmp_path: Path) -> None:
    _model(tmp_path / "models" / "only.gguf")
    (tmp_path / "linked").symlink_to(tmp_path / "models")
    roots = [
        LibraryRoot(tmp_path / "models", "app"),
        LibraryRoot(tmp_path / "models", "folder"),
        LibraryRoot(tmp_path / "linked", "folder"),
    ]
    entries = scan_library(roots, include_starter=False)
    assert [(entry.name, entry.source) for entry in entries] == [("only", "app")]


def test_hf_cache_revisions_sharing_a_blob_are_one_model(tmp_path: Path) -> None:
    cache = tmp_path / "hf"
    _hf_file(cache, "org/repo", "rev1", "model-Q4_0.gguf", "blob-a")
    _hf_file(cache, "org/repo", "rev2", "model-Q4_0.gguf", "blob-a")
    _hf_file(cache, "org/repo", "rev2", "sub/model-Q8_0.gguf", "blob-b")
    # A half-downloaded blob has no snapshot link and must not show up.
    (cache / "models--org--repo" / "blobs" / "blob-c.incomplete").write_bytes(b"GGUF")
    entries = _by_name(scan_library([LibraryRoot(cache, "hf-cache")], include_starter=False))
    assert set(entries) == {"model-Q4_0", "model-Q8_0"}


def test_split_model_is_one_entry_with_summed_size(tmp_path: Path) -> None:
    shards = _split_model(tmp_path / "models" / "big-model-Q4_K_M.gguf")
    assert [shard.name for shard in shards] == [
        "big-model-Q4_K_M-00001-of-00003.gguf",
        "big-model-Q4_K_M-00002-of-00003.gguf",
        "big-model-Q4_K_M-00003-of-00003.gguf",
    ]
    (entry,) = scan_library([LibraryRoot(tmp_path / "models", "folder")], include_starter=False)
    assert entry.name == "big-model-Q4_K_M"
    assert entry.path == shards[0]
    assert entry.shard_paths == tuple(shards)
    assert entry.error is None
    assert entry.size_bytes == sum(shard.stat().st_size for shard in shards)
    assert entry.info is not None and entry.info.is_split


def test_split_model_with_a_missing_part_is_listed_with_the_reason(tmp_path: Path) -> None:
    shards = _split_model(tmp_path / "models" / "broken.gguf")
    shards[1].unlink()
    (entry,) = scan_library([LibraryRoot(tmp_path / "models", "folder")], include_starter=False)
    assert entry.name == "broken"
    assert entry.info is None
    assert entry.error is not None and "2" in entry.error and "missing" in entry.error
    assert entry.shard_paths == (shards[0], shards[2])
    assert entry.size_bytes == shards[0].stat().st_size + shards[2].stat().st_size


def test_damaged_files_become_entries_with_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    _model(folder / "good.gguf")
    (folder / "garbage.gguf").write_bytes(b"this is not a gguf file" * 10)
    truncated = _model(folder / "truncated.gguf")
    truncated.write_bytes(truncated.read_bytes()[:40])
    (folder / "empty.gguf").write_bytes(b"")
    entries = _by_name(scan_library([LibraryRoot(folder, "folder")], include_starter=False))
    assert set(entries) == {"good", "garbage", "truncated", "empty"}
    assert entries["good"].error is None
    for name in ("garbage", "truncated", "empty"):
        entry = entries[name]
        assert entry.info is None
        assert entry.error, name
        assert "\n" not in entry.error
        assert entry.capabilities == frozenset()
        assert entry.size_bytes == entry.path.stat().st_size


def test_projector_is_attached_not_listed(tmp_path: Path) -> None:
    vision = tmp_path / "models" / "vision"
    model = _model(vision / "gemma-vision-Q4_K_M.gguf")
    _projector(vision / "mmproj-gemma-vision-bf16.gguf")
    f16 = _projector(vision / "mmproj-gemma-vision-f16.gguf")
    # A projector-like name is not enough in another folder: it is attached only there.
    text_only = _model(tmp_path / "models" / "text" / "plain.gguf")
    entries = _by_name(
        scan_library([LibraryRoot(tmp_path / "models", "folder")], include_starter=False)
    )
    assert set(entries) == {"gemma-vision-Q4_K_M", "plain"}
    assert entries["gemma-vision-Q4_K_M"].path == model
    assert entries["gemma-vision-Q4_K_M"].projector_path == f16
    assert "vision" in entries["gemma-vision-Q4_K_M"].capabilities
    assert entries["plain"].path == text_only
    assert entries["plain"].projector_path is None
    assert "vision" not in entries["plain"].capabilities


def test_damaged_projector_is_listed_to_delete_not_attached(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    _model(folder / "model.gguf")
    (folder / "mmproj-model-f16.gguf").write_bytes(b"GGUF" + b"\xff" * 20)
    entries = _by_name(scan_library([LibraryRoot(folder, "folder")], include_starter=False))
    assert set(entries) == {"model", "mmproj-model-f16"}
    assert entries["model"].projector_path is None
    assert entries["mmproj-model-f16"].error


def test_capabilities_follow_the_chat_template(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    _model(folder / "smart.gguf", **{"tokenizer.chat_template": QWEN_LIKE_TEMPLATE})
    _model(folder / "plain.gguf")
    entries = _by_name(scan_library([LibraryRoot(folder, "folder")], include_starter=False))
    flags = template_flags(QWEN_LIKE_TEMPLATE)
    assert flags.thinking_style != "none" and flags.supports_tools  # what this template shows
    assert entries["smart"].capabilities == frozenset({"thinking", "tools"})
    assert entries["plain"].capabilities == frozenset()


def test_real_starter_model_in_a_folder(tmp_path: Path, starter_model_path: Path) -> None:
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / starter_model_path.name).symlink_to(starter_model_path)
    entries = scan_library([LibraryRoot(folder, "folder")], include_starter=True)
    # The starter is found in the folder, so it is not added a second time as bundled.
    (entry,) = entries
    assert (entry.source, entry.bundled) == ("folder", False)
    assert entry.info == read_gguf(folder / starter_model_path.name)
    assert entry.size_bytes == starter_model_path.stat().st_size
    assert entry.name == starter_model_path.name.removesuffix(".gguf")


def test_bundled_starter_model_is_listed_and_cannot_be_deleted(starter_model_path: Path) -> None:
    entries = scan_library([], include_starter=True)
    (entry,) = entries
    assert entry.path == starter_model_path
    assert (entry.source, entry.bundled, entry.error) == ("app", True, None)
    assert entry.info is not None and entry.info.architecture == "llama"
    with pytest.raises(LlamaDeskError, match="cannot be deleted"):
        delete_model(entry)
    assert starter_model_path.is_file()


def test_delete_split_model_removes_all_shards_and_nothing_else(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    shards = _split_model(folder / "big.gguf")
    neighbour = _model(folder / "neighbour.gguf")
    projector = _projector(folder / "mmproj-big-f16.gguf")
    entries = _by_name(scan_library([LibraryRoot(folder, "folder")], include_starter=False))
    delete_model(entries["big"])
    assert not any(shard.exists() for shard in shards)
    assert neighbour.is_file()
    assert projector.is_file()
    assert [
        entry.name for entry in scan_library([LibraryRoot(folder, "folder")], include_starter=False)
    ] == ["neighbour"]


def test_delete_from_hf_cache_removes_links_and_data(tmp_path: Path) -> None:
    cache = tmp_path / "hf"
    first = _hf_file(cache, "org/repo", "rev1", "model-Q4_0.gguf", "blob-a")
    second = _hf_file(cache, "org/repo", "rev2", "model-Q4_0.gguf", "blob-a")
    kept = _hf_file(cache, "org/repo", "rev2", "model-Q8_0.gguf", "blob-b")
    root = [LibraryRoot(cache, "hf-cache")]
    entries = _by_name(scan_library(root, include_starter=False))
    delete_model(entries["model-Q4_0"])
    blobs = cache / "models--org--repo" / "blobs"
    assert not (blobs / "blob-a").exists()
    assert not first.is_symlink() and not second.is_symlink()
    assert kept.is_file() and (blobs / "blob-b").is_file()
    assert [entry.name for entry in scan_library(root, include_starter=False)] == ["model-Q8_0"]


def test_delete_that_fails_says_so_plainly(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    model = _model(folder / "stuck.gguf")
    (entry,) = scan_library([LibraryRoot(folder, "folder")], include_starter=False)
    # A folder where a shard should be cannot be unlinked: a real OS refusal.
    in_the_way = folder / "stuck-part.gguf"
    (in_the_way / "content").mkdir(parents=True)
    blocked = LibraryEntry(
        path=entry.path,
        source=entry.source,
        info=entry.info,
        error=None,
        projector_path=None,
        shard_paths=(model, in_the_way),
    )
    with pytest.raises(ModelDeleteError) as raised:
        delete_model(blocked)
    assert "stuck" in raised.value.message
    assert str(in_the_way) in raised.value.details
    assert not model.exists()  # what could go, went


def test_deleting_a_file_already_gone_is_fine(tmp_path: Path) -> None:
    model = _model(tmp_path / "models" / "gone.gguf")
    (entry,) = scan_library([LibraryRoot(tmp_path / "models", "folder")], include_starter=False)
    model.unlink()
    delete_model(entry)
    assert not model.exists()


def test_hidden_folders_link_loops_and_dangling_links_are_harmless(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    _model(folder / "visible" / "seen.gguf")
    _model(folder / ".trash" / "hidden.gguf")
    (folder / "visible" / "loop").symlink_to(folder)
    (folder / "dangling.gguf").symlink_to(tmp_path / "nowhere.gguf")
    entries = scan_library([LibraryRoot(folder, "folder")], include_starter=False)
    assert [entry.name for entry in entries] == ["seen"]


def test_default_roots_and_scan_use_settings_hf_cache_and_lm_studio(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setattr(hf_constants, "HF_HUB_CACHE", str(tmp_path / "hf"))
    user_folder = tmp_path / "my models"
    SettingsStore().save(Settings(model_folders=[str(user_folder)]))

    roots = default_roots(SettingsStore().load())
    assert roots[0] == LibraryRoot(paths.models_dir(), "app")
    assert LibraryRoot(user_folder, "folder") in roots
    assert LibraryRoot(tmp_path / "hf", "hf-cache") in roots
    assert LibraryRoot(home / ".lmstudio" / "models", "lmstudio") in roots
    assert LibraryRoot(home / ".cache" / "lm-studio" / "models", "lmstudio") in roots

    _model(paths.models_dir() / "a.gguf")
    _model(user_folder / "b.gguf")
    _hf_file(tmp_path / "hf", "org/c", "main", "c.gguf", "blob")
    _model(home / ".lmstudio" / "models" / "pub" / "d" / "d.gguf")
    _model(home / ".cache" / "lm-studio" / "models" / "pub" / "e" / "e.gguf")
    saved = SettingsStore().load()
    found = {
        (entry.name, entry.source)
        for entry in scan_library(settings=saved, include_starter=False)
    }
    given = scan_library(settings=Settings(model_folders=[]), include_starter=False)
    assert {(entry.name, entry.source) for entry in given} == found - {("b", "folder")}
    assert found == {
        ("a", "app"),
        ("b", "folder"),
        ("c", "hf-cache"),
        ("d", "lmstudio"),
        ("e", "lmstudio"),
    }
