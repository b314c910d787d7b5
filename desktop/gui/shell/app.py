"""Starting the desktop app: ``run_gui(argv)`` is what ``llamadesk`` (no command) runs."""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from desktop import __version__
from desktop.core import app_log, crash_reports, paths
from desktop.core.settings import SettingsStore
from desktop.gui.shell import language, qt_system_libs, single_instance
from desktop.gui.shell.icon import app_icon
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.theme import apply_theme, qt_arguments
from desktop.gui.widgets.wheel_guard import install_wheel_guard

APP_NAME = "LlamaDesk"
# How long a thread may keep Python's interpreter lock while another waits for it
# (Python's default is 5 ms). The window's thread needs the lock for every slot it runs,
# a few per turn of its event loop; while the host thread reads a fast answer it holds
# the lock nearly all the time, so each of those waited up to 5 ms and one turn could
# take tens of ms. At 1 ms the window waits less; the switching costs microseconds.
INTERPRETER_SWITCH_S = 0.001
# How long the smoke test waits for the window system to show the window.
SMOKE_TEST_WAIT_S = 20.0
# The latest the collector rests at start, should a page never finish building.
RESUME_COLLECTION_MS = 30_000
SHOWN_FOR_ANOTHER_LAUNCH = "Another launch of LlamaDesk asked for this window; it is shown."


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="llamadesk", description="LlamaDesk desktop app")
    parser.add_argument(
        "--load-starter", action="store_true", help="load the starter model at start"
    )
    # Hidden: packaging's smoke test of a frozen build (tests/test_frozen_bundle.py).
    parser.add_argument("--smoke-test", action="store_true", help=argparse.SUPPRESS)
    # Qt's own options (-platform, -style, ...) pass through to QApplication.
    known, _qt_options = parser.parse_known_args(list(argv))
    return known


def configure_application(app: QApplication) -> None:
    """Name, version and icon, as every window and dialog shows them; the wheel
    scrolls pages rather than changing the settings under the pointer; the window's
    thread waits less for Python's lock; what is loaded so far is not collected."""
    app.setApplicationName("llamadesk")
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("LlamaDesk")
    app.setDesktopFileName("llamadesk")
    app.setWindowIcon(app_icon())
    install_wheel_guard(app)
    sys.setswitchinterval(INTERPRETER_SWITCH_S)
    # The modules and Qt's types loaded so far live as long as the app: the collector
    # need not walk them again. Each full collection did, and one fell among the
    # imports of the first page (after the first paint) at every start: 50-70 ms.
    gc.freeze()


def collect_after_pages(window: MainWindow) -> Callable[[], None]:
    """Python's collector rests while ``window`` builds its pages, then walks only what
    came after them.

    What the pages import and make (hundreds of modules, thousands of widgets and their
    wrappers) lives as long as the window: each collection among them walked it all for
    nothing, ~10% of the time from launch to the first page's content (the gui_startup
    benchmark, measured in pairs with the collector on and off). Resumed when the last
    page is built, or after ``RESUME_COLLECTION_MS`` should a page never be; returns
    what resumes it at once (for a window closed before its pages were all built).
    """
    gc.disable()

    def resume() -> None:
        if not gc.isenabled():
            gc.freeze()
            gc.enable()

    window.pages_built.connect(resume)
    QTimer.singleShot(RESUME_COLLECTION_MS, resume)
    return resume


def run_gui(argv: Sequence[str] | None = None) -> int:
    """Open the main window and run until it is closed; returns the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    options = _parse(arguments)
    existing = QApplication.instance()
    if existing is None:
        # Before Qt loads its X11 plugin, which would abort naming one library.
        problem = qt_system_libs.check_before_qt(arguments)
        if problem is not None:
            print(problem, file=sys.stderr, flush=True)
            return 1
    app = (
        existing
        if isinstance(existing, QApplication)
        else QApplication(qt_arguments(sys.argv[0], arguments))
    )
    configure_application(app)
    # Before the window exists: the window resumes the download queue, which only one
    # app per data folder may do.
    guard = single_instance.claim(paths.data_dir())
    if isinstance(guard, single_instance.AlreadyRunning):
        print(guard.message, file=sys.stdout if guard.answered else sys.stderr, flush=True)
        return 0 if guard.answered else 1
    log_path = app_log.start_app_log()
    if sys.stderr is None and log_path is not None:
        # The windowed Windows program has no console: what Python or Qt would print
        # there goes to the log folder instead of nowhere.
        sys.stderr = sys.stdout = (log_path.parent / "output.log").open("a", encoding="utf-8")
    uninstall = crash_reports.install_crash_handlers()
    try:
        return _run_window(app, options, guard)
    finally:
        uninstall()
        app_log.stop_app_log()
        guard.release()


def _run_window(
    app: QApplication, options: argparse.Namespace, guard: single_instance.InstanceGuard
) -> int:
    if guard.problem:
        print(guard.problem, file=sys.stderr, flush=True)
    # One small JSON read before any window exists: nothing can freeze yet.
    settings_store = SettingsStore()
    settings = settings_store.load()
    # Before any widget: each is built with its words once.
    spoken = language.language_for(
        settings.language, QLocale.system(), language.available_languages()
    )
    language.install_language(app, spoken)
    apply_theme(app, settings.theme)
    # Ready to chat: the Chat page, with the last model loading (load_at_start).
    window = MainWindow.with_new_services(settings_store, settings, first_page="Chat")
    resume_collection = collect_after_pages(window)
    app.aboutToQuit.connect(window.shutdown)
    guard.show_requested.connect(lambda: _show_for_another_launch(window))
    window.show()
    if options.load_starter:
        window.load_starter_model()
    elif not options.smoke_test:  # the smoke test asks for the window alone
        window.load_at_start()
    if options.smoke_test:
        QTimer.singleShot(0, lambda: _end_smoke_test(app, window))
    try:
        return app.exec()
    finally:
        resume_collection()


def _show_for_another_launch(window: MainWindow) -> None:
    single_instance.bring_forward(window)
    # A line for whoever started this app from a terminal (and for the tests, which
    # watch for it): the second launch's request arrived and was served.
    print(SHOWN_FOR_ANOTHER_LAUNCH, flush=True)


def window_on_screen(window: QWidget) -> bool:
    """The window is really there: Qt made its native window and the window system lets
    it be drawn (exposed). ``isVisible()`` alone only says the widget was asked to show,
    which stays true when the native window could not be made."""
    handle = window.windowHandle()
    return window.isVisible() and handle is not None and handle.isVisible() and (
        handle.isExposed()
    )


def _end_smoke_test(app: QApplication, window: MainWindow) -> None:
    """Say the window is up once it is on screen, then quit through the normal shutdown;
    exit 1 saying so when it never gets there."""
    deadline = time.monotonic() + SMOKE_TEST_WAIT_S

    def check() -> None:
        if window_on_screen(window):
            print("main window shown", flush=True)
            app.quit()
        elif time.monotonic() < deadline:
            QTimer.singleShot(50, check)
        else:
            print("llamadesk: the main window could not be shown", file=sys.stderr, flush=True)
            app.exit(1)

    check()


if __name__ == "__main__":
    # `python -m desktop.gui.shell.app`: the window alone, as `llamadesk` with no command opens it.
    raise SystemExit(run_gui())
