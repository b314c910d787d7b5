"""Settings with several real runtimes side by side: every one listed by name, the one in
use marked, Use picks another (saved, and what a load finds), Remove deletes one that is
not in use and is refused for the one in use."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from desktop.core.runtime.discovery import chosen_runtime_path, find_runtime
from desktop.core.settings import SettingsStore
from desktop.gui.settings.settings_view import SettingsView
from desktop.gui.shell.main_window import MainWindow
from tests.support.runtime_copies import (
    CPU,
    SECOND,
    two_cpu_runtimes_only,
)

TIMEOUT_MS = 10_000


@pytest.fixture
def two_cpu_runtimes(
    llama_server_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[Path, Path]:
    """Two installed copies of the real CPU runtime, the second the automatic choice."""
    return two_cpu_runtimes_only(llama_server_path, tmp_path, monkeypatch)


def listed(view: SettingsView, qtbot: QtBot, count: int) -> list[str]:
    """The list's rows once it holds ``count`` runtimes."""
    qtbot.waitUntil(lambda: len(view.runtime_group.entries()) == count, timeout=TIMEOUT_MS)
    return [view.runtime_list.item(row).text() for row in range(view.runtime_list.count())]


@pytest.fixture
def view(two_cpu_runtimes: tuple[Path, Path], window: MainWindow, qtbot: QtBot) -> SettingsView:
    """The Settings page once it lists both runtimes."""
    listed(window.settings_view, qtbot, 2)
    return window.settings_view


def test_every_runtime_is_listed_and_the_one_in_use_is_marked(
    two_cpu_runtimes: tuple[Path, Path], view: SettingsView, qtbot: QtBot
) -> None:
    _, newer = two_cpu_runtimes
    rows = listed(view, qtbot, 2)
    assert rows[0] == (
        f"{SECOND} (cpu build, 11434.0.0, portable) at {newer} — in use"
    )
    assert rows[1].startswith(f"{CPU} (cpu build") and not rows[1].endswith("in use")
    assert view.runtime_list.item(0).font().weight() == QFont.Weight.Bold
    assert str(newer) in view.runtime_label.text()
    # The one in use cannot be removed; the other one can.
    view.runtime_list.setCurrentRow(0)
    remove = view.runtime_group.remove_runtime_button
    assert not remove.isEnabled() and "in use" in remove.toolTip()
    view.runtime_list.setCurrentRow(1)
    assert remove.isEnabled()
    assert remove.accessibleName() == "Remove the selected runtime"


def test_use_picks_another_runtime_for_every_load(
    two_cpu_runtimes: tuple[Path, Path], view: SettingsView, window: MainWindow, qtbot: QtBot
) -> None:
    older, _ = two_cpu_runtimes
    view.runtime_list.setCurrentRow(1)
    view.use_runtime_button.click()
    qtbot.waitUntil(
        lambda: SettingsStore().load().runtime_path == str(older), timeout=TIMEOUT_MS
    )
    qtbot.waitUntil(
        lambda: view.runtime_group.entries()[0].name == CPU, timeout=TIMEOUT_MS
    )
    assert view.runtime_list.item(0).text().endswith("— in use")
    assert find_runtime(chosen_runtime_path(window.services.settings)).server_path == older
    # The status bar follows the choice too.
    label = window.status.runtime_label
    qtbot.waitUntil(lambda: str(older) in label.toolTip(), timeout=TIMEOUT_MS)


def test_remove_deletes_a_runtime_not_in_use(
    two_cpu_runtimes: tuple[Path, Path], view: SettingsView, qtbot: QtBot
) -> None:
    older, newer = two_cpu_runtimes
    view.runtime_list.setCurrentRow(1)
    view.runtime_group.remove_runtime_button.click()
    rows = listed(view, qtbot, 1)
    assert rows[0].startswith(SECOND) and rows[0].endswith("in use")
    assert not older.parent.exists() and newer.is_file()
    assert view.status_label.text() == f"Removed {CPU}."
    assert not view.runtime_group.remove_runtime_button.isEnabled()


def test_a_picked_runtime_that_is_gone_is_said(
    two_cpu_runtimes: tuple[Path, Path], view: SettingsView, qtbot: QtBot
) -> None:
    older, newer = two_cpu_runtimes
    view.choose_runtime(older)
    qtbot.waitUntil(lambda: view.runtime_group.entries()[0].name == CPU, timeout=TIMEOUT_MS)
    shutil.rmtree(older.parent)  # deleted by hand, behind LlamaDesk's back
    view.refresh_runtimes()
    listed(view, qtbot, 1)
    text = view.runtime_label.text()
    assert text.startswith(f"In use: llama.cpp 11434.0.0 (cpu build) at {newer}")
    assert f"The runtime picked before ({older}) is gone" in text
