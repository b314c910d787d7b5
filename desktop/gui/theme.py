"""Light, dark or the system's look, from the settings."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

THEME_NAMES = {"system": "Same as the system", "light": "Light", "dark": "Dark"}


def apply_theme(app: QApplication, theme: str) -> None:
    """Switch the colour scheme; "system" follows the desktop's choice."""
    hints = app.styleHints()
    if theme not in ("light", "dark"):
        hints.unsetColorScheme()
        return
    # Loading PySide's Qt namespace takes ~40 ms: the default theme starts without it.
    from PySide6.QtCore import Qt

    hints.setColorScheme(Qt.ColorScheme.Light if theme == "light" else Qt.ColorScheme.Dark)
