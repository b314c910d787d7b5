"""Which GGUF files are embedding models, told from the header alone.

An embedding model turns text into a vector of numbers (documents use them to find the
passages that mean what a question means); it cannot chat. Its header says how it
pools a text's token vectors into one: ``{architecture}.pooling_type``, the number
llama.cpp's ``enum llama_pooling_type`` gives. Chat models carry no pooling type.
"""

from __future__ import annotations

from typing import Literal

from desktop.core.errors import LlamaDeskError
from desktop.core.models.gguf import GGUFInfo

Pooling = Literal["mean", "cls", "last", "rank"]
# llama.cpp's enum llama_pooling_type: NONE = 0, MEAN, CLS, LAST, RANK.
_POOLING_BY_NUMBER: dict[int, Pooling] = {1: "mean", 2: "cls", 3: "last", 4: "rank"}


def pooling_of(info: GGUFInfo) -> Pooling | None:
    """How this model pools a text into one vector; None for a model that does not
    (a chat model, or pooling "none")."""
    value = info.arch_key("pooling_type")
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return _POOLING_BY_NUMBER.get(value)


def is_embedding_model(info: GGUFInfo) -> bool:
    """An embedding model (vectors for search), not a reranker or a chat model."""
    return pooling_of(info) in ("mean", "cls", "last")


def is_reranking_model(info: GGUFInfo) -> bool:
    """A reranking model: it scores a passage against a question (``/v1/rerank``)."""
    return pooling_of(info) == "rank"


class NotAnEmbeddingModelError(LlamaDeskError):
    """The file is a model, but not one that makes vectors for search: ``file_name``
    names it, ``reranker`` says it is a reranking model (else a chat model)."""

    def __init__(self, message: str, details: str = "", *, file_name: str = "",
                 reranker: bool = False) -> None:
        super().__init__(message, details=details)
        self.file_name = file_name
        self.reranker = reranker
