"""The llama-server picked in Settings, as every runtime search receives it."""

from __future__ import annotations

from pathlib import Path

from desktop.core.runtime.discovery import chosen_runtime_path
from desktop.core.settings import Settings


def test_no_pick_leaves_the_choice_to_the_app() -> None:
    assert chosen_runtime_path(Settings(runtime_path=None)) is None
    assert chosen_runtime_path(Settings(runtime_path="")) is None


def test_a_picked_server_is_searched_as_a_path(tmp_path: Path) -> None:
    server = tmp_path / "llama-server"
    assert chosen_runtime_path(Settings(runtime_path=str(server))) == server
