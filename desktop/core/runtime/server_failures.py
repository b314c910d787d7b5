"""Why llama-server failed, in words a user can act on, read from its exit code and log.

Also reads the facts a successful load prints (layers offloaded, buffers, KV size),
because both come from the same log and the same wording of this llama.cpp build.
"""

from __future__ import annotations

import enum
import re
import signal
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from desktop.core.errors import LlamaDeskError

PORTABLE_RUNTIME_HINT = "llamadesk runtime install --portable"
RUNTIME_INSTALL_HINT = "llamadesk runtime install"

# Windows NTSTATUS codes arrive as unsigned exit codes (or signed, depending on who
# converted them); accept both spellings.
_STATUS_ILLEGAL_INSTRUCTION = 0xC000001D
_STATUS_DLL_NOT_FOUND = 0xC0000135
_STATUS_DLL_INIT_FAILED = 0xC0000142
_MIB = 1024 * 1024
# The one signal the kernel's OOM killer sends; a person's `kill -9` sends it too.
_SIGKILL = 9


class ServerFailureKind(enum.Enum):
    ILLEGAL_INSTRUCTION = "illegal_instruction"
    MISSING_LIBRARY = "missing_library"
    MISSING_BINARY = "missing_binary"
    OUT_OF_MEMORY = "out_of_memory"
    UNKNOWN_ARCHITECTURE = "unknown_architecture"
    BAD_MODEL = "bad_model"
    CUDA_DRIVER = "cuda_driver"
    PORT_IN_USE = "port_in_use"
    EARLY_EXIT = "early_exit"
    TIMEOUT = "timeout"
    CANCELLED = "cancelled"
    KILLED = "killed"  # stopped by a signal from outside, memory not to blame


class ServerFailure(LlamaDeskError):  # noqa: N818 (the name other modules code against)
    """llama-server did not become ready; ``kind`` says why, ``log_tail`` shows it.

    ``message`` says it in English with the command line's fixes; ``figures`` hold what a
    front end needs to say it in its own words: "model" (the file's name), "library",
    "architecture", "port", and "fixed_port" where other apps were told the port."""

    def __init__(
        self,
        kind: ServerFailureKind,
        message: str,
        log_tail: Sequence[str] = (),
        figures: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message, details="\n".join(log_tail))
        self.kind = kind
        self.log_tail: tuple[str, ...] = tuple(log_tail)
        self.figures: dict[str, str] = dict(figures or {})


class LoadLogFacts(NamedTuple):
    """What a load printed: GPU layers offloaded of the total, buffer devices, KV bytes."""

    offloaded: int | None
    total_layers: int | None
    devices: tuple[str, ...]
    kv_bytes: int | None


def _unsigned32(code: int) -> int:
    return code & 0xFFFFFFFF


def _is_windows_status(returncode: int | None, status: int) -> bool:
    return returncode is not None and returncode != 0 and _unsigned32(returncode) == status


def describe_exit_code(returncode: int | None) -> str:
    """'exit code 1', 'signal SIGSEGV' or 'exit code 0xC0000005', for messages."""
    if returncode is None:
        return "no exit code"
    if -128 < returncode < 0:  # POSIX: killed by a signal
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    if _unsigned32(returncode) >= 0xC0000000:
        return f"exit code 0x{_unsigned32(returncode):08X}"
    return f"exit code {returncode}"


_MISSING_SO = re.compile(r"error while loading shared libraries: ([^:\s]+)")
_MISSING_DYLIB = re.compile(r"Library not loaded: (\S+)")
_UNKNOWN_ARCH = re.compile(r"unknown model architecture: '([^']*)'")
_BIND_FAILED = re.compile(r"couldn't bind HTTP server socket(?:.*port: (\d+))?")
_OOM_MARKERS = (
    "out of memory",
    "cudamalloc failed",
    "failed to allocate",
    "unable to allocate",
    "erroroutofdevicememory",
    "std::bad_alloc",
    "cannot allocate memory",
)
_BAD_MODEL_MARKERS = (
    "failed to load model",
    "gguf_init_from_file",
    "exiting due to model loading error",
    "invalid magic",
    "failed to read",
    "not within the file bounds",
    "tensor data is not within",
    "wrong number of tensors",
)
# "0.00.004.721 E srv ..." is an error-level line in llama.cpp's prefixed log format.
_ERROR_LEVEL = re.compile(r"^[\d.]+ E ")
_ERROR_WORDS = re.compile(r"error|failed", re.IGNORECASE)
_CUDA_LIBRARY_PREFIXES = ("libcud", "libcublas", "libnvrtc", "cudart", "cublas", "nvcuda")


def _first_match(pattern: re.Pattern[str], lines: Sequence[str]) -> re.Match[str] | None:
    for line in lines:
        match = pattern.search(line)
        if match:
            return match
    return None


def _any_marker(markers: Sequence[str], lines: Sequence[str]) -> bool:
    return any(marker in line.lower() for line in lines for marker in markers)


def _last_error_line(lines: Sequence[str]) -> str | None:
    for line in reversed(lines):
        if _ERROR_LEVEL.search(line) or _ERROR_WORDS.search(line):
            return line.strip()
    return None


def _stopped_from_outside(returncode: int | None, tail: Sequence[str], platform: str) -> bool:
    """Ended by someone else, not by its own failure. POSIX: SIGKILL. Windows has no
    signals: the Task Manager's End task and ``taskkill /F`` call TerminateProcess with
    exit code 1, and llama-server exiting with 1 by itself always logs an error line
    first, so exit code 1 with no error in the log's tail was an end from outside."""
    if platform == "win32":
        return returncode == 1 and _last_error_line(tail) is None
    return returncode == -_SIGKILL


def _missing_library_message(name: str, platform: str) -> str:
    where = {
        "win32": "the runtime's folder and PATH",
        "darwin": "the runtime's folder",
    }.get(platform, "the runtime's folder and LD_LIBRARY_PATH")
    if name.lower().startswith(_CUDA_LIBRARY_PREFIXES):
        fix = (
            "install the NVIDIA CUDA runtime for this build, or use the CPU runtime "
            f"({PORTABLE_RUNTIME_HINT})"
        )
    else:
        fix = f"reinstall the runtime ({RUNTIME_INSTALL_HINT})"
    return (
        f"llama-server could not start because the library {name} is missing "
        f"(looked in {where}); {fix}."
    )


def classify_failure(
    returncode: int | None,
    log_lines: Sequence[str],
    *,
    model_path: Path,
    server_path: Path,
    platform: str = sys.platform,
    oom_kills: int | None = None,
) -> ServerFailure:
    """Turn an exit code and the server's last log lines into a ServerFailure with a fix.

    ``oom_kills``: how many processes the kernel's OOM killer ended while the server
    ran (None: unknown). Only with that evidence is a SIGKILL blamed on memory.
    """
    lines = list(log_lines)
    tail = lines[-40:]
    model_name = model_path.name

    def failure(kind: ServerFailureKind, message: str, **figures: str) -> ServerFailure:
        return ServerFailure(kind, message, tail, {"model": model_name, **figures})

    if (
        returncode in (-4, 132)
        or _is_windows_status(returncode, _STATUS_ILLEGAL_INSTRUCTION)
        or _any_marker(("illegal instruction",), tail)
    ):
        return failure(
            ServerFailureKind.ILLEGAL_INSTRUCTION,
            f"This llama.cpp build ({server_path}) needs CPU instructions your processor "
            f"lacks; install the portable runtime (`{PORTABLE_RUNTIME_HINT}`).",
        )

    missing = _first_match(_MISSING_SO, lines) or _first_match(_MISSING_DYLIB, lines)
    if missing:
        name = Path(missing.group(1)).name
        message = _missing_library_message(name, platform)
        return failure(ServerFailureKind.MISSING_LIBRARY, message, library=name)
    if _is_windows_status(returncode, _STATUS_DLL_NOT_FOUND) or _is_windows_status(
        returncode, _STATUS_DLL_INIT_FAILED
    ):
        return failure(
            ServerFailureKind.MISSING_LIBRARY,
            "llama-server could not start because a DLL it needs is missing (looked in the "
            "runtime's folder and PATH); install the Microsoft Visual C++ Redistributable "
            f"and, for a CUDA build, the CUDA runtime, or use `{PORTABLE_RUNTIME_HINT}`.",
        )

    if _any_marker(("cuda driver version is insufficient",), lines):
        return failure(
            ServerFailureKind.CUDA_DRIVER,
            "Your NVIDIA driver is too old for this CUDA build of llama.cpp; update it "
            "(CUDA 12 builds need 525.60 or newer on Linux, 527.41 on Windows; CUDA 13 "
            f"builds need 580 or newer) or use the CPU runtime (`{PORTABLE_RUNTIME_HINT}`).",
        )

    bind = _first_match(_BIND_FAILED, lines)
    if bind:
        port = f" {bind.group(1)}" if bind.group(1) else ""
        return failure(
            ServerFailureKind.PORT_IN_USE,
            f"llama-server could not listen on port{port} because another program uses it; "
            "try again (LlamaDesk picks a new port each time).",
            port=bind.group(1) or "",
        )

    architecture = _first_match(_UNKNOWN_ARCH, lines)
    if architecture:
        return failure(
            ServerFailureKind.UNKNOWN_ARCHITECTURE,
            f"This llama.cpp build does not know the model architecture "
            f"'{architecture.group(1)}' used by {model_name}; update the runtime "
            f"(`{RUNTIME_INSTALL_HINT}`) or choose another model.",
            architecture=architecture.group(1),
        )

    killed = _stopped_from_outside(returncode, tail, platform)
    if _any_marker(_OOM_MARKERS, lines) or (killed and oom_kills):
        return failure(
            ServerFailureKind.OUT_OF_MEMORY,
            f"There is not enough memory to load {model_name}; try a smaller context, "
            "a smaller quantization of the model, or fewer layers on the GPU.",
        )
    if killed:
        # No sign the kernel ran out of memory: someone (a task manager, `kill -9`, a
        # session ending) stopped it, and the model is fine.
        unsure = (
            ""
            if oom_kills is not None
            else " If it keeps happening, the computer may be short of memory: "
            "try a smaller context."
        )
        how = (
            "it was ended, as the Task Manager's End task does"
            if platform == "win32"
            else f"it was killed, signal {_SIGKILL}"
        )
        return failure(
            ServerFailureKind.KILLED,
            f"The model server was stopped from outside while loading ({how}). "
            f"Nothing is wrong with the model; load it again.{unsure}",
        )

    if _any_marker(_BAD_MODEL_MARKERS, lines):
        return failure(
            ServerFailureKind.BAD_MODEL,
            f"The model file {model_name} could not be loaded: it is damaged, incomplete "
            "or not a model llama.cpp can read; download it again or choose another model.",
        )

    last_error = _last_error_line(tail)
    said = f' It last said: "{last_error}".' if last_error else ""
    return failure(
        ServerFailureKind.EARLY_EXIT,
        f"llama-server stopped while loading {model_name} ({describe_exit_code(returncode)})."
        f"{said} See the details for its log.",
    )


_OFFLOADED = re.compile(r"offloaded (\d+)/(\d+) layers to GPU")
_N_LAYER = re.compile(r"print_info: n_layer(?:_all)?\s*=\s*(\d+)")
_BUFFER = re.compile(r"(\S+) model buffer size\s*=\s*([\d.]+) MiB")
_KV_SIZE = re.compile(r"llama_kv_cache: size\s*=\s*([\d.]+) MiB")
_N_CTX = re.compile(r"llama_context: n_ctx\s*=\s*(\d+)")
_CONTEXT_START = "llama_context: constructing llama_context"


def parse_load_log(lines: Sequence[str]) -> LoadLogFacts:
    """Read offloaded/total layers, model buffer devices and KV-cache bytes from a load log.

    ``total_layers`` counts the output layer like llama.cpp's ``offloaded N/M`` line;
    when every model buffer sits on the CPU, 0 of n_layer + 1 is reported (a CPU-only
    build prints no such line; one with the RPC backend prints the layers asked for).
    """
    offloaded: int | None = None
    total: int | None = None
    n_layer: int | None = None
    devices: list[str] = []
    kv_mib: list[float] = []
    for line in lines:
        if _CONTEXT_START in line:
            # Only the last context's caches count (a build may construct more than one).
            kv_mib = []
        if match := _OFFLOADED.search(line):
            offloaded, total = int(match.group(1)), int(match.group(2))
        elif match := _N_LAYER.search(line):
            n_layer = max(n_layer or 0, int(match.group(1)))
        elif match := _BUFFER.search(line):
            if match.group(1) not in devices:
                devices.append(match.group(1))
        elif match := _KV_SIZE.search(line):
            kv_mib.append(float(match.group(1)))
    if total is None and n_layer is not None:
        total = n_layer + 1
    if devices and all(d.upper().startswith("CPU") for d in devices):
        # Every weight is in main memory, whatever the offloaded line said: a build
        # with the RPC backend prints "offloaded 31/31 layers to GPU" with no card and
        # no remote computer at all (llama.cpp counts the layers it was asked for).
        offloaded = 0
    kv_bytes = round(sum(kv_mib) * _MIB) if kv_mib else None
    return LoadLogFacts(offloaded, total, tuple(devices), kv_bytes)


def parse_context_size(lines: Sequence[str]) -> int | None:
    """The context (n_ctx) the server actually allocated, from the last load's log."""
    found: int | None = None
    for line in lines:
        if match := _N_CTX.search(line):
            found = int(match.group(1))
    return found
