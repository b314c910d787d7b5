"""The voice models' work off the window's thread: speech made and played on one thread,
the listening model started and asked on another, so a long answer read aloud never
holds up a recording being written down (and neither holds up the window).

Stopping speech does not wait for the speech thread: the core's ``stop_reading`` silences
the speakers and ends the speech child from here, and the read's own cancel flag tells
the thread to give up.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from desktop.core.host.voice import GrowingAnswer, ReadAloud, Voice
from desktop.core.runtime.discovery import Runtime, chosen_runtime_path, find_runtime
from desktop.core.settings import Settings
from desktop.core.sound_input import Recording
from desktop.gui.bridge.background_calls import BackgroundCalls

SPEECH_THREAD_NAME = "llamadesk-speech"
LISTENING_THREAD_NAME = "llamadesk-listening"


class VoiceCalls(QObject):
    """Reading aloud and writing down what is said, for every page; one read at a time."""

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._voice = Voice(self._runtime)
        self._speech = BackgroundCalls(SPEECH_THREAD_NAME, parent)
        self._listening = BackgroundCalls(LISTENING_THREAD_NAME, parent)
        self._cancel: threading.Event | None = None

    def _runtime(self) -> Runtime:
        # Asked at each start: a runtime picked in Settings meanwhile is used.
        return find_runtime(chosen_runtime_path(self._settings))

    def read_aloud(
        self,
        text: str | GrowingAnswer,
        on_done: Callable[[ReadAloud], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        """Read ``text`` (or an answer as it is written) aloud; ``on_done`` gets the
        core's ``ReadAloud`` on the window's thread. A read already going is stopped first."""
        self.stop_reading()
        cancel = threading.Event()
        self._cancel = cancel
        settings = copy.deepcopy(self._settings)
        voice = self._voice
        self._speech.submit(lambda: voice.read_aloud(text, settings, cancel), on_done, on_error)

    def sound_playing(self) -> bool:
        """Whether the answer being read is heard now."""
        return self._voice.sound_playing()

    def stop_reading(self) -> None:
        """Silence at once; the speech thread ends its read soon after."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
            self._voice.stop_reading()

    def prepare_listening(self, on_error: Callable[[Exception], None]) -> None:
        """Start the listening model now, while the person speaks."""
        settings = copy.deepcopy(self._settings)
        voice = self._voice
        self._listening.submit(lambda: voice.prepare_listening(settings), _ignore, on_error)

    def transcribe(
        self,
        recording: Recording,
        on_done: Callable[[str], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        """Write down what ``recording`` (a core ``Recording``) says; ``on_done`` gets the
        words on the window's thread."""
        settings = copy.deepcopy(self._settings)
        voice = self._voice
        self._listening.submit(lambda: voice.transcribe(recording, settings), on_done, on_error)

    def shutdown(self) -> None:
        """Silence, end the speech child and the listening server, then both threads."""
        self.stop_reading()
        self._voice.shut_down()
        self._speech.shutdown(discard_queued=True)
        self._listening.shutdown(discard_queued=True)


def _ignore(_result: Path) -> None:
    """The listening model is ready: nothing to show until words come back."""
