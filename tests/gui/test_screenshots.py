"""The screenshot script renders every page to a PNG in both themes (offscreen, sample
data), each page with its own content, the dark ones painted dark, and with --load the
real model's answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from desktop.bootstrap import translations
from desktop.bootstrap.screenshots import THEMES, main
from desktop.gui.shell import language
from desktop.gui.shell.main_window import PAGES
from desktop.gui.shell.style_palette import relative_luminance

# The navigation column stays left of this; the page is drawn to its right.
PAGE_LEFT = 170
# An empty placeholder or a blank page is one or two flat colours; every real page has
# text, frames and controls in many shades (anti-aliased text alone gives dozens).
MIN_PAGE_COLOURS = 24


def page_colours(image: QImage) -> int:
    """Distinct colours in the page area, sampled on a grid."""
    colours = {
        image.pixel(x, y)
        for x in range(PAGE_LEFT, image.width(), 3)
        for y in range(0, image.height(), 3)
    }
    return len(colours)


def page_is_dark(image: QImage) -> bool:
    """Most of the page area (sampled) is dark."""
    samples = [
        relative_luminance(image.pixelColor(x, y))
        for x in range(PAGE_LEFT, image.width(), 37)
        for y in range(0, image.height(), 37)
    ]
    return sum(value < 0.1 for value in samples) > len(samples) * 0.7


def test_every_page_is_rendered_in_both_themes(
    qapp: QApplication, tmp_path: Path, restore_theme: None
) -> None:
    outdir = tmp_path / "shots"
    assert main([str(outdir)]) == 0
    for page in PAGES:
        for theme in THEMES:
            image = QImage(str(outdir / f"{page.lower()}-{theme}.png"))
            assert not image.isNull(), (page, theme)
            assert image.width() >= 1100 and image.height() >= 700
            assert page_colours(image) >= MIN_PAGE_COLOURS, f"the {page} page looks empty"
            assert page_is_dark(image) == (theme == "dark"), (page, theme)
    # Sections further down the Settings page have pictures of their own.
    for theme in THEMES:
        image = QImage(str(outdir / f"settings-voice-{theme}.png"))
        assert not image.isNull() and page_colours(image) >= MIN_PAGE_COLOURS, theme


@pytest.mark.server
def test_load_renders_the_loaded_model_and_an_answer(
    qapp: QApplication, tmp_path: Path, runtime_env: Path, restore_theme: None
) -> None:
    outdir = tmp_path / "shots"
    assert main([str(outdir), "--load", "--theme", "dark"]) == 0
    for name in ("load-loaded", "chat-answered"):
        image = QImage(str(outdir / f"{name}-dark.png"))
        assert not image.isNull(), name
        assert page_colours(image) >= MIN_PAGE_COLOURS, f"{name} looks empty"


def test_pictures_in_arabic_are_mirrored(
    qapp: QApplication, tmp_path: Path, restore_theme: None
) -> None:
    """--language ar: the window as an Arabic user sees it, the pages' list on the right."""
    translations.release()  # the .qm the app reads, as the README's commands build it
    try:
        assert main([str(tmp_path), "--theme", "light", "--language", "ar"]) == 0
    finally:
        for translator in qapp.findChildren(QTranslator):
            qapp.removeTranslator(translator)
        language.install_language(qapp, language.ENGLISH)
    image = QImage(str(tmp_path / "chat-light.png"))
    assert not image.isNull() and page_colours(image) >= MIN_PAGE_COLOURS
    # Mirrored: the navigation column's background, at the left edge in English, is at
    # the right edge in Arabic, and the page's the other way round.
    assert main([str(tmp_path / "en"), "--theme", "light"]) == 0
    english = QImage(str(tmp_path / "en" / "chat-light.png"))
    middle = image.height() // 2
    edges = (5, image.width() - 5)
    english_edges = [english.pixelColor(x, middle) for x in edges]
    assert english_edges[0] != english_edges[1]
    assert [image.pixelColor(x, middle) for x in reversed(edges)] == english_edges
    try:
        # A language with no translation built (Esperanto: every language the app
        # offers is complete now, Korean included).
        with pytest.raises(SystemExit, match="could not be read"):
            main([str(tmp_path / "none"), "--theme", "light", "--language", "eo"])
    finally:
        for translator in qapp.findChildren(QTranslator):
            qapp.removeTranslator(translator)
        language.install_language(qapp, language.ENGLISH)
