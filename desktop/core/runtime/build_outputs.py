"""The programs a runtime build leaves in its ``bin`` folder: llama-server and
llama.cpp's RPC server, which lends this computer's devices to a llama-server on
another one (``llama-server --rpc HOST:PORT``).

Every build we make has the RPC backend (``-DGGML_RPC=ON``), so the RPC server is
installed next to llama-server; ``rpc_server_beside`` finds it there, also in a
llama.cpp release folder, whose older builds name it ``rpc-server``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from desktop.core.runtime.build_progress import RuntimeBuildError
from desktop.core.runtime.discovery import EXECUTABLE_NAME

_EXE_SUFFIX = ".exe" if os.name == "nt" else ""
# The CMake target of llama.cpp's tools/rpc, which -DGGML_RPC=ON adds to the build.
RPC_SERVER_TARGET = "ggml-rpc-server"
RPC_SERVER_NAME = RPC_SERVER_TARGET + _EXE_SUFFIX
# The name it had in llama.cpp before it was renamed, as old release archives ship it.
_OLD_RPC_SERVER_NAME = "rpc-server" + _EXE_SUFFIX
# What ``cmake --build`` compiles for a runtime.
BUILD_TARGETS = ("llama-server", RPC_SERVER_TARGET)


def rpc_server_beside(server_path: Path) -> Path | None:
    """The RPC server installed in the same folder as this llama-server, or None."""
    for name in (RPC_SERVER_NAME, _OLD_RPC_SERVER_NAME):
        candidate = server_path.parent / name
        if candidate.is_file():
            return candidate
    return None


def built_programs(build_dir: Path) -> tuple[Path, Path]:
    """llama-server and the RPC server a finished build left, in that order."""
    for folder in (build_dir / "bin", build_dir / "bin" / "Release"):
        server = folder / EXECUTABLE_NAME
        if server.is_file():
            rpc_server = folder / RPC_SERVER_NAME
            if not rpc_server.is_file():
                raise RuntimeBuildError(
                    f"The build finished but left no {RPC_SERVER_NAME} beside "
                    f"{EXECUTABLE_NAME} in {folder}."
                )
            return server, rpc_server
    raise RuntimeBuildError(
        f"The build finished but left no {EXECUTABLE_NAME} in {build_dir / 'bin'}."
    )


def tuned_for_this_cpu(build_dir: Path) -> bool | None:
    """Whether any file of the build was compiled with ``-march=native`` (code that may
    stop with 'illegal instruction' on another CPU), from CMake's compile_commands.json;
    None when the generator wrote none (Visual Studio)."""
    try:
        commands = json.loads((build_dir / "compile_commands.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return any(
        "-march=native" in str(entry.get("command", "")) + " ".join(entry.get("arguments", []))
        for entry in commands
        if isinstance(entry, dict)
    )
