"""Reading an answer aloud while it is written (desktop/core/host/voice.py): each
sentence is handed on once what follows shows it complete, the last one when the
answer is, code and thinking never; a cancel ends the wait at once."""

from __future__ import annotations

import threading
import time

from desktop.core.host.voice import GrowingAnswer, sentences_as_written


def test_sentences_come_as_each_is_complete_and_the_last_when_the_answer_is() -> None:
    answer = GrowingAnswer()
    said: list[tuple[str, float]] = []
    began = time.monotonic()

    def read() -> None:
        for sentence in sentences_as_written(answer):
            said.append((sentence, time.monotonic() - began))

    reader = threading.Thread(target=read, name="test-reader")
    reader.start()
    for piece in ("Steep it for 3.", "5 minutes", ". Then ", "add milk", "!\n```py\n",
                  "print('no')\n```\nEnjoy"):
        answer.add(piece)
        time.sleep(0.05)
    # "3." was not a sentence's end: the first sentence waited for what followed.
    first_seen = time.monotonic() - began
    assert [text for text, _ in said] == ["Steep it for 3.5 minutes.", "Then add milk!"]
    answer.finish("Steep it for 3.5 minutes. Then add milk!\n```py\nprint('no')\n```\nEnjoy")
    reader.join(5)
    assert not reader.is_alive()
    assert [text for text, _ in said] == [
        "Steep it for 3.5 minutes.", "Then add milk!", "Enjoy"]
    assert said[0][1] < first_seen  # handed on before the answer was complete


def test_a_cancel_ends_the_wait_for_more() -> None:
    answer = GrowingAnswer()
    answer.add("One sentence. And half")
    cancel = threading.Event()
    sentences = sentences_as_written(answer, cancel)
    assert next(sentences) == "One sentence."
    threading.Timer(0.2, cancel.set).start()
    began = time.monotonic()
    assert list(sentences) == []
    assert time.monotonic() - began < 1.0
