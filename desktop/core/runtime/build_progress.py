"""What a runtime install reports while it works: its stage, how far along, and how
it failed or was cancelled.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Literal

from desktop.core.errors import LlamaDeskError

BuildStage = Literal["check", "download", "extract", "configure", "build", "install", "done"]


class BuildStep(StrEnum):
    """A step of an install the app reports itself, as the English words of its progress
    message (``{name}``, ``{version}`` and ``{mib}`` are its figures). A line of CMake's
    or the compiler's own output has none."""

    CHECKING_TOOLS = "Checking the build tools"
    ALREADY_INSTALLED = "{name} is already installed"
    LOOKING_UP = "Looking up {name} {version} on the package index"
    SOURCE_DOWNLOADED_BEFORE = "Using the downloaded llama.cpp source"
    DOWNLOADING_SOURCE = "Downloading llama.cpp source ({mib} MiB)"
    SOURCE_UNPACKED_BEFORE = "Using the unpacked llama.cpp source"
    UNPACKING_SOURCE = "Unpacking llama.cpp's source"
    UNPACKED_SOURCE = "Unpacked llama.cpp's source"
    VULKAN_DOWNLOADED_BEFORE = "Using the downloaded Vulkan headers"
    DOWNLOADING_VULKAN = "Downloading the Vulkan headers"
    DOWNLOADING_VULKAN_SIZE = "Downloading the Vulkan headers ({mib} MiB)"
    UNPACKING_VULKAN = "Unpacking the Vulkan headers"
    CONFIGURED_BEFORE = "Using the configured build folder"
    CONFIGURING = "Configuring the llama.cpp build"
    CONFIGURED = "Configured the llama.cpp build"
    WAITING = "Waiting for another build of llama-server to finish"
    COMPILING = "Compiling llama-server"
    COMPILED = "Compiled llama-server"
    INSTALLING = "Installing {name}"


@dataclass(frozen=True)
class BuildProgress:
    """One progress report; ``fraction`` is within the stage, None when unknown.
    ``step`` is the app's own step (None for a line of the tools' output) and
    ``figures`` what its words name."""

    stage: BuildStage
    message: str
    fraction: float | None = None
    line: str | None = None  # a raw line of CMake/compiler output, when there is one
    step: BuildStep | None = None
    figures: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of_step(cls, stage: BuildStage, step: BuildStep, fraction: float | None = None,
                **figures: str) -> BuildProgress:
        """The report of ``step``, its message its English words with ``figures``."""
        return cls(stage, step.value.format(**figures), fraction, step=step, figures=figures)

    def __str__(self) -> str:
        percent = f" {self.fraction:4.0%}" if self.fraction is not None else ""
        return f"[{self.stage}{percent}] {self.message}"


class BuildProblem(Enum):
    """Why getting, building or installing llama-server failed, for words in another
    language than the message's English."""

    NO_CMAKE = "CMake is not installed"
    NO_COMPILER = "no C++ compiler is installed"
    NO_CUDA_TOOLKIT = "the CUDA Toolkit's nvcc was not found"
    NO_ROCM = "the ROCm/HIP SDK's hipcc was not found"
    NO_VULKAN_SDK = "the Vulkan SDK is missing"  # what is missing: in the message
    CMAKE_FOUND_NO_COMPILER = "CMake found no working C/C++ compiler"
    CMAKE_CANNOT_USE_CUDA = "CMake could not use the CUDA Toolkit"
    NO_SPIRV_HEADERS = "the SPIR-V headers are missing"
    CMAKE_FOUND_NO_VULKAN = "CMake could not find the Vulkan SDK"
    CONFIGURE_FAILED = "configuring failed"
    COMPILE_FAILED = "compiling failed"
    SOURCE_UNREACHABLE = "the source could not be downloaded"  # ``address``
    UNTRUSTED_FILE = "a file did not match its pin"  # ``file``
    INSTALL_BLOCKED = "the runtime's folder could not be replaced"  # ``folder``
    CMAKE_WONT_RUN = "CMake could not be run"
    NOTHING_BUILT = "the build left no program"  # ``file``: the program missing
    SOURCE_UNSAFE = "the source package is unsafe to unpack"  # ``file``: the package
    SOURCE_INCOMPLETE = "the source package holds no llama.cpp source"  # ``file``
    UNPACK_FAILED = "a package could not be unpacked"  # ``file``
    INDEX_UNEXPECTED = "the package index answered in another format"  # ``address``
    INDEX_LACKS_FILE = "the package index lacks the file"  # ``address``, ``file``
    VULKAN_HEADERS_UNREACHABLE = "the Vulkan headers could not be downloaded"
    VULKAN_HEADERS_MISSING = "the Vulkan headers package holds no headers"  # ``file``


class RuntimeBuildError(LlamaDeskError):
    """Getting, building or installing llama-server failed; the message says why.
    ``problem`` is the kind (None for a kind only the message names) and its figures:
    ``address`` the package index, ``file`` the file, ``folder`` the install folder."""

    def __init__(self, message: str, details: str = "", *,
                 problem: BuildProblem | None = None, address: str = "", file: str = "",
                 folder: str = "") -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.address = address
        self.file = file
        self.folder = folder


class BuildCancelledError(LlamaDeskError):
    """The person asked to stop; nothing half-done was installed."""


ProgressCallback = Callable[[BuildProgress], None]


def ignore_progress(_: BuildProgress) -> None:
    return None


_NINJA_PROGRESS = re.compile(r"^\s*\[(\d+)/(\d+)\]")
_MAKE_PROGRESS = re.compile(r"^\s*\[\s*(\d{1,3})%\]")


def parse_build_progress(line: str) -> float | None:
    """Progress within the build from a ninja ``[N/M]`` or make ``[ NN%]`` line."""
    ninja = _NINJA_PROGRESS.match(line)
    if ninja is not None:
        done, total = int(ninja.group(1)), int(ninja.group(2))
        return done / total if total else None
    make = _MAKE_PROGRESS.match(line)
    if make is not None:
        return int(make.group(1)) / 100
    return None
