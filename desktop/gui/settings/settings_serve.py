"""The Settings page's "Other apps": let other programs use the loaded model through
llama-server's own OpenAI- and Anthropic-compatible API.

On/off, the port, the local network (off by default, with a plain warning), the key
(always required: shown hidden, with Show, Copy and Regenerate), the addresses to
give the other apps, and a speech model they may ask to speak (OpenAI's
``/v1/audio/speech`` on the same address and key; the core's ``speech_for_apps``). A
change applies at the next load; "Apply now" reloads the model.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
)

from desktop.core.runtime.serve_access import (
    NETWORK_WARNING,
    ServeAccess,
    ServeSettingsError,
    access_from_settings,
    ensure_api_key,
    new_api_key,
)
from desktop.core.settings import Settings
from desktop.gui.settings.settings_group import SettingsGroup
from desktop.gui.settings.settings_voice import fill_model_choice, model_combo
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.box_layouts import column, wrapping_form
from desktop.gui.widgets.form_controls import action_button, check_box, copy_button, whole_box
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

if TYPE_CHECKING:
    from desktop.core.host.speech_for_apps import SpeechServed
    from desktop.core.host.voice import VoiceModels

INTRO = QT_TRANSLATE_NOOP(
    "SettingsServe",
    "Other programs on this computer (code editors, scripts, chat apps that speak the "
    "OpenAI or Anthropic API) can use the loaded model. Give them the address and the key "
    "below; a request without the key is refused. The app keeps chatting as usual.",
)
APPLIES_LATER = QT_TRANSLATE_NOOP("SettingsServe", "Changes apply the next time a model is loaded.")
SPEECH_HELP = QT_TRANSLATE_NOOP(
    "SettingsServe",
    "Other apps can also ask this model to read text aloud (OpenAI's speech API, at the "
    "same address with the same key). It speaks in the voice and language chosen under "
    "Voice.",
)
NO_SPEECH = QT_TRANSLATE_NOOP("SettingsServe", "None")
LOWEST_PORT = 1024  # lower ports need administrator rights on Linux


class ServeGroup(SettingsGroup):
    """The "Other apps" group."""

    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__(QCoreApplication.translate("SettingsServe", "Other apps"), services, save)
        settings = services.settings

        self.serve_check = check_box(
            self.tr("Let other apps use the loaded model"),
            self.tr("Let other apps use the loaded model"),
            self._on_serve_toggled,
            checked=settings.serve_enabled,
        )

        self.port_spin = whole_box(
            self.tr("Port for other apps"),
            LOWEST_PORT,
            65535,
            tip=self.tr("The port other apps connect to (8080 by default)."),
        )
        self.port_spin.setValue(max(LOWEST_PORT, min(65535, settings.serve_port)))
        self.port_spin.valueChanged.connect(self._on_port_changed)

        self.network_check = check_box(
            self.tr("Also let other computers on my network use it"),
            self.tr("Also let other computers on my network use it"),
            self._on_network_toggled,
            checked=settings.serve_on_network,
        )
        self.network_warning = sentence_label(
            self.tr("Local network warning"), self.tr("Warning: {0}").format(NETWORK_WARNING)
        )
        self.network_warning.setObjectName("error")

        self.key_edit = QLineEdit()
        self.key_edit.setReadOnly(True)
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setAccessibleName(self.tr("Key for other apps"))
        self.show_key_button = action_button(
            self.tr("Show"), self.tr("Show the key"), self._on_show_key
        )
        self.show_key_button.setCheckable(True)
        self.copy_key_button = copy_button(
            self.tr("Copy the key"), lambda: self._services.settings.serve_api_key or ""
        )
        self.regenerate_button = action_button(
            self.tr("Regenerate"),
            self.tr("Make a new key (apps with the old one are refused)"),
            self.regenerate_key,
        )
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_edit, 1)
        for button in (self.show_key_button, self.copy_key_button, self.regenerate_button):
            key_row.addWidget(button)

        self.url_edit = QLineEdit()
        self.url_edit.setReadOnly(True)
        self.url_edit.setAccessibleName(self.tr("Address for other apps"))
        self.copy_url_button = copy_button(self.tr("Copy the address"), self.url_edit.text)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url_edit, 1)
        url_row.addWidget(self.copy_url_button)
        self.network_urls_label = sentence_label(self.tr("Addresses for other computers"))

        self.speech_combo = model_combo(self.tr("Speech model for other apps"), _t(SPEECH_HELP))
        fill_model_choice(self.speech_combo, _t(NO_SPEECH), [], settings.serve_speech_model)
        self.speech_combo.currentIndexChanged.connect(self._on_speech_chosen)
        self.speech_status = sentence_label(self.tr("Speech for other apps"))

        self.apply_note = sentence_label(self.tr("When changes apply"), _t(APPLIES_LATER))
        self.apply_button = action_button(
            self.tr("Apply now (reloads the model)"),
            self.tr("Apply now, reloading the model"),
            self.apply_now,
        )

        form = wrapping_form()
        form.addRow(self.tr("Port:"), self.port_spin)
        form.addRow(self.tr("Key:"), key_row)
        form.addRow(self.tr("Address:"), url_row)
        form.addRow(self.tr("Speech model:"), self.speech_combo)
        form.addRow("", sentence_label(self.tr("What the speech model for other apps is for"),
                                       _t(SPEECH_HELP)))  # fmt: skip
        column(
            self,
            sentence_label(self.tr("About other apps"), _t(INTRO)),
            self.serve_check,
            form,
            self.speech_status,
            self.network_urls_label,
            self.network_check,
            self.network_warning,
            self.apply_note,
            self.apply_button,
        )
        if services.has_controller():  # in the window, always; a page on its own may have none
            services.controller.model_state_changed.connect(lambda _state: self._show_state())
        self._show_state()
        self.refresh_speech_models()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # A speech model downloaded since (Discover) is offered the next time it shows.
        if not event.spontaneous():
            self.refresh_speech_models()

    @Slot()
    def refresh_speech_models(self) -> None:
        """Look in the library again (on the probe thread) for models that speak."""
        settings = copy.deepcopy(self._services.settings)
        self._services.probes.submit(lambda: _speaking(settings), self._fill_speech)

    def _fill_speech(self, found: VoiceModels | None) -> None:
        models = found.speaking if found is not None else []
        fill_model_choice(self.speech_combo, _t(NO_SPEECH), models,
                          self._services.settings.serve_speech_model)  # fmt: skip

    # -- what the person sees ------------------------------------------------------------

    def access(self) -> ServeAccess | None:
        """The access these settings give (None until a key exists)."""
        if not self._services.settings.serve_api_key:
            return None
        try:
            return access_from_settings(self._services.settings)
        except ServeSettingsError:
            return None  # a hand-edited port out of range, until the box sets one

    def _show_state(self) -> None:
        settings = self._services.settings
        on = settings.serve_enabled
        for widget in (
            self.port_spin,
            self.key_edit,
            self.show_key_button,
            self.copy_key_button,
            self.regenerate_button,
            self.url_edit,
            self.copy_url_button,
            self.network_check,
            self.speech_combo,
        ):
            widget.setEnabled(on)
        self.key_edit.setText(settings.serve_api_key or "")
        access = self.access()
        self.url_edit.setText(access.base_url if access is not None else "")
        others = access.network_urls() if access is not None and on else []
        self.network_urls_label.setText(
            self.tr("From other computers: {0}").format(", ".join(others)) if others else ""
        )
        self.network_urls_label.setVisible(bool(others))
        self.network_warning.setVisible(on and settings.serve_on_network)
        loaded = (self._services.controller.state.loaded
                  if self._services.has_controller() else None)  # fmt: skip
        self.apply_button.setEnabled(loaded is not None)
        status = speech_status(settings.serve_speech_model if on else None,
                               loaded.speech_for_apps if loaded is not None else None,
                               access, loaded is not None)  # fmt: skip
        self.speech_status.setText(status)
        self.speech_status.setVisible(bool(status))

    # -- actions -------------------------------------------------------------------------

    @Slot(bool)
    def _on_serve_toggled(self, on: bool) -> None:
        changed = replace(self._services.settings, serve_enabled=on)
        ensure_api_key(changed)  # a key always exists while serving is on
        self._change(changed)

    @Slot(int)
    def _on_port_changed(self, port: int) -> None:
        self._change(replace(self._services.settings, serve_port=port))

    @Slot(bool)
    def _on_network_toggled(self, on: bool) -> None:
        self._change(replace(self._services.settings, serve_on_network=on))

    @Slot(int)
    def _on_speech_chosen(self, _index: int) -> None:
        value = self.speech_combo.currentData()
        self._change(
            replace(
                self._services.settings,
                serve_speech_model=value if isinstance(value, str) else None,
            )
        )

    @Slot(bool)
    def _on_show_key(self, shown: bool) -> None:
        self.key_edit.setEchoMode(
            QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        )
        self.show_key_button.setText(self.tr("Hide") if shown else self.tr("Show"))

    def regenerate_key(self) -> None:
        self._change(replace(self._services.settings, serve_api_key=new_api_key()))

    def apply_now(self) -> None:
        """Reload the loaded model, so it serves with these settings."""
        self._services.controller.reload()

    def _change(self, changed: Settings) -> None:
        super()._change(changed)
        self._show_state()


def _speaking(settings: Settings) -> VoiceModels:
    from desktop.core.host.voice import voice_models

    return voice_models(settings)


def speech_status(
    chosen: str | None, served: SpeechServed | None, access: ServeAccess | None, loaded: bool
) -> str:
    """One sentence on speech for other apps: where they ask for it, when it starts, or
    why it did not (empty when serving is off or no speech model is chosen)."""
    if not chosen:
        return ""
    name = Path(chosen).stem
    if served is not None and served.model_path == Path(chosen):
        if served.problem is not None:
            return QCoreApplication.translate(
                "SettingsServe", "Speech for other apps did not start: {0}"
            ).format(_not_served_text(served))
        url = (
            f"{access.base_url}/audio/speech"
            if access is not None
            else QCoreApplication.translate("SettingsServe", "the address above")
        )
        return QCoreApplication.translate(
            "SettingsServe", "Other apps can ask {0} to speak at {1}."
        ).format(name, url)
    if loaded:
        return QCoreApplication.translate(
            "SettingsServe", "{0} speaks for other apps from the next time a model is loaded."
        ).format(name)
    return QCoreApplication.translate(
        "SettingsServe", "{0} speaks for other apps once a model is loaded."
    ).format(name)


def _not_served_text(served: SpeechServed) -> str:
    """Why speech for other apps did not start, in the window's language (from its kind;
    the core's sentence for one this does not know)."""
    from desktop.core.host.speech_for_apps import NotServedProblem
    from desktop.gui.widgets.voice_words import voice_error_text

    if served.kind is NotServedProblem.PORT_IN_USE:
        return QCoreApplication.translate(
            "SettingsServe",
            "port {0} is in use by another program; choose another port above.",
        ).format(served.port)
    if served.error is not None:
        return voice_error_text(served.error)
    return served.problem or ""


_t = words_in("SettingsServe")
