"""Models Ollama has already downloaded, found where Ollama keeps them (never copied).

Ollama stores a model as a manifest, ``manifests/<host>/<namespace>/<model>/<tag>``
(JSON, the layout of a container image's manifest: a list of layers, each with a
``mediaType`` and a ``digest`` "sha256:<hex>"), and its data as content-addressed
blobs, ``blobs/sha256-<hex>``. The layer of type ``application/vnd.ollama.image.model``
is the GGUF file itself, so llama-server can load the blob as it lies; a vision model
adds a projector layer the same way. The folder is ``~/.ollama/models`` (on Windows
``%USERPROFILE%\\.ollama\\models``) unless ``OLLAMA_MODELS`` names another; that is how
Ollama's own ``envconfig.Models`` and ``GetBlobsPath`` find them.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop.core.errors import LlamaDeskError

OLLAMA_MODELS_ENV = "OLLAMA_MODELS"
MODEL_LAYER = "application/vnd.ollama.image.model"
PROJECTOR_LAYER = "application/vnd.ollama.image.projector"
# Ollama's own short names leave these out: "llama3.2:3b", not
# "registry.ollama.ai/library/llama3.2:3b".
DEFAULT_HOST = "registry.ollama.ai"
DEFAULT_NAMESPACE = "library"
# The only digests Ollama accepts (GetBlobsPath); anything else in a manifest could
# lead outside the blobs folder ("sha256:../../x"), so it is refused.
_DIGEST = re.compile(r"^sha256[:-][0-9a-fA-F]{64}$")
# A manifest is a few hundred bytes; a bigger file is not one, and not read whole.
_MAX_MANIFEST_BYTES = 1024 * 1024


class OllamaProblem(StrEnum):
    """Why one of Ollama's models can't be used: the kind of an ``OllamaModelError``."""

    MANIFEST_TOO_LARGE = "manifest_too_large"
    MANIFEST_UNREADABLE = "manifest_unreadable"
    MANIFEST_DAMAGED = "manifest_damaged"
    NO_FILES = "no_files"
    NO_MODEL_FILE = "no_model_file"  # a cloud model, say
    BAD_FILE_NAME = "bad_file_name"
    MODEL_FILE_MISSING = "model_file_missing"


class OllamaModelError(LlamaDeskError):
    """One of Ollama's models can't be used: ``problem`` says why, ``name`` which."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        problem: OllamaProblem | None = None,
        name: str = "",
    ) -> None:
        super().__init__(message, details)
        self.problem = problem
        self.name = name


@dataclass(frozen=True)
class OllamaModel:
    """One tag Ollama has pulled: its name as Ollama says it and the files it points at.

    ``error`` is a plain sentence when the manifest can't be used (then ``model_path``
    is the manifest, so the user sees which one)."""

    name: str  # "llama3.2:3b", "hf.co/org/Repo-GGUF:Q4_K_M"
    manifest_path: Path
    model_path: Path  # the GGUF blob
    projector_path: Path | None = None
    error: str | None = None
    problem: OllamaModelError | None = None  # ``error`` with its kind, for the window


def ollama_models_dir() -> Path:
    """Where Ollama keeps its models: ``OLLAMA_MODELS``, or ``~/.ollama/models``."""
    # Ollama trims spaces and quotes around the value the same way (envconfig.Var).
    configured = os.environ.get(OLLAMA_MODELS_ENV, "").strip().strip("\"'")
    if configured:
        return Path(configured).expanduser()
    return Path.home() / ".ollama" / "models"


def find_ollama_models(folder: Path | None = None) -> list[OllamaModel]:
    """Every model whose manifest is in ``folder`` (default: ``ollama_models_dir()``),
    sorted by name. Reads only the small manifests; no Ollama folder means none."""
    folder = folder if folder is not None else ollama_models_dir()
    manifests = folder / "manifests"
    if not manifests.is_dir():
        return []
    found = [
        _model_of(manifest, manifests, folder / "blobs") for manifest in _manifest_files(manifests)
    ]
    return sorted(found, key=lambda model: model.name.casefold())


def ollama_name_of(model_path: Path) -> str | None:
    """The name Ollama knows a blob by ("llama3.2:3b"; the first, A to Z, when several
    tags share it); None for a file that is not one of Ollama's blobs."""
    if model_path.parent.name != "blobs" or not _DIGEST.match(model_path.name):
        return None
    for model in find_ollama_models(model_path.parent.parent):
        if model.error is None and model.model_path == model_path:
            return model.name
    return None


def _manifest_files(manifests: Path) -> list[Path]:
    """Files exactly <host>/<namespace>/<model>/<tag> deep, as Ollama writes them."""
    try:
        return sorted(path for path in manifests.glob("*/*/*/*") if path.is_file())
    except OSError:
        return []


def _model_of(manifest: Path, manifests: Path, blobs: Path) -> OllamaModel:
    host, namespace, model, tag = manifest.relative_to(manifests).parts
    name = _short_name(host, namespace, model, tag)

    def broken(reason: str, problem: OllamaProblem) -> OllamaModel:
        error = OllamaModelError(
            f"Ollama's {name}: {reason}", f"Manifest: {manifest}", problem=problem, name=name
        )
        return OllamaModel(name, manifest, manifest, error=error.message, problem=error)

    try:
        if manifest.stat().st_size > _MAX_MANIFEST_BYTES:
            return broken("its manifest is too large to be one.", OllamaProblem.MANIFEST_TOO_LARGE)
        document = json.loads(manifest.read_text(encoding="utf-8"))
    except OSError as error:
        return broken(
            f"its manifest could not be read ({error.strerror or error}).",
            OllamaProblem.MANIFEST_UNREADABLE,
        )
    except (UnicodeDecodeError, json.JSONDecodeError):
        return broken(
            "its manifest is damaged. Run `ollama pull` for it again.",
            OllamaProblem.MANIFEST_DAMAGED,
        )
    layers = document.get("layers") if isinstance(document, dict) else None
    if not isinstance(layers, list):
        return broken(
            "its manifest lists no files. Run `ollama pull` for it again.",
            OllamaProblem.NO_FILES,
        )
    digests = {
        layer.get("mediaType"): layer.get("digest") for layer in layers if isinstance(layer, dict)
    }
    model_digest = digests.get(MODEL_LAYER)
    if not isinstance(model_digest, str):
        return broken(
            "it has no model file of its own (it may be a cloud model).",
            OllamaProblem.NO_MODEL_FILE,
        )
    if not _DIGEST.match(model_digest):
        return broken(
            "its manifest names its model file in a way Ollama itself refuses.",
            OllamaProblem.BAD_FILE_NAME,
        )
    model_path = _blob_path(blobs, model_digest)
    if not model_path.is_file():
        return broken(
            "its model file is missing from Ollama's folder. Run `ollama pull` again.",
            OllamaProblem.MODEL_FILE_MISSING,
        )
    projector_digest = digests.get(PROJECTOR_LAYER)
    projector = None
    if isinstance(projector_digest, str) and _DIGEST.match(projector_digest):
        candidate = _blob_path(blobs, projector_digest)
        projector = candidate if candidate.is_file() else None
    return OllamaModel(name, manifest, model_path, projector)


def _blob_path(blobs: Path, digest: str) -> Path:
    return blobs / digest.replace(":", "-")


def _short_name(host: str, namespace: str, model: str, tag: str) -> str:
    """The name ``ollama list`` shows for a manifest."""
    if host == DEFAULT_HOST:
        if namespace == DEFAULT_NAMESPACE:
            return f"{model}:{tag}"
        return f"{namespace}/{model}:{tag}"
    return f"{host}/{namespace}/{model}:{tag}"
