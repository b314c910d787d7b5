"""Hands-free voice for a chat: listen, send what was said, read the answer aloud, then
listen again, until the person turns it off (or presses Esc).

The steps are decided here; the window only does what each step asks (opens the
microphone, sends, reads aloud) and tells this what happened. A question ends with a
pause (``END_PAUSE_S`` of quiet after something was said); a long silence with nothing
said is dropped and listening starts afresh, so nothing piles up in memory. Nothing is
kept: each recording lives in memory until it is written down, as with Speak.
"""

from __future__ import annotations

from enum import Enum

from desktop.core.sound_input import (
    SILENCE_PEAK,
    SoundRecorder,
    peak_of,
    speech_ended,
)

# A pause this long after speaking ends the question: people pause for breath for well
# under a second mid-sentence; a second and a half of quiet is someone waiting.
END_PAUSE_S = 1.5
# With nothing said for this long, what was heard is dropped and listening goes on.
QUIET_RESTART_S = 30.0


class Step(Enum):
    OFF = "off"
    LISTENING = "listening"  # the microphone is open
    WRITING = "writing"  # what was said is being written down
    ANSWERING = "answering"  # sent; the answer is written and read aloud
    # (reading goes on after the answer is written; listening starts when both end)


class Heard(Enum):
    GO_ON = "go on"  # keep listening
    DONE = "done"  # the question ended with a pause: write it down and send it
    START_AFRESH = "start afresh"  # only silence so far: drop it, listen again


class HandsFree:
    """Where hands-free voice stands for the open chat. Used on one thread."""

    def __init__(self) -> None:
        self.step = Step.OFF

    @property
    def on(self) -> bool:
        return self.step is not Step.OFF

    def turn_on(self) -> Step:
        self.step = Step.LISTENING
        return self.step

    def turn_off(self) -> Step:
        self.step = Step.OFF
        return self.step

    def check(self, recorder: SoundRecorder) -> Heard:
        """What to do with the recording so far (asked a few times a second)."""
        if self.step is not Step.LISTENING:
            return Heard.GO_ON
        frames, rate, channels = recorder.heard_so_far()
        if speech_ended(frames, rate, channels, END_PAUSE_S):
            self.step = Step.WRITING
            return Heard.DONE
        long_silence = len(frames) / (rate * channels * 2) >= QUIET_RESTART_S
        if long_silence and peak_of(frames) < SILENCE_PEAK:
            return Heard.START_AFRESH
        return Heard.GO_ON

    def written(self, text: str) -> bool:
        """The question was written down: True to send it (False: nothing was said,
        listen again)."""
        if self.step is not Step.WRITING:
            return False
        if text.strip():
            self.step = Step.ANSWERING
            return True
        self.step = Step.LISTENING
        return False

    def not_written(self, nothing_heard: bool) -> bool:
        """Nothing was written down: True to listen again (``nothing_heard``, as
        ``voice.nothing_was_heard`` tells from the error's kind: try again), False to stop
        (something is wrong that listening again will not mend: no listening model, no
        microphone)."""
        if self.step is not Step.WRITING:
            return False
        if nothing_heard:
            self.step = Step.LISTENING
            return True
        self.step = Step.OFF
        return False

    def answered(self, *, answer_running: bool, reading: bool) -> bool:
        """Asked when the answer ends and when its reading ends: True once both have,
        to listen again."""
        if self.step is Step.ANSWERING and not answer_running and not reading:
            self.step = Step.LISTENING
            return True
        return False
