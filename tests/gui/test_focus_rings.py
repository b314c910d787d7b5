"""Every control Tab reaches shows that it has the focus (issue 26, point 8: a slider and
the scrolled pages showed nothing), in the app's own look, light, dark and high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.shell.main_window import PAGES, MainWindow
from desktop.gui.shell.theme import apply_theme


def _looks_focused(qtbot: QtBot, window: MainWindow, control: QWidget) -> bool:
    window.navigation.setFocus()
    qtbot.waitUntil(lambda: not control.hasFocus())
    before = control.grab().toImage()
    control.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(control.hasFocus)
    return control.grab().toImage() != before


@pytest.mark.usefixtures("restore_theme")
@pytest.mark.parametrize("theme", ["light", "dark", "high_contrast"])
def test_every_control_tab_reaches_shows_its_focus(
    qtbot: QtBot, window: MainWindow, theme: str
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, theme)
    window.resize(1100, 720)
    qtbot.waitActive(window)
    unmarked: list[str] = []
    for page in PAGES:
        window.show_page(page)
        qtbot.waitUntil(lambda: window.pages.currentWidget().isVisible())
        seen: set[str] = set()
        scrolled = window.pages.currentWidget()  # the page's scroll area, a Tab stop too
        for control in [scrolled, *scrolled.findChildren(QWidget)]:
            kind = control.metaObject().className()
            if (
                kind in seen
                or not control.focusPolicy() & Qt.FocusPolicy.TabFocus
                or not control.isVisible()
                or not control.isEnabled()
                # A spin box's own line edit shows the focus as the spin box.
                or isinstance(control.parent(), QAbstractSpinBox)
            ):
                continue
            seen.add(kind)  # one of each kind a page: the style sheet styles kinds
            if not _looks_focused(qtbot, window, control):
                unmarked.append(f"{page}: {kind} {control.accessibleName()!r}")
    assert unmarked == []
