"""Light, dark, high contrast or the system's look, from the settings, painted by the app itself.

The theme is the Fusion style with the app's own palette and style sheet
(style_palette.py, style_sheet.py), so it looks the same on every desktop. Asking
the platform for a colour scheme, as this module once did, does nothing on bare X11
and on many desktops: the window stayed light under "Dark". "System" still follows
the platform's scheme when the platform reports one (and changes with it), and is
light when it reports none; it is high contrast where the desktop asks for that.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAccessibilityHints, QPalette, QStyleHints
from PySide6.QtWidgets import QApplication

from desktop.gui.shell.style_palette import Colours, build_palette, colours_for
from desktop.gui.shell.style_sheet import style_sheet
from desktop.gui.widgets.wheel_guard import has_wheel_guard
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

# In English; shown through theme_name() in the window's language.
THEME_NAMES = {
    "system": QT_TRANSLATE_NOOP("Theme", "Same as the system"),
    "light": QT_TRANSLATE_NOOP("Theme", "Light"),
    "dark": QT_TRANSLATE_NOOP("Theme", "Dark"),
    "high_contrast": QT_TRANSLATE_NOOP("Theme", "High contrast"),
}


def theme_name(value: str) -> str:
    """The theme ``value`` (a key of THEME_NAMES) as Settings names it, in the window's
    language."""
    return QCoreApplication.translate("Theme", THEME_NAMES[value])


# Body text at least this size: the platforms' 9 pt default is small for reading answers.
BASE_POINT_SIZE = 10.0
# A window colour darker than this (HSL lightness, 0-255) is a dark scheme.
DARK_LIGHTNESS = 128
# Where on the application the chosen theme is kept, for "System" to follow changes.
_THEME_PROPERTY = "llamadeskTheme"
_FOLLOWING_PROPERTY = "llamadeskFollowsScheme"


# Whether the platform's scheme is dark: read once from the palette the platform gave
# the app (before ours replaces it), then kept up to date by colorSchemeChanged.
_platform_dark: bool | None = None
# Whether the desktop asks for high contrast: None until read (read_contrast).
_platform_contrast: bool | None = None
_accessibility_hints: tuple[QStyleHints, QAccessibilityHints] | None = None
# How long after the theme is first applied the desktop's contrast wish is read.
CONTRAST_CHECK_MS = 500
# Whether the app already runs in Fusion (made with qt_arguments, or set once here).
_fusion_from_start = False


def platform_is_dark(app: QApplication) -> bool:
    """True when the platform paints dark; a platform that reports no scheme (bare
    X11) gives a light palette, so it counts as light."""
    global _platform_dark
    if _platform_dark is None:
        # Its palette, not styleHints().colorScheme(): that one returns an enum of
        # PySide's Qt namespace, which takes ~90 ms to load before the first paint.
        window = app.palette().color(QPalette.ColorRole.Window)
        _platform_dark = window.lightness() < DARK_LIGHTNESS
    return _platform_dark


def is_dark(app: QApplication, theme: str) -> bool:
    """Whether ``theme`` ("system", "light", "dark" or "high_contrast") paints dark here
    and now."""
    if theme in ("light", "dark", "high_contrast"):
        return theme != "light"
    return platform_is_dark(app) or platform_wants_contrast()


def platform_wants_contrast() -> bool:
    """Whether the desktop asks for high contrast, as last read (``read_contrast``)."""
    return bool(_platform_contrast)


def read_contrast(app: QApplication) -> bool:
    """Ask the desktop whether it wants high contrast (Qt 6.10's accessibility hints:
    GNOME's and KDE's settings, Windows' contrast themes), follow its changes, and
    repaint "System" in high contrast when it does. Its first call costs ~300 ms (the
    answer is an enum of PySide's Qt namespace): ``apply_theme`` asks only after the
    window's first paint."""
    global _platform_contrast, _accessibility_hints
    from PySide6.QtCore import Qt

    if _accessibility_hints is None:
        # Kept: PySide frees the hints' wrapper with the style hints' own otherwise.
        _accessibility_hints = (app.styleHints(), app.styleHints().accessibility())
        _accessibility_hints[1].contrastPreferenceChanged.connect(lambda _: read_contrast(app))
    high = _accessibility_hints[1].contrastPreference() == Qt.ContrastPreference.HighContrast
    changed = high != bool(_platform_contrast)
    _platform_contrast = high
    if changed and app.property(_THEME_PROPERTY) == "system":
        apply_theme(app, "system")
    return high


def _colours(app: QApplication, theme: str) -> Colours:
    high = theme == "high_contrast" or (theme == "system" and platform_wants_contrast())
    return colours_for(is_dark(app, theme), high_contrast=high)


def qt_arguments(program: str, arguments: Sequence[str]) -> list[str]:
    """The command line to make the QApplication with: it starts in Fusion, the style
    the theme paints over. Chosen there it costs nothing; ``setStyle`` afterwards takes
    ~55 ms before the first paint (PySide builds QStyle's enums for the style it returns)."""
    global _fusion_from_start
    _fusion_from_start = True
    # Before the user's own options: a -style given there still wins.
    return [program, "-style", "Fusion", *arguments]


def apply_theme(app: QApplication, theme: str) -> Colours:
    """Paint the whole app in ``theme``; returns the colours now in use."""
    global _fusion_from_start
    # Read the platform's own palette now, whatever the theme: ours replaces it below.
    platform_is_dark(app)
    app.setProperty(_THEME_PROPERTY, theme)
    colours = _colours(app, theme)
    if not _fusion_from_start and not has_wheel_guard(app):
        app.setStyle("Fusion")
        _fusion_from_start = True
    app.setPalette(build_palette(colours))
    app.setStyleSheet(style_sheet(colours, app.isRightToLeft()))
    font = app.font()
    if font.pointSizeF() < BASE_POINT_SIZE:
        font.setPointSizeF(BASE_POINT_SIZE)
        app.setFont(font)
    if not app.property(_FOLLOWING_PROPERTY):
        app.setProperty(_FOLLOWING_PROPERTY, True)
        hints = app.styleHints()
        hints.colorSchemeChanged.connect(
            lambda scheme: _follow_platform(app, scheme.name == "Dark")
        )
        # After the first paint: see read_contrast.
        QTimer.singleShot(CONTRAST_CHECK_MS, lambda: read_contrast(app))
    return colours


def current_colours(app: QApplication) -> Colours:
    """The colours of the theme last applied (light before any)."""
    theme = app.property(_THEME_PROPERTY)
    return _colours(app, theme) if isinstance(theme, str) else colours_for(False)


def _follow_platform(app: QApplication, dark: bool) -> None:
    global _platform_dark
    _platform_dark = dark
    if app.property(_THEME_PROPERTY) == "system":
        apply_theme(app, "system")
