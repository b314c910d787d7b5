"""Settings → Keyboard shortcuts: every key the window answers to, in one place (the
buttons' tips name theirs too: "Send (Enter)", "Stop (Esc)"). The same list shows over
the window with F1 or Ctrl+/ (shell/shortcuts_help.py): its words are written here only,
ready for translation."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

# (keys, what they do), in the order a person meets them.
SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("F1", "Show this list of shortcuts, from any page"),
    ("Ctrl+/", "Show this list of shortcuts too"),
    ("Ctrl+N", "Start a new chat, from any page"),
    ("Ctrl+1", "Show the Library"),
    ("Ctrl+2", "Show Discover"),
    ("Ctrl+3", "Show Load"),
    ("Ctrl+4", "Show the Chat"),
    ("Ctrl+5", "Show Settings"),
    ("Enter", "Send the message"),
    ("Shift+Enter", "Start a new line in the message"),
    ("Esc", "Stop the answer being written (on the Chat page)"),
    ("Ctrl+Enter", "Save an edited message and send it again"),
    ("Esc", "Leave an edit as it was"),
    ("Alt+Left", "Back to the search results from a model's page (Esc too)"),
    ("Alt + underlined letter", "Go to the setting or button with that letter underlined"),
    ("Tab", "Go to the next control (Shift+Tab: the one before)"),
)


class ShortcutsGroup(QGroupBox):
    """The shortcuts as a two-column list: the keys, and what they do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Keyboard shortcuts", parent)
        grid = QGridLayout(self)
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(16)
        for row, (keys, action) in enumerate(SHORTCUTS):
            key_label = QLabel(f"<b>{keys}</b>")
            key_label.setAccessibleName(keys)
            what = QLabel(action)
            what.setWordWrap(True)
            grid.addWidget(key_label, row, 0)
            grid.addWidget(what, row, 1)

    def keys(self) -> list[str]:
        """The keys listed, as written."""
        return [keys for keys, _action in SHORTCUTS]
