"""llama.cpp's names for the parts of a split model: ``<stem>-00001-of-00003.gguf``.

The extension's case is ignored, as everywhere the app looks for ``.gguf`` files, and
the names of the other parts are made from the given one (its case kept), so they
match the files on a case-sensitive disk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_SPLIT_NAME = re.compile(
    r"^(?P<stem>.+)-(?P<index>\d{5})-(?P<of>of)-(?P<count>\d{5})(?P<suffix>\.gguf)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SplitName:
    """One part's name taken apart: ``stem``, part ``index`` (from 1) of ``count``."""

    stem: str
    index: int
    count: int
    of: str = "of"
    suffix: str = ".gguf"

    def part(self, index: int) -> str:
        """The file name of part ``index`` of the same model."""
        return f"{self.stem}-{index:05d}-{self.of}-{self.count:05d}{self.suffix}"

    @property
    def whole(self) -> str:
        """The model's name without the part number: ``<stem>.gguf``."""
        return self.stem + self.suffix


def parse_split_name(name: str) -> SplitName | None:
    """The parts of a split model's file name; None for any other name."""
    match = _SPLIT_NAME.match(name)
    if match is None:
        return None
    return SplitName(
        match["stem"], int(match["index"]), int(match["count"]), match["of"], match["suffix"]
    )


def split_parts(path: Path) -> tuple[Path, ...]:
    """Every part of the split model ``path`` belongs to, in order; ``(path,)`` when it
    is not a part (or its numbers cannot be: part 0, or "of 1")."""
    split = parse_split_name(path.name)
    if split is None or split.count < 2 or not 1 <= split.index <= split.count:
        return (path,)
    return tuple(path.with_name(split.part(number)) for number in range(1, split.count + 1))
