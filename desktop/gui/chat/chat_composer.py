"""Where the next message is written: the chat's instructions and sampling settings,
the message box, pictures to attach, and the Send, Stop and Attach buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.chat.events import SamplingOptions
from desktop.gui.chat.attachments import AttachmentStrip
from desktop.gui.chat.sampling_controls import SamplingControls
from desktop.gui.shell.style_sheet import mark_primary
from desktop.gui.widgets.form_controls import text_field
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from desktop.core.host.loaded_model import LoadedModel
    from desktop.core.models.load_choice import LoadRequest

NO_VISION_TIP = QT_TRANSLATE_NOOP(
    "ChatComposer",
    "The loaded model can't read pictures. Load a model that supports images, "
    "with its vision projector file, to attach one.",
)
VISION_TIP = QT_TRANSLATE_NOOP("ChatComposer", "Add a picture for the model to look at.")
MESSAGE_HINT = QT_TRANSLATE_NOOP(
    "ChatComposer", "Write a message. Enter sends, Shift+Enter starts a new line, Esc stops."
)
_RETURN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def has_vision(loaded: LoadedModel | None, request: LoadRequest | None) -> bool:
    """True when the loaded model can read pictures: it was loaded with a projector."""
    return (
        loaded is not None
        and request is not None
        and request.model_path == loaded.model_path
        and request.mmproj_path is not None
    )


class EnterSends(QObject):
    """Enter sends and Shift+Enter starts a new line, as in LM Studio, Jan and ChatGPT.

    Ctrl+Enter sends too (also through the page's shortcut, from anywhere on it).
    """

    send_requested = Signal()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.key() not in _RETURN_KEYS or not isinstance(watched, QPlainTextEdit):
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers == Qt.KeyboardModifier.ShiftModifier:
            # A new line as Enter used to make it (Qt's own Shift+Enter would insert
            # a soft line separator, shown and stored differently).
            watched.textCursor().insertText("\n")
            watched.ensureCursorVisible()
            return True
        # Ctrl+Enter too: the page's shortcut takes it first only while the window is
        # the active one, and a key that reaches the box must still send.
        if modifiers in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier):
            self.send_requested.emit()
            return True
        return False


class Composer(QWidget):
    """The bottom of the Chat page; the page connects its buttons and ``send_requested``."""

    send_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system_prompt = text_field(
            self.tr("Instructions for the assistant"),
            self.tr("Optional: how the assistant should answer"),
        )
        self.system_prompt_label = QLabel(self.tr("&Instructions"))
        self.system_prompt_label.setBuddy(self.system_prompt)
        self.system_prompt_label.setToolTip(
            self.tr(
                "Told to the assistant before every message of this chat, e.g. "
                "“Answer briefly, in French.”"
            )
        )
        self.sampling = SamplingControls()
        # The instructions get a row of their own: beside the sampling controls, a
        # 1024-px screen left them about ten letters wide.
        settings_row = QHBoxLayout()
        settings_row.addWidget(self.system_prompt_label)
        settings_row.addWidget(self.system_prompt, 1)
        sampling_row = QHBoxLayout()
        sampling_row.addWidget(self.sampling)
        sampling_row.addStretch(1)
        # The page adds what belongs to the chat as a whole at the instructions' end
        # (Documents): the header has no room left on a 1024-px screen, and the sampling
        # row would wrap onto a second line there.
        self.chat_row = settings_row

        self.input = QPlainTextEdit()
        self.input.setPlaceholderText(QCoreApplication.translate("ChatComposer", MESSAGE_HINT))
        self.input.setAccessibleName(self.tr("Message to send"))
        self.input.setTabChangesFocus(True)
        self.input.setMaximumHeight(120)
        self._enter_sends = EnterSends(self)
        self._enter_sends.send_requested.connect(self.send_requested)
        self.input.installEventFilter(self._enter_sends)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send message"))
        self.send_button.setToolTip(self.tr("Send (Enter)"))
        mark_primary(self.send_button)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the answer"))
        self.stop_button.setToolTip(self.tr("Stop (Esc)"))
        self.attach_button = QPushButton(self.tr("Attach image…"))
        self.attach_button.setAccessibleName(self.tr("Attach image"))
        self.attachments = AttachmentStrip()
        input_row = QHBoxLayout()
        input_row.addWidget(self.input, 1)
        self._side = side = QVBoxLayout()
        side.addWidget(self.send_button)
        side.addWidget(self.stop_button)
        side.addWidget(self.attach_button)
        side.addStretch(1)
        input_row.addLayout(side)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(settings_row)
        layout.addLayout(sampling_row)
        layout.addWidget(self.sampling.details)
        layout.addWidget(self.attachments)
        layout.addLayout(input_row)

    def add_input_button(self, button: QWidget) -> None:
        """Another button beside the message box (the microphone), under the others."""
        self._side.insertWidget(self._side.count() - 1, button)

    def show_settings(self, system_prompt: str, options: SamplingOptions) -> None:
        self.system_prompt.setText(system_prompt)
        self.sampling.set_options(options)

    def set_busy(self, busy: bool) -> None:
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)

    def set_vision(self, vision: bool) -> None:
        """Pictures can be attached only for a model that can read them."""
        self.attach_button.setEnabled(vision)
        self.attach_button.setToolTip(
            QCoreApplication.translate("ChatComposer", VISION_TIP)
            if vision
            else QCoreApplication.translate("ChatComposer", NO_VISION_TIP)
        )
