"""The app's own colours for light and dark, and the QPalette made from them.

The app paints itself rather than asking the desktop for a colour scheme: bare X11,
and many desktops with a portal, ignore Qt's request, and the window then stayed
light whatever the setting said. Every text colour here is chosen to read at a
contrast of at least 4.5:1 (WCAG AA for body text) on the surfaces it sits on;
tests/gui/test_theme.py checks it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette


@dataclass(frozen=True)
class Colours:
    """One theme's colours, by what they are for (any QColor name)."""

    dark: bool
    window: str  # page background
    surface: str  # inputs, lists, answer cards
    raised: str  # buttons, headers, group boxes
    sidebar: str  # the navigation column and the status bar
    text: str
    muted_text: str  # secondary lines: figures, captions, placeholders
    disabled_text: str
    border: str
    hover: str
    accent: str  # the primary button, selection, the focus outline
    accent_text: str  # text on the accent
    accent_soft: str  # the selected page in the navigation
    user_bubble: str  # the user's own messages
    link: str
    error: str
    focus_tint: str  # background of a focused message text (it has no border)


LIGHT = Colours(
    dark=False,
    window="#f4f5f7",
    surface="#ffffff",
    raised="#fbfbfc",
    sidebar="#eaecf0",
    text="#1d2025",
    muted_text="#565d6b",
    disabled_text="#8b919c",
    border="#c9ced6",
    hover="#e1e5eb",
    accent="#2357d0",
    accent_text="#ffffff",
    accent_soft="#d9e3fa",
    user_bubble="#e6edfc",
    link="#1c49b5",
    error="#b3261e",
    focus_tint="#eef3fd",
)

DARK = Colours(
    dark=True,
    window="#17191d",
    surface="#22252b",
    raised="#2a2e35",
    sidebar="#1e2125",
    text="#e7e9ec",
    muted_text="#a4abb6",
    disabled_text="#6f7682",
    border="#3d434d",
    hover="#323740",
    accent="#2f63d4",
    accent_text="#ffffff",
    accent_soft="#2b3a5a",
    user_bubble="#263450",
    link="#8cb4ff",
    error="#ff8f86",
    focus_tint="#28303d",
)


# For low vision: white and yellow on black, every text at least 7:1 (WCAG AAA) on what it
# sits on, borders that stand out from the page, and the focus in yellow, the colour no
# other control wears (tests/gui/test_theme.py checks the ratios).
HIGH_CONTRAST = Colours(
    dark=True,
    window="#000000",
    surface="#000000",
    raised="#0d0d0d",
    sidebar="#000000",
    text="#ffffff",
    muted_text="#e0e0e0",
    disabled_text="#a6a6a6",
    border="#ffffff",
    hover="#333333",
    accent="#ffd700",
    accent_text="#000000",
    accent_soft="#3d3300",
    user_bubble="#001f4d",
    link="#8fd3ff",
    error="#ff9c94",
    focus_tint="#262000",
)


def colours_for(dark: bool, high_contrast: bool = False) -> Colours:
    if high_contrast:
        return HIGH_CONTRAST
    return DARK if dark else LIGHT


def build_palette(colours: Colours) -> QPalette:
    """A full QPalette, disabled roles included, so Fusion paints every control in
    the theme's colours whatever the desktop's own palette is."""
    palette = QPalette()
    roles = QPalette.ColorRole
    active = {
        roles.Window: colours.window,
        roles.WindowText: colours.text,
        roles.Base: colours.surface,
        roles.AlternateBase: colours.raised,
        roles.ToolTipBase: colours.surface,
        roles.ToolTipText: colours.text,
        roles.PlaceholderText: colours.muted_text,
        roles.Text: colours.text,
        roles.Button: colours.raised,
        roles.ButtonText: colours.text,
        roles.BrightText: colours.error,
        roles.Highlight: colours.accent,
        roles.HighlightedText: colours.accent_text,
        roles.Link: colours.link,
        roles.LinkVisited: colours.link,
        roles.Light: colours.hover if colours.dark else "#ffffff",
        roles.Midlight: colours.hover,
        roles.Mid: colours.border,
        roles.Dark: colours.border if colours.dark else "#9aa1ad",
        roles.Shadow: "#000000",
        roles.Accent: colours.accent,
    }
    for role, name in active.items():
        palette.setColor(QPalette.ColorGroup.All, role, QColor(name))
    for role in (roles.WindowText, roles.Text, roles.ButtonText, roles.HighlightedText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colours.disabled_text))
    palette.setColor(QPalette.ColorGroup.Disabled, roles.Highlight, QColor(colours.border))
    return palette


def relative_luminance(colour: QColor) -> float:
    """WCAG's relative luminance of an opaque colour."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG's contrast ratio, from 1 (none) to 21 (black on white)."""
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
