"""A deterministic embedder for the documents store's mechanics (resume, identity,
change): each word hashed into one of 64 dimensions. Same text, same vector, on every
run and in every process. Never used to judge what search finds: that is tested with
the real model through the real server."""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Sequence

import numpy as np

from desktop.core.documents.embedder import Vectors, normalized

_WORDS = re.compile(r"\w+")


class HashingEmbedder:
    def __init__(self, model_name: str = "hashing-64", dimensions: int = 64,
                 delay_s: float = 0.0) -> None:
        self.model_name = model_name
        self.dimensions = dimensions
        self.delay_s = delay_s  # per call: gives a killer time to strike mid-index
        self.calls: list[int] = []  # texts per call

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(len(texts))
        if self.delay_s:
            time.sleep(self.delay_s)
        rows = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORDS.findall(text.lower()):
                digest = hashlib.blake2b(word.encode(), digest_size=8).digest()
                rows[row, int.from_bytes(digest[:4], "little") % self.dimensions] += 1.0
            rows[row, 0] += 1e-3  # never all zero
        return normalized(rows)
