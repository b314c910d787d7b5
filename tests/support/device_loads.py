"""A model loaded the app's way on a chosen runtime, with the server's log kept, and our
memory estimate held against the buffers the server says it allocated: the Vulkan tests
(lavapipe) and the NVIDIA check (tests/nvidia/check_cuda.py) both measure with these."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from contextlib import contextmanager

from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.load_choice import LoadRequest
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.load_report import LoadReport
from desktop.core.runtime.loader import PreparedLoad, prepare_load, start_server

MIB = 1024**2
_BUFFER_LINE = re.compile(r"(\S+) (model|KV|compute) buffer size\s*=\s*([\d.]+) MiB")


@dataclasses.dataclass
class Load:
    prepared: PreparedLoad
    report: LoadReport
    lines: list[str]
    base_url: str
    api_key: str

    def buffer_mib(self, device: str, kind: str) -> float:
        """What the server says it allocated on ``device`` (summed over its lines)."""
        return sum(
            float(match.group(3))
            for line in self.lines
            if (match := _BUFFER_LINE.search(line))
            and (match.group(1), match.group(2)) == (device, kind)
        )


@contextmanager
def loaded(request: LoadRequest, hardware: HardwareInfo, runtime: Runtime) -> Iterator[Load]:
    """``request`` planned for ``hardware`` and started on ``runtime``; stopped after."""
    prepared = prepare_load(request, hardware=hardware, runtime=runtime)
    lines: list[str] = []
    server, report = start_server(prepared, on_log=lines.append)
    try:
        yield Load(prepared, report, lines, server.base_url, server.api_key)
    finally:
        server.stop()


def within(estimate_bytes: int, server_mib: float, tolerance: float = 0.05) -> bool:
    """Our estimate is within ``tolerance`` of what the server reported."""
    server_bytes = server_mib * MIB
    return abs(estimate_bytes - server_bytes) <= tolerance * server_bytes
