"""Model files that cannot be used, as disks, downloads and Ollama leave them, and the
errors the core's own code raises for them: the kinds the window words (issue 29)."""

from __future__ import annotations

import shutil
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.models.gguf import read_gguf
from desktop.core.models.gguf_header import GGUFProblem
from desktop.core.models.library import (
    LibraryEntry,
    LibraryRoot,
    delete_model,
    scan_library,
)
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.ollama_models import MODEL_LAYER, find_ollama_models
from desktop.core.runtime.loader import read_model
from tests.support.gguf_files import pack_header, write_gguf
from tests.support.ollama_folder import CONFIG_LAYER, add_manifest


def _raised(call: object) -> LlamaDeskError:
    try:
        call()  # type: ignore[operator]
    except LlamaDeskError as error:
        return error
    raise AssertionError("no error was raised")


def file_errors(folder: Path) -> dict[GGUFProblem, LlamaDeskError]:
    """One GGUFError of each kind made here, by reading real files."""
    folder.mkdir(parents=True, exist_ok=True)
    whole = write_gguf(folder / "whole.gguf", metadata={"llama.block_count": 1})[0]
    files: dict[GGUFProblem, bytes] = {
        GGUFProblem.EMPTY: b"",
        GGUFProblem.TRUNCATED: whole.read_bytes()[:40],
        GGUFProblem.WEB_PAGE: b"<!DOCTYPE html><html>Not found</html>",
        GGUFProblem.LFS_POINTER: b"version https://git-lfs.github.com/spec/v1\noid sha256:ab\n",
        GGUFProblem.NOT_GGUF: b"PK\x03\x04 a zip archive, not a model",
        GGUFProblem.OLD_VERSION: pack_header(0, 0, version=1),
        GGUFProblem.UNKNOWN_VERSION: pack_header(0, 0, version=7),
        GGUFProblem.DAMAGED: pack_header(0, 10**9),
        GGUFProblem.NOT_A_MODEL: pack_header(0, 0),
    }
    errors: dict[GGUFProblem, LlamaDeskError] = {}
    for problem, content in files.items():
        path = folder / f"{problem}.gguf"
        path.write_bytes(content)
        errors[problem] = _raised(lambda path=path: read_gguf(path))
    big = write_gguf(folder / "big-endian.gguf", big_endian=True)[0]
    errors[GGUFProblem.BIG_ENDIAN] = _raised(lambda: read_gguf(big))
    errors[GGUFProblem.NOT_FOUND] = _raised(lambda: read_gguf(folder / "gone.gguf"))
    (folder / "a-folder.gguf").mkdir()
    errors[GGUFProblem.FOLDER] = _raised(lambda: read_gguf(folder / "a-folder.gguf"))

    for sub in ("split", "other"):
        (folder / sub).mkdir()
    shards = write_gguf(
        folder / "split" / "Model-Q8_0.gguf",
        metadata={"llama.block_count": 1, "llama.context_length": 2048},
        split_max_tensors=1,
    )
    shards[1].unlink()
    errors[GGUFProblem.SPLIT_PART_MISSING] = _raised(lambda: read_gguf(shards[0]))
    [scanned] = scan_library([LibraryRoot(folder / "split", "app")], include_starter=False)
    assert scanned.problem is not None
    errors[GGUFProblem.SPLIT_PARTS_MISSING] = scanned.problem
    renamed = folder / "renamed.gguf"
    shutil.copy(shards[0], renamed)
    errors[GGUFProblem.SPLIT_NAME] = _raised(lambda: read_gguf(renamed))
    other = write_gguf(
        folder / "other" / "Model-Q8_0.gguf",
        metadata={"llama.block_count": 1, "llama.context_length": 2048},
        split_max_tensors=2,
    )
    mixed = folder / "mixed"
    mixed.mkdir()
    shutil.copy(shards[0], mixed / shards[0].name)
    shutil.copy(other[1], mixed / shards[1].name)
    shutil.copy(shards[2], mixed / shards[2].name)
    errors[GGUFProblem.SPLIT_MIXED] = _raised(lambda: read_gguf(mixed / shards[0].name))
    return errors


def ollama_errors(folder: Path) -> list[LlamaDeskError]:
    """Ollama's models that can't be used, as the library finds them."""
    add_manifest(folder, "gone:latest", {MODEL_LAYER: "sha256:" + "a" * 64})
    add_manifest(folder, "cloud:latest", {CONFIG_LAYER: "sha256:" + "b" * 64})
    damaged = add_manifest(folder, "damaged:latest", {})
    damaged.write_text("{not json", encoding="utf-8")
    errors = [model.problem for model in find_ollama_models(folder)]
    assert all(error is not None for error in errors)
    return [error for error in errors if error is not None]


def other_errors(folder: Path) -> list[LlamaDeskError]:
    """Refused deletes and files that are no chat model."""
    folder.mkdir(parents=True, exist_ok=True)
    projector = write_gguf(folder / "mmproj-model-f16.gguf", "clip")[0]
    speech = write_gguf(folder / "voice.gguf", "qwen3tts")[0]
    starter = LibraryEntry(projector, "app", None, None, None, bundled=True)
    ollama = LibraryEntry(projector, "ollama", None, None, None, given_name="llama3.2:3b")
    return [
        _raised(lambda: read_model(LoadRequest(model_path=projector))),
        _raised(lambda: read_model(LoadRequest(model_path=speech))),
        _raised(lambda: delete_model(starter)),
        _raised(lambda: delete_model(ollama)),
    ]
