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
class LegendEntry:
    """One part of the legend where it is drawn: its line (0 first), its left edge as if
    left to right, and its words as shown (cut with "…" only where one entry alone is
    wider than the bar)."""

    line: int
    x: float
    color: str  # "" for the capacity marker
    words: str
    shown: str


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
        # The legend takes more lines where a language's words run long (Russian at
        # 1024 px cut "free memory" short when it had one line).
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
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
        self.updateGeometry()
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

    def legend_layout(self, width: int) -> list[LegendEntry]:
        """Where each legend entry goes at ``width``: along a line while it fits, else
        at the start of the next."""
        metrics = self.fontMetrics()
        entries: list[LegendEntry] = []
        line, x = 0, 0.0
        for color, words in self.legend():
            needed = SWATCH + 5 + metrics.horizontalAdvance(words)
            if x > 0 and x + needed > width:
                line, x = line + 1, 0.0
            room = max(width - x - SWATCH - 5, 0)
            shown = metrics.elidedText(words, Qt.TextElideMode.ElideRight, int(room))
            entries.append(LegendEntry(line, x, color, words, shown))
            x += SWATCH + 5 + metrics.horizontalAdvance(shown) + ENTRY_GAP
        return entries

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        lines = max((entry.line + 1 for entry in self.legend_layout(width)), default=1)
        return self._legend_top() + lines * self.fontMetrics().height()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(400, self.heightForWidth(400))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(SWATCH * 4, self._legend_top() + self.fontMetrics().height())

    def _legend_top(self) -> int:
        return BAR_HEIGHT + LEGEND_GAP

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
        line_height = self.fontMetrics().height()
        for entry in self.legend_layout(self.width()):
            top = self._legend_top() + entry.line * line_height
            middle = top + line_height / 2
            x = entry.x
            if entry.color:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(entry.color))
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
            painter.drawText(
                self._mirrored(QRectF(x, top, self.width() - x, line_height)),
                int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter),
                entry.shown,
            )

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
