"""The user's models: every GGUF file in the places people keep them, found in one scan.

Places, in order: the app's models folder, folders the user added, the Hugging Face
cache, LM Studio's folders and the models Ollama has pulled (read in place from its
manifests and blobs, see ``ollama_models``); the starter model is added when none of them holds it.
A split model (``-00001-of-00003.gguf``) is one entry; a vision projector (mmproj) is
not a model of its own but is attached to the models in its folder. A damaged file is
an entry with ``error`` set, so the user sees it and can delete it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Literal

from huggingface_hub import constants as hf_constants

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.models.chat_template import template_flags
from desktop.core.models.gguf import GGUFInfo, read_gguf
from desktop.core.models.gguf_header import GGUFError, GGUFProblem
from desktop.core.models.ollama_models import find_ollama_models, ollama_models_dir
from desktop.core.models.split_names import parse_split_name
from desktop.core.models.starter_model import find_starter_model
from desktop.core.settings import Settings

Source = Literal["app", "folder", "hf-cache", "lmstudio", "ollama"]
Capability = Literal["vision", "thinking", "tools"]

# Deep enough for LM Studio's publisher/repo/file and Hugging Face repos with quant
# subfolders; shallow enough that adding a home folder does not crawl the whole disk.
MAX_FOLDER_DEPTH = 6


class DeleteRefusal(StrEnum):
    """Why a model was not deleted: the kind of a ``ModelDeleteError``."""

    STARTER = "starter"  # it comes with the app
    OLLAMA = "ollama"  # Ollama's own: ``ollama rm`` removes it
    FILES_IN_USE = "files_in_use"  # some of its files could not be deleted


class ModelDeleteError(LlamaDeskError):
    """A model could not be deleted: ``refusal`` says why, ``name`` names the model."""

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        refusal: DeleteRefusal | None = None,
        name: str = "",
    ) -> None:
        super().__init__(message, details)
        self.refusal = refusal
        self.name = name


@dataclass(frozen=True)
class LibraryRoot:
    """One place to look for models. ``source`` "hf-cache" means the Hugging Face cache
    layout (models--org--name/snapshots/<revision>/...); any other is a plain folder."""

    path: Path
    source: Source


@dataclass(frozen=True)
class LibraryEntry:
    path: Path  # the model file (first shard of a split model)
    source: Source
    info: GGUFInfo | None  # None when the file could not be read
    error: str | None  # a plain sentence when the file could not be read (English)
    projector_path: Path | None
    shard_paths: tuple[Path, ...] = ()  # every file of the model; (path,) when not split
    bundled: bool = False  # shipped with the app (the starter model): not deletable
    # The name its owner gives it when the file's name says nothing (Ollama's blobs are
    # named by their sha256): "llama3.2:3b".
    given_name: str | None = None
    # Why it could not be read, as the error with its kind and figures (``error`` is
    # its message), for the window to word; None when it was read.
    problem: LlamaDeskError | None = field(default=None, compare=False, repr=False)

    @property
    def name(self) -> str:
        """The file name without ".gguf" and without a split model's part number (or
        the name Ollama knows it by)."""
        if self.given_name is not None:
            return self.given_name
        split = parse_split_name(self.path.name)
        if split:
            return split.stem
        return self.path.name[: -len(".gguf")] if _is_gguf_name(self.path.name) else self.path.name

    @property
    def deletable(self) -> bool:
        """False for the starter model and for Ollama's models (Ollama owns those)."""
        return not self.bundled and self.source != "ollama"

    @property
    def size_bytes(self) -> int:
        """Bytes on disk of all the model's files (the projector not included)."""
        if self.info is not None:
            return self.info.file_size
        return sum(_file_size(path) for path in self.shard_paths or (self.path,))

    @property
    def capabilities(self) -> frozenset[Capability]:
        """What the model can do beyond plain chat: see images, think, call tools."""
        found: set[Capability] = set()
        if self.projector_path is not None:
            found.add("vision")
        if self.info is None:
            return frozenset(found)
        if any(key.startswith("clip.") for key in self.info.metadata):
            found.add("vision")
        thinking, tools = _template_capabilities(self.info.chat_template)
        if thinking:
            found.add("thinking")
        if tools:
            found.add("tools")
        return frozenset(found)

    @property
    def repo_id(self) -> str | None:
        """For a model in the Hugging Face cache, the repository it came from."""
        if self.source != "hf-cache":
            return None
        for part in self.path.parts:
            if part.startswith("models--"):
                return part[len("models--") :].replace("--", "/")
        return None


def default_roots(settings: Settings | None = None) -> list[LibraryRoot]:
    """The places to scan: app folder, the user's folders, the HF cache, LM Studio."""
    roots = [LibraryRoot(paths.models_dir(), "app")]
    if settings is not None:
        if settings.models_download_dir:
            roots.append(LibraryRoot(Path(settings.models_download_dir).expanduser(), "app"))
        roots += [
            LibraryRoot(Path(folder).expanduser(), "folder") for folder in settings.model_folders
        ]
    roots.append(LibraryRoot(Path(hf_constants.HF_HUB_CACHE), "hf-cache"))
    lmstudio = [
        Path.home() / ".lmstudio" / "models",
        Path.home() / ".cache" / "lm-studio" / "models",
    ]
    if sys.platform == "win32" and os.environ.get("USERPROFILE"):
        lmstudio.append(Path(os.environ["USERPROFILE"]) / ".lmstudio" / "models")
    roots += [LibraryRoot(path, "lmstudio") for path in lmstudio]
    roots.append(LibraryRoot(ollama_models_dir(), "ollama"))
    return roots


def scan_library(
    roots: Sequence[LibraryRoot] | None = None,
    *,
    settings: Settings | None = None,
    include_starter: bool = True,
) -> list[LibraryEntry]:
    """Every model in ``roots`` (default: ``default_roots(settings)``; the caller hands
    its settings down, the library never reads them behind it), sorted by name. A file
    reachable from two roots is listed once, for the first. Reads only file headers, but
    may touch many files: call it off the GUI thread."""
    if roots is None:
        roots = default_roots(settings)
    seen: set[Path] = set()
    entries: list[LibraryEntry] = []
    for root in roots:
        if root.source == "ollama":
            entries += _ollama_entries(root.path, seen)
            continue
        for folder, files in _gguf_files_by_folder(root):
            entries += _entries_in_folder(folder, files, root.source, seen)
    if include_starter:
        starter = find_starter_model()
        if starter is not None and _real(starter) not in seen:
            seen.add(_real(starter))
            entries.append(_entry(starter, (starter,), "app", None, bundled=True))
    entries.sort(key=lambda entry: (entry.name.casefold(), str(entry.path)))
    return entries


def delete_model(entry: LibraryEntry) -> None:
    """Delete the model's files (every shard; nothing else, not even its projector)."""
    if entry.bundled:
        raise ModelDeleteError(
            "The starter model comes with LlamaDesk and cannot be deleted.",
            refusal=DeleteRefusal.STARTER,
            name=entry.name,
        )
    if entry.source == "ollama":
        # Its files are Ollama's (other tags may share them): Ollama must remove them.
        raise ModelDeleteError(
            f"{entry.name} belongs to Ollama. Remove it with `ollama rm {entry.name}`.",
            refusal=DeleteRefusal.OLLAMA,
            name=entry.name,
        )
    shards = entry.shard_paths or (entry.path,)
    failures: list[str] = []
    for shard in shards:
        try:
            _delete_file(shard, entry.source)
        except FileNotFoundError:
            continue  # already gone: that is what the user asked for
        except OSError as error:
            failures.append(f"{shard}: {error.strerror or error}")
    if failures:
        raise ModelDeleteError(
            f"Some files of {entry.name} could not be deleted. "
            "Check that you may change that folder and that no other program uses them.",
            details="\n".join(failures),
            refusal=DeleteRefusal.FILES_IN_USE,
            name=entry.name,
        )


# -- scanning ---------------------------------------------------------------------------


def _gguf_files_by_folder(root: LibraryRoot) -> Iterator[tuple[Path, list[Path]]]:
    """(folder, .gguf files in it) for every folder under the root that has some."""
    if not root.path.is_dir():
        return
    if root.source == "hf-cache":
        try:
            repos = sorted(root.path.glob("models--*/snapshots/*"))
        except OSError:
            return
        for snapshot in repos:
            yield from _walk(snapshot, MAX_FOLDER_DEPTH)
    else:
        yield from _walk(root.path, MAX_FOLDER_DEPTH)


def _walk(top: Path, max_depth: int) -> Iterator[tuple[Path, list[Path]]]:
    visited: set[tuple[int, int]] = set()
    base_depth = len(top.parts)
    for folder_name, folder_names, file_names in os.walk(top, followlinks=True):
        folder = Path(folder_name)
        try:
            status = folder.stat()
        except OSError:
            folder_names.clear()
            continue
        # Linked folders can form loops; visit each real folder once.
        if (status.st_dev, status.st_ino) in visited:
            folder_names.clear()
            continue
        visited.add((status.st_dev, status.st_ino))
        if len(folder.parts) - base_depth >= max_depth:
            folder_names.clear()
        folder_names[:] = sorted(name for name in folder_names if not name.startswith("."))
        files = [folder / name for name in sorted(file_names) if _is_gguf_name(name)]
        files = [path for path in files if path.is_file()]  # drops dangling links
        if files:
            yield folder, files


def _ollama_entries(folder: Path, seen: set[Path]) -> list[LibraryEntry]:
    """Ollama's models, each pointing at its blob where Ollama keeps it."""
    entries = []
    for model in find_ollama_models(folder):
        if model.error is None and _real(model.model_path) in seen:
            continue  # two tags of one model, or a file also in another root
        seen.add(_real(model.model_path))
        info, problem = (None, model.problem) if model.problem else _read(model.model_path)
        entries.append(
            LibraryEntry(
                path=model.model_path,
                source="ollama",
                info=info,
                error=model.error or (problem.message if problem else None),
                problem=problem,
                projector_path=model.projector_path,
                shard_paths=(model.model_path,),
                given_name=model.name,
            )
        )
    return entries


def _entries_in_folder(
    folder: Path, files: list[Path], source: Source, seen: set[Path]
) -> list[LibraryEntry]:
    models: list[tuple[Path, tuple[Path, ...], GGUFInfo | None, LlamaDeskError | None]] = []
    projectors: list[Path] = []
    split_groups: dict[tuple[str, int], dict[int, Path]] = {}
    singles: list[Path] = []
    for path in files:
        if _real(path) in seen:
            continue
        seen.add(_real(path))
        split = parse_split_name(path.name)
        if split:
            group = split_groups.setdefault((split.stem, split.count), {})
            group[split.index] = path
        else:
            singles.append(path)

    for path in singles:
        info, error = _read(path)
        if _is_projector(info):
            projectors.append(path)
        else:
            models.append((path, (path,), info, error))

    for (_stem, count), shards in split_groups.items():
        ordered = tuple(shards[index] for index in sorted(shards))
        missing = [index for index in range(1, count + 1) if index not in shards]
        first = shards.get(1, ordered[0])
        if missing:
            parts = ", ".join(str(index) for index in missing)
            models.append((first, ordered, None, GGUFError(
                f"This model is split into {count} parts but part(s) {parts} are missing. "
                "Download it again or delete it.",
                f"File: {first}",
                problem=GGUFProblem.SPLIT_PARTS_MISSING,
                file_name=first.name,
                figures={"count": count, "parts": parts},
            )))  # fmt: skip
            continue
        info, error = _read(first)
        if _is_projector(info):
            projectors.append(first)
        else:
            models.append((first, ordered, info, error))

    entries = []
    for path, model_files, info, error in models:
        projector = _pick_projector(path, projectors)
        entries.append(_entry(path, model_files, source, projector, info=info, error=error))
    return entries


def _entry(
    path: Path,
    shards: tuple[Path, ...],
    source: Source,
    projector: Path | None,
    *,
    info: GGUFInfo | None = None,
    error: LlamaDeskError | None = None,
    bundled: bool = False,
) -> LibraryEntry:
    if info is None and error is None:
        info, error = _read(path)
    return LibraryEntry(
        path=path,
        source=source,
        info=info,
        error=error.message if error is not None else None,
        problem=error,
        projector_path=projector,
        shard_paths=shards,
        bundled=bundled,
    )


def _read(path: Path) -> tuple[GGUFInfo | None, LlamaDeskError | None]:
    try:
        return read_gguf(path), None
    except LlamaDeskError as error:
        return None, error
    except OSError as error:
        return None, _unreadable(path, f"{path.name} could not be read: {error.strerror or error}")
    except Exception as error:
        # One unreadable file must never hide the rest of the library.
        return None, _unreadable(
            path, f"{path.name} could not be read as a model ({type(error).__name__})."
        )


def _unreadable(path: Path, message: str) -> GGUFError:
    return GGUFError(
        message, f"File: {path}", problem=GGUFProblem.UNREADABLE, file_name=path.name
    )


def _is_projector(info: GGUFInfo | None) -> bool:
    # An unreadable projector is listed as a damaged entry (so it can be deleted),
    # never attached to a model it would make fail to load.
    return info is not None and info.is_projector


def _pick_projector(model: Path, projectors: list[Path]) -> Path | None:
    """The projector for a model: the one sharing most of its name, F16 preferred."""
    if not projectors:
        return None

    def score(projector: Path) -> tuple[int, bool, str]:
        shared = _shared_prefix_length(model.name.lower(), projector.name.lower())
        # "f16" alone would also match "bf16", which fewer GPUs handle well.
        is_f16 = projector.name.lower().endswith(("-f16.gguf", "_f16.gguf", ".f16.gguf"))
        return (shared, is_f16, projector.name)

    return max(projectors, key=score)


def _shared_prefix_length(first: str, second: str) -> int:
    length = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        length += 1
    return length


def _is_gguf_name(name: str) -> bool:
    return name.lower().endswith(".gguf")


def _real(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def _file_size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


# -- capabilities -----------------------------------------------------------------------


def _template_capabilities(template: str | None) -> tuple[bool, bool]:
    """(thinking, tools) as the chat template shows them."""
    if not template:
        return False, False
    flags = template_flags(template)
    return flags.thinking_style != "none", flags.supports_tools


# -- deleting ---------------------------------------------------------------------------


def _delete_file(path: Path, source: Source) -> None:
    """Delete one model file; in the Hugging Face cache, its data and every link to it."""
    if source == "hf-cache" and path.is_symlink():
        blob = path.resolve()
        # Only the cache's own layout: models--org--name/{blobs,snapshots}. Other
        # revisions linking the same data would bring the model back on the next scan.
        if blob.parent.name == "blobs" and blob.parent.parent == _hf_repo_folder(path):
            for link in _links_to(blob):
                link.unlink(missing_ok=True)
            blob.unlink()
            return
    path.unlink()


def _hf_repo_folder(snapshot_file: Path) -> Path | None:
    for parent in snapshot_file.parents:
        if parent.name.startswith("models--"):
            return parent.resolve()
    return None


def _links_to(blob: Path) -> list[Path]:
    snapshots = blob.parent.parent / "snapshots"
    return [link for link in snapshots.rglob("*") if link.is_symlink() and _real(link) == blob]
