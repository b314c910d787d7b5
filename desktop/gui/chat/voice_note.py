"""The Chat page's line about voice: reading aloud, listening, and what went wrong, in
words, just above the message box (where the eyes are when a button was pressed)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from desktop.gui.shell.style_sheet import set_tone


class VoiceNote(QLabel):
    """Hidden until there is something to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Voice"))
        self.setWordWrap(True)
        self.hide()

    def say(self, text: str, *, error: bool = False) -> None:
        """Show ``text`` (an error in the error colour); empty hides the line."""
        set_tone(self, "error" if error else "muted")
        self.setText(text)
        self.setVisible(bool(text))

    def clear_note(self) -> None:
        self.say("")
