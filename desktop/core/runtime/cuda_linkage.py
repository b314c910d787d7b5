"""Which CUDA version a CUDA build of llama-server was linked against.

A build made with CUDA 13 needs ``libcudart.so.13`` (``cudart64_13.dll``), not the 12
that most downloads use: checking for the wrong major refuses a working runtime (seen on
a real H100 machine with CUDA 13.0, where ours refused the runtime it had just built).
The runtime itself says which: the CUDA runtime's file name is in its table of needed
libraries, in the server (a static build) or in the ggml CUDA library beside it.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

# The CUDA runtime's file name as the dynamic loader asks for it: ELF's DT_NEEDED
# ("libcudart.so.13") and a PE import ("cudart64_13.dll", "cudart64_110.dll" for 11.0).
_CUDART_NAME = re.compile(rb"libcudart\.so\.(\d+)|cudart64_(\d+)\.dll", re.IGNORECASE)
# Files that may carry that import: the server, and ggml's CUDA backend when shared.
_CUDA_LIBRARY_GLOBS = ("*ggml-cuda*",)
_CHUNK_BYTES = 8 * 1024 * 1024
_LONGEST_NAME = len("libcudart.so.") + 8


def linked_cuda_major(server_path: Path) -> int | None:
    """The CUDA major version ``server_path`` (or its ggml CUDA library) needs; None
    when no file names the CUDA runtime (a CPU build, or a file that cannot be read)."""
    candidates = [server_path]
    for pattern in _CUDA_LIBRARY_GLOBS:
        candidates += sorted(server_path.parent.glob(pattern))
    for candidate in candidates:
        try:
            stat = candidate.stat()
        except OSError:
            continue
        major = _major_in_file(candidate, stat.st_size, stat.st_mtime_ns)
        if major is not None:
            return major
    return None


@functools.lru_cache(maxsize=32)
def _major_in_file(path: Path, size: int, mtime_ns: int) -> int | None:
    # size and mtime_ns key the cache: a rebuilt runtime is read again.
    del size, mtime_ns
    match = _search_file(path)
    if match is None:
        return None
    digits = (match.group(1) or match.group(2)).decode()
    # Windows names 11.x "cudart64_110": the major is all but the last digit there.
    return int(digits[:-1]) if match.group(2) and len(digits) == 3 else int(digits)


def _search_file(path: Path) -> re.Match[bytes] | None:
    """The first CUDA runtime name in the file, read in chunks (a CUDA build's server
    can be hundreds of megabytes); chunks overlap so a name across a boundary is seen."""
    overlap = b""
    try:
        with path.open("rb") as file:
            while chunk := file.read(_CHUNK_BYTES):
                match = _CUDART_NAME.search(overlap + chunk)
                if match is not None:
                    return match
                overlap = chunk[-_LONGEST_NAME:]
    except OSError:
        return None
    return None
