"""What goes wrong with documents, said so a person can act on it."""

from __future__ import annotations

from pathlib import Path

from desktop.core.errors import LlamaDeskError


class UnreadableDocumentError(LlamaDeskError):
    """One file could not be read; indexing records it and goes on with the others."""

    def __init__(self, path: Path, reason: str, details: str = "") -> None:
        super().__init__(f"{path.name} could not be read: {reason}", details=details)
        self.path = path
        self.reason = reason


class LibraryError(LlamaDeskError):
    """A library asked for by name is missing, or its name is taken or unusable."""


class DocumentStoreError(LlamaDeskError):
    """The documents file could not be opened or written."""


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


class EmbeddingError(LlamaDeskError):
    """The embedding model did not turn texts into vectors."""


class EmbeddingServerGoneError(EmbeddingError):
    """The embedding server stopped answering (it was closed, or it crashed)."""
