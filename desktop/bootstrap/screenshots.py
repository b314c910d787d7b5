"""Render every page of the app to PNG files, in the light and the dark theme, for
people to look at (the README's pictures are made with it).

    python -m desktop.bootstrap.screenshots OUTDIR [--theme light|dark|both] [--load] [--real-data]
        [--language CODE]

Writes ``<page>-<theme>.png`` (``library-dark.png``). On Linux it runs offscreen unless
a display is set; Windows and macOS use their own window system. By default the app's
folders point into a temporary folder holding one sample conversation, so nothing of
yours is shown or changed. ``--load`` also loads the starter model and asks it a
question first (it needs a llama-server: set LLAMADESK_LLAMA_SERVER or install a
runtime).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

SAMPLE_QUESTION = "How do I make a good cup of tea?"
SAMPLE_ANSWER = """Here is a simple way:

1. **Boil fresh water** and warm the pot.
2. Add one teaspoon of tea per cup.
3. Pour the water and let it steep for *3 to 5 minutes*.

> Milk goes in after the tea, if you take it.

A timer helps: `3 min` for green tea, `5 min` for black tea."""
SAMPLE_THINKING = "The user wants practical steps. Keep it short and friendly."
SAMPLE_STATS: dict[str, object] = {
    "tokens_per_second": 82.4,
    "ttft_ms": 143.0,
    "completion_tokens": 74,
    "finish_reason": "stop",
    "cancelled": False,
}
LOAD_TIMEOUT_S = 120.0
THEMES = ("light", "dark")
# About a laptop's usable screen; the README shows them at this size.
SHOT_WIDTH, SHOT_HEIGHT = 1200, 780


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 1024x600")
    return int(width), int(height)


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m desktop.bootstrap.screenshots", description=__doc__.splitlines()[0]
    )
    parser.add_argument("outdir", type=Path, help="folder to write the PNG files to")
    parser.add_argument(
        "--theme", choices=(*THEMES, "high_contrast", "both"), default="both",
        help="which theme (default: both, light and dark)",
    )
    parser.add_argument(
        "--size", default=f"{SHOT_WIDTH}x{SHOT_HEIGHT}", type=_size,
        help=f"the window's size, WIDTHxHEIGHT (default {SHOT_WIDTH}x{SHOT_HEIGHT})",
    )
    parser.add_argument("--load", action="store_true", help="load the starter model and chat")
    parser.add_argument("--real-data", action="store_true", help="use your own app folders")
    parser.add_argument(
        "--language", default="en",
        help="the window's language, a built translation's code, e.g. de or ar (default: en)",
    )
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    """Write one PNG per page and theme (and, with --load, the loaded model and its answer)."""
    options = _parse(sys.argv[1:] if argv is None else argv)
    os.environ.update(qt_platform_env(sys.platform, os.environ))
    if options.real_data:
        return _render(options)
    # The installed runtime, when there is one, stays visible from the temporary
    # folders: without it every picture would show the "no llama-server" notice.
    _keep_installed_runtime(required=options.load)
    with tempfile.TemporaryDirectory(prefix="llamadesk-screenshots-") as root:
        for name in ("LLAMADESK_DATA_DIR", "LLAMADESK_CONFIG_DIR", "LLAMADESK_CACHE_DIR"):
            os.environ[name] = str(Path(root) / name.rsplit("_", 2)[1].lower())
        return _render(options)


def qt_platform_env(platform: str, environ: Mapping[str, str]) -> dict[str, str]:
    """The Qt variables to set so the pictures have text. A Linux without a display
    renders offscreen. Windows and macOS always have their window system, whose plugin
    draws with the system's fonts: they keep it. Qt's offscreen plugin on Windows reads
    fonts from one folder only (QT_QPA_FONTDIR, empty unless named): when offscreen is
    asked for there, it is pointed at Windows' fonts, or every letter is a box."""
    wanted: dict[str, str] = {}
    linux_without_display = platform.startswith("linux") and not (
        environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY")
    )
    if linux_without_display and not environ.get("QT_QPA_PLATFORM"):
        wanted["QT_QPA_PLATFORM"] = "offscreen"
    offscreen = (wanted.get("QT_QPA_PLATFORM") or environ.get("QT_QPA_PLATFORM", "")).startswith(
        "offscreen"
    )
    if platform == "win32" and offscreen and not environ.get("QT_QPA_FONTDIR"):
        windows = environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows"
        wanted["QT_QPA_FONTDIR"] = f"{windows}\\Fonts"
    return wanted


def _keep_installed_runtime(*, required: bool) -> None:
    """Point at the llama-server installed for this user before the app's folders move
    into a temporary one, where no runtime is installed (``required``: none is an error)."""
    from desktop.core.errors import LlamaDeskError
    from desktop.core.paths import SERVER_PATH_ENV
    from desktop.core.runtime.discovery import find_runtime

    if os.environ.get(SERVER_PATH_ENV):
        return
    try:
        os.environ[SERVER_PATH_ENV] = str(find_runtime().server_path)
    except LlamaDeskError as error:
        if required:
            raise SystemExit(f"--load needs a llama-server: {error.message}") from error


def _render(options: argparse.Namespace) -> int:

    # Qt is imported only now, so the platform chosen above applies.
    from PySide6.QtWidgets import QApplication

    from desktop.core.chat.conversations import ConversationStore
    from desktop.core.settings import Settings, SettingsStore
    from desktop.gui.shell.app import configure_application
    from desktop.gui.shell.language import install_language
    from desktop.gui.shell.main_window import PAGES, MainWindow
    from desktop.gui.shell.theme import apply_theme

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    configure_application(app)
    # Before any widget, as the app does at start: each page is built with its words once.
    installed = install_language(app, options.language)
    if installed.problem:
        raise SystemExit(f"--language {options.language}: {installed.problem}")
    themes = THEMES if options.theme == "both" else (options.theme,)
    apply_theme(app, themes[0])
    settings_store = SettingsStore()
    settings = settings_store.load() if options.real_data else Settings()
    window = MainWindow.with_new_services(settings_store, settings)
    services = window.services
    window.resize(*options.size)
    window.show()
    written: list[Path] = []
    options.outdir.mkdir(parents=True, exist_ok=True)

    def settle(condition: Callable[[], bool] = lambda: True, timeout: float = 30.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            app.processEvents()
            idle = services.probes.pending() == 0 and services.conversations.pending() == 0
            if idle and condition():
                app.processEvents()
                return True
            app.processEvents()
        return False

    def shoot(name: str) -> None:
        for theme in themes:
            apply_theme(app, theme)
            settle()
            # The window fits itself into the screen once shown, and the offscreen
            # screen is small: the pictures are of a laptop-sized window all the same.
            window.resize(*options.size)
            settle()
            path = options.outdir / f"{name}-{theme}.png"
            window.grab().save(str(path))
            written.append(path)

    try:
        if not options.real_data:

            def seed(store: ConversationStore) -> int:
                conversation = store.create_conversation(title="Making tea")
                store.add_message(conversation.id, "user", SAMPLE_QUESTION)
                store.add_message(
                    conversation.id,
                    "assistant",
                    SAMPLE_ANSWER,
                    reasoning=SAMPLE_THINKING,
                    stats=SAMPLE_STATS,
                )
                return conversation.id

            services.conversations.submit(seed, window.chat_view.open_conversation)
        settle(lambda: window.load_view.current_preview() is not None)
        for page in PAGES:
            window.show_page(page)
            shoot(page.lower())
        # Settings sections further down the page, in pictures of their own.
        window.show_page("Settings")
        view = window.settings_view
        view.section_list.show_section(view.voice_group)
        shoot("settings-voice")
        if options.load:
            if not _load_and_chat(window, settle):
                return 1
            window.show_page("Load")
            shoot("load-loaded")
            window.show_page("Chat")
            shoot("chat-answered")
    finally:
        window.close()
    for path in written:
        print(path)
    return 0


def _load_and_chat(window: object, settle: Callable[[Callable[[], bool], float], bool]) -> bool:
    """Load the starter model and ask it a question; False (and why, on stderr) when
    the model did not load."""
    from desktop.core.models.starter_model import find_starter_model
    from desktop.gui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.services.controller
    starter = find_starter_model()
    if starter is None:
        raise SystemExit("The starter model is not installed.")
    window.services.loads.load_file(starter)
    settle(lambda: not controller.loading, LOAD_TIMEOUT_S)
    if controller.loaded_model is None:
        print(f"The starter model did not load: {window.load_view.status_label.text()}",
              file=sys.stderr)
        return False
    chat = window.chat_view
    window.show_page("Chat")
    chat.new_chat()
    chat.system_prompt.setText("You are a helpful assistant.")
    chat.temperature.setValue(0.0)
    chat.input.setPlainText("What is the capital of France?")
    chat.send()
    return settle(lambda: not controller.generating, LOAD_TIMEOUT_S)


if __name__ == "__main__":
    raise SystemExit(main())
