"""The sources of an answer given from the user's documents: a compact row under its
text ("Sources: 1 manual.pdf, page 12 · 2 notes.md"), one button per passage the model
was given, and a small window with the passage a button names.

Put into an answer's ``MessageWidget`` from outside (``sources_of``), as the tool
cards are, so the message widget itself knows nothing about documents. The sources
come from the answer's stored figures (``stats["sources"]``), so they are the same
when the chat is opened again.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.chat.grounding import Source
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.widgets.flow_layout import FlowLayout
from desktop.gui.widgets.page_text import sentence_label

SOURCES_NAME = "answer-sources"


def button_text(source: Source) -> str:
    """What a source's button says: its number, as the answer cites it, and where."""
    return f"{source.number}  {source.label()}"


class PassageView(QDialog):
    """The passage one source names: the file, the page and section, the text, and a
    button that opens the file in the system's viewer."""

    def __init__(self, source: Source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.setWindowTitle(
            self.tr("Source {number}: {label}").format(number=source.number, label=source.label())
        )
        self.setAccessibleName(self.tr("Cited passage"))
        self.where = QLabel(f"<b>{_escaped(source.label())}</b>")
        self.where.setAccessibleName(self.tr("Where the passage is from"))
        self.section = sentence_label(self.tr("Section"), source.heading or "")
        self.section.setVisible(bool(source.heading))
        self.path = sentence_label(self.tr("File"), source.file)
        self.path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.passage = QPlainTextEdit(source.text.strip())
        self.passage.setReadOnly(True)
        self.passage.setAccessibleName(self.tr("Passage text"))
        self.passage.setMinimumSize(420, 160)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.open_button = QPushButton(self.tr("Open file"))
        self.open_button.setAccessibleName(
            self.tr("Open {name}").format(name=Path(source.file).name)
        )
        exists = Path(source.file).is_file()
        self.open_button.setEnabled(exists)
        self.open_button.setToolTip(
            self.tr("Open the whole file in the app your computer uses for it.")
            if exists
            else self.tr("This file is no longer where it was when it was indexed.")
        )
        self.open_button.clicked.connect(self.open_file)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        for part in (self.where, self.section, self.passage, self.path, buttons):
            layout.addWidget(part)

    def open_file(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(self.source.file))


class SourcesList(QWidget):
    """The sources of one answer, a button each, wrapping on a narrow window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(SOURCES_NAME)
        self.setAccessibleName(self.tr("Sources"))
        self._flow = FlowLayout(self, spacing=4)
        self.title = QLabel(self.tr("Sources:"))
        self.title.setAccessibleName(self.tr("Sources of this answer"))
        self.buttons: list[QPushButton] = []
        self.sources: tuple[Source, ...] = ()
        self.passage: PassageView | None = None  # the passage shown last
        self.hide()

    def show_sources(self, sources: Sequence[Source]) -> None:
        """Show ``sources`` (none: the row is hidden)."""
        if tuple(sources) == self.sources:
            return
        self.sources = tuple(sources)
        for widget in (self.title, *self.buttons):
            self._flow.removeWidget(widget)
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        if not self.sources:
            self.hide()
            return
        self._flow.addWidget(self.title)
        # As tall as a button, its text centred: in line with the buttons' text.
        self.title.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        for source in self.sources:
            button = QPushButton(button_text(source))
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setAccessibleName(
                self.tr("Source {number}: {label}").format(
                    number=source.number, label=source.label()
                )
            )
            heading = source.heading or ""
            button.setToolTip(f"{source.label()} — {heading}" if heading else source.label())
            button.clicked.connect(lambda _checked=False, source=source: self.open(source))
            self._flow.addWidget(button)
            self.buttons.append(button)
            self.title.setFixedHeight(button.sizeHint().height())
        self.show()

    def open(self, source: Source) -> PassageView:
        """Show the passage ``source`` names (its button's click)."""
        if self.passage is not None:
            self.passage.close()
            self.passage.deleteLater()
        self.passage = PassageView(source, self.window())
        self.passage.show()
        return self.passage


def sources_of(message: MessageWidget, *, create: bool = True) -> SourcesList | None:
    """The sources row of ``message``, put in under its text the first time."""
    # Only among the message's own children, where it is put: a search through all
    # its widgets cost ~0.2 ms a message, for every message each time a chat is shown.
    existing = message.findChild(
        SourcesList, SOURCES_NAME, Qt.FindChildOption.FindDirectChildrenOnly
    )
    if existing is not None or not create:
        return existing
    sources = SourcesList()
    layout = message.layout()
    if isinstance(layout, QVBoxLayout):
        # Under the text and its code buttons, above the figures.
        layout.insertWidget(max(0, layout.indexOf(message.figures)), sources)
    return sources


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
