"""A bar showing what a model will take (weights, context cache, the rest) against free
memory, with a legend under it: a swatch and a name for each part, and the line that
marks the memory there is."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.gui.widgets.units import format_size


@dataclass(frozen=True)
class MemorySegment:
    label: str
    size_bytes: int
    color: str  # any QColor name


WEIGHTS_COLOR = "#3b73b9"
KV_COLOR = "#49a078"
OTHER_COLOR = "#c9a227"
OVER_COLOR = "#b3261e"
BAR_HEIGHT = 20
LEGEND_GAP = 6
SWATCH = 11
# Space between one legend entry and the next.
ENTRY_GAP = 18


class MemoryBar(QWidget):
    """Segments drawn to scale against ``capacity_bytes``; a line marks the capacity."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._segments: tuple[MemorySegment, ...] = ()
        self._capacity = 0
        self._capacity_label = self.tr("free memory")
        self._subject = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._legend_top() + self._legend_height())
        self.setAccessibleName(self.tr("Memory needed"))
        self._update_description()

    def set_usage(
        self,
        segments: tuple[MemorySegment, ...],
        capacity_bytes: int,
        capacity_label: str | None = None,
        subject: str = "",
    ) -> None:
        """``subject`` starts the summary ("On the graphics card") when there are two bars;
        ``capacity_label`` names the room (by default "free memory", in the window's words)."""
        self._segments = segments
        self._capacity = max(0, capacity_bytes)
        self._capacity_label = (
            capacity_label if capacity_label is not None else self.tr("free memory")
        )
        self._subject = subject
        self._update_description()
        self.update()

    def clear(self) -> None:
        self.set_usage((), 0)

    def total_bytes(self) -> int:
        return sum(segment.size_bytes for segment in self._segments)

    def capacity_bytes(self) -> int:
        return self._capacity

    def summary(self) -> str:
        """The bar in words (its accessible description, and the caption under it)."""
        if not self._segments:
            return self.tr("Pick a model to see how much memory it needs.")
        parts = ", ".join(
            f"{segment.label} {format_size(segment.size_bytes)}" for segment in self._segments
        )
        total = self.total_bytes()
        needs = f"{format_size(total)} ({parts})"
        # Whole sentences for a translator, each with its own word order; the subject
        # ("On the graphics card") starts them when there are two bars.
        room, over = format_size(self._capacity), format_size(total - self._capacity)
        subject, label = self._subject, self._capacity_label
        if not self._capacity:
            if subject:
                return self.tr("{0}: needs {1}.").format(subject, needs)
            return self.tr("Needs {0}.").format(needs)
        if total > self._capacity:
            if subject:
                return self.tr("{0}: needs {1} of {2} {3}: {4} too much.").format(
                    subject, needs, room, label, over
                )
            return self.tr("Needs {0} of {1} {2}: {3} too much.").format(needs, room, label, over)
        if subject:
            return self.tr("{0}: needs {1} of {2} {3}.").format(subject, needs, room, label)
        return self.tr("Needs {0} of {1} {2}.").format(needs, room, label)

    def legend(self) -> list[tuple[str, str]]:
        """What the legend shows: (colour, words) for each part, then the marker line."""
        entries = [
            (segment.color, f"{segment.label} {format_size(segment.size_bytes)}")
            for segment in self._segments
        ]
        if self._capacity:
            entries.append(("", f"{self._capacity_label} {format_size(self._capacity)}"))
        return entries

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(400, self._legend_top() + self._legend_height())

    def _legend_top(self) -> int:
        return BAR_HEIGHT + LEGEND_GAP

    def _legend_height(self) -> int:
        return self.fontMetrics().height()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(0, 0, self.width(), BAR_HEIGHT).adjusted(0.5, 0.5, -0.5, -0.5)
        palette = self.palette()
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(area, 3, 3)
        scale_to = max(self.total_bytes(), self._capacity, 1)
        x = area.left()
        painter.setPen(Qt.PenStyle.NoPen)
        for segment in self._segments:
            width = area.width() * segment.size_bytes / scale_to
            painter.setBrush(QColor(segment.color))
            painter.drawRect(self._mirrored(QRectF(x, area.top() + 1, width, area.height() - 2)))
            x += width
        if self._capacity and self.total_bytes() > self._capacity:
            over_start = area.left() + area.width() * self._capacity / scale_to
            painter.setBrush(QColor(OVER_COLOR))
            painter.setOpacity(0.35)
            over = QRectF(over_start, area.top() + 1, x - over_start, area.height() - 2)
            painter.drawRect(self._mirrored(over))
            painter.setOpacity(1.0)
        if self._capacity:
            marker = area.left() + area.width() * self._capacity / scale_to
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            marker = self._mirrored(QRectF(marker, 0, 0, 0)).left()
            painter.drawLine(int(marker), int(area.top()), int(marker), int(area.bottom()))
        self._paint_legend(painter)
        painter.end()

    def _paint_legend(self, painter: QPainter) -> None:
        palette = self.palette()
        metrics = self.fontMetrics()
        top = self._legend_top()
        middle = top + metrics.height() / 2
        x = 0.0
        for color, words in self.legend():
            if color:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(color))
                swatch = QRectF(x, middle - SWATCH / 2, SWATCH, SWATCH)
                painter.drawRoundedRect(self._mirrored(swatch), 2, 2)
            else:  # the capacity marker, drawn as in the bar
                painter.setPen(palette.color(QPalette.ColorRole.Text))
                line_x = self._mirrored(QRectF(x + SWATCH / 2, 0, 0, 0)).left()
                painter.drawLine(
                    int(line_x), int(middle - SWATCH / 2), int(line_x), int(middle + SWATCH / 2)
                )
            x += SWATCH + 5
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            room = self.width() - x
            shown = metrics.elidedText(words, Qt.TextElideMode.ElideRight, int(max(room, 0)))
            painter.drawText(
                self._mirrored(QRectF(x, top, room, metrics.height())),
                int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter),
                shown,
            )
            x += metrics.horizontalAdvance(shown) + ENTRY_GAP
            if x >= self.width():
                break

    def _mirrored(self, rect: QRectF) -> QRectF:
        """``rect``, laid out from the left, where a right-to-left window (Arabic) puts it:
        the bar fills from the right and the legend reads from the right, as its words do."""
        if not self.isRightToLeft():
            return rect
        return QRectF(self.width() - rect.right(), rect.top(), rect.width(), rect.height())

    def _update_description(self) -> None:
        summary = self.summary()
        self.setAccessibleDescription(summary)
        self.setToolTip(summary)
