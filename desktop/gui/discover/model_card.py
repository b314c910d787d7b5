"""A model card (a repo's README) shown read-only, as Markdown, in the app."""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QTextBrowser, QWidget

# Hub model cards start with YAML metadata between two "---" lines; as Markdown it
# would render as a run of "license: ..." text under a horizontal rule.
_FRONT_MATTER = re.compile(r"\A\ufeff?---[ \t]*\r?\n.*?^---[ \t]*(?:\r?\n|\Z)", re.S | re.M)
_EXTERNAL_SCHEMES = frozenset({"http", "https"})


def strip_front_matter(text: str) -> str:
    """``text`` without a leading YAML front-matter block (unchanged when there is none)."""
    return _FRONT_MATTER.sub("", text, count=1).lstrip("\r\n")


class ModelCardView(QTextBrowser):
    """Read-only Markdown; a clicked web link opens in the browser, never in here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Model description"))
        self.setReadOnly(True)
        # Following links inside the view would fetch pages from the network on the GUI
        # thread and lose the card: every click is handed to the system instead.
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._open_externally)

    def show_card(self, card_text: str) -> None:
        """Render ``card_text`` (a README) without its metadata block."""
        body = strip_front_matter(card_text).strip()
        if body:
            self.setMarkdown(body)
        else:
            self.setPlainText(self.tr("This model has no description."))

    @Slot(QUrl)
    def _open_externally(self, url: QUrl) -> None:
        if url.scheme().lower() in _EXTERNAL_SCHEMES:
            QDesktopServices.openUrl(url)
