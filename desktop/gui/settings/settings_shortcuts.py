"""Settings → Keyboard shortcuts: every key the window answers to, in one place (the
buttons' tips name theirs too: "Send (Enter)", "Stop (Esc)"). The same list shows over
the window with F1 or Ctrl+/ (shell/shortcuts_help.py): its words are written here only,
ready for translation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

# (keys, what they do), in the order a person meets them.
SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("F1", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show this list of shortcuts, from any page")),
    ("Ctrl+/", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show this list of shortcuts too")),
    ("Ctrl+N", QT_TRANSLATE_NOOP("SettingsShortcuts", "Start a new chat, from any page")),
    ("Ctrl+1", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show the Library")),
    ("Ctrl+2", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show Discover")),
    ("Ctrl+3", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show Load")),
    ("Ctrl+4", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show the Chat")),
    ("Ctrl+5", QT_TRANSLATE_NOOP("SettingsShortcuts", "Show Settings")),
    ("Enter", QT_TRANSLATE_NOOP("SettingsShortcuts", "Send the message")),
    ("Shift+Enter", QT_TRANSLATE_NOOP("SettingsShortcuts", "Start a new line in the message")),
    (
        "Esc",
        QT_TRANSLATE_NOOP("SettingsShortcuts", "Stop the answer being written (on the Chat page)"),
    ),
    (
        "Ctrl+Enter",
        QT_TRANSLATE_NOOP("SettingsShortcuts", "Save an edited message and send it again"),
    ),
    ("Esc", QT_TRANSLATE_NOOP("SettingsShortcuts", "Leave an edit as it was")),
    (
        "Alt+Left",
        QT_TRANSLATE_NOOP(
            "SettingsShortcuts", "Back to the search results from a model's page (Esc too)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("SettingsShortcuts", "Alt + underlined letter"),
        QT_TRANSLATE_NOOP(
            "SettingsShortcuts", "Go to the setting or button with that letter underlined"
        ),
    ),
    (
        "Tab",
        QT_TRANSLATE_NOOP(
            "SettingsShortcuts", "Go to the next control (Shift+Tab: the one before)"
        ),
    ),
)


class ShortcutsGroup(QGroupBox):
    """The shortcuts as a two-column list: the keys, and what they do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("SettingsShortcuts", "Keyboard shortcuts"), parent
        )
        grid = QGridLayout(self)
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(16)
        for row, (keys, marked) in enumerate(SHORTCUTS):
            action = _t(marked)
            shown = _keys_shown(keys)
            key_label = QLabel(f"<b>{shown}</b>")
            key_label.setAccessibleName(shown)
            what = QLabel(action)
            what.setWordWrap(True)
            grid.addWidget(key_label, row, 0)
            grid.addWidget(what, row, 1)

    def keys(self) -> list[str]:
        """The keys listed, as written."""
        return [str(keys) for keys, _action in SHORTCUTS]


_t = words_in("SettingsShortcuts")


def _keys_shown(keys: str) -> str:
    """Keys as the window's language names them on the keyboard, in Qt's own words ("Strg+N",
    "Umschalt+Enter" in German); words that name no key ("Alt + underlined letter") are
    translated as the others."""
    portable = QKeySequence.SequenceFormat.PortableText
    sequence = QKeySequence.fromString(keys, portable)
    if sequence.isEmpty() or sequence.toString(portable) != keys:
        return _t(keys)
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)
