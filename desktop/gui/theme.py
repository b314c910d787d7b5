"""Light, dark or the system's look, from the settings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

THEME_NAMES = {"system": "Same as the system", "light": "Light", "dark": "Dark"}


def apply_theme(app: QApplication, theme: str) -> None:
    """Switch the colour scheme; "system" follows the desktop's choice."""
    scheme = {
        "light": Qt.ColorScheme.Light,
        "dark": Qt.ColorScheme.Dark,
    }.get(theme, Qt.ColorScheme.Unknown)
    hints = app.styleHints()
    if scheme == Qt.ColorScheme.Unknown:
        hints.unsetColorScheme()
    else:
        hints.setColorScheme(scheme)
