"""Saying something to a screen reader without moving the focus: Qt's announcement
event (Qt 6.8+), which the Linux bridge sends as AT-SPI's ``Announcement`` and Windows
as a UI Automation notification. Orca speaks it once, as a live region's change.

Used for what happens away from the focus: an answer starting and ending (never each
piece of it: a reader speaking every token would drown the user), an answer failing,
a tool asking to be allowed, a notice.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, message: str, *, urgent: bool = False) -> None:
    """Have screen readers say ``message``, from ``widget``; ``urgent`` interrupts what
    they are saying (for failures and questions), otherwise it waits its turn."""
    if not message or not QAccessible.isActive():
        return  # no reader listens: nothing to build
    event = QAccessibleAnnouncementEvent(widget, message)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if urgent else politeness.Polite)
    QAccessible.updateAccessibility(event)
