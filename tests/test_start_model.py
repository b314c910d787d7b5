"""The model the app loads as it starts (core.host.start_model)."""

from __future__ import annotations

from pathlib import Path

from desktop.core.host.start_model import model_at_start
from desktop.core.settings import Settings


def test_a_start_loads_the_last_model_the_starter_first_and_nothing_when_asked_not(
    tmp_path: Path,
) -> None:
    starter = tmp_path / "starter.gguf"
    last = tmp_path / "last.gguf"
    last.write_bytes(b"GGUF")
    # The very first start: nothing was ever loaded, so the starter model.
    assert model_at_start(Settings(), starter) == starter
    assert model_at_start(Settings(), None) is None  # no starter installed
    # Later starts: the model used last.
    assert model_at_start(Settings(last_model=str(last)), starter) == last
    # Gone since (deleted, a drive not plugged in): none, rather than one not asked for.
    assert model_at_start(Settings(last_model=str(tmp_path / "gone.gguf")), starter) is None
    # Turned off in Settings.
    off = Settings(last_model=str(last), load_last_model_at_start=False)
    assert model_at_start(off, starter) is None
    assert model_at_start(Settings(load_last_model_at_start=False), starter) is None
