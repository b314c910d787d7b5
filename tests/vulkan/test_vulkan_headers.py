"""A Vulkan build on a system whose Vulkan headers are too old for the pinned llama.cpp
gets the pinned ones: the real Debian package, hash-checked, headers only, unpacked
safely, reused."""

from __future__ import annotations

import io
import shutil
import tarfile
import threading
from pathlib import Path

import pytest

from desktop.core.runtime.build_progress import BuildProgress, RuntimeBuildError
from desktop.core.runtime.build_vulkan_headers import (
    PINNED_VULKAN_HEADERS,
    HeadersPin,
    ensure_pinned_headers,
    header_flags,
    header_version,
    needs_pinned_headers,
    pinned_include_dir,
)
from desktop.core.runtime.discovery import Runtime
from desktop.core.safe_files import sha256_of
from tests.support.vulkan_runtime import REAL_CACHE


def test_old_system_headers_get_the_pinned_ones_from_the_real_package(
    tmp_path: Path, vulkan_runtime: Runtime
) -> None:
    # Debian 12's headers are too old, so building the Vulkan runtime downloaded it.
    assert needs_pinned_headers()
    real = REAL_CACHE / "vulkan-headers" / "deb" / PINNED_VULKAN_HEADERS.filename
    assert real.is_file()
    assert f"-DCMAKE_CXX_FLAGS=-I{pinned_include_dir(REAL_CACHE)}" in (
        vulkan_runtime.build_info["cmake_flags"]  # type: ignore[operator]
    )
    package = tmp_path / "vulkan-headers" / "deb" / real.name
    package.parent.mkdir(parents=True)
    shutil.copy2(real, package)
    reports: list[BuildProgress] = []

    include = ensure_pinned_headers(tmp_path, reports.append, threading.Event())

    assert include == pinned_include_dir(tmp_path)
    assert header_version(include) == PINNED_VULKAN_HEADERS.version
    assert (include / "vulkan" / "vulkan.hpp").is_file()
    unpacked = include.parents[1]
    assert sorted(p.name for p in unpacked.iterdir()) == ["usr"]  # headers only
    assert header_flags(include) == (
        f"-DVulkan_INCLUDE_DIR={include}",
        f"-DCMAKE_CXX_FLAGS=-I{include}",
    )
    again: list[BuildProgress] = []
    assert ensure_pinned_headers(tmp_path, again.append, threading.Event()) == include
    assert [r.message for r in again] == ["Using the downloaded Vulkan headers"]


def test_a_package_that_is_not_a_deb_is_refused_plainly(tmp_path: Path) -> None:
    package = tmp_path / "vulkan-headers" / "deb" / "libvulkan-dev_9.9_amd64.deb"
    package.parent.mkdir(parents=True)
    package.write_bytes(b"<html>mirror error page</html>")
    pin = HeadersPin(
        url=f"https://mirror.invalid/{package.name}", sha256=sha256_of(package), version=(9, 9, 9)
    )
    with pytest.raises(RuntimeBuildError, match="Could not unpack the Vulkan headers"):
        ensure_pinned_headers(tmp_path, lambda _: None, threading.Event(), pin)
    assert list((tmp_path / "vulkan-headers").iterdir()) == [package.parent]


def test_a_package_reaching_outside_its_folder_is_refused(tmp_path: Path) -> None:
    payload = io.BytesIO()
    with tarfile.open(fileobj=payload, mode="w:gz") as tar:
        evil = tarfile.TarInfo("./usr/include/../../../escaped.h")
        tar.addfile(evil, io.BytesIO(b""))
    data = payload.getvalue()
    member = f"{'data.tar.gz/':<16}{0:<12}{0:<6}{0:<6}{'100644':<8}{len(data):<10}`\n"
    package = tmp_path / "vulkan-headers" / "deb" / "evil.deb"
    package.parent.mkdir(parents=True)
    package.write_bytes(b"!<arch>\n" + member.encode() + data + b"\n" * (len(data) % 2))
    pin = HeadersPin(url="https://mirror.invalid/evil.deb", sha256=sha256_of(package),
                     version=(9, 9, 9))
    with pytest.raises(RuntimeBuildError, match="unsafe to unpack"):
        ensure_pinned_headers(tmp_path, lambda _: None, threading.Event(), pin)
    assert not (tmp_path / "escaped.h").exists()
