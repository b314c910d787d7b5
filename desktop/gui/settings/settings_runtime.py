"""The Settings page's runtime group: every llama-server found side by side, which one is
used (Use picks one, Remove deletes an installed one that is not in use), and installing one.

Looking for runtimes and removing one happen on the probe thread; installing one on its
own named thread, which Cancel stops (``shutdown`` cancels and waits).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.build import install_runtime
from desktop.core.runtime.build_progress import BuildCancelledError, BuildProgress
from desktop.core.runtime.discovery import Runtime
from desktop.core.runtime.installed import (
    RuntimeEntry,
    list_runtimes,
    missing_choice,
    remove_runtime,
)
from desktop.core.settings import Settings
from desktop.gui.bridge.threads import forget_thread, new_named_thread
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.widgets.flow_layout import button_group
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.list_choice import picked_row
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.runtime_words import progress_text, runtime_error_text, stage_text
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

INSTALL_THREAD_NAME = "llamadesk-runtime-install"
INSTALL_BACKENDS = (
    (QT_TRANSLATE_NOOP("SettingsRuntime", "Best for this computer"), "auto"),
    (QT_TRANSLATE_NOOP("SettingsRuntime", "Processor only (CPU)"), "cpu"),
    (QT_TRANSLATE_NOOP("SettingsRuntime", "NVIDIA (CUDA)"), "cuda"),
    (QT_TRANSLATE_NOOP("SettingsRuntime", "Vulkan"), "vulkan"),
    (QT_TRANSLATE_NOOP("SettingsRuntime", "AMD (ROCm)"), "rocm"),
)


def describe_runtime(runtime: Runtime) -> str:
    """One line for a person: version, backend and where the binary is."""
    # A whole sentence for each case (a translator orders each one's words).
    version, backend, path = runtime.version, runtime.backend, runtime.server_path
    if version and backend:
        text = QCoreApplication.translate("SettingsRuntime", "llama.cpp {0} ({1} build) at {2}")
        return text.format(version, backend, path)
    if backend:
        text = QCoreApplication.translate("SettingsRuntime", "llama.cpp ({0} build) at {1}")
        return text.format(backend, path)
    if version:
        return QCoreApplication.translate("SettingsRuntime", "llama.cpp {0} at {1}").format(
            version, path
        )
    return QCoreApplication.translate("SettingsRuntime", "llama.cpp at {0}").format(path)


def describe_entry(entry: RuntimeEntry) -> str:
    """A list row: the runtime's name, backend, version, portability and path."""
    runtime = entry.runtime
    kind = ", ".join(
        part
        for part in (
            QCoreApplication.translate("SettingsRuntime", "{0} build").format(runtime.backend)
            if runtime.backend
            else QCoreApplication.translate("SettingsRuntime", "unknown backend"),
            runtime.version,
            {
                True: QCoreApplication.translate("SettingsRuntime", "portable"),
                False: QCoreApplication.translate("SettingsRuntime", "built for this processor"),
                None: "",
            }[entry.portable],
        )
        if part
    )
    return QCoreApplication.translate("SettingsRuntime", "{0} ({1}) at {2}").format(
        entry.name, kind, runtime.server_path
    )


class _InstallWorker(QObject):
    """Runs one install on the install thread; reports back through signals."""

    progressed = Signal(object)
    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(self, backend: str, cancel: threading.Event) -> None:
        super().__init__()
        self._backend = backend
        self._cancel = cancel

    @Slot()
    def run(self) -> None:
        try:
            # Looked up at call time so tests can point it at another cache.
            runtime = install_runtime(
                self._backend, progress=self.progressed.emit, cancel=self._cancel
            )
        except BuildCancelledError:
            self.failed.emit(self.tr("The runtime install was cancelled; nothing was changed."))
        except LlamaDeskError as error:
            self.failed.emit(runtime_error_text(error))
        except Exception as error:  # shown to the person, never a traceback
            self.failed.emit(self.tr("The runtime install failed: {0}").format(error))
        else:
            self.succeeded.emit(runtime)
        finally:
            thread = QThread.currentThread()
            if thread is not None:
                thread.quit()


class RuntimeGroup(QGroupBox):
    """The runtimes found, the one in use, and an install with progress and Cancel."""

    runtime_changed = Signal()
    # The runtime choice changed the settings: save them now.
    save_requested = Signal()
    # A sentence for the page's status line.
    status_reported = Signal(str)

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("SettingsRuntime", "Runtime (llama-server)"), parent
        )
        self._services = services
        self._entries: list[RuntimeEntry] = []
        self._install_thread: QThread | None = None
        self._install_worker: _InstallWorker | None = None
        self._cancel = threading.Event()
        self._closed = False
        self._build()

    def _build(self) -> None:
        self.runtime_label = sentence_label(self.tr("Runtime in use"), self.tr("Looking…"))
        self.runtime_list = QListWidget()
        self.runtime_list.setAccessibleName(self.tr("Runtimes found"))
        self.runtime_list.setMaximumHeight(110)
        # Long paths are cut in the middle: the name at the start and "in use" at the end
        # stay readable; the whole row is in its tooltip.
        self.runtime_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.runtime_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.use_runtime_button = action_button(
            self.tr("&Use selected"),
            self.tr("Use the selected runtime"),
            self._use_selected_runtime,
        )
        self.automatic_runtime_button = action_button(
            self.tr("Choose &automatically"),
            self.tr("Choose the runtime automatically"),
            self._use_automatic,
        )
        self.remove_runtime_button = action_button(
            self.tr("&Remove"),
            self.tr("Remove the selected runtime"),
            self._remove_selected_runtime,
        )
        self.remove_runtime_button.setEnabled(False)
        self.runtime_list.currentRowChanged.connect(self._update_remove_button)
        self.refresh_runtimes_button = action_button(
            self.tr("Look again"), self.tr("Look for runtimes again"), self.refresh_runtimes
        )
        self.backend_combo = QComboBox()
        self.backend_combo.setAccessibleName(self.tr("Runtime to build"))
        for marked, value in INSTALL_BACKENDS:
            name = _t(marked)
            self.backend_combo.addItem(name, value)
        self.install_button = action_button(
            self.tr("&Install / rebuild runtime"),
            self.tr("Install or rebuild the runtime"),
            self.start_install,
        )
        self.cancel_install_button = action_button(
            self.tr("Cancel"), self.tr("Cancel the runtime install"), self.cancel_install
        )
        self.cancel_install_button.setEnabled(False)
        self.install_progress = QProgressBar()
        self.install_progress.setAccessibleName(self.tr("Runtime install progress"))
        self.install_progress.setRange(0, 100)
        self.install_progress.setValue(0)
        self.install_progress.setVisible(False)
        self.install_message = sentence_label(self.tr("Runtime install message"))

        # Rows that wrap where the window is narrow (Russian's buttons in one row pushed
        # Settings sideways at 800x500).
        choose_row = button_group(
            self.use_runtime_button,
            self.automatic_runtime_button,
            self.remove_runtime_button,
            self.refresh_runtimes_button,
        )
        install_row = button_group(
            self.backend_combo, self.install_button, self.cancel_install_button
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.runtime_label)
        layout.addWidget(self.runtime_list)
        layout.addWidget(choose_row)
        layout.addWidget(install_row)
        layout.addWidget(self.install_progress)
        layout.addWidget(self.install_message)

    # -- runtimes ----------------------------------------------------------------------

    def show_runtime(self, text: str) -> None:
        """The runtime in use, in a sentence (or why none was found)."""
        self.runtime_label.setText(text)

    @Slot()
    def refresh_runtimes(self) -> None:
        """Look for llama-servers again (on the probe thread) and list them."""
        settings = self._choice_only()
        self._services.probes.submit(
            lambda: (list_runtimes(settings), missing_choice(settings)),
            self._fill_runtimes,
            self._runtimes_failed,
        )

    def _choice_only(self) -> Settings:
        # The probe thread reads the choice alone, never the settings the page edits: the
        # user's pick, and the runtime check's (in use when the user picked none).
        settings = self._services.settings
        return Settings(
            runtime_path=settings.runtime_path, runtime_check=dict(settings.runtime_check)
        )

    def runtimes(self) -> list[Runtime]:
        """The runtimes listed now, the one in use first."""
        return [entry.runtime for entry in self._entries]

    def entries(self) -> list[RuntimeEntry]:
        """The rows listed now, with their names, the one in use first."""
        return list(self._entries)

    def _fill_runtimes(self, found: tuple[list[RuntimeEntry], Path | None]) -> None:
        entries, gone = found
        self._entries = entries
        self.runtime_list.clear()
        for entry in entries:
            text = describe_entry(entry)
            item = QListWidgetItem(self.tr("{0} — in use").format(text) if entry.active else text)
            item.setToolTip(item.text())
            item.setData(Qt.ItemDataRole.UserRole, str(entry.path))
            if entry.active:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.runtime_list.addItem(item)
        if entries:
            self.runtime_list.setCurrentRow(0)
            described = describe_runtime(entries[0].runtime)
            in_use = (
                self.tr("In use: {0}").format(described)
                if gone is None
                else self.tr(
                    "In use: {0}. The runtime picked before ({1}) is gone: pick one below."
                ).format(described, gone)
            )
            self.show_runtime(in_use)
        else:
            self.show_runtime(
                self.tr("No llama-server was found. Install one with the button below.")
            )
        self._update_remove_button(self.runtime_list.currentRow())

    def _runtimes_failed(self, error: Exception) -> None:
        message = runtime_error_text(error) if isinstance(error, LlamaDeskError) else str(error)
        self.show_runtime(self.tr("Could not look for runtimes: {0}").format(message))

    @Slot()
    def _use_selected_runtime(self) -> None:
        row = picked_row(self.runtime_list, self.status_reported.emit, self.tr("a runtime"))
        if row is None:
            return
        item = self.runtime_list.item(row)
        self.choose_runtime(Path(str(item.data(Qt.ItemDataRole.UserRole))))

    def choose_runtime(self, server_path: Path | None) -> None:
        """Use this llama-server from now on; None lets the app choose."""
        value = str(server_path) if server_path is not None else None
        if value != self._services.settings.runtime_path:
            self._services.settings.runtime_path = value
            self.save_requested.emit()
            self.runtime_changed.emit()
        self.refresh_runtimes()

    @Slot()
    def _use_automatic(self) -> None:
        self.choose_runtime(None)

    @Slot(int)
    def _update_remove_button(self, row: int) -> None:
        """Remove works on an installed runtime that is not the one in use."""
        entry = self._entries[row] if 0 <= row < len(self._entries) else None
        removable = entry is not None and entry.installed and not entry.active
        self.remove_runtime_button.setEnabled(removable)
        if entry is not None and entry.active:
            tip = self.tr("The runtime in use stays: use another one first.")
        elif entry is not None and not entry.installed:
            tip = self.tr("LlamaDesk did not install this runtime, so it leaves it alone.")
        else:
            tip = self.tr("Delete the selected runtime's folder.")
        self.remove_runtime_button.setToolTip(tip)

    @Slot()
    def _remove_selected_runtime(self) -> None:
        # The list shows _entries, one row each.
        row = picked_row(self.runtime_list, self.status_reported.emit, self.tr("a runtime"))
        if row is None:
            return
        name, settings = self._entries[row].name, self._choice_only()
        self.remove_runtime_button.setEnabled(False)
        self._services.probes.submit(
            lambda: remove_runtime(name, settings), self._on_removed, self._on_remove_failed
        )

    def _on_removed(self, entry: RuntimeEntry) -> None:
        self.status_reported.emit(self.tr("Removed {0}.").format(entry.name))
        self._services.hardware.forget()
        self.refresh_runtimes()
        self.runtime_changed.emit()

    def _on_remove_failed(self, error: Exception) -> None:
        message = runtime_error_text(error) if isinstance(error, LlamaDeskError) else str(error)
        self.status_reported.emit(message)
        self.refresh_runtimes()

    # -- installing --------------------------------------------------------------------

    def is_installing(self) -> bool:
        return self._install_thread is not None

    @Slot()
    def start_install(self) -> None:
        """Build or reuse a runtime on the install thread, with progress and Cancel."""
        if self._install_thread is not None or self._closed:
            return
        self._cancel = threading.Event()
        thread = new_named_thread(INSTALL_THREAD_NAME)
        worker = _InstallWorker(str(self.backend_combo.currentData()), self._cancel)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progressed.connect(self._on_install_progress)
        worker.succeeded.connect(self._on_install_succeeded)
        worker.failed.connect(self._on_install_failed)
        self._install_thread = thread
        self._install_worker = worker
        self.install_button.setEnabled(False)
        self.cancel_install_button.setEnabled(True)
        self.install_progress.setVisible(True)
        self.install_progress.setRange(0, 0)
        set_tone(self.install_message, "")
        self.install_message.setText(self.tr("Starting…"))
        thread.start()

    @Slot()
    def cancel_install(self) -> None:
        """Ask the install to stop; it reports back once it has cleaned up."""
        if self._install_thread is not None:
            self._cancel.set()
            self.install_message.setText(self.tr("Cancelling…"))
            self.cancel_install_button.setEnabled(False)

    @Slot(object)
    def _on_install_progress(self, report: BuildProgress) -> None:
        if self._closed:
            return
        if report.fraction is None:
            self.install_progress.setRange(0, 0)  # busy: this step cannot say how far
        else:
            self.install_progress.setRange(0, 100)
            self.install_progress.setValue(round(report.fraction * 100))
        self.install_progress.setFormat(self.tr("{0}: %p%").format(stage_text(report.stage)))
        self.install_message.setText(progress_text(report))

    @Slot(object)
    def _on_install_succeeded(self, runtime: Runtime) -> None:
        if self._closed:
            return
        self._finish_install(100)
        self.install_progress.setFormat(self.tr("done: %p%"))
        self.install_message.setText(self.tr("Installed {0}.").format(describe_runtime(runtime)))
        self._services.hardware.forget()  # the automatic choice may be the new one
        self.refresh_runtimes()
        self.runtime_changed.emit()

    @Slot(str)
    def _on_install_failed(self, message: str) -> None:
        if self._closed:
            return
        self._finish_install(0)
        set_tone(self.install_message, "error")
        self.install_message.setText(message)

    def _finish_install(self, percent: int) -> None:
        """The install ended: its thread is gone, Install works again, the bar stops
        at ``percent``."""
        thread = self._install_thread
        if thread is not None:
            thread.wait()
            forget_thread(thread)
        if self._install_worker is not None:
            self._install_worker.deleteLater()
        self._install_thread = None
        self._install_worker = None
        self.install_button.setEnabled(True)
        self.cancel_install_button.setEnabled(False)
        self.install_progress.setRange(0, 100)
        self.install_progress.setValue(percent)

    def shutdown(self) -> None:
        """Stop an install: cancelled, then waited for."""
        self._closed = True
        thread = self._install_thread
        if thread is not None:
            self._cancel.set()
            thread.wait()
            forget_thread(thread)
            self._install_thread = None
            self._install_worker = None


_t = words_in("SettingsRuntime")
