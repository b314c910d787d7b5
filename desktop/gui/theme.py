"""Light, dark or the system's look, from the settings, painted by the app itself.

The theme is the Fusion style with the app's own palette and style sheet
(style_palette.py, style_sheet.py), so it looks the same on every desktop. Asking
the platform for a colour scheme, as this module once did, does nothing on bare X11
and on many desktops: the window stayed light under "Dark". "System" still follows
the platform's scheme when the platform reports one (and changes with it), and is
light when it reports none.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from desktop.gui.style_palette import Colours, build_palette, colours_for
from desktop.gui.style_sheet import style_sheet

THEME_NAMES = {"system": "Same as the system", "light": "Light", "dark": "Dark"}
# Body text at least this size: the platforms' 9 pt default is small for reading answers.
BASE_POINT_SIZE = 10.0
# Where on the application the chosen theme is kept, for "System" to follow changes.
_THEME_PROPERTY = "llamadeskTheme"
_FOLLOWING_PROPERTY = "llamadeskFollowsScheme"


def platform_is_dark(app: QApplication) -> bool:
    """True only when the platform reports a dark scheme (unknown counts as light)."""
    # By name, not through PySide's Qt namespace: loading it costs ~40 ms at start.
    return app.styleHints().colorScheme().name == "Dark"


def is_dark(app: QApplication, theme: str) -> bool:
    """Whether ``theme`` ("system", "light" or "dark") paints dark here and now."""
    if theme in ("light", "dark"):
        return theme == "dark"
    return platform_is_dark(app)


def apply_theme(app: QApplication, theme: str) -> Colours:
    """Paint the whole app in ``theme``; returns the colours now in use."""
    app.setProperty(_THEME_PROPERTY, theme)
    colours = colours_for(is_dark(app, theme))
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(build_palette(colours))
    app.setStyleSheet(style_sheet(colours))
    font = app.font()
    if font.pointSizeF() < BASE_POINT_SIZE:
        font.setPointSizeF(BASE_POINT_SIZE)
        app.setFont(font)
    if not app.property(_FOLLOWING_PROPERTY):
        app.setProperty(_FOLLOWING_PROPERTY, True)
        app.styleHints().colorSchemeChanged.connect(lambda _scheme: _follow_platform(app))
    return colours


def current_colours(app: QApplication) -> Colours:
    """The colours of the theme last applied (light before any)."""
    theme = app.property(_THEME_PROPERTY)
    return colours_for(is_dark(app, theme) if isinstance(theme, str) else False)


def _follow_platform(app: QApplication) -> None:
    if app.property(_THEME_PROPERTY) == "system":
        apply_theme(app, "system")
