"""Why a model did not load, in the window's language.

The core reads the server's exit and log into a ``ServerFailure`` with a kind and a few
figures (the model's file name, a missing library, a port); its own message is English
with the command line's fixes (``llamadesk runtime install --portable``). The window
says the same in its words, with the fix a person makes in the app (Settings), and
keeps the core's English in the failure's details.
"""

from __future__ import annotations

from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("FailureWords")

LOAD_FAILURES: dict[ServerFailureKind, str] = {
    ServerFailureKind.ILLEGAL_INSTRUCTION: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This version of llama.cpp does not work on your processor. Install the portable "
        "runtime in Settings.",
    ),
    ServerFailureKind.MISSING_LIBRARY: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server could not start: a file it needs is missing. Reinstall the "
        "runtime in Settings, or install the Microsoft Visual C++ Redistributable.",
    ),
    ServerFailureKind.MISSING_BINARY: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The program that runs the models (llama-server) is missing or cannot start. "
        "Reinstall the runtime in Settings.",
    ),
    ServerFailureKind.OUT_OF_MEMORY: QT_TRANSLATE_NOOP(
        "FailureWords",
        "There is not enough memory to load {model}. Try a shorter context, a smaller "
        "version of the model, or fewer layers on the graphics card.",
    ),
    ServerFailureKind.UNKNOWN_ARCHITECTURE: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This version of llama.cpp does not know the kind of model {model} is "
        "({architecture}). Update the runtime in Settings, or choose another model.",
    ),
    ServerFailureKind.BAD_MODEL: QT_TRANSLATE_NOOP(
        "FailureWords",
        "{model} could not be loaded: the file is damaged, incomplete or not a model "
        "llama.cpp can read. Download it again or choose another model.",
    ),
    ServerFailureKind.CUDA_DRIVER: QT_TRANSLATE_NOOP(
        "FailureWords",
        "Your NVIDIA driver is too old for this runtime. Update the driver, or use the "
        "processor runtime in Settings.",
    ),
    ServerFailureKind.PORT_IN_USE: QT_TRANSLATE_NOOP(
        "FailureWords",
        "Another program was using the port the model server needed. Try again.",
    ),
    ServerFailureKind.EARLY_EXIT: QT_TRANSLATE_NOOP(
        "FailureWords", "The model server stopped while loading {model}."
    ),
    ServerFailureKind.TIMEOUT: QT_TRANSLATE_NOOP(
        "FailureWords",
        "Loading {model} took too long. Try a smaller model or a shorter context.",
    ),
    ServerFailureKind.CANCELLED: QT_TRANSLATE_NOOP(
        "FailureWords", "Loading the model was cancelled."
    ),
    ServerFailureKind.KILLED: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server was stopped from outside while loading. Nothing is wrong with "
        "the model: load it again.",
    ),
}
# The same kinds with what else the core knew.
MISSING_NAMED_LIBRARY = QT_TRANSLATE_NOOP(
    "FailureWords",
    "The model server could not start: a file it needs ({library}) is missing. Reinstall "
    "the runtime in Settings.",
)
MISSING_MODEL_FILE = QT_TRANSLATE_NOOP(
    "FailureWords",
    "The model file {model} is missing. Download it again or choose another model.",
)
FIXED_PORT_IN_USE = QT_TRANSLATE_NOOP(
    "FailureWords",
    "Port {port} is used by another program, so other apps can't reach LlamaDesk there. "
    "Choose another port in Settings (Other apps), or close that program.",
)
READY_BUT_SILENT = QT_TRANSLATE_NOOP(
    "FailureWords",
    "The model server said it was ready but does not answer. Try again.",
)


def load_failure_text(failure: ServerFailure) -> str:
    """What went wrong and what to do, for a person: ``failure``'s kind and figures."""
    figures = {"model": "", "library": "", "architecture": "", "port": "", **failure.figures}
    kind = failure.kind
    if kind is ServerFailureKind.MISSING_LIBRARY and figures["library"]:
        words = MISSING_NAMED_LIBRARY
    elif kind is ServerFailureKind.BAD_MODEL and "missing" in figures:
        words = MISSING_MODEL_FILE
    elif kind is ServerFailureKind.PORT_IN_USE and "fixed_port" in figures:
        words = FIXED_PORT_IN_USE
    elif kind is ServerFailureKind.TIMEOUT and not figures["model"]:
        words = READY_BUT_SILENT
    else:
        words = LOAD_FAILURES[kind]
    return _t(words).format(**figures)
