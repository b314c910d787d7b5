"""What goes wrong with documents, said so a person can act on it.

Each error's ``message`` is English, for the command line and the log; its kind and
figures (why a file could not be read, the library's name, the model's name) are typed
attributes, so the window says the same in its own language without reading the
English. Every figure has a default: an error made with a message only still works.
"""

from __future__ import annotations

from enum import Enum, StrEnum
from pathlib import Path

from desktop.core.errors import LlamaDeskError


class Unreadable(StrEnum):
    """Why one file could not be read, as the English words of its message;
    ``{suffix}`` is the file's ending."""

    GONE = "the file is gone"
    DENIED = "permission was denied"
    DISK = "the disk could not read it"
    PASSWORD = "it is protected by a password"
    DAMAGED = "the file is damaged"
    NO_PAGES = "the file is damaged (it has no pages)"
    SCANNED = "it has no text to read (its pages may be pictures of scanned paper)"
    NO_TEXT = "it has no text to read"
    TEXT_DAMAGED = "the text is damaged"
    NOT_TEXT = "it is not a text file"
    NOT_WORD = "it is not a Word document or it is damaged"
    UNSUPPORTED = "{suffix} files are not supported (PDF, Word, text, Markdown and HTML are)"
    TOO_NESTED = "its structure is nested too deeply"
    TOO_LARGE = "it is too large to read"

    def words(self, suffix: str = "") -> str:
        return self.value.format(suffix=suffix or "this kind of file")


class UnreadableDocumentError(LlamaDeskError):
    """One file could not be read; indexing records it and goes on with the others.
    ``why`` is the kind (None when made with words of its own), ``suffix`` the file's
    ending for an unsupported one."""

    def __init__(self, path: Path, reason: Unreadable | str, details: str = "") -> None:
        why = reason if isinstance(reason, Unreadable) else None
        words = why.words(path.suffix) if why is not None else str(reason)
        super().__init__(f"{path.name} could not be read: {words}", details=details)
        self.path = path
        self.reason = words
        self.why = why
        self.suffix = path.suffix


class LibraryProblem(Enum):
    """What is wrong with a library asked for by name."""

    NO_NAME = "no name"
    TAKEN = "name taken"
    MISSING = "no such library"


class LibraryError(LlamaDeskError):
    """A library asked for by name is missing, or its name is taken or unusable:
    ``problem`` says which (None when made with a message only), ``name`` the name
    asked for, ``known`` the libraries there are (when the message lists them)."""

    def __init__(self, message: str, details: str = "", *,
                 problem: LibraryProblem | None = None, name: str = "",
                 known: tuple[str, ...] | None = None) -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.name = name
        self.known = known


class StoreProblem(Enum):
    """Why the documents file could not be opened or written."""

    CLOSED = "closed"
    DISK_FULL = "disk full"
    BUSY = "busy"
    NOT_OPENED = "not opened"
    NEWER = "written by a newer app"
    DAMAGED = "damaged"
    OTHER = "other"  # SQLite's own words, in the message and details only


class DocumentStoreError(LlamaDeskError):
    """The documents file could not be opened or written: ``problem`` says why (None
    when made with a message only), ``path`` where the file is (when known)."""

    def __init__(self, message: str, details: str = "", *,
                 problem: StoreProblem | None = None, path: Path | None = None) -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.path = path


class EmbeddingModelChangedError(LlamaDeskError):
    """The library's vectors come from another embedding model than the one given:
    searching or adding to it needs its passages embedded again."""

    def __init__(self, library: str, stored: str, given: str, stored_dimensions: int,
                 given_dimensions: int) -> None:
        super().__init__(
            f"The library \u201c{library}\u201d was indexed with the embedding model "
            f"{stored}; using {given} instead means embedding all its files again: "
            "press Update in the Documents window, or run `llamadesk docs update "
            f"\"{library}\" --again`."
        )
        self.library = library
        self.stored = stored
        self.given = given
        self.stored_dimensions = stored_dimensions
        self.given_dimensions = given_dimensions


class NoEmbeddingModelError(LlamaDeskError):
    """Documents need an embedding model, and none is chosen or in the model folders."""


class DocumentsClosedError(LlamaDeskError):
    """The app is closing: the documents are no longer opened or searched."""


class EmbeddingProblem(Enum):
    """What went wrong with the embedding model."""

    TIMED_OUT = "took too long"
    STOPPED = "not running"
    KEY_REFUSED = "refused the key"
    REFUSED = "could not embed"  # ``status`` and the server's own words (``server_words``)
    NOT_UNDERSTOOD = "answer not understood"  # wrong counts or sizes too


class EmbeddingError(LlamaDeskError):
    """The embedding model did not turn texts into vectors: ``problem`` says how (None
    when made with a message only), ``model`` which model, ``status`` the HTTP status
    and ``server_words`` the server's own reason, when it refused."""

    def __init__(self, message: str, details: str = "", *,
                 problem: EmbeddingProblem | None = None, model: str = "",
                 status: int | None = None, server_words: str = "") -> None:
        super().__init__(message, details=details)
        self.problem = problem
        self.model = model
        self.status = status
        self.server_words = server_words


class EmbeddingServerGoneError(EmbeddingError):
    """The embedding server stopped answering (it was closed, or it crashed)."""
