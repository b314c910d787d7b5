"""A CUDA runtime is checked for the CUDA version it was linked against, not always 12."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from desktop.core.runtime.cuda_linkage import linked_cuda_major
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.loader import runtime_library_check

# What the dynamic section of a real CUDA 13 build holds among its needed libraries.
_ELF_NEEDED_13 = b"\x7fELF\x00libcuda.so.1\x00libcudart.so.13\x00libcublas.so.13\x00libc.so.6\x00"


def _write(folder: Path, name: str, content: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(content)
    return path


@pytest.mark.parametrize(
    ("content", "major"),
    [
        (_ELF_NEEDED_13, 13),
        (b"\x7fELF\x00libcudart.so.12\x00", 12),
        (b"MZ\x00KERNEL32.dll\x00cudart64_12.dll\x00", 12),
        (b"MZ\x00CUDART64_13.DLL\x00", 13),
        (b"MZ\x00cudart64_110.dll\x00", 11),
        (b"\x7fELF\x00libc.so.6\x00", None),  # a CPU build
        (b"", None),
    ],
)
def test_the_cuda_major_is_read_from_the_server_itself(
    tmp_path: Path, content: bytes, major: int | None
) -> None:
    assert linked_cuda_major(_write(tmp_path, "llama-server", content)) == major


def test_a_shared_build_names_it_in_the_ggml_cuda_library_beside_the_server(
    tmp_path: Path,
) -> None:
    server = _write(tmp_path, "llama-server", b"\x7fELF\x00libggml.so\x00libllama.so\x00")
    _write(tmp_path, "libggml-base.so", b"\x7fELF\x00libc.so.6\x00")
    _write(tmp_path, "libggml-cuda.so", _ELF_NEEDED_13)
    assert linked_cuda_major(server) == 13


def test_a_rebuilt_server_is_read_again(tmp_path: Path) -> None:
    server = _write(tmp_path, "llama-server", b"\x7fELF\x00libcudart.so.12\x00")
    assert linked_cuda_major(server) == 12
    server.write_bytes(_ELF_NEEDED_13 + b"longer")
    os.utime(server, ns=(1, 1))
    assert linked_cuda_major(server) == 13


def test_a_cuda_13_runtime_finds_its_cuda_13_libraries_beside_it(tmp_path: Path) -> None:
    # The libraries a user copied next to the server (as the Windows bundle does), with
    # CUDA 13 sonames: checking for the 12 ones refused this runtime (seen on an H100).
    folder = tmp_path / "runtime"
    server = _write(folder, "llama-server", _ELF_NEEDED_13)
    server.chmod(0o755)
    for name in ("libcudart.so.13", "libcublas.so.13", "libcublasLt.so.13"):
        _write(folder, name, b"\x7fELF fake library")
    check = runtime_library_check(Runtime(server_path=server, source="env", backend="cuda"))
    assert check is not None
    assert {"libcudart.so.13", "libcublas.so.13", "libcublasLt.so.13"} <= set(check.found)
    assert not any(name.endswith(".so.12") for name in [*check.found, *check.missing])


def test_a_name_across_two_reads_is_still_found(tmp_path: Path) -> None:
    # The file is read 8 MiB at a time: the name straddles the first boundary.
    padding = b"\x00" * (8 * 1024 * 1024 - 6)
    server = _write(tmp_path, "llama-server", padding + b"libcudart.so.13\x00")
    assert linked_cuda_major(server) == 13
