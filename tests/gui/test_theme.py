"""The theme is painted by the app itself: the pixels of real widgets are dark under
Dark and light under Light whatever the platform says, text reads at WCAG's 4.5:1 in
both palettes, the focus outline and the primary button show in the theme's accent,
and the memory bar draws its legend."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.gui.chat.code_blocks import CODE_BACKGROUND, DARK_COLORS, LIGHT_COLORS
from desktop.gui.chat.context_meter import ContextMeter
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.load.memory_bar import (
    BAR_HEIGHT,
    KV_COLOR,
    LEGEND_GAP,
    WEIGHTS_COLOR,
    MemoryBar,
    MemorySegment,
)
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.shell.style_icons import ARROW_COLOURS, arrow_path
from desktop.gui.shell.style_palette import (
    DARK,
    HIGH_CONTRAST,
    LIGHT,
    Colours,
    contrast_ratio,
    relative_luminance,
)
from desktop.gui.shell.style_sheet import mark_primary, set_tone
from desktop.gui.shell.theme import BASE_POINT_SIZE, apply_theme, current_colours

BODY_TEXT_CONTRAST = 4.5
# WCAG's AAA level, which the high-contrast theme is for.
HIGH_CONTRAST_TEXT = 7.0


@pytest.fixture
def app(qapp: QApplication, restore_theme: None) -> Iterator[QApplication]:
    yield qapp


def _grab(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def _colours_in(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}


def _best_contrast_against(image: QImage, background: QColor) -> float:
    """The strongest contrast any pixel has with ``background``: a glyph's core pixels
    carry the text colour itself (its edges are blended)."""
    return max(contrast_ratio(QColor.fromRgb(pixel), background) for pixel in _colours_in(image))


def _shown(qtbot: QtBot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(420, 160)
    widget.show()
    qtbot.waitExposed(widget)
    # Focus only moves inside the active window: an earlier test's window may still be it.
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


def _page(qtbot: QtBot) -> tuple[QWidget, QLabel, QLineEdit]:
    page = QWidget()
    layout = QVBoxLayout(page)
    label = QLabel("The quick brown fox reads the answer.")
    field = QLineEdit("typed text")
    layout.addWidget(label)
    layout.addWidget(field)
    layout.addStretch(1)
    _shown(qtbot, page)
    return page, label, field


@pytest.mark.parametrize(
    ("theme", "colours"), [("dark", DARK), ("light", LIGHT), ("high_contrast", HIGH_CONTRAST)]
)
def test_the_theme_is_painted_on_real_widgets(
    app: QApplication, qtbot: QtBot, theme: str, colours: Colours
) -> None:
    assert apply_theme(app, theme) is colours
    page, label, _field = _page(qtbot)
    image = _grab(page)
    background = image.pixelColor(image.width() - 3, image.height() - 3)
    assert background == QColor(colours.window)
    assert (relative_luminance(background) < 0.05) == colours.dark
    text = _grab(label)
    needed = HIGH_CONTRAST_TEXT if colours is HIGH_CONTRAST else BODY_TEXT_CONTRAST
    assert _best_contrast_against(text, background) >= needed


def test_a_message_card_is_painted_in_the_dark_theme(app: QApplication, qtbot: QtBot) -> None:
    apply_theme(app, "dark")
    message = MessageWidget(1, 0, "assistant")
    _shown(qtbot, message)
    message.show_complete("Paris is the capital of France.", None)
    image = _grab(message)
    card = image.pixelColor(image.width() // 2, image.height() - 4)
    assert card == QColor(DARK.surface)
    body = _grab(message.body)
    assert _best_contrast_against(body, card) >= BODY_TEXT_CONTRAST
    # The user's own messages are told apart from answers by their own colour.
    mine = MessageWidget(2, 1, "user")
    _shown(qtbot, mine)
    mine_image = _grab(mine)
    assert mine_image.pixelColor(mine_image.width() // 2, mine_image.height() - 4) == QColor(
        DARK.user_bubble
    )


def test_system_is_light_when_the_platform_reports_no_scheme(
    app: QApplication, qtbot: QtBot
) -> None:
    # Offscreen, like bare X11, reports no colour scheme at all.
    assert app.styleHints().colorScheme() == Qt.ColorScheme.Unknown
    apply_theme(app, "dark")
    apply_theme(app, "system")
    assert current_colours(app) is LIGHT
    page, _label, _field = _page(qtbot)
    image = _grab(page)
    assert image.pixelColor(image.width() - 3, image.height() - 3) == QColor(LIGHT.window)


@pytest.mark.parametrize(
    ("colours", "needed"),
    [(LIGHT, BODY_TEXT_CONTRAST), (DARK, BODY_TEXT_CONTRAST), (HIGH_CONTRAST, HIGH_CONTRAST_TEXT)],
    ids=["light", "dark", "high_contrast"],
)
def test_every_text_colour_reads_on_its_surfaces(colours: Colours, needed: float) -> None:
    surfaces = (colours.window, colours.surface, colours.raised, colours.sidebar)
    pairs = [(colours.text, surface) for surface in (*surfaces, colours.user_bubble)]
    pairs += [(colours.text, colours.accent_soft), (colours.text, colours.focus_tint)]
    pairs += [(colours.muted_text, surface) for surface in surfaces]
    pairs += [(colours.link, colours.surface), (colours.error, colours.surface)]
    pairs += [(colours.error, colours.window), (colours.accent_text, colours.accent)]
    for text, surface in pairs:
        ratio = contrast_ratio(QColor(text), QColor(surface))
        assert ratio >= needed, f"{text} on {surface}: {ratio:.2f}"
    if colours is HIGH_CONTRAST:
        # Where a control ends and where the focus is must stand out as much as text.
        for edge in (colours.border, colours.accent):
            assert contrast_ratio(QColor(edge), QColor(colours.window)) >= needed, edge


@pytest.mark.parametrize("kind", [QLineEdit, QComboBox, QSpinBox])
def test_the_focus_outline_is_drawn_in_the_accent(
    app: QApplication, qtbot: QtBot, kind: type[QWidget]
) -> None:
    apply_theme(app, "light")
    page = QWidget()
    layout = QVBoxLayout(page)
    control = kind()
    other = QLineEdit()
    layout.addWidget(control)
    layout.addWidget(other)
    _shown(qtbot, page)
    accent = QColor(LIGHT.accent).rgb()
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    assert accent not in _colours_in(_grab(control))
    control.setFocus()
    qtbot.waitUntil(control.hasFocus)
    edge = _grab(control)
    # A 2-pixel outline along the control's left edge, halfway down.
    assert edge.pixel(0, edge.height() // 2) == accent
    assert edge.pixel(1, edge.height() // 2) == accent


def test_drop_down_and_number_boxes_keep_their_arrows(app: QApplication, qtbot: QtBot) -> None:
    for theme in ("light", "dark"):
        for direction in ("up", "down"):
            assert not QImage(str(arrow_path(direction, theme))).isNull()
        apply_theme(app, theme)
        combo = QComboBox()
        combo.addItems(["Automatic"])
        _shown(qtbot, combo)
        arrow_colour = QColor(ARROW_COLOURS[theme])
        right_end = _grab(combo).copy(combo.width() - 26, 0, 26, combo.height())
        assert any(
            QColor.fromRgb(pixel).red() == arrow_colour.red()
            and QColor.fromRgb(pixel).blue() == arrow_colour.blue()
            for pixel in _colours_in(right_end)
        ), theme


def test_the_primary_button_is_filled_with_the_accent(app: QApplication, qtbot: QtBot) -> None:
    apply_theme(app, "dark")
    plain = _shown(qtbot, QPushButton("Cancel"))
    primary = QPushButton("Load")
    mark_primary(primary)
    _shown(qtbot, primary)
    accent = QColor(DARK.accent).rgb()
    inside = _grab(primary)
    assert inside.pixel(8, inside.height() // 2) == accent
    assert accent not in _colours_in(_grab(plain))


def test_body_text_is_at_least_the_readable_size(app: QApplication) -> None:
    apply_theme(app, "light")
    assert app.font().pointSizeF() >= BASE_POINT_SIZE


def test_the_memory_bar_draws_a_legend(app: QApplication, qtbot: QtBot) -> None:
    apply_theme(app, "dark")
    bar = MemoryBar()
    gib = 1024**3
    bar.set_usage(
        (MemorySegment("model", 2 * gib, WEIGHTS_COLOR), MemorySegment("context", gib, KV_COLOR)),
        8 * gib,
    )
    _shown(qtbot, bar)
    assert [words for _colour, words in bar.legend()] == [
        "model 2.0 GB",
        "context 1.0 GB",
        "free memory 8.0 GB",
    ]
    image = _grab(bar)
    # Under the bar, the legend's swatches in the parts' colours, and its words.
    top = BAR_HEIGHT + LEGEND_GAP
    legend = image.copy(0, top, image.width(), bar.fontMetrics().height())
    colours = _colours_in(legend)
    assert QColor(WEIGHTS_COLOR).rgb() in colours
    assert QColor(KV_COLOR).rgb() in colours
    assert _best_contrast_against(legend, QColor(DARK.window)) >= BODY_TEXT_CONTRAST


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_context_meters_number_reads_over_its_fill(
    app: QApplication, qtbot: QtBot, theme: str
) -> None:
    colours = apply_theme(app, theme)
    meter = ContextMeter()
    qtbot.addWidget(meter)
    meter.show_usage(3_900, 4_096)  # the fill reaches under every figure
    meter.resize(280, 26)
    meter.show()
    qtbot.waitExposed(meter)
    fill_end = meter.width() * 3_900 // 4_096
    middle = meter.rect().center().y()
    # The words' middle band, inside the fill's rounded ends.
    band = _grab(meter).copy(12, middle - 3, fill_end - 24, 7)
    assert _best_contrast_against(band, QColor(colours.accent)) >= BODY_TEXT_CONTRAST


def test_an_error_line_is_painted_in_the_themes_error_colour(
    app: QApplication, qtbot: QtBot
) -> None:
    apply_theme(app, "dark")
    label = QLabel("The download stopped: the disk is full.")
    set_tone(label, "error")
    _shown(qtbot, label)
    painted = _grab(label)
    assert QColor(DARK.error).rgb() in _colours_in(painted)
    assert _best_contrast_against(painted, QColor(DARK.window)) >= BODY_TEXT_CONTRAST
    set_tone(label, "")
    assert QColor(DARK.error).rgb() not in _colours_in(_grab(label))


def test_choosing_dark_in_settings_paints_the_window_dark(
    app: QApplication, window: MainWindow
) -> None:
    apply_theme(app, "light")
    window.show_page("Settings")
    combo = window.settings_view.theme_combo
    combo.setCurrentIndex(combo.findData("dark"))
    image = window.grab().toImage()
    # The navigation column and the page beside it, well away from any control.
    assert image.pixelColor(20, image.height() - 60) == QColor(DARK.sidebar)
    assert relative_luminance(image.pixelColor(image.width() // 2, 8)) < 0.05
    combo.setCurrentIndex(combo.findData("high_contrast"))
    assert combo.currentText() == "High contrast"
    image = window.grab().toImage()
    assert image.pixelColor(20, image.height() - 60) == QColor(HIGH_CONTRAST.sidebar)
    assert window.services.settings.theme == "high_contrast"
    combo.setCurrentIndex(combo.findData("light"))
    image = window.grab().toImage()
    assert image.pixelColor(20, image.height() - 60) == QColor(LIGHT.sidebar)


@pytest.mark.parametrize(
    ("colours", "code_colours"),
    [(LIGHT, LIGHT_COLORS), (DARK, DARK_COLORS), (HIGH_CONTRAST, DARK_COLORS)],
    ids=["light", "dark", "high_contrast"],
)
def test_code_colours_read_on_a_code_block(
    colours: Colours, code_colours: tuple[QColor, ...]
) -> None:
    card = QColor(colours.surface)
    tint = CODE_BACKGROUND.alphaF()
    block = QColor.fromRgbF(
        *(
            (1 - tint) * getattr(card, channel)() + tint * getattr(CODE_BACKGROUND, channel)()
            for channel in ("redF", "greenF", "blueF")
        )
    )
    for colour in (*code_colours, QColor(colours.text)):
        assert contrast_ratio(colour, block) >= BODY_TEXT_CONTRAST, colour.name()


def test_system_follows_the_platform_when_it_changes_its_scheme(
    app: QApplication, qtbot: QtBot
) -> None:
    apply_theme(app, "system")
    page, _label, _field = _page(qtbot)
    hints = app.styleHints()
    try:
        # What a desktop that reports its scheme sends when the user switches to dark.
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        image = _grab(page)
        assert image.pixelColor(image.width() - 3, image.height() - 3) == QColor(DARK.window)
        # A theme chosen by name stays put whatever the platform does.
        apply_theme(app, "light")
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert current_colours(app) is LIGHT
    finally:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    apply_theme(app, "system")
    assert current_colours(app) is LIGHT


def test_graphics_card_warnings_are_painted_in_the_themes_error_colour(
    app: QApplication, qtbot: QtBot
) -> None:
    """The unused-card warnings of the Load page and the status bar: once a fixed red,
    hard to read on the dark theme."""
    from desktop.gui.load.placement import Placement
    from desktop.gui.load.placement_box import PlacementBox
    from desktop.gui.shell.status_bar import AppStatusBar

    apply_theme(app, "dark")
    warning = "The graphics card is not used: it has too little free memory."
    box = PlacementBox()
    box.show_placement(Placement("Runs on the processor (CPU).", "", "", warning, ()))
    bar = AppStatusBar()
    bar._show_gpu_warning(warning)
    for label, surface in (
        (box.gpu_warning_label, DARK.raised),
        (bar.gpu_warning_label, DARK.sidebar),
    ):
        _shown(qtbot, label.window())
        painted = _grab(label)
        assert QColor(DARK.error).rgb() in _colours_in(painted), label.accessibleName()
        assert _best_contrast_against(painted, QColor(surface)) >= BODY_TEXT_CONTRAST
        assert label.font().bold()
    # The Load page's warning is framed in the same colour (a frame's left edge).
    frame = _grab(box.gpu_warning_label)
    assert frame.pixel(0, frame.height() // 2) == QColor(DARK.error).rgb()
