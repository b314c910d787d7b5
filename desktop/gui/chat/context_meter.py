"""How much of the model's context the open chat uses, and what to do when it is full.

The meter shows the last answer's prompt plus completion tokens against the context
the server was loaded with. When a chat no longer fits, ``ContextChoices`` offers
plain ways out: a new chat, dropping the oldest turns, or a longer context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, Signal, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QProgressBar, QStyle, QStyleOptionProgressBar, QWidget

from desktop.core.host.loaded_model import LoadedModel
from desktop.gui.widgets.form_controls import action_button
from desktop.gui.widgets.notice_strip import NoticeStrip
from desktop.gui.widgets.page_text import sentence_label
from desktop.gui.widgets.units import format_tokens

if TYPE_CHECKING:
    from desktop.gui.bridge.host_controller import HostController
    from desktop.gui.bridge.model_state import ModelState

# Above this share of the context the next message will likely not fit.
NEARLY_FULL = 0.9


def meter_text(used: int, context: int) -> str:
    """E.g. "1,234 of 4,096 tokens" (numbers in the window's language's way)."""
    return QCoreApplication.translate("ContextMeter", "{used} of {context} tokens").format(
        used=format_tokens(used), context=format_tokens(context)
    )


class ContextMeter(QProgressBar):
    """A small bar: tokens used of the context, e.g. "1,234 of 4,096 tokens"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Context used"))
        self.setToolTip(self.tr("How much of the model's context this chat uses."))
        self.setTextVisible(True)
        widest = self.fontMetrics().horizontalAdvance(meter_text(888_888, 888_888))
        self.setMaximumWidth(max(260, widest + 24))
        self.used: int | None = None
        self.context = 0
        self.show_usage(None, 0)

    def show_usage(self, used: int | None, context: int) -> None:
        """Show ``used`` of ``context`` tokens; hidden without a loaded model."""
        self.used = used
        self.context = context
        if context <= 0:
            self.hide()
            return
        shown = used or 0
        # Wide enough for this context's longest figures on one line (a bar squeezed by
        # the title beside it would wrap its text and cut it off), and no wider: sized
        # for any context, it pushed the Chat page past a 1024 px screen.
        widest = self.fontMetrics().horizontalAdvance(meter_text(context, context))
        self.setMinimumWidth(widest + 24)
        self.setRange(0, context)
        self.setValue(min(shown, context))
        self.setFormat(meter_text(shown, context))
        self.setAccessibleDescription(meter_text(shown, context))
        self.show()

    def nearly_full(self) -> bool:
        return (
            self.context > 0 and self.used is not None and self.used >= NEARLY_FULL * self.context
        )

    def fill_rect(self) -> QRect:
        """Where the fill is drawn (the share of the context used)."""
        option = QStyleOptionProgressBar()
        self.initStyleOption(option)
        inside = self.style().subElementRect(QStyle.SubElement.SE_ProgressBarContents, option, self)
        span = self.maximum() - self.minimum()
        share = (self.value() - self.minimum()) / span if span > 0 else 0.0
        return QRect(inside.left(), self.rect().top(), round(inside.width() * share),
                     self.height())  # fmt: skip

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        # The bar without its words, then the words on top in two colours: the fill's
        # own text colour over the fill, the page's beside it. Drawn by the style, the
        # page's text colour sat on the accent fill and could hardly be read.
        option = QStyleOptionProgressBar()
        self.initStyleOption(option)
        option.textVisible = False
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_ProgressBar, option, painter, self)
        fill = self.fill_rect()
        centre = Qt.AlignmentFlag.AlignCenter
        text = self.text()
        palette = self.palette()
        for clip, role in (
            (fill, QPalette.ColorRole.HighlightedText),
            (QRect(fill.right() + 1, 0, self.width(), self.height()), QPalette.ColorRole.Text),
        ):
            painter.save()
            painter.setClipRect(clip)
            painter.setPen(palette.color(role))
            painter.drawText(self.rect(), centre, text)
            painter.restore()
        painter.end()


class ContextChoices(NoticeStrip):
    """The plain ways out of a chat that no longer fits in the model's context."""

    new_chat_requested = Signal()
    drop_oldest_requested = Signal()
    longer_context_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "contextChoices",
            self.tr("This chat is too long"),
            self.tr("Chat length problem"),
            parent=parent,
        )
        self.new_chat_button = action_button(
            self.tr("Start a new chat"), self.tr("Start a new chat"), self.new_chat_requested
        )
        self.drop_button = action_button(
            self.tr("Drop the oldest turns"),
            self.tr("Drop the oldest turns"),
            self.drop_oldest_requested,
        )
        self.drop_button.setToolTip(
            self.tr("Answer again without the earliest messages; they stay saved in this chat.")
        )
        self.longer_button = action_button(
            self.tr("Reload with a longer context"),
            self.tr("Reload with a longer context"),
            self.longer_context_requested,
        )
        self.lay_out(self.new_chat_button, self.drop_button, self.longer_button)

    def offer(self, text: str, *, can_drop: bool, longer: int | None) -> None:
        """Show ``text`` and the choices that apply."""
        self.label.setText(text)
        self.drop_button.setVisible(can_drop)
        self.longer_button.setVisible(longer is not None)
        if longer is not None:
            self.longer_button.setToolTip(
                self.tr("Load the model again with {longer} tokens of context.").format(
                    longer=format_tokens(longer)
                )
            )
        self.show()


class ContextNotices(QObject):
    """The meter, the note and the choices of the open chat, kept in step with the model
    loaded: the page says what happened, this decides what to show."""

    new_chat_requested = Signal()
    drop_oldest_requested = Signal()

    def __init__(self, controller: HostController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.meter = ContextMeter()
        self.note = sentence_label(self.tr("Context note"))
        self.note.hide()
        self.choices = ContextChoices()
        self.choices.new_chat_requested.connect(self.new_chat_requested)
        self.choices.drop_oldest_requested.connect(self.drop_oldest_requested)
        self.choices.longer_context_requested.connect(self.reload_with_longer_context)
        self._loaded = controller.state.loaded
        controller.model_state_changed.connect(self._on_model_changed)

    def show_usage(self, used: int | None) -> None:
        loaded = self._loaded
        self.meter.show_usage(used, loaded.report.context if loaded is not None else 0)

    def offer(self, text: str, *, turns: int) -> None:
        """Show ``text`` and the ways out that apply to a chat of ``turns`` messages."""
        loaded = self._loaded
        self.choices.offer(
            text,
            can_drop=turns > 2,
            longer=_longer_context(loaded),
        )

    def hide(self) -> None:
        self.choices.hide()
        self.note.hide()

    def show_dropped(self, dropped: int) -> None:
        self.choices.hide()
        self._show_note(
            self.tr(
                "The %Ln oldest messages are no longer sent to the model, so the chat fits; "
                "they stay saved here.",
                "",
                dropped,
            )
            if dropped > 0
            else self.tr(
                "There are no older messages to drop; start a new chat or shorten your message."
            )
        )

    @Slot()
    def reload_with_longer_context(self) -> None:
        """Load the same model again with a longer context."""
        loaded = self._loaded
        request = loaded.longer_context_request() if loaded is not None else None
        if request is None or request.context is None:
            return
        self.choices.hide()
        self._show_note(
            self.tr(
                "Loading the model again with {context} tokens of context. Press Retry on the "
                "answer when it is ready."
            ).format(context=format_tokens(request.context))
        )
        self._controller.load(request)

    def _show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.show()

    @Slot(object)
    def _on_model_changed(self, state: ModelState) -> None:
        if state.loaded is not self._loaded:
            self._loaded = state.loaded
            self.show_usage(self.meter.used)


def _longer_context(loaded: LoadedModel | None) -> int | None:
    request = loaded.longer_context_request() if loaded is not None else None
    return request.context if request is not None else None
