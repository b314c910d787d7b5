"""The CPU and the Vulkan runtime installed side by side (copies of the real ones), on
Mesa's lavapipe: the list names both backends, ``ask --runtime`` runs the one named, and
the window's hardware (what the Load page plans with and a load uses) follows the runtime
picked in Settings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytestqt.qtbot import QtBot

from desktop.cli import main
from desktop.core.runtime.installed import list_runtimes
from desktop.core.settings import Settings, SettingsStore
from tests.gui.conftest import close_window, open_window
from tests.support.runtime_copies import CPU, VULKAN

if TYPE_CHECKING:
    from desktop.gui.settings.settings_view import SettingsView

TIMEOUT_MS = 30_000


def test_both_backends_are_listed(cpu_and_vulkan: tuple[Path, Path]) -> None:
    entries = {entry.name: entry for entry in list_runtimes(Settings())}
    assert {name: entry.runtime.backend for name, entry in entries.items()} == {
        CPU: "cpu",
        VULKAN: "vulkan",
    }
    assert entries[CPU].active and not entries[VULKAN].active


@pytest.mark.timeout(600)
@pytest.mark.usefixtures("cpu_and_vulkan")
def test_ask_runs_on_the_runtime_it_names(
    starter_model_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    question = ["ask", "Say hi.", "--max-tokens", "2", "--ctx", "512", "--json"]
    assert main([*question, "--runtime", VULKAN]) == 0
    on_vulkan = json.loads(capsys.readouterr().out)["load"]
    assert "Vulkan0" in on_vulkan["devices"] and on_vulkan["gpu_layers"] > 0
    # Without --runtime: the active one, the CPU build, which has no device to use.
    assert main(question) == 0
    on_cpu = json.loads(capsys.readouterr().out)["load"]
    assert not on_cpu["gpu_layers"]
    assert SettingsStore().load().runtime_path is None  # --runtime chose for one run only


def use_in_settings(view: SettingsView, name: str, binary: Path, qtbot: QtBot) -> None:
    """Select the runtime ``name`` in Settings' list, press Use, wait until it is saved."""
    names = [entry.name for entry in view.runtime_group.entries()]
    view.runtime_list.setCurrentRow(names.index(name))
    view.use_runtime_button.click()
    qtbot.waitUntil(
        lambda: SettingsStore().load().runtime_path == str(binary), timeout=TIMEOUT_MS
    )


def test_the_windows_hardware_follows_the_runtime_picked_in_settings(
    cpu_and_vulkan: tuple[Path, Path], qtbot: QtBot
) -> None:
    cpu, vulkan = cpu_and_vulkan
    window = open_window(qtbot)
    try:
        hardware = window.services.hardware
        # The CPU build is in use: the machine's cards as probed (lavapipe is no card).
        assert not any(gpu.backend == "vulkan" for gpu in hardware.get().gpus)
        qtbot.waitUntil(
            lambda: len(window.settings_view.runtime_group.entries()) == 2, timeout=TIMEOUT_MS
        )
        use_in_settings(window.settings_view, VULKAN, vulkan, qtbot)
        # What the Load page plans with and a load uses: the Vulkan build's device.
        cards = hardware.get().gpus
        assert [gpu.backend for gpu in cards][-1:] == ["vulkan"]
        assert "llvmpipe" in cards[-1].name
        use_in_settings(window.settings_view, CPU, cpu, qtbot)
        assert not any(gpu.backend == "vulkan" for gpu in hardware.get().gpus)
    finally:
        close_window(qtbot, window)
