"""Whether a library's vectors and an embedder's agree: vectors from two models are
not comparable, so another model means embedding the library again."""

from __future__ import annotations

from desktop.core.documents.embedder import Embedder
from desktop.core.documents.errors import EmbeddingModelChangedError
from desktop.core.documents.store import Library


def needs_reembedding(library: Library, embedder: Embedder) -> bool:
    """True when the library holds vectors from another model than ``embedder``'s (a
    library never indexed needs nothing)."""
    if library.model_name is None:
        return False
    return (library.model_name != embedder.model_name
            or library.dimensions != embedder.dimensions)


def require_same_model(library: Library, embedder: Embedder) -> None:
    """Raise EmbeddingModelChangedError, in words, when the models differ."""
    if needs_reembedding(library, embedder):
        raise EmbeddingModelChangedError(
            library.name, library.model_name or "", embedder.model_name,
            library.dimensions or 0, embedder.dimensions)
