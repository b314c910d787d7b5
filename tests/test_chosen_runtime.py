"""The llama-server picked in Settings, as every runtime search receives it."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import chosen_runtime_path
from desktop.core.settings import Settings


def test_no_pick_leaves_the_choice_to_the_app() -> None:
    assert chosen_runtime_path(Settings(runtime_path=None)) is None
    assert chosen_runtime_path(Settings(runtime_path="")) is None


def test_a_picked_server_is_searched_as_a_path(tmp_path: Path) -> None:
    server = tmp_path / "llama-server"
    assert chosen_runtime_path(Settings(runtime_path=str(server))) == server


def test_a_server_named_for_this_run_wins_over_the_checks_pick(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Windows lane's Vulkan step: an earlier run's check picked the CPU build; the
    Vulkan build named in LLAMADESK_LLAMA_SERVER must be the one that loads."""
    checked = tmp_path / "llama-server"
    checked.write_bytes(b"")
    settings = Settings(runtime_check={"chosen_path": str(checked)})
    monkeypatch.delenv(SERVER_PATH_ENV, raising=False)
    assert chosen_runtime_path(settings) == checked

    monkeypatch.setenv(SERVER_PATH_ENV, str(tmp_path / "vulkan" / "llama-server"))
    assert chosen_runtime_path(settings) is None  # discovery then takes the named one

    picked = tmp_path / "picked" / "llama-server"
    settings.runtime_path = str(picked)
    assert chosen_runtime_path(settings) == picked  # the user's own pick still comes first
