"""The Settings page's "Voice": which model reads answers aloud and which writes down
what is said (each chosen from the library's models that can, or left to the app), a
voice sample to speak in, and whether every answer is read aloud by itself.

The library is read on the probe thread, when the page is built or shown and each time
the model folders change.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QLineEdit

from desktop.core.host.spoken_text import LANGUAGE_NAMES
from desktop.core.settings import Settings
from desktop.gui.settings.settings_group import SettingsGroup
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.box_layouts import column, wrapping_form
from desktop.gui.widgets.form_controls import (
    action_button,
    buddy_label,
    check_box,
    choice_box,
    show_choice,
)
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

if TYPE_CHECKING:
    from desktop.core.host.voice import VoiceModels

INTRO = QT_TRANSLATE_NOOP(
    "SettingsVoice",
    "LlamaDesk can read answers aloud (the \u201cRead aloud\u201d button on each answer) and "
    "write down what you say (the \u201cSpeak\u201d button beside the message box). Both run "
    "on this computer: nothing you say leaves it, and the microphone is on only between "
    "your two presses.",
)
SPEECH_HELP = QT_TRANSLATE_NOOP(
    "SettingsVoice",
    "Reads answers aloud: a Qwen3-TTS or Pocket TTS model, with its mmproj file in the same "
    "folder.",
)
LISTENING_HELP = QT_TRANSLATE_NOOP(
    "SettingsVoice",
    "Writes down what you say: a model that hears (Voxtral, Ultravox, Qwen2-Audio, "
    "Gemma 3n), with its audio mmproj file in the same folder.",
)
SAMPLE_HELP = QT_TRANSLATE_NOOP(
    "SettingsVoice",
    "Optional for Qwen3-TTS, needed for Pocket TTS: a few seconds of someone speaking "
    "(WAV or MP3); answers are read in that voice.",
)
LANGUAGE_HELP = QT_TRANSLATE_NOOP(
    "SettingsVoice",
    "The language answers are in, for speech models that speak several (Qwen3-TTS).",
)
MODELS_OWN_LANGUAGE = QT_TRANSLATE_NOOP("SettingsVoice", "The model's own")
SPEED_NOTE = QT_TRANSLATE_NOOP(
    "SettingsVoice",
    "Answers are read at the speech model's own pace: llama.cpp's speech program has no "
    "speed setting.",
)
FIRST_IN_LIBRARY = QT_TRANSLATE_NOOP("SettingsVoice", "The first in your library")
NONE_IN_LIBRARY = QT_TRANSLATE_NOOP("SettingsVoice", "None in your library yet")
SOUND_FILES = QT_TRANSLATE_NOOP("SettingsVoice", "Sound files (*.wav *.mp3)")


def _found(settings: Settings) -> VoiceModels:
    from desktop.core.host.voice import voice_models

    return voice_models(settings)


class VoiceGroup(SettingsGroup):
    """The "Voice" group."""

    def __init__(self, services: AppServices, save: Callable[[], None]) -> None:
        super().__init__(QCoreApplication.translate("SettingsVoice", "Voice"), services, save)
        settings = services.settings
        self.speech_combo = model_combo(
            self.tr("Speech model, which reads answers aloud"), _t(SPEECH_HELP)
        )
        self.listening_combo = model_combo(
            self.tr("Listening model, which writes down what you say"), _t(LISTENING_HELP)
        )
        self._fill(None)

        self.sample_edit = QLineEdit(settings.speech_voice_sample or "")
        self.sample_edit.setReadOnly(True)
        self.sample_edit.setPlaceholderText(self.tr("The model's own voice"))
        self.sample_edit.setAccessibleName(self.tr("Voice sample"))
        self.choose_sample_button = action_button(
            self.tr("Choose…"), self.tr("Choose a voice sample"), self._choose_sample
        )
        self.clear_sample_button = action_button(
            self.tr("Clear"),
            self.tr("Use the model's own voice"),
            lambda: self.set_voice_sample(None),
        )
        sample_row = QHBoxLayout()
        sample_row.addWidget(self.sample_edit, 1)
        sample_row.addWidget(self.choose_sample_button)
        sample_row.addWidget(self.clear_sample_button)

        self.language_combo = choice_box(
            self.tr("Language answers are read in"),
            [
                (_t(MODELS_OWN_LANGUAGE), None),
                *((native_language_name(code), code) for code in LANGUAGE_NAMES),
            ],
        )
        self.language_combo.setToolTip(_t(LANGUAGE_HELP))
        if settings.speech_language:
            show_choice(self.language_combo, settings.speech_language)
        self.language_combo.currentIndexChanged.connect(self._on_language_chosen)

        self.auto_check = check_box(
            self.tr("Read answers aloud automatically"),
            self.tr("Read answers aloud automatically"),
            self._on_auto_toggled,
            checked=settings.read_aloud_automatically,
        )
        self.status_label = sentence_label(self.tr("Voice models found"))

        form = wrapping_form()
        form.addRow(buddy_label(self.tr("&Speech model:"), self.speech_combo), self.speech_combo)
        form.addRow("", sentence_label(self.tr("What the speech model is for"), _t(SPEECH_HELP)))
        form.addRow(
            buddy_label(self.tr("&Listening model:"), self.listening_combo), self.listening_combo
        )
        form.addRow(
            "", sentence_label(self.tr("What the listening model is for"), _t(LISTENING_HELP))
        )
        form.addRow(buddy_label(self.tr("Lan&guage:"), self.language_combo), self.language_combo)
        form.addRow(buddy_label(self.tr("&Voice sample:"), self.sample_edit), sample_row)
        form.addRow("", sentence_label(self.tr("What the voice sample is for"), _t(SAMPLE_HELP)))
        column(
            self,
            sentence_label(self.tr("About voice"), _t(INTRO)),
            form,
            self.auto_check,
            sentence_label(self.tr("Reading speed"), _t(SPEED_NOTE)),
            self.status_label,
        )
        self.speech_combo.currentIndexChanged.connect(self._on_speech_chosen)
        self.listening_combo.currentIndexChanged.connect(self._on_listening_chosen)
        self._sync_sample_buttons()
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # A model downloaded since (Discover) is offered the next time Settings shows.
        if not event.spontaneous():
            self.refresh()

    # -- the library's voice models ------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """Look in the library again (on the probe thread) for models that speak or listen."""
        settings = copy.deepcopy(self._services.settings)
        self._services.probes.submit(lambda: _found(settings), self._fill)

    def _fill(self, found: VoiceModels | None) -> None:
        settings = self._services.settings
        speaking = found.speaking if found is not None else []
        listening = [model for model, _projector in found.listening] if found is not None else []
        for combo, models, chosen in (
            (self.speech_combo, speaking, settings.speech_model),
            (self.listening_combo, listening, settings.listening_model),
        ):
            fill_model_choice(combo, _t(FIRST_IN_LIBRARY if models else NONE_IN_LIBRARY), models,
                              chosen)  # fmt: skip
        if found is not None:
            self.status_label.setText(
                _found_text(
                    self._count_text(len(speaking), listening=False),
                    self._count_text(len(listening), listening=True),
                    len(speaking),
                    len(listening),
                )
            )

    # -- choices ---------------------------------------------------------------------------

    @Slot(int)
    def _on_speech_chosen(self, _index: int) -> None:
        value = self.speech_combo.currentData()
        self._change(
            dataclasses.replace(
                self._services.settings, speech_model=value if isinstance(value, str) else None
            )
        )

    @Slot(int)
    def _on_listening_chosen(self, _index: int) -> None:
        value = self.listening_combo.currentData()
        self._change(
            dataclasses.replace(
                self._services.settings, listening_model=value if isinstance(value, str) else None
            )
        )

    @Slot(int)
    def _on_language_chosen(self, _index: int) -> None:
        value = self.language_combo.currentData()
        self._change(
            dataclasses.replace(
                self._services.settings, speech_language=value if isinstance(value, str) else None
            )
        )

    @Slot(bool)
    def _on_auto_toggled(self, on: bool) -> None:
        self._change(dataclasses.replace(self._services.settings, read_aloud_automatically=on))

    @Slot()
    def _choose_sample(self) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose a voice sample"), "", _t(SOUND_FILES)
        )
        if chosen:
            self.set_voice_sample(Path(chosen))

    def set_voice_sample(self, path: Path | None) -> None:
        """Speak in the voice of ``path`` from now on (None: the model's own voice)."""
        value = str(path) if path is not None else None
        self.sample_edit.setText(value or "")
        self._change(dataclasses.replace(self._services.settings, speech_voice_sample=value))
        self._sync_sample_buttons()

    def _sync_sample_buttons(self) -> None:
        self.clear_sample_button.setEnabled(bool(self._services.settings.speech_voice_sample))

    def _count_text(self, number: int, *, listening: bool) -> str:
        """A count of models as a whole phrase: Qt's plural forms (through self.tr, where
        pyside6-lupdate marks them) for every count but none and exactly one (the
        English source has no catalogue of its own)."""
        if listening:
            if number == 0:
                return self.tr("no listening model")
            if number == 1:
                return self.tr("1 listening model")
            return self.tr("%Ln listening models", "", number)
        if number == 0:
            return self.tr("no speech model")
        if number == 1:
            return self.tr("1 speech model")
        return self.tr("%Ln speech models", "", number)


def model_combo(name: str, tip: str) -> QComboBox:
    """A drop-down of models, narrower than a long file name when the window is: the
    page never scrolls sideways for it."""
    combo = QComboBox()
    combo.setAccessibleName(name)
    combo.setToolTip(tip)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(20)
    return combo


def fill_model_choice(combo: QComboBox, first: str, models: list[Path], chosen: str | None) -> None:
    """Offer ``first`` (no model of its own) and ``models`` by name, ``chosen`` selected,
    without telling the combo's listeners (nothing was chosen by the person)."""
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(first, None)
    for model in models:
        combo.addItem(model.stem, str(model))
        combo.setItemData(combo.count() - 1, str(model), Qt.ItemDataRole.ToolTipRole)
    if chosen:
        if combo.findData(chosen) < 0:  # chosen before, not found now: still shown
            combo.addItem(Path(chosen).stem, chosen)
        combo.setCurrentIndex(combo.findData(chosen))
    combo.blockSignals(False)


def _found_text(spoken: str, heard: str, speaking: int, listening: int) -> str:
    text = QCoreApplication.translate("SettingsVoice", "Found in your library: {0}, {1}.").format(
        spoken, heard
    )
    if not speaking or not listening:
        text += QCoreApplication.translate(
            "SettingsVoice", " Download them into one of your model folders to use them here."
        )
    return text


_t = words_in("SettingsVoice")



# The languages a voice speaks, each named in itself as the app's own language list names
# them: a speaker finds their language whatever the window's (names, not translated).
NATIVE_NAMES = {
    "en": "English", "zh": "中文", "de": "Deutsch", "it": "Italiano", "pt": "Português",
    "es": "Español", "ja": "日本語", "ko": "한국어", "fr": "Français", "ru": "Русский",
}  # fmt: skip


def native_language_name(code: str) -> str:
    return NATIVE_NAMES.get(code) or LANGUAGE_NAMES.get(code, code)
