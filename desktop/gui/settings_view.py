"""The Settings page: runtime, model folders, token, theme, load defaults, data folders.

Every change is applied to the shared ``Settings`` at once and saved on the probe
thread (only when something changed). Looking for runtimes happens on the probe
thread; installing one on its own named thread, which Cancel stops. The Hugging Face
token is checked on the Hub thread; a check that could not reach the Hub is tried
again the next time the page is shown.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThread, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.models.memory import CACHE_TYPES
from desktop.core.runtime.build import BuildCancelledError, BuildProgress, install_runtime
from desktop.core.runtime.discovery import Runtime, find_runtimes
from desktop.core.settings import GpuOffload, Theme
from desktop.gui.sampling_controls import LARGEST_SEED, RANDOM_SEED
from desktop.gui.services import AppServices
from desktop.gui.theme import THEME_NAMES, apply_theme
from desktop.gui.threads import forget_thread, new_named_thread

if TYPE_CHECKING:
    from desktop.core.hub.token_check import TokenCheck

INSTALL_THREAD_NAME = "llamadesk-runtime-install"
# Typing in a text box saves once the typing pauses, not on every key.
SAVE_DELAY_MS = 400
MAX_CONTEXT = 1_048_576
CONTEXT_STEP = 256
MAX_TOKENS_LIMIT = 1_048_576
INSTALL_BACKENDS = (
    ("Best for this computer", "auto"),
    ("Processor only (CPU)", "cpu"),
    ("NVIDIA (CUDA)", "cuda"),
    ("Vulkan", "vulkan"),
    ("AMD (ROCm)", "rocm"),
)
OFFLOAD_CHOICES: tuple[tuple[str, GpuOffload], ...] = (
    ("Automatic", "auto"),
    ("Everything on the graphics card", "all"),
    ("Processor only (no graphics card)", "cpu"),
)
DOWNLOAD_TARGETS: tuple[tuple[str, bool], ...] = (
    ("LlamaDesk's models folder", False),
    ("The Hugging Face cache (shared with other apps)", True),
)
ERROR_STYLE = "color: #b3261e;"
TOKEN_UNREACHABLE_TEXT = "Can't reach Hugging Face, the token was kept and will be checked later."


def describe_token_check(check: TokenCheck) -> str:
    """What a successful token check tells the person."""
    if check.can_read_gated is False:
        return (
            f"Signed in as {check.user}, but this token cannot download gated models: "
            "give it access to public gated repositories at huggingface.co/settings/tokens."
        )
    return f"Signed in as {check.user}."


def describe_runtime(runtime: Runtime) -> str:
    """One line for a person: version, backend and where the binary is."""
    parts = [
        "llama.cpp",
        runtime.version or "",
        f"({runtime.backend} build)" if runtime.backend else "",
        f"at {runtime.server_path}",
    ]
    return " ".join(part for part in parts if part)


def _check_token(token: str) -> TokenCheck:
    # The Hub client takes a third of a second to import: only when a check is asked.
    from desktop.core.hub.token_check import check_token

    return check_token(token)


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
            self.failed.emit("The runtime install was cancelled; nothing was changed.")
        except LlamaDeskError as error:
            self.failed.emit(error.message)
        except Exception as error:  # shown to the person, never a traceback
            self.failed.emit(f"The runtime install failed: {error}")
        else:
            self.succeeded.emit(runtime)
        finally:
            thread = QThread.currentThread()
            if thread is not None:
                thread.quit()


class SettingsView(QWidget):
    """Settings that apply at once and are saved in the background."""

    theme_changed = Signal(str)
    runtime_changed = Signal()
    model_folders_changed = Signal()

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._runtimes: list[Runtime] = []
        self._install_thread: QThread | None = None
        self._install_worker: _InstallWorker | None = None
        self._cancel = threading.Event()
        self._closed = False
        # Counts token checks so an answer about a token since changed is dropped.
        self._token_check_number = 0
        self._recheck_token = False
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self._save_now)

        heading = QLabel("Settings")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        self.status_label = QLabel("")
        self.status_label.setAccessibleName("Settings status")
        self.status_label.setWordWrap(True)

        content = QWidget()
        column = QVBoxLayout(content)
        column.addWidget(heading)
        column.addWidget(self._runtime_group())
        column.addWidget(self._folders_group())
        column.addWidget(self._appearance_group())
        column.addWidget(self._defaults_group())
        column.addWidget(self._locations_group())
        column.addWidget(self.status_label)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        scroll.setAccessibleName("Settings")
        scroll.verticalScrollBar().setAccessibleName("Scroll the settings")
        scroll.horizontalScrollBar().setAccessibleName("Scroll the settings sideways")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self.refresh_runtimes()

    # -- building ----------------------------------------------------------------------

    def _button(self, text: str, accessible_name: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(accessible_name)
        button.clicked.connect(slot)
        return button

    def _runtime_group(self) -> QGroupBox:
        group = QGroupBox("Runtime (llama-server)")
        self.runtime_label = QLabel("Looking…")
        self.runtime_label.setAccessibleName("Runtime in use")
        self.runtime_label.setWordWrap(True)
        self.runtime_list = QListWidget()
        self.runtime_list.setAccessibleName("Runtimes found")
        self.runtime_list.setMaximumHeight(110)
        self.use_runtime_button = self._button(
            "&Use selected", "Use the selected runtime", self._use_selected_runtime
        )
        self.automatic_runtime_button = self._button(
            "Choose &automatically", "Choose the runtime automatically", self._use_automatic
        )
        self.refresh_runtimes_button = self._button(
            "Look again", "Look for runtimes again", self.refresh_runtimes
        )
        self.backend_combo = QComboBox()
        self.backend_combo.setAccessibleName("Runtime to build")
        for name, value in INSTALL_BACKENDS:
            self.backend_combo.addItem(name, value)
        self.install_button = self._button(
            "&Install / rebuild runtime", "Install or rebuild the runtime", self.start_install
        )
        self.cancel_install_button = self._button(
            "Cancel", "Cancel the runtime install", self.cancel_install
        )
        self.cancel_install_button.setEnabled(False)
        self.install_progress = QProgressBar()
        self.install_progress.setAccessibleName("Runtime install progress")
        self.install_progress.setRange(0, 100)
        self.install_progress.setValue(0)
        self.install_progress.setVisible(False)
        self.install_message = QLabel("")
        self.install_message.setAccessibleName("Runtime install message")
        self.install_message.setWordWrap(True)

        choose_row = QHBoxLayout()
        choose_row.addWidget(self.use_runtime_button)
        choose_row.addWidget(self.automatic_runtime_button)
        choose_row.addWidget(self.refresh_runtimes_button)
        choose_row.addStretch(1)
        install_row = QHBoxLayout()
        install_row.addWidget(self.backend_combo)
        install_row.addWidget(self.install_button)
        install_row.addWidget(self.cancel_install_button)
        install_row.addStretch(1)
        layout = QVBoxLayout(group)
        layout.addWidget(self.runtime_label)
        layout.addWidget(self.runtime_list)
        layout.addLayout(choose_row)
        layout.addLayout(install_row)
        layout.addWidget(self.install_progress)
        layout.addWidget(self.install_message)
        return group

    def _folders_group(self) -> QGroupBox:
        group = QGroupBox("Model folders")
        self.folder_list = QListWidget()
        self.folder_list.setAccessibleName("Model folders")
        self.folder_list.setMaximumHeight(110)
        self.folder_list.addItems(self._services.settings.model_folders)
        self.add_folder_button = self._button(
            "Add &folder…", "Add a model folder", self._choose_folder
        )
        self.remove_folder_button = self._button(
            "&Remove", "Remove the selected model folder", self.remove_selected_folder
        )
        row = QHBoxLayout()
        row.addWidget(self.add_folder_button)
        row.addWidget(self.remove_folder_button)
        row.addStretch(1)
        layout = QVBoxLayout(group)
        layout.addWidget(self.folder_list)
        layout.addLayout(row)
        return group

    def _appearance_group(self) -> QGroupBox:
        group = QGroupBox("Appearance and accounts")
        settings = self._services.settings
        self.theme_combo = QComboBox()
        self.theme_combo.setAccessibleName("Theme")
        for value, name in THEME_NAMES.items():
            self.theme_combo.addItem(name, value)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData(settings.theme))
        self.theme_combo.currentIndexChanged.connect(self._on_theme_chosen)

        self.token_edit = QLineEdit(settings.hf_token or "")
        self.token_edit.setAccessibleName("Hugging Face token")
        self.token_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.token_edit.setPlaceholderText("Only needed for gated or private models")
        self.token_edit.editingFinished.connect(self._on_token_edited)
        self.token_edit.textEdited.connect(self._on_token_typed)
        self.show_token_button = QPushButton("Show")
        self.show_token_button.setAccessibleName("Show the Hugging Face token")
        self.show_token_button.setCheckable(True)
        self.show_token_button.toggled.connect(self._on_show_token)
        self.check_token_button = self._button(
            "Chec&k", "Check the Hugging Face token", self.check_token
        )
        self.token_check_label = QLabel("")
        self.token_check_label.setAccessibleName("Hugging Face token check")
        self.token_check_label.setWordWrap(True)
        token_row = QHBoxLayout()
        token_row.addWidget(self.token_edit, 1)
        token_row.addWidget(self.show_token_button)
        token_row.addWidget(self.check_token_button)
        token_column = QVBoxLayout()
        token_column.addLayout(token_row)
        token_column.addWidget(self.token_check_label)

        form = QFormLayout(group)
        self._add_row(form, "&Theme", self.theme_combo)
        token_label = QLabel("Hugging Face t&oken")
        token_label.setBuddy(self.token_edit)
        form.addRow(token_label, token_column)
        return group

    def _defaults_group(self) -> QGroupBox:
        group = QGroupBox("Defaults for new models and chats")
        settings = self._services.settings
        self.context_spin = QSpinBox()
        self.context_spin.setAccessibleName("Default context length")
        self.context_spin.setRange(0, MAX_CONTEXT)
        self.context_spin.setSingleStep(CONTEXT_STEP)
        self.context_spin.setSpecialValueText("Automatic")
        self.context_spin.setSuffix(" tokens")
        self.context_spin.setValue(settings.default_context or 0)
        self.context_spin.valueChanged.connect(self._on_context_changed)

        self.offload_combo = QComboBox()
        self.offload_combo.setAccessibleName("Default graphics card use")
        for name, value in OFFLOAD_CHOICES:
            self.offload_combo.addItem(name, value)
        self.offload_combo.setCurrentIndex(
            max(0, self.offload_combo.findData(settings.default_gpu_offload))
        )
        self.offload_combo.currentIndexChanged.connect(self._on_offload_chosen)

        self.cache_type_combo = QComboBox()
        self.cache_type_combo.setAccessibleName("Default context cache type")
        for cache_type in CACHE_TYPES:
            self.cache_type_combo.addItem(cache_type, cache_type)
        if self.cache_type_combo.findData(settings.default_cache_type) < 0:
            self.cache_type_combo.addItem(settings.default_cache_type, settings.default_cache_type)
        self.cache_type_combo.setCurrentIndex(
            self.cache_type_combo.findData(settings.default_cache_type)
        )
        self.cache_type_combo.currentIndexChanged.connect(self._on_cache_type_chosen)

        self.temperature_spin = QDoubleSpinBox()
        self.temperature_spin.setAccessibleName("Default temperature")
        self.temperature_spin.setRange(0.0, 2.0)
        self.temperature_spin.setSingleStep(0.05)
        self.temperature_spin.setDecimals(2)
        self.temperature_spin.setValue(settings.default_temperature)
        self.temperature_spin.valueChanged.connect(self._on_temperature_changed)

        self.top_p_spin = QDoubleSpinBox()
        self.top_p_spin.setAccessibleName("Default top-p")
        self.top_p_spin.setRange(0.0, 1.0)
        self.top_p_spin.setSingleStep(0.05)
        self.top_p_spin.setDecimals(2)
        self.top_p_spin.setValue(settings.default_top_p)
        self.top_p_spin.valueChanged.connect(self._on_top_p_changed)

        # The finer sampling settings, with the chat page's ranges and "off" values, so
        # a default chosen here shows unchanged in a new chat.
        self.top_k_spin = QSpinBox()
        self.top_k_spin.setAccessibleName("Default number of candidate words (top K)")
        self.top_k_spin.setToolTip(
            "How many of the likeliest next words the model picks from. Fewer gives "
            "safer, plainer answers; Off lets it pick from all of them."
        )
        self.top_k_spin.setRange(0, 1000)
        self.top_k_spin.setSingleStep(5)
        self.top_k_spin.setSpecialValueText("Off")
        self.top_k_spin.setValue(settings.default_top_k)
        self.top_k_spin.valueChanged.connect(self._on_top_k_changed)

        self.min_p_spin = QDoubleSpinBox()
        self.min_p_spin.setAccessibleName("Default least likely word allowed (min P)")
        self.min_p_spin.setToolTip(
            "Words far less likely than the best next word are never picked. Higher "
            "keeps answers on topic; 0 turns this off."
        )
        self.min_p_spin.setRange(0.0, 1.0)
        self.min_p_spin.setSingleStep(0.01)
        self.min_p_spin.setDecimals(2)
        self.min_p_spin.setValue(settings.default_min_p)
        self.min_p_spin.valueChanged.connect(self._on_min_p_changed)

        self.repeat_penalty_spin = QDoubleSpinBox()
        self.repeat_penalty_spin.setAccessibleName("Default repetition penalty")
        self.repeat_penalty_spin.setToolTip(
            "Above 1 the model avoids saying the same words over and over. "
            "Off (1.00) leaves it as it is."
        )
        self.repeat_penalty_spin.setRange(1.0, 2.0)
        self.repeat_penalty_spin.setSingleStep(0.05)
        self.repeat_penalty_spin.setDecimals(2)
        self.repeat_penalty_spin.setSpecialValueText("Off")
        self.repeat_penalty_spin.setValue(settings.default_repeat_penalty)
        self.repeat_penalty_spin.valueChanged.connect(self._on_repeat_penalty_changed)

        self.seed_spin = QSpinBox()
        self.seed_spin.setAccessibleName("Default seed")
        self.seed_spin.setToolTip(
            "Random gives a different answer every time. With a number, the same "
            "question asked with the same settings gets the same answer."
        )
        self.seed_spin.setRange(RANDOM_SEED, LARGEST_SEED)
        self.seed_spin.setSpecialValueText("Random")
        self.seed_spin.setValue(
            RANDOM_SEED if settings.default_seed is None else settings.default_seed
        )
        self.seed_spin.valueChanged.connect(self._on_seed_changed)

        self.max_tokens_spin = QSpinBox()
        self.max_tokens_spin.setAccessibleName("Default longest answer")
        self.max_tokens_spin.setRange(0, MAX_TOKENS_LIMIT)
        self.max_tokens_spin.setSingleStep(64)
        self.max_tokens_spin.setSpecialValueText("No limit")
        self.max_tokens_spin.setSuffix(" tokens")
        self.max_tokens_spin.setValue(settings.default_max_tokens or 0)
        self.max_tokens_spin.valueChanged.connect(self._on_max_tokens_changed)

        self.system_prompt_edit = QPlainTextEdit(settings.default_system_prompt)
        self.system_prompt_edit.setAccessibleName("Default system prompt")
        self.system_prompt_edit.setTabChangesFocus(True)
        self.system_prompt_edit.setMaximumHeight(90)
        self.system_prompt_edit.textChanged.connect(self._on_system_prompt_changed)

        form = QFormLayout(group)
        self._add_row(form, "&Context length", self.context_spin)
        self._add_row(form, "&Graphics card use", self.offload_combo)
        self._add_row(form, "Context &cache type", self.cache_type_combo)
        self._add_row(form, "Cr&eativity (temperature)", self.temperature_spin)
        self._add_row(form, "Top-&p", self.top_p_spin)
        self._add_row(form, "Candidate &words (top K)", self.top_k_spin)
        self._add_row(form, "Least likely word allowed (&min P)", self.min_p_spin)
        self._add_row(form, "Repetition pe&nalty", self.repeat_penalty_spin)
        self._add_row(form, "Seed (random or a &number)", self.seed_spin)
        self._add_row(form, "&Longest answer", self.max_tokens_spin)
        self._add_row(form, "&System prompt", self.system_prompt_edit)
        return group

    def _locations_group(self) -> QGroupBox:
        group = QGroupBox("Where LlamaDesk keeps things")
        form = QFormLayout(group)
        self.location_labels: dict[str, QLabel] = {}
        self.open_buttons: dict[str, QPushButton] = {}
        for key, title, folder in (
            ("config", "Settings", paths.config_dir()),
            ("data", "Chats and data", paths.data_dir()),
            ("models", "Downloaded models", paths.models_dir()),
        ):
            label = QLabel(str(folder))
            label.setAccessibleName(f"{title} folder")
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            button = self._button(
                "Open", f"Open the {title.lower()} folder", lambda _c=False, f=folder: self._open(f)
            )
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(button)
            form.addRow(title, row)
            self.location_labels[key] = label
            self.open_buttons[key] = button
        # The summary the previous page version showed; kept for the main window.
        self.data_label = self.location_labels["data"]

        self.download_target_combo = QComboBox()
        self.download_target_combo.setAccessibleName("Save downloaded models in")
        for name, in_hf_cache in DOWNLOAD_TARGETS:
            self.download_target_combo.addItem(name, in_hf_cache)
        self.download_target_combo.setCurrentIndex(
            self.download_target_combo.findData(self._services.settings.download_to_hf_cache)
        )
        self.download_target_combo.currentIndexChanged.connect(self._on_download_target_chosen)
        self._add_row(form, "Save &downloaded models in", self.download_target_combo)
        return group

    def _add_row(self, form: QFormLayout, text: str, field: QWidget) -> None:
        label = QLabel(text)
        label.setBuddy(field)
        form.addRow(label, field)

    # -- runtimes ----------------------------------------------------------------------

    def show_runtime(self, text: str) -> None:
        """The runtime in use, in a sentence (or why none was found)."""
        self.runtime_label.setText(text)

    @Slot()
    def refresh_runtimes(self) -> None:
        """Look for llama-servers again (on the probe thread) and list them."""
        setting = self._services.settings.runtime_path
        explicit = Path(setting) if setting else None
        self._services.probes.submit(
            lambda: find_runtimes(explicit), self._fill_runtimes, self._runtimes_failed
        )

    def runtimes(self) -> list[Runtime]:
        """The runtimes listed now, the one in use first."""
        return list(self._runtimes)

    def _fill_runtimes(self, runtimes: list[Runtime]) -> None:
        self._runtimes = runtimes
        self.runtime_list.clear()
        for index, runtime in enumerate(runtimes):
            text = describe_runtime(runtime)
            item = QListWidgetItem(f"{text} — in use" if index == 0 else text)
            item.setData(Qt.ItemDataRole.UserRole, str(runtime.server_path))
            if index == 0:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.runtime_list.addItem(item)
        if runtimes:
            self.runtime_list.setCurrentRow(0)
            self.show_runtime(f"In use: {describe_runtime(runtimes[0])}")
        else:
            self.show_runtime("No llama-server was found. Install one with the button below.")

    def _runtimes_failed(self, error: Exception) -> None:
        message = error.message if isinstance(error, LlamaDeskError) else str(error)
        self.show_runtime(f"Could not look for runtimes: {message}")

    @Slot()
    def _use_selected_runtime(self) -> None:
        row = self.runtime_list.currentRow()
        if row < 0:
            self.status_label.setText("Select a runtime in the list first.")
            return
        item = self.runtime_list.item(row)
        self.choose_runtime(Path(str(item.data(Qt.ItemDataRole.UserRole))))

    def choose_runtime(self, server_path: Path | None) -> None:
        """Use this llama-server from now on; None lets the app choose."""
        value = str(server_path) if server_path is not None else None
        if value != self._services.settings.runtime_path:
            self._services.settings.runtime_path = value
            self._save_now()
            self.runtime_changed.emit()
        self.refresh_runtimes()

    @Slot()
    def _use_automatic(self) -> None:
        self.choose_runtime(None)

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
        self.install_message.setStyleSheet("")
        self.install_message.setText("Starting…")
        thread.start()

    @Slot()
    def cancel_install(self) -> None:
        """Ask the install to stop; it reports back once it has cleaned up."""
        if self._install_thread is not None:
            self._cancel.set()
            self.install_message.setText("Cancelling…")
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
        self.install_progress.setFormat(f"{report.stage}: %p%")
        self.install_message.setText(report.message)

    @Slot(object)
    def _on_install_succeeded(self, runtime: Runtime) -> None:
        if self._closed:
            return
        self._finish_install()
        self.install_progress.setRange(0, 100)
        self.install_progress.setValue(100)
        self.install_progress.setFormat("done: %p%")
        self.install_message.setText(f"Installed {describe_runtime(runtime)}.")
        self.refresh_runtimes()
        self.runtime_changed.emit()

    @Slot(str)
    def _on_install_failed(self, message: str) -> None:
        if self._closed:
            return
        self._finish_install()
        self.install_progress.setRange(0, 100)
        self.install_progress.setValue(0)
        self.install_message.setStyleSheet(ERROR_STYLE)
        self.install_message.setText(message)

    def _finish_install(self) -> None:
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

    # -- model folders -----------------------------------------------------------------

    def model_folders(self) -> list[str]:
        return [self.folder_list.item(row).text() for row in range(self.folder_list.count())]

    @Slot()
    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Add a folder with models")
        if folder:
            self.add_model_folder(Path(folder))

    def add_model_folder(self, folder: Path) -> bool:
        """Scan ``folder`` for models from now on; False (with a message) if it cannot."""
        if not folder.is_dir():
            self.status_label.setText(f"{folder} is not a folder, so it was not added.")
            return False
        text = str(folder.absolute())
        folders = self._services.settings.model_folders
        if text in folders:
            self.status_label.setText(f"{text} is already in the list.")
            return False
        folders.append(text)
        self.folder_list.addItem(text)
        self._save_now()
        self.model_folders_changed.emit()
        return True

    @Slot()
    def remove_selected_folder(self) -> None:
        """Stop scanning the selected folder (its files stay where they are)."""
        row = self.folder_list.currentRow()
        if row < 0:
            self.status_label.setText("Select a folder in the list first.")
            return
        text = self.folder_list.takeItem(row).text()
        folders = self._services.settings.model_folders
        if text in folders:
            folders.remove(text)
        self._save_now()
        self.model_folders_changed.emit()

    # -- appearance and token ----------------------------------------------------------

    @Slot(int)
    def _on_theme_chosen(self, _index: int) -> None:
        value = self.theme_combo.currentData()
        if value not in THEME_NAMES or value == self._services.settings.theme:
            return
        theme: Theme = value
        self._services.settings.theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)
        self._save_now()
        self.theme_changed.emit(value)

    @Slot()
    def _on_token_edited(self) -> None:
        value = self.token_edit.text().strip() or None
        if value != self._services.settings.hf_token:
            self._services.settings.hf_token = value
            self._save_now()
            # Says that it was saved, never what it is.
            self.status_label.setText(
                "Hugging Face token saved." if value else "Hugging Face token removed."
            )

    @Slot(str)
    def _on_token_typed(self, _text: str) -> None:
        # A result about the previous token would mislead.
        self._token_check_number += 1
        self._recheck_token = False
        self._show_token_check("")
        self.check_token_button.setEnabled(True)

    @Slot()
    def check_token(self) -> None:
        """Ask Hugging Face whose the token in the field is (saving it first); the
        answer shows under the field."""
        self._on_token_edited()
        token = self._services.settings.hf_token
        self._recheck_token = False
        if not token:
            self._show_token_check("Paste a token first.", error=True)
            return
        self._token_check_number += 1
        number = self._token_check_number
        self.check_token_button.setEnabled(False)
        self._show_token_check("Checking…")
        self._services.hub_calls.submit(
            lambda: _check_token(token),
            lambda check: self._token_checked(number, check),
            lambda error: self._token_check_failed(number, error),
        )

    def _token_checked(self, number: int, check: TokenCheck) -> None:
        if self._closed or number != self._token_check_number:
            return
        self.check_token_button.setEnabled(True)
        self._show_token_check(describe_token_check(check))

    def _token_check_failed(self, number: int, error: Exception) -> None:
        if self._closed or number != self._token_check_number:
            return
        self.check_token_button.setEnabled(True)
        from desktop.core.hub.errors import HubUnreachableError

        if isinstance(error, HubUnreachableError):
            self._recheck_token = True
            self._show_token_check(TOKEN_UNREACHABLE_TEXT)
        elif isinstance(error, LlamaDeskError):  # a refused token says what to do
            self._show_token_check(error.message, error=True)
        else:  # never the error's own text: it could quote the request
            self._show_token_check("The token could not be checked; try again.", error=True)

    def _show_token_check(self, text: str, *, error: bool = False) -> None:
        self.token_check_label.setStyleSheet(ERROR_STYLE if error else "")
        self.token_check_label.setText(text)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._recheck_token and not self._closed:
            self.check_token()

    @Slot(bool)
    def _on_show_token(self, shown: bool) -> None:
        self.token_edit.setEchoMode(
            QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        )
        self.show_token_button.setText("Hide" if shown else "Show")
        self.show_token_button.setAccessibleName(
            "Hide the Hugging Face token" if shown else "Show the Hugging Face token"
        )

    # -- downloads ---------------------------------------------------------------------

    @Slot(int)
    def _on_download_target_chosen(self, _index: int) -> None:
        value = self.download_target_combo.currentData()
        if not isinstance(value, bool) or value == self._services.settings.download_to_hf_cache:
            return
        self._services.settings.download_to_hf_cache = value
        self._save_now()

    # -- defaults ----------------------------------------------------------------------

    @Slot(int)
    def _on_context_changed(self, value: int) -> None:
        self._set_default("default_context", value or None)

    @Slot(int)
    def _on_offload_chosen(self, _index: int) -> None:
        self._set_default("default_gpu_offload", self.offload_combo.currentData())

    @Slot(int)
    def _on_cache_type_chosen(self, _index: int) -> None:
        self._set_default("default_cache_type", self.cache_type_combo.currentData())

    @Slot(float)
    def _on_temperature_changed(self, value: float) -> None:
        self._set_default("default_temperature", round(value, 2))

    @Slot(float)
    def _on_top_p_changed(self, value: float) -> None:
        self._set_default("default_top_p", round(value, 2))

    @Slot(int)
    def _on_top_k_changed(self, value: int) -> None:
        self._set_default("default_top_k", value)

    @Slot(float)
    def _on_min_p_changed(self, value: float) -> None:
        self._set_default("default_min_p", round(value, 2))

    @Slot(float)
    def _on_repeat_penalty_changed(self, value: float) -> None:
        self._set_default("default_repeat_penalty", round(value, 2))

    @Slot(int)
    def _on_seed_changed(self, value: int) -> None:
        self._set_default("default_seed", None if value == RANDOM_SEED else value)

    @Slot(int)
    def _on_max_tokens_changed(self, value: int) -> None:
        self._set_default("default_max_tokens", value or None)

    @Slot()
    def _on_system_prompt_changed(self) -> None:
        self._set_default("default_system_prompt", self.system_prompt_edit.toPlainText())

    def _set_default(self, name: str, value: object) -> None:
        settings = self._services.settings
        if getattr(settings, name) == value:
            return
        setattr(settings, name, value)
        # Spin boxes and the prompt change on every key: save once typing pauses.
        self._save_timer.start()

    # -- data folders ------------------------------------------------------------------

    def _open(self, folder: Path) -> None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.status_label.setText(f"Could not create {folder}: {error.strerror}.")
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.status_label.setText(f"Could not open {folder} in the file manager.")

    # -- saving and closing ------------------------------------------------------------

    @Slot()
    def _save_now(self) -> None:
        self._save_timer.stop()
        if not self._closed:
            self._services.save_settings()

    def shutdown(self) -> None:
        """Save what is pending and stop an install (cancelled, then waited for)."""
        if self._save_timer.isActive():
            self._save_now()
        self._closed = True
        thread = self._install_thread
        if thread is not None:
            self._cancel.set()
            thread.wait()
            forget_thread(thread)
            self._install_thread = None
            self._install_worker = None
