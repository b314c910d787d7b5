"""Settings → "Use other computers" and "Share this computer": the list every load
passes as --rpc, and this computer's devices shared through the runtime's real
ggml-rpc-server (on loopback; the network choice shows the warning)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.runtime.rpc_hosts import unreachable_hosts
from desktop.core.runtime.rpc_server import RPC_WARNING, RpcServer
from desktop.core.settings import SettingsStore
from desktop.gui.shell.main_window import MainWindow
from tests.support.raw_server import free_port

START_TIMEOUT_MS = 30_000


def _rpc_children() -> list[psutil.Process]:
    return [
        child
        for child in psutil.Process().children(recursive=True)
        if child.name() == "ggml-rpc-server" and child.status() != psutil.STATUS_ZOMBIE
    ]


def test_computers_to_use_are_added_checked_and_removed(qtbot: QtBot, window: MainWindow) -> None:
    window.show_page("Settings")
    group = window.settings_view.rpc_section.use_group
    group.host_edit.setText("pc:port")
    qtbot.mouseClick(group.add_button, Qt.MouseButton.LeftButton)
    assert group.status_label.text() == (
        "pc:port is not a computer's address and port, like 192.168.1.20:50052."
    )
    assert group.hosts() == []
    group.host_edit.setText("192.168.1.20, 192.168.1.21:50100")
    qtbot.mouseClick(group.add_button, Qt.MouseButton.LeftButton)
    assert group.hosts() == ["192.168.1.20:50052", "192.168.1.21:50100"]
    assert group.host_list.count() == 2
    qtbot.waitUntil(
        lambda: SettingsStore().load().rpc_hosts == group.hosts(), timeout=START_TIMEOUT_MS
    )
    group.host_list.setCurrentRow(0)
    qtbot.mouseClick(group.remove_button, Qt.MouseButton.LeftButton)
    assert group.hosts() == ["192.168.1.21:50100"]
    assert group.status_label.text() == "Removed 192.168.1.20:50052. The next load goes without it."


def test_sharing_runs_the_rpc_server_until_switched_off(
    qtbot: QtBot, window: MainWindow, runtime_env: Path, rpc_server_path: Path
) -> None:
    window.show_page("Settings")
    share = window.settings_view.rpc_section.share_group
    assert share.warning_label.isHidden()
    share.network_check.setChecked(True)
    assert not share.warning_label.isHidden() and share.warning_label.text() == RPC_WARNING
    share.network_check.setChecked(False)  # the test stays on loopback
    port = free_port()
    share.port_spin.setValue(port)
    share.share_check.setChecked(True)
    qtbot.waitUntil(share.sharing, timeout=START_TIMEOUT_MS)
    assert share.status_label.text() == (
        f"Shared at 127.0.0.1:{port} (this computer only). Other computers add it to their list."
    )
    assert unreachable_hosts([f"127.0.0.1:{port}"]) == []
    assert not share.port_spin.isEnabled()
    children = _rpc_children()
    assert len(children) == 1
    share.share_check.setChecked(False)
    assert not share.sharing() and share.status_label.text() == "Not shared."
    assert _rpc_children() == []


@pytest.fixture
def lender(rpc_server_path: Path) -> Iterator[RpcServer]:
    """Another computer's sharing: a real ggml-rpc-server on a free loopback port."""
    server = RpcServer(rpc_server_path, port=free_port())
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_sharing_on_a_busy_port_says_so(
    qtbot: QtBot, window: MainWindow, runtime_env: Path, lender: RpcServer
) -> None:
    window.show_page("Settings")
    share = window.settings_view.rpc_section.share_group
    share.port_spin.setValue(lender.port)
    share.share_check.setChecked(True)
    qtbot.waitUntil(lambda: not share.share_check.isChecked(), timeout=START_TIMEOUT_MS)
    assert share.status_label.text() == (
        f"Not shared. Port {lender.port} is already in use on this computer. Pick another port."
    )
    assert share.port_spin.isEnabled()


def test_the_load_page_plans_with_the_devices_other_computers_lend(
    qtbot: QtBot, window: MainWindow, runtime_env: Path, lender: RpcServer
) -> None:
    """Before loading, the Load page counts the lent devices as the load will (the
    starter model fits there whole) and names where the layers go. (A computer gone
    between this plan and the load is named by the load: tests/test_rpc.py.)"""
    window.show_page("Settings")
    group = window.settings_view.rpc_section.use_group
    group.host_edit.setText(lender.address)
    qtbot.mouseClick(group.add_button, Qt.MouseButton.LeftButton)
    assert group.hosts() == [lender.address]
    window.show_page("Load")
    load = window.load_view
    load.refresh_models()

    def lent_plan() -> bool:
        preview = load.current_preview()
        return preview is not None and any(gpu.backend == "rpc" for gpu in preview.hardware.gpus)

    qtbot.waitUntil(lent_plan, timeout=START_TIMEOUT_MS)
    preview = load.current_preview()
    assert preview is not None and preview.request.rpc_hosts == (lender.address,)
    lent = [gpu for gpu in preview.hardware.gpus if gpu.backend == "rpc"]
    assert lent[0].total_bytes > 0 and lent[0].index in preview.plan.gpu_indices
    qtbot.waitUntil(lambda: lender.address in load.offload_label.text())
    assert load.offload_label.text().startswith("Everything on RPC0")
