"""What the voice tests of the window share: the tiny voice models in a model folder of
the window's own, a saved chat with an answer to read, and sounds to hear."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.main_window import MainWindow

# Made sentence by sentence by llama-tts (each run loads the model again), then played in
# real time: generous on a loaded 2-core machine.
SPEECH_TIMEOUT_MS = 240_000
# The listening server's cold start, then a short transcript.
LISTENING_TIMEOUT_MS = 120_000
# Two sentences to read; the code block is not read.
ANSWER = "Hello there. **Bye!**\n\n```python\nprint('not read aloud')\n```\n"
SPOKEN = ["Hello there.", "Bye!"]


def use_voice_models(window: MainWindow, folder: Path, speech_model: Path | None) -> None:
    """The window's library is ``folder``; ``speech_model`` chosen in Settings (None: the
    library's first)."""
    settings = window.services.settings
    settings.model_folders = [str(folder)]
    settings.speech_model = str(speech_model) if speech_model is not None else None


def saved_answer(qtbot: QtBot, window: MainWindow, answer: str = ANSWER) -> MessageWidget:
    """A chat with one question and ``answer``, opened on the Chat page; the answer's widget."""
    return open_saved_answer(window, lambda ready, _what: qtbot.waitUntil(ready, timeout=10_000),
                             answer)  # fmt: skip


def open_saved_answer(
    window: MainWindow, wait: Callable[[Callable[[], bool], str], None], answer: str = ANSWER
) -> MessageWidget:
    """``saved_answer`` with any way of waiting (``wait(condition, what)``): a test's qtbot,
    a benchmark's event loop."""
    ids: list[int] = []

    def create(store: ConversationStore) -> int:
        conversation = store.create_conversation(title="Greetings")
        store.add_message(conversation.id, "user", "Say hello and goodbye.")
        reply = store.begin_reply(conversation.id)
        store.append_reply(reply, answer)
        store.finish_reply(reply, stats={})
        return conversation.id

    window.show_page("Chat")
    window.services.conversations.submit(create, ids.append)
    wait(lambda: bool(ids), "the chat to be saved")
    chat = window.chat_view
    chat.open_conversation(ids[0])
    wait(lambda: len(chat.message_widgets()) == 2, "the chat to open")
    return chat.message_widgets()[1]
