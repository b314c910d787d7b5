"""The Settings page's pooling of computers over llama.cpp's RPC: "Use other computers"
(the ``host:port`` list every load passes as ``--rpc``, whose devices the planner counts)
and "Share this computer" (this computer's devices lent through ``ggml-rpc-server``).

Sharing is never saved: an unauthenticated service must not start by itself with the
app, so it runs from the moment it is switched on until it is switched off or the app
closes. It listens on this computer only unless the local network is asked for, and
the warning that RPC has no password is shown beside that choice.
"""

from __future__ import annotations

import copy
import socket
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.rpc_hosts import DEFAULT_RPC_PORT, RpcHostError, parse_hosts
from desktop.core.runtime.rpc_server import LOOPBACK, RPC_WARNING, RpcServer, find_rpc_server
from desktop.gui.settings.saved_list_group import SavedListGroup
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.form_controls import check_box
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.rpc_words import rpc_error_text
from desktop.gui.widgets.runtime_words import runtime_error_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

USE_INTRO = QT_TRANSLATE_NOOP(
    "SettingsRpc",
    "Load models with the memory of other computers too: each must be sharing (below, "
    "on that computer). They are used from the next load.",
)
SHARE_INTRO = QT_TRANSLATE_NOOP(
    "SettingsRpc", "Lend this computer's memory and devices to LlamaDesk on another computer."
)
NETWORK_ADDRESS = "0.0.0.0"


class RpcSection(QWidget):
    """ "Use other computers" above "Share this computer"."""

    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__()
        self.use_group = UseComputersGroup(services, save)
        self.share_group = ShareGroup(services)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.use_group)
        layout.addWidget(self.share_group)

    def shutdown(self) -> None:
        self.share_group.shutdown()


class UseComputersGroup(SavedListGroup):
    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__(
            QCoreApplication.translate("SettingsRpc", "Use other computers"),
            services,
            save,
            QCoreApplication.translate("SettingsRpc", "Computers to use"),
            QCoreApplication.translate("SettingsRpc", "Remove computer"),
        )
        self.host_list = self.entry_list
        self.host_edit = QLineEdit()
        self.host_edit.setPlaceholderText(f"192.168.1.20:{DEFAULT_RPC_PORT}")
        self.host_edit.setAccessibleName(self.tr("Computer to use, address and port"))
        self.host_edit.returnPressed.connect(self.add_entered_host)
        self.add_button = QPushButton(self.tr("Add computer"))
        self.add_button.setAccessibleName(self.tr("Add computer to use"))
        self.add_button.clicked.connect(self.add_entered_host)
        self.remove_button.clicked.connect(self.remove_selected_host)
        row = QHBoxLayout()
        row.addWidget(self.host_edit, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        column = QVBoxLayout(self)
        column.addWidget(sentence_label(self.tr("About using other computers"), _t(USE_INTRO)))
        column.addWidget(self.host_list)
        column.addLayout(row)
        column.addWidget(self.status_label)
        self.show_entries()

    def hosts(self) -> list[str]:
        return list(self._services.settings.rpc_hosts)

    @Slot()
    def add_entered_host(self) -> None:
        try:
            entered = parse_hosts(self.host_edit.text())
        except RpcHostError as error:
            self.status_label.setText(rpc_error_text(error) or error.message)
            return
        if not entered:
            self.status_label.setText(self.tr("Enter a computer's address and port first."))
            return
        self._services.settings.rpc_hosts = list(parse_hosts([*self.hosts(), *entered]))
        self.changed(
            self.tr("Added {0}. It is used from the next load.").format(", ".join(entered))
        )
        self.host_edit.clear()

    @Slot()
    def remove_selected_host(self) -> None:
        row = self.picked_row(self.tr("a computer"))
        if row is None:
            return
        hosts = self.hosts()
        removed = hosts.pop(row)
        self._services.settings.rpc_hosts = hosts
        self.changed(self.tr("Removed {0}. The next load goes without it.").format(removed))

    def entry_texts(self) -> list[str]:
        return self.hosts()


class ShareGroup(QGroupBox):
    def __init__(self, services: AppServices) -> None:
        super().__init__(QCoreApplication.translate("SettingsRpc", "Share this computer"))
        self._services = services
        self._server: RpcServer | None = None
        self._closed = False
        self.share_check = check_box(
            self.tr("Share this computer's memory and devices"),
            self.tr("Share this computer"),
            self._on_share_toggled,
        )
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_RPC_PORT)
        self.port_spin.setAccessibleName(self.tr("Port to share on"))
        self.network_check = check_box(
            self.tr("Let other computers on my network use it"),
            self.tr("Share with other computers on my network"),
            self._show_warning,
        )
        self.warning_label = sentence_label(self.tr("Sharing warning"), RPC_WARNING)
        set_tone(self.warning_label, "error")
        self.status_label = QLabel(self.tr("Not shared."))
        self.status_label.setWordWrap(True)
        port_row = QHBoxLayout()
        port_row.addWidget(QLabel(self.tr("Port")))
        port_row.addWidget(self.port_spin)
        port_row.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(sentence_label(self.tr("About sharing this computer"), _t(SHARE_INTRO)))
        column.addWidget(self.network_check)
        column.addWidget(self.warning_label)
        column.addLayout(port_row)
        column.addWidget(self.share_check)
        column.addWidget(self.status_label)
        self._show_warning()

    def sharing(self) -> bool:
        return self._server is not None and self._server.is_running()

    @Slot()
    def _show_warning(self, *_args: object) -> None:
        self.warning_label.setVisible(self.network_check.isChecked())

    @Slot(bool)
    def _on_share_toggled(self, on: bool) -> None:
        if on:
            self._start()
        else:
            self._stop()

    def _start(self) -> None:
        host = NETWORK_ADDRESS if self.network_check.isChecked() else LOOPBACK
        port = self.port_spin.value()
        runtime_path = copy.copy(self._services.settings.runtime_path)
        self._set_editable(False)
        self.status_label.setText(self.tr("Starting…"))

        def start() -> RpcServer:
            from pathlib import Path

            program = find_rpc_server(Path(runtime_path) if runtime_path else None)
            server = RpcServer(program, host=host, port=port)
            server.start()
            return server

        self._services.probes.submit(start, self._started, self._start_failed)

    def _started(self, server: RpcServer) -> None:
        if self._closed or not self.share_check.isChecked():
            server.stop()  # switched off (or closed) while it started
            return
        self._server = server
        if server.host == NETWORK_ADDRESS:
            where = self.tr("{0}:{1} (this computer's network address)").format(
                socket.gethostname(), server.port
            )
        else:
            where = self.tr("{0} (this computer only)").format(server.address)
        self.status_label.setText(
            self.tr("Shared at {0}. Other computers add it to their list.").format(where)
        )

    def _start_failed(self, error: Exception) -> None:
        if isinstance(error, LlamaDeskError):
            message = rpc_error_text(error) or runtime_error_text(error)
        else:
            message = str(error)
        self.share_check.blockSignals(True)
        self.share_check.setChecked(False)
        self.share_check.blockSignals(False)
        self._set_editable(True)
        self.status_label.setText(self.tr("Not shared. {0}").format(message))

    def _stop(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            server.stop()
        self._set_editable(True)
        self.status_label.setText(self.tr("Not shared."))

    def _set_editable(self, editable: bool) -> None:
        self.port_spin.setEnabled(editable)
        self.network_check.setEnabled(editable)

    def shutdown(self) -> None:
        self._closed = True
        server, self._server = self._server, None
        if server is not None:
            server.stop()


_t = words_in("SettingsRpc")
