"""Models Ollama has pulled, read in place from a real Ollama-shaped folder (manifests
and sha256-named blobs holding real GGUF files), listed in the library and loaded by
the real llama-server from the blob itself."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from desktop.core import paths
from desktop.core.models.library import (
    LibraryRoot,
    ModelDeleteError,
    default_roots,
    delete_model,
    scan_library,
)
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.ollama_models import (
    MODEL_LAYER,
    OLLAMA_MODELS_ENV,
    PROJECTOR_LAYER,
    find_ollama_models,
    ollama_models_dir,
    ollama_name_of,
)
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.loader import prepare_load, start_server
from desktop.core.settings import Settings
from tests.support.gguf_files import write_gguf
from tests.support.ollama_folder import CONFIG_LAYER, add_blob, add_manifest
from tests.support.tiny_models import write_tiny_model


@pytest.fixture
def ollama_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An Ollama models folder holding one real tiny llama model, "tinyllama:1b"."""
    folder = tmp_path / "ollama-models"
    model = write_tiny_model("llama", tmp_path / "made" / "tiny.gguf", context_length=2048)
    add_manifest(folder, "tinyllama:1b", {MODEL_LAYER: add_blob(folder, model)})
    monkeypatch.setenv(OLLAMA_MODELS_ENV, str(folder))
    return folder


def test_the_folder_is_ollama_models_or_the_home_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(OLLAMA_MODELS_ENV, f' "{tmp_path / "elsewhere"}" ')
    assert ollama_models_dir() == tmp_path / "elsewhere"  # quotes and spaces trimmed
    monkeypatch.delenv(OLLAMA_MODELS_ENV)
    assert ollama_models_dir() == Path.home() / ".ollama" / "models"
    assert LibraryRoot(Path.home() / ".ollama" / "models", "ollama") in default_roots()


def test_the_library_lists_ollama_models_in_place_with_their_names(
    ollama_folder: Path,
) -> None:
    entries = [e for e in scan_library(settings=Settings()) if e.source == "ollama"]

    (entry,) = entries
    assert entry.name == "tinyllama:1b"
    assert entry.path.parent == ollama_folder / "blobs"  # the blob itself, never a copy
    assert entry.path.name.startswith("sha256-")
    assert entry.error is None and entry.info is not None
    assert entry.info.architecture == "llama" and entry.info.context_length == 2048
    app_folder = paths.models_dir()
    assert not app_folder.exists() or not any(app_folder.iterdir())  # nothing copied
    assert not entry.deletable
    with pytest.raises(ModelDeleteError, match="ollama rm tinyllama:1b"):
        delete_model(entry)
    assert entry.path.exists()


def test_names_projectors_and_shared_blobs(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    model = add_blob(folder, write_tiny_model("qwen2", tmp_path / "q.gguf"))
    projector = add_blob(folder, write_gguf(tmp_path / "mmproj.gguf", "clip")[0])
    add_manifest(folder, "qwen-vision:latest", {MODEL_LAYER: model, PROJECTOR_LAYER: projector})
    add_manifest(folder, "someone/qwen-vision:small", {MODEL_LAYER: model})
    add_manifest(folder, "org/Qwen-GGUF:Q4_K_M", {MODEL_LAYER: model}, host="hf.co")

    found = {found.name: found for found in find_ollama_models(folder)}

    assert set(found) == {
        "qwen-vision:latest", "someone/qwen-vision:small", "hf.co/org/Qwen-GGUF:Q4_K_M",
    }  # fmt: skip
    vision = found["qwen-vision:latest"]
    assert vision.error is None
    assert vision.model_path == folder / "blobs" / model.replace(":", "-")
    assert vision.projector_path == folder / "blobs" / projector.replace(":", "-")
    assert ollama_name_of(vision.model_path) == "hf.co/org/Qwen-GGUF:Q4_K_M"  # A to Z
    assert vision.projector_path is not None
    assert ollama_name_of(vision.projector_path) is None  # no tag names it as its model
    assert ollama_name_of(tmp_path / "q.gguf") is None
    # Three tags of one blob are one model in the library (the first name, A to Z).
    (entry,) = scan_library([LibraryRoot(folder, "ollama")], include_starter=False)
    assert entry.name == "hf.co/org/Qwen-GGUF:Q4_K_M"
    assert "vision" not in entry.capabilities  # that tag has no projector


def test_broken_manifests_are_said_plainly_and_never_leave_the_blobs_folder(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "models"
    secret = tmp_path / "secret.gguf"
    secret.write_bytes(b"GGUF not yours")
    add_manifest(folder, "escape:latest", {MODEL_LAYER: "sha256:../../secret.gguf"})
    add_manifest(folder, "gone:latest", {MODEL_LAYER: "sha256:" + "a" * 64})
    add_manifest(folder, "cloud:latest", {CONFIG_LAYER: "sha256:" + "b" * 64})
    damaged = add_manifest(folder, "damaged:latest", {})
    damaged.write_text("{not json", encoding="utf-8")

    found = {model.name: model for model in find_ollama_models(folder)}
    entries = {e.name: e for e in scan_library([LibraryRoot(folder, "ollama")],
                                               include_starter=False)}  # fmt: skip

    assert "refuses" in (found["escape:latest"].error or "")
    assert "missing" in (found["gone:latest"].error or "")
    assert "no model file" in (found["cloud:latest"].error or "")
    assert "damaged" in (found["damaged:latest"].error or "")
    for name, model in found.items():
        assert model.model_path == model.manifest_path  # nothing outside is pointed at
        assert entries[name].error == model.error and entries[name].info is None
    assert find_ollama_models(tmp_path / "no-ollama-here") == []


def test_an_ollama_model_loads_from_its_blob_in_the_real_server(
    ollama_folder: Path, llama_server_path: Path
) -> None:
    (entry,) = [e for e in scan_library(settings=Settings()) if e.source == "ollama"]
    runtime = Runtime(server_path=llama_server_path, source="env", backend="cpu")
    prepared = prepare_load(LoadRequest(model_path=entry.path, context=512), runtime=runtime)

    server, report = start_server(prepared)
    headers = {"Authorization": f"Bearer {server.api_key}"}
    try:
        props = httpx.get(f"{server.base_url}/props", headers=headers, timeout=30).json()
        answer = httpx.post(
            f"{server.base_url}/completion",
            json={"prompt": "Hello", "n_predict": 4},
            headers=headers,
            timeout=60,
        ).json()
    finally:
        server.stop()

    assert Path(props["model_path"]) == entry.path
    assert answer["tokens_predicted"] >= 1
    assert report is not None
