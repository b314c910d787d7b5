"""The Settings page: every setting persists, the theme applies, the token stays secret,
runtimes are listed and installed (the real install, reusing the real cached build)."""

from __future__ import annotations

import logging
import os
import socket
import stat
import threading
from pathlib import Path
from typing import Any

import pytest
from huggingface_hub import constants as hf_constants
from PySide6.QtCore import QObject, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.hub.token_check import INVALID_TOKEN_MESSAGE
from desktop.core.runtime.build import install_runtime
from desktop.core.runtime.build_progress import BuildProgress
from desktop.core.runtime.discovery import Runtime
from desktop.core.settings import Settings, SettingsStore
from desktop.gui.settings import settings_runtime
from desktop.gui.settings import settings_view as settings_view_module
from desktop.gui.settings.settings_view import TOKEN_UNREACHABLE_TEXT, SettingsView
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import apply_theme
from tests.gui.chat_helpers import type_into
from tests.gui.conftest import close_window
from tests.support.fake_hub import FakeHub
from tests.support.vulkan_runtime import REAL_CACHE

SAVE_TIMEOUT_MS = 10_000
SECRET_TOKEN = "hf_TopSecretTokenValue1234567890"


def stored() -> Settings:
    return SettingsStore().load()


def wait_stored(qtbot: QtBot, check: Any) -> None:
    """Wait until the settings file (read back from disk) passes ``check``."""
    qtbot.waitUntil(lambda: check(stored()), timeout=SAVE_TIMEOUT_MS)


def texts_shown(window: QWidget) -> list[str]:
    """Every text a person (or a screen reader) can see in the window, echo mode aside."""
    texts = [label.text() for label in window.findChildren(QLabel)]
    texts += [widget.accessibleName() for widget in window.findChildren(QWidget)]
    texts += [widget.accessibleDescription() for widget in window.findChildren(QWidget)]
    texts += [widget.toolTip() for widget in window.findChildren(QWidget)]
    texts.append(window.windowTitle())
    return texts


def test_every_setting_persists(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    view = window.settings_view
    window.show_page("Settings")

    view.context_spin.setValue(4096)
    view.offload_combo.setCurrentIndex(view.offload_combo.findData("cpu"))
    view.cache_type_combo.setCurrentIndex(view.cache_type_combo.findData("q8_0"))
    view.temperature_spin.setValue(0.3)
    view.top_p_spin.setValue(0.8)
    view.max_tokens_spin.setValue(512)
    view.system_prompt_edit.setPlainText("Answer in one sentence.")
    view.theme_combo.setCurrentIndex(view.theme_combo.findData("light"))
    wait_stored(
        qtbot,
        lambda s: (
            (
                s.default_context,
                s.default_gpu_offload,
                s.default_cache_type,
                s.default_temperature,
                s.default_top_p,
                s.default_max_tokens,
                s.default_system_prompt,
                s.theme,
            )
            == (4096, "cpu", "q8_0", 0.3, 0.8, 512, "Answer in one sentence.", "light")
        ),
    )

    # Back to "automatic" / "no limit": stored as null, not as 0.
    view.context_spin.setValue(0)
    view.max_tokens_spin.setValue(0)
    wait_stored(qtbot, lambda s: s.default_context is None and s.default_max_tokens is None)

    first, second = tmp_path / "models-a", tmp_path / "models-b"
    first.mkdir()
    second.mkdir()
    assert view.add_model_folder(first)
    assert view.add_model_folder(second)
    assert not view.add_model_folder(first)  # already there
    assert not view.add_model_folder(tmp_path / "missing")
    assert "not a folder" in view.status_label.text()
    wait_stored(qtbot, lambda s: s.model_folders == [str(first), str(second)])
    view.folder_list.setCurrentRow(0)
    view.remove_folder_button.click()
    assert view.model_folders() == [str(second)]
    wait_stored(qtbot, lambda s: s.model_folders == [str(second)])

    apply_theme(QApplication.instance(), "system")  # type: ignore[arg-type]


def test_sampling_defaults_are_offered_and_start_new_chats(
    window: MainWindow, qtbot: QtBot
) -> None:
    view = window.settings_view
    window.show_page("Settings")
    new_fields = (view.top_k_spin, view.min_p_spin, view.repeat_penalty_spin, view.seed_spin)
    for spin in new_fields:
        assert spin.isVisible()
        assert spin.accessibleName().startswith("Default ")
        assert spin.toolTip()
    # Out of the box they show llama-server's own defaults, in words where they are off.
    assert [spin.text() for spin in new_fields] == ["40", "0.05", "Off", "Random"]

    type_into(qtbot, view.top_k_spin, "20")
    type_into(qtbot, view.min_p_spin, "0.1")
    type_into(qtbot, view.repeat_penalty_spin, "1.15")
    type_into(qtbot, view.seed_spin, "1234")
    wait_stored(
        qtbot,
        lambda s: (
            (s.default_top_k, s.default_min_p, s.default_repeat_penalty, s.default_seed)
            == (20, 0.1, 1.15, 1234)
        ),
    )

    # Ctrl+N from the Settings page: the new chat shows the defaults just chosen.
    chat = window.chat_view
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.current_page() == "Chat"
    qtbot.mouseClick(chat.sampling.more_button, Qt.MouseButton.LeftButton)
    sampling = chat.sampling
    assert sampling.details.isVisible()
    assert [
        spin.text()
        for spin in (sampling.top_k, sampling.min_p, sampling.repeat_penalty, sampling.seed)
    ] == ["20", "0.10", "1.15", "1234"]

    # Back to a random seed and no candidate limit: stored as null and 0, shown so.
    window.show_page("Settings")
    type_into(qtbot, view.seed_spin, "-1")
    type_into(qtbot, view.top_k_spin, "0")
    assert (view.seed_spin.text(), view.top_k_spin.text()) == ("Random", "Off")
    wait_stored(qtbot, lambda s: s.default_seed is None and s.default_top_k == 0)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert (sampling.seed.text(), sampling.top_k.text()) == ("random", "off")


def test_theme_applies_at_once(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The offscreen platform keeps its own colours whatever is asked, so the test
    # watches the request reach the application (the real apply_theme still runs).
    applied: list[tuple[object, str]] = []

    def watched_apply(app: QApplication, theme: str) -> None:
        applied.append((app, theme))
        apply_theme(app, theme)

    monkeypatch.setattr(settings_view_module, "apply_theme", watched_apply)
    view = window.settings_view
    app = QApplication.instance()
    try:
        view.theme_combo.setCurrentIndex(view.theme_combo.findData("dark"))
        assert applied == [(app, "dark")]  # at once, before any save or event
        assert window.services.settings.theme == "dark"
        view.theme_combo.setCurrentIndex(view.theme_combo.findData("light"))
        assert applied[-1] == (app, "light")
        wait_stored(qtbot, lambda s: s.theme == "light")
    finally:
        assert isinstance(app, QApplication)
        apply_theme(app, "system")


def test_token_is_saved_but_never_shown_or_logged(
    window: MainWindow, qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    view = window.settings_view
    window.show_page("Settings")
    assert view.token_edit.echoMode() == QLineEdit.EchoMode.Password

    view.token_edit.setFocus()
    qtbot.keyClicks(view.token_edit, SECRET_TOKEN)
    qtbot.keyClick(view.token_edit, Qt.Key.Key_Return)
    wait_stored(qtbot, lambda s: s.hf_token == SECRET_TOKEN)
    assert view.status_label.text() == "Hugging Face token saved."

    view.show_token_button.click()
    assert view.token_edit.echoMode() == QLineEdit.EchoMode.Normal
    assert view.show_token_button.accessibleName() == "Hide the Hugging Face token"
    view.show_token_button.click()
    assert view.token_edit.echoMode() == QLineEdit.EchoMode.Password

    # The field itself holds it; nothing else a person or a log can read does.
    assert not any(SECRET_TOKEN in text for text in texts_shown(window))
    assert SECRET_TOKEN not in window.statusBar().currentMessage()
    assert SECRET_TOKEN not in caplog.text

    # The file holding it is readable by its owner only.
    if os.name == "posix":
        assert stat.S_IMODE(SettingsStore().path.stat().st_mode) == 0o600

    view.token_edit.clear()
    view.token_edit.editingFinished.emit()
    wait_stored(qtbot, lambda s: s.hf_token is None)


def test_token_check_says_who_or_what_to_do(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    view = window.settings_view
    window.show_page("Settings")
    result = view.token_check_label
    assert view.check_token_button.accessibleName() == "Check the Hugging Face token"

    view.check_token_button.click()
    assert result.text() == "Paste a token first."

    with FakeHub(tokens={"hf_good": "alice"}) as hub:
        monkeypatch.setattr(hf_constants, "ENDPOINT", hub.endpoint)
        qtbot.keyClicks(view.token_edit, "hf_good")
        view.check_token_button.click()
        qtbot.waitUntil(lambda: result.text() == "Signed in as alice.", timeout=SAVE_TIMEOUT_MS)
        assert view.check_token_button.isEnabled()
        wait_stored(qtbot, lambda s: s.hf_token == "hf_good")  # checking also saves

        view.token_edit.clear()
        qtbot.keyClicks(view.token_edit, SECRET_TOKEN)
        assert result.text() == ""  # the old answer was about another token
        view.check_token_button.click()
        qtbot.waitUntil(lambda: result.text() == INVALID_TOKEN_MESSAGE, timeout=SAVE_TIMEOUT_MS)
        wait_stored(qtbot, lambda s: s.hf_token == SECRET_TOKEN)
        assert not any(SECRET_TOKEN in text for text in texts_shown(window))
        assert SECRET_TOKEN not in caplog.text

        # Offline: the token stays, and is checked when the page is shown again.
        view.token_edit.clear()
        qtbot.keyClicks(view.token_edit, "hf_good")
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            closed = f"http://127.0.0.1:{sock.getsockname()[1]}"
        monkeypatch.setattr(hf_constants, "ENDPOINT", closed)
        view.check_token_button.click()
        qtbot.waitUntil(lambda: result.text() == TOKEN_UNREACHABLE_TEXT, timeout=SAVE_TIMEOUT_MS)
        wait_stored(qtbot, lambda s: s.hf_token == "hf_good")

        monkeypatch.setattr(hf_constants, "ENDPOINT", hub.endpoint)
        window.show_page("Library")
        window.show_page("Settings")
        qtbot.waitUntil(lambda: result.text() == "Signed in as alice.", timeout=SAVE_TIMEOUT_MS)
        whoami = [r for r in hub.requests if r.path == "/api/whoami-v2"]
        assert len(whoami) == 3


def test_download_folder_choice_persists(window: MainWindow, qtbot: QtBot) -> None:
    view = window.settings_view
    combo = view.download_target_combo
    assert combo.accessibleName() == "Save downloaded models in"
    assert combo.currentData() is False
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "LlamaDesk's models folder",
        "The Hugging Face cache (shared with other apps)",
    ]
    combo.setCurrentIndex(combo.findData(True))
    assert window.services.settings.download_to_hf_cache is True
    wait_stored(qtbot, lambda s: s.download_to_hf_cache is True)
    combo.setCurrentIndex(combo.findData(False))
    wait_stored(qtbot, lambda s: s.download_to_hf_cache is False)


def test_lists_the_real_runtime_and_choosing_one_persists(
    runtime_env: Path, window: MainWindow, qtbot: QtBot
) -> None:
    view = window.settings_view
    qtbot.waitUntil(lambda: bool(view.runtimes()), timeout=SAVE_TIMEOUT_MS)
    active = view.runtimes()[0]
    assert active.server_path == runtime_env
    first_row = view.runtime_list.item(0).text()
    assert str(runtime_env) in first_row
    assert first_row.endswith("in use")
    assert str(runtime_env) in view.runtime_label.text()

    view.runtime_list.setCurrentRow(0)
    view.use_runtime_button.click()
    wait_stored(qtbot, lambda s: s.runtime_path == str(runtime_env))
    qtbot.waitUntil(lambda: view.runtimes()[0].source == "setting", timeout=SAVE_TIMEOUT_MS)

    view.automatic_runtime_button.click()
    wait_stored(qtbot, lambda s: s.runtime_path is None)


@pytest.mark.timeout(900)  # only slow when the real cache has no build yet
def test_install_runs_the_real_install_with_progress(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    reports: list[BuildProgress] = []
    threads: list[str] = []

    def real_install(backend: str, **kwargs: Any) -> Runtime:
        assert backend == "cpu"
        report = kwargs.pop("progress")
        threads.append(threading.current_thread().name)

        def progress(item: BuildProgress) -> None:
            reports.append(item)
            report(item)

        # The real build cache (a matching build is reused); runtimes go to tmp. The
        # build the cache holds is the portable one the suite runs (the test command
        # builds it): the page's own install is a native build, another compile.
        kwargs["portable"] = True
        return install_runtime(backend, cache_root=REAL_CACHE, progress=progress, **kwargs)

    monkeypatch.setattr(settings_runtime, "install_runtime", real_install)
    view = window.settings_view
    qtbot.waitUntil(lambda: view.runtime_label.text() != "Looking…", timeout=SAVE_TIMEOUT_MS)
    view.backend_combo.setCurrentIndex(view.backend_combo.findData("cpu"))
    view.install_button.click()
    assert view.is_installing()
    assert view.cancel_install_button.isEnabled()
    qtbot.waitUntil(lambda: not view.is_installing(), timeout=800_000)

    assert threads and threads[0] != threading.main_thread().name
    stages = [report.stage for report in reports]
    assert stages[0] == "check" and "install" in stages  # copied from the cached build
    assert not any(report.line and "Building CXX object" in report.line for report in reports)
    assert view.install_progress.value() == 100
    assert view.install_progress.text() == "done: 100%"
    assert view.install_message.text().startswith("Installed llama.cpp 11434.0.0 (cpu build)")
    assert view.install_button.isEnabled() and not view.cancel_install_button.isEnabled()
    qtbot.waitUntil(
        lambda: any(
            runtime.source == "managed"
            and runtime.server_path.parent.parent == paths.runtimes_dir()
            for runtime in view.runtimes()
        ),
        timeout=SAVE_TIMEOUT_MS,
    )

    # Again: the installed runtime matches, so nothing is done at all.
    reports.clear()
    view.install_button.click()
    qtbot.waitUntil(lambda: not view.is_installing(), timeout=SAVE_TIMEOUT_MS)
    assert [report.stage for report in reports] == ["check", "done"]
    assert view.install_progress.value() == 100


class _UrlCatcher(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def test_data_locations_are_shown_and_open(window: MainWindow) -> None:
    view = window.settings_view
    assert view.location_labels["config"].text() == str(paths.config_dir())
    assert view.location_labels["data"].text() == str(paths.data_dir())
    assert view.location_labels["models"].text() == str(paths.models_dir())
    catcher = _UrlCatcher()
    QDesktopServices.setUrlHandler("file", catcher, "open")  # type: ignore[arg-type]
    try:
        view.open_buttons["models"].click()
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert [url.toLocalFile() for url in catcher.urls] == [str(paths.models_dir())]
    assert paths.models_dir().is_dir()


def test_every_control_has_an_accessible_name(window: MainWindow) -> None:
    view: SettingsView = window.settings_view
    controls = [
        widget
        for widget in view.findChildren(QWidget)
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.isVisibleTo(view)
        and widget.metaObject().className() not in ("QScrollArea", "QScrollBar", "QWidget")
        # A spin box's own line edit is announced as the spin box.
        and not isinstance(widget.parent(), QAbstractSpinBox)
    ]
    assert controls
    unnamed = [
        widget.metaObject().className() for widget in controls if not widget.accessibleName()
    ]
    assert unnamed == []


def test_changing_one_default_keeps_the_others_as_the_file_has_them(qtbot: QtBot) -> None:
    # Values written into the settings file by hand, finer than the boxes show.
    hand_written = Settings(default_temperature=0.123, default_top_p=0.955)
    window = MainWindow.with_new_services(SettingsStore(), hand_written)
    window.show()
    qtbot.waitExposed(window)
    try:
        view = window.settings_view
        window.show_page("Settings")
        view.max_tokens_spin.setValue(256)
        wait_stored(qtbot, lambda s: s.default_max_tokens == 256)
        # Only the box that changed is stored: the others stay exactly as written.
        assert (stored().default_temperature, stored().default_top_p) == (0.123, 0.955)
    finally:
        close_window(qtbot, window)
