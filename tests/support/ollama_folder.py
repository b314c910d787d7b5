"""A folder laid out as Ollama lays out its models: manifests and sha256-named blobs."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

CONFIG_LAYER = "application/vnd.docker.container.image.v1+json"


def add_blob(folder: Path, made: Path) -> str:
    """Move ``made`` into ``folder``/blobs under its sha256, as Ollama names blobs."""
    digest = hashlib.sha256(made.read_bytes()).hexdigest()
    blobs = folder / "blobs"
    blobs.mkdir(parents=True, exist_ok=True)
    made.rename(blobs / f"sha256-{digest}")
    return f"sha256:{digest}"


def add_manifest(folder: Path, name: str, layers: dict[str, str], host: str = "") -> Path:
    """Write Ollama's manifest for ``name`` ("model:tag" or "ns/model:tag")."""
    model, tag = name.rsplit(":", 1)
    namespace, model = model.split("/") if "/" in model else ("library", model)
    manifest = folder / "manifests" / (host or "registry.ollama.ai") / namespace / model / tag
    manifest.parent.mkdir(parents=True, exist_ok=True)
    document = {
        "schemaVersion": 2,
        "mediaType": "application/vnd.docker.distribution.manifest.v2+json",
        "config": {"mediaType": CONFIG_LAYER, "digest": "sha256:" + "0" * 64, "size": 2},
        "layers": [
            {"mediaType": media_type, "digest": digest, "size": 1}
            for media_type, digest in layers.items()
        ],
    }
    manifest.write_text(json.dumps(document), encoding="utf-8")
    return manifest
