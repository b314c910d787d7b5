"""What went wrong with documents, in the window's language.

The core's documents errors (``desktop.core.documents.errors``) say what kind they are
by their class and a ``problem`` or ``why`` kind, and carry their figures as attributes
(the file, the library, the model); their ``message`` is English, for the command line
and the log. The window says the same from the kind and the figures, with the fix a
person makes in the app (not the command line's), and shows an error it does not know
as the core wrote it.
"""

from __future__ import annotations

from pathlib import Path

from desktop.core.documents.errors import (
    DocumentsClosedError,
    DocumentStoreError,
    EmbeddingError,
    EmbeddingModelChangedError,
    EmbeddingProblem,
    LibraryError,
    LibraryProblem,
    NoEmbeddingModelError,
    StoreProblem,
    Unreadable,
    UnreadableDocumentError,
)
from desktop.core.errors import LlamaDeskError
from desktop.core.models.embedding_models import NotAnEmbeddingModelError
from desktop.core.runtime.server_failures import ServerFailure
from desktop.gui.widgets.failure_words import load_failure_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("DocumentsWords")

UNREADABLE = QT_TRANSLATE_NOOP("DocumentsWords", "{file} could not be read: {reason}")
# Why a file could not be read, as ``{reason}`` above.
UNREADABLE_REASONS: dict[Unreadable, str] = {
    Unreadable.GONE: QT_TRANSLATE_NOOP("DocumentsWords", "the file is gone"),
    Unreadable.DENIED: QT_TRANSLATE_NOOP("DocumentsWords", "permission was denied"),
    Unreadable.DISK: QT_TRANSLATE_NOOP("DocumentsWords", "the disk could not read it"),
    Unreadable.PASSWORD: QT_TRANSLATE_NOOP("DocumentsWords", "it is protected by a password"),
    Unreadable.DAMAGED: QT_TRANSLATE_NOOP("DocumentsWords", "the file is damaged"),
    Unreadable.NO_PAGES: QT_TRANSLATE_NOOP(
        "DocumentsWords", "the file is damaged (it has no pages)"
    ),
    Unreadable.SCANNED: QT_TRANSLATE_NOOP(
        "DocumentsWords", "it has no text to read (its pages may be pictures of scanned paper)"
    ),
    Unreadable.NO_TEXT: QT_TRANSLATE_NOOP("DocumentsWords", "it has no text to read"),
    Unreadable.TEXT_DAMAGED: QT_TRANSLATE_NOOP("DocumentsWords", "the text is damaged"),
    Unreadable.NOT_TEXT: QT_TRANSLATE_NOOP("DocumentsWords", "it is not a text file"),
    Unreadable.NOT_WORD: QT_TRANSLATE_NOOP(
        "DocumentsWords", "it is not a Word document or it is damaged"
    ),
    Unreadable.UNSUPPORTED: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)",
    ),
    Unreadable.TOO_NESTED: QT_TRANSLATE_NOOP(
        "DocumentsWords", "its structure is nested too deeply"
    ),
    Unreadable.TOO_LARGE: QT_TRANSLATE_NOOP("DocumentsWords", "it is too large to read"),
}
UNSUPPORTED_NO_SUFFIX = QT_TRANSLATE_NOOP(
    "DocumentsWords",
    "files without an ending are not supported (PDF, Word, text, Markdown and HTML are)",
)

LIBRARY_PROBLEMS: dict[LibraryProblem, str] = {
    LibraryProblem.NO_NAME: QT_TRANSLATE_NOOP("DocumentsWords", "A library needs a name."),
    LibraryProblem.TAKEN: QT_TRANSLATE_NOOP(
        "DocumentsWords", "There is already a library named “{name}”."
    ),
    LibraryProblem.MISSING: QT_TRANSLATE_NOOP(
        "DocumentsWords", "There is no library named “{name}”."
    ),
}

# StoreProblem.OTHER is SQLite's own words: only the core's message says them.
STORE_PROBLEMS: dict[StoreProblem, str] = {
    StoreProblem.CLOSED: QT_TRANSLATE_NOOP(
        "DocumentsWords", "The documents index is closed. Open the Documents window again."
    ),
    StoreProblem.DISK_FULL: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The disk is full: the documents index could not be saved. Free some space and "
        "index again; it goes on where it stopped.",
    ),
    StoreProblem.BUSY: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The documents index is busy in another LlamaDesk window or command. Try again "
        "when it has finished.",
    ),
    StoreProblem.NOT_OPENED: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The documents index could not be opened at {path}. Check that the folder exists "
        "and you may write to it.",
    ),
    StoreProblem.NEWER: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The documents index was written by a newer LlamaDesk. Update LlamaDesk to use it.",
    ),
    StoreProblem.DAMAGED: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The documents index at {path} could not be read: it is damaged or not an index. "
        "Move it aside and add your libraries again.",
    ),
}

EMBEDDING_PROBLEMS: dict[EmbeddingProblem, str] = {
    EmbeddingProblem.TIMED_OUT: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The embedding model {model} took too long to answer. Try again; if it keeps "
        "happening, restart LlamaDesk.",
    ),
    EmbeddingProblem.STOPPED: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The embedding model {model} is not running any more. Press Update to start it "
        "again (indexing goes on where it stopped).",
    ),
    EmbeddingProblem.KEY_REFUSED: QT_TRANSLATE_NOOP(
        "DocumentsWords", "The embedding model {model} refused the app's key."
    ),
    EmbeddingProblem.REFUSED: QT_TRANSLATE_NOOP(
        "DocumentsWords", "The embedding model {model} could not embed the text (HTTP {status})."
    ),
    EmbeddingProblem.NOT_UNDERSTOOD: QT_TRANSLATE_NOOP(
        "DocumentsWords",
        "The embedding model {model} sent an answer the app does not understand.",
    ),
}
# The server's own reason (its words, as it wrote them) in place of the status.
REFUSED_SAYING = QT_TRANSLATE_NOOP(
    "DocumentsWords", "The embedding model {model} could not embed the text: “{reason}”."
)
MODEL_CHANGED = QT_TRANSLATE_NOOP(
    "DocumentsWords",
    "The library “{library}” was indexed with the embedding model {stored}; using {given} "
    "instead means reading all its files again: press Update.",
)
NO_EMBEDDING_MODEL = QT_TRANSLATE_NOOP(
    "DocumentsWords",
    "Documents need an embedding model, which turns text into numbers for searching. "
    "Download one in Discover (search “embedding”, e.g. all-MiniLM-L6-v2, 46 MB), or "
    "choose one you have with “Embedding model…” here.",
)
A_CHAT_MODEL = QT_TRANSLATE_NOOP(
    "DocumentsWords",
    "{file} is a chat model, not an embedding model. Documents need an embedding model "
    "such as all-MiniLM-L6-v2: search Discover for “embedding”.",
)
A_RERANKING_MODEL = QT_TRANSLATE_NOOP(
    "DocumentsWords",
    "{file} is a reranking model, not an embedding model. Documents need an embedding "
    "model such as all-MiniLM-L6-v2: search Discover for “embedding”.",
)
CLOSING = QT_TRANSLATE_NOOP(
    "DocumentsWords", "LlamaDesk is closing; your documents are not searched."
)
AWAY = QT_TRANSLATE_NOOP(
    "DocumentsWords",
    "{source} cannot be reached (a disk unplugged or a folder moved?). Its passages are "
    "kept and searched as they were; they are brought up to date when it is back.",
)

# An answer whose documents could not be searched: the core's sentence leads with these
# words, then the documents error (worded by the window: see host_worker's retriever).
SEARCH_FAILED_LEAD = "Your documents could not be searched: "
SEARCH_FAILED = QT_TRANSLATE_NOOP("DocumentsWords", "Your documents could not be searched: {why}")


def search_failure_text(message: str) -> str:
    """An answer's "documents could not be searched" sentence in the window's language
    (what follows the lead is already the window's); other words as they are."""
    if not message.startswith(SEARCH_FAILED_LEAD):
        return message
    return _t(SEARCH_FAILED).format(why=message.removeprefix(SEARCH_FAILED_LEAD))


def documents_error_text(error: LlamaDeskError) -> str:
    """What went wrong and what to do, for a person: ``error``'s kind and figures in the
    window's language; ``error.message`` for an error this does not know."""
    words = _words(error)
    return error.message if words is None else words


def away_text(source: Path) -> str:
    """A library's folder or file that cannot be reached, in the window's language."""
    return _t(AWAY).format(source=source)


def _words(error: LlamaDeskError) -> str | None:
    if isinstance(error, UnreadableDocumentError):
        return _unreadable_words(error)
    if isinstance(error, LibraryError) and error.problem is not None:
        return _t(LIBRARY_PROBLEMS[error.problem]).format(name=error.name)
    if isinstance(error, DocumentStoreError) and error.problem in STORE_PROBLEMS:
        return _t(STORE_PROBLEMS[error.problem]).format(path=error.path or "")
    if isinstance(error, EmbeddingError) and error.problem is not None:
        if error.problem is EmbeddingProblem.REFUSED and error.server_words:
            return _t(REFUSED_SAYING).format(model=error.model, reason=error.server_words)
        words = EMBEDDING_PROBLEMS[error.problem]
        return _t(words).format(model=error.model, status=error.status)
    if isinstance(error, EmbeddingModelChangedError):
        return _t(MODEL_CHANGED).format(
            library=error.library, stored=error.stored, given=error.given
        )
    if isinstance(error, NoEmbeddingModelError):
        return _t(NO_EMBEDDING_MODEL)
    if isinstance(error, NotAnEmbeddingModelError) and error.file_name:
        words = A_RERANKING_MODEL if error.reranker else A_CHAT_MODEL
        return _t(words).format(file=error.file_name)
    if isinstance(error, DocumentsClosedError):
        return _t(CLOSING)
    if isinstance(error, ServerFailure):  # the embedding model's server did not start
        return load_failure_text(error)
    return None


def _unreadable_words(error: UnreadableDocumentError) -> str | None:
    if error.why is None:  # made with words of its own: only its message says them
        return None
    if error.why is Unreadable.UNSUPPORTED and not error.suffix:
        reason = _t(UNSUPPORTED_NO_SUFFIX)
    else:
        reason = _t(UNREADABLE_REASONS[error.why]).format(suffix=error.suffix)
    return _t(UNREADABLE).format(file=error.path.name, reason=reason)
