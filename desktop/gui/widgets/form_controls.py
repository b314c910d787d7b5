"""Form controls built one way on every page: number boxes with their range, step,
spoken name, tip and the words shown for their "off" value, drop-downs of named
choices, one-line text fields with their hint, the label tied to a field (its
&-letter with Alt moves the focus there), and buttons and check boxes named for screen
readers (Copy buttons among them)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QTimer, SignalInstance
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

COPIED_TEXT = QT_TRANSLATE_NOOP("FormControls", "Copied")
COPIED_MS = 1500  # how long a Copy button says it copied
_COPIED_TIMER = "copiedTimer"


def decimal_box(
    name: str, low: float, high: float, step: float, *, tip: str = "", off_text: str = ""
) -> QDoubleSpinBox:
    """A box for a number with two decimals; ``off_text`` stands in for ``low``."""
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setDecimals(2)
    box.setAccessibleName(name)
    box.setToolTip(tip)
    box.setSpecialValueText(off_text)
    return box


def whole_box(
    name: str,
    low: int,
    high: int,
    step: int = 1,
    *,
    tip: str = "",
    off_text: str = "",
    suffix: str = "",
) -> QSpinBox:
    """A box for a whole number; ``off_text`` stands in for ``low``."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setAccessibleName(name)
    box.setToolTip(tip)
    box.setSpecialValueText(off_text)
    box.setSuffix(suffix)
    return box


def choice_box(name: str, choices: Iterable[tuple[str, object]]) -> QComboBox:
    """A drop-down of ``(text shown, value kept)`` choices, which a screen reader calls
    ``name``; the first is chosen."""
    box = QComboBox()
    box.setAccessibleName(name)
    for text, value in choices:
        box.addItem(text, value)
    return box


def show_choice(combo: QComboBox, value: str) -> None:
    """Choose ``value`` in ``combo``, added first where the list does not offer it (a
    value written by hand, such as a cache type this version lacks: shown, so it is
    kept)."""
    if combo.findData(value) < 0:
        combo.addItem(value, value)
    combo.setCurrentIndex(combo.findData(value))


def text_field(name: str, hint: str, text: str = "") -> QLineEdit:
    """A one-line field holding ``text``, which a screen reader calls ``name``; while
    empty it shows ``hint`` (an example, or what belongs there)."""
    field = QLineEdit(text)
    field.setAccessibleName(name)
    field.setPlaceholderText(hint)
    return field


class WrappedFormLabel(QLabel):
    """A form's label whose words wrap onto more lines where a language runs long.

    QFormLayout lays a row out at the field's height for a given width and does not ask
    a wrapped label how tall it is there (a German label of two lines lost its second
    beside a one-line box): the label asks for the height its lines take at the width it
    was given, and the form grows the row."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


def buddy_label(text: str, field: QWidget) -> QLabel:
    """A label for ``field``: Alt with the letter after & in ``text`` focuses the field."""
    label = QLabel(text)
    label.setBuddy(field)
    return label


def action_button(
    text: str, name: str, action: Callable[..., object] | SignalInstance
) -> QPushButton:
    """A button showing ``text`` that runs ``action`` when pressed (with the button's
    checked flag, where ``action`` takes one), or emits it where ``action`` is a signal
    the button's owner passes on; a screen reader calls it ``name``, which says what it
    acts on where ``text`` alone does not."""
    button = QPushButton(text)
    button.setAccessibleName(name)
    button.clicked.connect(action)
    return button


def check_box(
    text: str,
    name: str,
    action: Callable[[bool], object] | None = None,
    *,
    checked: bool = False,
) -> QCheckBox:
    """A check box showing ``text``, ticked when ``checked``, that calls ``action`` with
    its new state when the user (or the code) toggles it; a screen reader calls it
    ``name``."""
    box = QCheckBox(text)
    box.setAccessibleName(name)
    box.setChecked(checked)  # before ``action`` is connected: filling in is no change
    if action is not None:
        box.toggled.connect(action)
    return box


def copy_to_clipboard(text: str) -> None:
    """Put ``text`` on the clipboard, exactly as given (a session without one: nothing)."""
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(text)


def copy_button(name: str, text: Callable[[], str]) -> QPushButton:
    """A "Copy" button that puts ``text()``, as it is when pressed, on the clipboard and
    says "Copied" for a moment; a screen reader calls it ``name`` (what it copies)."""
    button = QPushButton(QCoreApplication.translate("FormControls", "Copy"))
    button.setAccessibleName(name)

    def copy() -> None:
        copy_to_clipboard(text())
        show_copied(button)

    button.clicked.connect(copy)
    return button


def show_copied(button: QPushButton) -> None:
    """Show "Copied" on ``button`` for a moment, then its own text again: without it a
    click on Copy seems to do nothing."""
    timer = button.findChild(QTimer, _COPIED_TIMER)
    if not isinstance(timer, QTimer):
        timer = QTimer(button)
        timer.setObjectName(_COPIED_TIMER)
        timer.setSingleShot(True)
        timer.setInterval(COPIED_MS)
        own_text = button.text()
        timer.timeout.connect(lambda: _show_own_text(button, own_text))
    button.setText(QCoreApplication.translate("FormControls", COPIED_TEXT))
    button.setAccessibleDescription(
        QCoreApplication.translate("FormControls", "Copied to the clipboard")
    )
    timer.start()


def _show_own_text(button: QPushButton, text: str) -> None:
    button.setText(text)
    button.setAccessibleDescription("")
