"""The Settings page: runtime, model folders, token, theme, load defaults, data folders.

A list of the sections beside the page jumps to each (``widgets.section_list``): the
everyday ones first, then, under "Advanced", what only a few need (tool servers, other
apps and computers, the runtime, help).

Every change is applied to the shared ``Settings`` at once and saved on the probe
thread (only when something changed). The runtime group (``settings_runtime``) and the
defaults group (``settings_defaults``) are widgets of their own. The Hugging Face
token is checked on the Hub thread; a check that could not reach the Hub is tried
again the next time the page is shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.core import paths
from desktop.core.errors import LlamaDeskError
from desktop.core.settings import Theme
from desktop.gui.settings.settings_defaults import DefaultsGroup
from desktop.gui.settings.settings_help import HelpGroup
from desktop.gui.settings.settings_remote import RemoteServersGroup
from desktop.gui.settings.settings_rpc import RpcSection
from desktop.gui.settings.settings_runtime import RuntimeGroup
from desktop.gui.settings.settings_serve import ServeGroup
from desktop.gui.settings.settings_shortcuts import ShortcutsGroup
from desktop.gui.settings.settings_tools import ToolsSection
from desktop.gui.settings.settings_voice import VoiceGroup
from desktop.gui.shell import language
from desktop.gui.shell.services import AppServices
from desktop.gui.shell.style_sheet import set_tone
from desktop.gui.shell.theme import THEME_NAMES, apply_theme, theme_name
from desktop.gui.widgets.box_layouts import wrapping_form
from desktop.gui.widgets.debounce import debounce_timer
from desktop.gui.widgets.focus_ring import FocusRing
from desktop.gui.widgets.form_controls import (
    WrappedFormLabel,
    action_button,
    choice_box,
    text_field,
)
from desktop.gui.widgets.hub_words import hub_error_text
from desktop.gui.widgets.list_choice import picked_row
from desktop.gui.widgets.page_text import page_heading, sentence_label
from desktop.gui.widgets.section_list import SectionList
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

if TYPE_CHECKING:
    from desktop.core.hub.token_check import TokenCheck

# Typing in a text box saves once the typing pauses, not on every key.
SAVE_DELAY_MS = 400
# The least width the settings are shown at beside the list of sections: narrower, their
# forms would put each field under its label (they can, so the settings' own least
# width no longer says when the list should give way).
SETTINGS_LEAST_WIDTH = 520
DOWNLOAD_TARGETS: tuple[tuple[str, bool], ...] = (
    (QT_TRANSLATE_NOOP("SettingsView", "LlamaDesk's models folder"), False),
    (QT_TRANSLATE_NOOP("SettingsView", "The Hugging Face cache (shared with other apps)"), True),
)
ADVANCED_HEADING = QT_TRANSLATE_NOOP("SettingsView", "Advanced")
ADVANCED_NOTE = QT_TRANSLATE_NOOP(
    "SettingsView",
    "Most people never need these: other apps and computers, tool servers, and the "
    "program that runs the models.",
)
TOKEN_UNREACHABLE_TEXT = QT_TRANSLATE_NOOP(
    "SettingsView", "Can't reach Hugging Face, the token was kept and will be checked later."
)


def describe_token_check(check: TokenCheck) -> str:
    """What a successful token check tells the person."""
    if check.can_read_gated is False:
        return QCoreApplication.translate(
            "SettingsView",
            (
                "Signed in as {0}, but this token cannot download gated models: give "
                "it access to public gated repositories at "
                "huggingface.co/settings/tokens."
            ),
        ).format(check.user)
    return QCoreApplication.translate("SettingsView", "Signed in as {0}.").format(check.user)


def _check_token(token: str) -> TokenCheck:
    # The Hub client takes a third of a second to import: only when a check is asked.
    from desktop.core.hub.token_check import check_token

    return check_token(token)


class SettingsView(QWidget):
    """Settings that apply at once and are saved in the background."""

    theme_changed = Signal(str)
    runtime_changed = Signal()
    model_folders_changed = Signal()

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._services = services
        self._closed = False
        # Counts token checks so an answer about a token since changed is dropped.
        self._token_check_number = 0
        self._recheck_token = False
        self._save_timer = debounce_timer(self, SAVE_DELAY_MS, self._save_now)

        heading = page_heading(self.tr("Settings"))
        self.status_label = sentence_label(self.tr("Settings status"))
        self._build_groups()
        self.help_group = HelpGroup(self._services)
        self.shortcuts_group = ShortcutsGroup()
        # (list name, section, group title): what people come to change first, then,
        # under their own heading, what only a few need (other programs and computers,
        # the program that runs the models).
        everyday: list[tuple[str, QWidget, str]] = [
            (self.tr("Appearance and accounts"), self._appearance_group(), ""),
            (self.tr("New chats and models"), self.defaults_group, self.defaults_group.title()),
            (self.tr("Model folders"), self._folders_group(), ""),
            (
                self.tr("Where things are kept"),
                self._locations_group(),
                self.tr("Where LlamaDesk keeps things"),
            ),
            (self.tr("Tools the model can use"), self.tools_section.builtin_group, ""),
            (self.tr("Voice"), self.voice_group, ""),
            (self.tr("Keyboard shortcuts"), self.shortcuts_group, ""),
        ]
        advanced: list[tuple[str, QWidget, str]] = [
            (
                self.tr("Tool servers (MCP)"),
                self.tools_section.servers_group,
                self.tr("MCP servers"),
            ),
            (
                self.tr("Other apps"),
                self.serve_group,
                self.tr("Let other apps use the loaded model"),
            ),
            (self.tr("Remote servers"), self.remote_group, ""),
            (
                self.tr("Other computers"),
                self.rpc_section,
                self.tr("Use other computers, share this one"),
            ),
            (self.tr("Runtime"), self.runtime_group, self.runtime_group.title()),
            (self.tr("Help"), self.help_group, ""),
        ]
        advanced_heading = page_heading(_t(ADVANCED_HEADING))
        advanced_note = sentence_label(self.tr("About the advanced settings"), _t(ADVANCED_NOTE))

        self._content = content = QWidget()
        column = QVBoxLayout(content)
        column.addWidget(heading)
        for _name, section, _title in everyday:
            column.addWidget(section)
        column.addSpacing(12)
        column.addWidget(advanced_heading)
        column.addWidget(advanced_note)
        for _name, section, _title in advanced:
            column.addWidget(section)
        column.addWidget(self.status_label)
        column.addStretch(1)
        self._scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        scroll.setAccessibleName(self.tr("Settings"))
        scroll.verticalScrollBar().setAccessibleName(self.tr("Scroll the settings"))
        scroll.horizontalScrollBar().setAccessibleName(self.tr("Scroll the settings sideways"))
        self._focus_ring = FocusRing(scroll)

        self.section_list = SectionList(self.tr("Settings sections"), scroll)
        self.section_list.setToolTip(self.tr("Choose a section to go to it; Enter moves into it."))
        for group, sections, top in (
            (None, everyday, heading),
            (_t(ADVANCED_HEADING), advanced, advanced_heading),
        ):
            if group is not None:
                self.section_list.add_heading(group)
            for index, (name, section, title) in enumerate(sections):
                # The first of a group brings its heading into view with it.
                self.section_list.add_section(
                    name, section, title or name, top=top if index == 0 else None
                )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.section_list)
        layout.addWidget(scroll, 1)
        self.refresh_runtimes()

    def _build_groups(self) -> None:
        self.runtime_group = RuntimeGroup(self._services)
        runtime = self.runtime_group
        runtime.runtime_changed.connect(self.runtime_changed)
        runtime.save_requested.connect(self._save_now)
        runtime.status_reported.connect(self.status_label.setText)
        # The group's parts and calls, by the page's own names (the window and tests
        # use them).
        self.runtime_label, self.runtime_list = runtime.runtime_label, runtime.runtime_list
        self.use_runtime_button = runtime.use_runtime_button
        self.automatic_runtime_button = runtime.automatic_runtime_button
        self.backend_combo, self.install_button = runtime.backend_combo, runtime.install_button
        self.cancel_install_button = runtime.cancel_install_button
        self.install_progress, self.install_message = (
            runtime.install_progress,
            runtime.install_message,
        )
        self.show_runtime, self.refresh_runtimes = runtime.show_runtime, runtime.refresh_runtimes
        self.runtimes, self.choose_runtime = runtime.runtimes, runtime.choose_runtime
        self.is_installing, self.start_install = runtime.is_installing, runtime.start_install
        self.cancel_install = runtime.cancel_install

        # Spin boxes and the prompt change on every key: save once typing pauses.
        self.defaults_group = DefaultsGroup(self._services, self._save_timer.start)
        defaults = self.defaults_group
        self.context_spin, self.offload_combo = defaults.context_spin, defaults.offload_combo
        self.cache_type_combo = defaults.cache_type_combo
        self.temperature_spin, self.top_p_spin = defaults.temperature_spin, defaults.top_p_spin
        self.top_k_spin, self.min_p_spin = defaults.top_k_spin, defaults.min_p_spin
        self.repeat_penalty_spin = defaults.repeat_penalty_spin
        self.seed_spin, self.max_tokens_spin = defaults.seed_spin, defaults.max_tokens_spin
        self.system_prompt_edit = defaults.system_prompt_edit
        self.tools_section = ToolsSection(self._services, self._save_timer.start)
        self.serve_group = ServeGroup(self._services, self._save_timer.start)
        self.remote_group = RemoteServersGroup(self._services, self._save_timer.start)
        self.rpc_section = RpcSection(self._services, self._save_timer.start)
        self.voice_group = VoiceGroup(self._services, self._save_now)
        self.model_folders_changed.connect(self.voice_group.refresh)

    # -- building ----------------------------------------------------------------------

    def _folders_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Model folders"))
        self.folder_list = QListWidget()
        self.folder_list.setAccessibleName(self.tr("Model folders"))
        self.folder_list.setMaximumHeight(110)
        self.folder_list.addItems(self._services.settings.model_folders)
        self.add_folder_button = action_button(
            self.tr("Add &folder…"), self.tr("Add a model folder"), self._choose_folder
        )
        self.remove_folder_button = action_button(
            self.tr("&Remove"),
            self.tr("Remove the selected model folder"),
            self.remove_selected_folder,
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
        group = QGroupBox(self.tr("Appearance and accounts"))
        settings = self._services.settings
        themes = [(theme_name(value), value) for value in THEME_NAMES]
        self.theme_combo = choice_box(self.tr("Theme"), themes)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData(settings.theme))
        self.theme_combo.currentIndexChanged.connect(self._on_theme_chosen)
        self.language_combo = choice_box(
            self.tr("Language"),
            [
                (self.tr("The system's language"), ""),
                *((name, code) for code, name in language.available_languages().items()),
            ],
        )
        # A language whose translation is gone shows as the system's (what is spoken).
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings.language)))
        self.language_combo.currentIndexChanged.connect(self._on_language_chosen)
        self.language_note = sentence_label(self.tr("Language change"))
        self.language_note.hide()

        self.token_edit = text_field(
            self.tr("Hugging Face token"),
            self.tr("Only needed for gated or private models"),
            settings.hf_token or "",
        )
        self.token_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.token_edit.editingFinished.connect(self._on_token_edited)
        self.token_edit.textEdited.connect(self._on_token_typed)
        self.show_token_button = QPushButton(self.tr("Show"))
        self.show_token_button.setAccessibleName(self.tr("Show the Hugging Face token"))
        self.show_token_button.setCheckable(True)
        self.show_token_button.toggled.connect(self._on_show_token)
        self.check_token_button = action_button(
            self.tr("Chec&k"), self.tr("Check the Hugging Face token"), self.check_token
        )
        self.token_check_label = sentence_label(self.tr("Hugging Face token check"))
        token_row = QHBoxLayout()
        token_row.addWidget(self.token_edit, 1)
        token_row.addWidget(self.show_token_button)
        token_row.addWidget(self.check_token_button)
        token_column = QVBoxLayout()
        token_column.addLayout(token_row)
        token_column.addWidget(self.token_check_label)

        form = wrapping_form(group)
        self._add_row(form, self.tr("&Theme"), self.theme_combo)
        language_column = QVBoxLayout()
        language_column.addWidget(self.language_combo)
        language_column.addWidget(self.language_note)
        language_label = QLabel(self.tr("&Language"))
        language_label.setBuddy(self.language_combo)
        form.addRow(language_label, language_column)
        token_label = QLabel(self.tr("Hugging Face t&oken"))
        # Wraps where a language's words run longer than the column ("Hugging-Face-Token").
        token_label.setWordWrap(True)
        # A space's width each side: Qt wraps a right-to-left line holding a left-to-right
        # name ("رمز دخول Hugging Face") to the label's width but draws it with its trailing
        # space, a few pixels wider; the margin keeps the name's first letter in view.
        space = token_label.fontMetrics().horizontalAdvance(" ")
        token_label.setContentsMargins(space, 0, space, 0)
        token_label.setBuddy(self.token_edit)
        form.addRow(token_label, token_column)
        return group

    def _locations_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Where LlamaDesk keeps things"))
        form = wrapping_form(group)
        self.location_labels: dict[str, QLabel] = {}
        self.open_buttons: dict[str, QPushButton] = {}
        for key, title, folder in (
            ("config", self.tr("Settings"), paths.config_dir()),
            ("data", self.tr("Chats and data"), paths.data_dir()),
            ("models", self.tr("Downloaded models"), paths.models_dir()),
        ):
            label = sentence_label(self.tr("{0} folder").format(title), str(folder))
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            button = action_button(
                self.tr("Open"),
                self.tr("Open the {0} folder").format(title.lower()),
                lambda _c=False, f=folder: self._open(f),
            )
            # In a widget of their own, not a bare layout: QFormLayout gives a nested
            # layout one line, so a long path that wraps lost its second line.
            row_widget = QWidget()
            row = QHBoxLayout(row_widget)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(label, 1)
            row.addWidget(button)
            form.addRow(title, row_widget)
            self.location_labels[key] = label
            self.open_buttons[key] = button
        # The summary the previous page version showed; kept for the main window.
        self.data_label = self.location_labels["data"]

        self.download_target_combo = choice_box(
            self.tr("Save downloaded models in"),
            [(_t(text), value) for text, value in DOWNLOAD_TARGETS],
        )
        self.download_target_combo.setCurrentIndex(
            self.download_target_combo.findData(self._services.settings.download_to_hf_cache)
        )
        self.download_target_combo.currentIndexChanged.connect(self._on_download_target_chosen)
        # Narrower than its longest choice when the window is: the page never scrolls
        # sideways for it.
        self.download_target_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.download_target_combo.setMinimumContentsLength(20)
        self._add_row(form, self.tr("Save &downloaded models in"), self.download_target_combo)
        return group

    def _add_row(self, form: QFormLayout, text: str, field: QWidget) -> None:
        label = WrappedFormLabel(text)  # a longer language's words wrap, not cut short
        label.setBuddy(field)
        form.addRow(label, field)

    # -- model folders -----------------------------------------------------------------

    def model_folders(self) -> list[str]:
        return [self.folder_list.item(row).text() for row in range(self.folder_list.count())]

    @Slot()
    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add a folder with models"))
        if folder:
            self.add_model_folder(Path(folder))

    def add_model_folder(self, folder: Path) -> bool:
        """Scan ``folder`` for models from now on; False (with a message) if it cannot."""
        if not folder.is_dir():
            self.status_label.setText(
                self.tr("{0} is not a folder, so it was not added.").format(folder)
            )
            return False
        text = str(folder.absolute())
        folders = self._services.settings.model_folders
        if text in folders:
            self.status_label.setText(self.tr("{0} is already in the list.").format(text))
            return False
        folders.append(text)
        self.folder_list.addItem(text)
        self._save_now()
        self.model_folders_changed.emit()
        return True

    @Slot()
    def remove_selected_folder(self) -> None:
        """Stop scanning the selected folder (its files stay where they are)."""
        row = picked_row(self.folder_list, self.status_label.setText, self.tr("a folder"))
        if row is None:
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

    @Slot(int)
    def _on_language_chosen(self, _index: int) -> None:
        value = self.language_combo.currentData()
        if not isinstance(value, str) or value == self._services.settings.language:
            return
        self._services.settings.language = value
        self._save_now()
        # Every page was built with its words: a new language needs a new start.
        self.language_note.setText(
            self.tr("LlamaDesk speaks the language you chose from its next start.")
        )
        self.language_note.show()

    @Slot()
    def _on_token_edited(self) -> None:
        value = self.token_edit.text().strip() or None
        if value != self._services.settings.hf_token:
            self._services.settings.hf_token = value
            self._save_now()
            # Says that it was saved, never what it is.
            self.status_label.setText(
                self.tr("Hugging Face token saved.")
                if value
                else self.tr("Hugging Face token removed.")
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
            self._show_token_check(self.tr("Paste a token first."), error=True)
            return
        self._token_check_number += 1
        number = self._token_check_number
        self.check_token_button.setEnabled(False)
        self._show_token_check(self.tr("Checking…"))
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
            self._show_token_check(_t(TOKEN_UNREACHABLE_TEXT))
        elif isinstance(error, LlamaDeskError):  # a refused token says what to do
            self._show_token_check(hub_error_text(error), error=True)
        else:  # never the error's own text: it could quote the request
            self._show_token_check(
                self.tr("The token could not be checked; try again."), error=True
            )

    def _show_token_check(self, text: str, *, error: bool = False) -> None:
        set_tone(self.token_check_label, "error" if error else "")
        self.token_check_label.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        # The list of sections only where the settings still fit beside it: in a narrow
        # window the page keeps the room and is scrolled as one.
        needed = max(SETTINGS_LEAST_WIDTH, self._content.minimumSizeHint().width())
        needed += self._scroll.verticalScrollBar().sizeHint().width()
        self.section_list.setVisible(self.width() >= self.section_list.width() + needed)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._recheck_token and not self._closed:
            self.check_token()

    @Slot(bool)
    def _on_show_token(self, shown: bool) -> None:
        self.token_edit.setEchoMode(
            QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        )
        self.show_token_button.setText(self.tr("Hide") if shown else self.tr("Show"))
        self.show_token_button.setAccessibleName(
            self.tr("Hide the Hugging Face token")
            if shown
            else self.tr("Show the Hugging Face token")
        )

    # -- downloads ---------------------------------------------------------------------

    @Slot(int)
    def _on_download_target_chosen(self, _index: int) -> None:
        value = self.download_target_combo.currentData()
        if not isinstance(value, bool) or value == self._services.settings.download_to_hf_cache:
            return
        self._services.settings.download_to_hf_cache = value
        self._save_now()

    # -- data folders ------------------------------------------------------------------

    def _open(self, folder: Path) -> None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.status_label.setText(
                self.tr("Could not create {0}: {1}.").format(folder, error.strerror)
            )
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.status_label.setText(
                self.tr("Could not open {0} in the file manager.").format(folder)
            )

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
        self.runtime_group.shutdown()
        self.tools_section.shutdown()
        self.rpc_section.shutdown()


_t = words_in("SettingsView")
