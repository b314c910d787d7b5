"""What went wrong installing or removing a runtime, in the window's language.

The core's runtime errors (``desktop.core.runtime.build_progress.RuntimeBuildError``,
``desktop.core.runtime.installed.RuntimeRemoveError``) say what kind they are by a
``problem`` or ``refusal`` and carry their figures as attributes (the file, the folder,
the runtime's name); their ``message`` is English, for the command line and the log.
The window says the same from the kind and the figures, with the fix a person makes in
the app (not the command line's), and shows an error it does not know as the core wrote
it. A build stage's name and the install's own steps are said here too (a line of
CMake's or the compiler's output is shown as the tool wrote it).
"""

from __future__ import annotations

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.build_progress import (
    BuildProblem,
    BuildProgress,
    BuildStage,
    BuildStep,
    RuntimeBuildError,
)
from desktop.core.runtime.discovery import RuntimeNotFound
from desktop.core.runtime.installed import RemoveRefusal, RuntimeChoiceError, RuntimeRemoveError
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("RuntimeWords")

BUILD_PROBLEMS: dict[BuildProblem, str] = {
    BuildProblem.NO_CMAKE: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building llama-server needs CMake, which is not installed (get it from "
        "https://cmake.org/download/ or your package manager).",
    ),
    BuildProblem.NO_COMPILER: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building llama-server needs a C++ compiler (g++ or clang++), which is not installed.",
    ),
    BuildProblem.NO_CUDA_TOOLKIT: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building for CUDA needs NVIDIA's CUDA Toolkit, but its compiler (nvcc) was not "
        "found on PATH, in CUDA_PATH / CUDA_HOME or in /usr/local/cuda.",
    ),
    BuildProblem.NO_ROCM: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building for ROCm needs AMD's ROCm/HIP SDK, but its compiler (hipcc) was not "
        "found on PATH, in ROCM_PATH / HIP_PATH or in /opt/rocm.",
    ),
    BuildProblem.NO_VULKAN_SDK: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building for Vulkan needs the Vulkan SDK (its headers, loader and glslc), and part "
        "of it is missing: install the Vulkan SDK.",
    ),
    BuildProblem.CMAKE_FOUND_NO_COMPILER: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building llama-server needs a working C/C++ compiler, and CMake found none.",
    ),
    BuildProblem.CMAKE_CANNOT_USE_CUDA: QT_TRANSLATE_NOOP(
        "RuntimeWords", "CMake could not use the CUDA Toolkit; check that nvcc works."
    ),
    BuildProblem.NO_SPIRV_HEADERS: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "CMake could not find the SPIR-V headers the Vulkan build needs: install the "
        "Vulkan SDK, or your system's spirv-headers package.",
    ),
    BuildProblem.CMAKE_FOUND_NO_VULKAN: QT_TRANSLATE_NOOP(
        "RuntimeWords", "CMake could not find the Vulkan SDK (headers, loader and glslc)."
    ),
    BuildProblem.CONFIGURE_FAILED: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building llama-server failed while configuring.",
    ),
    BuildProblem.COMPILE_FAILED: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Building llama-server failed while compiling.",
    ),
    BuildProblem.SOURCE_UNREACHABLE: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Could not download llama.cpp's source from {address}. Check the internet "
        "connection and try again.",
    ),
    BuildProblem.UNTRUSTED_FILE: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "{file} is not the file LlamaDesk trusts (its checksum does not match), so "
        "nothing was installed.",
    ),
    BuildProblem.INSTALL_BLOCKED: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Could not install llama-server into {folder}. If a chat is running with it, "
        "unload the model and try again.",
    ),
    BuildProblem.CMAKE_WONT_RUN: QT_TRANSLATE_NOOP(
        "RuntimeWords", "CMake could not be run; check that it is installed and works."
    ),
    BuildProblem.NOTHING_BUILT: QT_TRANSLATE_NOOP(
        "RuntimeWords", "The build finished but left no {file} in {folder}."
    ),
    BuildProblem.SOURCE_UNSAFE: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "The source package {file} is unsafe to unpack, so nothing was installed.",
    ),
    BuildProblem.SOURCE_INCOMPLETE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "The source package {file} does not contain llama.cpp's source."
    ),
    BuildProblem.UNPACK_FAILED: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Could not unpack {file}. Check that there is free disk space and try again.",
    ),
    BuildProblem.INDEX_UNEXPECTED: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "The package index at {address} did not answer as expected. Try again later.",
    ),
    BuildProblem.INDEX_LACKS_FILE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "The package index at {address} does not have {file}."
    ),
    BuildProblem.VULKAN_HEADERS_UNREACHABLE: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "Could not download the Vulkan headers from {address}. Check the internet "
        "connection, or install the Vulkan SDK 1.4 or newer.",
    ),
    BuildProblem.VULKAN_HEADERS_MISSING: QT_TRANSLATE_NOOP(
        "RuntimeWords", "The package {file} holds no Vulkan C++ headers."
    ),
}
# No llama-server anywhere it was looked for (``RuntimeNotFound``).
NOT_FOUND = QT_TRANSLATE_NOOP(
    "RuntimeWords", "No llama-server was found: it runs the models. Install it in Settings."
)

REFUSALS: dict[RemoveRefusal, str] = {
    RemoveRefusal.IN_USE: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "{name} is the runtime in use, so it stays. Choose another first, then remove it.",
    ),
    RemoveRefusal.NOT_OURS: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "{name} ({path}) was not installed by LlamaDesk, so LlamaDesk leaves it alone. "
        "Delete it yourself if you no longer want it.",
    ),
    RemoveRefusal.RUNNING: QT_TRANSLATE_NOOP(
        "RuntimeWords", "A llama-server from {name} is running. Unload the model, then remove it."
    ),
    RemoveRefusal.NOT_DELETED: QT_TRANSLATE_NOOP(
        "RuntimeWords",
        "{name} could not be removed: its folder could not be deleted.",
    ),
}
ONLY_ONE = QT_TRANSLATE_NOOP(
    "RuntimeWords", "{name} is the runtime in use, so it stays: it is the only one there is."
)
NO_SUCH_RUNTIME = QT_TRANSLATE_NOOP("RuntimeWords", "No runtime is called “{name}”.")

STAGES: dict[str, str] = {
    "check": QT_TRANSLATE_NOOP("RuntimeWords", "Checking"),
    "download": QT_TRANSLATE_NOOP("RuntimeWords", "Downloading"),
    "extract": QT_TRANSLATE_NOOP("RuntimeWords", "Unpacking"),
    "configure": QT_TRANSLATE_NOOP("RuntimeWords", "Configuring"),
    "build": QT_TRANSLATE_NOOP("RuntimeWords", "Compiling"),
    "install": QT_TRANSLATE_NOOP("RuntimeWords", "Installing"),
    "done": QT_TRANSLATE_NOOP("RuntimeWords", "Done"),
}

# The install's own steps, under the progress bar; ``{mib}`` is a whole number of MiB.
STEPS: dict[BuildStep, str] = {
    BuildStep.CHECKING_TOOLS: QT_TRANSLATE_NOOP("RuntimeWords", "Checking the build tools"),
    BuildStep.ALREADY_INSTALLED: QT_TRANSLATE_NOOP("RuntimeWords", "{name} is already installed"),
    BuildStep.LOOKING_UP: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Looking up {name} {version} on the package index"
    ),
    BuildStep.SOURCE_DOWNLOADED_BEFORE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Using the downloaded llama.cpp source"
    ),
    BuildStep.DOWNLOADING_SOURCE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Downloading llama.cpp's source ({mib} MiB)"
    ),
    BuildStep.SOURCE_UNPACKED_BEFORE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Using the unpacked llama.cpp source"
    ),
    BuildStep.UNPACKING_SOURCE: QT_TRANSLATE_NOOP("RuntimeWords", "Unpacking llama.cpp's source"),
    BuildStep.UNPACKED_SOURCE: QT_TRANSLATE_NOOP("RuntimeWords", "Unpacked llama.cpp's source"),
    BuildStep.VULKAN_DOWNLOADED_BEFORE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Using the downloaded Vulkan headers"
    ),
    BuildStep.DOWNLOADING_VULKAN: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Downloading the Vulkan headers"
    ),
    BuildStep.DOWNLOADING_VULKAN_SIZE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Downloading the Vulkan headers ({mib} MiB)"
    ),
    BuildStep.UNPACKING_VULKAN: QT_TRANSLATE_NOOP("RuntimeWords", "Unpacking the Vulkan headers"),
    BuildStep.CONFIGURED_BEFORE: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Using the configured build folder"
    ),
    BuildStep.CONFIGURING: QT_TRANSLATE_NOOP("RuntimeWords", "Configuring the llama.cpp build"),
    BuildStep.CONFIGURED: QT_TRANSLATE_NOOP("RuntimeWords", "Configured the llama.cpp build"),
    BuildStep.WAITING: QT_TRANSLATE_NOOP(
        "RuntimeWords", "Waiting for another build of llama-server to finish"
    ),
    BuildStep.COMPILING: QT_TRANSLATE_NOOP("RuntimeWords", "Compiling llama-server"),
    BuildStep.COMPILED: QT_TRANSLATE_NOOP("RuntimeWords", "Compiled llama-server"),
    BuildStep.INSTALLING: QT_TRANSLATE_NOOP("RuntimeWords", "Installing {name}"),
}


def progress_text(report: BuildProgress) -> str:
    """A progress report in the window's language: the app's own step from its kind and
    figures, a line of the tools' output as they wrote it."""
    if report.step is None:
        return report.message
    figures = {"name": "", "version": "", "mib": "", **report.figures}
    return _t(STEPS[report.step]).format(**figures)


def runtime_error_text(error: LlamaDeskError) -> str:
    """What went wrong and what to do, for a person: ``error``'s kind and figures in the
    window's language; ``error.message`` for an error this does not know."""
    words = _words(error)
    return error.message if words is None else words


def stage_text(stage: BuildStage) -> str:
    """A build stage's name, in the window's language."""
    return _t(STAGES[stage]) if stage in STAGES else stage


def _words(error: LlamaDeskError) -> str | None:
    if isinstance(error, RuntimeBuildError) and error.problem is not None:
        return _t(BUILD_PROBLEMS[error.problem]).format(
            address=error.address, file=error.file, folder=error.folder
        )
    if isinstance(error, RuntimeRemoveError) and error.refusal is not None and error.name:
        if error.refusal is RemoveRefusal.IN_USE and error.only_one:
            return _t(ONLY_ONE).format(name=error.name)
        return _t(REFUSALS[error.refusal]).format(name=error.name, path=error.path or "")
    if isinstance(error, RuntimeChoiceError) and error.name:
        return _t(NO_SUCH_RUNTIME).format(name=error.name)
    if isinstance(error, RuntimeNotFound):
        return _t(NOT_FOUND)
    return None
