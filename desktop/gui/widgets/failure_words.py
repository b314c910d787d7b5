"""Why a model did not load, or an answer stopped, in the window's language.

The core reads the server's exit and log into a ``ServerFailure`` with a kind and a few
figures (the model's file name, a missing library, a port); its own message is English
with the command line's fixes (``llamadesk runtime install --portable``). The window
says the same in its words, with the fix a person makes in the app (Settings), and
keeps the core's English in the failure's details.
"""

from __future__ import annotations

from desktop.core.chat.failure_sentences import Explained, FailureReason
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind
from desktop.gui.widgets.units import format_tokens
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


# An answer's failure (core.chat.failure_sentences): the same sentences, in the window's
# language; a failure the core words otherwise (a picture it could not read, a remote
# server's own words) is shown as the core says it.
ANSWER_FAILURES: dict[FailureReason, str] = {
    FailureReason.TOO_LONG: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This conversation is longer than the model's context. Start a new chat, shorten "
        "your message, or load the model with a larger context.",
    ),
    FailureReason.TOO_LONG_FOR: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This conversation is longer than the model's context ({context} tokens). Start a"
        " new chat, shorten your message, or load the model with a larger context.",
    ),
    FailureReason.TOO_LONG_BY: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This conversation is longer than the model's context ({context} tokens); it "
        "needs {needed}. Start a new chat, shorten your message, or load the model with a"
        " larger context.",
    ),
    FailureReason.KEY_REFUSED: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server refused the app's key. Reload the model and try again.",
    ),
    FailureReason.NO_PICTURES: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This model can't read pictures. Remove the picture, or load a model that "
        "supports images (with its vision projector file).",
    ),
    FailureReason.NO_AUDIO: QT_TRANSLATE_NOOP(
        "FailureWords",
        "This model can't listen to audio. Remove the audio file.",
    ),
    FailureReason.STILL_LOADING: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model is still loading. Try again in a moment.",
    ),
    FailureReason.SERVER_SAID: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server couldn't answer: {said}",
    ),
    FailureReason.SERVER_STATUS: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server couldn't answer (HTTP {status}).",
    ),
    FailureReason.CANT_REACH: QT_TRANSLATE_NOOP(
        "FailureWords",
        "Can't reach the model server. It may have stopped; load the model again.",
    ),
    FailureReason.UNREADABLE: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server sent a reply the app couldn't read.",
    ),
    FailureReason.STOPPED_WHILE_ANSWERING: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server stopped while answering. What it wrote so far is kept.",
    ),
    FailureReason.STOPPED_BEFORE_ANSWERING: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model server stopped before answering. Load the model again.",
    ),
    FailureReason.NO_MODEL: QT_TRANSLATE_NOOP(
        "FailureWords",
        "No model is loaded. Load one on the Load page, then press Retry.",
    ),
    FailureReason.UNEXPECTED: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The answer stopped because of an unexpected problem in LlamaDesk.",
    ),
    FailureReason.ENDED: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The answer ended unexpectedly. Press Retry to try again.",
    ),
    FailureReason.SERVER_STOPPED: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The model stopped unexpectedly while answering. Press Retry to load it again and answer.",
    ),
    FailureReason.COMPUTER_WENT_AWAY: QT_TRANSLATE_NOOP(
        "FailureWords",
        "The computer sharing its devices at {hosts} went away while answering, and the "
        "model stopped. What it wrote so far is kept; start that computer's sharing again"
        " and load the model, or load it without that computer.",
    ),
}


def answer_failure_text(message: str) -> str:
    """Why an answer stopped, in the window's language where the core knows the sentence
    (an ``Explained``, also as a saved chat gives it back); as the core said it otherwise."""
    if not isinstance(message, Explained):
        return message
    figures = dict(message.figures)
    for count in ("context", "needed"):  # token counts, written the language's way
        if figures.get(count, "").isdigit():
            figures[count] = format_tokens(int(figures[count]))
    return _t(ANSWER_FAILURES[message.reason]).format(**figures)
