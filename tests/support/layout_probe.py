"""Run by the layout tests in a child process on a real X server (``DISPLAY``): opens the
real app window as ``llamadesk`` does, loads the real starter model with the Load page's
button, and prints as JSON what a person on that screen could see and reach.

    python -m tests.support.layout_probe

Each key control is scrolled to the way a person would scroll (``ensureWidgetVisible``
on every scroll area around it), then measured: inside the window, inside the screen,
and not cut off by what holds it.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QScrollArea, QWidget

from desktop.core.settings import SettingsStore
from desktop.gui.library.library_model import Column
from desktop.gui.shell.app import configure_application
from desktop.gui.shell.main_window import PAGES, MainWindow
from desktop.gui.widgets.widget_parents import parents

LOAD_TIMEOUT_S = 180.0
Rect = list[int]


def _rect(rect: QRect) -> Rect:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


class Probe:
    def __init__(self) -> None:
        self.app = QApplication([sys.argv[0]])
        configure_application(self.app)
        store = SettingsStore()
        self.window = MainWindow.with_new_services(store, store.load())
        self.window.show()

    def settle(self, condition: Callable[[], bool] = lambda: True, timeout: float = 30.0) -> bool:
        """Run the event loop until ``condition`` holds (then a little longer, for the
        window manager and layouts to follow), or ``timeout`` seconds pass."""
        deadline = time.monotonic() + timeout
        met = False
        while time.monotonic() < deadline:
            self.app.processEvents()
            if condition():
                met = True
                break
            time.sleep(0.02)
        quiet = time.monotonic() + 0.4
        while time.monotonic() < quiet:
            self.app.processEvents()
            time.sleep(0.02)
        return met

    def screen(self) -> QRect:
        return self.window.screen().availableGeometry()

    def frame(self) -> Rect:
        return _rect(self.window.frameGeometry())

    def reveal(self, widget: QWidget) -> dict[str, object]:
        """Scroll ``widget`` into view as a person would, and measure it."""
        areas = [parent for parent in parents(widget) if isinstance(parent, QScrollArea)]
        for area in areas:  # the innermost first
            area.ensureWidgetVisible(widget, 0, 0)
        self.settle(timeout=0.0)
        window = self.window
        on_screen = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        inside_window = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
        unclipped = widget.visibleRegion().boundingRect() == widget.rect()
        return {
            "name": widget.accessibleName(),
            "rect": _rect(on_screen),
            "shown": widget.isVisible(),
            "in_window": inside_window.contains(on_screen),
            "on_screen": self.screen().contains(on_screen),
            "unclipped": unclipped,
        }

    def squeezed(self, page: str) -> list[str]:
        """Buttons and one-line labels on the page on show given less room than their
        text needs."""
        found: list[str] = []
        root = self.window.pages.currentWidget()
        assert root is not None
        for widget in root.findChildren(QWidget):
            if not widget.isVisible():
                continue
            if isinstance(widget, QLabel) and (widget.wordWrap() or not widget.text()):
                continue
            if not isinstance(widget, QAbstractButton | QLabel):
                continue
            need = widget.minimumSizeHint()
            if widget.width() < need.width() or widget.height() < need.height():
                text = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
                found.append(
                    f"{page}: {type(widget).__name__} {text!r} {widget.width()}x"
                    f"{widget.height()} < {need.width()}x{need.height()}"
                )
        return found

    def library_columns(self) -> dict[str, object]:
        """Whether the Library shows the models' names whole, and which columns it hid
        to make room."""
        window, library = self.window, self.window.library_view
        window.show_page("Library")
        self.settle(lambda: library.proxy.rowCount() > 0)
        table, name = library.table, int(Column.NAME)
        report: dict[str, object] = {}
        before = window.size()
        # As opened, then as wide as the screen (a user widening the window).
        for width in ("opened", "screen_wide"):
            if width == "screen_wide":
                window.resize(self.screen().width(), before.height())
            self.settle(lambda: table.viewport().width() > 0)
            self.settle()
            report[width] = {
                "window_width": window.width(),
                "name_whole": table.horizontalHeader().sectionSize(name)
                >= table.sizeHintForColumn(name),
                "hidden": [Column(column).name for column in library.column_fitter.hidden()],
            }
        window.resize(before)
        self.settle()
        return report

    def run(self) -> dict[str, object]:
        window = self.window
        self.settle(lambda: window.isVisible() and window.frameGeometry().height() > 0)
        report: dict[str, object] = {"screen": _rect(self.screen()), "opened": self.frame()}
        load = window.load_view
        self.settle(lambda: load.current_preview() is not None and load.load_button.isEnabled())
        squeezed: list[str] = []
        for page in PAGES:
            window.show_page(page)
            self.settle()
            squeezed += self.squeezed(page)
        report["library"] = self.library_columns()
        chat = window.chat_view
        window.show_page("Chat")
        self.settle()
        report["chat"] = [
            self.reveal(widget)
            for widget in (chat.system_prompt, chat.input, chat.send_button, chat.stop_button)
        ]
        window.show_page("Settings")
        self.settle()
        report["settings"] = [self.reveal(window.settings_view.install_button)]

        window.show_page("Load")
        self.settle()
        frames = {"before": self.frame()}
        self.reveal(load.load_button)
        load.load_button.click()
        controller = window.services.controller
        report["loaded"] = self.settle(
            lambda: controller.loaded_model is not None, timeout=LOAD_TIMEOUT_S
        )
        # A load ends in the chat; the person goes back to the Load page to look.
        self.settle(lambda: window.current_page() == "Chat")
        report["ended_on"] = window.current_page()
        window.show_page("Load")
        self.settle()
        report["load"] = [self.reveal(widget) for widget in (load.status_label, load.chat_button)]
        self.reveal(load.advanced_check)
        load.advanced_check.click()
        self.settle()
        frames["advanced_shown"] = self.frame()
        report["load_advanced"] = [
            self.reveal(widget)
            for widget in (load.load_button, load.status_label, load.chat_button)
        ]
        squeezed += self.squeezed("Load, advanced")
        self.reveal(load.advanced_check)
        load.advanced_check.click()
        self.settle()
        frames["advanced_hidden"] = self.frame()
        report["frames"] = frames
        report["squeezed"] = squeezed
        window.show_page("Chat")
        # A long chat title (made from a long first message) is cut, never widening
        # the page past the window.
        chat.title_label.setText("A long first message about " + "baking bread " * 12)
        # And the context meter as it reads during a long chat in a long context.
        chat.context_meter.show_usage(29_999, 32_768)
        self.settle()
        report["chat_loaded"] = [self.reveal(chat.send_button)]
        page_scroll = window.pages.currentWidget()
        assert isinstance(page_scroll, QScrollArea)
        report["chat_scrolls_sideways"] = page_scroll.horizontalScrollBar().maximum() > 0
        return report


def main() -> int:
    probe = Probe()
    try:
        report = probe.run()
    finally:
        probe.window.close()
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
