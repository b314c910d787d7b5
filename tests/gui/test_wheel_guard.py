"""The mouse wheel over a setting the pointer happens to be on scrolls the page and
leaves the setting alone; a control being used (it has the focus) still takes it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.wheel_guard import install_wheel_guard, scrolling_parent
from tests.gui.conftest import close_window, open_window

# Small enough that every page scrolls.
SMALL = (700, 380)
NOTCH = -120  # one notch of the wheel towards the user: scroll down


@pytest.fixture
def small_window(qtbot: QtBot, qapp: QApplication) -> Iterator[MainWindow]:
    # As the app does it (configure_application), before any widget is made.
    install_wheel_guard(qapp)
    window = open_window(qtbot)
    window.resize(*SMALL)
    yield window
    close_window(qtbot, window)


def _wheel(control: QWidget) -> None:
    """One notch of a real wheel event, over the middle of ``control``."""
    centre = QPointF(control.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(control.mapToGlobal(control.rect().center())),
        QPoint(0, 0),
        QPoint(0, NOTCH),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(control, event)


def _value(control: QWidget) -> object:
    if isinstance(control, QComboBox):
        return control.currentIndex()
    if isinstance(control, QAbstractSpinBox):
        return control.text()
    assert isinstance(control, QAbstractSlider)
    return control.value()


def _changeable(control: QWidget) -> bool:
    """A control one wheel notch would change if it were in use."""
    if isinstance(control, QComboBox):
        return control.count() > 1 and control.currentIndex() < control.count() - 1
    if isinstance(control, QAbstractSlider):
        return control.value() > control.minimum()
    return isinstance(control, QAbstractSpinBox)


def _check_page(qtbot: QtBot, window: MainWindow, page: str, controls: list[QWidget]) -> None:
    window.show_page(page)
    qtbot.waitUntil(lambda: all(control.isVisible() for control in controls))
    window.setFocus()
    for control in controls:
        area = scrolling_parent(control)
        assert isinstance(area, QAbstractScrollArea), f"{page}: not in a scrolling page"
        bar = area.verticalScrollBar()
        assert bar.maximum() > 0, f"{page}: the page does not scroll at this size"
        bar.setValue(0)
        assert _changeable(control)
        before = _value(control)
        _wheel(control)
        assert _value(control) == before, f"{page}: the wheel changed {control.accessibleName()}"
        assert bar.value() > 0, f"{page}: the page did not scroll"


def test_the_wheel_scrolls_the_settings_page_past_its_controls(
    qtbot: QtBot, small_window: MainWindow
) -> None:
    settings = small_window.settings_view
    offload = settings.offload_combo  # "Graphics card use", saved at once
    offload.setCurrentIndex(0)
    _check_page(
        qtbot,
        small_window,
        "Settings",
        [offload, settings.context_spin, settings.temperature_spin, settings.theme_combo],
    )
    assert small_window.services.settings == small_window.services.settings_store.load()


def test_the_wheel_scrolls_the_load_page_past_its_controls(
    qtbot: QtBot, small_window: MainWindow
) -> None:
    load = small_window.load_view
    # The plan for the model shown sets the context controls' ranges.
    qtbot.waitUntil(lambda: load.current_preview() is not None, timeout=30_000)
    load.advanced_check.setChecked(True)
    controls: list[QWidget] = [load.context_slider, load.context_spin]
    controls += [
        combo for combo in load.advanced_panel.findChildren(QComboBox) if _changeable(combo)
    ][:1]
    _check_page(qtbot, small_window, "Load", controls)


def test_a_control_in_use_still_takes_the_wheel(qtbot: QtBot, small_window: MainWindow) -> None:
    settings = small_window.settings_view
    small_window.show_page("Settings")
    spin = settings.temperature_spin
    qtbot.waitUntil(spin.isVisible)
    assert spin.value() > spin.minimum()
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    before = spin.value()
    _wheel(spin)
    assert spin.value() != before
