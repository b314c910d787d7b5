"""Download throughput from a local Hub server: our resumable, verified path vs
``huggingface_hub.hf_hub_download`` alone, interleaved over 3 rounds."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from huggingface_hub import constants as hf_constants
from huggingface_hub import hf_hub_download

from desktop.core.hub.download_queue import pull
from tests.support.fake_hub import FakeHub

SIZE = 200 * 1024**2
ROUNDS = 3
REPO = "bench/Throughput-GGUF"
FILE = "bench-Q4_0.gguf"


def download_throughput() -> list[str]:
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        source = root / FILE
        with source.open("wb") as handle:
            for _ in range(SIZE // (16 * 1024**2)):
                handle.write(os.urandom(16 * 1024**2))
        with FakeHub() as hub:
            hub.add_repo(REPO, {FILE: source})
            # Move both: hf_hub_url swaps in `endpoint=` only where the template's URL
            # still starts with constants.ENDPOINT.
            saved = hf_constants.ENDPOINT, hf_constants.HUGGINGFACE_CO_URL_TEMPLATE
            hf_constants.ENDPOINT = hub.endpoint
            hf_constants.HUGGINGFACE_CO_URL_TEMPLATE = (
                hub.endpoint + "/{repo_id}/resolve/{revision}/{filename}"
            )
            try:
                ours: list[float] = []
                theirs: list[float] = []
                endpoint = hub.endpoint
                for round_ in range(ROUNDS):
                    ours_dest = root / f"ours{round_}"
                    hf_cache = root / f"hf{round_}"
                    ours.append(_timed(lambda d=ours_dest: pull(REPO, "Q4_0", dest=d)))
                    theirs.append(
                        _timed(
                            lambda c=hf_cache: hf_hub_download(
                                REPO, FILE, cache_dir=c, endpoint=endpoint
                            )
                        )
                    )
            finally:
                hf_constants.ENDPOINT, hf_constants.HUGGINGFACE_CO_URL_TEMPLATE = saved
    ours_rate = SIZE / min(ours) / 1024**2
    their_rate = SIZE / min(theirs) / 1024**2
    return [
        f"download_throughput_ratio: {ours_rate / their_rate:.2f} (ours {ours_rate:.0f} MB/s vs "
        f"hf_hub_download {their_rate:.0f} MB/s, target >= 0.9)"
    ]


def _timed(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


BENCHMARKS: dict[str, Callable[[], list[str]]] = {"download_throughput": download_throughput}
