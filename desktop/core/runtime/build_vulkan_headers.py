"""Vulkan headers new enough for the pinned llama.cpp, when the system's are not.

This llama.cpp uses Vulkan-Hpp types that older headers lack (Debian 12's 1.3.239
fails with ``'LayerSettingEXT' is not a member of 'vk'``). The headers of Debian 13's
``libvulkan-dev`` package work with an older system's loader and ``glslc``, so a
Vulkan build on such a system gets them: the pinned ``.deb`` is downloaded once,
checked against its SHA-256, and only its ``usr/include`` is unpacked into the cache
(plain Python: a ``.deb`` is an ``ar`` archive holding a tar). CMake is then pointed at
that folder instead of the system's headers.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import sys
import tarfile
import threading
import uuid
from dataclasses import dataclass
from pathlib import Path

from desktop.core.runtime.build_progress import (
    BuildCancelledError,
    BuildProblem,
    BuildProgress,
    BuildStep,
    ProgressCallback,
    RuntimeBuildError,
)
from desktop.core.runtime.build_source import download_verified, unsafe_member
from desktop.core.safe_files import sha256_of


@dataclass(frozen=True)
class HeadersPin:
    """One Debian package carrying the Vulkan headers, pinned by its SHA-256."""

    url: str
    sha256: str
    version: tuple[int, int, int]  # the headers' VK_HEADER_VERSION_COMPLETE

    @property
    def filename(self) -> str:
        return self.url.rsplit("/", 1)[-1]

    @property
    def folder_name(self) -> str:
        return self.filename.removesuffix(".deb")


PINNED_VULKAN_HEADERS = HeadersPin(
    url="https://deb.debian.org/debian/pool/main/v/vulkan-loader/libvulkan-dev_1.4.309.0-1_amd64.deb",
    sha256="8d329d465e16168afff58b1bd0dd6db46aac2cc3f56054a481b25a04e90b345a",
    version=(1, 4, 309),
)
_SYSTEM_INCLUDE_DIRS = (Path("/usr/include"), Path("/usr/local/include"))
_INCLUDE_PREFIX = "usr/include/"


def header_version(include_dir: Path) -> tuple[int, int, int] | None:
    """The version of the Vulkan headers in ``include_dir`` (from ``vulkan_core.h``)."""
    try:
        text = (include_dir / "vulkan" / "vulkan_core.h").read_text("utf-8", errors="replace")
    except OSError:
        return None
    patch = re.search(r"#define\s+VK_HEADER_VERSION\s+(\d+)", text)
    complete = re.search(
        r"#define\s+VK_HEADER_VERSION_COMPLETE\s+VK_MAKE_API_VERSION\(\s*0\s*,\s*(\d+)\s*,\s*(\d+)",
        text,
    )
    if patch is None or complete is None:
        return None
    return int(complete.group(1)), int(complete.group(2)), int(patch.group(1))


def system_include_dir() -> Path | None:
    """Where the compiler finds the Vulkan headers without help: the SDK's, else the system's."""
    sdk = os.environ.get("VULKAN_SDK", "").strip()
    roots = ([Path(sdk) / "include"] if sdk else []) + list(_SYSTEM_INCLUDE_DIRS)
    for root in roots:
        if (root / "vulkan" / "vulkan_core.h").is_file():
            return root
    return None


def needs_pinned_headers(pin: HeadersPin = PINNED_VULKAN_HEADERS) -> bool:
    """True on Linux when the headers the compiler would use are older than the pin.

    Elsewhere the Vulkan SDK is the only source of headers and is expected to be recent.
    """
    if not sys.platform.startswith("linux"):
        return False
    include = system_include_dir()
    version = header_version(include) if include is not None else None
    return version is None or version < pin.version


def pinned_include_dir(cache_root: Path, pin: HeadersPin = PINNED_VULKAN_HEADERS) -> Path:
    return cache_root / "vulkan-headers" / pin.folder_name / "usr" / "include"


def header_flags(include_dir: Path) -> tuple[str, ...]:
    """CMake flags that make the Vulkan build compile against ``include_dir``."""
    # FindVulkan reads Vulkan_INCLUDE_DIR; -I puts the folder ahead of /usr/include,
    # which the compiler searches last, for every file that includes vulkan.hpp.
    return (f"-DVulkan_INCLUDE_DIR={include_dir}", f"-DCMAKE_CXX_FLAGS=-I{include_dir}")


def ensure_pinned_headers(
    cache_root: Path,
    report: ProgressCallback,
    cancel: threading.Event,
    pin: HeadersPin = PINNED_VULKAN_HEADERS,
) -> Path:
    """The pinned headers' include folder in the cache, downloaded and unpacked once."""
    include = pinned_include_dir(cache_root, pin)
    if (include / "vulkan" / "vulkan.hpp").is_file():
        report(BuildProgress.of_step("download", BuildStep.VULKAN_DOWNLOADED_BEFORE, 1.0))
        return include
    folder = cache_root / "vulkan-headers"
    package = folder / "deb" / pin.filename
    if not package.is_file() or sha256_of(package) != pin.sha256:
        _download_package(pin, package, report, cancel)
    if cancel.is_set():
        raise BuildCancelledError("The runtime install was cancelled.")
    report(BuildProgress.of_step("extract", BuildStep.UNPACKING_VULKAN))
    staging = folder / f".extract-{uuid.uuid4().hex[:8]}"
    try:
        _unpack_headers(package, staging)
        final = folder / pin.folder_name
        shutil.rmtree(final, ignore_errors=True)
        staging.rename(final)
    except (tarfile.TarError, OSError, ValueError) as error:
        raise RuntimeBuildError(
            f"Could not unpack the Vulkan headers from {package.name}: {error}.",
            f"{type(error).__name__}: {error}",
            problem=BuildProblem.UNPACK_FAILED,
            file=package.name,
        ) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    if not (include / "vulkan" / "vulkan.hpp").is_file():
        raise RuntimeBuildError(
            f"The package {pin.filename} holds no Vulkan C++ headers.",
            problem=BuildProblem.VULKAN_HEADERS_MISSING,
            file=pin.filename,
        )
    return include


def _download_package(
    pin: HeadersPin, package: Path, report: ProgressCallback, cancel: threading.Event
) -> None:
    import httpx  # deferred like the source download's: only a build needs it

    report(BuildProgress.of_step("download", BuildStep.DOWNLOADING_VULKAN))
    package.parent.mkdir(parents=True, exist_ok=True)
    try:
        with httpx.Client(timeout=httpx.Timeout(30.0, read=60.0), follow_redirects=True) as client:
            download_verified(
                client,
                pin.url,
                package,
                pin.sha256,
                BuildStep.DOWNLOADING_VULKAN_SIZE,
                report,
                cancel,
            )
    except httpx.HTTPError as error:
        raise RuntimeBuildError(
            f"Could not download the Vulkan headers from {pin.url}: {error}. "
            "Check the internet connection, or install the Vulkan SDK 1.4 or newer.",
            f"{type(error).__name__}: {error}",
            problem=BuildProblem.VULKAN_HEADERS_UNREACHABLE,
            address=pin.url,
        ) from None


def _unpack_headers(package: Path, staging: Path) -> None:
    """Extract the ``usr/include`` files of a ``.deb`` into ``staging``."""
    data_name, data = _ar_member(package.read_bytes(), "data.tar")
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as tar:
        wanted = []
        for member in tar.getmembers():
            member.name = member.name.removeprefix("./")
            problem = unsafe_member(member)
            if problem is not None:
                raise ValueError(f"{data_name} is unsafe to unpack ({problem}: {member.name!r})")
            if member.name.startswith(_INCLUDE_PREFIX) and (member.isfile() or member.isdir()):
                wanted.append(member)
        staging.mkdir(parents=True)
        tar.extractall(staging, members=wanted, filter="data")


def _ar_member(archive: bytes, prefix: str) -> tuple[str, bytes]:
    """The first member of a Unix ``ar`` archive whose name starts with ``prefix``."""
    if not archive.startswith(b"!<arch>\n"):
        raise ValueError("not a Debian package (no ar header)")
    offset = 8
    while offset + 60 <= len(archive):
        header = archive[offset : offset + 60]
        name = header[:16].decode("ascii", "replace").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        start = offset + 60
        if name.startswith(prefix):
            return name, archive[start : start + size]
        offset = start + size + (size % 2)  # members are aligned to even offsets
    raise ValueError(f"no {prefix}.* member in the package")
