"""The list of keyboard shortcuts over the window (F1 or Ctrl+/), from any page: the
same list as Settings → Keyboard shortcuts (settings_shortcuts.SHORTCUTS, the one
place their words are written), in a window Esc closes."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from desktop.gui.settings.settings_shortcuts import ShortcutsGroup


class ShortcutsHelp(QDialog):
    """Every shortcut, and a Close button that has the focus (Enter or Esc close it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.setAccessibleDescription(self.tr("Every key the window answers to. Esc closes this."))
        layout = QVBoxLayout(self)
        self.shortcuts = ShortcutsGroup()
        self.shortcuts.setTitle("")  # the window's title says it
        layout.addWidget(self.shortcuts)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAccessibleName(self.tr("Close the list of shortcuts"))
        layout.addWidget(buttons)
        self.close_button.setDefault(True)
        self.close_button.setFocus()
