"""A documents host with one library indexed by the real embedding model, for tests
that start from an indexed library (watching, reranking)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from desktop.core.host.documents_host import DocumentsHost
from desktop.core.settings import Settings


@contextmanager
def indexed_host(index_path: Path, sources: Sequence[Path], embedding_model: Path,
                 settings: Settings | None = None, name: str = "Notes",
                 ) -> Iterator[DocumentsHost]:
    """A host on ``index_path`` whose library ``name`` of ``sources`` is indexed;
    shut down (its servers stopped) on leaving."""
    host = DocumentsHost.for_settings(settings or Settings(), index_path=index_path,
                                      model=embedding_model)
    try:
        host.add(name, sources)
        host.update(name)
        yield host
    finally:
        host.shut_down()
