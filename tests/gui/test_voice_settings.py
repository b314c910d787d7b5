"""Settings → Voice: the speech and listening models offered are the library's models
that can (with words saying what each is for); the choices, the voice sample, the
language and "Read answers aloud automatically" are kept in the settings file and shown
again after a restart; models that arrive later are offered when Settings shows again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from desktop.core.settings import SettingsStore
from desktop.gui.settings.settings_voice import FIRST_IN_LIBRARY, NONE_IN_LIBRARY, VoiceGroup
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import close_window
from tests.support.settings_file import stored_settings

SAVE_TIMEOUT_MS = 10_000
SCAN_TIMEOUT_MS = 30_000


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def _items(combo: object) -> list[str]:
    from PySide6.QtWidgets import QComboBox

    assert isinstance(combo, QComboBox)
    return [combo.itemText(row) for row in range(combo.count())]


def _voice_group(qtbot: QtBot, window: MainWindow) -> VoiceGroup:
    window.show_page("Settings")
    group = window.settings_view.voice_group
    qtbot.waitUntil(group.isVisible, timeout=10_000)
    return group


def test_voice_settings_offer_what_can_speak_and_listen_and_are_kept_after_a_restart(
    qtbot: QtBot, voice: dict[str, Path], tmp_path: Path
) -> None:
    store = SettingsStore()
    settings = store.load()
    settings.model_folders = [str(voice["speech"].parent)]
    store.save(settings)
    window = MainWindow.with_new_services(store, store.load())
    try:
        window.show()
        qtbot.waitExposed(window)
        group = _voice_group(qtbot, window)
        assert group.title() == "Voice"
        assert "Voice" in [window.settings_view.section_list.item(row).text()
                           for row in range(window.settings_view.section_list.count())]
        # Only what speaks is offered to speak, only what listens to listen.
        qtbot.waitUntil(lambda: group.speech_combo.count() == 3, timeout=SCAN_TIMEOUT_MS)
        # What speaks without a voice sample first: the app's own choice works as it is.
        assert _items(group.speech_combo) == [FIRST_IN_LIBRARY, "tiny-qwen3-tts",
                                              "tiny-pocket-tts"]
        assert _items(group.listening_combo) == [FIRST_IN_LIBRARY, "tiny-listening"]
        assert "Reads answers aloud" in group.speech_combo.toolTip()
        assert "Writes down what you say" in group.listening_combo.toolTip()
        assert "1 listening model" in group.status_label.text()

        group.speech_combo.setCurrentIndex(group.speech_combo.findText("tiny-qwen3-tts"))
        group.listening_combo.setCurrentIndex(1)
        group.set_voice_sample(voice["pocket_voice"])
        assert group.language_combo.currentText() == "The model's own"
        group.language_combo.setCurrentIndex(group.language_combo.findText("Deutsch"))
        _tick(qtbot, group.auto_check)
        qtbot.waitUntil(lambda: stored_settings().get("read_aloud_automatically") is True,
                        timeout=SAVE_TIMEOUT_MS)
        assert stored_settings()["speech_model"] == str(voice["speech"])
        assert stored_settings()["listening_model"] == str(voice["listening"])
        assert stored_settings()["speech_voice_sample"] == str(voice["pocket_voice"])
        assert stored_settings()["speech_language"] == "de"
    finally:
        close_window(qtbot, window)

    # Started again: everything as it was chosen.
    window = MainWindow.with_new_services(store, store.load())
    try:
        window.show()
        qtbot.waitExposed(window)
        group = _voice_group(qtbot, window)
        qtbot.waitUntil(lambda: group.speech_combo.count() == 3, timeout=SCAN_TIMEOUT_MS)
        assert group.speech_combo.currentText() == "tiny-qwen3-tts"
        assert group.listening_combo.currentText() == "tiny-listening"
        assert group.sample_edit.text() == str(voice["pocket_voice"])
        assert group.auto_check.isChecked()
        assert group.language_combo.currentText() == "Deutsch"

        # Back to the library's choice and the model's own voice.
        group.speech_combo.setCurrentIndex(0)
        group.clear_sample_button.click()
        qtbot.waitUntil(lambda: stored_settings().get("speech_model", "") is None,
                        timeout=SAVE_TIMEOUT_MS)
        qtbot.waitUntil(lambda: stored_settings().get("speech_voice_sample", "") is None,
                        timeout=SAVE_TIMEOUT_MS)
        assert not group.clear_sample_button.isEnabled()
    finally:
        close_window(qtbot, window)


def test_an_empty_library_says_none_is_there_until_models_arrive(
    qtbot: QtBot, window: MainWindow, voice: dict[str, Path]
) -> None:
    group = _voice_group(qtbot, window)
    qtbot.waitUntil(lambda: "Found in your library" in group.status_label.text(),
                    timeout=SCAN_TIMEOUT_MS)
    assert _items(group.speech_combo) == [NONE_IN_LIBRARY]
    assert _items(group.listening_combo) == [NONE_IN_LIBRARY]
    assert "no speech model, no listening model" in group.status_label.text()
    # Models that arrived meanwhile (a download) are offered when Settings shows again.
    window.services.settings.model_folders = [str(voice["speech"].parent)]
    window.show_page("Chat")
    window.show_page("Settings")
    qtbot.waitUntil(lambda: group.speech_combo.count() == 3, timeout=SCAN_TIMEOUT_MS)
    assert group.speech_combo.itemText(0) == FIRST_IN_LIBRARY
