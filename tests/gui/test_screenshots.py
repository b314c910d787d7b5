"""The screenshot script renders every page to a PNG (offscreen, sample data)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from desktop.gui.main_window import PAGES
from desktop.gui.screenshots import main


def test_every_page_is_rendered(qapp: QApplication, tmp_path: Path) -> None:
    outdir = tmp_path / "shots"
    assert main([str(outdir)]) == 0
    for page in PAGES:
        image = QImage(str(outdir / f"{page.lower()}.png"))
        assert not image.isNull(), page
        assert image.width() >= 800 and image.height() >= 500
