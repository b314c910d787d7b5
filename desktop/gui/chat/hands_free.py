"""The message box's Hands-free button: talk with the chat without touching anything.

While it is on (the button stays pressed and says so), the microphone listens; a pause
after speaking sends what was said, the answer is read aloud as it is written, and then
it listens again. Pressing the button again, or Esc, turns it off and stops whatever
runs. The core's ``HandsFree`` decides each step; this opens the microphone, sends and
reads aloud through the page's own controls (Speak, Read aloud, Send).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QPushButton

from desktop.core.host.hands_free import HandsFree, Heard
from desktop.gui.chat.read_aloud import ReadAloudControl
from desktop.gui.chat.voice_input import VoiceInput
from desktop.gui.chat.voice_note import VoiceNote
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

HANDS_FREE = QT_TRANSLATE_NOOP("HandsFree", "Hands-free")
HANDS_FREE_ON = QT_TRANSLATE_NOOP("HandsFree", "Hands-free: on")
HANDS_FREE_TIP = QT_TRANSLATE_NOOP(
    "HandsFree",
    "Talk with the chat: it listens, sends what you say when you pause, reads the answer "
    "aloud, then listens again. Press again (or Esc) to stop.",
)
OFF_NOTE = QT_TRANSLATE_NOOP("HandsFree", "Hands-free is off.")
NO_ANSWER_NOTE = QT_TRANSLATE_NOOP("HandsFree", "Hands-free stopped: no model can answer yet.")
CHECK_MS = 200  # how often the recording is looked at for the pause that ends it


class HandsFreeControl(QObject):
    """The button, and the round of listening, sending and reading aloud."""

    changed = Signal(bool)  # hands-free turned on or off

    def __init__(
        self,
        voice_input: VoiceInput,
        read_aloud: ReadAloudControl,
        note: VoiceNote,
        send: Callable[[], bool],
        answer_running: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        """``send``: sends the box's words, True when an answer began. ``answer_running``:
        whether an answer is being written."""
        super().__init__(parent)
        self._voice_input = voice_input
        self._read_aloud = read_aloud
        self._note = note
        self._send = send
        self._answer_running = answer_running
        self.state = HandsFree()
        self.button = QPushButton(QCoreApplication.translate("HandsFree", HANDS_FREE))
        self.button.setCheckable(True)
        self.button.setAccessibleName(self.tr("Hands-free: talk with the chat"))
        self.button.setToolTip(QCoreApplication.translate("HandsFree", HANDS_FREE_TIP))
        self.button.clicked.connect(self.toggle)
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self._check)
        voice_input.heard.connect(self._written)
        voice_input.not_heard.connect(self._not_written)
        read_aloud.reading_changed.connect(self._reading_changed)

    @property
    def on(self) -> bool:
        return self.state.on

    @Slot()
    def toggle(self) -> None:
        if self.on:
            self.turn_off()
        else:
            self.turn_on()

    def turn_on(self) -> None:
        self.state.turn_on()
        self._voice_input.hands_free = True
        self._read_aloud.always_read = True
        self._show()
        self._listen()

    def turn_off(self, *, say: str | None = OFF_NOTE) -> None:
        """Stop listening and reading; ``say`` in the note (None: leave the note as is;
        this module's constants are said in the window's language)."""
        if self.on:
            self._stop(QCoreApplication.translate("HandsFree", say) if say is not None else None)

    def _stop(self, say: str | None) -> None:
        self.state.turn_off()
        self._timer.stop()
        self._voice_input.hands_free = False
        self._read_aloud.always_read = False
        self._voice_input.cancel(quietly=True)
        self._read_aloud.stop()
        self._show()
        if say is not None:
            self._note.say(say)

    def answer_ended(self) -> None:
        """The page's answer is complete (or broke off)."""
        self._listen_again()

    def _listen(self) -> None:
        self._voice_input.start()
        if not self._voice_input.recording:  # no microphone: the note says why
            self.turn_off(say=None)
            return
        self._timer.start()

    @Slot()
    def _check(self) -> None:
        recorder = self._voice_input.recorder
        if recorder is None:
            return
        heard = self.state.check(recorder)
        if heard is Heard.DONE:
            self._timer.stop()
            self._voice_input.finish()
        elif heard is Heard.START_AFRESH:
            self._voice_input.cancel(quietly=True)
            self._listen()

    def _written(self, _text: str) -> None:
        if not self.on:
            return
        if not self.state.written(self._voice_input_text()):
            self._listen()
        elif not self._send():
            self.turn_off(say=NO_ANSWER_NOTE)

    def _voice_input_text(self) -> str:
        # What is sent is what the box holds (the words just written after anything typed).
        return self._voice_input.box_text()

    def _not_written(self, nothing_heard: bool) -> None:
        if not self.on:
            return
        if self.state.not_written(nothing_heard):
            self._listen()
        else:
            self._stop(say=None)  # the note says what went wrong

    @Slot(bool)
    def _reading_changed(self, reading: bool) -> None:
        if not reading:
            self._listen_again()

    def _listen_again(self) -> None:
        if self.on and self.state.answered(
            answer_running=self._answer_running(),
            reading=self._read_aloud.reading_id is not None,
        ):
            self._listen()

    def _show(self) -> None:
        self.button.setChecked(self.on)
        self.button.setText(
            QCoreApplication.translate("HandsFree", HANDS_FREE_ON)
            if self.on
            else QCoreApplication.translate("HandsFree", HANDS_FREE)
        )
        self.button.setAccessibleName(
            self.tr("Hands-free is on: press to stop")
            if self.on
            else self.tr("Hands-free: talk with the chat")
        )
        self.changed.emit(self.on)
