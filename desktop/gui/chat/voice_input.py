"""The message box's microphone: press to record, press again to stop (Esc cancels);
what was said is written down by the listening model and put in the box for the person
to check and send. Nothing is sent by itself, and the microphone is open only between
the two presses (the recording lives in memory until it is written down).

The listening model is started as soon as recording starts, on the listening thread,
so it is ready (or has said why it cannot be) by the time the person stops speaking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QPushButton

from desktop.core.errors import LlamaDeskError
from desktop.gui.chat.voice_note import VoiceNote
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPlainTextEdit

    from desktop.core.sound_input import SoundRecorder

SPEAK = QT_TRANSLATE_NOOP("VoiceInput", "Speak")
STOP = QT_TRANSLATE_NOOP("VoiceInput", "Stop listening")
SPEAK_TIP = QT_TRANSLATE_NOOP(
    "VoiceInput", "Speak instead of typing: press, speak, then press again (Esc cancels)."
)
WRITING_NOTE = QT_TRANSLATE_NOOP("VoiceInput", "Writing down what you said\u2026")
CHECK_NOTE = QT_TRANSLATE_NOOP("VoiceInput", "Check the words in the box, then press Send.")
CANCELLED_NOTE = QT_TRANSLATE_NOOP("VoiceInput", "Recording cancelled; nothing was kept.")
COULD_NOT_WRITE = QT_TRANSLATE_NOOP(
    "VoiceInput", "What you said could not be written down; try again."
)
TICK_MS = 200  # how often the time listened is shown


def listening_note(seconds: float) -> str:
    whole = int(seconds)
    return QCoreApplication.translate(
        "VoiceInput",
        "Listening… {minutes}:{seconds:02d}. Press “{stop}” when you are done (Esc cancels).",
    ).format(
        minutes=whole // 60, seconds=whole % 60, stop=QCoreApplication.translate("VoiceInput", STOP)
    )


def hands_free_note(seconds: float) -> str:
    whole = int(seconds)
    return QCoreApplication.translate(
        "VoiceInput",
        "Hands-free: listening… {minutes}:{seconds:02d}. Speak, then pause: what you said is "
        "sent. Esc stops hands-free.",
    ).format(minutes=whole // 60, seconds=whole % 60)


class VoiceInput(QObject):
    """The microphone button and what it does (the page's Esc calls ``cancel``)."""

    recording_changed = Signal(bool)
    heard = Signal(str)  # what was said, written down (also put in the box)
    # Nothing was written down (the note says why): True when only nothing was heard
    # (the core's ``nothing_was_heard``, from the error's kind), so listening again may
    # mend it.
    not_heard = Signal(bool)

    def __init__(
        self,
        services: AppServices,
        message_box: QPlainTextEdit,
        note: VoiceNote,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._box = message_box
        self._note = note
        self._recorder: SoundRecorder | None = None
        self._attempt = 0  # counts recordings: an older one's answer is not shown
        self.writing = False  # a recording is being written down
        self.hands_free = False  # hands-free listens: a pause, not a press, ends it
        self.button = QPushButton(QCoreApplication.translate("VoiceInput", SPEAK))
        self.button.setAccessibleName(self.tr("Speak instead of typing"))
        self.button.setToolTip(QCoreApplication.translate("VoiceInput", SPEAK_TIP))
        self.button.clicked.connect(self.toggle)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    @property
    def recording(self) -> bool:
        return self._recorder is not None

    def box_text(self) -> str:
        return self._box.toPlainText()

    @property
    def recorder(self) -> SoundRecorder | None:
        """The recording going on (hands-free looks at it for the pause that ends it)."""
        return self._recorder

    @Slot()
    def toggle(self) -> None:
        if self.recording:
            self.finish()
        elif not self.writing:
            self.start()

    def start(self) -> None:
        """Open the microphone and start the listening model."""
        from desktop.core.sound_input import SoundInputError, SoundRecorder

        try:
            self._recorder = SoundRecorder()
        except SoundInputError as error:
            from desktop.gui.widgets.voice_words import voice_error_text

            self._note.say(voice_error_text(error), error=True)
            return
        self._attempt += 1
        attempt = self._attempt
        self._services.voice.prepare_listening(lambda error: self._not_ready(attempt, error))
        self._show(recording=True)
        self._tick()
        self._timer.start()

    def finish(self) -> None:
        """Close the microphone and have what was said written down."""
        recorder = self._recorder
        if recorder is None:
            return
        recording = recorder.stop()
        self._recorder = None
        self._timer.stop()
        self.writing = True
        self._show(recording=False)
        self._note.say(QCoreApplication.translate("VoiceInput", WRITING_NOTE))
        attempt = self._attempt
        self._services.voice.transcribe(
            recording,
            lambda text: self._heard(attempt, text),
            lambda error: self._failed(attempt, error),
        )

    @Slot()
    def cancel(self, *, quietly: bool = False) -> None:
        """Close the microphone and forget what it heard (``quietly``: say nothing, as
        hands-free does when it drops a long silence and listens afresh)."""
        self._attempt += 1  # also drops a recording being written down
        self.writing = False
        if self._recorder is None:
            self._show(recording=False)
            return
        self._recorder.cancel()
        self._recorder = None
        self._timer.stop()
        self._show(recording=False)
        if not quietly:
            self._note.say(QCoreApplication.translate("VoiceInput", CANCELLED_NOTE))

    def shutdown(self) -> None:
        self.cancel()

    def _show(self, *, recording: bool) -> None:
        self.button.setText(
            QCoreApplication.translate("VoiceInput", STOP)
            if recording
            else QCoreApplication.translate("VoiceInput", SPEAK)
        )
        self.button.setAccessibleName(
            self.tr("Stop listening and write down what was said")
            if recording
            else self.tr("Speak instead of typing")
        )
        self.button.setEnabled(recording or not self.writing)
        self.recording_changed.emit(recording)

    @Slot()
    def _tick(self) -> None:
        if self._recorder is not None:
            seconds = self._recorder.seconds
            self._note.say(hands_free_note(seconds) if self.hands_free else listening_note(seconds))

    def _heard(self, attempt: int, text: str) -> None:
        if attempt != self._attempt:
            return
        self._done()
        typed = self._box.toPlainText()
        joiner = "" if not typed or typed.endswith((" ", "\n")) else " "
        self._box.setPlainText(typed + joiner + text)
        cursor = self._box.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self._box.setTextCursor(cursor)
        self._box.setFocus()
        if not self.hands_free:
            self._note.say(QCoreApplication.translate("VoiceInput", CHECK_NOTE))
        self.heard.emit(text)

    def _failed(self, attempt: int, error: Exception) -> None:
        if attempt != self._attempt:
            return
        self._done()
        self._note.say(_words(error), error=True)
        self.not_heard.emit(_nothing_heard(error))

    def _not_ready(self, attempt: int, error: Exception) -> None:
        # The listening model cannot start: no use recording on; what was heard goes.
        if attempt != self._attempt or self._recorder is None:
            return
        self._recorder.cancel()
        self._recorder = None
        self._timer.stop()
        self._show(recording=False)
        self._note.say(_words(error), error=True)
        self.not_heard.emit(_nothing_heard(error))

    def _done(self) -> None:
        self.writing = False
        self._show(recording=False)


def _words(error: Exception) -> str:
    """Why nothing was written down, in the window's language."""
    from desktop.gui.widgets.voice_words import voice_error_text  # deferred: the window's start

    return (
        voice_error_text(error)
        if isinstance(error, LlamaDeskError)
        else QCoreApplication.translate("VoiceInput", COULD_NOT_WRITE)
    )


def _nothing_heard(error: Exception) -> bool:
    """Whether ``error`` says only that nothing was heard (by its kind)."""
    from desktop.core.host.voice import nothing_was_heard  # deferred: the window's start

    return nothing_was_heard(error)
