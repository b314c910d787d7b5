"""The programs a runtime build leaves in its ``bin`` folder: llama-server,
llama.cpp's RPC server, which lends this computer's devices to a llama-server on
another one (``llama-server --rpc HOST:PORT``), and llama-tts, which speaks text with a
speech model (llama-server has no speech output of its own).

Every build we make has the RPC backend (``-DGGML_RPC=ON``), so the RPC server is
installed next to llama-server; ``rpc_server_beside`` finds it there, also in a
llama.cpp release folder, whose older builds name it ``rpc-server``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import NamedTuple

from desktop.core.runtime.build_progress import BuildProblem, RuntimeBuildError
from desktop.core.runtime.discovery import EXECUTABLE_NAME

_EXE_SUFFIX = ".exe" if os.name == "nt" else ""
# The CMake target of llama.cpp's tools/rpc, which -DGGML_RPC=ON adds to the build.
RPC_SERVER_TARGET = "ggml-rpc-server"
RPC_SERVER_NAME = RPC_SERVER_TARGET + _EXE_SUFFIX
# The name it had in llama.cpp before it was renamed, as old release archives ship it.
_OLD_RPC_SERVER_NAME = "rpc-server" + _EXE_SUFFIX
# llama.cpp's tools/tts: speech from Qwen3-TTS and Pocket TTS models through libmtmd,
# which llama-server already links, so adding it to a finished build compiles one file.
SPEECH_TARGET = "llama-tts"
SPEECH_PROGRAM_NAME = SPEECH_TARGET + _EXE_SUFFIX
# What ``cmake --build`` compiles for a runtime.
BUILD_TARGETS = ("llama-server", RPC_SERVER_TARGET, SPEECH_TARGET)


class BuiltPrograms(NamedTuple):
    """The programs one finished build left, all in the same folder."""

    server: Path
    rpc_server: Path
    speech: Path


def rpc_server_beside(server_path: Path) -> Path | None:
    """The RPC server installed in the same folder as this llama-server, or None."""
    for name in (RPC_SERVER_NAME, _OLD_RPC_SERVER_NAME):
        candidate = server_path.parent / name
        if candidate.is_file():
            return candidate
    return None


def speech_program_beside(server_path: Path) -> Path | None:
    """The llama-tts installed in the same folder as this llama-server, or None."""
    candidate = server_path.parent / SPEECH_PROGRAM_NAME
    return candidate if candidate.is_file() else None


def built_programs(build_dir: Path) -> BuiltPrograms:
    """llama-server, the RPC server and llama-tts a finished build left."""
    for folder in (build_dir / "bin", build_dir / "bin" / "Release"):
        server = folder / EXECUTABLE_NAME
        if server.is_file():
            for name in (RPC_SERVER_NAME, SPEECH_PROGRAM_NAME):
                if not (folder / name).is_file():
                    raise RuntimeBuildError(
                        f"The build finished but left no {name} beside "
                        f"{EXECUTABLE_NAME} in {folder}.",
                        problem=BuildProblem.NOTHING_BUILT,
                        file=name,
                        folder=str(folder),
                    )
            return BuiltPrograms(server, folder / RPC_SERVER_NAME, folder / SPEECH_PROGRAM_NAME)
    raise RuntimeBuildError(
        f"The build finished but left no {EXECUTABLE_NAME} in {build_dir / 'bin'}.",
        problem=BuildProblem.NOTHING_BUILT,
        file=EXECUTABLE_NAME,
        folder=str(build_dir / "bin"),
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
