"""A drop-down whose chosen text is cut short with "…" where it has no room, instead of
being clipped mid-letter at the arrow (Qt's own drop-down does that: "· 94 M" on the
Load page in Portuguese), and whole in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QToolTip,
)

from desktop.gui.widgets.elided_label import tooltip_with_whole


class ElidedComboBox(QComboBox):
    """``currentText()`` stays whole; the box paints it cut short where it must."""

    def shown_text(self) -> str:
        """The chosen text as painted in the box's current width."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().elidedText(
            self.currentText(), Qt.TextElideMode.ElideRight, field.width()
        )

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.currentText()
            QToolTip.showText(
                event.globalPos(), tooltip_with_whole(text, self.shown_text(), self.toolTip()), self
            )
            return True
        return super().event(event)
