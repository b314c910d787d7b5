"""What a runtime install reports while it works: its stage, how far along, and how
it failed or was cancelled.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from desktop.core.errors import LlamaDeskError

BuildStage = Literal["check", "download", "extract", "configure", "build", "install", "done"]


@dataclass(frozen=True)
class BuildProgress:
    """One progress report; ``fraction`` is within the stage, None when unknown."""

    stage: BuildStage
    message: str
    fraction: float | None = None
    line: str | None = None  # a raw line of CMake/compiler output, when there is one

    def __str__(self) -> str:
        percent = f" {self.fraction:4.0%}" if self.fraction is not None else ""
        return f"[{self.stage}{percent}] {self.message}"


class RuntimeBuildError(LlamaDeskError):
    """Getting, building or installing llama-server failed; the message says why."""


class BuildCancelledError(LlamaDeskError):
    """The person asked to stop; nothing half-done was installed."""


ProgressCallback = Callable[[BuildProgress], None]


def ignore_progress(_: BuildProgress) -> None:
    return None


_NINJA_PROGRESS = re.compile(r"^\s*\[(\d+)/(\d+)\]")
_MAKE_PROGRESS = re.compile(r"^\s*\[\s*(\d{1,3})%\]")


def parse_build_progress(line: str) -> float | None:
    """Progress within the build from a ninja ``[N/M]`` or make ``[ NN%]`` line."""
    ninja = _NINJA_PROGRESS.match(line)
    if ninja is not None:
        done, total = int(ninja.group(1)), int(ninja.group(2))
        return done / total if total else None
    make = _MAKE_PROGRESS.match(line)
    if make is not None:
        return int(make.group(1)) / 100
    return None
