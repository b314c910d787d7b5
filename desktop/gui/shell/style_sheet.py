"""The app's one style sheet, over Fusion and the theme's palette: rounded inputs and
buttons, a clear primary button, a visible focus outline (drop-down and number boxes too,
with arrows drawn as images in resources/style: a styled frame drops Fusion's own),
the navigation column
and a page's list of its sections (``sections``), tables, and the message cards of the chat.

Pages opt in with names rather than styles of their own: the object names
``navigation``, ``sections``, ``message-user``, ``message-assistant``, ``messageText``, ``figures``,
and the dynamic properties ``primary`` (a page's main action, see ``mark_primary``;
a default button, ``setDefault(True)``, has the same colours; mark it primary too
for the bold text)
and ``tone`` ("muted" or "error") on labels.
"""

from __future__ import annotations

from string import Template

from PySide6.QtWidgets import QAbstractButton, QWidget

from desktop.gui.shell.style_icons import arrow_path
from desktop.gui.shell.style_palette import Colours

# Rounded corners, in pixels: controls, and the larger cards and groups.
CONTROL_RADIUS = 7
CARD_RADIUS = 12
# The focus outline is 2 px where the border is 1 px: the padding loses the
# difference, so nothing moves when the focus arrives.
_SHEET = Template(
    """
QMainWindow, QDialog { background: $window; }
QToolTip { background: $surface; color: $text; border: 1px solid $border; padding: 6px; }

QLineEdit, QPlainTextEdit, QTextEdit {
    background: $surface; color: $text; border: 1px solid $border;
    border-radius: ${control_radius}px; padding: 5px 8px;
    selection-background-color: $accent; selection-color: $accent_text;
}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus {
    border: 2px solid $accent; padding: 4px 7px;
}
QLineEdit:disabled { background: $window; color: $disabled_text; }
QComboBox, QAbstractSpinBox {
    background: $surface; color: $text; border: 1px solid $border;
    border-radius: ${control_radius}px; padding: 4px 8px;
    selection-background-color: $accent; selection-color: $accent_text;
}
QComboBox:focus, QAbstractSpinBox:focus { border: 2px solid $accent; padding: 3px 7px; }
QComboBox:disabled, QAbstractSpinBox:disabled { background: $window; color: $disabled_text; }
QComboBox { padding-right: 26px; }
QComboBox:focus { padding-right: 25px; }
QComboBox::drop-down {
    subcontrol-origin: padding; subcontrol-position: center right; width: 24px; border: none;
}
QComboBox::down-arrow { image: url("$arrow_down"); width: 10px; height: 6px; }
QAbstractSpinBox { padding-left: 4px; padding-right: 20px; }
QAbstractSpinBox:focus { padding-left: 3px; padding-right: 19px; }
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {
    subcontrol-origin: border; width: 18px; border: none; background: transparent;
}
QAbstractSpinBox::up-button { subcontrol-position: top right; margin: 2px 2px 0 0; }
QAbstractSpinBox::down-button { subcontrol-position: bottom right; margin: 0 2px 2px 0; }
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover {
    background: $hover; border-radius: 4px;
}
QAbstractSpinBox::up-arrow { image: url("$arrow_up"); width: 8px; height: 5px; }
QAbstractSpinBox::down-arrow { image: url("$arrow_down"); width: 8px; height: 5px; }
QComboBox QAbstractItemView {
    background: $surface; color: $text; border: 1px solid $border; outline: 0;
    selection-background-color: $accent; selection-color: $accent_text;
}
/* A drop-down opens below itself as a list of every row (up to its maxVisibleItems,
   then it scrolls). Fusion's popup over the chosen row, under this sheet, came out one
   row short (Theme hid "Dark") and opened scrolled. */
QComboBox { combobox-popup: 0; }
QComboBox QAbstractItemView::item { min-height: 26px; padding: 0 8px; }

QPushButton, QToolButton {
    background: $raised; color: $text; border: 1px solid $border;
    border-radius: ${control_radius}px; padding: 6px 14px;
}
QToolButton { padding: 4px 8px; }
QPushButton:hover, QToolButton:hover { background: $hover; }
QPushButton:pressed, QToolButton:pressed, QToolButton:checked { background: $accent_soft; }
QPushButton:focus, QToolButton:focus { border: 2px solid $accent; padding: 5px 13px; }
QToolButton:focus { padding: 3px 7px; }
QPushButton:disabled, QToolButton:disabled {
    color: $disabled_text; background: $window; border-color: $border;
}
QPushButton:flat { background: transparent; border: 1px solid transparent; color: $muted_text; }
QPushButton:flat:hover { background: $hover; color: $text; }
QPushButton:flat:focus { border: 2px solid $accent; }
QPushButton[primary="true"], QPushButton:default {
    background: $accent; color: $accent_text; border: 1px solid $accent;
}
/* Bold only by the property: a font set under a pseudo-state (:default) is painted
   but left out of the size hint, so the wider bold text was clipped at both ends. */
QPushButton[primary="true"] { font-weight: 600; }
QPushButton[primary="true"]:hover, QPushButton:default:hover { background: $accent_hover; }
QPushButton[primary="true"]:focus, QPushButton:default:focus {
    border: 2px solid $text; padding: 5px 13px;
}
QPushButton[primary="true"]:disabled, QPushButton:default:disabled {
    background: $accent_soft; color: $disabled_text; border-color: $accent_soft;
}
QPushButton::menu-indicator { subcontrol-position: right center; right: $indicator_offset; }

QCheckBox:focus, QRadioButton:focus { color: $accent; }
/* Fusion draws no focus on a slider: a ring, kept transparent until then so nothing
   moves when the focus arrives. */
QSlider {
    border: 2px solid transparent; border-radius: ${control_radius}px; padding: 2px 6px;
}
QSlider:focus { border-color: $accent; }

QGroupBox {
    background: $raised; border: 1px solid $border; border-radius: ${card_radius}px;
    margin-top: 22px; padding: 10px 8px 8px 8px;
}
QGroupBox::title {
    subcontrol-origin: margin; subcontrol-position: top left; left: 4px; top: 2px;
    color: $text; font-weight: 600;
}

QAbstractItemView {
    background: $surface; color: $text; alternate-background-color: $raised;
    border: 1px solid $border; border-radius: ${control_radius}px; gridline-color: $border;
    selection-background-color: $accent; selection-color: $accent_text;
}
QAbstractItemView:focus { border: 2px solid $accent; }
QHeaderView { background: transparent; border: none; }
QHeaderView::section {
    background: $raised; color: $muted_text; border: none; border-bottom: 1px solid $border;
    border-right: 1px solid $border; padding: 6px 6px; font-weight: 600;
}

/* After the item views' rules: the navigation is one, drawn differently. */
QListWidget#navigation {
    background: $sidebar; border: none; border-right: 1px solid $border;
    padding: 10px 8px; outline: 0; border-radius: 0;
}
QListWidget#navigation:focus { border: none; border-right: 1px solid $border; }
QListWidget#navigation::item {
    color: $text; padding: 9px 12px; margin: 2px 0; border-radius: ${control_radius}px;
}
QListWidget#navigation::item:hover { background: $hover; }
QListWidget#navigation::item:selected { background: $accent_soft; color: $text; }
QListWidget#navigation::item:selected:focus { border: 2px solid $accent; padding: 7px 10px; }

/* A page's own list of its sections (Settings), drawn as a lighter navigation. */
QListWidget#sections {
    background: transparent; border: none; border-right: 1px solid $border;
    padding: 10px 8px; outline: 0; border-radius: 0;
}
QListWidget#sections:focus { border: none; border-right: 1px solid $border; }
QListWidget#sections::item {
    color: $text; padding: 6px 10px; margin: 1px 0; border-radius: ${control_radius}px;
}
QListWidget#sections::item:disabled { color: $muted_text; padding-top: 16px; }
QListWidget#sections::item:hover { background: $hover; }
QListWidget#sections::item:selected { background: $accent_soft; color: $text; }
QListWidget#sections::item:selected:focus { border: 2px solid $accent; padding: 4px 8px; }

QScrollArea { background: transparent; border: none; }
QScrollArea > QWidget > QWidget { background: transparent; }
QScrollBar:vertical { background: transparent; width: 12px; margin: 2px; }
QScrollBar:horizontal { background: transparent; height: 12px; margin: 2px; }
QScrollBar::handle { background: $border; border-radius: 4px; min-height: 28px; min-width: 28px; }
QScrollBar::handle:hover { background: $muted_text; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }

QProgressBar {
    background: $surface; border: 1px solid $border; border-radius: 6px;
    text-align: center; color: $text; min-height: 16px;
}
QProgressBar::chunk { background: $accent; border-radius: 5px; }

QSplitter::handle { background: transparent; }
QStatusBar { background: $sidebar; color: $muted_text; border-top: 1px solid $border; }
QStatusBar QLabel { color: $muted_text; padding: 0 6px; }

QFrame#message-user {
    background: $user_bubble; border: none; border-radius: ${card_radius}px;
}
QFrame#message-assistant, QFrame#message-tool, QFrame#message-system {
    background: $surface; border: 1px solid $border; border-radius: ${card_radius}px;
}
QTextBrowser#messageText {
    background: transparent; border: none; padding: 0; border-radius: 4px;
}
QTextBrowser#messageText:focus { background: $focus_tint; border: none; padding: 0; }
QLabel#figures, [tone="muted"] { color: $muted_text; }
/* The border colour for an error line that draws a frame (placement_box.py). */
QLabel#error, [tone="error"] { color: $error; border-color: $error; }
"""
)


def style_sheet(colours: Colours, right_to_left: bool = False) -> str:
    """The style sheet in ``colours``; ``right_to_left`` for a mirrored window (Arabic)."""
    values = {name: getattr(colours, name) for name in Colours.__dataclass_fields__}
    # Right to left, Qt mirrors a menu arrow's place but starts it past the button's left
    # edge: with 6px only its tip showed (seen in Arabic). 24px puts it where the
    # left-to-right arrow is, mirrored (measured; tests/gui/test_arabic.py checks it).
    values["indicator_offset"] = "24px" if right_to_left else "6px"
    values["accent_hover"] = _shade(colours.accent, lighter=colours.dark)
    values["control_radius"] = str(CONTROL_RADIUS)
    values["card_radius"] = str(CARD_RADIUS)
    theme = "dark" if colours.dark else "light"
    for direction in ("up", "down"):
        values[f"arrow_{direction}"] = arrow_path(direction, theme).as_posix()
    return _SHEET.substitute(values)


def mark_primary(button: QAbstractButton) -> None:
    """Style ``button`` as its page's main action (Load, Send, Download)."""
    button.setProperty("primary", True)
    _restyle(button)


def set_tone(label: QWidget, tone: str) -> None:
    """Colour a label's text as ``"muted"``, ``"error"`` or normal (``""``)."""
    label.setProperty("tone", tone)
    _restyle(label)


def _restyle(widget: QWidget) -> None:
    # A dynamic property changed after the widget was polished needs a re-polish.
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


def _shade(name: str, *, lighter: bool) -> str:
    from PySide6.QtGui import QColor

    colour = QColor(name)
    return (colour.lighter(112) if lighter else colour.darker(112)).name()
