"""Environment variables changed for a block of a benchmark (tests use monkeypatch)."""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager


@contextmanager
def changed_environment(values: Mapping[str, str], unset: tuple[str, ...] = ()) -> Iterator[None]:
    """``values`` set and ``unset`` removed in os.environ for the block, then restored."""
    saved = {name: os.environ.get(name) for name in (*values, *unset)}
    os.environ.update(values)
    for name in unset:
        os.environ.pop(name, None)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
