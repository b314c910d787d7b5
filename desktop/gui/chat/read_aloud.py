"""The answers' "Read aloud" buttons: one answer read at a time, speech made and played
on the speech thread (services.voice), its button saying "Stop reading" until it ends.
With "Read answers aloud automatically" on (Settings → Voice), each answer is read as
it is written: its first sentence is heard while the rest is still being written."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from desktop.core.errors import LlamaDeskError
from desktop.gui.chat.message_column import MessageColumn
from desktop.gui.chat.voice_note import VoiceNote
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from desktop.core.host.voice import GrowingAnswer, ReadAloud

READING_NOTE = QT_TRANSLATE_NOOP(
    "ReadAloud", "Reading the answer aloud. Press \u201cStop reading\u201d to stop."
)
COULD_NOT_READ = QT_TRANSLATE_NOOP("ReadAloud", "The answer could not be read aloud; try again.")


class ReadAloudControl(QObject):
    """Starts and stops reading answers aloud; says in the note what went wrong."""

    reading_ended = Signal(object)  # the core's ReadAloud: how it went
    reading_changed = Signal(bool)  # an answer is being read aloud, or no longer

    def __init__(
        self,
        services: AppServices,
        messages: MessageColumn,
        note: VoiceNote,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._messages = messages
        self._note = note
        self.reading_id: int | None = None  # the answer being read
        self._number = 0  # counts reads: an old one's end changes nothing shown
        self.last_result: ReadAloud | None = None
        self._growing: GrowingAnswer | None = None  # the answer read as it is written
        self.always_read = False  # hands-free: every answer is read, whatever Settings say
        messages.read_aloud_requested.connect(self.toggle)

    @Slot(int)
    def toggle(self, message_id: int) -> None:
        """Read answer ``message_id`` aloud, or stop it where it is the one being read."""
        if self.reading_id == message_id:
            self.stop()
        else:
            self.read(message_id)

    def read(self, message_id: int) -> None:
        """Read a finished answer aloud."""
        widget = self._messages.widget_for(message_id)
        if widget is None or widget.streaming:
            return
        self._start(message_id, widget.content())

    def _start(self, message_id: int, text: str | GrowingAnswer) -> None:
        self.stop()
        self._number += 1
        number = self._number
        self._show_reading(message_id)
        self._note.say(QCoreApplication.translate("ReadAloud", READING_NOTE))
        self._services.voice.read_aloud(
            text,
            lambda result: self._ended(number, result),
            lambda error: self._failed(number, error),
        )

    @Slot()
    def stop(self) -> None:
        """Silence now (the speech thread ends its read soon after)."""
        if self.reading_id is None:
            return
        self._services.voice.stop_reading()
        self._growing = None
        self._show_reading(None)
        self._note.clear_note()

    # -- reading answers as they are written -------------------------------------------

    def answer_started(self, message_id: int) -> None:
        """An answer has begun: read it as it is written, when the person asked for that."""
        if not (self._services.settings.read_aloud_automatically or self.always_read):
            return
        from desktop.core.host.voice import GrowingAnswer

        growing = GrowingAnswer()
        self._start(message_id, growing)
        self._growing = growing

    def answer_grew(self, piece: str) -> None:
        if self._growing is not None:
            self._growing.add(piece)

    def answer_finished(self, message_id: int, text: str) -> None:
        """The answer is complete (``text``, all of it, as saved)."""
        growing, self._growing = self._growing, None
        if growing is not None and self.reading_id == message_id:
            growing.finish(text)
        elif self._services.settings.read_aloud_automatically or self.always_read:
            self.read(message_id)  # turned on while it was written

    def answer_failed(self, partial_text: str) -> None:
        """The answer broke off: what was written is read to its end."""
        growing, self._growing = self._growing, None
        if growing is not None:
            growing.finish(partial_text)

    def show_reading(self) -> None:
        """Mark the answer being read again (its chat was laid out anew)."""
        widget = self._messages.widget_for(self.reading_id) if self.reading_id is not None else None
        if widget is not None:
            widget.set_reading(True)

    def _show_reading(self, message_id: int | None) -> None:
        for old in (self.reading_id, message_id):
            widget = self._messages.widget_for(old) if old is not None else None
            if widget is not None:
                widget.set_reading(old == message_id)
        was_reading = self.reading_id is not None
        self.reading_id = message_id
        if was_reading != (message_id is not None):
            self.reading_changed.emit(message_id is not None)

    def _ended(self, number: int, result: ReadAloud) -> None:
        self.last_result = result
        if number == self._number:
            self._growing = None
            self._show_reading(None)
            self._note.clear_note()
        self.reading_ended.emit(result)

    def _failed(self, number: int, error: Exception) -> None:
        if number != self._number:
            return
        self._growing = None
        self._show_reading(None)
        from desktop.gui.widgets.voice_words import voice_error_text  # deferred: the start

        message = (
            voice_error_text(error)
            if isinstance(error, LlamaDeskError)
            else QCoreApplication.translate("ReadAloud", COULD_NOT_READ)
        )
        self._note.say(message, error=True)
