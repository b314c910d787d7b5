"""Header read time: read_gguf against PyPI gguf's GGUFReader on the starter model."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gguf

from desktop.core.models.gguf import read_gguf
from desktop.core.models.starter_model import find_starter_model

OUR_RUNS = 9
REFERENCE_RUNS = 3  # GGUFReader takes seconds here; three runs give a fair median


def _median_ms(action: Callable[[], object], runs: int) -> float:
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def _reference_read(path: Path) -> dict[str, Any]:
    """What read_gguf gives, the GGUFReader way: every field's value and the tensors."""
    reader = gguf.GGUFReader(path)
    values = {key: field.contents() for key, field in reader.fields.items()}
    values["parameter_count"] = sum(int(tensor.n_elements) for tensor in reader.tensors)
    return values


def bench_gguf_header_read() -> list[str]:
    path = find_starter_model()
    if path is None:
        return ["gguf_header_read_ms: skipped (starter model not installed)"]
    read_gguf(path)  # warm the page cache for both readers alike
    ours = _median_ms(lambda: read_gguf(path), OUR_RUNS)
    reference = _median_ms(lambda: _reference_read(path), REFERENCE_RUNS)
    return [
        f"gguf_header_read_ms: {ours:.1f} (GGUFReader {reference:.1f} ms, "
        f"ratio {ours / reference:.3f}, target ratio <= 1.0)"
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"gguf_header_read": bench_gguf_header_read}
